/* Tiles, tile sets, hands and result codes through the C ABI. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

static void test_round_trip(const char *text, mahjong_notation notation, const char *expected) {
  mahjong_hand *h = parse(text);
  char buf[256];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, notation, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, expected);
  CHECK_EQ_INT(n, strlen(expected));
  mahjong_hand_free(h);
}

static void test_tiles(void) {
  mahjong_tile t = 0;
  CHECK_EQ_INT(mahjong_tile_parse("5p", 2, &t), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(t, 13); /* dots start at 9: 9 + 5 - 1 */
  mahjong_tile_info info;
  CHECK_EQ_INT(mahjong_tile_classify(t, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.unicode, 0x1F01D);
  CHECK_EQ_INT(mahjong_tile_from_unicode(0x1F000, &t), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(t, 27); /* East */
  CHECK_EQ_INT(mahjong_tile_from_unicode(0x41, &t), MAHJONG_RESULT_INVALID_TILE);
  /* The Mahjong Tiles block is U+1F000 to U+1F02B: the core refuses any other code point. */
  CHECK_EQ_STR(last_error(), "U+41 is not a mahjong tile (U+1F000 to U+1F02B)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PARSE_NOT_A_UNICODE_TILE);
  CHECK_EQ_INT(mahjong_tile_from_unicode(0x1F02C, &t), MAHJONG_RESULT_INVALID_TILE);
  CHECK_EQ_STR(last_error(), "U+1F02C is not a mahjong tile (U+1F000 to U+1F02B)");
  CHECK_EQ_INT(mahjong_tile_from_unicode(0x1F02B, &t), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(t, 44); /* the blank */
  CHECK_EQ_INT(mahjong_tile_classify(13, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_SUITED);
  CHECK_EQ_INT(info.suit, MAHJONG_SUIT_DOTS);
  CHECK_EQ_INT(info.number, 5);
  CHECK_EQ_INT(mahjong_tile_classify(43, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_JOKER);
  /* Honours count within their kind: West (27 + 2) is wind 3, red (31 + 2) is dragon 3. */
  CHECK_EQ_INT(mahjong_tile_classify(29, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_WIND);
  CHECK_EQ_INT(info.number, 3);
  CHECK_EQ_INT(mahjong_tile_classify(33, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_DRAGON);
  CHECK_EQ_INT(info.number, 3);
  CHECK_EQ_INT(mahjong_tile_classify(45, &info), MAHJONG_RESULT_INVALID_TILE);
  /* 45 tiles, indexes 0 to 44: the core's words for a tile index (`args::tile`), kind INVALID_ARGUMENT. */
  CHECK_EQ_STR(last_error(), "tile 45 is not a tile index (0 to 44)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_tile_classify(13, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  /* Dragons are told apart by number: 31 white = 1, 32 green = 2, 33 red = 3; winds 1-4. */
  CHECK_EQ_INT(mahjong_tile_classify(32, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_DRAGON);
  CHECK_EQ_INT(info.number, 2);
  CHECK_EQ_INT(mahjong_tile_classify(28, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(info.kind, MAHJONG_TILE_KIND_WIND);
  CHECK_EQ_INT(info.number, 2); /* South */
  CHECK_EQ_INT(info.suit, MAHJONG_SUIT_NONE);
  CHECK_EQ_INT(mahjong_tile_classify(20, &info), MAHJONG_RESULT_OK); /* 3 bams */
  CHECK_EQ_INT(info.suit, MAHJONG_SUIT_BAMS);
  char buf[32];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_tile_format(31, MAHJONG_NOTATION_AMERICAN, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "0");
  /* The core's Unicode form (notation::tile_in): a picture, but F for the American flower. */
  CHECK_EQ_INT(mahjong_tile_format(13, MAHJONG_NOTATION_UNICODE, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "\xF0\x9F\x80\x9D");
  CHECK_EQ_INT(mahjong_tile_format(42, MAHJONG_NOTATION_UNICODE, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "F");
  CHECK_EQ_INT(mahjong_tile_name(33, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "red dragon");
  CHECK_EQ_INT(mahjong_tile_format(13, 9, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* An enum number C passes is read by the core (`name::by_number`): the three notations are 0 to 2. */
  CHECK_EQ_STR(last_error(), "9 is not a notation (0 to 2)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
}

static void test_tile_sets(void) {
  uint32_t total = 0, count = 0;
  CHECK_EQ_INT(mahjong_tileset_total(MAHJONG_TILESET_AMERICAN, &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 152);
  CHECK_EQ_INT(mahjong_tileset_total(MAHJONG_TILESET_CHINESE_144, &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 144);
  CHECK_EQ_INT(mahjong_tileset_total(MAHJONG_TILESET_CHINESE_136, &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 136);
  CHECK_EQ_INT(mahjong_tileset_total(MAHJONG_TILESET_THREE_PLAYER_132, &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 132);
  CHECK_EQ_INT(mahjong_tileset_total(MAHJONG_TILESET_THREE_PLAYER_138, &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 138);
  CHECK_EQ_INT(mahjong_tileset_count(MAHJONG_TILESET_AMERICAN, 43, &count), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(count, 8);
  CHECK_EQ_INT(mahjong_tileset_total(77, &total), MAHJONG_RESULT_INVALID_ARGUMENT);
}

static void test_hands(void) {
  test_round_trip("12345m", MAHJONG_NOTATION_MPSZ, "12345m");
  test_round_trip("FFF 2026c 222b 2222d", MAHJONG_NOTATION_AMERICAN, "FFF 2026c 222b 2222d");
  test_round_trip("5p", MAHJONG_NOTATION_UNICODE, "\xF0\x9F\x80\x9D"); /* U+1F01D in UTF-8 */
  test_round_trip("[222b] [FFJ] 2026c 44d 6d J", MAHJONG_NOTATION_MPSZ, "2m5z26m446p0j [222s] [00f0j]");

  mahjong_hand *h = parse("11m [555p] (1111z) 1f ; win=1m by=self seat=S");
  size_t n = 0;
  mahjong_hand_info info = mahjong_hand_get_info(h);
  CHECK_EQ_INT(info.tile_count, 9);
  CHECK_EQ_INT(info.n_concealed, 2);
  CHECK_EQ_INT(info.concealed[0], 0);
  CHECK_EQ_INT(info.n_bonus, 1);
  CHECK_EQ_INT(info.bonus[0], 34);
  CHECK_EQ_INT(info.n_melds, 2);
  mahjong_meld m = info.melds[1];
  CHECK_EQ_INT(m.kind, MAHJONG_MELD_KONG);
  CHECK_EQ_INT(m.status, MAHJONG_MELD_STATUS_CONCEALED);
  CHECK_EQ_INT(m.len, 4);
  CHECK_EQ_INT(m.tiles[0], 27);
  /* NULL reads as an empty hand with no winning tile. */
  CHECK_EQ_INT(mahjong_hand_get_info(NULL).tile_count, 0);
  CHECK_EQ_INT(mahjong_hand_get_info(NULL).context.winning_tile, -1);
  mahjong_win_context ctx = info.context;
  CHECK_EQ_INT(ctx.winning_tile, 0);
  CHECK_EQ_INT(ctx.method, MAHJONG_WIN_SELF_DRAWN);
  CHECK_EQ_INT(ctx.seat_wind, 1);
  ctx.method = MAHJONG_WIN_ROBBING_KONG;
  ctx.winning_tile = -1;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_OK);
  char buf[128];
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_MPSZ, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "11m [555p] (1111z) 1f ; by=robbing-kong seat_wind=S");
  ctx.method = 42;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* A winning tile that is not in the hand is refused, so the printed hand always reads back. */
  ctx.method = MAHJONG_WIN_DISCARD;
  ctx.winning_tile = 22; /* 5 bams */
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winning tile 5 bams (5s) is not in the hand");
  /* The winning tile is exactly -1 (not given) or a tile index 0 to 44 (45 tiles): below and above
   * are refused alike, by the core's args::tile_or_none, as INVALID_TILE like any tile index. */
  ctx.winning_tile = -2;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_TILE);
  CHECK_EQ_STR(last_error(), "tile -2 is not a tile index (0 to 44, or -1 for none)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  ctx.winning_tile = INT32_MIN;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_TILE);
  ctx.winning_tile = 45;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_TILE);
  CHECK_EQ_STR(last_error(), "tile 45 is not a tile index (0 to 44, or -1 for none)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  /* A wind is 0 (East) to 3 (North): the core's rules::limits::wind names the field. */
  ctx.winning_tile = -1;
  mahjong_win_context bad_wind = ctx;
  bad_wind.seat_wind = 4;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &bad_wind), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "seat_wind 4 is not a seat (0 to 3)");
  bad_wind = ctx;
  bad_wind.prevailing = 7;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &bad_wind), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "prevailing 7 is not a seat (0 to 3)");
  /* A winning tile past a byte names the number given, not 255. */
  ctx.winning_tile = 300;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_INVALID_TILE);
  CHECK_EQ_STR(last_error(), "tile 300 is not a tile index (0 to 44, or -1 for none)");
  /* A size query (NULL, 0) reports the size needed, NUL included. */
  n = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_MPSZ, NULL, 0, &n), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(n, strlen("11m [555p] (1111z) 1f ; by=robbing-kong seat_wind=S") + 1);
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_MPSZ, NULL, 5, &n), MAHJONG_RESULT_NULL_PARAMETER);
  /* A buffer too small: nothing written, the size needed reported. */
  char small[4] = "abc";
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_MPSZ, small, sizeof small, &n), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(n, strlen("11m [555p] (1111z) 1f ; by=robbing-kong seat_wind=S") + 1);
  CHECK_EQ_STR(small, "abc");
  CHECK_EQ_INT(mahjong_hand_check(h, MAHJONG_TILESET_CHINESE_144), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_hand_check(h, MAHJONG_TILESET_CHINESE_136), MAHJONG_RESULT_PARSE_ERROR);
  mahjong_hand_free(h);
}

static void test_errors(void) {
  mahjong_hand *h = NULL;
  char msg[256];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_hand_parse("10m", 3, &h), MAHJONG_RESULT_PARSE_ERROR);
  CHECK(h == NULL);
  CHECK_EQ_INT(mahjong_last_error_column(), 2);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "column 2: 0m is not a tile: numbers run 1 to 9");
  CHECK_EQ_INT(mahjong_hand_parse("5x", 2, &h), MAHJONG_RESULT_PARSE_ERROR);
  CHECK_EQ_INT(mahjong_last_error_column(), 2);
  CHECK_EQ_INT(mahjong_hand_parse_in("77777z", 6, MAHJONG_TILESET_CHINESE_144, &h), MAHJONG_RESULT_PARSE_ERROR);
  CHECK_EQ_INT(mahjong_last_error_column(), 5);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "column 5: 5 copies of red dragon (7z); the Chinese 144 set has 4");
  /* Reading the message into a small buffer reports the size and keeps the message. */
  {
    char tiny[8];
    CHECK_EQ_INT(mahjong_last_error_message(tiny, sizeof tiny, &n), MAHJONG_RESULT_INSUFFICIENT_SIZE);
    CHECK_EQ_INT(n, strlen("column 5: 5 copies of red dragon (7z); the Chinese 144 set has 4") + 1);
    CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
    CHECK_EQ_STR(msg, "column 5: 5 copies of red dragon (7z); the Chinese 144 set has 4");
    CHECK_EQ_INT(mahjong_last_error_column(), 5);
  }
  CHECK_EQ_INT(mahjong_hand_parse(NULL, 3, &h), MAHJONG_RESULT_NULL_PARAMETER);
  /* Every failure leaves a message, a NULL parameter included. */
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "a required pointer was NULL");
  CHECK_EQ_INT(mahjong_last_error_column(), 0);
  CHECK_EQ_INT(mahjong_hand_parse("11m", 3, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_hand_format(NULL, 0, msg, sizeof msg, &n), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_hand_parse("\xff", 1, &h), MAHJONG_RESULT_INVALID_UTF8);
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_NULL_PARAMETER, msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "a required pointer was NULL");
  CHECK_EQ_INT(mahjong_result_message(9999, msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "unknown result");
  mahjong_hand_free(NULL);
  CHECK(strlen(mahjong_version()) >= 5);
}

/* The header's version macros agree with each other and with the library that is loaded. */
static void test_versions(void) {
  char built[32];
  snprintf(built, sizeof built, "%d.%d.%d", MAHJONG_VERSION_MAJOR, MAHJONG_VERSION_MINOR, MAHJONG_VERSION_PATCH);
  CHECK_EQ_STR(built, MAHJONG_VERSION_STRING);
  CHECK_EQ_STR(mahjong_version(), MAHJONG_VERSION_STRING);
  CHECK_EQ_INT(mahjong_abi_version(), MAHJONG_ABI_VERSION);
  CHECK(MAHJONG_ABI_VERSION >= 1);
}

int main(void) {
  test_versions();
  test_tiles();
  test_tile_sets();
  test_hands();
  test_errors();
  CHECK_DONE();
}

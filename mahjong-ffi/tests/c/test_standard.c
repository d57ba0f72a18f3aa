/* Four sets and a pair through the C ABI: decompositions, special hands, waits, tiles away.
 * Every expected value is worked out by hand in the comment next to it. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Tiles 0-8 craks, 9-17 dots, 18-26 bams, 27-30 winds, 31-33 dragons. */
#define ORPHANS_MASK                                                                                       \
  ((1ull << 0) | (1ull << 8) | (1ull << 9) | (1ull << 17) | (1ull << 18) | (1ull << 26) | (0x7Full << 27))

/* Tiles away of the hand written `text` under `rules` (a failing call is a failed check). */
static mahjong_tiles_away_result away(const char *text, mahjong_rule_profile rules) {
  mahjong_hand *h = parse(text);
  mahjong_tiles_away_result a = {0};
  CHECK_EQ_INT(mahjong_tiles_away(h, rules, &a), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return a;
}

/* The waits of the hand written `text` under `rules`. */
static mahjong_waits_result waits_of(const char *text, mahjong_rule_profile rules) {
  mahjong_hand *h = parse(text);
  mahjong_waits_result w = {0};
  CHECK_EQ_INT(mahjong_waits(h, rules, &w), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return w;
}

/* The special hands (bit `MAHJONG_SPECIAL_*`) the hand written `text` is under British rules. */
static uint32_t british_specials(const char *text) {
  mahjong_hand *h = parse(text);
  uint32_t bits = 0;
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_BRITISH, &bits), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return bits;
}

static void test_nine_sided_wait_is_all_nine_craks(void) {
  /* 1112345678999m (the nine-sided shape) waits on every crak in the standard form, e.g.
   * +1m reads 111 123 456 789 99, +5m reads 111 234 55 678 999, and +9m reads 11 123 456 789 999. */
  mahjong_hand *h = parse("1112345678999m");
  mahjong_waits_result w;
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.mask, 0x1FF);
  CHECK_EQ_INT(w.standard_mask, 0x1FF);
  CHECK_EQ_INT(w.count, 9);
  for (int i = 0; i < 34; i++) CHECK_EQ_INT(w.special_hands[i], 0);
  /* British allows one chow: a run 2 to 8 plus any crak needs two chows, so no standard form;
   * 2m to 8m make The Gates of Heaven (111 999 pungs, 2-8 run, a pair of 2-8), 1m and 9m do not. */
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_BRITISH, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.standard_mask, 0);
  CHECK_EQ_INT(w.mask, 0xFE);
  CHECK_EQ_INT(w.special_hands[4], 1u << MAHJONG_SPECIAL_GATES_OF_HEAVEN);
  CHECK_EQ_INT(w.special_hands[0], 0);
  mahjong_hand_free(h);
}

static void test_thirteen_unique_wonders_wait_on_thirteen_faces(void) {
  mahjong_hand *h = parse("19m19p19s1234567z");
  mahjong_waits_result w;
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.mask, ORPHANS_MASK);
  CHECK_EQ_INT(w.count, 13);
  CHECK_EQ_INT(w.standard_mask, 0);
  CHECK_EQ_INT(w.special_hands[27], 1u << MAHJONG_SPECIAL_THIRTEEN_UNIQUE_WONDERS);
  CHECK_EQ_INT(w.special_hands[1], 0);
  /* Thirteen single tiles: standard 8 away, the Wonders calling (any orphan drawn completes
   * it). Classical has no All Pair Honours or Knitting. */
  mahjong_tiles_away_result a;
  CHECK_EQ_INT(mahjong_tiles_away(h, MAHJONG_RULES_CLASSICAL, &a), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(a.standard, 8);
  CHECK(a.has_special[MAHJONG_SPECIAL_THIRTEEN_UNIQUE_WONDERS]);
  CHECK_EQ_INT(a.specials[MAHJONG_SPECIAL_THIRTEEN_UNIQUE_WONDERS], 0);
  CHECK(!a.has_special[MAHJONG_SPECIAL_ALL_PAIR_HONOURS]);
  CHECK(!a.has_special[MAHJONG_SPECIAL_KNITTING]);
  CHECK_EQ_INT(a.best, 0);
  CHECK_EQ_INT(a.improving, ORPHANS_MASK);
  /* British: seven pairs of these faces find one tile each, 13 - 7 = 6 for All Pair Honours;
   * Knitting pairs 1m-1p and 9m-9p find two tiles each, 13 - 4 = 9. */
  CHECK_EQ_INT(mahjong_tiles_away(h, MAHJONG_RULES_BRITISH, &a), MAHJONG_RESULT_OK);
  CHECK(a.has_special[MAHJONG_SPECIAL_ALL_PAIR_HONOURS]);
  CHECK_EQ_INT(a.specials[MAHJONG_SPECIAL_ALL_PAIR_HONOURS], 6);
  CHECK(a.has_special[MAHJONG_SPECIAL_KNITTING]);
  CHECK_EQ_INT(a.specials[MAHJONG_SPECIAL_KNITTING], 9);
  CHECK_EQ_INT(a.best, 0);
  CHECK_EQ_INT(mahjong_tiles_away(h, 5, &a), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_hand_free(h);
}

static void test_classical_tiles_away_counts_the_copies_in_melds(void) {
  /* 1m 234p 567p 789p with 111m melded: the last 1m cannot become the pair, so a new pair is
   * needed (two tiles): 1 away, nothing improves to complete in one draw. */
  mahjong_hand *h = parse("1m234p567p789p [111m]");
  mahjong_tiles_away_result a;
  CHECK_EQ_INT(mahjong_tiles_away(h, MAHJONG_RULES_CLASSICAL, &a), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(a.standard, 1);
  CHECK_EQ_INT(a.best, 1);
  mahjong_waits_result w;
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.count, 0);
  mahjong_hand_free(h);
}

static void test_three_player_rejects_the_north_wind(void) {
  mahjong_hand *h = parse("19m19p19s1234567z");
  mahjong_waits_result w;
  w.count = 77;
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_THREE_PLAYER, &w), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(w.count, 77); /* outputs are written only on success */
  char msg[128];
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "4z is not in the three-player set");
  CHECK_EQ_INT(mahjong_waits(h, 5, &w), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* The Chinese Official profile is a profile, but the core refuses it for four sets and a pair. */
  CHECK_EQ_INT(mahjong_waits(h, MAHJONG_RULES_MCR, &w), MAHJONG_RESULT_INVALID_HAND);
  CHECK(mahjong_last_error_kind() != 0);
  mahjong_hand_free(h);
}

/* Decomposes `h` under `rules` into `d` (room for `room`), checks the result code, and gives the count
 * reported (the readings, or the room needed). */
static size_t decompositions(const mahjong_hand *h, mahjong_rule_profile rules, mahjong_decomposition *d, size_t room,
                             mahjong_result expected) {
  size_t n = 99;
  CHECK_EQ_INT(mahjong_decompose(h, rules, d, room, &n), expected);
  return n;
}

static void test_decompositions_of_11123456789999m(void) {
  /* 111 2345678 9999: only 11 pair + 123 456 789 999 (a 111 pung leaves 2345678 9999, which has
   * no reading). */
  mahjong_hand *h = parse("11123456789999m");
  mahjong_decomposition d[4];
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_CLASSICAL, d, 4, MAHJONG_RESULT_OK), 1);
  CHECK_EQ_INT(d[0].pair, 0);
  CHECK_EQ_INT(d[0].chows, 3);
  CHECK_EQ_INT(d[0].sets[0].kind, MAHJONG_SET_CHOW);
  CHECK_EQ_INT(d[0].sets[0].tile, 0);
  CHECK_EQ_INT(d[0].sets[1].tile, 3);
  CHECK_EQ_INT(d[0].sets[2].tile, 6);
  CHECK_EQ_INT(d[0].sets[2].tile_count, 3);
  CHECK_EQ_INT(d[0].sets[2].tiles[2], 8);
  CHECK_EQ_INT(d[0].sets[3].kind, MAHJONG_SET_PUNG);
  CHECK_EQ_INT(d[0].sets[3].tile, 8);
  CHECK(!d[0].sets[3].is_meld);
  CHECK(d[0].sets[3].concealed);
  /* British: three chows are too many. */
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_BRITISH, d, 4, MAHJONG_RESULT_OK), 0);
  mahjong_hand_free(h);
}

static void test_decompose_reports_the_room_needed(void) {
  /* 111222333m = three pungs or three chows: two readings classical, one (pungs) British. */
  mahjong_hand *h = parse("111222333m789p55s");
  mahjong_decomposition d[2];
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_CLASSICAL, NULL, 0, MAHJONG_RESULT_INSUFFICIENT_SIZE), 2);
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_CLASSICAL, d, 1, MAHJONG_RESULT_INSUFFICIENT_SIZE), 2);
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_CLASSICAL, d, 2, MAHJONG_RESULT_OK), 2);
  CHECK_EQ_INT(d[0].chows + d[1].chows, 1 + 4);
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_BRITISH, d, 2, MAHJONG_RESULT_OK), 1);
  CHECK_EQ_INT(d[0].chows, 1);
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_TWO_PLAYER, d, 2, MAHJONG_RESULT_OK), 0);
  mahjong_hand_free(h);
}

static void test_a_melded_pung_is_an_exposed_set(void) {
  mahjong_hand *h = parse("123m456p789s11z [555z]");
  mahjong_decomposition d[1];
  CHECK_EQ_INT(decompositions(h, MAHJONG_RULES_CLASSICAL, d, 1, MAHJONG_RESULT_OK), 1);
  CHECK_EQ_INT(d[0].sets[0].kind, MAHJONG_SET_PUNG);
  CHECK_EQ_INT(d[0].sets[0].tile, 31);
  CHECK(d[0].sets[0].is_meld);
  CHECK_EQ_INT(d[0].sets[0].meld_status, MAHJONG_MELD_STATUS_EXPOSED);
  CHECK(!d[0].sets[0].concealed);
  CHECK_EQ_INT(d[0].pair, 27);
  /* With a meld the pair forms cannot be made; the hand is complete. */
  mahjong_tiles_away_result a;
  CHECK_EQ_INT(mahjong_tiles_away(h, MAHJONG_RULES_CLASSICAL, &a), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(a.standard, -1);
  CHECK(!a.has_special[MAHJONG_SPECIAL_THIRTEEN_UNIQUE_WONDERS]);
  CHECK(!a.has_special[MAHJONG_SPECIAL_ALL_PAIR_HONOURS]);
  CHECK_EQ_INT(a.best, -1);
  mahjong_hand_free(h);
}

static void test_is_winning_and_the_chow_limits(void) {
  mahjong_hand *h = parse("123m456p789s111z55z");
  bool w = false;
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK(w);
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_BRITISH, &w), MAHJONG_RESULT_OK);
  CHECK(!w); /* three chows; British allows one */
  mahjong_hand_free(h);
  h = parse("123m456p789s11z");
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_INVALID_HAND);
  char msg[128];
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "11 tiles in sets (kongs count 3); expected 14");
  mahjong_hand_free(h);
  /* counts: 123m 456p 789s 111z 55z */
  uint8_t c[34] = {0};
  c[0] = c[1] = c[2] = 1;
  c[12] = c[13] = c[14] = 1;
  c[24] = c[25] = c[26] = 1;
  c[27] = 3;
  c[31] = 2;
  CHECK_EQ_INT(mahjong_is_winning_counts(c, &w), MAHJONG_RESULT_OK);
  CHECK(w);
  int8_t s = 9;
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, -1);
  c[31] = 1; /* 13 tiles: calling on 5z (and nothing else: 111z is needed as a pung) */
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, 0);
  CHECK_EQ_INT(mahjong_is_winning_counts(c, &w), MAHJONG_RESULT_INVALID_HAND);
  c[31] = 5;
  CHECK_EQ_INT(mahjong_is_winning_counts(c, &w), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_is_winning_counts(NULL, &w), MAHJONG_RESULT_NULL_PARAMETER);
}

static void test_special_hands_and_their_names(void) {
  /* 1123456789s + E S W N: The Wriggling Snake. */
  mahjong_hand *h = parse("1123456789s1234z");
  uint32_t bits = 0;
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_CLASSICAL, &bits), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(bits, 1u << MAHJONG_SPECIAL_WRIGGLING_SNAKE);
  bool w = false;
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK(w);
  mahjong_hand_free(h);
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SPECIAL_HAND, MAHJONG_SPECIAL_WRIGGLING_SNAKE, true, buf, sizeof buf, &n),
               MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "The Wriggling Snake");
  CHECK_EQ_INT(n, 19);
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SPECIAL_HAND, MAHJONG_SPECIAL_FOUR_BLESSINGS_HOVERING_OVER_THE_DOOR, true, buf, 8,
                             &n),
               MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(n, 38); /* "Four Blessings Hovering Over the Door" is 37 bytes + NUL */
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SPECIAL_HAND, 18, true, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_special_value v = 9;
  CHECK_EQ_INT(mahjong_special_hand_value(MAHJONG_SPECIAL_KNITTING, &v), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(v, MAHJONG_SPECIAL_VALUE_HALF_LIMIT);
  CHECK_EQ_INT(mahjong_special_hand_value(MAHJONG_SPECIAL_IMPERIAL_JADE, &v), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(v, MAHJONG_SPECIAL_VALUE_LIMIT);
  /* Four pungs of the winds: Four Blessings Hovering Over the Door, not for three players. */
  h = parse("111222333444z55m");
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_CLASSICAL, &bits), MAHJONG_RESULT_OK);
  CHECK(bits & (1u << MAHJONG_SPECIAL_FOUR_BLESSINGS_HOVERING_OVER_THE_DOOR));
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_THREE_PLAYER, &bits), MAHJONG_RESULT_INVALID_HAND);
  mahjong_hand_free(h);
}

static void test_only_possible_tile(void) {
  /* 12m waits on 3m alone (an edge wait); 23m waits on 1m or 4m. */
  mahjong_hand *h = parse("12m3m456p789s111z55z ; win=3m");
  bool only = false;
  CHECK_EQ_INT(mahjong_only_possible_tile(h, MAHJONG_RULES_CLASSICAL, &only), MAHJONG_RESULT_OK);
  CHECK(only);
  mahjong_hand_free(h);
  h = parse("23m4m456p789s111z55z ; win=4m");
  CHECK_EQ_INT(mahjong_only_possible_tile(h, MAHJONG_RULES_CLASSICAL, &only), MAHJONG_RESULT_OK);
  CHECK(!only);
  mahjong_hand_free(h);
  h = parse("23m4m456p789s111z55z");
  CHECK_EQ_INT(mahjong_only_possible_tile(h, MAHJONG_RULES_CLASSICAL, &only), MAHJONG_RESULT_INVALID_HAND);
  char msg[128];
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "the win context names no winning tile");
  mahjong_hand_free(h);
  CHECK_EQ_INT(mahjong_only_possible_tile(NULL, MAHJONG_RULES_CLASSICAL, &only), MAHJONG_RESULT_NULL_PARAMETER);
}

static void test_tiles_away_respects_the_chow_limit(void) {
  /* 123m 456m 789p 11z 55z: classical calling (three chows, shanpon on 1z/5z). British keeps one
   * chow: 123m (3) + pungs 11z, 55z (2 each) + a pung and the pair finding one tile each = 9 of
   * 13, so 4. Two-player, no chows: 2 + 2 + 1 + 1 + 1 = 7, so 6. */
  CHECK_EQ_INT(away("123456m789p1155z", MAHJONG_RULES_CLASSICAL).standard, 0);
  CHECK_EQ_INT(away("123456m789p1155z", MAHJONG_RULES_BRITISH).standard, 4);
  CHECK_EQ_INT(away("123456m789p1155z", MAHJONG_RULES_TWO_PLAYER).standard, 6);
  /* Two chows melded: British cannot go Mah Jong in the standard form. */
  mahjong_hand *h = parse("456p78s11z [123m] [789m]");
  mahjong_tiles_away_result a;
  a.best = 42;
  CHECK_EQ_INT(mahjong_tiles_away(h, MAHJONG_RULES_BRITISH, &a), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(a.best, 42);
  char msg[128];
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "2 chows melded; british rules allow at most 1");
  mahjong_hand_free(h);
}

static void test_knitting_and_all_pair_honours_allow_repeated_pairs(void) {
  /* 1123456m1123456p: seven knitted pairs, 1m-1p twice (BMJA). */
  CHECK_EQ_INT(british_specials("1123456m1123456p"), 1u << MAHJONG_SPECIAL_KNITTING);
  /* 1m 1m against 3p 3p: not the same numbers. */
  CHECK_EQ_INT(british_specials("1123456m1233456p"), 0);
  /* Four 1m are two pairs of All Pair Honours. */
  CHECK_EQ_INT(british_specials("1111m99p11s22z5577z"), 1u << MAHJONG_SPECIAL_ALL_PAIR_HONOURS);
}

static void test_gates_of_heaven_is_concealed(void) {
  /* A discard completing the pung of Ones exposes it; drawn from the wall it stays concealed. */
  mahjong_hand *h = parse("11123455678999p ; win=1p");
  uint32_t bits = 0;
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_BRITISH, &bits), MAHJONG_RESULT_OK);
  CHECK(!(bits & (1u << MAHJONG_SPECIAL_GATES_OF_HEAVEN)));
  mahjong_hand_free(h);
  h = parse("11123455678999p ; win=1p by=self");
  CHECK_EQ_INT(mahjong_special_hands(h, MAHJONG_RULES_BRITISH, &bits), MAHJONG_RESULT_OK);
  CHECK(bits & (1u << MAHJONG_SPECIAL_GATES_OF_HEAVEN));
  mahjong_hand_free(h);
}

static void test_tiles_away_snake_gates_and_triple_knitting(void) {
  /* One number per special hand, indexed by its C value (the last is All Winds and Dragons). */
  mahjong_tiles_away_result *none = NULL;
  CHECK_EQ_INT(sizeof none->specials, MAHJONG_SPECIAL_ALL_WINDS_AND_DRAGONS + 1);
  CHECK_EQ_INT(sizeof none->has_special, MAHJONG_SPECIAL_ALL_WINDS_AND_DRAGONS + 1);

  /* 1s to 9s and E S W N: 13 of the Snake's 14 tiles (the second 1s missing), so calling on
   * 1s (tile 18) and nothing else. The standard form has three chows and four single winds:
   * a pair and a set to make, 2 away. Classical has no Gates or Triple Knitting. */
  mahjong_tiles_away_result a = away("123456789s1234z", MAHJONG_RULES_CLASSICAL);
  CHECK_EQ_INT(a.standard, 2);
  CHECK(a.has_special[MAHJONG_SPECIAL_WRIGGLING_SNAKE] && a.specials[MAHJONG_SPECIAL_WRIGGLING_SNAKE] == 0);
  CHECK(!a.has_special[MAHJONG_SPECIAL_GATES_OF_HEAVEN] && !a.has_special[MAHJONG_SPECIAL_TRIPLE_KNITTING]);
  CHECK_EQ_INT(a.best, 0);
  CHECK_EQ_INT(a.improving, 1ull << 18);
  mahjong_waits_result w = waits_of("123456789s1234z", MAHJONG_RULES_CLASSICAL);
  CHECK_EQ_INT(w.mask, 1ull << 18);
  CHECK_EQ_INT(w.special_hands[18], 1u << MAHJONG_SPECIAL_WRIGGLING_SNAKE);
  /* Three-player has no North wind, so no Snake. */
  CHECK(!away("1123456789s123z5z", MAHJONG_RULES_THREE_PLAYER).has_special[MAHJONG_SPECIAL_WRIGGLING_SNAKE]);

  /* 111 2345678 999 craks under British rules: the Gates of Heaven want one more of 2m to 8m
   * (tiles 1 to 7): calling. The Snake: 1m twice and 2m to 9m, no winds: 10, so 13 - 10 = 3.
   * Triple Knitting: every set finds at most one crak, five sets: 13 - 5 = 8. */
  a = away("1112345678999m", MAHJONG_RULES_BRITISH);
  CHECK(a.has_special[MAHJONG_SPECIAL_GATES_OF_HEAVEN] && a.specials[MAHJONG_SPECIAL_GATES_OF_HEAVEN] == 0);
  CHECK_EQ_INT(a.specials[MAHJONG_SPECIAL_WRIGGLING_SNAKE], 3);
  CHECK(a.has_special[MAHJONG_SPECIAL_TRIPLE_KNITTING] && a.specials[MAHJONG_SPECIAL_TRIPLE_KNITTING] == 8);
  CHECK_EQ_INT(a.best, 0);
  CHECK_EQ_INT(waits_of("1112345678999m", MAHJONG_RULES_BRITISH).mask, 0xFEull);
  /* Complete, but won on a discarded 1p the pung of Ones is not concealed: no Gates, no number.
   * Drawn from the wall it is the Gates. */
  CHECK(!away("11123455678999p ; win=1p", MAHJONG_RULES_BRITISH).has_special[MAHJONG_SPECIAL_GATES_OF_HEAVEN]);
  a = away("11123455678999p ; win=1p by=self", MAHJONG_RULES_TWO_PLAYER);
  CHECK(a.has_special[MAHJONG_SPECIAL_GATES_OF_HEAVEN] && a.specials[MAHJONG_SPECIAL_GATES_OF_HEAVEN] == -1);
  CHECK_EQ_INT(a.best, -1);

  /* 1 2 3 4 in all three suits and 5m: Triple Knitting wants 5p (tile 13) or 5s (tile 22). */
  a = away("12345m1234p1234s", MAHJONG_RULES_BRITISH);
  CHECK_EQ_INT(a.specials[MAHJONG_SPECIAL_TRIPLE_KNITTING], 0);
  CHECK_EQ_INT(a.best, 0);
  CHECK_EQ_INT(a.improving, (1ull << 13) | (1ull << 22));
  w = waits_of("12345m1234p1234s", MAHJONG_RULES_BRITISH);
  CHECK_EQ_INT(w.mask, (1ull << 13) | (1ull << 22));
  CHECK_EQ_INT(w.special_hands[13], 1u << MAHJONG_SPECIAL_TRIPLE_KNITTING);
  CHECK(!away("12345m1234p1234s", MAHJONG_RULES_CLASSICAL).has_special[MAHJONG_SPECIAL_TRIPLE_KNITTING]);
  /* A meld rules the special forms out. */
  a = away("45m12345p1234s [123m]", MAHJONG_RULES_BRITISH);
  CHECK(!a.has_special[MAHJONG_SPECIAL_TRIPLE_KNITTING] && !a.has_special[MAHJONG_SPECIAL_WRIGGLING_SNAKE] && !a.has_special[MAHJONG_SPECIAL_GATES_OF_HEAVEN]);
}

static void test_seats_and_bonus_tiles_not_at_the_table(void) {
  /* Three-player has no North seat; two-player seats only East and West. */
  mahjong_hand *h = parse("111m444p777s111z55z ; seat=N first-turn");
  bool w = false;
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_THREE_PLAYER, &w), MAHJONG_RESULT_INVALID_HAND);
  char msg[128];
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "seat wind N is not played at the three-player table");
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_OK);
  CHECK(w);
  mahjong_hand_free(h);
  h = parse("111m444p777s111z55z ; seat=S");
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_TWO_PLAYER, &w), MAHJONG_RESULT_INVALID_HAND);
  mahjong_hand_free(h);
  h = parse("111m444p777s111z55z ; seat=W");
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_TWO_PLAYER, &w), MAHJONG_RESULT_OK);
  CHECK(w);
  mahjong_hand_free(h);
  /* The 138-tile three-player set has no Winter (4g). */
  h = parse("111m444p777s111z55z 4g");
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_THREE_PLAYER, &w), MAHJONG_RESULT_INVALID_HAND);
  snprintf(msg, sizeof msg, "%s", last_error());
  CHECK_EQ_STR(msg, "4g is not in the three-player set");
  mahjong_hand_free(h);
}

static void test_invalid_hand_has_a_result_message(void) {
  char buf[128];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_INVALID_HAND, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "the hand cannot be read as four sets and a pair under these rules");
}

int main(void) {
  test_nine_sided_wait_is_all_nine_craks();
  test_thirteen_unique_wonders_wait_on_thirteen_faces();
  test_three_player_rejects_the_north_wind();
  test_classical_tiles_away_counts_the_copies_in_melds();
  test_decompositions_of_11123456789999m();
  test_decompose_reports_the_room_needed();
  test_a_melded_pung_is_an_exposed_set();
  test_is_winning_and_the_chow_limits();
  test_special_hands_and_their_names();
  test_only_possible_tile();
  test_tiles_away_respects_the_chow_limit();
  test_knitting_and_all_pair_honours_allow_repeated_pairs();
  test_gates_of_heaven_is_concealed();
  test_tiles_away_snake_gates_and_triple_knitting();
  test_seats_and_bonus_tiles_not_at_the_table();
  test_invalid_hand_has_a_result_message();
  CHECK_DONE();
}

/* Advice through the C ABI: the exact odds of the card's lines, discard advice, Charleston
 * advice and standard discard advice. Expected numbers are worked out by hand from the sample
 * card (cards/sample-2026.toml) and the tile sets. Tile values: 0-8 craks (m), 9-17 dots (p),
 * 18-26 bams (s), 27-30 E S W N, 31-33 white green red, 43 joker. */
#include <math.h>
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* NNNN EEE WWW SSS: the last South or one of 8 jokers completes Winds-Dragons #1, among the
 * 152 - 13 = 139 unseen tiles; one draw gives 9/139. Seeing a South and two jokers leaves 6 of
 * 136; 24 draws (the default) give 1 - the chance of missing all of them. */
static void test_odds(void) {
  mahjong_card *card = sample();
  mahjong_hand *h = parse("NNNN EEE WWW SSS");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, 1, 3, &list), MAHJONG_RESULT_OK);
  size_t len = mahjong_list_len(list);
  CHECK(len >= 1);
  mahjong_line_odds o = mahjong_odds_list_get(list, 0);
  double p = o.probability;
  CHECK(fabs(o.probability - 9.0 / 139.0) < 1e-15);
  CHECK(fabs(o.expected_points - 25.0 * 9.0 / 139.0) < 1e-12);
  CHECK_EQ_STR(mahjong_nearest_get_info(o.form).card_line.section, "Winds-Dragons");
  CHECK_EQ_INT(mahjong_nearest_get_info(o.form).tiles_away, 1);
  CHECK(mahjong_odds_list_get(list, len).form == NULL); /* past the last: zeros */
  mahjong_list_free(list);

  const mahjong_tile seen[3] = {28, 43, 43};
  list = NULL;
  CHECK_EQ_INT(mahjong_card_odds(card, h, seen, 3, -1, 1, &list), MAHJONG_RESULT_OK);
  p = mahjong_odds_list_get(list, 0).probability;
  double missed = 1.0;
  for (int i = 0; i < 24; i++) missed *= (double)(136 - 6 - i) / (double)(136 - i);
  CHECK(fabs(p - (1.0 - missed)) < 1e-12);
  mahjong_list_free(list);

  /* Bad input: five Norths, draws beyond the wall, a hand of the wrong size, k = 0. */
  const mahjong_tile north[1] = {30};
  list = NULL;
  CHECK_EQ_INT(mahjong_card_odds(card, h, north, 1, -1, 5, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK(list == NULL);
  CHECK(strncmp(last_error(), "tile 4z: the hand and the visible tiles hold 5", 46) == 0);
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, 100, 5, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, -1, 0, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "0 results asked for (k is 0): ask for at least one");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_ADVICE_NO_ROOM);
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 3, -1, 5, &list), MAHJONG_RESULT_NULL_PARAMETER);
  /* k and draws are read by the core's `advice::k` and `advice::draws`, as Python and WebAssembly read
     them: k up to 261120 (1024 hands of 255 lines, the largest card) is asked for, 261121 refused;
     draws of 32 bits reach the advice, which refuses them beyond the wall; past 32 bits the reader
     refuses them. */
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, -1, 261120, &list), MAHJONG_RESULT_OK);
  CHECK(mahjong_list_len(list) >= 1);
  mahjong_list_free(list);
  list = NULL;
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, -1, 261121, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "k 261121 is out of range: 1 to 261120 results (the most lines a card holds)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK(list == NULL);
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, 4294967295LL, 5, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "draws is 4294967295, beyond the wall: at most 99");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_ADVICE_DRAWS);
  CHECK_EQ_INT(mahjong_card_odds(card, h, NULL, 0, 4294967296LL, 5, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "draws 4294967296 is out of range: a player draws 0 to 99 tiles (the wall after the deal)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK(list == NULL);
  mahjong_hand *short_hand = parse("NNNN EEE");
  CHECK_EQ_INT(mahjong_card_odds(card, short_hand, NULL, 0, -1, 5, &list), MAHJONG_RESULT_INVALID_HAND);
  mahjong_hand_free(short_hand);
  mahjong_hand_free(h);
  mahjong_card_free(card);
}

/* FF 2026c 2026b 202d 9b: discarding the 9 of bams (26) keeps Year 2026 #6 one tile away. */
static void test_discard_advice(void) {
  mahjong_card *card = sample();
  mahjong_hand *h = parse("FF 2026c 2026b 202d 9b");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_discard_advice(card, h, NULL, 0, -1, MAHJONG_RANKING_ODDS, &list), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_list_len(list), 8);
  mahjong_discard_choice d = mahjong_discard_list_get(list, 0);
  CHECK_EQ_INT(d.discard, 26);
  CHECK(mahjong_list_len(d.lines) >= 1);
  mahjong_line_odds o = mahjong_odds_list_get(d.lines, 0);
  CHECK(o.probability == d.probability);
  CHECK_EQ_INT(mahjong_nearest_get_info(o.form).card_line.number, 6);
  CHECK(mahjong_discard_list_get(list, 8).lines == NULL);
  /* One list type: a getter for another kind of entry reads nothing. */
  CHECK(mahjong_odds_list_get(list, 0).form == NULL);
  CHECK(mahjong_pass_list_get(list, 0).best == NULL);
  CHECK(mahjong_match_list_get(list, 0) == NULL);
  CHECK(mahjong_nearest_list_get(d.lines, 0) == NULL);
  CHECK_EQ_INT(mahjong_list_len(NULL), 0);
  mahjong_list_free(list);
  CHECK_EQ_INT(mahjong_card_discard_advice(card, h, NULL, 0, -1, 7, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_hand_free(h);
  mahjong_card_free(card);
}

/* NNN EEE WWW SS 1b 5c before the first left pass (3): pass both strays and one tile blind. */
static void test_charleston_advice(void) {
  mahjong_card *card = sample();
  mahjong_hand *h = parse("NNN EEE WWW SS 1b 5c");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_charleston_advice(card, h, NULL, 0, -1, 3, &list), MAHJONG_RESULT_OK);
  CHECK(mahjong_list_len(list) > 0);
  mahjong_pass_choice c = mahjong_pass_list_get(list, 0);
  CHECK_EQ_INT(c.n_tiles, 2);
  CHECK_EQ_INT(c.blind, 1);
  CHECK((c.tiles[0] == 18 && c.tiles[1] == 4) || (c.tiles[0] == 4 && c.tiles[1] == 18));
  CHECK_EQ_INT(mahjong_list_len(c.best), 1);
  mahjong_list_free(list);
  CHECK_EQ_INT(mahjong_card_charleston_advice(card, h, NULL, 0, -1, 9, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "Charleston pass 9 is not a pass (1 to 7)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  /* A pass number is read whole, as every other pass argument and Python read it: 263 names no pass (it
   * was a byte, so 263 arrived as 7, the courtesy pass). */
  CHECK_EQ_INT(mahjong_card_charleston_advice(card, h, NULL, 0, -1, 263, &list), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "Charleston pass 263 is not a pass (1 to 7)");
  /* Nothing is exposed before the Charleston: an exposure is the hand's fault, not an argument's
   * (`AdviceError::is_about_hand`). */
  mahjong_hand *exposed = parse("[NNN] EEE WWW SS 1b 5c");
  list = NULL;
  CHECK_EQ_INT(mahjong_card_charleston_advice(card, exposed, NULL, 0, -1, 3, &list), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_ADVICE_EXPOSED);
  CHECK(list == NULL);
  mahjong_hand_free(exposed);
  mahjong_hand_free(h);
  mahjong_card_free(card);
}

/* 123456789m 1122z 5p (classical): discarding 5p (13) leaves a call on 1z or 2z, two unseen
 * copies of each among 136 - 14 = 122. */
static void test_standard_discard_advice(void) {
  mahjong_hand *h = parse("123456789m1122z5p");
  mahjong_standard_discard out[14];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_standard_discard_advice(h, 0, NULL, 0, out, 14, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 12);
  CHECK_EQ_INT(out[0].discard, 13);
  CHECK_EQ_INT(out[0].tiles_away, 0);
  CHECK(out[0].improving == ((1ull << 27) | (1ull << 28)));
  CHECK_EQ_INT(out[0].improving_copies, 4);
  CHECK_EQ_INT(out[0].pool, 122);
  /* Room for fewer than the 12 choices (one per distinct concealed tile) is too small, as for every
   * buffer output: INSUFFICIENT_SIZE with the count needed in *out_n; room for none asks the count. */
  n = 0;
  CHECK_EQ_INT(mahjong_standard_discard_advice(h, 0, NULL, 0, out, 3, &n), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(n, 12);
  n = 0;
  CHECK_EQ_INT(mahjong_standard_discard_advice(h, 0, NULL, 0, NULL, 0, &n), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(n, 12);
  CHECK_EQ_INT(out[0].unseen[27], 2);
  CHECK(fabs(out[0].chance - 4.0 / 122.0) < 1e-15);
  const mahjong_tile nines[4] = {8, 8, 8, 8};
  CHECK_EQ_INT(mahjong_standard_discard_advice(h, 0, nines, 4, out, 14, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_standard_discard_advice(h, 9, NULL, 0, out, 14, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_hand_free(h);
  mahjong_hand *short_hand = parse("123456789m1122z");
  CHECK_EQ_INT(mahjong_standard_discard_advice(short_hand, 0, NULL, 0, out, 14, &n), MAHJONG_RESULT_INVALID_HAND);
  mahjong_hand_free(short_hand);
}

int main(void) {
  test_odds();
  test_discard_advice();
  test_charleston_advice();
  test_standard_discard_advice();
  CHECK_DONE();
}

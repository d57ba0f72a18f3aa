/* American table rules that need the card, through the C ABI (issue 5; seeds 000, 001, 004).
 * Each test is named after the rule sentence it checks; the hands are those of
 * mahjong-core/tests/rules_card.rs, read by hand against the lines of cards/sample-2026.toml. */
#include <string.h>

#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Tile indices: craks 0-8, dots 9-17, bams 18-26, winds 27-30 (E S W N), dragons 31-33
 * (white, green, red), joker 43. */
enum { S2 = 19, EAST = 27, SOUTH = 28, WEST = 29, NORTH = 30, GREEN = 32, RED = 33, JOKER = 43, TILES = 45 };
/* Hands of the sample card, in file order (0-based). */
enum { ODDS_1 = 32, ODDS_5 = 36, WINDS_DRAGONS_1 = 40, WINDS_DRAGONS_5 = 44 };

static mahjong_table table(bool strict, bool keep_a_line) {
  mahjong_table t;
  CHECK_EQ_INT(mahjong_table_init(MAHJONG_VARIANT_AMERICAN, &t), MAHJONG_RESULT_OK);
  t.house.strict_dead_hand = strict;
  t.house.calls_keep_a_line = keep_a_line;
  return t;
}

static mahjong_card *card(void) {
  mahjong_card *c = NULL;
  CHECK_EQ_INT(mahjong_card_sample(&c), MAHJONG_RESULT_OK);
  return c;
}

/* Late in a game: two of every face, six flowers and all eight jokers visible. */
static void late_game(uint8_t seen[TILES]) {
  memset(seen, 0, TILES);
  for (int i = 0; i < 34; i++) seen[i] = 2;
  seen[34] = 4; /* flower 1 */
  seen[35] = 2; /* flower 2 */
  seen[JOKER] = 8;
}

/* Exposed NNNN and SSS+J; every East, green and red dragon and seven jokers discarded. */
static mahjong_hand *blocked(uint8_t seen[TILES]) {
  mahjong_hand *h = parse("[NNNN] [SSS J] WWW 0 1b");
  mahjong_tile discards[19];
  size_t n = 0;
  for (int i = 0; i < 4; i++) {
    discards[n++] = EAST;
    discards[n++] = GREEN;
    discards[n++] = RED;
  }
  for (int i = 0; i < 7; i++) discards[n++] = JOKER;
  const mahjong_hand *racks[2] = {h, NULL};
  CHECK_EQ_INT(mahjong_rules_visible_tiles(discards, n, racks, 2, seen), MAHJONG_RESULT_OK);
  return h;
}

static void the_tiles_visible_to_all_are_the_discards_and_every_exposure(void) {
  uint8_t seen[TILES];
  mahjong_hand *h = blocked(seen);
  CHECK_EQ_INT(seen[JOKER], 8);  /* seven discarded, one in SSS J */
  CHECK_EQ_INT(seen[NORTH], 4);  /* the kong */
  CHECK_EQ_INT(seen[SOUTH], 3);  /* the pung with a joker */
  CHECK_EQ_INT(seen[WEST], 0);   /* WWW is concealed */
  CHECK_EQ_INT(seen[EAST], 4);
  CHECK_EQ_INT(seen[S2], 0);
  mahjong_hand_free(h);
  CHECK_EQ_INT(mahjong_rules_visible_tiles(NULL, 0, NULL, 0, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_tile bad = 99;
  CHECK_EQ_INT(mahjong_rules_visible_tiles(&bad, 1, NULL, 0, seen), MAHJONG_RESULT_INVALID_TILE);
}

static void concealed_hands_may_not_call_discarded_tiles_except_for_the_final_tile_needed_to_declare_mahjong(void) {
  /* Seed 000. Singles and Pairs 1 (NN EE WW SS XX0a XX0b XX0c) waiting on a 1 bam; late in the
   * game only the seven C lines of pairs and singles remain. */
  mahjong_card *c = card();
  mahjong_table t = table(false, false);
  mahjong_hand *h = parse("NN EE WW SS 11c 11d 1b");
  uint8_t seen[TILES];
  late_game(seen);
  mahjong_lines_possible p;
  CHECK_EQ_INT(mahjong_rules_lines_possible(c, h, seen, &p), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(p.exposed, 0);
  CHECK_EQ_INT(p.concealed, 7);
  mahjong_discard north = {NORTH, 0, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&t, c, h, 2, &north, seen, &f), MAHJONG_RESULT_OK);
  CHECK(f.concealed_only && !f.mah_jong && !f.dead);
  uint32_t calls = 0xFF;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 2, &north, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, 0);
  mahjong_discard bam = {18, 0, true};
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&t, c, h, 2, &bam, seen, &f), MAHJONG_RESULT_OK);
  CHECK(f.concealed_only && f.mah_jong);
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 2, &bam, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, 1u << MAHJONG_CALL_MAH_JONG);
  /* Nothing visible: every X line is open and the North pung may be called. */
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&t, c, h, 2, &north, NULL, &f), MAHJONG_RESULT_OK);
  CHECK(!f.concealed_only);
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 2, &north, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, 1u << MAHJONG_CALL_PUNG);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void a_discard_may_be_called_to_win_or_for_a_pung(void) {
  /* Year 2026 1 (FFF 2026a 222b 2222c) waiting on a 2 bam. */
  mahjong_card *c = card();
  mahjong_table t = table(false, false);
  mahjong_hand *h = parse("[FFF] 2026c 22b 2222d");
  mahjong_discard d = {S2, 0, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&t, c, h, 1, &d, NULL, &f), MAHJONG_RESULT_OK);
  CHECK(f.mah_jong && !f.dead && !f.concealed_only);
  uint32_t calls = 0;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 1, &d, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, (1u << MAHJONG_CALL_PUNG) | (1u << MAHJONG_CALL_MAH_JONG));
  /* A discarded joker completes nothing. */
  mahjong_discard j = {JOKER, 0, true};
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&t, c, h, 1, &j, NULL, &f), MAHJONG_RESULT_OK);
  CHECK(!f.mah_jong);
  CHECK(!f.keeps_a_line[0] && !f.keeps_a_line[1] && !f.keeps_a_line[2] && !f.keeps_a_line[3]);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void an_exposure_is_offered_only_if_some_way_to_make_it_keeps_a_line(void) {
  /* NNNN exposed, EE and JJJ held, an East discarded: a pung fits Winds-Dragons 1, a kong WD 7;
   * no line has an East quint or sextet beside a North kong. */
  mahjong_card *c = card();
  mahjong_table league = table(false, false);
  mahjong_table house = table(false, true);
  mahjong_hand *h = parse("[NNNN] EE JJJ 1b 2b 3b 4b");
  mahjong_discard d = {EAST, 0, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&league, c, h, 2, &d, NULL, &f), MAHJONG_RESULT_OK);
  CHECK(f.keeps_a_line[0] && f.keeps_a_line[1] && !f.keeps_a_line[2] && !f.keeps_a_line[3]);
  uint32_t calls = 0;
  CHECK_EQ_INT(mahjong_rules_calls(&league, h, 2, &d, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, (1u << MAHJONG_CALL_PUNG) | (1u << MAHJONG_CALL_KONG) | (1u << MAHJONG_CALL_QUINT) |
                          (1u << MAHJONG_CALL_SEXTET));
  CHECK_EQ_INT(mahjong_rules_calls(&house, h, 2, &d, &f, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, (1u << MAHJONG_CALL_PUNG) | (1u << MAHJONG_CALL_KONG));
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void you_can_change_your_target_later_if_every_existing_exposure_still_fits(void) {
  /* Seed 001. A pung of 7 craks fits ten X lines, among them 13579 1 (777a) and the second line
   * of 13579 5, not its first; no Winds-Dragons line. */
  mahjong_card *c = card();
  mahjong_hand *h = parse("[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b");
  mahjong_lines_possible p;
  CHECK_EQ_INT(mahjong_rules_lines_possible(c, h, NULL, &p), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(p.exposed, 10);
  CHECK_EQ_INT(p.concealed, 0);
  bool yes = false;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 0, h, NULL, &yes), MAHJONG_RESULT_OK);
  CHECK(yes);
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_5, 1, h, NULL, &yes), MAHJONG_RESULT_OK);
  CHECK(yes);
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_5, 0, h, NULL, &yes), MAHJONG_RESULT_OK);
  CHECK(!yes);
  CHECK_EQ_INT(mahjong_rules_line_possible(c, WINDS_DRAGONS_1, 0, h, NULL, &yes), MAHJONG_RESULT_OK);
  CHECK(!yes);
  /* Indices off the card are errors naming the index and the range; *out is untouched. */
  yes = true;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, 999, 0, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "hand 999 is out of range: the card has 61");
  CHECK(yes);
  CHECK_EQ_INT(mahjong_rules_line_possible(c, 65535, 0, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "hand 65535 is out of range: the card has 61");
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 999, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "line 999 is out of range: hand 32 has 1");
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 1, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "line 1 is out of range: hand 32 has 1");
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void visible_counts_above_the_american_set_are_refused(void) {
  mahjong_card *c = card();
  mahjong_hand *h = parse("1b 2b");
  uint8_t seen[TILES];
  memset(seen, 255, sizeof seen);
  mahjong_lines_possible p = {7, 7};
  CHECK_EQ_INT(mahjong_rules_lines_possible(c, h, seen, &p), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "255 of 1m visible, but the American set has 4");
  CHECK_EQ_INT(p.exposed, 7);
  memset(seen, 0, sizeof seen);
  seen[JOKER] = 9;
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_no_line_possible(c, h, seen, &d), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "9 of 0j visible, but the American set has 8");
  bool yes = false;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 0, h, seen, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  /* Exactly the set's eight jokers is fine. */
  seen[JOKER] = 8;
  CHECK_EQ_INT(mahjong_rules_lines_possible(c, h, seen, &p), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void incompatible_exposures_or_an_exposed_group_that_cannot_fit_any_x_hand_can_make_a_hand_dead(void) {
  mahjong_card *c = card();
  mahjong_dead_hand d;
  mahjong_hand *h = parse("[777c] [NNNN] 1b 2b 3b 4b 5b 6b");
  CHECK_EQ_INT(mahjong_rules_exposures_dead(c, h, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES);
  mahjong_table t = table(false, false);
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&t, c, h, MAHJONG_PHASE_WAITING, NULL, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_INCOMPATIBLE_EXPOSURES);
  /* After drawing it should hold 14: the wrong count is reported first. */
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&t, c, h, MAHJONG_PHASE_DRAWN, NULL, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_WRONG_TILE_COUNT);
  CHECK_EQ_INT(d.has, 13);
  CHECK_EQ_INT(d.expected, 14);
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&t, c, h, 9, NULL, &d), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_hand_free(h);
  /* No line has a sextet: exposure 1 fits nothing. */
  h = parse("[777c] [2222c JJ] 1b 2b 3b 4b");
  CHECK_EQ_INT(mahjong_rules_exposures_dead(c, h, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE);
  CHECK_EQ_INT(d.meld, 1);
  mahjong_hand_free(h);
  h = parse("[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c");
  CHECK_EQ_INT(mahjong_rules_exposures_dead(c, h, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void strict_no_line_still_possible_given_the_tiles_visible_to_all_makes_a_hand_dead(void) {
  mahjong_card *c = card();
  uint8_t seen[TILES];
  mahjong_hand *h = blocked(seen);
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_no_line_possible(c, h, seen, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NO_LINE_POSSIBLE);
  CHECK_EQ_INT(mahjong_rules_no_line_possible(c, h, NULL, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  mahjong_table league = table(false, false), strict = table(true, false);
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&league, c, h, MAHJONG_PHASE_WAITING, seen, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&strict, c, h, MAHJONG_PHASE_WAITING, seen, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NO_LINE_POSSIBLE);
  mahjong_discard any = {S2, 0, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&strict, c, h, 2, &any, seen, &f), MAHJONG_RESULT_OK);
  CHECK(f.dead);
  CHECK_EQ_INT(mahjong_rules_american_call_facts(&league, c, h, 2, &any, seen, &f), MAHJONG_RESULT_OK);
  CHECK(!f.dead);
  /* Three jokers left (five visible): EEE of jokers, Winds-Dragons 1 again; WD 5 still not. */
  seen[JOKER] = 5;
  CHECK_EQ_INT(mahjong_rules_no_line_possible(c, h, seen, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  bool yes = false;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, WINDS_DRAGONS_1, 0, h, seen, &yes), MAHJONG_RESULT_OK);
  CHECK(yes);
  seen[JOKER] = 8;
  seen[EAST] = 1;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, WINDS_DRAGONS_5, 0, h, seen, &yes), MAHJONG_RESULT_OK);
  CHECK(!yes);
  mahjong_lines_possible p;
  CHECK_EQ_INT(mahjong_rules_lines_possible(c, h, NULL, &p), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(p.exposed, 3); /* WD 1, 5 and 7 */
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

static void earlier_valid_exposures_stay_available_for_joker_exchange(void) {
  /* Seed 001: [FF J] and [77c J] fit 13579 8; [NNNN] fits no line with them. */
  mahjong_card *c = card();
  mahjong_hand *h = parse("[FF J] [77c J] [NNNN] 1b 2b");
  bool valid[4] = {false, false, true, true};
  CHECK_EQ_INT(mahjong_rules_valid_exposures(c, h, valid), MAHJONG_RESULT_OK);
  CHECK(valid[0] && valid[1] && !valid[2] && !valid[3]);
  mahjong_hand *rack = NULL;
  CHECK_EQ_INT(mahjong_rules_american_dead_hand_rack(c, h, false, &rack), MAHJONG_RESULT_OK);
  size_t n = 0;
  CHECK_EQ_INT(mahjong_hand_meld_count(rack, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 2);
  CHECK_EQ_INT(mahjong_hand_tile_count(rack, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 12);
  mahjong_hand_free(rack);
  /* A C hand: every exposure returns. */
  CHECK_EQ_INT(mahjong_rules_american_dead_hand_rack(c, h, true, &rack), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_hand_meld_count(rack, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 0);
  mahjong_hand_free(rack);
  CHECK_EQ_INT(mahjong_rules_american_dead_hand_rack(c, h, false, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_rules_valid_exposures(NULL, h, valid), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

int main(void) {
  the_tiles_visible_to_all_are_the_discards_and_every_exposure();
  concealed_hands_may_not_call_discarded_tiles_except_for_the_final_tile_needed_to_declare_mahjong();
  a_discard_may_be_called_to_win_or_for_a_pung();
  an_exposure_is_offered_only_if_some_way_to_make_it_keeps_a_line();
  you_can_change_your_target_later_if_every_existing_exposure_still_fits();
  incompatible_exposures_or_an_exposed_group_that_cannot_fit_any_x_hand_can_make_a_hand_dead();
  strict_no_line_still_possible_given_the_tiles_visible_to_all_makes_a_hand_dead();
  earlier_valid_exposures_stay_available_for_joker_exchange();
  visible_counts_above_the_american_set_are_refused();
  CHECK_DONE();
}

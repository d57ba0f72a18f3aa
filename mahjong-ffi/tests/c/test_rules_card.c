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

/* Card indices off the card are errors naming the index and the range, with *out untouched;
   a phase that is no phase is refused (the rule cases are rows in
   mahjong-core/tests/rows/card.rows). */
static void indices_off_the_card_are_refused_naming_the_range(void) {
  mahjong_card *c = card();
  mahjong_hand *h = parse("[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b");
  bool yes = true;
  CHECK_EQ_INT(mahjong_rules_line_possible(c, 999, 0, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "hand 999 is out of range: the card has 61");
  CHECK(yes);
  CHECK_EQ_INT(mahjong_rules_line_possible(c, 65535, 0, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "hand 65535 is out of range: the card has 61");
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 999, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "line 999 is out of range: hand 32 has 1");
  CHECK_EQ_INT(mahjong_rules_line_possible(c, ODDS_1, 1, h, NULL, &yes), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "line 1 is out of range: hand 32 has 1");
  mahjong_table t = table(false, false);
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_american_dead_hand(&t, c, h, 9, NULL, &d), MAHJONG_RESULT_INVALID_ARGUMENT);
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

/* NULL outputs and cards are refused (the racks are rows in mahjong-core/tests/rows/dead.rows). */
static void null_parameters_are_refused(void) {
  mahjong_card *c = card();
  mahjong_hand *h = parse("[FF J] [77c J] [NNNN] 1b 2b");
  bool valid[4];
  CHECK_EQ_INT(mahjong_rules_valid_exposures(c, h, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_rules_valid_exposures(NULL, h, valid), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_hand_free(h);
  mahjong_card_free(c);
}

int main(void) {
  the_tiles_visible_to_all_are_the_discards_and_every_exposure();
  a_discard_may_be_called_to_win_or_for_a_pung();
  indices_off_the_card_are_refused_naming_the_range();
  null_parameters_are_refused();
  visible_counts_above_the_american_set_are_refused();
  CHECK_DONE();
}

/* Table rules through the C ABI that are not yet rows (mahjong-core/tests/rows, answered by
 * test_rows.c): joker exchanges, dead hands, kongs refused in American play, flowers, bets and
 * sitting out, and what is the C face's own: buffers, numbers too large for the core, nothing
 * written on error. Names and values follow the Rust tests. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Tile indices: craks 0-8, dots 9-17, bams 18-26, winds 27-30, dragons 31-33, American flower
 * 42, joker 43. */
enum { M5 = 4, P5 = 13, Z1 = 27, Z3 = 29, Z5 = 31, Z7 = 33, FLOWER = 42, JOKER = 43 };

static mahjong_table table(mahjong_variant v, uint32_t players) {
  mahjong_table t;
  CHECK_EQ_INT(mahjong_table_init(v, &t), MAHJONG_RESULT_OK);
  t.players = players;
  return t;
}

#define BIT(c) (1u << (c))

/* ---- calls and claims ---- */

/* A discarder not seated is refused here (the core's next_to_play does not check it yet: see
   mahjong-core/tests/rows/table.rows); a call number that is no call is refused. */
static void next_to_play_refuses_a_seat_not_in_play(void) {
  mahjong_table three = table(MAHJONG_VARIANT_CHINESE, 3);
  mahjong_seat next = 9;
  CHECK_EQ_INT(mahjong_rules_next_to_play(&three, 3, NULL, &next), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 3 is not in play at a table of 3");
  CHECK_EQ_INT(next, 9);
  bool must = false;
  CHECK_EQ_INT(mahjong_rules_must_discard_after(6, &must), MAHJONG_RESULT_INVALID_ARGUMENT);
}

/* ---- joker exchange ---- */

/* ---- dead hands and kongs ---- */

/* ---- deal, wall, flowers ---- */

/* A die or throw too large for the core's type is refused naming the argument; nothing is written
   on error (the rule cases are rows: mahjong-core/tests/rows/deal.rows). */
static void a_throw_too_large_for_the_core_is_refused_naming_the_argument(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_wall_break b = {7, 7, 7};
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 300, 3, &b), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "first 300 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12");
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 0, 3, &b), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "first 0 is out of range: a die shows 1 to 6");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  CHECK_EQ_INT(b.stack, 7); /* nothing written on error */
  /* The numbers are read in the order written, as Python reads them: the stacks before the dice. */
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 300, 300, 3, &b), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "stacks_per_wall 300 is out of range: 1 to 255 stacks");
}

/* The deal order goes into the caller's buffer: too small a buffer writes only the count needed
   (13 tiles for each of three players and one more for the dealer), like every list output. */
static void the_deal_order_needs_room_for_every_tile(void) {
  mahjong_table three = table(MAHJONG_VARIANT_AMERICAN, 3);
  mahjong_seat order[53];
  size_t len = 99;
  order[0] = 9;
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 1, order, 39, &len), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(len, 40);
  CHECK_EQ_INT(order[0], 9);
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 1, NULL, 0, &len), MAHJONG_RESULT_INSUFFICIENT_SIZE);
  CHECK_EQ_INT(len, 40);
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 1, order, 40, &len), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(len, 40);
}

static void courtesy_numbers_out_of_range_name_the_argument(void) {
  uint32_t count = 9;
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, (uint32_t)-1, 2, 3, &count), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "a_asks 4294967295 is out of range: 0 to 3 tiles");
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, 2, 2, 256, &count), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "b_asks 256 is out of range: 0 to 3 tiles");
  CHECK_EQ_INT(count, 9);
  /* The seats are read before the asks, as Python reads them. */
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, 300, 7, 3, &count), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "seat 7 is not a seat (0 to 3)");
  CHECK_EQ_INT(count, 9);
}

/* ---- seat winds and rotation ---- */

/* A table seats 2 to 4 players and holds at most 8 blanks: any other table is refused by every
   function that reads it, with the rule error the core gives (out of range, as every rule error of
   that kind is, whichever function reports it). */
static void a_table_of_nine_players_is_refused(void) {
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  mahjong_table nine = table(MAHJONG_VARIANT_CHINESE, 9);
  CHECK_EQ_INT(mahjong_rules_next_round(&nine, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "players 9 is out of range: 2 to 4 players");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  CHECK_EQ_INT(MAHJONG_ERROR_KIND_OUT_OF_RANGE, 39); /* the core's number, never changed */
  mahjong_table one = table(MAHJONG_VARIANT_AMERICAN, 1);
  CHECK_EQ_INT(mahjong_rules_next_round(&one, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "players 1 is out of range: 2 to 4 players");
  mahjong_table blanks = table(MAHJONG_VARIANT_AMERICAN, 4);
  blanks.house.blanks = 9;
  CHECK_EQ_INT(mahjong_rules_next_round(&blanks, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "blanks 9 is out of range: 0 to 8 blanks");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  blanks.house.blanks = 8;
  CHECK_EQ_INT(mahjong_rules_next_round(&blanks, &r, -1, &next), MAHJONG_RESULT_OK);
  /* A seat that is no seat is a conversion error, with its own kind; a NULL pointer has none. */
  CHECK_EQ_INT(mahjong_rules_next_round(&blanks, &r, 7, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_rules_next_round(NULL, &r, -1, &next), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_last_error_kind(), 0);
}

/* The house rules' counts past their limit (at most 8 blanks, 4 wind rounds) are the table's own
   error, however large the number (`limits::blanks`, `limits::wind_rounds`): 255, 256 and
   4294967295 alike, never wrapped (260 blanks would be 4 as a byte, 257 wind rounds 1). */
static void house_rule_counts_past_their_limit_get_the_tables_range_however_large(void) {
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN, 4);
  t.house.blanks = 255;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "blanks 255 is out of range: 0 to 8 blanks");
  t.house.blanks = 256;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "blanks 256 is out of range: 0 to 8 blanks");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  t.house.blanks = 260;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "blanks 260 is out of range: 0 to 8 blanks");
  t.house.blanks = UINT32_MAX;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "blanks 4294967295 is out of range: 0 to 8 blanks");
  t.house.blanks = 8;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OK);
  t.house.blanks = 0;
  t.house.wind_rounds = 255;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "wind_rounds 255 is out of range: 0 (all four) or 1 to 4 wind rounds");
  t.house.wind_rounds = 257;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "wind_rounds 257 is out of range: 0 (all four) or 1 to 4 wind rounds");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  t.house.wind_rounds = 4;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, -1, &next), MAHJONG_RESULT_OK);
}

/* A bet on a seat that is no seat is refused (the rule cases are rows in moves.rows). */
static void a_bet_on_no_seat_is_refused(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  am.house.fifth_player_bets = true;
  mahjong_bet_outcome o = 9;
  int32_t seat = 9;
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, 7, 1, &o, &seat), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(o, 9);
}

int main(void) {
  next_to_play_refuses_a_seat_not_in_play();
  a_throw_too_large_for_the_core_is_refused_naming_the_argument();
  the_deal_order_needs_room_for_every_tile();
  courtesy_numbers_out_of_range_name_the_argument();
  a_table_of_nine_players_is_refused();
  house_rule_counts_past_their_limit_get_the_tables_range_however_large();
  a_bet_on_no_seat_is_refused();
  CHECK_DONE();
}

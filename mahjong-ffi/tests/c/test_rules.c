/* Table rules through the C ABI (issue 5): each test is named after the rule sentence of the
 * seeds that it checks; the expected values are worked out by hand from the rule text. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Tile indices: craks 0-8, dots 9-17, bams 18-26, winds 27-30, dragons 31-33, joker 43. */
enum { M1 = 0, M3 = 2, M4 = 3, M5 = 4, M7 = 6, P5 = 13, Z7 = 33, JOKER = 43 };

static mahjong_table table(mahjong_variant v) {
  mahjong_table t;
  CHECK_EQ_INT(mahjong_table_init(v, &t), MAHJONG_RESULT_OK);
  return t;
}

static void free_hands(mahjong_hand *hands[4]) {
  for (int i = 0; i < 4; i++) mahjong_hand_free(hands[i]);
}

#define BIT(c) (1u << (c))

/* ---- calls on a discard ---- */

/* Rule errors cross the ABI as RULE_VIOLATION with the core's message and kind (the rule cases
   themselves are rows: mahjong-core/tests/rows, answered by test_rows.c). */
static void rule_errors_carry_the_core_message_and_kind(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_hand *h = parse("5d 1b");
  mahjong_discard d = {P5, 0, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&am, h, 2, &d, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 2 cannot call Pung on 5p: holds 1 of the 2 tiles needed");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CANNOT_CALL);
  mahjong_discard joker = {JOKER, 0, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&am, h, 1, &joker, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "a discarded joker is dead and may never be claimed");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_DISCARDED_JOKER);
  mahjong_discard old = {P5, 0, false};
  CHECK_EQ_INT(mahjong_rules_check_call(&am, h, 1, &old, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "only the most recent discard can be called");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_NOT_LATEST_DISCARD);
  CHECK_EQ_INT(MAHJONG_ERROR_KIND_NOT_LATEST_DISCARD, 3); /* the core's number, never changed */
  mahjong_hand_free(h);
  mahjong_hand *full = parse("46m 123p 456p 789p 11s");
  mahjong_discard across = {M5, 1, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&cn, full, 0, &across, MAHJONG_CALL_CHOW, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 can call chow only from seat 3, not from seat 1");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CHOW_NOT_FROM_LEFT);
  mahjong_hand_free(full);
  mahjong_claim own = {0, MAHJONG_CALL_PUNG, false};
  mahjong_claim order[3];
  size_t n = 9;
  CHECK_EQ_INT(mahjong_rules_claim_order(&cn, 0, &own, 1, order, &n), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 cannot call its own discard");
  CHECK_EQ_INT(n, 9); /* nothing written on error */
}

/* The default call facts, as the C struct spells them: live, not winning, every line kept. */
static void call_facts_default_gives_the_default_facts(void) {
  mahjong_call_facts f = mahjong_call_facts_default();
  CHECK(!f.dead && !f.mah_jong && !f.concealed_only);
  CHECK(f.keeps_a_line[0] && f.keeps_a_line[1] && f.keeps_a_line[2] && f.keeps_a_line[3]);
}

/* Getters that cannot fail return their value; NULL reads as an empty hand. A concealed (C)
 * line with an exposure is dead; without exposures it is not. */
static void getters_that_cannot_fail_return_their_value(void) {
  mahjong_hand *exposed = parse("[111m] 22m");
  mahjong_hand *concealed = parse("111m 22m");
  CHECK_EQ_INT(mahjong_rules_concealed_hand_exposed(exposed, true).reason, MAHJONG_DEAD_CONCEALED_HAND_EXPOSED);
  CHECK_EQ_INT(mahjong_rules_concealed_hand_exposed(exposed, false).reason, MAHJONG_DEAD_NONE);
  CHECK_EQ_INT(mahjong_rules_concealed_hand_exposed(concealed, true).reason, MAHJONG_DEAD_NONE);
  CHECK_EQ_INT(mahjong_rules_concealed_hand_exposed(NULL, true).reason, MAHJONG_DEAD_NONE);
  CHECK(!mahjong_rules_holds_all_bonus_tiles(concealed));
  CHECK(!mahjong_rules_holds_all_bonus_tiles(NULL));
  mahjong_hand_free(exposed);
  mahjong_hand_free(concealed);
}

/* No claims: a NULL array with length 0 is no claim, and nothing wins. */
static void no_claims_may_be_a_null_array(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_claim order[3];
  size_t n = 9;
  CHECK_EQ_INT(mahjong_rules_claim_order(&am, 0, NULL, 0, order, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 0);
}

/* The exposure is written only on success (the rule cases are rows in moves.rows). */
static void an_exposure_is_written_only_on_success(void) {
  mahjong_hand *h = parse("J J 1b");
  mahjong_hand *after = NULL;
  CHECK_EQ_INT(mahjong_rules_expose(h, 1, 29, MAHJONG_CALL_PUNG, 2, &after), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(american(after), "1b [WJJ]");
  mahjong_hand_free(after);
  after = NULL;
  CHECK_EQ_INT(mahjong_rules_expose(h, 1, 29, MAHJONG_CALL_PUNG, 3, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK(after == NULL);
  mahjong_hand_free(h);
}

static void bad_arguments_name_what_is_wrong(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *h = parse("5d 5d");
  mahjong_discard d = {P5, 0, true};
  uint32_t calls = 0;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 7, &d, NULL, &calls), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "seat 7 is not a seat (0 to 3)");
  CHECK_EQ_INT(mahjong_rules_check_call(&t, h, 1, &d, 9, NULL), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "9 is not a call (0 to 5)");
  t.variant = 5;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 1, &d, NULL, &calls), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "5 is not a variant (0 to 2)");
  CHECK_EQ_INT(mahjong_rules_calls(NULL, h, 1, &d, NULL, &calls), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  t.variant = MAHJONG_VARIANT_AMERICAN;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, 7, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* A round with a bad seat and a bad wind: the seats are read first. */
  mahjong_round bad_round = r;
  bad_round.dealer = 7;
  bad_round.prevailing = 99;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &bad_round, -1, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "seat 7 is not a seat (0 to 3)");
  /* The prevailing wind is 0 (East) to 3 (North), named as the field (rules::limits::wind). */
  bad_round.dealer = 0;
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &bad_round, -1, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "prevailing 99 is not a seat (0 to 3)");
  mahjong_table_action bad = 9;
  bool open = false;
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&t, &bad, 1, &open), MAHJONG_RESULT_INVALID_ARGUMENT);
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_RULE_VIOLATION, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "the table rules do not allow this");
  mahjong_hand_free(h);
}

/* ---- claims ---- */

/* ---- joker exchange ---- */

/* Seat 0 in `phase` takes the 5 dot for the joker of seat 1's first meld. */
static mahjong_result exchange_5d(const mahjong_table *t, const mahjong_hand *const hands[4], mahjong_turn_phase phase,
                                  mahjong_joker_exchange *x, mahjong_hand **hand, mahjong_hand **owner) {
  const mahjong_turn turn = {0, phase, false};
  return mahjong_rules_exchange_joker(t, hands, &turn, 1, 0, P5, x, hand, owner);
}

/* The exchange comes back as a struct and two new hands (the rule cases are rows in
   mahjong-core/tests/rows/exchange.rows); nothing is written on error. */
static void a_joker_exchange_fills_the_exchange_struct_and_two_new_hands(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *mine = parse("5d 1b [N N J]");
  mahjong_hand *theirs = parse("[5d 5d J J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(exchange_5d(&t, hands, MAHJONG_PHASE_DRAWN, &x, &hand, &owner), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(x.player, 0);
  CHECK_EQ_INT(x.owner, 1);
  CHECK_EQ_INT(x.position, 2); /* the first joker of [5d 5d J J] */
  CHECK_EQ_INT(x.exposure.len, 4);
  CHECK_EQ_INT(x.exposure.tiles[2], P5);
  CHECK_EQ_INT(x.exposure.tiles[3], JOKER);
  CHECK_EQ_STR(american(hand), "1b J [NNJ]");
  CHECK_EQ_STR(american(owner), "[555d J]");
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  /* Only during your turn: refused with the core's message, the outputs untouched. */
  hand = NULL;
  owner = NULL;
  CHECK_EQ_INT(exchange_5d(&t, hands, MAHJONG_PHASE_WAITING, &x, &hand, &owner), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 cannot exchange a joker now (not on turn)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_WRONG_PHASE);
  CHECK(hand == NULL && owner == NULL);
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

/* The exposure index is read as every face reads it (`rules::limits::exposure`): 0 to 255 is an index, and
 * the rule refuses one the owner's rack does not have; past 255 it is no index, named as given (it was
 * read as 255). Seat 1's rack holds one exposure, index 0. */
static void an_exposure_index_past_a_byte_is_no_index(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *mine = parse("5d 1b");
  mahjong_hand *theirs = parse("[5d 5d J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  const mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 255, P5, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 1 has no exposure 255");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_NO_SUCH_EXPOSURE);
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 1, P5, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 1 has no exposure 1");
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 300, P5, &x, &hand, &owner),
               MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "exposure 300 is not an index");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK(hand == NULL && owner == NULL);
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

/* A count past the core's type is refused naming the number given (`rules::limits`, the words every face
 * says), never read as the type's largest value; within the type, the rule answers. */
static void a_count_past_the_cores_type_names_the_number_given(void) {
  mahjong_hand *h = parse("J J 1b");
  mahjong_hand *after = NULL;
  /* A pung uses at most two jokers: six is the rule's refusal, 300 is no byte. */
  CHECK_EQ_INT(mahjong_rules_expose(h, 1, 29, MAHJONG_CALL_PUNG, 6, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_JOKER_COUNT);
  CHECK_EQ_INT(mahjong_rules_expose(h, 1, 29, MAHJONG_CALL_PUNG, 300, &after), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "jokers 300 is out of range: 0 to 255");
  CHECK(after == NULL);
  mahjong_hand_free(h);
  /* The Chinese deal takes 13 tiles a seat and one more for the dealer: 53 of a set's tiles. */
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  mahjong_wall w = {0, 0};
  CHECK_EQ_INT(mahjong_rules_wall_after_deal(&t, 65535, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.live, 65535 - 53);
  CHECK_EQ_INT(mahjong_rules_wall_after_deal(&t, 70000, &w), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "total 70000 is not a tile count a wall holds (0 to 65535)");
  CHECK_EQ_INT(w.live, 65535 - 53);
}

/* ---- dead hands ---- */

/* A dead-hand verdict in words (the rule cases are rows in mahjong-core/tests/rows/dead.rows). */
static void a_dead_hand_is_described_in_words(void) {
  mahjong_dead_hand d = {MAHJONG_DEAD_WRONG_TILE_COUNT, 13, 14, 0};
  char buf[128];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_dead_hand_describe(&d, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "wrong tile count: 13 tiles, 14 expected");
  d.reason = MAHJONG_DEAD_NONE;
  CHECK_EQ_INT(mahjong_dead_hand_describe(&d, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "live hand");
}

/* A joker on a dead hand's rack can still be redeemed (the racks are rows in dead.rows). */
static void a_joker_on_a_dead_hands_rack_can_still_be_redeemed(void) {
  mahjong_hand *dead = parse("[5d 5d J] [1b 1b J] 2b 3b");
  bool valid[2] = {true, false};
  mahjong_hand *rack = NULL;
  CHECK_EQ_INT(mahjong_rules_dead_hand_rack(dead, valid, 2, false, &rack), MAHJONG_RESULT_OK);
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *mine = parse("5d 9b");
  const mahjong_hand *hands[4] = {mine, rack, NULL, NULL};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(exchange_5d(&t, hands, MAHJONG_PHASE_DRAWN, &x, &hand, &owner), MAHJONG_RESULT_OK);
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  mahjong_hand_free(mine);
  mahjong_hand_free(rack);
  mahjong_hand_free(dead);
}

/* ---- Charleston ---- */

static mahjong_pass three(mahjong_tile t) {
  mahjong_pass p = {{t, t, t}, 3, {false, false, false}};
  return p;
}

/* Four racks into `out` (the caller frees them), and into `hands` as the rules read them. */
static void parse_four(mahjong_hand *out[4], const mahjong_hand *hands[4]) {
  out[0] = parse("111222m 9p");
  out[1] = parse("333444m 9p");
  out[2] = parse("555666m 9p");
  out[3] = parse("777888m 9p");
  for (int i = 0; i < 4; i++) hands[i] = out[i];
}

/* The pass fills four new hands and four received structs; on error nothing is written (the
   rule cases are rows in mahjong-core/tests/rows/charleston.rows). */
/* An American table of four racks (parse_four), each seat passing three of one tile, with room
 * for the hands and passes that come back (the caller frees `in`, and `out` once filled). */
typedef struct {
  mahjong_table t;
  mahjong_hand *in[4];
  const mahjong_hand *hands[4];
  mahjong_pass passes[4];
  mahjong_hand *out[4];
  mahjong_pass received[4];
} charleston;

static void deal_charleston(charleston *c) {
  const mahjong_pass passes[4] = {three(M1), three(M3), three(M5), three(M7)};
  c->t = table(MAHJONG_VARIANT_AMERICAN);
  parse_four(c->in, c->hands);
  memcpy(c->passes, passes, sizeof passes);
  for (int i = 0; i < 4; i++) c->out[i] = NULL;
}

/* Every seat makes its pass `pass` (nothing received before): new hands into `out`. */
static mahjong_result pass_all(charleston *c, mahjong_charleston_pass pass) {
  return mahjong_rules_apply_charleston_pass(&c->t, c->hands, pass, c->passes, NULL, c->out, c->received);
}

static void a_pass_fills_the_received_structs_and_nothing_on_error(void) {
  charleston c;
  deal_charleston(&c);
  CHECK_EQ_INT(pass_all(&c, MAHJONG_PASS_FIRST_RIGHT), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(c.out[1]), "444m9p111m"); /* seat 0 passes to seat 1, on its right */
  CHECK_EQ_INT(c.received[1].len, 3);
  CHECK_EQ_INT(c.received[1].tiles[0], M1);
  free_hands(c.out);
  for (int i = 0; i < 4; i++) c.out[i] = NULL;
  c.passes[2].len = 2;
  CHECK_EQ_INT(pass_all(&c, MAHJONG_PASS_FIRST_RIGHT), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "pass 1 (right): seat 2 passes 2 tiles; this pass takes 3");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PASS_COUNT);
  CHECK(c.out[0] == NULL && c.out[3] == NULL);
  CHECK_EQ_INT(pass_all(&c, 8), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "Charleston pass 8 is not a pass (1 to 7)");
  /* A pass holds at most three tiles: the core's one error for a pass too long, naming the seat. */
  c.passes[2].len = 4;
  CHECK_EQ_INT(pass_all(&c, MAHJONG_PASS_FIRST_RIGHT), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "seat 2: a pass holds at most 3 tiles, not 4");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK(c.out[0] == NULL && c.out[3] == NULL);
  free_hands(c.in);
}

static void a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston(void) {
  charleston c;
  deal_charleston(&c);
  CHECK_EQ_INT(pass_all(&c, MAHJONG_PASS_FIRST_OVER), MAHJONG_RESULT_OK);
  /* Seat 0 received 555m over; on the left pass it passes them on unseen. */
  const mahjong_hand *after_over[4] = {c.out[0], c.out[1], c.out[2], c.out[3]};
  mahjong_pass left[4] = {{{M5, M5, M5}, 3, {true, true, true}}, three(M4), three(M4 + 2), three(M7 + 1)};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass rec2[4];
  CHECK_EQ_INT(
      mahjong_rules_apply_charleston_pass(&c.t, after_over, MAHJONG_PASS_FIRST_LEFT, left, c.received, out, rec2),
      MAHJONG_RESULT_OK);
  CHECK_EQ_INT(rec2[3].tiles[0], M5);
  CHECK(!rec2[3].blind[0]); /* what is received is never marked blind */
  free_hands(out);
  /* Not on the over pass of the second Charleston. */
  CHECK_EQ_INT(
      mahjong_rules_apply_charleston_pass(&c.t, after_over, MAHJONG_PASS_SECOND_OVER, left, c.received, out, rec2),
      MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(),
               "pass 5 (over): seat 0 passes blind at position 1, allowed only on the last pass of a Charleston with "
               "tiles just received");
  free_hands(c.out);
  free_hands(c.in);
}

static void the_pass_after_each_pass(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_charleston_pass next = 0;
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_FIRST_LEFT, true, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, MAHJONG_PASS_SECOND_LEFT);
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_FIRST_LEFT, false, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, MAHJONG_PASS_COURTESY);
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_COURTESY, true, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 0);
  /* The passes are numbered 1 to 7 (the core's `rules::args::charleston_pass`, Python's words). */
  next = 5;
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, 9, true, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "Charleston pass 9 is not a pass (1 to 7)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, 0, true, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "Charleston pass 0 is not a pass (1 to 7)");
  CHECK_EQ_INT(next, 5); /* nothing written on error */
}

static void the_courtesy_pass_exchanges_the_lower_count_across(void) {
  uint32_t count = 9;
  CHECK_EQ_INT(mahjong_rules_courtesy_count(1, 4, 3, 3, &count), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 1 asks for 4 tiles in the courtesy pass; the most is 3");
  CHECK_EQ_INT(count, 9); /* nothing written on error */
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *in[4];
  const mahjong_hand *hands[4];
  parse_four(in, hands);
  uint32_t asks[4] = {2, 1, 3, 0};
  mahjong_pass passes[4] = {{{M1, M1, 0}, 2, {false, false, false}}, {{0, 0, 0}, 0, {false, false, false}},
                            {{M5, M5, 0}, 2, {false, false, false}}, {{0, 0, 0}, 0, {false, false, false}}};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass received[4];
  CHECK_EQ_INT(mahjong_rules_apply_courtesy_pass(&t, hands, asks, passes, out, received), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(out[0]), "1222m9p55m");
  CHECK_EQ_STR(mpsz(out[1]), "333444m9p");
  free_hands(out);
  /* An ask is read as a byte, as Python reads it (`limits::courtesy_asks`): 255 reaches the rule (a
     pass holds 3); 256 and 259 are refused naming the ask, never wrapped (259 would be 3 as a byte). */
  uint32_t too_many[4] = {2, 1, 255, 0};
  for (int i = 0; i < 4; i++) out[i] = NULL;
  CHECK_EQ_INT(mahjong_rules_apply_courtesy_pass(&t, hands, too_many, passes, out, received),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 2 asks for 255 tiles in the courtesy pass; the most is 3");
  too_many[2] = 256;
  CHECK_EQ_INT(mahjong_rules_apply_courtesy_pass(&t, hands, too_many, passes, out, received),
               MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "asks[2] 256 is out of range: 0 to 3 tiles");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  too_many[2] = 259;
  CHECK_EQ_INT(mahjong_rules_apply_courtesy_pass(&t, hands, too_many, passes, out, received),
               MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "asks[2] 259 is out of range: 0 to 3 tiles");
  CHECK(out[0] == NULL); /* nothing written on error */
  free_hands(in);
}

/* ---- deal, wall, Kong Box ---- */

/* Deal counts arrive as bytes: a count over 15 is refused naming it, the outputs untouched (the
   rule cases are rows in mahjong-core/tests/rows/table.rows). */
static void deal_counts_too_large_are_refused_and_nothing_written(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_remedy r = 99;
  int32_t seat = -9;
  uint8_t huge[4] = {255, 255, 255, 255};
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, huge, &r, &seat), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "deal count 255 is out of range: 0 to 15 tiles a seat");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  CHECK_EQ_INT(r, 99);
  CHECK_EQ_INT(seat, -9);
}

static void a_flower_drawn_is_set_aside_and_replaced(void) {
  /* A flower drawn in British play is set aside and replaced. */
  mahjong_table br = table(MAHJONG_VARIANT_BRITISH);
  mahjong_hand *h = parse("11m");
  mahjong_hand *after = NULL;
  bool replace = false;
  CHECK_EQ_INT(mahjong_rules_take_tile(&br, h, 36, &after, &replace), MAHJONG_RESULT_OK);
  CHECK(replace);
  mahjong_hand_info info = mahjong_hand_get_info(after);
  CHECK_EQ_INT(info.n_bonus, 1);
  CHECK_EQ_INT(info.bonus[0], 36);
  mahjong_hand_free(after);
  mahjong_hand_free(h);
  /* American play has no replacement draw: the core's message crosses the ABI. */
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_wall small = {10, 1}, next = {7, 7};
  mahjong_replacement src = 99;
  CHECK_EQ_INT(mahjong_rules_wall_draw_replacement(&am, &small, &next, &src), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "no replacement draw: American play has no replacement draw");
  CHECK_EQ_INT(next.live, 7); /* nothing written on error */
}

/* ---- kongs ---- */

static void a_player_can_rob_a_hidden_kong_in_order_to_complete_the_thirteen_unique_wonders(void) {
  /* A hidden kong of 1 craks robbed to complete The Thirteen Unique Wonders. */
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  mahjong_hand *hidden = parse("(1111m)");
  mahjong_meld kong = mahjong_hand_get_info(hidden).melds[0];
  mahjong_hand *robber = parse("9m19p19s12345677z");
  mahjong_hand *won = NULL;
  CHECK_EQ_INT(mahjong_rules_rob_kong(&t, robber, 1, &kong, &won), MAHJONG_RESULT_OK);
  mahjong_hand_info info = mahjong_hand_get_info(won);
  CHECK_EQ_INT(info.tile_count, 14);
  mahjong_win_context ctx = info.context;
  CHECK_EQ_INT(ctx.method, MAHJONG_WIN_ROBBING_KONG);
  CHECK_EQ_INT(ctx.winning_tile, M1);
  mahjong_hand_free(won);
  mahjong_hand_free(robber);
  mahjong_hand_free(hidden);
}

/* A meld C fills in is read by the core's `Meld::new`: one it refuses is refused with the core's words and
 * kind, as the same group in hand text is (an exposed group of jokers only has no natural tile; 1m 2m 4m is
 * no chow). */
static void a_meld_the_core_refuses_gives_the_cores_words_and_kind(void) {
  mahjong_meld jokers = {MAHJONG_MELD_KONG, MAHJONG_MELD_STATUS_EXPOSED, {JOKER, JOKER, JOKER, JOKER, 0, 0}, 4};
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&jokers, false), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "an exposed group needs at least one natural tile");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PARSE_ALL_JOKERS);
  mahjong_meld gap = {MAHJONG_MELD_CHOW, MAHJONG_MELD_STATUS_EXPOSED, {M1, 1, M3 + 1, 0, 0, 0}, 3};
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&gap, false), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "group is not a chow, pung, kong, quint or sextet");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PARSE_NOT_A_MELD);
  /* A length past the six tiles a meld holds (a sextet) is refused before any tile is read, with the core's
   * words for the limit (`args::meld_len`). */
  mahjong_meld seven = {MAHJONG_MELD_KONG, MAHJONG_MELD_STATUS_EXPOSED, {M1, M1, M1, M1, 0, 0}, 7};
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&seven, false), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "meld len 7 is out of range: a meld holds at most 6 tiles");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  /* Six tiles are read: an exposed sextet, which the rule then refuses to rob (only an added kong is robbed). */
  mahjong_meld six = {MAHJONG_MELD_SEXTET, MAHJONG_MELD_STATUS_EXPOSED, {M1, M1, M1, M1, JOKER, JOKER}, 6};
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&six, false), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_ROB_ONLY_ADDED_KONG);
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse("[JJJJ]", 6, &h), MAHJONG_RESULT_PARSE_ERROR);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PARSE_ALL_JOKERS);
  CHECK(h == NULL);
}

/* ---- rotation ---- */

/* With five players the fifth (player 4) sits out the first game and the one before the last the
 * next, in rotation; with four nobody does. A player count no byte holds is refused as Python and
 * WebAssembly refuse it (`rules::limits::byte`), where it was read as 255 and answered "nobody". */
static void the_fifth_player_sits_out_in_rotation_and_a_player_count_past_a_byte_is_refused(void) {
  int32_t player = -9;
  CHECK_EQ_INT(mahjong_rules_sitting_out(5, 0, &player), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(player, 4);
  CHECK_EQ_INT(mahjong_rules_sitting_out(5, 6, &player), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(player, 3);
  CHECK_EQ_INT(mahjong_rules_sitting_out(4, 0, &player), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(player, -1);
  CHECK_EQ_INT(mahjong_rules_sitting_out(300, 0, &player), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "players 300 is out of range: 0 to 255");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(player, -1); /* nothing written on error */
  CHECK_EQ_INT(mahjong_rules_sitting_out(5, 0, NULL), MAHJONG_RESULT_NULL_PARAMETER);
}

int main(void) {
  rule_errors_carry_the_core_message_and_kind();
  call_facts_default_gives_the_default_facts();
  getters_that_cannot_fail_return_their_value();
  no_claims_may_be_a_null_array();
  an_exposure_is_written_only_on_success();
  bad_arguments_name_what_is_wrong();
  an_exposure_index_past_a_byte_is_no_index();
  a_count_past_the_cores_type_names_the_number_given();
  a_joker_exchange_fills_the_exchange_struct_and_two_new_hands();
  a_dead_hand_is_described_in_words();
  a_joker_on_a_dead_hands_rack_can_still_be_redeemed();
  a_pass_fills_the_received_structs_and_nothing_on_error();
  a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston();
  the_pass_after_each_pass();
  the_courtesy_pass_exchanges_the_lower_count_across();
  deal_counts_too_large_are_refused_and_nothing_written();
  a_flower_drawn_is_set_aside_and_replaced();
  a_player_can_rob_a_hidden_kong_in_order_to_complete_the_thirteen_unique_wonders();
  the_fifth_player_sits_out_in_rotation_and_a_player_count_past_a_byte_is_refused();
  a_meld_the_core_refuses_gives_the_cores_words_and_kind();
  CHECK_DONE();
}

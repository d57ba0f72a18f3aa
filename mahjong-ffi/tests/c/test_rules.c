/* Table rules through the C ABI (issue 5): each test is named after the rule sentence of the
 * seeds that it checks; the expected values are worked out by hand from the rule text. */
#include "mahjong.h"
#include "check.h"

/* Tile indices: craks 0-8, dots 9-17, bams 18-26, winds 27-30, dragons 31-33, joker 43. */
enum { M1 = 0, M3 = 2, M4 = 3, M5 = 4, M7 = 6, P5 = 13, Z7 = 33, JOKER = 43 };

static mahjong_hand *parse(const char *text) {
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse(text, strlen(text), &h), MAHJONG_RESULT_OK);
  return h;
}

static char text_buf[256];

static const char *mpsz(const mahjong_hand *h) {
  size_t n = 0;
  text_buf[0] = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_MPSZ, text_buf, sizeof text_buf, &n), MAHJONG_RESULT_OK);
  return text_buf;
}

static const char *american(const mahjong_hand *h) {
  size_t n = 0;
  text_buf[0] = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, MAHJONG_NOTATION_AMERICAN, text_buf, sizeof text_buf, &n), MAHJONG_RESULT_OK);
  return text_buf;
}

static const char *last_error(void) {
  size_t n = 0;
  text_buf[0] = 0;
  CHECK_EQ_INT(mahjong_last_error_message(text_buf, sizeof text_buf, &n), MAHJONG_RESULT_OK);
  return text_buf;
}

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

static uint32_t calls_on(const mahjong_table *t, const char *hand, mahjong_tile tile, mahjong_seat discarder,
                         mahjong_seat caller, const mahjong_call_facts *facts) {
  mahjong_hand *h = parse(hand);
  mahjong_discard d = {tile, discarder, true};
  uint32_t calls = 0xFFFF;
  CHECK_EQ_INT(mahjong_rules_calls(t, h, caller, &d, facts, &calls), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return calls;
}

static void a_discarded_tile_may_be_claimed_for_pung_kong_quint_sextet_jokers_from_hand_may_join(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  /* One natural and four jokers: the discard is the natural, Pung up to Sextet. */
  CHECK_EQ_INT(calls_on(&t, "5d J J J J 1b", P5, 0, 2, NULL),
               BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_KONG) | BIT(MAHJONG_CALL_QUINT) | BIT(MAHJONG_CALL_SEXTET));
  CHECK_EQ_INT(calls_on(&t, "5d 5d 1b", P5, 0, 2, NULL), BIT(MAHJONG_CALL_PUNG));
}

static void a_pair_or_single_only_for_mah_jongg(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  CHECK_EQ_INT(calls_on(&t, "5d 1b 2b", P5, 0, 2, NULL), 0);
  mahjong_call_facts win;
  win = mahjong_call_facts_default();
  CHECK(win.keeps_a_line[0] && win.keeps_a_line[3] && !win.mah_jong);
  win.mah_jong = true;
  CHECK_EQ_INT(calls_on(&t, "5d 1b 2b", P5, 0, 2, &win), BIT(MAHJONG_CALL_MAH_JONG));
  mahjong_hand *h = parse("5d 1b");
  mahjong_discard d = {P5, 0, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&t, h, 2, &d, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 2 cannot call Pung on 5p: holds 1 of the 2 tiles needed");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CANNOT_CALL);
  mahjong_hand_free(h);
}

static void a_discarded_joker_is_dead_and_may_never_be_claimed(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *h = parse("J J 1b");
  mahjong_discard d = {JOKER, 0, true};
  uint32_t calls = 99;
  /* No call is possible: an empty answer; check_call says why. */
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 1, &d, NULL, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, 0);
  CHECK_EQ_INT(mahjong_rules_check_call(&t, h, 1, &d, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "a discarded joker is dead and may never be claimed");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_DISCARDED_JOKER);
  /* Only the most recent discard may be claimed. */
  mahjong_discard old = {P5, 0, false};
  calls = 99;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 1, &old, NULL, &calls), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(calls, 0);
  CHECK_EQ_INT(mahjong_rules_check_call(&t, h, 1, &old, MAHJONG_CALL_PUNG, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "only the most recent discard can be called");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_NOT_LATEST_DISCARD);
  CHECK_EQ_INT(MAHJONG_ERROR_KIND_NOT_LATEST_DISCARD, 3); /* the core's number, never changed */
  mahjong_hand_free(h);
}

static void concealed_hands_may_not_call_discards_except_for_mah_jongg(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_call_facts f;
  f = mahjong_call_facts_default();
  f.concealed_only = true;
  f.mah_jong = true;
  CHECK_EQ_INT(calls_on(&t, "5d 5d 5d 1b", P5, 0, 2, &f), BIT(MAHJONG_CALL_MAH_JONG));
}

static void optionally_keep_only_calls_that_leave_a_line_possible(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_call_facts f;
  f = mahjong_call_facts_default();
  f.keeps_a_line[1] = false; /* a Kong would leave no line */
  CHECK_EQ_INT(calls_on(&t, "5d 5d 5d", P5, 0, 2, &f), BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_KONG));
  t.house.calls_keep_a_line = true;
  CHECK_EQ_INT(calls_on(&t, "5d 5d 5d", P5, 0, 2, &f), BIT(MAHJONG_CALL_PUNG));
}

static void a_chow_may_only_be_claimed_from_the_player_immediately_before_you_in_turn_order(void) {
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  /* 19s, not a pair: the hand does not win on the 5m, so only the chow rule decides (as in Python). */
  CHECK_EQ_INT(calls_on(&t, "46m 123p 456p 789p 19s", M5, 3, 0, NULL), BIT(MAHJONG_CALL_CHOW));
  CHECK_EQ_INT(calls_on(&t, "46m 123p 456p 789p 19s", M5, 2, 0, NULL), 0);
  mahjong_hand *full = parse("46m 123p 456p 789p 11s");
  mahjong_discard across = {M5, 1, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&t, full, 0, &across, MAHJONG_CALL_CHOW, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 can call chow only from seat 3, not from seat 1");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CHOW_NOT_FROM_LEFT);
  mahjong_hand_free(full);
  /* A caller holds 13 tiles in sets: two tiles cannot call. */
  mahjong_hand *h = parse("46m");
  mahjong_discard left = {M5, 3, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&t, h, 0, &left, MAHJONG_CALL_CHOW, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 cannot call: the hand has 2 tiles in sets; a caller holds 13");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CALLER_TILE_COUNT);
  /* The chow exposes the discard with two tiles from the hand; the options are its lowest tiles. */
  mahjong_tile lows[3];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_rules_chow_options(h, M5, lows, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 1);
  CHECK_EQ_INT(lows[0], M4);
  mahjong_hand *after = NULL;
  CHECK_EQ_INT(mahjong_rules_expose_chow(h, 0, M5, M4, &after), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(after), "[456m]");
  mahjong_hand_free(after);
  mahjong_hand_free(h);
}

static void pung_or_kong_may_be_claimed_from_anyone(void) {
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  for (mahjong_seat discarder = 1; discarder < 4; discarder++) {
    CHECK_EQ_INT(calls_on(&t, "777z 1m 123p 456p 789p", Z7, discarder, 0, NULL), BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_KONG));
  }
  /* British: one chow per hand. */
  mahjong_table b = table(MAHJONG_VARIANT_BRITISH);
  mahjong_hand *h = parse("46m [123p] 456p 789p 11s");
  mahjong_discard d = {M5, 3, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&b, h, 0, &d, MAHJONG_CALL_CHOW, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 has already declared a chow this hand");
  mahjong_hand_free(h);
}

static void any_player_who_can_form_a_finished_mah_jong_hand_with_the_tile_just_discarded_can_call_mah_jong(void) {
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  mahjong_hand *h = parse("123m456p789s111z5p");
  mahjong_discard d = {P5, 2, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_chinese_call_facts(&t, h, 0, &d, &f), MAHJONG_RESULT_OK);
  CHECK(f.mah_jong);
  uint32_t calls = 0;
  CHECK_EQ_INT(mahjong_rules_calls(&t, h, 0, &d, &f, &calls), MAHJONG_RESULT_OK);
  /* Two 5 dots held (one in the 456 run): Pung too. */
  CHECK_EQ_INT(calls, BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_MAH_JONG));
  mahjong_hand_free(h);
}

static void the_exposed_group_must_include_the_natural_discard(void) {
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
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_RULE_VIOLATION, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "the table rules do not allow this");
  mahjong_hand_free(h);
}

/* ---- claims ---- */

static void priority_mahjong_then_pung_or_kong_then_chow(void) {
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  mahjong_claim claims[3] = {{1, MAHJONG_CALL_CHOW, false}, {3, MAHJONG_CALL_KONG, false}, {2, MAHJONG_CALL_MAH_JONG, false}};
  mahjong_claim order[3];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_rules_claim_order(&t, 0, claims, 3, order, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 3);
  CHECK_EQ_INT(order[0].seat, 2);
  CHECK_EQ_INT(order[1].seat, 3);
  CHECK_EQ_INT(order[2].seat, 1);
  /* The discarder cannot claim. */
  mahjong_claim own = {0, MAHJONG_CALL_PUNG, false};
  CHECK_EQ_INT(mahjong_rules_claim_order(&t, 0, &own, 1, order, &n), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 cannot call its own discard");
}

static void between_two_claims_for_the_same_purpose_the_nearest_in_turn_wins_unless_the_other_committed(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  /* Discarder seat 2: seat 3 plays next, then seat 0. */
  mahjong_claim claims[2] = {{0, MAHJONG_CALL_KONG, false}, {3, MAHJONG_CALL_PUNG, false}};
  mahjong_claim w;
  bool found = false;
  CHECK_EQ_INT(mahjong_rules_claim_winner(&t, 2, claims, 2, &w, &found), MAHJONG_RESULT_OK);
  CHECK(found);
  CHECK_EQ_INT(w.seat, 3);
  claims[0].committed = true;
  CHECK_EQ_INT(mahjong_rules_claim_winner(&t, 2, claims, 2, &w, &found), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.seat, 0);
  CHECK_EQ_INT(w.call, MAHJONG_CALL_KONG);
  /* Mah Jongg beats an exposure, committed or not. */
  mahjong_claim mj[2] = {{1, MAHJONG_CALL_PUNG, true}, {3, MAHJONG_CALL_MAH_JONG, false}};
  CHECK_EQ_INT(mahjong_rules_claim_winner(&t, 0, mj, 2, &w, &found), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.seat, 3);
  CHECK_EQ_INT(mahjong_rules_claim_winner(&t, 0, NULL, 0, &w, &found), MAHJONG_RESULT_OK);
  CHECK(!found);
}

struct checked {
  mahjong_seat seats[4];
  int n;
};

static bool valid_unless_seat_1(mahjong_seat seat, void *user) {
  struct checked *c = user;
  c->seats[c->n++] = seat;
  return seat != 1;
}

static void verify_the_priority_mah_jongg_claimant_first_then_the_next_resolve_the_tile_once(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_claim claims[3] = {
      {2, MAHJONG_CALL_MAH_JONG, false}, {1, MAHJONG_CALL_MAH_JONG, false}, {3, MAHJONG_CALL_MAH_JONG, false}};
  struct checked c = {{0, 0, 0, 0}, 0};
  int32_t winner = -9;
  CHECK_EQ_INT(mahjong_rules_resolve_mah_jong_claims(&t, 0, claims, 3, valid_unless_seat_1, &c, &winner),
               MAHJONG_RESULT_OK);
  CHECK_EQ_INT(winner, 2);
  CHECK_EQ_INT(c.n, 2); /* seat 1 first (priority), then seat 2; seat 3 never checked */
  CHECK_EQ_INT(c.seats[0], 1);
  CHECK_EQ_INT(c.seats[1], 2);
}

static void a_discard_may_be_called_until_the_next_player_racks_discards_declares_or_exchanges_a_joker(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_table_action draw[1] = {MAHJONG_ACTION_DRAW};
  mahjong_table_action rack[2] = {MAHJONG_ACTION_DRAW, MAHJONG_ACTION_RACK};
  mahjong_table_action joker[2] = {MAHJONG_ACTION_DRAW, MAHJONG_ACTION_EXCHANGE_JOKER};
  bool open = false;
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&am, NULL, 0, &open), MAHJONG_RESULT_OK);
  CHECK(open);
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&am, draw, 1, &open), MAHJONG_RESULT_OK);
  CHECK(open);
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&am, rack, 2, &open), MAHJONG_RESULT_OK);
  CHECK(!open);
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&am, joker, 2, &open), MAHJONG_RESULT_OK);
  CHECK(!open);
  /* Chinese: call before the next player draws. */
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&cn, draw, 1, &open), MAHJONG_RESULT_OK);
  CHECK(!open);
  /* A simultaneous rack-and-call favors the caller. */
  bool in_time = false;
  CHECK_EQ_INT(mahjong_rules_call_in_time(&am, rack, 2, true, &in_time), MAHJONG_RESULT_OK);
  CHECK(in_time);
  CHECK_EQ_INT(mahjong_rules_call_in_time(&am, rack, 2, false, &in_time), MAHJONG_RESULT_OK);
  CHECK(!in_time);
  mahjong_table_action bad = 9;
  CHECK_EQ_INT(mahjong_rules_claim_window_open(&am, &bad, 1, &open), MAHJONG_RESULT_INVALID_ARGUMENT);
  uint32_t lost = 9;
  CHECK_EQ_INT(mahjong_rules_turns_lost(&am, 1, 0, &lost), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(lost, 2);
}

/* ---- joker exchange ---- */

static void exchange_a_joker_from_any_exposure_including_your_own_after_drawing_or_exposing(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *mine = parse("5d 1b [N N J]");
  mahjong_hand *theirs = parse("[5d 5d J J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 0, P5, &x, &hand, &owner), MAHJONG_RESULT_OK);
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
  /* Own exposure, after exposing: both outputs are the same hand. */
  mahjong_hand *own = parse("N 1b [N N J]");
  const mahjong_hand *hands2[4] = {own, NULL, NULL, NULL};
  turn.phase = MAHJONG_PHASE_EXPOSED;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands2, &turn, 0, 0, 30, &x, &hand, &owner), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(american(hand), "1b J [NNN]");
  CHECK_EQ_STR(american(owner), "1b J [NNN]");
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  /* Never from a discard: the natural must be in the hand. */
  const mahjong_hand *hands3[4] = {own, theirs, NULL, NULL};
  turn.phase = MAHJONG_PHASE_DRAWN;
  hand = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands3, &turn, 1, 0, P5, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 does not hold 5p in hand");
  CHECK(hand == NULL);
  mahjong_hand_free(own);
  /* Only during your turn. */
  turn.phase = MAHJONG_PHASE_WAITING;
  hand = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 0, P5, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 cannot exchange a joker now (not on turn)");
  CHECK(hand == NULL);
  /* The natural must match what the joker stands for. */
  turn.phase = MAHJONG_PHASE_DRAWN;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 0, 30, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "4z does not match the joker, which stands for 5p");
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

static void house_rule_blanks_a_blank_can_be_traded_for_a_tile_from_the_discards(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *h = parse("12s0k");
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_hand *after = NULL;
  CHECK_EQ_INT(mahjong_rules_trade_blank(&t, h, &turn, 20, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "house rule not played at this table: blanks in play");
  t.house.blanks = 6;
  CHECK_EQ_INT(mahjong_rules_trade_blank(&t, h, &turn, 20, &after), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(after), "123s");
  mahjong_hand_free(after);
  mahjong_hand_free(h);
}

/* ---- dead hands ---- */

static void a_hand_is_dead_if_a_player_fails_to_maintain_the_correct_number_of_tiles(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *h = parse("FF 11b 22b 33b 44b 55b 6b");
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_tile_count_dead(&am, h, MAHJONG_PHASE_WAITING, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  CHECK_EQ_INT(mahjong_rules_tile_count_dead(&am, h, MAHJONG_PHASE_DRAWN, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_WRONG_TILE_COUNT);
  CHECK_EQ_INT(d.has, 13);
  CHECK_EQ_INT(d.expected, 14);
  char buf[128];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_dead_hand_describe(&d, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "wrong tile count: 13 tiles, 14 expected");
  mahjong_hand_free(h);
}

static void a_hand_is_dead_if_mahjong_is_falsely_declared_and_exposed(void) {
  mahjong_false_mah_jong o = 99;
  mahjong_remedy r = 99;
  CHECK_EQ_INT(mahjong_rules_false_mah_jong(true, false, false, &o, &r), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_FALSE_MAH_JONG_DEAD_HAND);
  CHECK_EQ_INT(mahjong_rules_false_mah_jong(false, false, false, &o, &r), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_FALSE_MAH_JONG_WITHDRAWN);
  CHECK_EQ_INT(mahjong_rules_false_mah_jong(true, false, true, &o, &r), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_FALSE_MAH_JONG_ENDED);
  CHECK_EQ_INT(r, MAHJONG_REMEDY_REDEAL_NEXT_EAST);
  /* A concealed hand improperly exposed. */
  mahjong_hand *h = parse("[NNN] 1b");
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_concealed_hand_exposed(h, true, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_CONCEALED_HAND_EXPOSED);
  mahjong_hand_free(h);
}

static void a_dead_hands_earlier_valid_exposures_stay_available_for_joker_exchange(void) {
  mahjong_hand *dead = parse("[5d 5d J] [1b 1b J] 2b 3b");
  bool valid[2] = {true, false};
  mahjong_hand *rack = NULL;
  CHECK_EQ_INT(mahjong_rules_dead_hand_rack(dead, valid, 2, false, &rack), MAHJONG_RESULT_OK);
  size_t melds = 9, count = 0;
  melds = mahjong_hand_meld_count(rack);
  count = mahjong_hand_tile_count(rack);
  CHECK_EQ_INT(melds, 1);
  CHECK_EQ_INT(count, 8);
  /* Its joker can still be redeemed. */
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *mine = parse("5d 9b");
  const mahjong_hand *hands[4] = {mine, rack, NULL, NULL};
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&t, hands, &turn, 1, 0, P5, &x, &hand, &owner), MAHJONG_RESULT_OK);
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  /* A C hand keeps no exposure. */
  mahjong_hand *c_rack = NULL;
  bool both[2] = {true, true};
  CHECK_EQ_INT(mahjong_rules_dead_hand_rack(dead, both, 2, true, &c_rack), MAHJONG_RESULT_OK);
  melds = mahjong_hand_meld_count(c_rack);
  CHECK_EQ_INT(melds, 0);
  /* The dead player's turns are skipped. */
  bool dead_seats[4] = {true, true, false, false};
  int32_t next = -9;
  CHECK_EQ_INT(mahjong_rules_next_live_seat(&t, 3, dead_seats, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 2);
  dead_seats[2] = true;
  CHECK_EQ_INT(mahjong_rules_next_live_seat(&t, 3, dead_seats, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, -1);
  mahjong_hand_free(c_rack);
  mahjong_hand_free(mine);
  mahjong_hand_free(rack);
  mahjong_hand_free(dead);
}

/* ---- Charleston ---- */

static mahjong_pass three(mahjong_tile t) {
  mahjong_pass p = {{t, t, t}, 3, {false, false, false}};
  return p;
}

static void parse_four(mahjong_hand *out[4]) {
  out[0] = parse("111222m 9p");
  out[1] = parse("333444m 9p");
  out[2] = parse("555666m 9p");
  out[3] = parse("777888m 9p");
}

static void first_charleston_pass_three_tiles_to_the_right_over_and_left(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *in[4];
  parse_four(in);
  const mahjong_hand *hands[4] = {in[0], in[1], in[2], in[3]};
  mahjong_pass passes[4] = {three(M1), three(M3), three(M5), three(M7)};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass received[4];
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, MAHJONG_PASS_FIRST_RIGHT, passes, NULL, out, received),
               MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(out[1]), "444m9p111m"); /* seat 0 passes to seat 1, on its right */
  CHECK_EQ_INT(received[1].len, 3);
  CHECK_EQ_INT(received[1].tiles[0], M1);
  free_hands(out);
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, MAHJONG_PASS_FIRST_LEFT, passes, NULL, out, received),
               MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(out[3]), "888m9p111m"); /* seat 0 passes left to seat 3 */
  free_hands(out);
  /* Three tiles each pass. */
  passes[2].len = 2;
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, MAHJONG_PASS_FIRST_RIGHT, passes, NULL, out, received),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "pass 1 (right): seat 2 passes 2 tiles; this pass takes 3");
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, 8, passes, NULL, out, received),
               MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "8 is not a Charleston pass (1 to 7)");
  free_hands(in);
}

static void jokers_may_never_be_passed_in_the_charleston(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *in[4];
  parse_four(in);
  mahjong_hand_free(in[1]);
  in[1] = parse("333444m 0j");
  const mahjong_hand *hands[4] = {in[0], in[1], in[2], in[3]};
  mahjong_pass passes[4] = {three(M1), {{M3, M3, JOKER}, 3, {false, false, false}}, three(M5), three(M7)};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass received[4];
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, MAHJONG_PASS_FIRST_OVER, passes, NULL, out, received),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "pass 2 (over): seat 1 passes a joker at position 3");
  CHECK(out[0] == NULL);
  free_hands(in);
}

static void a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *in[4];
  parse_four(in);
  const mahjong_hand *hands[4] = {in[0], in[1], in[2], in[3]};
  mahjong_pass passes[4] = {three(M1), three(M3), three(M5), three(M7)};
  mahjong_hand *over[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass received[4];
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, hands, MAHJONG_PASS_FIRST_OVER, passes, NULL, over, received),
               MAHJONG_RESULT_OK);
  /* Seat 0 received 555m over; on the left pass it passes them on unseen. */
  const mahjong_hand *after_over[4] = {over[0], over[1], over[2], over[3]};
  mahjong_pass left[4] = {{{M5, M5, M5}, 3, {true, true, true}}, three(M4), three(M4 + 2), three(M7 + 1)};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass rec2[4];
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, after_over, MAHJONG_PASS_FIRST_LEFT, left, received, out, rec2),
               MAHJONG_RESULT_OK);
  CHECK_EQ_INT(rec2[3].tiles[0], M5);
  CHECK(!rec2[3].blind[0]); /* what is received is never marked blind */
  free_hands(out);
  /* Not on the over pass of the second Charleston. */
  CHECK_EQ_INT(mahjong_rules_apply_charleston_pass(&t, after_over, MAHJONG_PASS_SECOND_OVER, left, received, out, rec2),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(),
               "pass 5 (over): seat 0 passes blind at position 1, allowed only on the last pass of a Charleston with "
               "tiles just received");
  free_hands(over);
  free_hands(in);
}

static void second_charleston_left_over_right_only_if_all_four_agree(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  bool all[4] = {true, true, true, true};
  bool one_no[4] = {true, true, false, true};
  bool second = false;
  CHECK_EQ_INT(mahjong_rules_second_charleston(&t, all, &second), MAHJONG_RESULT_OK);
  CHECK(second);
  CHECK_EQ_INT(mahjong_rules_second_charleston(&t, one_no, &second), MAHJONG_RESULT_OK);
  CHECK(!second);
  mahjong_charleston_pass next = 0;
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_FIRST_LEFT, true, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, MAHJONG_PASS_SECOND_LEFT);
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_FIRST_LEFT, false, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, MAHJONG_PASS_COURTESY);
  CHECK_EQ_INT(mahjong_rules_charleston_next(&t, MAHJONG_PASS_COURTESY, true, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 0);
}

static void courtesy_pass_zero_to_three_tiles_across_the_lower_number_wins(void) {
  uint32_t count = 9;
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, 3, 2, 1, &count), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(count, 1);
  CHECK_EQ_INT(mahjong_rules_courtesy_count(1, 4, 3, 3, &count), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 1 asks for 4 tiles in the courtesy pass; the most is 3");
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_hand *in[4];
  parse_four(in);
  const mahjong_hand *hands[4] = {in[0], in[1], in[2], in[3]};
  uint8_t asks[4] = {2, 1, 3, 0};
  mahjong_pass passes[4] = {{{M1, M1, 0}, 2, {false, false, false}}, {{0, 0, 0}, 0, {false, false, false}},
                            {{M5, M5, 0}, 2, {false, false, false}}, {{0, 0, 0}, 0, {false, false, false}}};
  mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
  mahjong_pass received[4];
  CHECK_EQ_INT(mahjong_rules_apply_courtesy_pass(&t, hands, asks, passes, out, received), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(out[0]), "1222m9p55m");
  CHECK_EQ_STR(mpsz(out[1]), "333444m9p");
  free_hands(out);
  free_hands(in);
}

static void with_fewer_than_four_players_the_charleston_is_skipped_unless_the_house_rule_plays_it(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  t.players = 3;
  bool played = true;
  CHECK_EQ_INT(mahjong_rules_charleston_played(&t, &played), MAHJONG_RESULT_OK);
  CHECK(!played);
  t.house.three_player_charleston = true;
  CHECK_EQ_INT(mahjong_rules_charleston_played(&t, &played), MAHJONG_RESULT_OK);
  CHECK(played);
  CHECK_EQ_INT(mahjong_rules_passed_joker_remedy(true), MAHJONG_REMEDY_RETURN_JOKER);
  CHECK_EQ_INT(mahjong_rules_passed_joker_remedy(false), MAHJONG_REMEDY_REDEAL_SAME_EAST);
}

/* ---- deal, wall, Kong Box ---- */

static void east_14_tiles_all_other_players_13_and_misdeal_remedies(void) {
  uint32_t n = 0;
  CHECK_EQ_INT(mahjong_rules_dealt_tiles(2, 2, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 14);
  CHECK_EQ_INT(mahjong_rules_dealt_tiles(3, 2, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 13);
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_remedy r = 99;
  int32_t seat = -9;
  /* East is seat 2; the player to East's left is seat 1 and may take a missing 13th tile. */
  uint8_t missing[4] = {13, 12, 14, 13};
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, missing, &r, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(r, MAHJONG_REMEDY_DRAW_MISSING_TILE);
  CHECK_EQ_INT(seat, 1);
  uint8_t other[4] = {13, 13, 14, 12};
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, other, &r, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(r, MAHJONG_REMEDY_REDEAL_SAME_EAST);
  CHECK_EQ_INT(seat, -1);
  uint8_t right[4] = {13, 13, 14, 13};
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, right, &r, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(r, MAHJONG_REMEDY_PLAY_ON);
  /* No seat is dealt more than 15: a larger count is refused, the outputs untouched. */
  uint8_t huge[4] = {255, 255, 255, 255};
  r = 99;
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, huge, &r, &seat), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "deal count 255 is out of range: 0 to 15 tiles a seat");
  CHECK_EQ_INT(r, 99);
  uint8_t sixteen[4] = {13, 13, 16, 13};
  CHECK_EQ_INT(mahjong_rules_check_deal(&t, 2, sixteen, &r, &seat), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_STR(last_error(), "deal count 16 is out of range: 0 to 15 tiles a seat");
}

static void the_kong_box_is_fourteen_tiles_used_only_for_replacements(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_table br = table(MAHJONG_VARIANT_BRITISH);
  mahjong_wall w;
  CHECK_EQ_INT(mahjong_rules_wall_after_deal(&am, 152, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.live, 99);
  CHECK_EQ_INT(w.kong_box, 0);
  CHECK_EQ_INT(mahjong_rules_wall_after_deal(&br, 144, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.live, 144 - 53 - 14);
  CHECK_EQ_INT(w.kong_box, 14);
  mahjong_wall next;
  mahjong_replacement src = 99;
  CHECK_EQ_INT(mahjong_rules_wall_draw_replacement(&br, &w, &next, &src), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.kong_box, 13);
  CHECK_EQ_INT(next.live, 77);
  CHECK_EQ_INT(src, MAHJONG_REPLACEMENT_KONG_BOX);
  mahjong_wall small = {10, 1};
  CHECK_EQ_INT(mahjong_rules_wall_draw_replacement(&cn, &small, &next, &src), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.live, 9);
  CHECK_EQ_INT(src, MAHJONG_REPLACEMENT_LOOSE_TILE);
  /* American play has no replacement draw. */
  CHECK_EQ_INT(mahjong_rules_wall_draw_replacement(&am, &small, &next, &src), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "no replacement draw: American play has no replacement draw");
  /* A flower drawn in British play is set aside and replaced. */
  mahjong_hand *h = parse("11m");
  mahjong_hand *after = NULL;
  bool replace = false;
  CHECK_EQ_INT(mahjong_rules_take_tile(&br, h, 36, &after, &replace), MAHJONG_RESULT_OK);
  CHECK(replace);
  mahjong_tile bonus[8];
  size_t nb = 0;
  CHECK_EQ_INT(mahjong_hand_bonus(after, bonus, 8, &nb), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(nb, 1);
  CHECK_EQ_INT(bonus[0], 36);
  mahjong_hand_free(after);
  mahjong_hand_free(h);
}

static void if_no_player_declares_mah_jongg_before_all_playable_tiles_are_drawn_the_hand_is_a_wall_game(void) {
  mahjong_wall w = {1, 14};
  bool wall_game = true;
  CHECK_EQ_INT(mahjong_rules_wall_is_wall_game(&w, &wall_game), MAHJONG_RESULT_OK);
  CHECK(!wall_game);
  mahjong_wall next;
  CHECK_EQ_INT(mahjong_rules_wall_draw(&w, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.live, 0);
  CHECK_EQ_INT(mahjong_rules_wall_is_wall_game(&next, &wall_game), MAHJONG_RESULT_OK);
  CHECK(wall_game);
  CHECK_EQ_INT(mahjong_rules_wall_draw(&next, &w), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "the live wall is exhausted");
}

static void east_throws_to_choose_the_breaker_who_throws_again_and_counts_the_total_along_his_wall(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_wall_break b;
  /* Seed 003: 11 picks West; 11 + 8 = 19 on 17-stack walls: the 2nd stack of South's wall. */
  CHECK_EQ_INT(mahjong_rules_break_wall(&cn, 0, 17, 11, 8, &b), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(b.breaker, 2);
  CHECK_EQ_INT(b.wall, 1);
  CHECK_EQ_INT(b.stack, 2);
  uint32_t stacks = 0;
  CHECK_EQ_INT(mahjong_rules_wall_stacks(&cn, true, &stacks), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(stacks, 18);
}

/* ---- kongs ---- */

static void a_declared_pung_can_be_converted_into_a_kong_but_only_using_a_tile_taken_from_the_wall(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_hand *h = parse("7z 1m [777z]");
  mahjong_hand *after = NULL;
  CHECK_EQ_INT(mahjong_rules_add_to_pung(&cn, h, 0, Z7, false, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "a melded pung becomes a kong only with a self-drawn tile");
  CHECK_EQ_INT(mahjong_rules_add_to_pung(&cn, h, 0, Z7, true, &after), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(after), "1m [7777z+]");
  mahjong_hand_free(after);
  CHECK_EQ_INT(mahjong_rules_add_to_pung(&cn, h, 0, M1, true, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 has no melded pung of 1m");
  mahjong_hand_free(h);
  /* A concealed kong is four matching tiles drawn yourself. */
  h = parse("1111p 2p");
  CHECK_EQ_INT(mahjong_rules_declare_concealed_kong(&cn, h, 0, 9, &after), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(mpsz(after), "2p (1111p)");
  mahjong_hand_free(after);
  mahjong_hand_free(h);
  /* A kong and Mah Jong cannot be declared on the same tile. */
  CHECK_EQ_INT(mahjong_rules_check_kong_or_mah_jong(true, true), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_INT(mahjong_rules_check_kong_or_mah_jong(true, false), MAHJONG_RESULT_OK);
}

static void robbing_the_kong_is_only_allowed_on_added_kongs_except_for_thirteen_unique_wonders(void) {
  mahjong_hand *h = parse("[1111m] (2222m) [3333m+]");
  mahjong_meld exposed, concealed, added;
  mahjong_hand_meld(h, 0, &exposed);
  mahjong_hand_meld(h, 1, &concealed);
  mahjong_hand_meld(h, 2, &added);
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&added, false), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&exposed, false), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "only an added kong may be robbed, except to complete The Thirteen Unique Wonders");
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&concealed, false), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_INT(mahjong_rules_check_rob_kong(&concealed, true), MAHJONG_RESULT_OK);
  /* A hidden kong of 1 craks robbed to complete The Thirteen Unique Wonders. */
  mahjong_table t = table(MAHJONG_VARIANT_CHINESE);
  mahjong_hand *hidden = parse("(1111m)");
  mahjong_meld kong;
  mahjong_hand_meld(hidden, 0, &kong);
  mahjong_hand *robber = parse("9m19p19s12345677z");
  mahjong_hand *won = NULL;
  CHECK_EQ_INT(mahjong_rules_rob_kong(&t, robber, 1, &kong, &won), MAHJONG_RESULT_OK);
  size_t n = 0;
  n = mahjong_hand_tile_count(won);
  CHECK_EQ_INT(n, 14);
  mahjong_win_context ctx;
  ctx = mahjong_hand_context(won);
  CHECK_EQ_INT(ctx.method, MAHJONG_WIN_ROBBING_KONG);
  CHECK_EQ_INT(ctx.winning_tile, M1);
  mahjong_hand_free(won);
  mahjong_hand_free(robber);
  mahjong_hand_free(hidden);
  mahjong_hand_free(h);
}

/* ---- rotation ---- */

static void east_passes_to_the_right_after_every_hand_whoever_won(void) {
  mahjong_table t = table(MAHJONG_VARIANT_AMERICAN);
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  int32_t results[3] = {0, 2, -1};
  for (int i = 0; i < 3; i++) {
    CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, results[i], &next), MAHJONG_RESULT_OK);
    CHECK_EQ_INT(next.dealer, 1);
    CHECK_EQ_INT(next.prevailing, 0);
  }
  CHECK_EQ_INT(mahjong_rules_next_round(&t, &r, 7, &next), MAHJONG_RESULT_INVALID_ARGUMENT);
}

static void if_east_wins_east_remains_the_dealer_otherwise_the_deal_passes_and_the_wind_advances(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(1, &r), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_rules_next_round(&cn, &r, 1, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.dealer, 1);
  CHECK_EQ_INT(mahjong_rules_next_round(&cn, &r, 0, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.dealer, 2);
  /* A drawn game keeps East. */
  CHECK_EQ_INT(mahjong_rules_next_round(&cn, &r, -1, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.dealer, 1);
  /* The fourth dealer loses the deal: the South round starts with the first dealer. */
  mahjong_round last = {0, 3, 0, false};
  CHECK_EQ_INT(mahjong_rules_next_round(&cn, &last, 2, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next.prevailing, 1);
  CHECK_EQ_INT(next.dealer, 0);
  uint32_t wind = 9;
  CHECK_EQ_INT(mahjong_rules_seat_wind(&cn, 3, 2, &wind), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(wind, 1); /* South sits to East's right */
}

/* With NULL facts the core's assumed facts apply: at a Chinese or British table the hand evaluator
   says whether the discard wins (the same inputs as the Python test of `rules.calls` without
   facts). */
static void without_facts_a_chinese_table_asks_the_hand_evaluator_whether_the_discard_wins(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE);
  mahjong_table gb = table(MAHJONG_VARIANT_BRITISH);
  /* 123m 456p 789s 111z 5p: the 5p makes the pair; two 5 dots held, so Pung too. */
  CHECK_EQ_INT(calls_on(&cn, "123m456p789s111z5p", P5, 2, 0, NULL), BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_MAH_JONG));
  /* British: one chow per hand, so three chows do not win. */
  CHECK_EQ_INT(calls_on(&gb, "123m456m789s111z5p", P5, 2, 0, NULL) & BIT(MAHJONG_CALL_MAH_JONG), 0);
  mahjong_hand *h = parse("123m456p789s111z5p");
  mahjong_discard d = {P5, 2, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&cn, h, 0, &d, MAHJONG_CALL_MAH_JONG, NULL), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
}

int main(void) {
  without_facts_a_chinese_table_asks_the_hand_evaluator_whether_the_discard_wins();
  a_discarded_tile_may_be_claimed_for_pung_kong_quint_sextet_jokers_from_hand_may_join();
  a_pair_or_single_only_for_mah_jongg();
  a_discarded_joker_is_dead_and_may_never_be_claimed();
  concealed_hands_may_not_call_discards_except_for_mah_jongg();
  optionally_keep_only_calls_that_leave_a_line_possible();
  a_chow_may_only_be_claimed_from_the_player_immediately_before_you_in_turn_order();
  pung_or_kong_may_be_claimed_from_anyone();
  any_player_who_can_form_a_finished_mah_jong_hand_with_the_tile_just_discarded_can_call_mah_jong();
  the_exposed_group_must_include_the_natural_discard();
  bad_arguments_name_what_is_wrong();
  priority_mahjong_then_pung_or_kong_then_chow();
  between_two_claims_for_the_same_purpose_the_nearest_in_turn_wins_unless_the_other_committed();
  verify_the_priority_mah_jongg_claimant_first_then_the_next_resolve_the_tile_once();
  a_discard_may_be_called_until_the_next_player_racks_discards_declares_or_exchanges_a_joker();
  exchange_a_joker_from_any_exposure_including_your_own_after_drawing_or_exposing();
  house_rule_blanks_a_blank_can_be_traded_for_a_tile_from_the_discards();
  a_hand_is_dead_if_a_player_fails_to_maintain_the_correct_number_of_tiles();
  a_hand_is_dead_if_mahjong_is_falsely_declared_and_exposed();
  a_dead_hands_earlier_valid_exposures_stay_available_for_joker_exchange();
  first_charleston_pass_three_tiles_to_the_right_over_and_left();
  jokers_may_never_be_passed_in_the_charleston();
  a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston();
  second_charleston_left_over_right_only_if_all_four_agree();
  courtesy_pass_zero_to_three_tiles_across_the_lower_number_wins();
  with_fewer_than_four_players_the_charleston_is_skipped_unless_the_house_rule_plays_it();
  east_14_tiles_all_other_players_13_and_misdeal_remedies();
  the_kong_box_is_fourteen_tiles_used_only_for_replacements();
  if_no_player_declares_mah_jongg_before_all_playable_tiles_are_drawn_the_hand_is_a_wall_game();
  east_throws_to_choose_the_breaker_who_throws_again_and_counts_the_total_along_his_wall();
  a_declared_pung_can_be_converted_into_a_kong_but_only_using_a_tile_taken_from_the_wall();
  robbing_the_kong_is_only_allowed_on_added_kongs_except_for_thirteen_unique_wonders();
  east_passes_to_the_right_after_every_hand_whoever_won();
  if_east_wins_east_remains_the_dealer_otherwise_the_deal_passes_and_the_wind_advances();
  CHECK_DONE();
}

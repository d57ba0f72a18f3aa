/* Table rules through the C ABI, the rows of the review of issue 5: the rule sentences left
 * without a C test, seat winds at 2 and 3 players, kongs counted as one set, the kong rules
 * refused in American play, the deal and rotation at smaller tables, bad input, and the faces
 * next_to_play, must_discard_after, deal_order, tiles_dealt, bonus_replacements,
 * holds_all_bonus_tiles, sitting_out and settle_bet. Names and values follow the Rust tests. */
#include "mahjong.h"
#include "check.h"

/* Tile indices: craks 0-8, dots 9-17, bams 18-26, winds 27-30, dragons 31-33, American flower
 * 42, joker 43. */
enum { M5 = 4, P5 = 13, Z1 = 27, Z3 = 29, Z5 = 31, Z7 = 33, FLOWER = 42, JOKER = 43 };

static mahjong_hand *parse(const char *text) {
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse(text, strlen(text), &h), MAHJONG_RESULT_OK);
  return h;
}

static char text_buf[256];

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

static mahjong_table table(mahjong_variant v, uint32_t players) {
  mahjong_table t;
  CHECK_EQ_INT(mahjong_table_init(v, &t), MAHJONG_RESULT_OK);
  t.players = players;
  return t;
}

#define BIT(c) (1u << (c))

static uint32_t calls_on(const mahjong_table *t, const char *hand, mahjong_tile tile, mahjong_seat discarder,
                         mahjong_seat caller) {
  mahjong_hand *h = parse(hand);
  mahjong_discard d = {tile, discarder, true};
  uint32_t calls = 0xFFFF;
  CHECK_EQ_INT(mahjong_rules_calls(t, h, caller, &d, NULL, &calls), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return calls;
}

/* ---- calls and claims ---- */

static void no_chow_claims_in_american_play(void) {
  /* Seed 001: "Do not ... add ... chow claims". */
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *h = parse("4d 6d");
  mahjong_discard d = {P5, 0, true};
  CHECK_EQ_INT(mahjong_rules_check_call(&am, h, 1, &d, MAHJONG_CALL_CHOW, NULL), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "Chow is not a call in american play");
  mahjong_hand_free(h);
  CHECK_EQ_INT(calls_on(&am, "4d 6d", P5, 0, 1), 0);
}

static void winds_and_dragons_cannot_be_used_in_a_chow(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  CHECK_EQ_INT(calls_on(&cn, "12z 123p 456p 789p 11s", Z3, 3, 0), 0);
}

static void a_kong_can_only_be_made_using_a_discard_if_the_other_three_tiles_are_concealed_in_hand(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  CHECK_EQ_INT(calls_on(&cn, "77z 7z [123m] 123p 456p 1s", Z7, 1, 0), BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_KONG));
  /* 19s, not a pair: the 7z does not win, as in Python (with 11s it would: Mah Jong too). */
  CHECK_EQ_INT(calls_on(&cn, "77z [123m] 123p 456p 19s", Z7, 1, 0), BIT(MAHJONG_CALL_PUNG));
  CHECK_EQ_INT(calls_on(&cn, "77z [123m] 123p 456p 11s", Z7, 1, 0), BIT(MAHJONG_CALL_PUNG) | BIT(MAHJONG_CALL_MAH_JONG));
}

static void if_two_players_make_the_same_type_of_call_the_player_nearest_in_turn_from_the_discarder_has_priority(
    void) {
  mahjong_table br = table(MAHJONG_VARIANT_BRITISH, 4);
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_claim claims[2] = {{1, MAHJONG_CALL_MAH_JONG, false}, {0, MAHJONG_CALL_MAH_JONG, false}};
  mahjong_claim w;
  bool found = false;
  /* Discarder seat 3: seat 0 is next. */
  CHECK_EQ_INT(mahjong_rules_claim_winner(&br, 3, claims, 2, &w, &found), MAHJONG_RESULT_OK);
  CHECK(found);
  CHECK_EQ_INT(w.seat, 0);
  /* Commitment is an American rule: it does not reorder Chinese claims. */
  mahjong_claim pungs[2] = {{1, MAHJONG_CALL_PUNG, true}, {0, MAHJONG_CALL_PUNG, false}};
  CHECK_EQ_INT(mahjong_rules_claim_winner(&cn, 3, pungs, 2, &w, &found), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.seat, 0);
}

static void two_player_no_chows_are_allowed(void) {
  mahjong_table two = table(MAHJONG_VARIANT_CHINESE, 2);
  CHECK_EQ_INT(calls_on(&two, "46m 123p 456p 789p 11s", M5, 1, 0), 0);
  mahjong_claim chow = {1, MAHJONG_CALL_CHOW, false};
  mahjong_claim order[3];
  size_t n = 9;
  CHECK_EQ_INT(mahjong_rules_claim_order(&two, 0, &chow, 1, order, &n), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "Chow is not a call in two-player play");
}

static void a_chow_may_be_claimed_only_from_the_player_on_the_left(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_claim chow = {3, MAHJONG_CALL_CHOW, false};
  mahjong_claim order[3];
  size_t n = 9;
  CHECK_EQ_INT(mahjong_rules_claim_order(&cn, 0, &chow, 1, order, &n), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 3 can call chow only from seat 2, not from seat 0");
  chow.seat = 1;
  CHECK_EQ_INT(mahjong_rules_claim_order(&cn, 0, &chow, 1, order, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 1);
}

static void british_mah_jong_with_only_one_chow(void) {
  /* Two chows in hand: a win in the Chinese game, not in the British one. */
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_table br = table(MAHJONG_VARIANT_BRITISH, 4);
  mahjong_hand *h = parse("123m456m789s111z5p");
  mahjong_discard d = {P5, 2, true};
  mahjong_call_facts f;
  CHECK_EQ_INT(mahjong_rules_chinese_call_facts(&cn, h, 0, &d, &f), MAHJONG_RESULT_OK);
  CHECK(f.mah_jong);
  CHECK_EQ_INT(mahjong_rules_chinese_call_facts(&br, h, 0, &d, &f), MAHJONG_RESULT_OK);
  CHECK(!f.mah_jong);
  mahjong_hand_free(h);
}

static void claiming_counts_as_your_turn_and_only_mah_jongg_skips_the_discard(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_seat next = 9;
  CHECK_EQ_INT(mahjong_rules_next_to_play(&cn, 0, NULL, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 1);
  mahjong_claim pung = {2, MAHJONG_CALL_PUNG, false};
  CHECK_EQ_INT(mahjong_rules_next_to_play(&cn, 0, &pung, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 2);
  mahjong_table three = table(MAHJONG_VARIANT_CHINESE, 3);
  CHECK_EQ_INT(mahjong_rules_next_to_play(&three, 2, NULL, &next), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(next, 0);
  CHECK_EQ_INT(mahjong_rules_next_to_play(&three, 3, NULL, &next), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 3 is not in play at a table of 3");
  bool must = false;
  CHECK_EQ_INT(mahjong_rules_must_discard_after(MAHJONG_CALL_PUNG, &must), MAHJONG_RESULT_OK);
  CHECK(must);
  CHECK_EQ_INT(mahjong_rules_must_discard_after(MAHJONG_CALL_MAH_JONG, &must), MAHJONG_RESULT_OK);
  CHECK(!must);
  CHECK_EQ_INT(mahjong_rules_must_discard_after(6, &must), MAHJONG_RESULT_INVALID_ARGUMENT);
}

/* ---- joker exchange ---- */

static void several_joker_exchanges_per_turn_are_allowed(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *mine = parse("5d 5d 1b");
  mahjong_hand *theirs = parse("[5d J J]");
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  for (int i = 0; i < 2; i++) {
    const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
    mahjong_hand *hand = NULL, *owner = NULL;
    CHECK_EQ_INT(mahjong_rules_exchange_joker(&am, hands, &turn, 1, 0, P5, &x, &hand, &owner), MAHJONG_RESULT_OK);
    mahjong_hand_free(mine);
    mahjong_hand_free(theirs);
    mine = hand;
    theirs = owner;
  }
  CHECK_EQ_STR(american(mine), "1b JJ");
  CHECK_EQ_STR(american(theirs), "[555d]");
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

static void any_flower_redeems_a_joker_standing_for_a_flower(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *mine = parse("F 1b");
  mahjong_hand *theirs = parse("[F F J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&am, hands, &turn, 1, 0, FLOWER, &x, &hand, &owner), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(x.exposure.len, 3);
  for (size_t i = 0; i < 3; i++) CHECK_EQ_INT(x.exposure.tiles[i], FLOWER);
  CHECK_EQ_STR(american(hand), "1b J");
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

static void a_c_hand_may_redeem_another_players_exposed_joker(void) {
  /* A fully concealed hand (no exposures) redeems without exposing its own tiles. */
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *mine = parse("2222b 4444b 6666b 5d");
  mahjong_hand *theirs = parse("[5d 5d J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, false};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&am, hands, &turn, 1, 0, P5, &x, &hand, &owner), MAHJONG_RESULT_OK);
  size_t melds = 9;
  melds = mahjong_hand_meld_count(hand);
  CHECK_EQ_INT(melds, 0);
  CHECK_EQ_STR(american(owner), "[555d]");
  mahjong_hand_free(hand);
  mahjong_hand_free(owner);
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

static void the_challenged_dead_player_stops_exchanging(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *mine = parse("5d");
  mahjong_hand *theirs = parse("[5d 5d J]");
  const mahjong_hand *hands[4] = {mine, theirs, NULL, NULL};
  mahjong_turn turn = {0, MAHJONG_PHASE_DRAWN, true};
  mahjong_joker_exchange x;
  mahjong_hand *hand = NULL, *owner = NULL;
  CHECK_EQ_INT(mahjong_rules_exchange_joker(&am, hands, &turn, 1, 0, P5, &x, &hand, &owner),
               MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 0 has a dead hand");
  CHECK(hand == NULL && owner == NULL);
  mahjong_hand_free(mine);
  mahjong_hand_free(theirs);
}

/* ---- dead hands and kongs ---- */

static void a_kong_counts_as_one_complete_set_even_though_it_contains_four_tiles(void) {
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *h = parse("[1111m] 234m 567p 89s 11z");
  mahjong_dead_hand d;
  CHECK_EQ_INT(mahjong_rules_tile_count_dead(&cn, h, MAHJONG_PHASE_WAITING, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_NONE);
  CHECK_EQ_INT(mahjong_rules_tile_count_dead(&cn, h, MAHJONG_PHASE_DRAWN, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.reason, MAHJONG_DEAD_WRONG_TILE_COUNT);
  CHECK_EQ_INT(d.has, 13);
  CHECK_EQ_INT(d.expected, 14);
  /* American: a kong is four tiles of the fourteen. */
  CHECK_EQ_INT(mahjong_rules_tile_count_dead(&am, h, MAHJONG_PHASE_WAITING, &d), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(d.has, 14);
  CHECK_EQ_INT(d.expected, 13);
  mahjong_hand_free(h);
}

static void once_exposed_they_cannot_be_changed_except_through_a_joker_exchange(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *h = parse("5z 9p [555z]");
  mahjong_hand *after = NULL;
  CHECK_EQ_INT(mahjong_rules_add_to_pung(&am, h, 0, Z5, true, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "adding to a pung is not allowed in american play");
  mahjong_hand_free(h);
  h = parse("1111z 5m");
  CHECK_EQ_INT(mahjong_rules_declare_concealed_kong(&am, h, 0, Z1, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "declaring a concealed kong is not allowed in american play");
  mahjong_hand_free(h);
  mahjong_meld added = {MAHJONG_MELD_KONG, MAHJONG_MELD_STATUS_ADDED, {P5, P5, P5, P5, 0, 0}, 4};
  h = parse("123m456p789s111z5p");
  CHECK_EQ_INT(mahjong_rules_rob_kong(&am, h, 2, &added, &after), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "robbing a kong is not allowed in american play");
  CHECK(after == NULL);
  mahjong_hand_free(h);
}

/* ---- deal, wall, flowers ---- */

static void east_rolls_both_dice_and_counts_their_sum(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_wall_break b;
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 6, 6, &b), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(b.breaker, 0);
  CHECK_EQ_INT(b.wall, 0);
  CHECK_EQ_INT(b.stack, 12);
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 3, 19, 4, 5, &b), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(b.wall, 3);
  CHECK_EQ_INT(b.stack, 9);
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 1, 6, &b), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(b.stack, 7);
}

static void a_die_shows_one_to_six_and_a_wall_has_at_least_one_stack(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_table cn = table(MAHJONG_VARIANT_CHINESE, 4);
  mahjong_wall_break b = {7, 7, 7};
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 0, 3, &b), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "first 0 is out of range: a die shows 1 to 6");
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 0, 3, 3, &b), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "stacks_per_wall 0 is out of range: at least 1 stack");
  CHECK_EQ_INT(mahjong_rules_break_wall(&am, 0, 19, 300, 3, &b), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "first 300 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12");
  CHECK_EQ_INT(mahjong_rules_break_wall(&cn, 0, 17, 11, 13, &b), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "second 13 is out of range: a throw of two dice is 2 to 12");
  CHECK_EQ_INT(b.stack, 7); /* nothing written on error */
}

static void three_player_triangular_walls_are_22_stacks_or_23_with_flowers(void) {
  mahjong_table three = table(MAHJONG_VARIANT_CHINESE, 3);
  uint32_t n = 0;
  CHECK_EQ_INT(mahjong_rules_wall_stacks(&three, false, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 22);
  CHECK_EQ_INT(mahjong_rules_wall_stacks(&three, true, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 23);
  CHECK_EQ_INT(mahjong_rules_tiles_dealt(&three, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 40);
}

static void a_three_player_deal_goes_to_the_three_seats_in_play_only(void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_table three = table(MAHJONG_VARIANT_AMERICAN, 3);
  mahjong_seat order[53];
  size_t len = 0;
  uint32_t dealt = 0;
  CHECK_EQ_INT(mahjong_rules_tiles_dealt(&am, &dealt), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(dealt, 53);
  CHECK_EQ_INT(mahjong_rules_deal_order(&am, 1, order, 53, &len), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(len, 53);
  int per_seat[4] = {0, 0, 0, 0};
  for (size_t i = 0; i < len; i++) per_seat[order[i]]++;
  CHECK_EQ_INT(per_seat[0], 13);
  CHECK_EQ_INT(per_seat[1], 14);
  CHECK_EQ_INT(per_seat[2], 13);
  CHECK_EQ_INT(per_seat[3], 13);
  /* Three players: 36 tiles in fours, then one each from East (seat 1), then East's last. */
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 1, order, 53, &len), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(len, 40);
  CHECK_EQ_INT(order[8], 0);
  CHECK_EQ_INT(order[36], 1);
  CHECK_EQ_INT(order[37], 2);
  CHECK_EQ_INT(order[38], 0);
  CHECK_EQ_INT(order[39], 1);
  for (size_t i = 0; i < len; i++) CHECK(order[i] != 3);
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 1, order, 39, &len), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_rules_deal_order(&three, 3, order, 53, &len), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 3 is not in play at a table of 3");
}

static void flowers_dealt_are_declared_and_replaced_and_all_eight_may_win(void) {
  mahjong_table br = table(MAHJONG_VARIANT_BRITISH, 4);
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_hand *h = parse("1f 2f 4g 1112345678999m");
  uint32_t n = 9;
  CHECK_EQ_INT(mahjong_rules_bonus_replacements(&br, h, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 3);
  CHECK_EQ_INT(mahjong_rules_bonus_replacements(&am, h, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 0);
  mahjong_hand_free(h);
  bool all = false;
  h = parse("1234f1234g 11m");
  CHECK_EQ_INT(mahjong_rules_holds_all_bonus_tiles(h, &all), MAHJONG_RESULT_OK);
  CHECK(all);
  mahjong_hand_free(h);
  h = parse("1234f123g 11m");
  CHECK_EQ_INT(mahjong_rules_holds_all_bonus_tiles(h, &all), MAHJONG_RESULT_OK);
  CHECK(!all);
  mahjong_hand_free(h);
}

static void courtesy_numbers_out_of_range_name_the_argument(void) {
  uint32_t count = 9;
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, (uint32_t)-1, 2, 3, &count), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "a_asks 4294967295 is out of range: 0 to 3 tiles");
  CHECK_EQ_INT(mahjong_rules_courtesy_count(0, 2, 2, 256, &count), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "b_asks 256 is out of range: 0 to 3 tiles");
  CHECK_EQ_INT(count, 9);
}

/* ---- seat winds and rotation ---- */

static void triangular_mah_jong_for_3_players_eliminates_the_north_position_completely(void) {
  mahjong_table three = table(MAHJONG_VARIANT_CHINESE, 3);
  uint32_t w = 9;
  /* Dealer seat 1: seat 1 East, seat 2 South, seat 0 West. */
  CHECK_EQ_INT(mahjong_rules_seat_wind(&three, 1, 1, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w, 0);
  CHECK_EQ_INT(mahjong_rules_seat_wind(&three, 2, 1, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w, 1);
  CHECK_EQ_INT(mahjong_rules_seat_wind(&three, 0, 1, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w, 2);
  CHECK_EQ_INT(mahjong_rules_seat_wind(&three, 3, 1, &w), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "seat 3 is not in play at a table of 3");
}

static void one_player_plays_east_the_other_west(void) {
  mahjong_table two = table(MAHJONG_VARIANT_CHINESE, 2);
  mahjong_table four = table(MAHJONG_VARIANT_BRITISH, 4);
  uint32_t w = 9;
  CHECK_EQ_INT(mahjong_rules_seat_wind(&two, 0, 1, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w, 2);
  CHECK_EQ_INT(mahjong_rules_seat_wind(&two, 1, 1, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w, 0);
  /* Four players, dealer seat 3: seats 0..3 are South, West, North, East. */
  const uint32_t expect[4] = {1, 2, 3, 0};
  for (uint32_t s = 0; s < 4; s++) {
    CHECK_EQ_INT(mahjong_rules_seat_wind(&four, s, 3, &w), MAHJONG_RESULT_OK);
    CHECK_EQ_INT(w, expect[s]);
  }
}

static void three_or_four_rounds_as_agreed(void) {
  mahjong_table three = table(MAHJONG_VARIANT_CHINESE, 3);
  for (int agreed = 0; agreed < 2; agreed++) {
    three.house.wind_rounds = agreed ? 3 : 0;
    mahjong_round r;
    CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
    int hands = 0;
    while (!r.finished && hands < 20) {
      mahjong_round next;
      CHECK_EQ_INT(mahjong_rules_next_round(&three, &r, (int32_t)((r.dealer + 1) % 3), &next), MAHJONG_RESULT_OK);
      r = next;
      hands++;
    }
    CHECK_EQ_INT(hands, agreed ? 9 : 12);
    CHECK_EQ_INT(r.prevailing, agreed ? 2 : 3);
  }
  three.house.wind_rounds = 5;
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_rules_next_round(&three, &r, -1, &next), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "wind_rounds 5 is out of range: 0 (all four) or 1 to 4 wind rounds");
}

/* A table seats 2 to 4 players and holds at most 8 blanks: any other table is refused by every
   function that reads it, with the rule error the core gives. */
static void a_table_of_nine_players_is_refused(void) {
  mahjong_round r, next;
  CHECK_EQ_INT(mahjong_round_start(0, &r), MAHJONG_RESULT_OK);
  mahjong_table nine = table(MAHJONG_VARIANT_CHINESE, 9);
  CHECK_EQ_INT(mahjong_rules_next_round(&nine, &r, -1, &next), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "players 9 is out of range: 2 to 4 players");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_OUT_OF_RANGE);
  CHECK_EQ_INT(MAHJONG_ERROR_KIND_OUT_OF_RANGE, 39); /* the core's number, never changed */
  mahjong_table one = table(MAHJONG_VARIANT_AMERICAN, 1);
  CHECK_EQ_INT(mahjong_rules_next_round(&one, &r, -1, &next), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "players 1 is out of range: 2 to 4 players");
  mahjong_table blanks = table(MAHJONG_VARIANT_AMERICAN, 4);
  blanks.house.blanks = 9;
  CHECK_EQ_INT(mahjong_rules_next_round(&blanks, &r, -1, &next), MAHJONG_RESULT_RULE_VIOLATION);
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

static void five_players_four_play_at_a_time_and_the_seat_rotates(void) {
  CHECK_EQ_INT(mahjong_rules_sitting_out(5, 0), 4);
  CHECK_EQ_INT(mahjong_rules_sitting_out(5, 1), 3);
  CHECK_EQ_INT(mahjong_rules_sitting_out(4, 7), -1);
}

static void house_rule_the_player_sitting_out_bets_right_guess_collects_wrong_guess_pays_as_the_chosen_player(
    void) {
  mahjong_table am = table(MAHJONG_VARIANT_AMERICAN, 4);
  mahjong_bet_outcome o = 9;
  int32_t seat = 9;
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, 1, 1, &o, &seat), MAHJONG_RESULT_RULE_VIOLATION);
  CHECK_EQ_STR(last_error(), "house rule not played at this table: fifth player bets");
  am.house.fifth_player_bets = true;
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, -1, -1, &o, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_BET_COLLECTS_FROM_LOSERS);
  CHECK_EQ_INT(seat, -1);
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, 3, 0, &o, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_BET_PAYS_AS);
  CHECK_EQ_INT(seat, 3);
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, -1, 0, &o, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_BET_PAYS_AS_LOSER);
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, 1, 1, &o, &seat), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(o, MAHJONG_BET_COLLECTS_FROM_LOSERS);
  CHECK_EQ_INT(mahjong_rules_settle_bet(&am, 7, 1, &o, &seat), MAHJONG_RESULT_INVALID_ARGUMENT);
}

int main(void) {
  no_chow_claims_in_american_play();
  winds_and_dragons_cannot_be_used_in_a_chow();
  a_kong_can_only_be_made_using_a_discard_if_the_other_three_tiles_are_concealed_in_hand();
  if_two_players_make_the_same_type_of_call_the_player_nearest_in_turn_from_the_discarder_has_priority();
  two_player_no_chows_are_allowed();
  a_chow_may_be_claimed_only_from_the_player_on_the_left();
  british_mah_jong_with_only_one_chow();
  claiming_counts_as_your_turn_and_only_mah_jongg_skips_the_discard();
  several_joker_exchanges_per_turn_are_allowed();
  any_flower_redeems_a_joker_standing_for_a_flower();
  a_c_hand_may_redeem_another_players_exposed_joker();
  the_challenged_dead_player_stops_exchanging();
  a_kong_counts_as_one_complete_set_even_though_it_contains_four_tiles();
  once_exposed_they_cannot_be_changed_except_through_a_joker_exchange();
  east_rolls_both_dice_and_counts_their_sum();
  a_die_shows_one_to_six_and_a_wall_has_at_least_one_stack();
  three_player_triangular_walls_are_22_stacks_or_23_with_flowers();
  a_three_player_deal_goes_to_the_three_seats_in_play_only();
  flowers_dealt_are_declared_and_replaced_and_all_eight_may_win();
  courtesy_numbers_out_of_range_name_the_argument();
  triangular_mah_jong_for_3_players_eliminates_the_north_position_completely();
  one_player_plays_east_the_other_west();
  three_or_four_rounds_as_agreed();
  a_table_of_nine_players_is_refused();
  five_players_four_play_at_a_time_and_the_seat_rotates();
  house_rule_the_player_sitting_out_bets_right_guess_collects_wrong_guess_pays_as_the_chosen_player();
  CHECK_DONE();
}

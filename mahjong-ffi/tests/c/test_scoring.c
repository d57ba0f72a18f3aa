/* Scoring and settlement through the C ABI. Every expected value is worked
 * out by hand in the comment above it, from the seed's tables. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

static mahjong_score_rules rules_of(mahjong_rule_profile profile) {
  mahjong_score_rules r;
  memset(&r, 0, sizeof r);
  CHECK_EQ_INT(mahjong_score_rules_default(profile, &r), MAHJONG_RESULT_OK);
  return r;
}

static mahjong_score *score_ok(const char *text, const mahjong_score_rules *rules) {
  mahjong_hand *h = parse(text);
  mahjong_score *s = NULL;
  CHECK_EQ_INT(mahjong_hand_score(h, rules, true, &s), MAHJONG_RESULT_OK);
  CHECK(s != NULL);
  mahjong_hand_free(h);
  return s;
}

static void check_summary(const mahjong_score *s, uint32_t points, uint32_t doubles, uint32_t total) {
  mahjong_score_info info = mahjong_score_get_info(s);
  CHECK_EQ_INT(info.points, points);
  CHECK_EQ_INT(info.doubles, doubles);
  CHECK_EQ_INT(info.total, total);
}

/* Scores the hand written `text`, checks its points, doubles and total, and frees the score. */
static void check_scored(const char *text, const mahjong_score_rules *rules, uint32_t points, uint32_t doubles,
                         uint32_t total) {
  mahjong_score *s = score_ok(text, rules);
  check_summary(s, points, doubles, total);
  mahjong_score_free(s);
}

/* Scores `h` (a winning hand when `mah_jong`), checks its points, doubles and total, and frees the
 * score. */
static void check_hand_scored(const mahjong_hand *h, const mahjong_score_rules *rules, bool mah_jong, uint32_t points,
                              uint32_t doubles, uint32_t total) {
  mahjong_score *s = NULL;
  CHECK_EQ_INT(mahjong_hand_score(h, rules, mah_jong, &s), MAHJONG_RESULT_OK);
  check_summary(s, points, doubles, total);
  mahjong_score_free(s);
}

/* South player, West round, won on a discarded 4p (23p waited on 1p and 4p):
 * [555z] exposed major pung 4, 999m concealed major pung 8, going Mah Jong 10 = 22 points;
 * pung of dragons: one double. 22 x 2 = 44. */
static void test_breakdown_names_points_doubles_and_tiles(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  CHECK_EQ_INT(rules.limit, 1000);
  CHECK(!rules.flowers_and_seasons);
  mahjong_score *s = score_ok("[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W", &rules);
  check_summary(s, 22, 1, 44);
  bool limit = true;
  limit = mahjong_score_get_info(s).is_limit;
  CHECK(!limit);
  size_t count = 0;
  count = mahjong_score_get_info(s).item_count;
  CHECK_EQ_INT(count, 4);

  const char *names[4] = {"Major tile Pung", "Major tile Pung", "For going Mah Jong", "Pung or Kong of Dragons"};
  const uint32_t kinds[4] = {MAHJONG_SCORE_ITEM_MAJOR_PUNG, MAHJONG_SCORE_ITEM_MAJOR_PUNG, MAHJONG_SCORE_ITEM_MAH_JONG,
                             MAHJONG_SCORE_ITEM_PUNG_OF_DRAGONS};
  const uint32_t points[4] = {4, 8, 10, 0};
  const uint32_t doubles[4] = {0, 0, 0, 1};
  /* White dragon 5z is tile 31, 9 craks is tile 8. */
  const size_t n_tiles[4] = {3, 3, 0, 3};
  const mahjong_tile first_tile[4] = {31, 8, 0, 31};
  for (size_t i = 0; i < 4; i++) {
    mahjong_score_item item = mahjong_score_get_item(s, i);
    CHECK_EQ_STR(item.label, names[i]);
    CHECK_EQ_INT(item.kind, kinds[i]);
    CHECK_EQ_INT(item.points, points[i]);
    CHECK_EQ_INT(item.doubles, doubles[i]);
    CHECK_EQ_INT(item.n_tiles, n_tiles[i]);
    if (item.n_tiles > 0) CHECK_EQ_INT(item.tiles[0], first_tile[i]);
  }
  CHECK(mahjong_score_get_item(s, 4).label == NULL); /* past the last: zeros */
  CHECK(mahjong_score_get_item(NULL, 0).label == NULL);
  CHECK_EQ_INT(mahjong_score_get_info(NULL).total, 0);
  char name[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SCORE_ITEM, MAHJONG_SCORE_ITEM_PAIR_OF_OWN_WIND, true, name, sizeof name, &n),
               MAHJONG_RESULT_OK);
  CHECK_EQ_STR(name, "Pair of player's own Wind");
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SCORE_ITEM, 35, true, name, sizeof name, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  mahjong_score_free(s);
}

/* East seat, East round, self-drawn 2p. (1111z) concealed major kong 32 + (5555z) 32 + 999m
 * concealed pung 8 + 111p 8 + Mah Jong 10 + drawn from the wall 2 = 92 (3p would also have
 * won: 11p pair and 123p, so not the only possible tile). Doubles: own wind, prevailing wind,
 * dragons, no chows = 4. 92 x 16 = 1472: cut to the limit 1000; under the English limit
 * 2000 it stands. */
static void test_limit_1000_or_2000(void) {
  const char *text = "(1111z) (5555z) 999m 111p 22p ; win=2p by=self seat=E prevailing=E";
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  mahjong_score *s = score_ok(text, &rules);
  check_summary(s, 92, 4, 1000);
  CHECK_EQ_INT(mahjong_score_get_info(s).raw_total, 1472);
  CHECK(mahjong_score_get_info(s).is_limit);
  mahjong_score_free(s);
  rules.limit = 2000;
  s = score_ok(text, &rules);
  check_summary(s, 92, 4, 1472);
  CHECK(!mahjong_score_get_info(s).is_limit);
  mahjong_score_free(s);
}

/* British, South seat, 1f-4f: [222m] 2 + 444p 4 + 666s 4 + 20 for Mah Jong + 4 x 4 flowers
 * = 46; own flower (2f) 1 double + complete set 2 doubles = 3: 46 x 8 = 368. Without flowers
 * and seasons: 30, no doubles. */
static void test_british_flowers_own_and_complete_set(void) {
  const char *text = "[222m] 444p 666s 789s 99m 1234f ; win=9s seat=S prevailing=W";
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_BRITISH);
  CHECK(rules.flowers_and_seasons);
  check_scored(text, &rules, 46, 3, 368);
  rules.flowers_and_seasons = false;
  check_scored(text, &rules, 30, 0, 30);
}

/* The seat comes from the hand's context: [222z] is the South player's own wind (4 + 10 = 14,
 * one double: 28); moved to the West seat, South winds score only as a major pung: 14. */
static void test_seat_from_the_context(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  mahjong_hand *h = parse("[222z] 456p 456s 789s 99m ; win=9s seat=S prevailing=W");
  check_hand_scored(h, &rules, true, 14, 1, 28);
  mahjong_win_context ctx = mahjong_hand_get_info(h).context;
  ctx.seat_wind = 2;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_OK);
  check_hand_scored(h, &rules, true, 14, 0, 14);
  mahjong_hand_free(h);
}

/* A loser (South): [555p] exposed minor pung 2, 444z held concealed 8, 22z own wind pair 2:
 * 12 points, no doubles. */
/* South player: [555p] exposed minor pung 2, 444z concealed major pung 8, 22z pair of own wind
 * 2: 12 points, no doubles. A losing hand holds 13 tiles (a kong counts 3): "5z" is an error. */
static void test_losing_hand(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  mahjong_hand *h = parse("[555p] 444z 22z 13579m ; seat=S");
  check_hand_scored(h, &rules, false, 12, 0, 12);
  mahjong_hand_free(h);

  mahjong_score *s = NULL;
  h = parse("5z");
  CHECK_EQ_INT(mahjong_hand_score(h, &rules, false, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK(s == NULL);
  CHECK_EQ_STR(last_error(), "1 tiles in sets (kongs count 3); expected 13");
  mahjong_hand_free(h);
}

/* A limit of 0 is refused; the triangular game with flowers has no Bamboo flower (4f) or Winter
 * season (4g): "one season and one flower is removed, usually Winter and Bamboo tiles". */
static void test_limit_zero_and_three_player_winter_and_bamboo_removed(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  rules.limit = 0;
  mahjong_hand *h = parse("[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W");
  mahjong_score *s = NULL;
  CHECK_EQ_INT(mahjong_hand_score(h, &rules, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "limit 0 is not a limit: it must be at least 1");
  mahjong_payments p;
  const uint32_t scores[4] = {0, 60, 0, 0};
  CHECK_EQ_INT(mahjong_settle(&rules, 1, scores, &p), MAHJONG_RESULT_SCORE_ERROR);
  mahjong_hand_free(h);

  mahjong_score_rules three = rules_of(MAHJONG_RULES_THREE_PLAYER);
  three.flowers_and_seasons = true;
  h = parse("[222m] 456p 456s 789s 55z 4f ; win=9s seat=S prevailing=W");
  CHECK_EQ_INT(mahjong_hand_score(h, &three, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "4f is not used in this game");
  mahjong_hand_free(h);
  h = parse("[222m] 456p 456s 789s 55z 4g ; win=9s seat=S prevailing=W");
  CHECK_EQ_INT(mahjong_hand_score(h, &three, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "4g is not used in this game");
  mahjong_hand_free(h);
  /* [222m] 2 + pair 55z 2 + 10 + 1f 4 + 3g 4 = 22. */
  check_scored("[222m] 456p 456s 789s 55z 1f 3g ; win=9s seat=S prevailing=W", &three, 22, 0, 22);
}

/* Four concealed wind kongs and a dragon pair: Four Blessings Hovering Over the Door (limit),
 * named even though the standard reading reaches the limit too. */
static void test_special_hand_named_at_the_limit(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  mahjong_score *s = score_ok("(1111z) (2222z) (3333z) (4444z) 55z ; win=5z", &rules);
  uint32_t total = 0;
  total = mahjong_score_get_info(s).total;
  CHECK_EQ_INT(total, 1000);
  CHECK_EQ_STR(mahjong_score_get_item(s, 0).label, "Four Blessings Hovering Over the Door");
  mahjong_score_free(s);
}

static void test_bad_input(void) {
  mahjong_rule_profile p = 99;
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_RULE_PROFILE, "two-player", 10, &p), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(p, MAHJONG_RULES_TWO_PLAYER);
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_RULE_PROFILE, "riichi", 6, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(),
               "unknown rule profile \"riichi\": expected classical, british, two_player, three_player or mcr");
  mahjong_score_rules bad = {7, 1000, false};
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  CHECK_EQ_INT(mahjong_score_rules_default(5, &bad), MAHJONG_RESULT_INVALID_ARGUMENT);

  mahjong_hand *h = parse("123m 456p 789s 235s 99m ; win=2s");
  mahjong_score *s = NULL;
  CHECK_EQ_INT(mahjong_hand_score(h, &rules, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK(s == NULL);
  CHECK_EQ_STR(last_error(), "not a Mah Jong hand under the classical rules");
  CHECK_EQ_INT(mahjong_hand_score(h, &bad, true, &s), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_hand_score(NULL, &rules, true, &s), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_hand_score(h, &rules, true, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_hand_free(h);

  /* British: "one chow per hand". */
  mahjong_score_rules british = rules_of(MAHJONG_RULES_BRITISH);
  h = parse("[123m] [456p] 456s 999s 99m ; win=9s seat=S prevailing=W");
  CHECK_EQ_INT(mahjong_hand_score(h, &british, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "2 chows; this game allows 1");
  mahjong_hand_free(h);

  char msg[128];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_SCORE_ERROR, msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the hand cannot be scored or settled under these rules");
  mahjong_score_free(NULL);
}

/* The payments of a settlement that must succeed. */
static mahjong_payments settled(const mahjong_score_rules *rules, int32_t winner, const uint32_t scores[4]) {
  mahjong_payments p;
  CHECK_EQ_INT(mahjong_settle(rules, winner, scores, &p), MAHJONG_RESULT_OK);
  return p;
}

/* West wins with 40; East 30, South 8, North 12. To West: East pays double 80, South 40,
 * North 40. Losers: South pays East 2 x 22 = 44, South pays North 4, North pays East
 * 2 x 18 = 36. Nets: East -80 + 44 + 36 = 0; South -40 - 44 - 4 = -88; West 160;
 * North -40 + 4 - 36 = -72. */
static void test_settle_classical_east_doubling_and_losers(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  const uint32_t scores[4] = {30, 8, 40, 12};
  mahjong_payments p = settled(&rules, 2, scores);
  CHECK_EQ_INT(p.table[0][2], 80);
  CHECK_EQ_INT(p.table[1][2], 40);
  CHECK_EQ_INT(p.table[3][2], 40);
  CHECK_EQ_INT(p.table[1][0], 44);
  CHECK_EQ_INT(p.table[1][3], 4);
  CHECK_EQ_INT(p.table[3][0], 36);
  CHECK_EQ_INT(p.table[0][1], 0);
  CHECK_EQ_INT(p.table[2][0], 0);
  const int64_t nets[4] = {0, -88, 160, -72};
  for (int i = 0; i < 4; i++) CHECK_EQ_INT(p.nets[i], nets[i]);

  /* A wall game pays nothing. */
  p = settled(&rules, MAHJONG_WALL_GAME, scores);
  for (int i = 0; i < 4; i++) {
    CHECK_EQ_INT(p.nets[i], 0);
    for (int j = 0; j < 4; j++) CHECK_EQ_INT(p.table[i][j], 0);
  }
}

/* Two players: West wins with 30 against East's 70: West receives 30 + (70 - 30) = 70, and
 * East does not pay double. South and North are not at the table. */
static void test_settle_two_player(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_TWO_PLAYER);
  const uint32_t scores[4] = {70, 0, 30, 0};
  mahjong_payments p = settled(&rules, 2, scores);
  CHECK_EQ_INT(p.table[0][2], 70);
  CHECK_EQ_INT(p.nets[0], -70);
  CHECK_EQ_INT(p.nets[2], 70);
  const uint32_t zero[4] = {0, 0, 0, 0};
  CHECK_EQ_INT(mahjong_settle(&rules, 3, zero, &p), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "no player has the north wind at this table");
  /* Winds are seats 0 (East) to 3 (North), read by the core's rules::limits::wind naming the
   * argument as the header does, kind INVALID_ARGUMENT. */
  CHECK_EQ_INT(mahjong_settle(&rules, 4, zero, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winner 4 is not a seat (0 to 3, or -1 for none)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  /* -1 is a wall game; another negative is no wind, named as given. */
  CHECK_EQ_INT(mahjong_settle(&rules, -2, zero, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winner -2 is not a seat (0 to 3, or -1 for none)");
  mahjong_score *sc[4];
  const mahjong_hand *none[4] = {NULL, NULL, NULL, NULL};
  CHECK_EQ_INT(mahjong_settle_hands(&rules, none, -1, 4, sc, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "prevailing 4 is not a seat (0 to 3)");
  CHECK_EQ_INT(mahjong_settle_hands(&rules, none, 5, 0, sc, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winner 5 is not a seat (0 to 3, or -1 for none)");
  CHECK_EQ_INT(mahjong_settle(&rules, 0, NULL, &p), MAHJONG_RESULT_NULL_PARAMETER);
}

static mahjong_american_win american_win(uint32_t winner, uint32_t value) {
  mahjong_american_win w;
  memset(&w, 0, sizeof w);
  w.winner = winner;
  w.value = value;
  w.by = MAHJONG_AMERICAN_WIN_BY_SELF_DRAWN;
  w.discarder = winner;
  w.line_takes_jokers = true;
  return w;
}

static void check_nets(const mahjong_payments *p, int64_t e, int64_t s, int64_t w, int64_t n) {
  CHECK_EQ_INT(p->nets[0], e);
  CHECK_EQ_INT(p->nets[1], s);
  CHECK_EQ_INT(p->nets[2], w);
  CHECK_EQ_INT(p->nets[3], n);
}

static void test_settle_american(void) {
  mahjong_american_rules league = {MAHJONG_AMERICAN_FORMAT_LEAGUE, false};
  mahjong_american_settlement s;

  /* West wins a 25 line on South's discard: South pays double 50, East and North 25. */
  mahjong_american_win w = american_win(2, 25);
  w.by = MAHJONG_AMERICAN_WIN_BY_DISCARD;
  w.discarder = 1;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.winner, 2);
  CHECK_EQ_INT(s.value, 25);
  CHECK(!s.self_drawn);
  CHECK_EQ_INT(s.payments.table[1][2], 50);
  check_nets(&s.payments, -25, -50, 100, -25);

  /* Dead hands still pay: North dead, same win: North still pays 25. */
  w.dead[3] = true;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.payments.table[3][2], 25);
  w.dead[3] = false;

  /* Winds are 0 (East) to 3 (North); a field past them is named as the header names it. */
  mahjong_american_win bad = w;
  bad.discarder = 5;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &bad, &league, &s), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "discarder 5 is not a seat (0 to 3)");
  bad.winner = 4;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &bad, &league, &s), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winner 4 is not a seat (0 to 3)");

  /* House rule: the discarder (South) pays everyone's share: 50 + 25 + 25 = 100. */
  mahjong_american_rules party = {MAHJONG_AMERICAN_FORMAT_LEAGUE, true};
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &party, &s), MAHJONG_RESULT_OK);
  check_nets(&s.payments, 0, -100, 100, 0);

  /* North self-draws a 30 line jokerless, announced: 30 x 2 x 2 = 120 from each. */
  w = american_win(3, 30);
  w.jokerless = true;
  w.jokerless_announced = true;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK(s.jokerless_double);
  CHECK(s.self_drawn);
  CHECK_EQ_INT(s.value, 60);
  check_nets(&s.payments, -120, -120, -120, 360);

  /* Not announced: no bonus, 60 from each. A singles-and-pairs line: no bonus either. */
  w.jokerless_announced = false;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  check_nets(&s.payments, -60, -60, -60, 180);
  w.jokerless_announced = true;
  w.line_takes_jokers = false;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK(!s.jokerless_double);
  check_nets(&s.payments, -60, -60, -60, 180);

  /* South wins a 35 line right after a joker exchange: counts as self-drawn, 70 from each. */
  w = american_win(1, 35);
  w.by = MAHJONG_AMERICAN_WIN_BY_JOKER_EXCHANGE;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK(s.self_drawn);
  check_nets(&s.payments, -70, 210, -70, -70);

  /* A self-drawn win names no discarder (the winner stands in): another seat is refused by the
     core, as in Python and Rust (West wins 25 self-drawn, South named). */
  mahjong_american_win named = american_win(2, 25);
  named.discarder = 1;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &named, &league, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "a win on the discard of the player with the south wind cannot also be self-drawn or after a joker exchange");
  named.by = MAHJONG_AMERICAN_WIN_BY_JOKER_EXCHANGE;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &named, &league, &s), MAHJONG_RESULT_SCORE_ERROR);

  /* The social format just names the winner. */
  mahjong_american_rules social = {MAHJONG_AMERICAN_FORMAT_SOCIAL, false};
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &social, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.winner, 1);
  CHECK_EQ_INT(s.value, 0);
  check_nets(&s.payments, 0, 0, 0, 0);

  /* Errors: the winner threw the winning tile; an unknown way to win. */
  w = american_win(2, 25);
  w.by = MAHJONG_AMERICAN_WIN_BY_DISCARD;
  w.discarder = 2;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the player with the west wind cannot both win and throw the winning tile");
  w.by = 9;
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_settle_american(NULL, NULL, &league, &s), MAHJONG_RESULT_NULL_PARAMETER);
}

static mahjong_match *match_sample(const char *text) {
  mahjong_card *card = NULL;
  CHECK_EQ_INT(mahjong_card_sample(&card), MAHJONG_RESULT_OK);
  mahjong_hand *h = parse(text);
  mahjong_match *m = NULL;
  CHECK_EQ_INT(mahjong_card_match(card, h, &m), MAHJONG_RESULT_OK);
  CHECK(m != NULL);
  mahjong_hand_free(h);
  mahjong_card_free(card);
  return m;
}

/* Winds-Dragons #1 (printed 25), "NNNN EEE WWW SSSS", no joker. South wins on East's discard.
 * "Announce "jokerless" when you declare, or the bonus is lost": not announced, East pays 50,
 * West and North 25; announced, 50 doubled: East 100, West and North 50. */
static void test_settle_american_match(void) {
  mahjong_american_rules league = {MAHJONG_AMERICAN_FORMAT_LEAGUE, false};
  mahjong_american_settlement s;
  mahjong_match *m = match_sample("NNNN EEE WWW SSSS");
  mahjong_american_win w = american_win(1, 0); /* value is read from the match */
  w.by = MAHJONG_AMERICAN_WIN_BY_DISCARD;
  w.discarder = 0;
  CHECK_EQ_INT(mahjong_settle_american(m, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.value, 25);
  CHECK(!s.jokerless_double);
  check_nets(&s.payments, -50, 100, -25, -25);
  w.jokerless_announced = true;
  CHECK_EQ_INT(mahjong_settle_american(m, &w, &league, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.value, 50);
  CHECK(s.jokerless_double);
  check_nets(&s.payments, -100, 200, -50, -50);
  mahjong_match_free(m);

  /* A joker in the hand: claiming jokerless contradicts it. */
  m = match_sample("NNNN EEE WWW SSSJ");
  w.jokerless = true;
  CHECK_EQ_INT(mahjong_settle_american(m, &w, &league, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "jokerless was claimed but the hand holds jokers");
  /* Without the claim: 25, announced or not. */
  w.jokerless = false;
  CHECK_EQ_INT(mahjong_settle_american(m, &w, &league, &s), MAHJONG_RESULT_OK);
  check_nets(&s.payments, -50, 100, -25, -25);
  mahjong_match_free(m);
}

/* "It is a wall game: nobody wins, and in the standard game nobody pays." */
static void test_settle_american_wall_game(void) {
  mahjong_american_settlement s = mahjong_settle_american_wall_game();
  CHECK_EQ_INT(s.winner, MAHJONG_WALL_GAME);
  CHECK_EQ_INT(s.value, 0);
  CHECK(!s.jokerless_double);
  for (int from = 0; from < 4; from++)
    for (int to = 0; to < 4; to++) CHECK_EQ_INT(s.payments.table[from][to], 0);
  check_nets(&s.payments, 0, 0, 0, 0);
}

/* Amounts that do not fit in 32 bits are errors, never cut short: 2^31 self-drawn pays 2^32. */
static void test_settle_american_overflow(void) {
  mahjong_american_rules league = {MAHJONG_AMERICAN_FORMAT_LEAGUE, false};
  mahjong_american_settlement s;
  mahjong_american_win w = american_win(0, 2147483648u);
  CHECK_EQ_INT(mahjong_settle_american(NULL, &w, &league, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the amount 4294967296 does not fit in 32 bits");
}

/* One call settles a whole hand: the same scores and payments as scoring each hand at its seat
 * and settling the four totals. */
static void test_settle_hands_as_the_three_calls(void) {
  mahjong_score_rules rules = rules_of(MAHJONG_RULES_CLASSICAL);
  const char *texts[4] = {"111s 222s 345p 77z 99m", "123m456m789m111p22p; win=2p by=self",
                          "[555z] 123s 456s 78s 99p", "[666z] 11z 234m 567p 88s"};
  /* The same hands with their seat and prevailing wind written in, for the one-by-one path. */
  const char *seated[4] = {"111s 222s 345p 77z 99m; seat=E prevailing=S",
                           "123m456m789m111p22p; win=2p by=self seat=S prevailing=S",
                           "[555z] 123s 456s 78s 99p; seat=W prevailing=S",
                           "[666z] 11z 234m 567p 88s; seat=N prevailing=S"};
  const mahjong_hand *hands[4];
  mahjong_hand *owned[4];
  for (int i = 0; i < 4; i++) hands[i] = owned[i] = parse(texts[i]);
  mahjong_score *scores[4] = {NULL, NULL, NULL, NULL};
  mahjong_payments p;
  CHECK_EQ_INT(mahjong_settle_hands(&rules, hands, 1, 1, scores, &p), MAHJONG_RESULT_OK);
  uint32_t totals[4];
  for (int i = 0; i < 4; i++) {
    mahjong_hand *h = parse(seated[i]);
    mahjong_score *one = NULL;
    if (i == 1) {
      CHECK_EQ_INT(mahjong_hand_score(h, &rules, true, &one), MAHJONG_RESULT_OK);
    } else {
      CHECK_EQ_INT(mahjong_hand_score(h, &rules, false, &one), MAHJONG_RESULT_OK);
    }
    uint32_t a = 0, b = 0;
    a = mahjong_score_get_info(scores[i]).total;
    b = mahjong_score_get_info(one).total;
    CHECK_EQ_INT(a, b);
    totals[i] = b;
    mahjong_score_free(one);
    mahjong_hand_free(h);
    mahjong_score_free(scores[i]);
  }
  mahjong_payments q;
  CHECK_EQ_INT(mahjong_settle(&rules, 1, totals, &q), MAHJONG_RESULT_OK);
  for (int i = 0; i < 4; i++) CHECK_EQ_INT(p.nets[i], q.nets[i]);

  /* Three players: North is empty and must be NULL; its score comes back NULL. */
  mahjong_score_rules three = rules_of(MAHJONG_RULES_THREE_PLAYER);
  CHECK_EQ_INT(mahjong_settle_hands(&three, hands, 1, 0, scores, &p), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the north hand: no player has the north wind at this table");
  hands[3] = NULL;
  CHECK_EQ_INT(mahjong_settle_hands(&three, hands, 1, 0, scores, &p), MAHJONG_RESULT_OK);
  CHECK(scores[3] == NULL);
  CHECK_EQ_INT(p.nets[3], 0);
  for (int i = 0; i < 3; i++) mahjong_score_free(scores[i]);
  /* A seated player without a hand is named. */
  CHECK_EQ_INT(mahjong_settle_hands(&rules, hands, 1, 0, scores, &p), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the north hand: no hand was given for the player with the north wind, who is at this table");
  CHECK_EQ_INT(mahjong_settle_hands(&rules, hands, 1, 4, scores, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_settle_hands(&rules, NULL, 1, 0, scores, &p), MAHJONG_RESULT_NULL_PARAMETER);
  for (int i = 0; i < 4; i++) mahjong_hand_free(owned[i]);
}

int main(void) {
  test_breakdown_names_points_doubles_and_tiles();
  test_limit_1000_or_2000();
  test_british_flowers_own_and_complete_set();
  test_seat_from_the_context();
  test_losing_hand();
  test_limit_zero_and_three_player_winter_and_bamboo_removed();
  test_special_hand_named_at_the_limit();
  test_bad_input();
  test_settle_classical_east_doubling_and_losers();
  test_settle_two_player();
  test_settle_hands_as_the_three_calls();
  test_settle_american();
  test_settle_american_match();
  test_settle_american_wall_game();
  test_settle_american_overflow();
  CHECK_DONE();
}

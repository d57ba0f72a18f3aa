/* The Chinese Official rules (MCR) through the C ABI: fans, the 8-point minimum, payments,
 * tiles away and waits. Every expected value is worked out by hand in the comment next to it. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Fan numbers of the official table. */
enum { PURE_STRAIGHT = 28, HALF_FLUSH = 49, FULLY_CONCEALED_HAND = 56, DRAGON_PUNG = 59, FLOWER_TILES = 81 };

static void test_score_counts_each_fan(void) {
  /* 123 456 789 craks, red dragon pung, pair of 1 craks, self-drawn, nothing melded, two
   * flowers: Pure Straight 16 + Half Flush 6 + Fully Concealed Hand 4 + Dragon Pung 2 = 28 in
   * fans, 30 with the flowers. */
  mahjong_hand *h = parse("123456789m777z11m 1f2f ; win=9m by=self");
  mahjong_mcr_score_result s;
  CHECK_EQ_INT(mahjong_mcr_score(h, true, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.fan_points, 28);
  CHECK_EQ_INT(s.flowers, 2);
  CHECK_EQ_INT(s.total, 30);
  CHECK(s.meets_minimum);
  CHECK_EQ_INT(s.form, MAHJONG_MCR_FORM_REGULAR);
  CHECK_EQ_INT(s.counts[PURE_STRAIGHT], 1);
  CHECK_EQ_INT(s.counts[HALF_FLUSH], 1);
  CHECK_EQ_INT(s.counts[FULLY_CONCEALED_HAND], 1);
  CHECK_EQ_INT(s.counts[DRAGON_PUNG], 1);
  CHECK_EQ_INT(s.counts[FLOWER_TILES], 2);
  /* Played without flowers, the flower is an error naming it. */
  CHECK_EQ_INT(mahjong_mcr_score(h, false, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "1f is a flower or season, and the set is played without them");
  mahjong_hand_free(h);
}

static void test_minimum_and_errors(void) {
  /* All Chows 2 + Concealed Hand 2 + Short Straight 1 = 5: complete, not winning. */
  mahjong_hand *h = parse("123m456p789p345s22s ; win=6p");
  bool win = true;
  CHECK_EQ_INT(mahjong_mcr_is_winning(h, &win), MAHJONG_RESULT_OK);
  CHECK(!win);
  mahjong_hand_free(h);
  h = parse("123m456p789s234s55z");
  mahjong_mcr_score_result s;
  CHECK_EQ_INT(mahjong_mcr_score(h, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the win context names no winning tile (win=)");
  CHECK_EQ_INT(mahjong_mcr_score(NULL, true, &s), MAHJONG_RESULT_NULL_PARAMETER);
  mahjong_hand_free(h);
}

static void test_fan_names_and_payments(void) {
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_MCR_FAN, 43, true, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "Chicken Hand");
  CHECK_EQ_INT(mahjong_mcr_fan_chinese(43, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "\xe6\x97\xa0\xe7\x95\xaa\xe5\x92\x8c"); /* 无番和 */
  uint32_t p = 0;
  CHECK_EQ_INT(mahjong_mcr_fan_points(1, &p), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(p, 88);
  CHECK_EQ_INT(mahjong_mcr_fan_points(82, &p), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* 10 points on North's discard to East: North pays 18, South and West 8 each. */
  int32_t pay[4];
  CHECK_EQ_INT(mahjong_mcr_payments(10, 0, 3, &pay), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(pay[0], 34);
  CHECK_EQ_INT(pay[1], -8);
  CHECK_EQ_INT(pay[3], -18);
  /* Self-drawn: each pays 18. */
  CHECK_EQ_INT(mahjong_mcr_payments(10, 0, -1, &pay), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(pay[0], 54);
  /* The winner cannot have discarded the winning tile: the core's McrError, whose result code every MCR
   * entry gives (SCORE_ERROR), with its words and kind; nothing is written. A wind C cannot convert
   * is the argument error. */
  CHECK_EQ_INT(mahjong_mcr_payments(10, 0, 0, &pay), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_STR(last_error(), "the discarder (east) is the winner");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_MCR_DISCARDER_IS_WINNER);
  CHECK_EQ_INT(pay[0], 54);
  CHECK_EQ_INT(mahjong_mcr_payments(10, 0, -2, &pay), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "discarder -2 is not a seat (0 to 3, or -1 for none)");
  CHECK_EQ_INT(mahjong_mcr_payments(10, -1, 0, &pay), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "winner -1 is not a seat (0 to 3)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_mcr_payments(10, 0, 3, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  /* The total is read by the core's `mcr::payment_total`, as Python reads it: up to 536870903 it is
     paid exactly (self-drawn, each pays 536870911 and East takes three times that, within 32 bits);
     536870904 and past are refused, where the core used to pay them as 536870903. */
  CHECK_EQ_INT(mahjong_mcr_payments(536870903, 0, -1, &pay), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(pay[0], 1610612733);
  CHECK_EQ_INT(pay[1], -536870911);
  CHECK_EQ_INT(mahjong_mcr_payments(536870904, 0, -1, &pay), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "total 536870904 is out of range: 0 to 536870903 points (what a payment holds)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_mcr_payments(4294967295u, 0, -1, &pay), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "total 4294967295 is out of range: 0 to 536870903 points (what a payment holds)");
  CHECK_EQ_INT(pay[0], 1610612733); /* nothing written on error */
}

static void test_tiles_away_and_waits(void) {
  /* 1 9 of each suit and the seven honours: ready for Thirteen Orphans (any of the 13 wins),
   * six from seven pairs. */
  mahjong_hand *h = parse("19m19p19s1234567z");
  mahjong_mcr_tiles_away_result a;
  CHECK_EQ_INT(mahjong_mcr_tiles_away(h, &a), MAHJONG_RESULT_OK);
  CHECK(a.has_form[MAHJONG_MCR_FORM_THIRTEEN_ORPHANS]);
  CHECK_EQ_INT(a.forms[MAHJONG_MCR_FORM_THIRTEEN_ORPHANS], 0);
  CHECK(a.has_form[MAHJONG_MCR_FORM_SEVEN_PAIRS]);
  CHECK_EQ_INT(a.forms[MAHJONG_MCR_FORM_SEVEN_PAIRS], 6);
  CHECK(a.has_form[MAHJONG_MCR_FORM_REGULAR]);
  CHECK_EQ_INT(a.best, 0);
  mahjong_mcr_waits_result w;
  CHECK_EQ_INT(mahjong_mcr_waits(h, &w), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(w.count, 13);
  CHECK_EQ_INT(w.forms[0], 1u << MAHJONG_MCR_FORM_THIRTEEN_ORPHANS);
  mahjong_hand_free(h);
  /* A melded pung closes seven pairs. */
  h = parse("147m258p369s1z [111z]");
  CHECK_EQ_INT(mahjong_mcr_tiles_away(h, &a), MAHJONG_RESULT_OK);
  CHECK(!a.has_form[MAHJONG_MCR_FORM_SEVEN_PAIRS]);
  CHECK(a.has_form[MAHJONG_MCR_FORM_KNITTED_STRAIGHT]);
  CHECK_EQ_INT(a.forms[MAHJONG_MCR_FORM_KNITTED_STRAIGHT], 0);
  mahjong_hand_free(h);
}

static void test_last_of_kind_crosses_the_context(void) {
  mahjong_hand *h = parse("123m456p789s234s55z ; win=3m");
  mahjong_win_context ctx = mahjong_hand_get_info(h).context;
  CHECK(!ctx.last_of_kind);
  ctx.last_of_kind = true;
  CHECK_EQ_INT(mahjong_hand_set_context(h, &ctx), MAHJONG_RESULT_OK);
  mahjong_mcr_score_result s;
  CHECK_EQ_INT(mahjong_mcr_score(h, true, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s.counts[58], 1); /* Last Tile */
  mahjong_hand_free(h);
}

int main(void) {
  test_score_counts_each_fan();
  test_minimum_and_errors();
  test_fan_names_and_payments();
  test_tiles_away_and_waits();
  test_last_of_kind_crosses_the_context();
  CHECK_DONE();
}

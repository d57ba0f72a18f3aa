/* The counts entry points of the standard form through the C ABI: the fast path gives the same
 * numbers as the checked one, and bad input still gets its code and message. Every expected
 * value is worked out by hand in the comment next to it. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

static void test_tiles_away_counts_fast_path_and_errors(void) {
  /* 123m 456m 789m 12p EE: calling on 3p. */
  uint8_t c[34] = {0};
  for (int t = 0; t < 11; t++) c[t] = 1;
  c[27] = 2;
  int8_t s = 9;
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, 0);
  /* 3p drawn: complete. */
  c[11] = 1;
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, -1);
  /* 15 tiles: refused, the value left alone, the message names the count. */
  c[12] = 1;
  s = 9;
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(s, 9);
  char buf[256];
  snprintf(buf, sizeof buf, "%s", last_error());
  CHECK(strstr(buf, "15") != NULL);
  /* A count of 5. */
  c[12] = 0;
  c[11] = 0;
  c[27] = 5;
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, &s), MAHJONG_RESULT_INVALID_HAND);
  c[27] = 2;
  CHECK_EQ_INT(mahjong_tiles_away_counts(NULL, &s), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_tiles_away_counts(c, NULL), MAHJONG_RESULT_NULL_PARAMETER);
}

static void test_three_forms_counts(void) {
  /* 11m 22m 33p 44p 55s 66s E: seven pairs calling on East. */
  uint8_t c[34] = {0};
  c[0] = c[1] = c[11] = c[12] = c[22] = c[23] = 2;
  c[27] = 1;
  int8_t s = 9;
  uint64_t tiles = 0;
  CHECK_EQ_INT(mahjong_tiles_away_three_forms_counts(c, &s), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, 0);
  CHECK_EQ_INT(mahjong_improving_three_forms_counts(c, &s, &tiles), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, 0);
  CHECK(tiles == (UINT64_C(1) << 27));
  /* 1m 9m 1p 9p 1s 9s and the seven honours: thirteen orphans on any of the thirteen. */
  uint8_t o[34] = {0};
  const int orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
  uint64_t all = 0;
  for (int i = 0; i < 13; i++) {
    o[orphans[i]] = 1;
    all |= UINT64_C(1) << orphans[i];
  }
  CHECK_EQ_INT(mahjong_improving_three_forms_counts(o, &s, &tiles), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(s, 0);
  CHECK(tiles == all);
  /* Twelve tiles: refused. */
  o[33] = 0;
  CHECK_EQ_INT(mahjong_tiles_away_three_forms_counts(o, &s), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_improving_three_forms_counts(o, &s, NULL), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_improving_three_forms_counts(NULL, &s, &tiles), MAHJONG_RESULT_NULL_PARAMETER);
}

int main(void) {
  test_tiles_away_counts_fast_path_and_errors();
  test_three_forms_counts();
  CHECK_DONE();
}

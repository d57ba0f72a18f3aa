/* Helpers shared by the C tests: parse a hand, format one, the sample card, the last error. Each returns a
 * value the test checks; a failure is counted by check.h. */
#ifndef MAHJONG_TEST_HELPERS_H
#define MAHJONG_TEST_HELPERS_H
#include "mahjong.h"
#include "check.h"

/* The hand written `text` (the caller frees it); a parse failure is a failed check. */
static inline mahjong_hand *parse(const char *text) {
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse(text, strlen(text), &h), MAHJONG_RESULT_OK);
  return h;
}

/* The hand in `notation`, in a buffer of this helper's own (valid until the next call). */
static inline const char *formatted(const mahjong_hand *h, mahjong_notation notation) {
  static char buf[256];
  size_t n = 0;
  buf[0] = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, notation, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  return buf;
}

static inline const char *mpsz(const mahjong_hand *h) { return formatted(h, MAHJONG_NOTATION_MPSZ); }

static inline const char *american(const mahjong_hand *h) { return formatted(h, MAHJONG_NOTATION_AMERICAN); }

/* The embedded sample card (the caller frees it); a failure is a failed check. */
static inline mahjong_card *sample(void) {
  mahjong_card *card = NULL;
  CHECK_EQ_INT(mahjong_card_sample(&card), MAHJONG_RESULT_OK);
  CHECK(card != NULL);
  return card;
}

/* The message of the last error on this thread, in a buffer of this helper's own. */
static inline const char *last_error(void) {
  static char buf[256];
  size_t n = 0;
  buf[0] = 0;
  CHECK_EQ_INT(mahjong_last_error_message(buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  return buf;
}

#endif

/* Objects shared between threads, as mahjong.h documents: eight threads read one card, one
 * hand, one match list and one nearest list at once, each getting the answers the main thread
 * got alone, while each provokes its own errors (the last error is per thread). Run under
 * valgrind's helgrind by run-c-tests.sh: no data race may be reported. */
#include <pthread.h>
#include "mahjong.h"
#include "check.h"

#define THREADS 8
#define ROUNDS 40

typedef struct {
  const mahjong_card *card;
  const mahjong_card *sample;
  const mahjong_hand *hand;
  const mahjong_hand *waiting;
  const mahjong_list *matches;
  const mahjong_list *nearest;
  /* The answers worked out by the main thread alone. */
  uint32_t value;
  size_t match_count;
  size_t away;
  int8_t best;
  uint64_t waits;
  int failures;
  int index;
} shared;

static void *reader(void *arg) {
  shared *s = arg;
  int failures = 0;
  for (int round = 0; round < ROUNDS; round++) {
    mahjong_match *m = NULL;
    if (mahjong_card_match(s->sample, s->hand, &m) != MAHJONG_RESULT_OK || m == NULL) failures++;
    if (mahjong_match_get_info(m).card_line.value != s->value) failures++;
    mahjong_match_free(m);
    size_t n = 0;
    if (mahjong_list_len(s->matches) != s->match_count) failures++;
    const mahjong_match *first = mahjong_match_list_get(s->matches, 0);
    if (first == NULL || strcmp(mahjong_match_get_info(first).card_line.section, "Year 2026") != 0) failures++;
    const mahjong_nearest *near = mahjong_nearest_list_get(s->nearest, 0);
    if (near == NULL || mahjong_nearest_get_info(near).tiles_away != s->away) failures++;
    mahjong_list *mine = NULL;
    if (mahjong_card_nearest(s->card, s->waiting, 3, &mine) != MAHJONG_RESULT_OK) failures++;
    mahjong_list_free(mine);
    mahjong_tiles_away_result t;
    if (mahjong_tiles_away(s->waiting, MAHJONG_RULES_CLASSICAL, &t) != MAHJONG_RESULT_OK) failures++;
    mahjong_waits_result w;
    if (mahjong_waits(s->waiting, MAHJONG_RULES_CLASSICAL, &w) != MAHJONG_RESULT_OK || w.mask != s->waits) failures++;
    (void)t;
    char text[128];
    if (mahjong_hand_format(s->hand, MAHJONG_NOTATION_AMERICAN, text, sizeof text, &n) != MAHJONG_RESULT_OK) failures++;
    /* Each thread's own error, read back while the others make theirs. */
    char bad[16];
    int len = snprintf(bad, sizeof bad, "1m%dx", s->index);
    mahjong_hand *h = NULL;
    if (mahjong_hand_parse(bad, (size_t)len, &h) != MAHJONG_RESULT_PARSE_ERROR) failures++;
    char msg[128];
    char want[128];
    snprintf(want, sizeof want, "column %d: unknown tile letter 'x'", len);
    if (mahjong_last_error_message(msg, sizeof msg, &n) != MAHJONG_RESULT_OK || strcmp(msg, want) != 0) failures++;
    if (mahjong_last_error_column() != (size_t)len) failures++;
  }
  s->failures = failures;
  return NULL;
}

static void test_objects_shared_between_threads(void) {
  mahjong_card *sample = NULL;
  mahjong_card *card = NULL;
  const char text[] =
      "[[hand]]\nsection = \"2468\"\nnumber = 1\nvalue = 25\nlines = [\"FF 222a 44a 666b 8888b\"]\n";
  CHECK_EQ_INT(mahjong_card_sample(&sample), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_card_from_str(text, sizeof text - 1, MAHJONG_CARD_FORMAT_TOML, &card), MAHJONG_RESULT_OK);
  mahjong_hand *hand = NULL;
  mahjong_hand *waiting = NULL;
  CHECK_EQ_INT(mahjong_hand_parse("FFF 2026c 222b 2222d", 20, &hand), MAHJONG_RESULT_OK);
  /* 1m2m3m 4p5p6p 7s8s9s 111z 5z: waits on 5z alone; one 8888b short of the card's line. */
  CHECK_EQ_INT(mahjong_hand_parse("123m456p789s1115z", 17, &waiting), MAHJONG_RESULT_OK);
  shared s[THREADS];
  memset(s, 0, sizeof s);
  s[0].card = card;
  s[0].sample = sample;
  s[0].hand = hand;
  s[0].waiting = waiting;
  /* Year 2026 #1 (value 25) is the best line of FFF 2026c 222b 2222d. */
  s[0].value = 25;
  CHECK_EQ_INT(mahjong_card_matches(sample, hand, (mahjong_list **)&s[0].matches), MAHJONG_RESULT_OK);
  s[0].match_count = mahjong_list_len(s[0].matches);
  CHECK(s[0].match_count >= 1);
  CHECK_EQ_INT(mahjong_card_nearest(card, waiting, 1, (mahjong_list **)&s[0].nearest), MAHJONG_RESULT_OK);
  {
    const mahjong_nearest *near = NULL;
    near = mahjong_nearest_list_get(s[0].nearest, 0);
    CHECK(near != NULL);
    s[0].away = mahjong_nearest_get_info(near).tiles_away;
  }
  s[0].waits = (uint64_t)1 << 31; /* 5z, the white dragon */
  pthread_t threads[THREADS];
  /* Every thread's record is ready before the first starts (each writes its own `failures`). */
  for (int i = 1; i < THREADS; i++) s[i] = s[0];
  for (int i = 0; i < THREADS; i++) {
    s[i].index = i + 1;
    CHECK_EQ_INT(pthread_create(&threads[i], NULL, reader, &s[i]), 0);
  }
  for (int i = 0; i < THREADS; i++) {
    CHECK_EQ_INT(pthread_join(threads[i], NULL), 0);
    CHECK_EQ_INT(s[i].failures, 0);
  }
  mahjong_list_free((mahjong_list *)s[0].matches);
  mahjong_list_free((mahjong_list *)s[0].nearest);
  mahjong_hand_free(hand);
  mahjong_hand_free(waiting);
  mahjong_card_free(card);
  mahjong_card_free(sample);
}

int main(void) {
  test_objects_shared_between_threads();
  CHECK_DONE();
}

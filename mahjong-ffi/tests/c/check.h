/* A tiny test harness for the C tests. */
#ifndef MAHJONG_CHECK_H
#define MAHJONG_CHECK_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures = 0;

#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      check_failures++;                                                          \
    }                                                                            \
  } while (0)

#define CHECK_EQ_INT(a, b)                                                                              \
  do {                                                                                                  \
    long long va_ = (long long)(a), vb_ = (long long)(b);                                               \
    if (va_ != vb_) {                                                                                   \
      fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, va_, vb_); \
      check_failures++;                                                                                 \
    }                                                                                                   \
  } while (0)

#define CHECK_EQ_STR(a, b)                                                                        \
  do {                                                                                            \
    const char *sa_ = (a), *sb_ = (b);                                                            \
    if (strcmp(sa_, sb_) != 0) {                                                                  \
      fprintf(stderr, "%s:%d: %s == %s failed: \"%s\" != \"%s\"\n", __FILE__, __LINE__, #a, #b, sa_, sb_); \
      check_failures++;                                                                           \
    }                                                                                             \
  } while (0)

#define CHECK_DONE()                                             \
  do {                                                           \
    if (check_failures) {                                        \
      fprintf(stderr, "%d check(s) failed\n", check_failures);  \
      return 1;                                                  \
    }                                                            \
    printf("%s: all checks passed\n", __FILE__);                \
    return 0;                                                    \
  } while (0)

#endif

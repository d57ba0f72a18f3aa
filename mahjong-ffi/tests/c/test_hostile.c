/* Hostile input through the C ABI: error messages quote at most a 60-character window of any
 * input, control characters escaped, whatever its size; a card text over the byte cap is refused. */
#include "mahjong.h"
#include "check.h"

#define MIB (1024 * 1024)

/* The last error message is short and holds no control character. */
static void check_bounded(const char *what) {
  char msg[1024];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  if (n > 400) fprintf(stderr, "%s: a %zu-byte message\n", what, n);
  CHECK(n <= 400);
  for (size_t i = 0; i < n; i++) CHECK((unsigned char)msg[i] >= 0x20 && msg[i] != 0x7f);
}

static void test_huge_names_give_short_messages(void) {
  char *text = malloc(2 * MIB);
  CHECK(text != NULL);
  /* A hand of a megabyte with an escape sequence. */
  memset(text, ' ', MIB);
  memcpy(text + MIB, "1m\x1b" "3x", 5);
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse(text, MIB + 5, &h), MAHJONG_RESULT_PARSE_ERROR);
  check_bounded("hand");
  CHECK_EQ_INT(mahjong_last_error_column(), MIB + 3);
  /* A TOML key of 200 KiB (under the byte cap): the message quotes 60 characters of it. */
  mahjong_card *card = NULL;
  memset(text, 'k', 200 * 1024);
  memcpy(text + 200 * 1024, " = 1\n", 5);
  CHECK_EQ_INT(mahjong_card_from_str(text, 200 * 1024 + 5, MAHJONG_CARD_FORMAT_TOML, &card), MAHJONG_RESULT_CARD_ERROR);
  check_bounded("key");
  /* A section of 200 KiB with control characters, in a compile error. */
  const char head[] = "[[hand]]\nnumber = 1\nvalue = 25\nlines = [\"FF 222a 44a 666b 888b\"]\nsection = \"\\u001b";
  size_t len = strlen(head);
  memcpy(text, head, len);
  memset(text + len, 's', 200 * 1024);
  memcpy(text + len + 200 * 1024, "\"\n", 2);
  CHECK_EQ_INT(mahjong_card_from_str(text, len + 200 * 1024 + 2, MAHJONG_CARD_FORMAT_TOML, &card),
               MAHJONG_RESULT_CARD_ERROR);
  check_bounded("section");
  /* A text over the byte cap (256 KiB) is refused before it is read. */
  memset(text, '#', 2 * MIB);
  CHECK_EQ_INT(mahjong_card_from_str(text, 2 * MIB, MAHJONG_CARD_FORMAT_TOML, &card), MAHJONG_RESULT_CARD_ERROR);
  char msg[256];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "card file larger than 256 KiB (the cap is 262144 bytes)");
  CHECK(card == NULL);
  /* A profile name of a megabyte. */
  uint32_t profile = 0;
  memset(text, 'q', MIB);
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_RULE_PROFILE, text, MIB, &profile), MAHJONG_RESULT_INVALID_ARGUMENT);
  check_bounded("profile name");
  free(text);
}

int main(void) {
  test_huge_names_give_short_messages();
  CHECK_DONE();
}

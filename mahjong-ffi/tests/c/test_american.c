/* The American card engine through the C ABI: cards, the best line, every line, nearest lines.
 * Expected values are worked out by reading cards/sample-2026.toml. */
#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* The best line of `text` on `card`, or NULL (the output is set to NULL when none matches). */
static mahjong_match *best(const mahjong_card *card, const char *text) {
  mahjong_hand *h = parse(text);
  mahjong_match *m = (mahjong_match *)1;
  CHECK_EQ_INT(mahjong_card_match(card, h, &m), MAHJONG_RESULT_OK);
  mahjong_hand_free(h);
  return m;
}

/* Year 2026 #1 is "FFF 2026a 222b 2222c", 25, X: the exposed FFJ is the flower pung with one
 * joker, 2026 craks (a), the exposed 222 bams (b), the concealed kong 2222 dots (c). */
/* Checks a matched group's kind, tile (a set's tile, a group of singles' first), length,
 * jokers and whether it is an exposure. */
static void check_group(mahjong_card_group g, mahjong_card_group_kind kind, mahjong_tile tile, uint8_t len, uint8_t jokers,
                        bool exposed) {
  CHECK_EQ_INT(g.kind, kind);
  CHECK_EQ_INT(g.tile, tile);
  CHECK_EQ_INT(g.len, len);
  CHECK_EQ_INT(g.jokers, jokers);
  CHECK_EQ_INT(g.exposed, exposed);
}

static void test_year_line_with_exposures_and_a_joker(void) {
  mahjong_card *card = sample();
  mahjong_match *m = best(card, "[222b] [FFJ] 2026c 2222d");
  mahjong_card_free(card); /* the match owns its data */
  CHECK(m != NULL);
  if (!m) return;
  mahjong_match_info info = mahjong_match_get_info(m);
  CHECK_EQ_STR(info.card_line.section, "Year 2026");
  CHECK_EQ_INT(strlen(info.card_line.section), 9);
  CHECK_EQ_STR(info.card_line.line, "FFF 2026a 222b 2222c");
  CHECK_EQ_STR(info.card_line.text, "FFF 2026 222 2222");
  CHECK_EQ_INT(info.card_line.number, 1);
  CHECK_EQ_INT(info.card_line.value, 25);
  CHECK_EQ_INT(info.points, 25); /* one joker: not doubled */
  CHECK(!info.card_line.concealed);
  CHECK_EQ_INT(info.jokers, 1);
  CHECK_EQ_INT(info.card_line.suits[0], MAHJONG_SUIT_CRAKS);
  CHECK_EQ_INT(info.card_line.suits[1], MAHJONG_SUIT_BAMS);
  CHECK_EQ_INT(info.card_line.suits[2], MAHJONG_SUIT_DOTS);
  CHECK(!info.card_line.has_base_number); /* no X groups */
  CHECK_EQ_INT(info.card_line.base_number, 0);

  CHECK_EQ_INT(info.group_count, 4);
  /* kind, tile (flower), length, jokers, exposed; then the tiles, the joker (43) where it stands */
  check_group(info.groups[0], MAHJONG_CARD_GROUP_PUNG, 42, 3, 1, true);
  CHECK_EQ_INT(info.groups[0].tiles[0], 42);
  CHECK_EQ_INT(info.groups[0].tiles[1], 42);
  CHECK_EQ_INT(info.groups[0].tiles[2], 43);
  /* 2 craks (1), soap (31), 2 craks, 6 craks (5) */
  check_group(info.groups[1], MAHJONG_CARD_GROUP_SINGLES, 1, 4, 0, false);
  CHECK_EQ_INT(info.groups[1].tiles[0], 1);
  CHECK_EQ_INT(info.groups[1].tiles[1], 31);
  CHECK_EQ_INT(info.groups[1].tiles[2], 1);
  CHECK_EQ_INT(info.groups[1].tiles[3], 5);
  check_group(info.groups[2], MAHJONG_CARD_GROUP_PUNG, 19, 3, 0, true);   /* 2 bams */
  check_group(info.groups[3], MAHJONG_CARD_GROUP_KONG, 10, 4, 0, false);  /* 2 dots */
  /* group tiles and jokers add up to the 14 tiles */
  size_t total = 0;
  for (size_t i = 0; i < info.group_count; i++) total += info.groups[i].len;
  CHECK_EQ_INT(total, 14);
  mahjong_match_free(m);
}

/* Consecutive Run #4 is "123456789a DDDb NN", 40, C: a run in craks, the green dragon (the
 * dragon of bams) pung, a pair of North. Jokerless with a pung: doubled to 80. */
static void test_concealed_line_and_an_exposure_rejected(void) {
  mahjong_card *card = sample();
  mahjong_match *m = best(card, "123456789c GGG NN");
  CHECK(m != NULL);
  if (m) {
    CHECK_EQ_STR(mahjong_match_get_info(m).card_line.section, "Consecutive Run");
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.number, 4);
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.concealed, true);
    CHECK_EQ_INT(mahjong_match_get_info(m).jokers == 0, true);
    CHECK_EQ_INT(mahjong_match_get_info(m).points, 80);
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.suits[1], MAHJONG_SUIT_BAMS);
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.suits[2], MAHJONG_SUIT_NONE);
    mahjong_card_group g;
    g = mahjong_match_get_info(m).groups[2];
    CHECK_EQ_INT(g.kind, MAHJONG_CARD_GROUP_PAIR);
    CHECK_EQ_INT(g.tile, 30); /* North */
    mahjong_match_free(m);
  }
  /* The same tiles with the dragon pung exposed: a C line takes no exposure, and no X line
   * holds a 1-to-9 run. */
  CHECK(best(card, "123456789c [GGG] NN") == NULL);
  mahjong_card_free(card);
}

/* Winds-Dragons #2 is "NN EEE WWW SS DDDDa": a joker may stand in the pung of East but never in
 * the pair of North. */
static void test_joker_in_a_pair_rejected(void) {
  mahjong_card *card = sample();
  mahjong_match *m = best(card, "NN EEJ WWW SS RRRR");
  CHECK(m != NULL);
  if (m) {
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.number, 2);
    CHECK_EQ_INT(mahjong_match_get_info(m).card_line.suits[0], MAHJONG_SUIT_CRAKS); /* red is the dragon of craks */
    mahjong_card_group g;
    g = mahjong_match_get_info(m).groups[1];
    CHECK_EQ_INT(g.jokers, 1);
    mahjong_match_free(m);
  }
  CHECK(best(card, "NJ EEE WWW SS RRRR") == NULL);
  /* matches() agrees: no line at all */
  mahjong_hand *h = parse("NJ EEE WWW SS RRRR");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_matches(card, h, &list), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(mahjong_list_len(list), 0);
  mahjong_list_free(list);
  mahjong_hand_free(h);
  mahjong_card_free(card);
}

/* "[222b] [FFJ] 2026c 222d" (13 tiles) is one 2 dots from Year 2026 #1; only lines that take
 * both exposures count. */
static void test_nearest_one_tile_away(void) {
  mahjong_card *card = sample();
  mahjong_hand *h = parse("[222b] [FFJ] 2026c 222d");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_nearest(card, h, 5, &list), MAHJONG_RESULT_OK);
  mahjong_card_free(card);
  mahjong_hand_free(h);
  size_t n = 0;
  CHECK_EQ_INT(mahjong_list_len(list), 2);
  const mahjong_nearest *near = NULL;
  near = mahjong_nearest_list_get(list, 0);
  CHECK(near != NULL);
  CHECK_EQ_STR(mahjong_nearest_get_info(near).card_line.section, "Year 2026");
  CHECK_EQ_INT(mahjong_nearest_get_info(near).card_line.number, 1);
  CHECK_EQ_INT(mahjong_nearest_get_info(near).card_line.value, 25);
  CHECK_EQ_STR(mahjong_nearest_get_info(near).card_line.line, "FFF 2026a 222b 2222c");
  CHECK_EQ_INT(mahjong_nearest_get_info(near).tiles_away, 1);
  mahjong_tile tiles[14];
  memcpy(tiles, mahjong_nearest_get_info(near).needed_naturals, 14);
  n = mahjong_nearest_get_info(near).n_needed_naturals;
  CHECK_EQ_INT(n, 0);
  memcpy(tiles, mahjong_nearest_get_info(near).needed_eligible, 14);
  n = mahjong_nearest_get_info(near).n_needed_eligible;
  CHECK_EQ_INT(n, 1);
  CHECK_EQ_INT(tiles[0], 10); /* 2 dots, for the kong */
  memcpy(tiles, mahjong_nearest_get_info(near).unused, 14);
  n = mahjong_nearest_get_info(near).n_unused;
  CHECK_EQ_INT(n, 0);
  CHECK_EQ_INT(mahjong_nearest_get_info(near).jokers_fit, 0);
  CHECK_EQ_INT(mahjong_nearest_get_info(near).card_line.suits[2], MAHJONG_SUIT_DOTS);
  CHECK(mahjong_nearest_list_get(list, 2) == NULL);
  mahjong_list_free(list);
}

/* "NNNN EEE WWW SS 5b": the 5 bams fits no winds line; Winds-Dragons #1 "NNNN EEE WWW SSSS" is
 * two Souths away and the 5 bams is the discard. */
static void test_nearest_names_the_unused_tile(void) {
  mahjong_card *card = sample();
  mahjong_hand *h = parse("NNNN EEE WWW SS 5b");
  mahjong_list *list = NULL;
  CHECK_EQ_INT(mahjong_card_nearest(card, h, 1, &list), MAHJONG_RESULT_OK);
  size_t n = 0;
  const mahjong_nearest *near = NULL;
  CHECK_EQ_INT(mahjong_list_len(list), 1);
  near = mahjong_nearest_list_get(list, 0);
  CHECK(near != NULL);
  CHECK_EQ_INT(mahjong_nearest_get_info(near).card_line.number, 1);
  CHECK_EQ_INT(mahjong_nearest_get_info(near).tiles_away, 2);
  mahjong_tile tiles[14];
  memcpy(tiles, mahjong_nearest_get_info(near).unused, 14);
  n = mahjong_nearest_get_info(near).n_unused;
  CHECK_EQ_INT(n, 1);
  CHECK_EQ_INT(tiles[0], 22); /* 5 bams */
  memcpy(tiles, mahjong_nearest_get_info(near).needed_eligible, 14);
  n = mahjong_nearest_get_info(near).n_needed_eligible;
  CHECK_EQ_INT(n, 2);
  CHECK_EQ_INT(tiles[0], 28); /* South */
  CHECK_EQ_INT(tiles[1], 28);
  mahjong_list_free(list);
  mahjong_hand_free(h);
  mahjong_card_free(card);
}

/* Cards from text: a one-hand JSON card (369 numbers, concealed) and TOML errors naming the
 * place; the sample file loaded from its path. */
static void test_cards_from_text_and_files(void) {
  const char *json =
      "{\"name\": \"Mine\", \"hand\": [{\"section\": \"369\", \"number\": 1, \"value\": 25, \"concealed\": true,"
      " \"lines\": [\"XXXX0a XXXX0b XXXX0c FF\"], \"numbers\": [3, 6, 9]}]}";
  mahjong_card *card = NULL;
  CHECK_EQ_INT(mahjong_card_from_str(json, strlen(json), MAHJONG_CARD_FORMAT_JSON, &card), MAHJONG_RESULT_OK);
  size_t n = 0;
  n = mahjong_card_form_count(card);
  CHECK_EQ_INT(n, 18); /* n in {3, 6, 9} times 6 suit assignments */
  n = mahjong_card_hand_count(card);
  CHECK_EQ_INT(n, 1);
  CHECK_EQ_INT(mahjong_card_hand_form_count(card, 0, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(n, 18);
  /* One hand on the card: index 1 is off it, in the words and kind of every card index
   * (`rules::hand_of_card`, as `mahjong_rules_line_possible` says it). */
  CHECK_EQ_INT(mahjong_card_hand_form_count(card, 1, &n), MAHJONG_RESULT_OUT_OF_RANGE);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_NO_SUCH_CARD_HAND);
  CHECK_EQ_STR(last_error(), "hand 1 is out of range: the card has 1");
#if SIZE_MAX > UINT32_MAX
  {
    /* An index past 32 bits is no index the core's readers take (`rules::args::card_hand`,
     * `card_hand_line`, as Python reads them): INVALID_ARGUMENT, the number as given. */
    size_t past = (size_t)UINT32_MAX + 1;
    CHECK_EQ_INT(mahjong_card_hand_form_count(card, past, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
    CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
    CHECK_EQ_STR(last_error(), "hand 4294967296 is out of range: the card has 1");
    mahjong_hand *h = parse("FF");
    uint8_t seen[45] = {0};
    bool possible = false;
    CHECK_EQ_INT(mahjong_rules_line_possible(card, past, 0, h, seen, &possible), MAHJONG_RESULT_INVALID_ARGUMENT);
    CHECK_EQ_STR(last_error(), "hand 4294967296 is out of range: the card has 1");
    CHECK_EQ_INT(mahjong_rules_line_possible(card, 0, past, h, seen, &possible), MAHJONG_RESULT_INVALID_ARGUMENT);
    CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
    CHECK_EQ_STR(last_error(), "line 4294967296 is out of range: hand 0 has 1");
    /* Within 32 bits but off the hand's one line: the rule's own refusal and kind. */
    CHECK_EQ_INT(mahjong_rules_line_possible(card, 0, 1, h, seen, &possible), MAHJONG_RESULT_OUT_OF_RANGE);
    CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_NO_SUCH_CARD_LINE);
    CHECK_EQ_STR(last_error(), "line 1 is out of range: hand 0 has 1");
    mahjong_hand_free(h);
  }
#endif
  mahjong_match *m = best(card, "FF 6666c 6666b 6666d");
  CHECK(m != NULL);
  if (m) {
    int8_t base = 0;
    bool has_base = false;
    has_base = mahjong_match_get_info(m).card_line.has_base_number;
  base = mahjong_match_get_info(m).card_line.base_number;
    CHECK_EQ_INT(has_base, true);
    CHECK_EQ_INT(base, 6);
    mahjong_match_free(m);
  }
  CHECK(best(card, "FF 5555c 5555b 5555d") == NULL); /* 5 is not in numbers */
  CHECK(best(card, "FF [6666c] 6666b 6666d") == NULL); /* concealed */
  mahjong_card_free(card);

  const char *toml = "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDa\"]\n";
  card = (mahjong_card *)1;
  CHECK_EQ_INT(mahjong_card_from_str(toml, strlen(toml), MAHJONG_CARD_FORMAT_TOML, &card), MAHJONG_RESULT_CARD_ERROR);
  CHECK(card == (mahjong_card *)1); /* outputs are written only on success */
  char msg[256];
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14");
  CHECK_EQ_INT(mahjong_last_error_column(), 21);
  card = NULL;
  CHECK_EQ_INT(mahjong_card_from_str(toml, strlen(toml), 7, &card), MAHJONG_RESULT_INVALID_ARGUMENT);

  const char *missing = "/no/such/card.toml";
  CHECK_EQ_INT(mahjong_card_load(missing, strlen(missing), &card), MAHJONG_RESULT_CARD_ERROR);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK(strncmp(msg, "/no/such/card.toml: cannot read the card file", 45) == 0);
  CHECK_EQ_INT(mahjong_result_message(MAHJONG_RESULT_CARD_ERROR, msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the card could not be read or compiled");

  /* The sample file, found from this source's path (the test script compiles it by full path). */
  const char *self = __FILE__;
  const char *tail = strstr(self, "mahjong-ffi/tests/c/test_american.c");
  if (tail) {
    char path[1024];
    size_t root = (size_t)(tail - self);
    const char *rel = "cards/sample-2026.toml";
    if (root + strlen(rel) < sizeof path) {
      memcpy(path, self, root);
      memcpy(path + root, rel, strlen(rel) + 1);
      CHECK_EQ_INT(mahjong_card_load(path, strlen(path), &card), MAHJONG_RESULT_OK);
      mahjong_card *s = sample();
      size_t a = 0, b = 1;
      a = mahjong_card_form_count(card);
      b = mahjong_card_form_count(s);
      CHECK_EQ_INT(a, b);
      a = mahjong_card_hand_count(card);
      CHECK_EQ_INT(a, 61);
      mahjong_card_free(s);
      mahjong_card_free(card);
    }
  }
}

/* A path with a NUL inside is refused (the file system could not see past it); a card without
 * hands and a file over 256 KiB (/dev/zero never ends) are card errors naming the file. */
static void test_card_files_nul_paths_empty_and_endless(void) {
  mahjong_card *card = NULL;
  char msg[256];
  size_t n = 0;
  const char nul_path[] = "/etc\0/passwd";
  CHECK_EQ_INT(mahjong_card_load(nul_path, sizeof nul_path - 1, &card), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK(card == NULL);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the path contains a NUL byte at byte 4");
  CHECK_EQ_INT(mahjong_card_load("/dev/null", 9, &card), MAHJONG_RESULT_CARD_ERROR);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "/dev/null: the card has no hands");
  CHECK_EQ_INT(mahjong_card_load("/dev/zero", 9, &card), MAHJONG_RESULT_CARD_ERROR);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "/dev/zero: card file larger than 256 KiB (the cap is 262144 bytes)");
  CHECK_EQ_INT(mahjong_card_from_str("{}", 2, MAHJONG_CARD_FORMAT_JSON, &card), MAHJONG_RESULT_CARD_ERROR);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the card has no hands");
  CHECK(card == NULL);
}

/* Match takes 14 tiles, nearest 13 or 14 and k >= 1: anything else is an error with a message,
 * never a silent "no line". */
static void test_wrong_tile_counts_and_k_0(void) {
  mahjong_card *card = sample();
  char msg[128];
  size_t n = 0;
  mahjong_match *m = (mahjong_match *)1;
  mahjong_hand *h13 = parse("FF 2026c 2026b 202d");
  CHECK_EQ_INT(mahjong_card_match(card, h13, &m), MAHJONG_RESULT_INVALID_HAND);
  CHECK(m == (mahjong_match *)1); /* untouched */
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the hand has 13 tiles; a hand to match has 14");
  mahjong_list *ml = NULL;
  CHECK_EQ_INT(mahjong_card_matches(card, h13, &ml), MAHJONG_RESULT_INVALID_HAND);
  CHECK(ml == NULL);
  mahjong_list *nl = NULL;
  CHECK_EQ_INT(mahjong_card_nearest(card, h13, 0, &nl), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "nearest needs room for at least one line (k is 0)");
  CHECK(nl == NULL);
  /* k is read by the core's `advice::k`, as Python and WebAssembly read it: up to 261120 (1024
     hands of 255 lines, the largest card), where 261121 and SIZE_MAX are refused as given. */
  CHECK_EQ_INT(mahjong_card_nearest(card, h13, 261120, &nl), MAHJONG_RESULT_OK);
  CHECK(mahjong_list_len(nl) >= 1);
  mahjong_list_free(nl);
  nl = NULL;
  CHECK_EQ_INT(mahjong_card_nearest(card, h13, 261121, &nl), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "k 261121 is out of range: 1 to 261120 results (the most lines a card holds)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
#if SIZE_MAX > UINT32_MAX
  CHECK_EQ_INT(mahjong_card_nearest(card, h13, SIZE_MAX, &nl), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "k 18446744073709551615 is out of range: 1 to 261120 results (the most lines a card holds)");
#endif
  CHECK(nl == NULL);
  mahjong_hand *h16 = parse("FF 2026c 2026b 2026d 1b 2b");
  CHECK_EQ_INT(mahjong_card_nearest(card, h16, 5, &nl), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_last_error_message(msg, sizeof msg, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(msg, "the hand has 16 tiles; nearest takes 13 or 14");
  CHECK(nl == NULL);
  mahjong_hand_free(h13);
  mahjong_hand_free(h16);
  mahjong_card_free(card);
}

/* A line with no X0 group may use 1s: "XXXX1a XXXX2a XXXX3a FF" at n = 0 is 1111 2222 3333. */
static void test_base_number_below_1(void) {
  const char *toml = "[[hand]]\nsection = \"Run\"\nnumber = 1\nvalue = 25\nlines = [\"XXXX1a XXXX2a XXXX3a FF\"]\n";
  mahjong_card *card = NULL;
  CHECK_EQ_INT(mahjong_card_from_str(toml, strlen(toml), MAHJONG_CARD_FORMAT_TOML, &card), MAHJONG_RESULT_OK);
  size_t n = 0;
  n = mahjong_card_form_count(card);
  CHECK_EQ_INT(n, 21); /* n from 0 to 6, times 3 suits */
  mahjong_match *m = best(card, "1111c 2222c 3333c FF");
  CHECK(m != NULL);
  if (m) {
    int8_t base = 99;
    bool has_base = false;
    has_base = mahjong_match_get_info(m).card_line.has_base_number;
  base = mahjong_match_get_info(m).card_line.base_number;
    CHECK_EQ_INT(has_base, true);
    CHECK_EQ_INT(base, 0);
    mahjong_match_free(m);
  }
  mahjong_card_free(card);
}

static void test_null_arguments(void) {
  mahjong_match *m = NULL;
  mahjong_card *card = sample();
  CHECK_EQ_INT(mahjong_card_match(card, NULL, &m), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_card_match(NULL, NULL, &m), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_card_sample(NULL), MAHJONG_RESULT_NULL_PARAMETER);
  /* Info getters cannot fail: NULL gives zeros and NULL pointers. */
  CHECK_EQ_INT(mahjong_match_get_info(NULL).card_line.value, 0);
  CHECK(mahjong_match_get_info(NULL).card_line.section == NULL);
  CHECK(mahjong_nearest_get_info(NULL).card_line.line == NULL);
  CHECK_EQ_INT(mahjong_list_len(NULL), 0);
  CHECK(mahjong_nearest_list_get(NULL, 0) == NULL);
  CHECK_EQ_INT(mahjong_card_hand_count(NULL), 0);
  mahjong_card_free(card);
  mahjong_card_free(NULL);
  mahjong_match_free(NULL);
  mahjong_list_free(NULL);
  mahjong_list_free(NULL);
}

int main(void) {
  test_year_line_with_exposures_and_a_joker();
  test_concealed_line_and_an_exposure_rejected();
  test_joker_in_a_pair_rejected();
  test_nearest_one_tile_away();
  test_nearest_names_the_unused_tile();
  test_cards_from_text_and_files();
  test_card_files_nul_paths_empty_and_endless();
  test_wrong_tile_counts_and_k_0();
  test_base_number_below_1();
  test_null_arguments();
  CHECK_DONE();
}

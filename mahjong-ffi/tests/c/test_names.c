/* Names through the C ABI: every enum C passes by number has the core's canonical name
 * (`mahjong_name`), its rule-book words (`mahjong_name` with `label`), and reads back any name the core
 * accepts (`mahjong_name_parse`); the header's values follow the core's order. */
#include "mahjong.h"
#include "check.h"

static const char *name_of(mahjong_named named, uint32_t value) {
  static char buf[64];
  size_t n = 0;
  buf[0] = 0;
  CHECK_EQ_INT(mahjong_name(named, value, false, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  return buf;
}

static uint32_t parse(mahjong_named named, const char *text) {
  uint32_t value = 999;
  CHECK_EQ_INT(mahjong_name_parse(named, text, strlen(text), &value), MAHJONG_RESULT_OK);
  return value;
}

static const char *last_error(void) {
  static char buf[256];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_last_error_message(buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  return buf;
}

/* Canonical names are the lower snake_case of the core's variants. */
static void names_are_lower_snake_case(void) {
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_CALL, MAHJONG_CALL_MAH_JONG), "mah_jong");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_WIND, MAHJONG_WIND_NORTH), "north");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_WIN_METHOD, MAHJONG_WIN_SELF_DRAWN), "self_drawn");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_CHARLESTON_PASS, MAHJONG_PASS_COURTESY), "courtesy");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_TABLE_ACTION, MAHJONG_ACTION_EXCHANGE_JOKER), "exchange_joker");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_SUIT, MAHJONG_SUIT_BAMS), "bams");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_SCORE_ITEM, MAHJONG_SCORE_ITEM_MAJOR_PUNG), "major_pung");
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_RULE_PROFILE, MAHJONG_RULES_TWO_PLAYER), "two_player");
  /* Charleston passes and MCR fans count from 1, as the rules number them. */
  CHECK_EQ_INT(MAHJONG_PASS_FIRST_RIGHT, 1);
  CHECK_EQ_INT(MAHJONG_PASS_COURTESY, 7);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_MCR_FAN, 1), "big_four_winds");
  /* Tile sets are named by the core too; each name reads back, and the set it names has its
   * tiles: 144 = 136 + 4 flowers + 4 seasons. */
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_TILESET, MAHJONG_TILESET_CHINESE_136), "chinese_136");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_TILESET, "three-player-138"), MAHJONG_TILESET_THREE_PLAYER_138);
  uint32_t total = 0;
  CHECK_EQ_INT(mahjong_tileset_total(parse(MAHJONG_NAMED_TILESET, "chinese_144"), &total), MAHJONG_RESULT_OK);
  CHECK_EQ_INT(total, 144);
  /* Tile kinds too: the kind `mahjong_tile_classify` gives for the joker (43) is named "joker". */
  mahjong_tile_info info;
  CHECK_EQ_INT(mahjong_tile_classify(43, &info), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_TILE_KIND, info.kind), "joker");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_TILE_KIND, "american flower"), MAHJONG_TILE_KIND_AMERICAN_FLOWER);
}

/* The label is the rule-book wording; a value without one gives its name. */
static void labels_are_the_rule_book_words(void) {
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_CALL, MAHJONG_CALL_MAH_JONG, true, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "Mah Jongg");
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_WIND, MAHJONG_WIND_EAST, true, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "east");
}

/* Any spelling the core reads comes back as the C value. */
static void parse_reads_names_labels_and_aliases(void) {
  CHECK_EQ_INT(parse(MAHJONG_NAMED_CALL, "mah_jong"), MAHJONG_CALL_MAH_JONG);
  CHECK_EQ_INT(parse(MAHJONG_NAMED_CALL, "Mah Jongg"), MAHJONG_CALL_MAH_JONG);
  CHECK_EQ_INT(parse(MAHJONG_NAMED_WIND, "N"), MAHJONG_WIND_NORTH);
  CHECK_EQ_INT(parse(MAHJONG_NAMED_WIN_METHOD, "self"), MAHJONG_WIN_SELF_DRAWN);
  CHECK_EQ_INT(parse(MAHJONG_NAMED_CHARLESTON_PASS, "courtesy"), MAHJONG_PASS_COURTESY);
  CHECK_EQ_INT(parse(MAHJONG_NAMED_MCR_FAN, "chicken-hand"), 43);
}

/* An unknown word names the enum and lists the names, with the core's kind. */
static void unknown_words_and_values_are_errors(void) {
  uint32_t value = 5;
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_CALL, "chi", 3, &value), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(value, 5); /* untouched */
  CHECK_EQ_STR(last_error(), "unknown call \"chi\": expected chow, pung, kong, quint, sextet or mah_jong");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_UNKNOWN_NAME);
  char buf[16];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_CALL, 6, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "6 is not a call (0 to 5)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  /* Suits are numbered from 1 (0 is MAHJONG_SUIT_NONE): the message says their numbers. */
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SUIT, MAHJONG_SUIT_NONE, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "0 is not a suit (1 to 3)");
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_SUIT, MAHJONG_SUIT_BAMS, false, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "bams");
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_CHARLESTON_PASS, 0, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_name(9999, 0, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  /* The selectors run 0 to the last, MAHJONG_NAMED_TILE_KIND. */
  CHECK_EQ_STR(last_error(), "9999 is not a MAHJONG_NAMED_* value (0 to 29)");
  CHECK_EQ_INT(MAHJONG_NAMED_TILE_KIND, 29);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_INVALID_ARGUMENT);
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_CALL, NULL, 3, &value), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_CALL, "pung", 4, NULL), MAHJONG_RESULT_NULL_PARAMETER);
}

/* Every core error reaches C with the core's kind: parse, standard, scoring, MCR, card and
 * match errors as well as the table rules. */
static void every_core_error_has_its_kind(void) {
  mahjong_hand *h = NULL;
  CHECK_EQ_INT(mahjong_hand_parse("0m", 2, &h), MAHJONG_RESULT_PARSE_ERROR);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_PARSE_BAD_NUMBER);
  CHECK_EQ_INT(mahjong_hand_parse("123m", 4, &h), MAHJONG_RESULT_OK);
  bool w = true;
  CHECK_EQ_INT(mahjong_is_winning(h, MAHJONG_RULES_CLASSICAL, &w), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_STANDARD_WRONG_TILE_COUNT);
  mahjong_score_rules rules;
  CHECK_EQ_INT(mahjong_score_rules_default(MAHJONG_RULES_CLASSICAL, &rules), MAHJONG_RESULT_OK);
  mahjong_score *s = NULL;
  CHECK_EQ_INT(mahjong_hand_score(h, &rules, true, &s), MAHJONG_RESULT_SCORE_ERROR);
  CHECK(mahjong_last_error_kind() != 0);
  mahjong_mcr_score_result m;
  CHECK_EQ_INT(mahjong_mcr_score(h, true, &m), MAHJONG_RESULT_SCORE_ERROR);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_MCR_WRONG_TILE_COUNT);
  mahjong_card *card = NULL;
  CHECK_EQ_INT(mahjong_card_sample(&card), MAHJONG_RESULT_OK);
  mahjong_match *match = NULL;
  CHECK_EQ_INT(mahjong_card_match(card, h, &match), MAHJONG_RESULT_INVALID_HAND);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_MATCH_TILES);
  mahjong_card *bad = NULL;
  CHECK_EQ_INT(mahjong_card_from_str("x", 1, MAHJONG_CARD_FORMAT_TOML, &bad), MAHJONG_RESULT_CARD_ERROR);
  CHECK_EQ_INT(mahjong_last_error_kind(), MAHJONG_ERROR_KIND_CARD_SYNTAX);
  /* A NULL pointer is the binding's own error: no kind. */
  CHECK_EQ_INT(mahjong_hand_parse(NULL, 2, &h), MAHJONG_RESULT_NULL_PARAMETER);
  CHECK_EQ_INT(mahjong_last_error_kind(), 0);
  mahjong_card_free(card);
  mahjong_hand_free(h);
}

/* Outcomes whose core variants carry data are named by variant: the number says which variant
 * (the data travels in other fields), the names and labels are the core's. */
static void outcomes_are_named_by_variant(void) {
  CHECK_EQ_INT(MAHJONG_DEAD_NONE, 0);
  CHECK_EQ_INT(MAHJONG_DEAD_WRONG_TILE_COUNT, 1);
  CHECK_EQ_INT(MAHJONG_DEAD_NO_LINE_POSSIBLE, 6);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_DEAD_HAND_REASON, MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE), "exposure_fits_no_line");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_DEAD_HAND_REASON, "No line possible"), MAHJONG_DEAD_NO_LINE_POSSIBLE);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_FALSE_MAH_JONG_OUTCOME, MAHJONG_FALSE_MAH_JONG_DEAD_HAND), "dead_hand");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_FALSE_MAH_JONG_OUTCOME, "ENDED"), MAHJONG_FALSE_MAH_JONG_ENDED);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_BET_OUTCOME, MAHJONG_BET_PAYS_AS_LOSER), "pays_as_loser");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_BET_OUTCOME, "pays-as"), MAHJONG_BET_PAYS_AS);
  char buf[64];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_BET_OUTCOME, MAHJONG_BET_COLLECTS_FROM_LOSERS, true, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "collects from the losers");
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_DEAD_HAND_REASON, MAHJONG_DEAD_NONE, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "0 is not a dead-hand reason (1 to 6)");
  uint32_t value = 9;
  CHECK_EQ_INT(mahjong_name_parse(MAHJONG_NAMED_BET_OUTCOME, "wins", 4, &value), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "unknown bet outcome \"wins\": expected collects_from_losers, pays_as or pays_as_loser");
  CHECK_EQ_INT(value, 9);
  /* A card group's number is its tile count for 1 to 6 identical tiles. */
  CHECK_EQ_INT(MAHJONG_CARD_GROUP_SINGLE, 1);
  CHECK_EQ_INT(MAHJONG_CARD_GROUP_SEXTET, 6);
  CHECK_EQ_STR(name_of(MAHJONG_NAMED_CARD_GROUP, MAHJONG_CARD_GROUP_SINGLES), "singles");
  CHECK_EQ_INT(parse(MAHJONG_NAMED_CARD_GROUP, "Kong"), MAHJONG_CARD_GROUP_KONG);
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_CARD_GROUP, MAHJONG_CARD_GROUP_PAIR, true, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  CHECK_EQ_STR(buf, "pair");
  CHECK_EQ_INT(mahjong_name(MAHJONG_NAMED_CARD_GROUP, 8, false, buf, sizeof buf, &n), MAHJONG_RESULT_INVALID_ARGUMENT);
  CHECK_EQ_STR(last_error(), "8 is not a group kind (1 to 7)");
}

int main(void) {
  outcomes_are_named_by_variant();
  every_core_error_has_its_kind();
  names_are_lower_snake_case();
  labels_are_the_rule_book_words();
  parse_reads_names_labels_and_aliases();
  unknown_words_and_values_are_errors();
  CHECK_DONE();
}

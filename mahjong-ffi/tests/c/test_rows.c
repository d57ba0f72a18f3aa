/* The shared rule rows (the .rows files of mahjong-core/tests/rows; the format is in the README.md there),
 * answered through the C ABI. The Rust harness, the pytest and the CLI answer the same rows, so a
 * rule that gives different answers in two faces fails in one of them. The conversion here is
 * only words to C values and back. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <stdarg.h>

#include "mahjong.h"
#include "check.h"
#include "helpers.h"

/* Rules this face cannot ask, with the reason (none: the sentinel ends the list). */
static const struct {
  const char *rule, *why;
} SKIPS[] = {{NULL, NULL}};

/* ---- names: the rows' canonical words for the C values ---- */

/* Names of the core's enums come from the library (`mahjong_name`, `mahjong_name_parse`): the
 * runner holds no table of them. */

/* The canonical name of `value`, as the library writes it; "?" for a value it does not know. */
static const char *name_of(mahjong_named named, uint32_t value) {
  static char bufs[4][48];
  static unsigned next;
  char *b = bufs[next++ % 4];
  size_t n = 0;
  if (mahjong_name(named, value, false, b, sizeof bufs[0], &n) != MAHJONG_RESULT_OK) snprintf(b, sizeof bufs[0], "?");
  return b;
}

/* The C value of the name `s` (`len` bytes), as the library reads it. */
static bool parse_named(mahjong_named named, const char *s, size_t len, uint32_t *out) {
  return mahjong_name_parse(named, s, len, out) == MAHJONG_RESULT_OK;
}

/* A dead-hand verdict's reason by name; a live hand is "none", as a row writes an absent value. */
static const char *dead_name(mahjong_dead_reason reason) {
  return reason == MAHJONG_DEAD_NONE ? "none" : name_of(MAHJONG_NAMED_DEAD_HAND_REASON, reason);
}

/* The error kinds, spelled as the header spells them; a row spells them in lower case. */
#define KINDS(X)                                                                                              \
  X(SEAT_NOT_IN_PLAY) X(OWN_DISCARD) X(NOT_LATEST_DISCARD) X(DISCARDED_JOKER) X(DEAD_HAND) X(WINDOW_CLOSED)     \
  X(CALL_NOT_IN_VARIANT) X(CANNOT_CALL) X(CHOW_NOT_FROM_LEFT) X(ONE_CHOW_PER_HAND) X(NOT_A_CHOW)                \
  X(PAIR_ONLY_FOR_MAH_JONG) X(CONCEALED_HAND_CALLS_ONLY_MAH_JONG) X(CALL_LEAVES_NO_LINE) X(NOT_MAH_JONG)        \
  X(JOKER_COUNT) X(TOO_MANY_MELDS) X(DUPLICATE_CLAIM) X(WRONG_PHASE) X(NO_JOKERS) X(NO_SUCH_EXPOSURE)            \
  X(EXPOSURE_CONCEALED) X(NO_JOKER_IN_EXPOSURE) X(NATURAL_DOES_NOT_MATCH) X(TILE_NOT_HELD) X(HOUSE_RULE_OFF)    \
  X(PASSES_JOKER) X(PASSES_TILE_NOT_HELD) X(PASS_COUNT) X(BLIND_PASS_NOT_ALLOWED) X(PASS_NOT_PLAYED)           \
  X(COURTESY_COUNT) X(WALL_EXHAUSTED) X(NO_REPLACEMENT) X(ADDED_KONG_NEEDS_SELF_DRAWN_TILE) X(NO_PUNG_TO_ADD)  \
  X(KONG_AND_MAH_JONG_ON_SAME_TILE) X(ROB_ONLY_ADDED_KONG) X(OUT_OF_RANGE) X(NO_SUCH_CARD_HAND)                \
  X(NO_SUCH_CARD_LINE) X(TOO_MANY_VISIBLE) X(CALLER_TILE_COUNT) X(HAND) X(NOT_IN_VARIANT) X(INVALID_ARGUMENT)      \
  X(DISCARD_NOT_IN_SET)
#define KIND_ENTRY(n) {MAHJONG_ERROR_KIND_##n, #n},
static const struct {
  unsigned kind;
  const char *name;
} KIND_NAMES[] = {KINDS(KIND_ENTRY)};

/* ---- one row ---- */

#define MAX_FIELDS 16

typedef struct {
  char at[128];
  char *rule, *table;
  char *keys[MAX_FIELDS], *vals[MAX_FIELDS];
  bool read[MAX_FIELDS];
  bool table_read;
  size_t n;
  bool expect_error; /* error=KIND rather than expect=ANSWER */
  char *expected;
} row;

/* What asking the core gave: an answer, an error kind, or a problem of the row itself. */
typedef enum { GOT_ANSWER, GOT_KIND, GOT_ROW_PROBLEM } got;

typedef struct {
  const row *r;
  char text[512]; /* the answer, the kind's name, or the problem */
} outcome;

/* Copies `text` into `buf` (of `n` bytes) and points `parts` at its pieces between `sep`
   characters: the number of pieces, or 5 when there are more than four. */
static int split4(const char *text, const char *sep, char *buf, size_t n, char *parts[4]) {
  snprintf(buf, n, "%s", text);
  char *save = NULL;
  int k = 0;
  for (char *w = strtok_r(buf, sep, &save); w; w = strtok_r(NULL, sep, &save), k++) {
    if (k == 4) return 5;
    parts[k] = w;
  }
  return k;
}

/* Reads exactly four space-separated whole numbers from `text` into `out`; false otherwise. */
static bool four_numbers(const char *text, unsigned long out[4]) {
  char buf[64], *parts[4];
  if (split4(text, " ", buf, sizeof buf, parts) != 4) return false;
  for (int k = 0; k < 4; k++) out[k] = strtoul(parts[k], NULL, 10);
  return true;
}

static got problem(outcome *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o->text, sizeof o->text, fmt, ap);
  va_end(ap);
  return GOT_ROW_PROBLEM;
}

static char *trim(char *s) {
  while (isspace((unsigned char)*s)) s++;
  char *e = s + strlen(s);
  while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
  return s;
}

/* Splits `line` (modified in place) into a row; false for a comment or an empty line. */
static bool parse_row(char *line, const char *file, int lineno, row *r) {
  memset(r, 0, sizeof *r);
  snprintf(r->at, sizeof r->at, "%s:%d", file, lineno);
  line = trim(line);
  if (!*line || *line == '#') return false;
  char *fields[MAX_FIELDS + 2];
  size_t nf = 0;
  for (char *f = line;; nf++) {
    char *bar = strchr(f, '|');
    if (nf >= MAX_FIELDS + 2) {
      fprintf(stderr, "%s: too many fields\n", r->at);
      check_failures++;
      return false;
    }
    if (bar) *bar = 0;
    fields[nf] = trim(f);
    if (!bar) {
      nf++;
      break;
    }
    f = bar + 1;
  }
  if (nf < 3) {
    fprintf(stderr, "%s: a row needs a rule, a table and an answer\n", r->at);
    check_failures++;
    return false;
  }
  r->rule = fields[0];
  r->table = fields[1];
  for (size_t i = 2; i < nf; i++) {
    char *eq = strchr(fields[i], '=');
    if (!eq) {
      fprintf(stderr, "%s: \"%s\" is not key=value\n", r->at, fields[i]);
      check_failures++;
      return false;
    }
    *eq = 0;
    char *k = trim(fields[i]), *v = trim(eq + 1);
    if (i + 1 == nf) {
      if (strcmp(k, "expect") && strcmp(k, "error")) {
        fprintf(stderr, "%s: the last field must be expect= or error=\n", r->at);
        check_failures++;
        return false;
      }
      r->expect_error = strcmp(k, "error") == 0;
      r->expected = v;
    } else {
      for (size_t j = 0; j < r->n; j++) {
        if (!strcmp(r->keys[j], k)) {
          fprintf(stderr, "%s: key %s given twice\n", r->at, k);
          check_failures++;
          return false;
        }
      }
      r->keys[r->n] = k;
      r->vals[r->n++] = v;
    }
  }
  return true;
}

/* The value of `key`, marked read; NULL when the row has none. */
static const char *opt(row *r, const char *key) {
  for (size_t i = 0; i < r->n; i++) {
    if (!strcmp(r->keys[i], key)) {
      r->read[i] = true;
      return r->vals[i];
    }
  }
  return NULL;
}

/* ---- words to C values (each returns false after writing the problem to `o`) ---- */

static bool get(row *r, outcome *o, const char *key, const char **out) {
  *out = opt(r, key);
  if (!*out) problem(o, "rule %s needs %s=", r->rule, key);
  return *out != NULL;
}

static bool to_seat(outcome *o, const char *s, mahjong_seat *out) {
  if (strlen(s) != 1 || s[0] < '0' || s[0] > '3') return problem(o, "\"%s\" is not a seat", s), false;
  *out = (mahjong_seat)(s[0] - '0');
  return true;
}

static bool to_bool(outcome *o, const char *s, bool *out) {
  if (!strcmp(s, "true")) *out = true;
  else if (!strcmp(s, "false")) *out = false;
  else return problem(o, "\"%s\" is not true or false", s), false;
  return true;
}

static bool to_call(outcome *o, const char *s, size_t len, mahjong_call *out) {
  if (parse_named(MAHJONG_NAMED_CALL, s, len, out)) return true;
  return problem(o, "\"%.*s\" is not a call", (int)len, s), false;
}

static bool seat_of(row *r, outcome *o, const char *key, mahjong_seat *out) {
  const char *s;
  return get(r, o, key, &s) && to_seat(o, s, out);
}

static bool tile_of(row *r, outcome *o, const char *key, mahjong_tile *out) {
  const char *s;
  if (!get(r, o, key, &s)) return false;
  if (mahjong_tile_parse(s, strlen(s), out) != MAHJONG_RESULT_OK) return problem(o, "%s=%s is no tile", key, s), false;
  return true;
}

/* The hand for `key`, or NULL after writing the problem. The caller frees it. */
static mahjong_hand *hand_of(row *r, outcome *o, const char *key) {
  const char *s;
  mahjong_hand *h = NULL;
  if (!get(r, o, key, &s)) return NULL;
  if (mahjong_hand_parse(s, strlen(s), &h) != MAHJONG_RESULT_OK) problem(o, "%s=%s is no hand", key, s);
  return h;
}

static bool table_of(row *r, outcome *o, mahjong_table *t) {
  char buf[256];
  r->table_read = true;
  snprintf(buf, sizeof buf, "%s", r->table);
  char *save = NULL, *w = strtok_r(buf, " ", &save);
  uint32_t v = 0;
  if (!w || !parse_named(MAHJONG_NAMED_VARIANT, w, strlen(w), &v)) return problem(o, "table \"%s\" names no variant", r->table), false;
  CHECK_EQ_INT(mahjong_table_init(v, t), MAHJONG_RESULT_OK);
  while ((w = strtok_r(NULL, " ", &save))) {
    char *eq = strchr(w, '=');
    if (!eq) return problem(o, "table word \"%s\" is not key=value", w), false;
    *eq = 0;
    const char *k = w, *val = eq + 1;
    bool *flag = !strcmp(k, "three_player_charleston") ? &t->house.three_player_charleston
                 : !strcmp(k, "fifth_player_bets")     ? &t->house.fifth_player_bets
                 : !strcmp(k, "thrower_pays_all")      ? &t->house.thrower_pays_all
                 : !strcmp(k, "strict_dead_hand")      ? &t->house.strict_dead_hand
                 : !strcmp(k, "calls_keep_a_line")     ? &t->house.calls_keep_a_line
                                                       : NULL;
    if (flag) {
      if (!to_bool(o, val, flag)) return false;
    } else if (!strcmp(k, "players")) {
      t->players = (uint32_t)strtoul(val, NULL, 10);
    } else if (!strcmp(k, "blanks")) {
      t->house.blanks = (uint32_t)strtoul(val, NULL, 10);
    } else if (!strcmp(k, "wind_rounds")) {
      t->house.wind_rounds = (uint32_t)strtoul(val, NULL, 10);
    } else {
      return problem(o, "%s is not a table setting", k), false;
    }
  }
  return true;
}

static bool discard_of(row *r, outcome *o, mahjong_discard *d) {
  const char *latest = opt(r, "latest");
  d->latest = true;
  return tile_of(r, o, "tile", &d->tile) && seat_of(r, o, "discarder", &d->discarder) &&
         (!latest || to_bool(o, latest, &d->latest));
}

/* `facts=` and `keeps_a_line=`: `*given` is false when the row gives no facts (NULL to the core). */
static bool facts_of(row *r, outcome *o, mahjong_call_facts *f, bool *given) {
  const char *flags = opt(r, "facts"), *keeps = opt(r, "keeps_a_line");
  *given = flags != NULL;
  if (!flags) return keeps ? problem(o, "keeps_a_line= needs facts="), false : true;
  *f = mahjong_call_facts_default();
  char buf[128];
  snprintf(buf, sizeof buf, "%s", flags);
  char *save = NULL;
  for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    if (!strcmp(w, "dead")) f->dead = true;
    else if (!strcmp(w, "mah_jong")) f->mah_jong = true;
    else if (!strcmp(w, "concealed_only")) f->concealed_only = true;
    else return problem(o, "\"%s\" is not a call fact", w), false;
  }
  if (keeps) {
    snprintf(buf, sizeof buf, "%s", keeps);
    size_t i = 0;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save), i++) {
      if (i == 4 || !to_bool(o, w, &f->keeps_a_line[i])) return problem(o, "keeps_a_line= holds four booleans"), false;
    }
    if (i != 4) return problem(o, "keeps_a_line= holds four booleans"), false;
  }
  return true;
}

/* `claims=`: SEAT:CALL or SEAT:CALL:committed words. */
static bool claims_in(row *r, outcome *o, const char *key, mahjong_claim *claims, size_t *n) {
  const char *s;
  if (!get(r, o, key, &s)) return false;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", s);
  char *save = NULL;
  *n = 0;
  for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    char *c1 = strchr(w, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
    if (!c1 || *n == 8) return problem(o, "\"%s\" is not SEAT:CALL", w), false;
    *c1 = 0;
    mahjong_claim *c = &claims[(*n)++];
    c->committed = c2 && !strcmp(c2 + 1, "committed");
    if (c2 && !c->committed) return problem(o, "\"%s\" ends in neither :committed nor nothing", c2), false;
    if (!to_seat(o, w, &c->seat) || !to_call(o, c1 + 1, c2 ? (size_t)(c2 - c1 - 1) : strlen(c1 + 1), &c->call))
      return false;
  }
  return true;
}

static void add_word(char *out, size_t cap, const char *word) {
  size_t len = strlen(out);
  snprintf(out + len, cap - len, "%s%s", len ? " " : "", word);
}

static bool phase_of(row *r, outcome *o, mahjong_turn_phase *out) {
  const char *s;
  if (!get(r, o, "phase", &s)) return false;
  if (parse_named(MAHJONG_NAMED_TURN_PHASE, s, strlen(s), out)) return true;
  return problem(o, "\"%s\" is not a turn phase", s), false;
}

static bool bool_of(row *r, outcome *o, const char *key, bool *out) {
  const char *s;
  return get(r, o, key, &s) && to_bool(o, s, out);
}

static bool u32_of(row *r, outcome *o, const char *key, uint32_t *out) {
  const char *s;
  char *end = NULL;
  if (!get(r, o, key, &s)) return false;
  unsigned long v = strtoul(s, &end, 10);
  if (!*s || *end || v > UINT32_MAX) return problem(o, "%s=%s is not a number", key, s), false;
  *out = (uint32_t)v;
  return true;
}

/* `kong=`: a hand of one meld. */
static bool kong_of(row *r, outcome *o, mahjong_meld *kong) {
  mahjong_hand *h = hand_of(r, o, "kong");
  mahjong_hand_info info = mahjong_hand_get_info(h);
  bool ok = h && info.n_melds == 1;
  *kong = info.melds[0];
  if (h && !ok) problem(o, "kong= is one meld");
  mahjong_hand_free(h);
  return ok;
}

/* `card=`: only `sample`. The caller frees the card. */
static mahjong_card *card_of(row *r, outcome *o) {
  const char *s;
  mahjong_card *card = NULL;
  if (!get(r, o, "card", &s)) return NULL;
  if (strcmp(s, "sample")) return problem(o, "card=%s: only the sample card", s), NULL;
  CHECK_EQ_INT(mahjong_card_sample(&card), MAHJONG_RESULT_OK);
  return card;
}

/* `visible=`: TILE:COUNT words into 45 counts; none visible without the key. */
static bool visible_of(row *r, outcome *o, uint8_t visible[45]) {
  const char *s = opt(r, "visible");
  char buf[1024];
  memset(visible, 0, 45);
  snprintf(buf, sizeof buf, "%s", s ? s : "");
  char *save = NULL;
  for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    char *colon = strchr(w, ':');
    mahjong_tile tile;
    if (!colon) return problem(o, "visible: %s is not TILE:COUNT", w), false;
    *colon = 0;
    if (mahjong_tile_parse(w, strlen(w), &tile) != MAHJONG_RESULT_OK || tile >= 45) return problem(o, "visible: %s is no tile", w), false;
    visible[tile] = (uint8_t)strtoul(colon + 1, NULL, 10);
  }
  return true;
}

/* `hands=`: four racks separated by `/`, `-` for an empty one (NULL). The caller frees them. */
static bool four_racks(row *r, outcome *o, mahjong_hand *racks[4]) {
  const char *hs;
  char buf[512], *parts[4];
  if (!get(r, o, "hands", &hs)) return false;
  if (split4(hs, "/", buf, sizeof buf, parts) != 4) return problem(o, "hands= holds four racks"), false;
  for (int k = 0; k < 4; k++) {
    char *rack = trim(parts[k]);
    if (strcmp(rack, "-") && mahjong_hand_parse(rack, strlen(rack), &racks[k]) != MAHJONG_RESULT_OK)
      return problem(o, "hands: %s is no hand", rack), false;
  }
  return true;
}

/* `passes=`: four passes separated by `/`, one tile a word. */
static bool four_passes(row *r, outcome *o, mahjong_pass passes[4]) {
  const char *ps;
  char buf[256], *parts[4];
  if (!get(r, o, "passes", &ps)) return false;
  memset(passes, 0, 4 * sizeof passes[0]);
  if (split4(ps, "/", buf, sizeof buf, parts) != 4) return problem(o, "passes= holds four passes"), false;
  for (int k = 0; k < 4; k++) {
    char *save2 = NULL;
    for (char *w = strtok_r(parts[k], " ", &save2); w; w = strtok_r(NULL, " ", &save2)) {
      if (passes[k].len == 3) return problem(o, "a pass holds at most 3 tiles"), false;
      if (mahjong_tile_parse(w, strlen(w), &passes[k].tiles[passes[k].len++]) != MAHJONG_RESULT_OK)
        return problem(o, "passes: %s is no tile", w), false;
    }
  }
  return true;
}

/* `agree=`: four booleans. */
static bool four_bools(row *r, outcome *o, const char *key, bool out[4]) {
  const char *s;
  char buf[64], *parts[4];
  if (!get(r, o, key, &s)) return false;
  bool ok = split4(s, " ", buf, sizeof buf, parts) == 4;
  for (int k = 0; ok && k < 4; k++) ok = to_bool(o, parts[k], &out[k]);
  if (!ok) return problem(o, "%s= holds four booleans", key), false;
  return true;
}

/* ---- C values to words ---- */

static void facts_words(char *out, size_t cap, const mahjong_call_facts *f) {
  if (f->dead) add_word(out, cap, "dead");
  if (f->mah_jong) add_word(out, cap, "mah_jong");
  if (f->concealed_only) add_word(out, cap, "concealed_only");
}

static void dead_words(char *out, size_t cap, const mahjong_dead_hand *d) {
  char nums[16] = "";
  add_word(out, cap, dead_name(d->reason));
  if (d->reason == MAHJONG_DEAD_WRONG_TILE_COUNT) snprintf(nums, sizeof nums, "%u %u", (unsigned)d->has, (unsigned)d->expected);
  else if (d->reason == MAHJONG_DEAD_EXPOSURE_FITS_NO_LINE) snprintf(nums, sizeof nums, "%u", (unsigned)d->meld);
  if (nums[0]) add_word(out, cap, nums);
}

/* The hand written in `notation`, added to `out` as one word. */
static void hand_in(char *out, size_t cap, const mahjong_hand *h, mahjong_notation notation) {
  char buf[256];
  size_t n = 0;
  CHECK_EQ_INT(mahjong_hand_format(h, notation, buf, sizeof buf, &n), MAHJONG_RESULT_OK);
  add_word(out, cap, buf);
}

static void hand_words(char *out, size_t cap, const mahjong_hand *h) { hand_in(out, cap, h, MAHJONG_NOTATION_AMERICAN); }


static void claim_words(char *out, size_t cap, const mahjong_claim *c) {
  char w[32];
  snprintf(w, sizeof w, "%u:%s", (unsigned)c->seat, name_of(MAHJONG_NAMED_CALL, c->call));
  add_word(out, cap, w);
}

static void number_word(char *out, size_t cap, long long n) {
  char w[24];
  snprintf(w, sizeof w, "%lld", n);
  add_word(out, cap, w);
}

/* The result of a core call: an answer follows on OK; otherwise the error's kind. */
static got refused(outcome *o, mahjong_result res) {
  unsigned kind = mahjong_last_error_kind();
  for (size_t i = 0; i < sizeof KIND_NAMES / sizeof KIND_NAMES[0]; i++) {
    if (KIND_NAMES[i].kind == kind) {
      size_t j = 0;
      for (; KIND_NAMES[i].name[j] && j + 1 < sizeof o->text; j++) o->text[j] = (char)tolower((unsigned char)KIND_NAMES[i].name[j]);
      o->text[j] = 0;
      return GOT_KIND;
    }
  }
  return problem(o, "result %u with no error kind (%u)", (unsigned)res, kind);
}

/* resolve_mah_jong_claims: the seats named valid, and the seats checked in order. */
struct claim_checks {
  bool valid[4];
  char checked[32];
};

static bool check_claim(mahjong_seat seat, void *user) {
  struct claim_checks *c = user;
  char w[4];
  snprintf(w, sizeof w, "%u", (unsigned)seat);
  add_word(c->checked, sizeof c->checked, w);
  return seat < 4 && c->valid[seat];
}

/* ---- the rules ---- */

static got ask(row *r, outcome *o) {
  mahjong_table t;
  const char *rule = r->rule;
  o->text[0] = 0;
  if (!strcmp(rule, "calls") || !strcmp(rule, "check_call") || !strcmp(rule, "chinese_call_facts")) {
    mahjong_seat seat;
    mahjong_discard d;
    mahjong_call call = 0;
    mahjong_call_facts facts;
    bool given = false;
    const char *cs = NULL;
    mahjong_hand *h = hand_of(r, o, "hand");
    bool ok = h && seat_of(r, o, "seat", &seat) && discard_of(r, o, &d) &&
              (strcmp(rule, "check_call") || (get(r, o, "call", &cs) && to_call(o, cs, strlen(cs), &call))) &&
              (!strcmp(rule, "chinese_call_facts") || facts_of(r, o, &facts, &given)) && table_of(r, o, &t);
    got g = GOT_ROW_PROBLEM;
    if (ok) {
      mahjong_result res;
      g = GOT_ANSWER;
      if (!strcmp(rule, "calls")) {
        uint32_t mask = 0;
        res = mahjong_rules_calls(&t, h, seat, &d, given ? &facts : NULL, &mask);
        for (uint32_t c = 0; res == MAHJONG_RESULT_OK && c < 32; c++)
          if (mask & (1u << c)) add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_CALL, c));
      } else if (!strcmp(rule, "check_call")) {
        res = mahjong_rules_check_call(&t, h, seat, &d, call, given ? &facts : NULL);
        if (res == MAHJONG_RESULT_OK) add_word(o->text, sizeof o->text, "ok");
      } else {
        res = mahjong_rules_chinese_call_facts(&t, h, seat, &d, &facts);
        if (res == MAHJONG_RESULT_OK) facts_words(o->text, sizeof o->text, &facts);
      }
      if (res != MAHJONG_RESULT_OK) g = refused(o, res);
    }
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "claim_winner") || !strcmp(rule, "claim_order")) {
    mahjong_seat discarder;
    mahjong_claim claims[8], out[3];
    size_t n = 0, out_n = 0;
    if (!seat_of(r, o, "discarder", &discarder) || !claims_in(r, o, "claims", claims, &n) || !table_of(r, o, &t))
      return GOT_ROW_PROBLEM;
    /* The winner is the first claim in priority order (the core's claim_winner). */
    mahjong_result res = mahjong_rules_claim_order(&t, discarder, claims, n, out, &out_n);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    size_t shown = strcmp(rule, "claim_winner") ? out_n : out_n > 0;
    for (size_t i = 0; i < shown; i++) claim_words(o->text, sizeof o->text, &out[i]);
    if (out_n == 0 && !strcmp(rule, "claim_winner")) add_word(o->text, sizeof o->text, "none");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "seat_wind")) {
    mahjong_seat seat, dealer;
    uint32_t wind = 0;
    if (!seat_of(r, o, "seat", &seat) || !seat_of(r, o, "dealer", &dealer) || !table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_seat_wind(&t, seat, dealer, &wind);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_WIND, wind));
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "next_round")) {
    const char *rs, *ws, *fs;
    char wind[16] = "", dealer[4] = "";
    mahjong_round round = {0}, next;
    int32_t winner = MAHJONG_WALL_GAME;
    if (!get(r, o, "round", &rs) || sscanf(rs, "%15s %3s", wind, dealer) != 2)
      return problem(o, "round= is PREVAILING DEALER");
    if (!parse_named(MAHJONG_NAMED_WIND, wind, strlen(wind), &round.prevailing)) return problem(o, "\"%s\" is not a wind", wind);
    if (!to_seat(o, dealer, &round.dealer)) return GOT_ROW_PROBLEM;
    fs = opt(r, "first_dealer");
    round.first_dealer = round.dealer;
    if (fs && !to_seat(o, fs, &round.first_dealer)) return GOT_ROW_PROBLEM;
    if (!get(r, o, "winner", &ws)) return GOT_ROW_PROBLEM;
    if (strcmp(ws, "none")) {
      mahjong_seat w;
      if (!to_seat(o, ws, &w)) return GOT_ROW_PROBLEM;
      winner = (int32_t)w;
    }
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_next_round(&t, &round, winner, &next);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    snprintf(o->text, sizeof o->text, "%s %u%s", name_of(MAHJONG_NAMED_WIND, next.prevailing), (unsigned)next.dealer,
             next.finished ? " finished" : "");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "wall_stacks") || !strcmp(rule, "tiles_dealt") || !strcmp(rule, "wall_after_deal")) {
    const char *s = NULL;
    bool flowers = false;
    if (!strcmp(rule, "wall_stacks") && (!get(r, o, "flowers", &s) || !to_bool(o, s, &flowers))) return GOT_ROW_PROBLEM;
    if (!strcmp(rule, "wall_after_deal") && !get(r, o, "total", &s)) return GOT_ROW_PROBLEM;
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    uint32_t n = 0;
    mahjong_wall w;
    mahjong_seat seats[53];
    size_t dealt = 0; /* the tiles dealt are the length of the deal order (the core's tiles_dealt) */
    mahjong_result res = !strcmp(rule, "wall_stacks") ? mahjong_rules_wall_stacks(&t, flowers, &n)
                         : !strcmp(rule, "tiles_dealt") ? mahjong_rules_deal_order(&t, 0, seats, 53, &dealt)
                                                        : mahjong_rules_wall_after_deal(&t, (uint32_t)strtoul(s, NULL, 10), &w);
    n = dealt ? (uint32_t)dealt : n;
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    if (!strcmp(rule, "wall_after_deal")) snprintf(o->text, sizeof o->text, "%u %u", (unsigned)w.live, (unsigned)w.kong_box);
    else snprintf(o->text, sizeof o->text, "%u", (unsigned)n);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "break_wall")) {
    mahjong_seat dealer;
    const char *st, *a, *b;
    if (!seat_of(r, o, "dealer", &dealer) || !get(r, o, "stacks_per_wall", &st) || !get(r, o, "first", &a) ||
        !get(r, o, "second", &b) || !table_of(r, o, &t))
      return GOT_ROW_PROBLEM;
    mahjong_wall_break wb;
    mahjong_result res = mahjong_rules_break_wall(&t, dealer, (uint32_t)strtoul(st, NULL, 10), (uint32_t)strtoul(a, NULL, 10),
                                                  (uint32_t)strtoul(b, NULL, 10), &wb);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    snprintf(o->text, sizeof o->text, "%u %u %u", (unsigned)wb.breaker, (unsigned)wb.wall, (unsigned)wb.stack);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "dealt_tiles")) {
    mahjong_seat seat, dealer;
    uint32_t n = 0;
    if (!seat_of(r, o, "seat", &seat) || !seat_of(r, o, "dealer", &dealer)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_dealt_tiles(seat, dealer, &n);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    snprintf(o->text, sizeof o->text, "%u", (unsigned)n);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "deal_order")) {
    mahjong_seat dealer, seats[53];
    size_t n = 0;
    if (!seat_of(r, o, "dealer", &dealer) || !table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_deal_order(&t, dealer, seats, 53, &n);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    for (size_t i = 0; i < n; i++) {
      char w[4];
      snprintf(w, sizeof w, "%u", (unsigned)seats[i]);
      add_word(o->text, sizeof o->text, w);
    }
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "joker_exchange")) {
    const char *ex, *dead;
    mahjong_hand *racks[4] = {NULL, NULL, NULL, NULL};
    mahjong_turn turn = {0, 0, false};
    mahjong_seat owner;
    mahjong_tile natural;
    got g = GOT_ROW_PROBLEM;
    bool ok = four_racks(r, o, racks);
    dead = opt(r, "dead");
    ok = ok && seat_of(r, o, "player", &turn.seat) && seat_of(r, o, "owner", &owner) && get(r, o, "exposure", &ex) &&
         tile_of(r, o, "natural", &natural) && phase_of(r, o, &turn.phase) && (!dead || to_bool(o, dead, &turn.dead)) &&
         table_of(r, o, &t);
    if (ok) {
      const mahjong_hand *hands[4] = {racks[0], racks[1], racks[2], racks[3]};
      mahjong_joker_exchange x;
      mahjong_hand *hand = NULL, *owner_hand = NULL;
      mahjong_result res = mahjong_rules_exchange_joker(&t, hands, &turn, owner, (uint32_t)strtoul(ex, NULL, 10), natural, &x,
                                                        &hand, &owner_hand);
      if (res == MAHJONG_RESULT_OK) {
        hand_words(o->text, sizeof o->text, hand);
        add_word(o->text, sizeof o->text, "/");
        hand_words(o->text, sizeof o->text, owner_hand);
        g = GOT_ANSWER;
      } else {
        g = refused(o, res);
      }
      mahjong_hand_free(hand);
      mahjong_hand_free(owner_hand);
    }
    for (int i = 0; i < 4; i++) mahjong_hand_free(racks[i]);
    return g;
  }
  if (!strcmp(rule, "tile_count_dead")) {
    mahjong_turn_phase phase;
    mahjong_hand *h = hand_of(r, o, "hand");
    got g = GOT_ROW_PROBLEM;
    if (h && phase_of(r, o, &phase) && table_of(r, o, &t)) {
      mahjong_dead_hand d;
      mahjong_result res = mahjong_rules_tile_count_dead(&t, h, phase, &d);
      if (res == MAHJONG_RESULT_OK) {
        g = GOT_ANSWER;
        dead_words(o->text, sizeof o->text, &d);
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "charleston_pass")) {
    mahjong_hand *racks[4] = {NULL, NULL, NULL, NULL};
    mahjong_pass passes[4];
    const char *ps;
    uint32_t pass = 0;
    got g = GOT_ROW_PROBLEM;
    bool ok = four_racks(r, o, racks) && get(r, o, "pass", &ps);
    if (ok) {
      if (!parse_named(MAHJONG_NAMED_CHARLESTON_PASS, ps, strlen(ps), &pass)) ok = (problem(o, "\"%s\" is not a Charleston pass", ps), false);
    }
    ok = ok && four_passes(r, o, passes) && table_of(r, o, &t);
    if (ok) {
      const mahjong_hand *hands[4] = {racks[0], racks[1], racks[2], racks[3]};
      mahjong_hand *out[4] = {NULL, NULL, NULL, NULL};
      mahjong_pass received[4];
      mahjong_result res = mahjong_rules_apply_charleston_pass(&t, hands, pass, passes, NULL, out, received);
      if (res == MAHJONG_RESULT_OK) {
        g = GOT_ANSWER;
        for (int i = 0; i < 4; i++) {
          if (i) add_word(o->text, sizeof o->text, "/");
          hand_in(o->text, sizeof o->text, out[i], MAHJONG_NOTATION_MPSZ);
          mahjong_hand_free(out[i]);
        }
      } else {
        g = refused(o, res);
      }
    }
    for (int i = 0; i < 4; i++) mahjong_hand_free(racks[i]);
    return g;
  }
  if (!strcmp(rule, "charleston_played") || !strcmp(rule, "second_charleston")) {
    bool agree[4], out = false;
    if ((!strcmp(rule, "second_charleston") && !four_bools(r, o, "agree", agree)) || !table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = !strcmp(rule, "charleston_played") ? mahjong_rules_charleston_played(&t, &out)
                                                            : mahjong_rules_second_charleston(&t, agree, &out);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, out ? "true" : "false");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "courtesy_count")) {
    mahjong_seat a, b;
    const char *aa, *ba;
    uint32_t n = 0;
    if (!seat_of(r, o, "a", &a) || !get(r, o, "a_asks", &aa) || !seat_of(r, o, "b", &b) || !get(r, o, "b_asks", &ba))
      return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_courtesy_count(a, (uint32_t)strtoul(aa, NULL, 10), b, (uint32_t)strtoul(ba, NULL, 10), &n);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    snprintf(o->text, sizeof o->text, "%u", (unsigned)n);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "add_to_pung") || !strcmp(rule, "declare_concealed_kong") || !strcmp(rule, "rob_kong")) {
    mahjong_seat seat;
    mahjong_tile tile = 0;
    mahjong_meld kong;
    bool self_drawn = false;
    mahjong_hand *h = hand_of(r, o, "hand"), *after = NULL;
    got g = GOT_ROW_PROBLEM;
    bool ok = h && seat_of(r, o, "seat", &seat);
    if (!strcmp(rule, "rob_kong")) ok = ok && kong_of(r, o, &kong);
    else ok = ok && tile_of(r, o, "tile", &tile);
    if (!strcmp(rule, "add_to_pung")) ok = ok && bool_of(r, o, "self_drawn", &self_drawn);
    if (ok && table_of(r, o, &t)) {
      mahjong_result res = !strcmp(rule, "add_to_pung") ? mahjong_rules_add_to_pung(&t, h, seat, tile, self_drawn, &after)
                           : !strcmp(rule, "rob_kong")  ? mahjong_rules_rob_kong(&t, h, seat, &kong, &after)
                                                        : mahjong_rules_declare_concealed_kong(&t, h, seat, tile, &after);
      if (res == MAHJONG_RESULT_OK) {
        hand_in(o->text, sizeof o->text, after, MAHJONG_NOTATION_MPSZ);
        g = GOT_ANSWER;
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(after);
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "check_rob_kong") || !strcmp(rule, "check_kong_or_mah_jong")) {
    mahjong_meld kong;
    bool a = false, b = false;
    mahjong_result res;
    if (!strcmp(rule, "check_rob_kong")) {
      if (!kong_of(r, o, &kong) || !bool_of(r, o, "thirteen_unique_wonders", &a)) return GOT_ROW_PROBLEM;
      res = mahjong_rules_check_rob_kong(&kong, a);
    } else {
      if (!bool_of(r, o, "kong", &a) || !bool_of(r, o, "mah_jong", &b)) return GOT_ROW_PROBLEM;
      res = mahjong_rules_check_kong_or_mah_jong(a, b);
    }
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, "ok");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "wall_draw") || !strcmp(rule, "wall_is_wall_game") || !strcmp(rule, "wall_draw_replacement")) {
    mahjong_wall w, next;
    if (!u32_of(r, o, "live", &w.live) || !u32_of(r, o, "kong_box", &w.kong_box)) return GOT_ROW_PROBLEM;
    mahjong_result res;
    if (!strcmp(rule, "wall_is_wall_game")) {
      bool over = false;
      res = mahjong_rules_wall_is_wall_game(&w, &over);
      if (res == MAHJONG_RESULT_OK) add_word(o->text, sizeof o->text, over ? "true" : "false");
    } else if (!strcmp(rule, "wall_draw")) {
      res = mahjong_rules_wall_draw(&w, &next);
      if (res == MAHJONG_RESULT_OK) number_word(o->text, sizeof o->text, next.live), number_word(o->text, sizeof o->text, next.kong_box);
    } else {
      mahjong_replacement source;
      if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
      res = mahjong_rules_wall_draw_replacement(&t, &w, &next, &source);
      if (res == MAHJONG_RESULT_OK) {
        number_word(o->text, sizeof o->text, next.live);
        number_word(o->text, sizeof o->text, next.kong_box);
        add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_REPLACEMENT, source));
      }
    }
    return res == MAHJONG_RESULT_OK ? GOT_ANSWER : refused(o, res);
  }
  if (!strcmp(rule, "check_deal")) {
    mahjong_seat dealer;
    const char *cs;
    uint8_t counts[4];
    if (!seat_of(r, o, "dealer", &dealer) || !get(r, o, "counts", &cs)) return GOT_ROW_PROBLEM;
    unsigned long n[4];
    if (!four_numbers(cs, n)) return problem(o, "counts= holds four numbers");
    for (int k = 0; k < 4; k++) counts[k] = (uint8_t)n[k];
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_remedy remedy;
    int32_t seat = -1;
    mahjong_result res = mahjong_rules_check_deal(&t, dealer, counts, &remedy, &seat);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_REMEDY, remedy));
    if (seat < 0) add_word(o->text, sizeof o->text, "none");
    else number_word(o->text, sizeof o->text, seat);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "bonus_replacements") || !strcmp(rule, "holds_all_bonus_tiles") || !strcmp(rule, "concealed_hand_exposed")) {
    mahjong_hand *h = hand_of(r, o, "hand");
    bool line = false;
    got g = GOT_ROW_PROBLEM;
    bool ok = h && (strcmp(rule, "concealed_hand_exposed") || bool_of(r, o, "concealed_line", &line)) &&
              (strcmp(rule, "bonus_replacements") || table_of(r, o, &t));
    if (ok) {
      mahjong_result res;
      uint32_t n = 0;
      bool all = false;
      mahjong_dead_hand d;
      if (!strcmp(rule, "bonus_replacements")) res = mahjong_rules_bonus_replacements(&t, h, &n);
      else if (!strcmp(rule, "holds_all_bonus_tiles")) all = mahjong_rules_holds_all_bonus_tiles(h), res = MAHJONG_RESULT_OK;
      else d = mahjong_rules_concealed_hand_exposed(h, line), res = MAHJONG_RESULT_OK;
      if (res == MAHJONG_RESULT_OK) {
        g = GOT_ANSWER;
        if (!strcmp(rule, "bonus_replacements")) number_word(o->text, sizeof o->text, n);
        else if (!strcmp(rule, "holds_all_bonus_tiles")) add_word(o->text, sizeof o->text, all ? "true" : "false");
        else add_word(o->text, sizeof o->text, dead_name(d.reason));
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "claim_window_open") || !strcmp(rule, "call_in_time")) {
    const char *since;
    mahjong_table_action actions[8];
    size_t n = 0;
    bool simultaneous = false, yes = false;
    if (!get(r, o, "since", &since)) return GOT_ROW_PROBLEM;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", since);
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
      uint32_t a = 0;
      if (!parse_named(MAHJONG_NAMED_TABLE_ACTION, w, strlen(w), &a) || n == 8) return problem(o, "\"%s\" is not a table action", w);
      actions[n++] = a;
    }
    if (!strcmp(rule, "call_in_time") && !bool_of(r, o, "simultaneous", &simultaneous)) return GOT_ROW_PROBLEM;
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = !strcmp(rule, "claim_window_open") ? mahjong_rules_claim_window_open(&t, actions, n, &yes)
                                                            : mahjong_rules_call_in_time(&t, actions, n, simultaneous, &yes);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, yes ? "true" : "false");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "turns_lost")) {
    mahjong_seat discarder, claimer;
    uint32_t n = 0;
    if (!seat_of(r, o, "discarder", &discarder) || !seat_of(r, o, "claimer", &claimer) || !table_of(r, o, &t))
      return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_turns_lost(&t, discarder, claimer, &n);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    number_word(o->text, sizeof o->text, n);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "next_to_play")) {
    mahjong_seat discarder, next = 9;
    mahjong_claim winner[8];
    size_t n = 0;
    const char *w;
    if (!seat_of(r, o, "discarder", &discarder) || !get(r, o, "winner", &w)) return GOT_ROW_PROBLEM;
    if (strcmp(w, "none") && (!claims_in(r, o, "winner", winner, &n) || n != 1)) return problem(o, "winner= is one claim or none");
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_next_to_play(&t, discarder, n ? &winner[0] : NULL, &next);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    number_word(o->text, sizeof o->text, next);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "must_discard_after")) {
    const char *cs;
    mahjong_call call;
    bool yes = false;
    if (!get(r, o, "call", &cs) || !to_call(o, cs, strlen(cs), &call)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_must_discard_after(call, &yes);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, yes ? "true" : "false");
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "false_mah_jong")) {
    bool exposed, threw, disturbed;
    if (!bool_of(r, o, "exposed", &exposed) || !bool_of(r, o, "others_threw_in", &threw) ||
        !bool_of(r, o, "wall_disturbed", &disturbed))
      return GOT_ROW_PROBLEM;
    mahjong_false_mah_jong_result f = mahjong_rules_false_mah_jong(exposed, threw, disturbed);
    mahjong_false_mah_jong outcome = f.outcome;
    mahjong_remedy remedy = f.remedy;
    add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_FALSE_MAH_JONG_OUTCOME, outcome));
    if (outcome == MAHJONG_FALSE_MAH_JONG_ENDED) add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_REMEDY, remedy));
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "next_live_seat")) {
    mahjong_seat seat;
    bool dead[4];
    int32_t next = -9;
    if (!seat_of(r, o, "seat", &seat) || !four_bools(r, o, "dead", dead) || !table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_next_live_seat(&t, seat, dead, &next);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    if (next < 0) add_word(o->text, sizeof o->text, "none");
    else number_word(o->text, sizeof o->text, next);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "sitting_out")) {
    uint32_t players, game;
    int32_t out = -9;
    if (!u32_of(r, o, "players", &players) || !u32_of(r, o, "game", &game)) return GOT_ROW_PROBLEM;
    mahjong_result res = mahjong_rules_sitting_out(players, game, &out);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    if (out < 0) add_word(o->text, sizeof o->text, "none");
    else number_word(o->text, sizeof o->text, out);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "american_call_facts") || !strcmp(rule, "card_keeps_a_line") || !strcmp(rule, "card_calls") ||
      !strcmp(rule, "lines_possible") || !strcmp(rule, "exposures_dead") || !strcmp(rule, "no_line_possible") ||
      !strcmp(rule, "american_dead_hand") || !strcmp(rule, "valid_exposures") || !strcmp(rule, "line_possible")) {
    bool facts_rule = !strcmp(rule, "american_call_facts") || !strcmp(rule, "card_keeps_a_line") || !strcmp(rule, "card_calls");
    mahjong_card *card = card_of(r, o);
    mahjong_hand *h = card ? hand_of(r, o, "hand") : NULL;
    mahjong_seat seat = 0;
    mahjong_discard d;
    mahjong_turn_phase phase = 0;
    uint8_t visible[45];
    uint32_t hand_index = 0, line = 0;
    got g = GOT_ROW_PROBLEM;
    bool ok = card && h;
    if (!strcmp(rule, "line_possible")) ok = ok && u32_of(r, o, "hand_index", &hand_index) && u32_of(r, o, "line", &line);
    if (facts_rule) ok = ok && seat_of(r, o, "seat", &seat) && discard_of(r, o, &d);
    if (!strcmp(rule, "american_dead_hand")) ok = ok && phase_of(r, o, &phase);
    if (!strcmp(rule, "exposures_dead") || !strcmp(rule, "valid_exposures")) memset(visible, 0, sizeof visible);
    else ok = ok && visible_of(r, o, visible);
    if (facts_rule || !strcmp(rule, "american_dead_hand")) ok = ok && table_of(r, o, &t);
    if (ok) {
      mahjong_result res;
      mahjong_call_facts f;
      mahjong_dead_hand dead;
      mahjong_lines_possible lp;
      bool valid[4];
      uint32_t mask = 0;
      if (facts_rule) {
        res = mahjong_rules_american_call_facts(&t, card, h, seat, &d, visible, &f);
        if (res == MAHJONG_RESULT_OK && !strcmp(rule, "card_calls")) res = mahjong_rules_calls(&t, h, seat, &d, &f, &mask);
      } else if (!strcmp(rule, "lines_possible")) {
        res = mahjong_rules_lines_possible(card, h, visible, &lp);
      } else if (!strcmp(rule, "exposures_dead")) {
        res = mahjong_rules_exposures_dead(card, h, &dead);
      } else if (!strcmp(rule, "no_line_possible")) {
        res = mahjong_rules_no_line_possible(card, h, visible, &dead);
      } else if (!strcmp(rule, "american_dead_hand")) {
        res = mahjong_rules_american_dead_hand(&t, card, h, phase, visible, &dead);
      } else if (!strcmp(rule, "line_possible")) {
        res = mahjong_rules_line_possible(card, hand_index, line, h, visible, &valid[0]);
      } else {
        res = mahjong_rules_valid_exposures(card, h, valid);
      }
      if (res != MAHJONG_RESULT_OK) {
        g = refused(o, res);
      } else {
        g = GOT_ANSWER;
        if (!strcmp(rule, "american_call_facts")) facts_words(o->text, sizeof o->text, &f);
        else if (!strcmp(rule, "card_keeps_a_line"))
          for (int i = 0; i < 4; i++) add_word(o->text, sizeof o->text, f.keeps_a_line[i] ? "true" : "false");
        else if (!strcmp(rule, "card_calls")) {
          for (uint32_t c = 0; c < 32; c++)
            if (mask & (1u << c)) add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_CALL, c));
        } else if (!strcmp(rule, "lines_possible")) {
          number_word(o->text, sizeof o->text, lp.exposed);
          number_word(o->text, sizeof o->text, lp.concealed);
        } else if (!strcmp(rule, "line_possible")) {
          add_word(o->text, sizeof o->text, valid[0] ? "true" : "false");
        } else if (!strcmp(rule, "valid_exposures")) {
          for (int i = 0; i < 4; i++) add_word(o->text, sizeof o->text, valid[i] ? "true" : "false");
        } else {
          dead_words(o->text, sizeof o->text, &dead);
        }
      }
    }
    mahjong_hand_free(h);
    mahjong_card_free(card);
    return g;
  }
  if (!strcmp(rule, "expose") || !strcmp(rule, "expose_chow") || !strcmp(rule, "trade_blank") || !strcmp(rule, "take_tile")) {
    mahjong_hand *h = hand_of(r, o, "hand"), *after = NULL;
    mahjong_seat seat = 0;
    mahjong_tile tile = 0, lowest = 0;
    mahjong_call call = 0;
    uint32_t jokers = 0;
    mahjong_turn turn = {0, 0, false};
    const char *cs, *dead;
    bool replace = false, ok = h != NULL;
    if (strcmp(rule, "take_tile")) ok = ok && seat_of(r, o, "seat", &seat);
    ok = ok && tile_of(r, o, "tile", &tile);
    if (!strcmp(rule, "expose")) ok = ok && get(r, o, "call", &cs) && to_call(o, cs, strlen(cs), &call) && u32_of(r, o, "jokers", &jokers);
    if (!strcmp(rule, "expose_chow")) ok = ok && tile_of(r, o, "lowest", &lowest);
    if (!strcmp(rule, "trade_blank")) {
      turn.seat = seat;
      dead = opt(r, "dead");
      ok = ok && phase_of(r, o, &turn.phase) && (!dead || to_bool(o, dead, &turn.dead));
    }
    if (!strcmp(rule, "trade_blank") || !strcmp(rule, "take_tile")) ok = ok && table_of(r, o, &t);
    got g = GOT_ROW_PROBLEM;
    if (ok) {
      mahjong_result res = !strcmp(rule, "expose")        ? mahjong_rules_expose(h, seat, tile, call, jokers, &after)
                           : !strcmp(rule, "expose_chow") ? mahjong_rules_expose_chow(h, seat, tile, lowest, &after)
                           : !strcmp(rule, "trade_blank") ? mahjong_rules_trade_blank(&t, h, &turn, tile, &after)
                                                          : mahjong_rules_take_tile(&t, h, tile, &after, &replace);
      if (res == MAHJONG_RESULT_OK) {
        g = GOT_ANSWER;
        hand_in(o->text, sizeof o->text, after, !strcmp(rule, "expose") ? MAHJONG_NOTATION_AMERICAN : MAHJONG_NOTATION_MPSZ);
        if (!strcmp(rule, "take_tile")) add_word(o->text, sizeof o->text, replace ? "true" : "false");
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(after);
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "chow_options")) {
    mahjong_hand *h = hand_of(r, o, "hand");
    mahjong_tile tile, lows[3];
    size_t n = 0;
    got g = GOT_ROW_PROBLEM;
    if (h && tile_of(r, o, "tile", &tile)) {
      mahjong_result res = mahjong_rules_chow_options(h, tile, lows, &n);
      if (res == MAHJONG_RESULT_OK) {
        g = GOT_ANSWER;
        for (size_t i = 0; i < n; i++) {
          char name[16];
          size_t len = 0;
          CHECK_EQ_INT(mahjong_tile_format(lows[i], MAHJONG_NOTATION_MPSZ, name, sizeof name, &len), MAHJONG_RESULT_OK);
          add_word(o->text, sizeof o->text, name);
        }
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "resolve_mah_jong_claims")) {
    mahjong_seat discarder;
    mahjong_claim claims[8];
    size_t n = 0;
    const char *vs;
    struct claim_checks c;
    memset(&c, 0, sizeof c);
    if (!seat_of(r, o, "discarder", &discarder) || !claims_in(r, o, "claims", claims, &n) || !get(r, o, "valid", &vs))
      return GOT_ROW_PROBLEM;
    char buf[32];
    snprintf(buf, sizeof buf, "%s", vs);
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
      mahjong_seat s;
      if (!to_seat(o, w, &s)) return GOT_ROW_PROBLEM;
      c.valid[s] = true;
    }
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    int32_t winner = -9;
    mahjong_result res = mahjong_rules_resolve_mah_jong_claims(&t, discarder, claims, n, check_claim, &c, &winner);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    if (winner < 0) add_word(o->text, sizeof o->text, "none");
    else number_word(o->text, sizeof o->text, winner);
    add_word(o->text, sizeof o->text, "checked");
    add_word(o->text, sizeof o->text, c.checked);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "passed_joker_remedy")) {
    bool identifiable;
    mahjong_remedy remedy;
    if (!bool_of(r, o, "identifiable", &identifiable)) return GOT_ROW_PROBLEM;
    remedy = mahjong_rules_passed_joker_remedy(identifiable);
    add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_REMEDY, remedy));
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "settle_bet")) {
    const char *bs, *ws;
    int32_t bet = MAHJONG_WALL_GAME, winner = MAHJONG_WALL_GAME, seat = -9;
    mahjong_seat s;
    if (!get(r, o, "bet", &bs) || !get(r, o, "winner", &ws)) return GOT_ROW_PROBLEM;
    if (strcmp(bs, "wall_game")) {
      if (!to_seat(o, bs, &s)) return GOT_ROW_PROBLEM;
      bet = (int32_t)s;
    }
    if (strcmp(ws, "none")) {
      if (!to_seat(o, ws, &s)) return GOT_ROW_PROBLEM;
      winner = (int32_t)s;
    }
    if (!table_of(r, o, &t)) return GOT_ROW_PROBLEM;
    mahjong_bet_outcome outcome;
    mahjong_result res = mahjong_rules_settle_bet(&t, bet, winner, &outcome, &seat);
    if (res != MAHJONG_RESULT_OK) return refused(o, res);
    add_word(o->text, sizeof o->text, name_of(MAHJONG_NAMED_BET_OUTCOME, outcome));
    if (outcome == MAHJONG_BET_PAYS_AS) number_word(o->text, sizeof o->text, seat);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "mcr_score")) {
    mahjong_hand *h = hand_of(r, o, "hand");
    bool flowers = false;
    got g = GOT_ROW_PROBLEM;
    if (h && bool_of(r, o, "flowers_and_seasons", &flowers)) {
      mahjong_mcr_score_result m;
      if (mahjong_mcr_score(h, flowers, &m) != MAHJONG_RESULT_OK) {
        g = problem(o, "MCR error (no kind): %s", last_error());
      } else {
        number_word(o->text, sizeof o->text, m.fan_points);
        number_word(o->text, sizeof o->text, m.flowers);
        number_word(o->text, sizeof o->text, m.total);
        g = GOT_ANSWER;
      }
    }
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "settle")) {
    const char *ps, *ws, *ss;
    mahjong_rule_profile profile = 0;
    mahjong_score_rules rules;
    int32_t winner = MAHJONG_WALL_GAME;
    uint32_t scores[4];
    if (!get(r, o, "profile", &ps) || !get(r, o, "winner", &ws) || !get(r, o, "scores", &ss)) return GOT_ROW_PROBLEM;
    if (!parse_named(MAHJONG_NAMED_RULE_PROFILE, ps, strlen(ps), &profile)) return problem(o, "\"%s\" is not a scoring profile", ps);
    if (strcmp(ws, "none")) {
      uint32_t wind = 0;
      if (!parse_named(MAHJONG_NAMED_WIND, ws, strlen(ws), &wind)) return problem(o, "\"%s\" is not a wind", ws);
      winner = (int32_t)wind;
    }
    unsigned long n[4];
    if (!four_numbers(ss, n)) return problem(o, "scores= holds four numbers");
    for (int k = 0; k < 4; k++) scores[k] = (uint32_t)n[k];
    CHECK_EQ_INT(mahjong_score_rules_default(profile, &rules), MAHJONG_RESULT_OK);
    mahjong_payments p;
    if (mahjong_settle(&rules, winner, scores, &p) != MAHJONG_RESULT_OK)
      return problem(o, "scoring error (no kind): %s", last_error());
    for (int i = 0; i < 4; i++) number_word(o->text, sizeof o->text, p.nets[i]);
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "score") || !strcmp(rule, "score_losing_hand")) {
    const char *ps, *fs;
    mahjong_rule_profile profile = 0;
    mahjong_score_rules rules;
    if (!get(r, o, "profile", &ps)) return GOT_ROW_PROBLEM;
    if (!parse_named(MAHJONG_NAMED_RULE_PROFILE, ps, strlen(ps), &profile)) return problem(o, "\"%s\" is not a scoring profile", ps);
    CHECK_EQ_INT(mahjong_score_rules_default(profile, &rules), MAHJONG_RESULT_OK);
    fs = opt(r, "flowers_and_seasons");
    if (fs && !to_bool(o, fs, &rules.flowers_and_seasons)) return GOT_ROW_PROBLEM;
    mahjong_hand *h = hand_of(r, o, "hand");
    if (!h) return GOT_ROW_PROBLEM;
    mahjong_score *sc = NULL;
    mahjong_result res = mahjong_hand_score(h, &rules, !strcmp(rule, "score"), &sc);
    got g;
    if (res != MAHJONG_RESULT_OK) {
      /* Scoring errors have no error kind yet: a row cannot expect one. */
      g = problem(o, "scoring error (no kind): %s", last_error());
    } else {
      mahjong_score_info info = mahjong_score_get_info(sc);
      number_word(o->text, sizeof o->text, info.points);
      number_word(o->text, sizeof o->text, info.doubles);
      number_word(o->text, sizeof o->text, info.total);
      g = GOT_ANSWER;
    }
    mahjong_score_free(sc);
    mahjong_hand_free(h);
    return g;
  }
  if (!strcmp(rule, "only_possible_tile") || !strcmp(rule, "is_winning") || !strcmp(rule, "waits") ||
      !strcmp(rule, "tiles_away") || !strcmp(rule, "decompose")) {
    const char *ps;
    mahjong_rule_profile profile = 0;
    if (!get(r, o, "profile", &ps)) return GOT_ROW_PROBLEM;
    if (!parse_named(MAHJONG_NAMED_RULE_PROFILE, ps, strlen(ps), &profile)) return problem(o, "\"%s\" is not a rule profile", ps);
    mahjong_hand *h = hand_of(r, o, "hand");
    if (!h) return GOT_ROW_PROBLEM;
    bool yes = false;
    mahjong_waits_result w;
    mahjong_tiles_away_result away;
    size_t forms = 0;
    mahjong_result res = !strcmp(rule, "decompose")          ? mahjong_decompose(h, profile, NULL, 0, &forms)
                         : !strcmp(rule, "only_possible_tile") ? mahjong_only_possible_tile(h, profile, &yes)
                         : !strcmp(rule, "is_winning")        ? mahjong_is_winning(h, profile, &yes)
                         : !strcmp(rule, "tiles_away")        ? mahjong_tiles_away(h, profile, &away)
                                                              : mahjong_waits(h, profile, &w);
    mahjong_hand_free(h);
    /* Counting only: too small a buffer (none) answers with the number needed. */
    if (!strcmp(rule, "decompose") && (res == MAHJONG_RESULT_OK || res == MAHJONG_RESULT_INSUFFICIENT_SIZE)) {
      number_word(o->text, sizeof o->text, (long long)forms);
      return GOT_ANSWER;
    }
    /* Standard-analysis errors have no error kind yet: a row cannot expect one. */
    if (res != MAHJONG_RESULT_OK) return problem(o, "standard error (no kind): %s", last_error());
    if (!strcmp(rule, "tiles_away")) {
      number_word(o->text, sizeof o->text, away.standard);
      return GOT_ANSWER;
    }
    if (strcmp(rule, "waits")) {
      add_word(o->text, sizeof o->text, yes ? "true" : "false");
      return GOT_ANSWER;
    }
    for (mahjong_tile i = 0; i < 34; i++) {
      if (!(w.mask >> i & 1)) continue;
      char name[16];
      size_t len = 0;
      CHECK_EQ_INT(mahjong_tile_format(i, MAHJONG_NOTATION_MPSZ, name, sizeof name, &len), MAHJONG_RESULT_OK);
      add_word(o->text, sizeof o->text, name);
    }
    return GOT_ANSWER;
  }
  if (!strcmp(rule, "card_nearest") || !strcmp(rule, "card_match")) {
    bool nearest = !strcmp(rule, "card_nearest");
    mahjong_card *card = card_of(r, o);
    mahjong_hand *h = card ? hand_of(r, o, "hand") : NULL;
    uint32_t k = 0;
    got g = GOT_ROW_PROBLEM;
    if (card && h && (!nearest || u32_of(r, o, "k", &k))) {
      mahjong_list *list = NULL;
      mahjong_match *m = NULL;
      mahjong_result res = nearest ? mahjong_card_nearest(card, h, k, &list) : mahjong_card_match(card, h, &m);
      g = res == MAHJONG_RESULT_OK ? GOT_ANSWER : refused(o, res);
      for (size_t i = 0; g == GOT_ANSWER && nearest && i < mahjong_list_len(list); i++) {
        mahjong_nearest_info near = mahjong_nearest_get_info(mahjong_nearest_list_get(list, i));
        if (i) add_word(o->text, sizeof o->text, "/");
        add_word(o->text, sizeof o->text, near.card_line.section);
        number_word(o->text, sizeof o->text, near.card_line.number);
        number_word(o->text, sizeof o->text, (long long)near.tiles_away);
      }
      if (g == GOT_ANSWER && !nearest && !m) add_word(o->text, sizeof o->text, "none");
      if (g == GOT_ANSWER && m) {
        mahjong_match_info info = mahjong_match_get_info(m);
        add_word(o->text, sizeof o->text, info.card_line.section);
        number_word(o->text, sizeof o->text, info.card_line.number);
        number_word(o->text, sizeof o->text, (long long)info.points);
      }
      mahjong_list_free(list);
      mahjong_match_free(m);
    }
    mahjong_hand_free(h);
    mahjong_card_free(card);
    return g;
  }
  if (!strcmp(rule, "dead_hand_rack") || !strcmp(rule, "card_dead_hand_rack")) {
    bool card_rule = !strcmp(rule, "card_dead_hand_rack");
    mahjong_card *card = card_rule ? card_of(r, o) : NULL;
    mahjong_hand *h = (!card_rule || card) ? hand_of(r, o, "hand") : NULL, *rack = NULL;
    bool valid[4], line = false;
    size_t n = 0;
    got g = GOT_ROW_PROBLEM;
    bool ok = h != NULL;
    if (ok && !card_rule) {
      const char *vs;
      ok = get(r, o, "valid", &vs);
      char buf[64];
      snprintf(buf, sizeof buf, "%s", ok ? vs : "");
      char *save = NULL;
      for (char *w = strtok_r(buf, " ", &save); ok && w; w = strtok_r(NULL, " ", &save))
        ok = n < 4 ? to_bool(o, w, &valid[n++]) : (problem(o, "valid= holds at most four booleans"), false);
    }
    ok = ok && bool_of(r, o, "concealed_line", &line);
    if (ok) {
      /* The card's rack is the rack of the exposures the card finds valid. */
      mahjong_result res = card_rule ? mahjong_rules_valid_exposures(card, h, valid) : MAHJONG_RESULT_OK;
      n = card_rule ? 4 : n;
      if (res == MAHJONG_RESULT_OK) res = mahjong_rules_dead_hand_rack(h, valid, n, line, &rack);
      if (res == MAHJONG_RESULT_OK) {
        mahjong_hand_info info = mahjong_hand_get_info(rack);
        size_t melds = info.n_melds, tiles = info.tile_count;
        number_word(o->text, sizeof o->text, (long long)melds);
        number_word(o->text, sizeof o->text, (long long)tiles);
        g = GOT_ANSWER;
      } else {
        g = refused(o, res);
      }
    }
    mahjong_hand_free(rack);
    mahjong_hand_free(h);
    mahjong_card_free(card);
    return g;
  }
  return problem(o, "no rule \"%s\" in the C face", rule);
}

/* ---- running every row file ---- */

static const char *skip_reason(const char *rule) {
  for (size_t i = 0; SKIPS[i].rule; i++)
    if (!strcmp(SKIPS[i].rule, rule)) return SKIPS[i].why;
  return NULL;
}

/* Equal when split on whitespace into equal word lists. */
static bool same_words(const char *a, const char *b) {
  for (;;) {
    while (isspace((unsigned char)*a)) a++;
    while (isspace((unsigned char)*b)) b++;
    if (!*a || !*b) return !*a && !*b;
    while (*a && !isspace((unsigned char)*a) && *a == *b) a++, b++;
    if ((*a && !isspace((unsigned char)*a)) || (*b && !isspace((unsigned char)*b))) return false;
  }
}

static int rows_run, rows_skipped;
static bool skip_seen[64];

static void run_row(row *r) {
  rows_run++;
  const char *why = skip_reason(r->rule);
  outcome o = {r, {0}};
  got g = ask(r, &o);
  if (why) {
    /* A skipped rule must be one this face indeed cannot ask. */
    for (size_t i = 0; SKIPS[i].rule; i++)
      if (!strcmp(SKIPS[i].rule, r->rule)) skip_seen[i] = true;
    if (!(g == GOT_ROW_PROBLEM && !strncmp(o.text, "no rule", 7))) {
      fprintf(stderr, "%s: %s is answered by the C face: take it off the skip list\n", r->at, r->rule);
      check_failures++;
    }
    rows_skipped++;
    return;
  }
  if (g == GOT_ROW_PROBLEM) {
    fprintf(stderr, "%s: %s: %s\n", r->at, r->rule, o.text);
    check_failures++;
    return;
  }
  for (size_t i = 0; i < r->n; i++) {
    if (!r->read[i]) {
      fprintf(stderr, "%s: rule %s does not read %s=\n", r->at, r->rule, r->keys[i]);
      check_failures++;
      return;
    }
  }
  if (!r->table_read && strcmp(r->table, "-")) {
    fprintf(stderr, "%s: rule %s reads no table: write -\n", r->at, r->rule);
    check_failures++;
    return;
  }
  bool is_error = g == GOT_KIND;
  if (is_error != r->expect_error || !same_words(o.text, r->expected)) {
    fprintf(stderr, "%s: %s: answered %s=\"%s\", the row says %s=\"%s\"\n", r->at, r->rule, is_error ? "error" : "expect",
            o.text, r->expect_error ? "error" : "expect", r->expected);
    check_failures++;
  }
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void) {
  /* The rows live beside the core's tests: MAHJONG_ROWS_DIR, or found from this file's path. */
  char dir[1024];
  const char *env = getenv("MAHJONG_ROWS_DIR");
  if (env && *env) {
    snprintf(dir, sizeof dir, "%s", env);
  } else {
    snprintf(dir, sizeof dir, "%s", __FILE__);
    char *cut = strstr(dir, "mahjong-ffi/tests/c/");
    if (!cut) {
      fprintf(stderr, "cannot find the rows from %s: set MAHJONG_ROWS_DIR\n", __FILE__);
      return 1;
    }
    snprintf(cut, sizeof dir - (size_t)(cut - dir), "mahjong-core/tests/rows");
  }
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", dir);
    return 1;
  }
  char *names[64];
  size_t nn = 0;
  for (struct dirent *e; (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    if (len > 5 && !strcmp(e->d_name + len - 5, ".rows") && nn < 64) names[nn++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, nn, sizeof names[0], by_name);
  for (size_t i = 0; i < nn; i++) {
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    char line[1024];
    for (int lineno = 1; f && fgets(line, sizeof line, f); lineno++) {
      row r;
      if (parse_row(line, names[i], lineno, &r)) run_row(&r);
    }
    if (f) fclose(f);
    free(names[i]);
  }
  CHECK(rows_run > 0);
  for (size_t i = 0; SKIPS[i].rule; i++) {
    if (!skip_seen[i]) {
      fprintf(stderr, "skipped rule %s is in no row\n", SKIPS[i].rule);
      check_failures++;
    }
  }
  printf("rows: %d run, %d skipped\n", rows_run - rows_skipped, rows_skipped);
  CHECK_DONE();
}

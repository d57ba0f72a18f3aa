"""The shared rule rows (the .rows files of mahjong-core/tests/rows; the format is in the
README.md there), answered through the Python package. The Rust harness, the C test and the CLI
answer the same rows, so a rule that gives different answers in two faces fails in one of them.
The conversion here is only words to Python values and back."""

import pathlib
import re
from dataclasses import dataclass, field

import pytest

import mahjong_core

from mahjong_core import Card, Hand, MahjongError, Tile, rules
from mahjong_core.rules import CallFacts, Claim, Discard, Pass, Round, Table, Wall

ROWS_DIR = pathlib.Path(__file__).resolve().parents[2] / "mahjong-core" / "tests" / "rows"

# Rules this face cannot ask, with the reason.
SKIPS: dict[str, str] = {}


class RowProblem(Exception):
    """The row itself is wrong (an unknown key, a word that is no value): never a pass."""


@dataclass
class Row:
    at: str
    rule: str
    table: str
    inputs: dict[str, str]
    expect: str  # "expect=..." or "error=..."
    read: set[str] = field(default_factory=set)
    table_read: bool = False

    def built_table(self):
        self.table_read = True
        return table(self.table)

    def opt(self, key):
        if key in self.inputs:
            self.read.add(key)
        return self.inputs.get(key)

    def get(self, key):
        value = self.opt(key)
        if value is None:
            raise RowProblem(f"rule {self.rule} needs {key}=")
        return value


def parse_rows():
    rows = []
    for path in sorted(ROWS_DIR.glob("*.rows")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            at = f"{path.name}:{n}"
            fields = [f.strip() for f in line.split("|")]
            assert len(fields) >= 3, f"{at}: a row needs a rule, a table and an answer"
            pairs = []
            for f in fields[2:]:
                assert "=" in f, f"{at}: {f!r} is not key=value"
                k, v = f.split("=", 1)
                pairs.append((k.strip(), v.strip()))
            inputs = dict(pairs[:-1])
            assert len(inputs) == len(pairs) - 1, f"{at}: a key given twice"
            last_key, last_value = pairs[-1]
            assert last_key in ("expect", "error"), f"{at}: the last field must be expect= or error="
            rows.append(Row(at, fields[0], fields[1], inputs, f"{last_key}={' '.join(last_value.split())}"))
    return rows


# ---- words to Python values and back ----


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()




def boolean(word):
    if word not in ("true", "false"):
        raise RowProblem(f"{word!r} is not true or false")
    return word == "true"


def seat(word):
    if word not in ("0", "1", "2", "3"):
        raise RowProblem(f"{word!r} is not a seat")
    return int(word)


def table(text):
    variant, *settings = text.split()
    kwargs = {}
    for w in settings:
        k, _, v = w.partition("=")
        kwargs[k] = int(v) if v.isdigit() else boolean(v)
    return Table(variant, **kwargs)


def discard(row):
    latest = row.opt("latest")
    return Discard(row.get("tile"), seat(row.get("discarder")), True if latest is None else boolean(latest))


def facts(row):
    """The facts the row gives, or None for the core's assumption."""
    flags, keeps = row.opt("facts"), row.opt("keeps_a_line")
    if flags is None:
        if keeps is not None:
            raise RowProblem("keeps_a_line= needs facts=")
        return None
    known = ("dead", "mah_jong", "concealed_only")
    for f in flags.split():
        if f not in known:
            raise RowProblem(f"{f!r} is not a call fact")
    kwargs = {f: f in flags.split() for f in known}
    if keeps is not None:
        words = keeps.split()
        if len(words) != 4:
            raise RowProblem("keeps_a_line= holds four booleans")
        kwargs["keeps_a_line"] = [boolean(w) for w in words]
    return CallFacts(**kwargs)


def claims(text):
    out = []
    for w in text.split():
        parts = w.split(":")
        if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2] != "committed"):
            raise RowProblem(f"{w!r} is not SEAT:CALL or SEAT:CALL:committed")
        out.append(Claim(seat(parts[0]), parts[1], len(parts) == 3))
    return out


def claim_word(c):
    return f"{c.seat}:{c.call}"


# ---- the rules: each reads all its inputs, then builds the table and asks ----


def ask_calls(row):
    hand, caller, d, given = row.get("hand"), seat(row.get("seat")), discard(row), facts(row)
    return " ".join(c for c in rules.calls(row.built_table(), hand, caller, d, given))


def ask_check_call(row):
    hand, caller, d = row.get("hand"), seat(row.get("seat")), discard(row)
    call, given = row.get("call"), facts(row)
    assert rules.check_call(row.built_table(), hand, caller, d, call, given) is None
    return "ok"


def ask_chinese_call_facts(row):
    hand, caller, d = row.get("hand"), seat(row.get("seat")), discard(row)
    return facts_words(rules.chinese_call_facts(row.built_table(), hand, caller, d))


def ask_claim_winner(row):
    discarder, cs = seat(row.get("discarder")), claims(row.get("claims"))
    w = rules.claim_winner(row.built_table(), discarder, cs)
    return "none" if w is None else claim_word(w)


def ask_claim_order(row):
    discarder, cs = seat(row.get("discarder")), claims(row.get("claims"))
    return " ".join(claim_word(c) for c in rules.claim_order(row.built_table(), discarder, cs))


def ask_seat_wind(row):
    s, dealer = seat(row.get("seat")), seat(row.get("dealer"))
    return rules.Round.start(dealer).seat_wind(row.built_table(), s)


def ask_next_round(row):
    words = row.get("round").split()
    if len(words) != 2:
        raise RowProblem("round= is PREVAILING DEALER")
    prevailing, dealer = words[0], seat(words[1])
    first = row.opt("first_dealer")
    first = dealer if first is None else seat(first)
    winner = row.get("winner")
    winner = None if winner == "none" else seat(winner)
    r = rules.next_round(row.built_table(), Round(dealer, prevailing, first), winner)
    return f"{r.prevailing} {r.dealer}" + (" finished" if r.finished else "")


def ask_wall_stacks(row):
    flowers = boolean(row.get("flowers"))
    return str(rules.wall_stacks(row.built_table(), flowers))


def ask_wall_after_deal(row):
    total = int(row.get("total"))
    w = Wall.after_deal(row.built_table(), total)
    return f"{w.live} {w.kong_box}"


def ask_break_wall(row):
    dealer, stacks = seat(row.get("dealer")), int(row.get("stacks_per_wall"))
    first, second = int(row.get("first")), int(row.get("second"))
    b = rules.break_wall(row.built_table(), dealer, stacks, first, second)
    return f"{b.breaker} {b.wall} {b.stack}"


def ask_dealt_tiles(row):
    return str(rules.dealt_tiles(seat(row.get("seat")), seat(row.get("dealer"))))


def ask_tiles_dealt(row):
    return str(rules.tiles_dealt(row.built_table()))


def ask_deal_order(row):
    dealer = seat(row.get("dealer"))
    return " ".join(str(s) for s in rules.deal_order(row.built_table(), dealer))


def phase(row):
    # The binding reads the name with the core's parser (an unknown one raises RulesError).
    return row.get("phase")


def ask_joker_exchange(row):
    hands = four_racks(row)
    player, owner, exposure = seat(row.get("player")), seat(row.get("owner")), int(row.get("exposure"))
    natural, p = row.get("natural"), phase(row)
    dead = row.opt("dead")
    dead = False if dead is None else boolean(dead)
    x = rules.exchange_joker(row.built_table(), hands, player, owner, exposure, natural, phase=p, dead=dead)
    return f"{x.hand.american} / {x.owner_hand.american}"


def ask_tile_count_dead(row):
    hand, p = row.get("hand"), phase(row)
    return dead_words(rules.tile_count_dead(row.built_table(), hand, p))


def four_racks(row):
    racks = [r.strip() for r in row.get("hands").split("/")]
    if len(racks) != 4:
        raise RowProblem("hands= holds four racks separated by /")
    return [None if r == "-" else r for r in racks]


def four(row, key):
    words = row.get(key).split()
    if len(words) != 4:
        raise RowProblem(f"{key}= holds four words")
    return words


def ask_charleston_pass(row):
    hands, name = four_racks(row), row.get("pass")
    passes = [Pass(p.split()) for p in row.get("passes").split("/")]
    if len(passes) != 4:
        raise RowProblem("passes= holds four passes separated by /")
    out = rules.apply_charleston_pass(row.built_table(), hands, name, passes)
    return " / ".join(str(h) for h in out.hands)


def ask_charleston_played(row):
    return str(rules.charleston_played(row.built_table())).lower()


def ask_second_charleston(row):
    agree = [boolean(w) for w in four(row, "agree")]
    return str(rules.second_charleston(row.built_table(), agree)).lower()


def ask_courtesy_count(row):
    a, b = seat(row.get("a")), seat(row.get("b"))
    a_asks, b_asks = int(row.get("a_asks")), int(row.get("b_asks"))
    return str(rules.courtesy_count(a_asks, b_asks, a=a, b=b))


def kong(row):
    h = Hand.parse(row.get("kong"))
    if len(h.exposures) != 1 or len(h.concealed) != 0:
        raise RowProblem("kong= is one meld")
    return h.exposures[0]


def ask_add_to_pung(row):
    hand, s, tile, self_drawn = row.get("hand"), seat(row.get("seat")), row.get("tile"), boolean(row.get("self_drawn"))
    return str(rules.add_to_pung(row.built_table(), hand, s, tile, self_drawn=self_drawn))


def ask_declare_concealed_kong(row):
    hand, s, tile = row.get("hand"), seat(row.get("seat")), row.get("tile")
    return str(rules.declare_concealed_kong(row.built_table(), hand, s, tile))


def ask_check_rob_kong(row):
    k, thirteen = kong(row), boolean(row.get("thirteen_unique_wonders"))
    assert rules.check_rob_kong(k, thirteen) is None
    return "ok"


def ask_rob_kong(row):
    hand, s, k = row.get("hand"), seat(row.get("seat")), kong(row)
    return str(rules.rob_kong(row.built_table(), hand, s, k))


def ask_check_kong_or_mah_jong(row):
    assert rules.check_kong_or_mah_jong(boolean(row.get("kong")), boolean(row.get("mah_jong"))) is None
    return "ok"


def wall(row):
    return Wall(int(row.get("live")), int(row.get("kong_box")))


def ask_wall_draw(row):
    w = wall(row).draw()
    return f"{w.live} {w.kong_box}"


def ask_wall_is_wall_game(row):
    return str(wall(row).is_wall_game).lower()


def ask_wall_draw_replacement(row):
    w = wall(row)
    after, source = w.draw_replacement(row.built_table())
    return f"{after.live} {after.kong_box} {source.name.lower()}"


def ask_check_deal(row):
    dealer, counts = seat(row.get("dealer")), [int(w) for w in four(row, "counts")]
    d = rules.check_deal(row.built_table(), dealer, counts)
    return f"{d.remedy.name.lower()} {'none' if d.seat is None else d.seat}"


def ask_bonus_replacements(row):
    hand = row.get("hand")
    return str(rules.bonus_replacements(row.built_table(), hand))


def ask_holds_all_bonus_tiles(row):
    return str(rules.holds_all_bonus_tiles(row.get("hand"))).lower()


def ask_claim_window_open(row):
    since = row.get("since").split()
    return str(rules.claim_window_open(row.built_table(), since)).lower()


def ask_call_in_time(row):
    since, simultaneous = row.get("since").split(), boolean(row.get("simultaneous"))
    return str(rules.call_in_time(row.built_table(), since, simultaneous)).lower()


def ask_turns_lost(row):
    discarder, claimer = seat(row.get("discarder")), seat(row.get("claimer"))
    return str(rules.turns_lost(row.built_table(), discarder, claimer))


def ask_next_to_play(row):
    discarder, w = seat(row.get("discarder")), row.get("winner")
    winner = None if w == "none" else claims(w)[0]
    return str(rules.next_to_play(row.built_table(), discarder, winner))


def ask_must_discard_after(row):
    call = row.get("call")
    return str(rules.must_discard_after(call)).lower()


def ask_false_mah_jong(row):
    kwargs = {k: boolean(row.get(k)) for k in ("exposed", "others_threw_in", "wall_disturbed")}
    f = rules.false_mah_jong(**kwargs)
    return " ".join([f.outcome.name.lower()] + ([] if f.remedy is None else [f.remedy.name.lower()]))


def ask_concealed_hand_exposed(row):
    hand, line = row.get("hand"), boolean(row.get("concealed_line"))
    d = rules.concealed_hand_exposed(hand, line)
    return "none" if d is None else d.reason.replace(" ", "_")


def ask_next_live_seat(row):
    s, dead = seat(row.get("seat")), [boolean(w) for w in four(row, "dead")]
    n = rules.next_live_seat(row.built_table(), s, dead)
    return "none" if n is None else str(n)


def ask_sitting_out(row):
    n = rules.sitting_out(int(row.get("players")), int(row.get("game")))
    return "none" if n is None else str(n)


def card(row):
    name = row.get("card")
    if name != "sample":
        raise RowProblem(f"card={name}: only the sample card")
    return Card.sample()


def visible(row):
    """`visible=`: TILE:COUNT words as 45 counts, or None when nothing is visible."""
    text = row.opt("visible")
    if text is None:
        return None
    counts = [0] * 45
    for w in text.split():
        tile, _, n = w.partition(":")
        counts[Tile.parse(tile).index] = int(n)
    return counts


def facts_words(f):
    return " ".join(n for n, on in (("dead", f.dead), ("mah_jong", f.mah_jong), ("concealed_only", f.concealed_only)) if on)


def dead_words(d):
    # The package gives a dead hand's reason in words ("wrong tile count"): the row's name has `_`.
    if d is None:
        return "none"
    numbers = [n for n in (d.has, d.expected, d.exposure) if n is not None]
    return " ".join([d.reason.replace(" ", "_"), *map(str, numbers)])


def card_facts(row):
    c, hand, s, d, v = card(row), row.get("hand"), seat(row.get("seat")), discard(row), visible(row)
    t = row.built_table()
    return t, hand, s, d, rules.american_call_facts(t, c, hand, s, d, v)


def ask_american_call_facts(row):
    return facts_words(card_facts(row)[-1])


def ask_card_keeps_a_line(row):
    return " ".join(str(k).lower() for k in card_facts(row)[-1].keeps_a_line)


def ask_card_calls(row):
    t, hand, s, d, f = card_facts(row)
    return " ".join(c for c in rules.calls(t, hand, s, d, f))


def ask_lines_possible(row):
    p = rules.lines_possible(card(row), row.get("hand"), visible(row))
    return f"{p.exposed} {p.concealed}"


def ask_exposures_dead(row):
    return dead_words(rules.exposures_dead(card(row), row.get("hand")))


def ask_no_line_possible(row):
    c, hand, v = card(row), row.get("hand"), visible(row)
    return dead_words(rules.no_line_possible(c, hand, v))


def ask_american_dead_hand(row):
    c, hand, p, v = card(row), row.get("hand"), phase(row), visible(row)
    return dead_words(rules.american_dead_hand(row.built_table(), c, hand, p, v))


def ask_line_possible(row):
    c, hand_index, line = card(row), int(row.get("hand_index")), int(row.get("line"))
    hand, v = row.get("hand"), visible(row)
    return str(rules.line_possible(c, hand_index, line, hand, v)).lower()


def ask_valid_exposures(row):
    return " ".join(str(v).lower() for v in rules.valid_exposures(card(row), row.get("hand")))


def ask_expose(row):
    hand, s, tile, call, jokers = row.get("hand"), seat(row.get("seat")), row.get("tile"), row.get("call"), int(row.get("jokers"))
    return rules.expose(hand, s, tile, call, jokers=jokers).american


def ask_chow_options(row):
    return " ".join(str(t) for t in rules.chow_options(row.get("hand"), row.get("tile")))


def ask_expose_chow(row):
    hand, s, tile, lowest = row.get("hand"), seat(row.get("seat")), row.get("tile"), row.get("lowest")
    return str(rules.expose_chow(hand, s, tile, lowest))


def ask_trade_blank(row):
    hand, s, tile, p = row.get("hand"), seat(row.get("seat")), row.get("tile"), phase(row)
    dead = row.opt("dead")
    dead = False if dead is None else boolean(dead)
    return str(rules.trade_blank(row.built_table(), hand, s, tile, phase=p, dead=dead))


def ask_take_tile(row):
    hand, tile = row.get("hand"), row.get("tile")
    after, replace = rules.take_tile(row.built_table(), hand, tile)
    return f"{after} {str(replace).lower()}"


def ask_resolve_mah_jong_claims(row):
    discarder, cs = seat(row.get("discarder")), claims(row.get("claims"))
    valid = {seat(w) for w in row.get("valid").split()}
    checked = []

    def is_valid(s):
        checked.append(s)
        return s in valid

    w = rules.resolve_mah_jong_claims(row.built_table(), discarder, cs, is_valid)
    return f"{'none' if w is None else w} checked {' '.join(map(str, checked))}"


def ask_passed_joker_remedy(row):
    return rules.passed_joker_remedy(boolean(row.get("identifiable"))).name.lower()


def ask_settle_bet(row):
    bet, winner = row.get("bet"), row.get("winner")
    bet = "wall game" if bet == "wall_game" else seat(bet)
    winner = None if winner == "none" else seat(winner)
    b = rules.settle_bet(row.built_table(), bet, winner=winner)
    return b.outcome.name.lower() + ("" if b.seat is None else f" {b.seat}")


def ask_mcr_score(row):
    hand, flowers = row.get("hand"), boolean(row.get("flowers_and_seasons"))
    try:
        s = mahjong_core.score(hand, "mcr", flowers_and_seasons=flowers)
    except mahjong_core.MahjongError as e:
        raise RowProblem(f"MCR error (no kind): {e}") from e
    return f"{s.fan_points} {s.flowers} {s.total}"


def ask_settle(row):
    profile, winner = row.get("profile"), row.get("winner")
    scores = [int(w) for w in four(row, "scores")]
    try:
        p = mahjong_core.settle(scores, None if winner == "none" else winner, profile)
    except mahjong_core.ScoreError as e:
        raise RowProblem(f"scoring error (no kind): {e}") from e
    return " ".join(str(n) for n in p.nets)


def ask_score(row):
    profile = row.get("profile")
    kwargs = {}
    fs = row.opt("flowers_and_seasons")
    if fs is not None:
        kwargs["flowers_and_seasons"] = boolean(fs)
    scorer = mahjong_core.score if row.rule == "score" else mahjong_core.score_losing_hand
    try:
        s = scorer(row.get("hand"), profile, **kwargs)
    except mahjong_core.ScoreError as e:
        raise RowProblem(f"scoring error (no kind): {e}") from e
    return f"{s.points} {s.doubles} {s.total}"


def ask_standard(row):
    profile = row.get("profile")
    hand, rules_name = row.get("hand"), profile
    try:
        if row.rule == "waits":
            return " ".join(str(t) for t in mahjong_core.waits(hand, rules_name).tiles)
        if row.rule == "decompose":
            return str(len(mahjong_core.decompose(hand, rules_name)))
        if row.rule == "tiles_away":
            return str(mahjong_core.tiles_away(hand, rules_name).standard)
        ask = mahjong_core.only_possible_tile if row.rule == "only_possible_tile" else mahjong_core.is_winning
        return str(ask(hand, rules_name)).lower()
    except mahjong_core.InvalidHandError as e:
        raise RowProblem(f"standard error (no kind): {e}") from e


def ask_card_nearest(row):
    c, hand, k = card(row), row.get("hand"), int(row.get("k"))
    return " / ".join(f"{n.section} {n.number} {n.tiles_away}" for n in c.nearest(hand, k=k))


def ask_card_match(row):
    m = card(row).match(row.get("hand"))
    return "none" if m is None else f"{m.section} {m.number} {m.points}"


def ask_dead_hand_rack(row):
    if row.rule == "dead_hand_rack":
        hand, valid = row.get("hand"), [boolean(w) for w in row.get("valid").split()]
        rack = rules.dead_hand_rack(hand, valid, boolean(row.get("concealed_line")))
    else:
        c, hand = card(row), row.get("hand")
        rack = rules.american_dead_hand_rack(c, hand, boolean(row.get("concealed_line")))
    return f"{len(rack.exposures)} {len(rack)}"


ANSWERS = {
    "calls": ask_calls,
    "check_call": ask_check_call,
    "chinese_call_facts": ask_chinese_call_facts,
    "claim_winner": ask_claim_winner,
    "claim_order": ask_claim_order,
    "seat_wind": ask_seat_wind,
    "next_round": ask_next_round,
    "wall_stacks": ask_wall_stacks,
    "wall_after_deal": ask_wall_after_deal,
    "break_wall": ask_break_wall,
    "dealt_tiles": ask_dealt_tiles,
    "tiles_dealt": ask_tiles_dealt,
    "deal_order": ask_deal_order,
    "joker_exchange": ask_joker_exchange,
    "tile_count_dead": ask_tile_count_dead,
    "charleston_pass": ask_charleston_pass,
    "charleston_played": ask_charleston_played,
    "second_charleston": ask_second_charleston,
    "courtesy_count": ask_courtesy_count,
    "add_to_pung": ask_add_to_pung,
    "declare_concealed_kong": ask_declare_concealed_kong,
    "check_rob_kong": ask_check_rob_kong,
    "rob_kong": ask_rob_kong,
    "check_kong_or_mah_jong": ask_check_kong_or_mah_jong,
    "wall_draw": ask_wall_draw,
    "wall_is_wall_game": ask_wall_is_wall_game,
    "wall_draw_replacement": ask_wall_draw_replacement,
    "check_deal": ask_check_deal,
    "bonus_replacements": ask_bonus_replacements,
    "holds_all_bonus_tiles": ask_holds_all_bonus_tiles,
    "claim_window_open": ask_claim_window_open,
    "call_in_time": ask_call_in_time,
    "turns_lost": ask_turns_lost,
    "next_to_play": ask_next_to_play,
    "must_discard_after": ask_must_discard_after,
    "false_mah_jong": ask_false_mah_jong,
    "concealed_hand_exposed": ask_concealed_hand_exposed,
    "next_live_seat": ask_next_live_seat,
    "sitting_out": ask_sitting_out,
    "american_call_facts": ask_american_call_facts,
    "card_keeps_a_line": ask_card_keeps_a_line,
    "card_calls": ask_card_calls,
    "lines_possible": ask_lines_possible,
    "exposures_dead": ask_exposures_dead,
    "no_line_possible": ask_no_line_possible,
    "american_dead_hand": ask_american_dead_hand,
    "valid_exposures": ask_valid_exposures,
    "line_possible": ask_line_possible,
    "expose": ask_expose,
    "chow_options": ask_chow_options,
    "expose_chow": ask_expose_chow,
    "trade_blank": ask_trade_blank,
    "take_tile": ask_take_tile,
    "resolve_mah_jong_claims": ask_resolve_mah_jong_claims,
    "passed_joker_remedy": ask_passed_joker_remedy,
    "settle_bet": ask_settle_bet,
    "score": ask_score,
    "settle": ask_settle,
    "mcr_score": ask_mcr_score,
    "score_losing_hand": ask_score,
    "only_possible_tile": ask_standard,
    "is_winning": ask_standard,
    "waits": ask_standard,
    "tiles_away": ask_standard,
    "decompose": ask_standard,
    "card_match": ask_card_match,
    "card_nearest": ask_card_nearest,
    "dead_hand_rack": ask_dead_hand_rack,
    "card_dead_hand_rack": ask_dead_hand_rack,
}

ROWS = parse_rows()


def answer(row):
    """The row's answer in its own words: "expect=..." or "error=KIND"."""
    if row.rule not in ANSWERS:
        raise RowProblem(f"no rule {row.rule!r} in the Python face")
    try:
        got = "expect=" + " ".join(ANSWERS[row.rule](row).split())
    except MahjongError as e:
        kind = getattr(e, "kind", None)
        if kind is None:
            raise RowProblem(f"{type(e).__name__} without a kind: {e}") from e
        got = f"error={snake(kind.name)}"
    unread = set(row.inputs) - row.read
    if unread:
        raise RowProblem(f"rule {row.rule} does not read {', '.join(sorted(unread))}")
    if not row.table_read and row.table != "-":
        raise RowProblem(f"rule {row.rule} reads no table: write -")
    return got


@pytest.mark.parametrize("row", [r for r in ROWS if r.rule not in SKIPS], ids=lambda r: r.at)
def test_row(row):
    assert answer(row) == row.expect


def test_every_row_file_is_read():
    assert ROWS, f"no rows under {ROWS_DIR}"


def test_the_python_skip_list_is_exact():
    used = {r.rule for r in ROWS}
    for rule, why in SKIPS.items():
        assert why, f"skipped rule {rule} needs a reason"
        assert rule in used, f"skipped rule {rule} is in no row"
        assert rule not in ANSWERS, f"skipped rule {rule} is answered by the Python face: take it off the skip list"

"""Every public type behaves like a Python value: collections iterate, index and answer `in`;
equal values compare equal and hash alike; every object survives pickle, deepcopy and a trip
through a process pool; reprs hold no Rust syntax."""

import ast
import concurrent.futures
import copy
import enum
import pickle
import re

import pytest

import mahjong_core as mc
from mahjong_core import Card, Hand, Tile, TileSet, rules, sim

CLASSICAL_WIN = "123m456m789m111p22p; win=2p by=self"
MCR_WIN = "123456789m777z11m ; win=9m by=self"
SAMPLE_LOSERS = ["111s 222s 345p 77z 99m", "[555z] 123s 456s 78s 99p", "[666z] 11z 234m 567p 88s"]


def samples():
    """One (or more) value of every public type, made twice by independent calls (so equality is
    by value, not identity). Returns [(name, make)], `make()` building the value afresh."""
    card = Card.sample
    am = Table = rules.Table
    return [
        ("Tile", lambda: Tile.parse("5p")),
        ("Tile (American)", lambda: Tile.parse("J")),
        ("TileSet", lambda: TileSet.american()),
        ("TileSet three-player", lambda: TileSet.three_player(flowers=True)),
        ("Meld", lambda: Hand.parse("1m [555p]").exposures[0]),
        ("Hand MPSZ", lambda: Hand.parse("123m456p789s11z [555s]")),
        ("Hand American", lambda: Hand.parse("FFF 2026c 222b 2222d")),
        ("Hand Unicode", lambda: Hand.parse("\U0001F00D\U0001F00D")),
        ("Hand with context", lambda: Hand.parse(CLASSICAL_WIN)),
        ("Decomposition", lambda: mc.decompose("123m456m789m111p22p")[0]),
        ("StandardSet", lambda: mc.decompose("123m456m789m111p22p")[0].sets[0]),
        ("StandardSet melded", lambda: mc.decompose("[123m] 456m789m111p22p")[0].sets[0]),
        ("SpecialHand", lambda: mc.SpecialHand.from_name("The Wriggling Snake")),
        ("Waits", lambda: mc.waits("123m456m789m111p2p")),
        ("Waits from counts", lambda: mc.waits_many([Hand.parse("1112345678999m").counts()])[0]),
        ("TilesAway", lambda: mc.tiles_away("123m456m789m1p2p5s9s")),
        ("Card sample", lambda: card()),
        ("Card from TOML", lambda: Card.from_toml(card().to_toml())),
        ("CardHand", lambda: card()[0]),
        ("Match", lambda: card().match("[222b] [FFJ] 2026c 2222d")),
        ("MatchGroup", lambda: card().match("[222b] [FFJ] 2026c 2222d").groups[0]),
        ("Nearest", lambda: card().nearest("FFF 2026c 222b 222d")[0]),
        ("LineOdds", lambda: card().odds("NNNN EEE WWW SSS", visible="S J", k=1)[0]),
        ("DiscardAdvice", lambda: card().discard_advice("FF 2026c 2026b 202d 9b")[0]),
        ("PassAdvice", lambda: card().charleston_advice("NNN EEE WWW SS 1b 5c", 3)[0]),
        ("PassAdvice with no line", lambda: card().charleston_advice("NNN EEE WWW SS 1b 5c", 1, draws=0)[0]),
        ("StandardDiscard", lambda: mc.discard_advice("123456789m1122z5p")[0]),
        ("Score", lambda: mc.score(CLASSICAL_WIN, seat_wind="E", prevailing_wind="E")),
        ("ScoreItem", lambda: mc.score(CLASSICAL_WIN, seat_wind="E", prevailing_wind="E").items[0]),
        ("Score of a losing hand", lambda: mc.score_losing_hand(SAMPLE_LOSERS[1], seat_wind="W")),
        ("Payments", lambda: mc.settle([64, 16, 4, 0], winner="E")),
        ("AmericanSettlement", lambda: mc.settle_american(25, "N", discarder="S")),
        ("HandSettlement", lambda: mc.settle_hands([CLASSICAL_WIN, *SAMPLE_LOSERS], "E", prevailing_wind="E")),
        ("Score from a settlement", lambda: mc.settle_hands([CLASSICAL_WIN, *SAMPLE_LOSERS], "E", prevailing_wind="E").scores[2]),
        ("HouseRules", lambda: rules.HouseRules(blanks=2)),
        ("Table", lambda: Table("american", blanks=2)),
        ("Discard", lambda: rules.Discard("5p", discarder=0)),
        ("CallFacts", lambda: rules.CallFacts(mah_jong=True)),
        ("Claim", lambda: rules.Claim(1, "pung")),
        ("JokerExchange", lambda: rules.exchange_joker(am("american"), ["5d 1b [N N J]", "[5d 5d J J]", None, None], 0, 1, 0, "5p")),
        ("DeadHand", lambda: rules.concealed_hand_exposed("[NNN] 1b", True)),
        ("Pass", lambda: rules.Pass(["5p", "5p", "1z"], blind=[0, 1])),
        ("Pass of a str", lambda: rules.Pass("111m")),
        ("PassOutcome", lambda: rules.apply_charleston_pass(am("american"), ["111222m 9p", "333444m 9p", "555666m 9p", "777888m 9p"], "first_right", ["111m", "333m", "555m", "777m"])),
        ("Wall", lambda: rules.Wall(99, kong_box=0)),
        ("Round", lambda: rules.Round(dealer=1, prevailing="south")),
        ("LinesPossible", lambda: rules.lines_possible(card(), "FFF 2026c 222b 222d")),
        ("DealCheck", lambda: rules.check_deal(am("american"), 2, [13, 12, 14, 13])),
        ("FalseMahJong", lambda: rules.false_mah_jong(exposed=True, wall_disturbed=True)),
        ("WallBreak", lambda: rules.break_wall(am("chinese"), 0, 17, 11, 8)),
        ("BetSettlement", lambda: rules.settle_bet(Table("american", fifth_player_bets=True), 3, winner=0)),
        ("Remedy", lambda: rules.passed_joker_remedy(True)),
        ("FalseMahJongOutcome", lambda: rules.false_mah_jong().outcome),
        ("McrScore", lambda: mc.score(MCR_WIN, rules="mcr", seat_wind="S")),
        ("McrScore without flowers", lambda: mc.score(MCR_WIN, rules="mcr", flowers_and_seasons=False)),
        ("McrFan", lambda: mc.score(MCR_WIN, rules="mcr").fans[0]),
        ("McrFan from the table", lambda: mc.mcr_fans()[42]),
        ("McrTilesAway", lambda: mc.tiles_away("19m19p19s1234567z", rules="mcr")),
        ("McrTilesAway with a meld", lambda: mc.tiles_away("147m258p369s1z [111z]", rules="mcr")),
        ("McrWaits", lambda: mc.waits("147m258p369s11z22z", rules="mcr")),
        ("BetOutcome", lambda: rules.settle_bet(Table("american", fifth_player_bets=True), "wall game").outcome),
        ("ReplacementSource", lambda: rules.Wall(5, 1).draw_replacement(am("british"))[1]),
        ("Card from TOML", lambda: Card.from_toml(Card.sample().to_toml())),

        ("ErrorKind", lambda: mc.ErrorKind(39)),
        ("sim Action", lambda: sim.Game(seed=4, variant="chinese").legal_actions()[0]),
        ("sim Action with fields", lambda: sim.Action("exchange_joker", owner=2, meld=0, natural="5p")),
        ("sim Action calling", lambda: sim.Action("call", call="kong", jokers=2)),
        ("sim Outcome", lambda: sim.Game(seed=4, variant="chinese", players=["greedy"] * 4).outcome),
        ("sim CardStats", lambda: sim.card_stats(card(), games=3, seed=2, bots="random", workers=1)),
        ("sim HandStats", lambda: sim.card_stats(card(), games=3, seed=2, bots="random", workers=1).hands[0]),
    ]


SAMPLES = samples()
IDS = [name for name, _ in SAMPLES]


# A game in progress is mutable state (stepped in place), not a value.
NOT_VALUES = {sim.Game}


def public_types():
    out = set()
    for module in (mc, rules, sim):
        for name in module.__all__:
            obj = getattr(module, name)
            if isinstance(obj, type) and not issubclass(obj, BaseException) and obj not in NOT_VALUES:
                out.add(obj)
    return out


def test_every_public_type_has_a_sample():
    covered = {type(make()) for _, make in SAMPLES}
    # The enums' members are their type's values; the enums themselves are covered by a member.
    missing = {t.__name__ for t in public_types()} - {t.__name__ for t in covered}
    assert missing == set()


@pytest.mark.parametrize("make", [m for _, m in SAMPLES], ids=IDS)
def test_two_equal_values_compare_equal_and_hash_alike(make):
    a, b = make(), make()
    assert a is not b or isinstance(a, enum.Enum)
    assert a == b and not (a != b)
    assert hash(a) == hash(b)
    assert len({a, b}) == 1


@pytest.mark.parametrize("make", [m for _, m in SAMPLES], ids=IDS)
def test_pickle_and_deepcopy_round_trip(make):
    x = make()
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        y = pickle.loads(pickle.dumps(x, protocol=protocol))
        assert y == x and type(y) is type(x)
        assert repr(y) == repr(x) and str(y) == str(x)
    assert copy.deepcopy(x) == x
    assert copy.copy(x) == x


# Every name a pickle has saved so far: a pickle written by an older version must still load.
PICKLE_KINDS = """Tile TileSet Meld Hand LineOdds DiscardAdvice PassAdvice StandardDiscard Card CardHand Match
MatchGroup Nearest McrFan McrScore McrTilesAway McrWaits StandardSet Decomposition SpecialHand Waits TilesAway
SimAction SimOutcome HandStats CardStats Score ScoreItem Payments AmericanSettlement HandSettlement HouseRules
Table Discard CallFacts Claim DeadHand Wall Round LinesPossible FalseMahJong WallBreak BetSettlement DealCheck
JokerExchange Pass PassOutcome""".split()


@pytest.mark.parametrize("kind", PICKLE_KINDS)
def test_every_pickled_kind_is_known(kind):
    from mahjong_core._native import _restore

    with pytest.raises(Exception) as e:
        _restore(kind, 12345)
    assert "unknown kind" not in str(e.value)


def test_unknown_pickled_kind():
    from mahjong_core._native import _restore

    with pytest.raises(mc.MahjongError, match="cannot restore a Nope from its pickled state: unknown kind"):
        _restore("Nope", 1)


@pytest.mark.parametrize("make", [m for _, m in SAMPLES], ids=IDS)
def test_repr_holds_no_rust_syntax(make):
    r = repr(make())
    assert not re.search(r"Some\(|\btrue\b|\bfalse\b|\\u\{|::|Vec<|Option<", r), r
    assert not re.search(r'="', r), f"Python quotes strings with ': {r}"


@pytest.mark.parametrize("make", [m for _, m in SAMPLES], ids=IDS)
def test_repr_is_a_python_expression(make):
    x = make()
    r = repr(x)
    if isinstance(x, enum.Enum):
        # An enum member keeps Python's own enum repr; its qualified name is the expression.
        assert r == f"<{type(x).__name__}.{x.name}: {x.value!r}>"
        r = f"{type(x).__name__}.{x.name}"
    tree = ast.parse(r, mode="eval").body
    assert isinstance(tree, (ast.Call, ast.Attribute)), r
    if isinstance(tree, ast.Call):
        head = tree.func.value if isinstance(tree.func, ast.Attribute) else tree.func
        assert isinstance(head, ast.Name) and head.id == type(x).__name__, r


def test_values_that_differ_compare_unequal():
    assert Hand.parse("12m") != Hand.parse("13m")
    assert Hand.parse("12m; seat=S") != Hand.parse("12m")
    assert Hand.parse("[123m] 4m") != Hand.parse("1234m")
    assert mc.waits("123m456m789m111p2p") != mc.waits("123m456m789m111p9p")
    assert TileSet.chinese(True) != TileSet.chinese(False)
    assert Card.sample() != Card.from_toml(Card.sample().to_toml().replace("value = 25", "value = 30", 1))


def test_a_card_read_again_from_its_toml_is_equal_and_hashes_alike():
    # The same name, edition and hands: the same card (the core's Card equality), one set member.
    again = Card.from_toml(Card.sample().to_toml())
    assert again == Card.sample() and hash(again) == hash(Card.sample())
    assert len({again, Card.sample()}) == 1
    assert again != Card.from_toml(Card.sample().to_toml().replace('edition = "', 'edition = "x', 1))


def test_hand_equality_ignores_tile_order_but_not_melds_or_context():
    assert Hand.parse("12m") == Hand.parse("21m")
    assert hash(Hand.parse("9p 1m 5s")) == hash(Hand.parse("1m5s9p"))
    assert Hand.parse("321m 7z") == Hand.parse("7z 123m")
    assert Hand.parse("12m") == Hand.parse("\U0001F007\U0001F008")  # the same tiles, another notation
    assert Hand.parse("123m; win=2m") != Hand.parse("123m; win=3m")


def test_str_of_a_hand_is_the_notation_it_was_written_in():
    for text in ["123m456p789s11z [555s]", "FFF 2026c 222b 2222d", "\U0001F00D\U0001F00D"]:
        assert str(Hand.parse(text)) == text
    assert Hand.parse("FFF 2026c 222b 2222d").notation == "american"
    assert Hand.parse("FFF 2026c 222b 2222d").mpsz == "000f2m5z26m222s2222p"
    # Hands made any other way print MPSZ.
    assert str(Hand.from_counts([2] + [0] * 33)) == "11m"
    assert repr(Hand.parse("FFF 2026c 222b 2222d")) == "Hand.parse('FFF 2026c 222b 2222d')"


def test_collections_iterate_index_and_answer_in():
    h = Hand.parse("123m [555p]")
    assert [str(t) for t in h] == ["1m", "2m", "3m", "5p", "5p", "5p"]
    assert len(h) == 6 and "5p" in h and Tile.parse("2m") in h and "9s" not in h
    assert h.tiles[0] == Tile.parse("1m") and sorted(h.tiles)[-1] == Tile.parse("5p")
    meld = h.exposures[0]
    assert (len(meld), list(meld), meld[-1], "5p" in meld) == (3, [Tile.parse("5p")] * 3, Tile.parse("5p"), True)
    w = mc.waits("1112345678999m")
    assert [str(t) for t in w] == [f"{n}m" for n in range(1, 10)] and len(w) == 9 and "5m" in w and w[0] == Tile.parse("1m")
    ts = TileSet.chinese(False)
    assert len(list(ts)) == len(ts) == 136 and "1f" not in ts and "1m" in ts
    assert (str(ts[0]), str(ts[4]), str(ts[-1]), ts[135] == list(ts)[-1]) == ("1m", "2m", "7z", True)
    card = Card.sample()
    assert len(list(card)) == len(card) == len(card.hands) and card[0] == card.hands[0] and card[-1] in card
    first = card[0]
    assert list(first) == first.lines and first[0] in first and len(first) == len(first.lines)
    m = card.match("[222b] [FFJ] 2026c 2222d")
    assert len(m) == 14 and "J" in m and len(m.groups[0]) == len(list(m.groups[0]))
    d = mc.decompose("123m456m789m111p22p")[0]
    assert len(d) == 4 and list(d) == d.sets and d[0] in d and d.sets[0][0] == Tile.parse("1m")
    s = mc.score(CLASSICAL_WIN)
    assert len(s) == len(s.items) and list(s) == s.items and s[0] in s
    # Anything else is not in them: an object of another type, or a value no item equals.
    assert "no such line" not in first and None not in card and first[0] not in card and 3 not in d and d not in s
    with pytest.raises(IndexError):
        card[len(card)]


@pytest.mark.parametrize("make", [m for _, m in SAMPLES], ids=IDS)
def test_everything_with_a_length_iterates_and_answers_in(make):
    x = make()
    if not hasattr(type(x), "__len__") or isinstance(x, (str, enum.Enum)):
        return
    items = list(x)
    assert len(items) == len(x)
    for item in items:
        assert item in x
    if hasattr(type(x), "__getitem__") and items:
        assert x[0] == items[0] and x[-1] == items[-1]


def test_match_and_nearest_print_as_a_person_reads_them():
    card = Card.sample()
    m = card.match("FFF 2026c 222b 2222d")
    # The CLI's words (`mahjong check`): a jokerless hand on a line with a joker-eligible group
    # pays double when "jokerless" is announced, else the printed value.
    words = "(value 25; 50 points if jokerless is announced, else 25; jokerless)"
    assert str(m) == f"{m.section} #{m.number} — {m.line} {words}"
    assert (m.points_if_not_announced, m.points_if_announced, m.points) == (25, 50, 50)
    # One joker: nothing to announce, the printed value.
    j = card.match("NNNN EEE WWW SSSJ")
    assert str(j) == "Winds-Dragons #1 — NNNN EEE WWW SSSS (value 25; 25 points; 1 joker)"
    n = card.nearest("FFF 2026c 222b 222d", k=1)[0]
    assert str(n) == f"{n.section} #{n.number} — {n.line}, 1 tile away"
    # A winning hand is 0 tiles away from its line, in the same words as any other count.
    w = card.nearest("NNNN EEE WWW SSSS", k=1)[0]
    assert (w.tiles_away, str(w)) == (0, "Winds-Dragons #1 — NNNN EEE WWW SSSS, 0 tiles away")


def square(x):
    """Runs in a worker process: the objects arrive by pickle, results go back by pickle."""
    hand, card = x
    return hand, mc.tiles_away(hand), card.match(hand) if len(hand) == 14 else None, mc.waits(hand) if len(hand) == 13 else None


def test_objects_cross_a_process_pool_with_the_same_results():
    card = Card.from_toml(Card.sample().to_toml())
    hands = [Hand.parse(t) for t in ["123m456m789m111p2p", "123m456m789m111p22p", "1112345678999m", "19m19p19s1234567z"]]
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        remote = list(pool.map(square, [(h, card) for h in hands]))
    local = [square((h, card)) for h in hands]
    assert remote == local
    with concurrent.futures.ProcessPoolExecutor(max_workers=1) as pool:
        assert pool.submit(copy.deepcopy, card).result() == card
        s = pool.submit(mc.settle_hands, [CLASSICAL_WIN, *SAMPLE_LOSERS], "E", prevailing_wind="E").result()
    assert s == mc.settle_hands([CLASSICAL_WIN, *SAMPLE_LOSERS], "E", prevailing_wind="E")

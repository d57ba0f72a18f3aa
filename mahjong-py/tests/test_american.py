"""The American card engine from Python (issue 3). Expected values are worked out by reading
cards/sample-2026.toml."""

import pathlib
import threading

import pytest

from mahjong_core import Card, CardError, ErrorKind, Hand, HandSizeError, MahjongError, Match, Nearest

SAMPLE = pathlib.Path(__file__).resolve().parents[2] / "cards" / "sample-2026.toml"


def test_sample_card_loads_from_file_and_embedded():
    card = Card.sample()
    assert len(card) == 61
    assert card.name == "mahjong sample card"
    assert card.edition == "2026"
    loaded = Card.load(SAMPLE)
    assert len(loaded) == 61
    assert loaded.form_count == card.form_count
    counts = card.form_counts()
    # Year 2026 #1 "FFF 2026a 222b 2222c": three letters, 3! = 6 suit assignments.
    assert counts[0] == {"section": "Year 2026", "number": 1, "forms": 6}
    assert sum(c["forms"] for c in counts) == card.form_count
    assert 0 < card.memory_size <= 256 * 1024


def test_a_concealed_line_is_marked_c():
    # Year 2026 #6 "FF 2026a 2026b 2026c" is printed C (concealed); the hand holds no joker.
    m = Card.sample().match("FF 2026c 2026b 2026d")
    assert (m.section, m.number, m.concealed, m.marking, m.jokers, m.jokerless) == ("Year 2026", 6, True, "C", 0, True)


def test_year_line_with_exposures_and_joker():
    # Year 2026 #1 "FFF 2026a 222b 2222c" (25, X): the exposed FFJ holds the only joker.
    m = Card.sample().match("[222b] [FFJ] 2026c 2222d")
    assert isinstance(m, Match)
    assert (m.section, m.number, m.value, m.concealed, m.marking) == ("Year 2026", 1, 25, False, "X")
    assert m.line == "FFF 2026a 222b 2222c"
    assert m.text == "FFF 2026 222 2222"
    assert not m.jokerless and m.jokers == 1
    assert m.points == 25
    assert m.suits == {"a": "craks", "b": "bams", "c": "dots"}
    assert m.n is None
    kinds = [(g.kind, len(g), g.jokers, g.exposed) for g in m.groups]
    assert kinds == [("pung", 3, 1, True), ("singles", 4, 0, False), ("pung", 3, 0, True), ("kong", 4, 0, False)]
    assert [str(t) for t in m.groups[0].tiles] == ["0f", "0f", "0j"]
    assert [str(t) for t in m.groups[1].tiles] == ["2m", "5z", "2m", "6m"]
    assert str(m.groups[3].tile) == "2p"
    assert sum(len(g) for g in m.groups) == 14
    d = m.to_dict()
    assert d["section"] == "Year 2026" and d["points"] == 25
    assert d["groups"][0] == {"kind": "pung", "tile": "0f", "tiles": ["0f", "0f", "0j"], "jokers": 1, "exposed": True}


def test_jokerless_doubles_and_hand_object_accepted():
    m = Card.sample().match(Hand.parse("FFF 2026c 222b 2222d"))
    assert (m.section, m.number, m.jokerless, m.points) == ("Year 2026", 1, True, 50)


def test_a_match_names_its_suits_and_groups():
    # (The line and points are rows: mahjong-core/tests/rows/card.rows.)
    card = Card.sample()
    m = card.match("NN EEJ WWW SS RRRR")
    assert m.suits == {"a": "craks"}
    assert m.groups[1].jokers == 1
    assert card.matches("NJ EEE WWW SS RRRR") == []


def test_matches_lists_every_line_and_best_is_first_on_a_tie():
    # Any Like Numbers #1 "FF XXXX0a XXXX0b XXXX0c" (25, X) and 369 #8 "XXXX0a XXXX0b XXXX0c FF"
    # (25, C, n in 3 6 9) both take three kongs of 3 and a flower pair; equal pay, card order.
    card = Card.sample()
    hand = "FF 3333c 3333d 3333b"
    found = [(m.section, m.number, m.n) for m in card.matches(hand)]
    assert found == [("Any Like Numbers", 1, 3), ("369", 8, 3)]
    assert (card.match(hand).section, card.match(hand).number) == ("Any Like Numbers", 1)
    # With one kong exposed the C line drops out.
    assert [(m.section, m.number) for m in card.matches("FF [3333c] 3333d 3333b")] == [("Any Like Numbers", 1)]


def test_nearest_thirteen_tiles_one_away():
    # One 2 dots (a slot of the kong 2222c) completes Year 2026 #1; Consecutive Run #5 with
    # n = 1 in bams is the only other line taking both exposures: 111 333 44 bams short.
    near = Card.sample().nearest("[222b] [FFJ] 2026c 222d", k=5)
    assert len(near) == 2
    first = near[0]
    assert isinstance(first, Nearest)
    assert (first.section, first.number, first.tiles_away) == ("Year 2026", 1, 1)
    assert [str(t) for t in first.needed] == ["2p"]
    assert first.needed_naturals == [] and [str(t) for t in first.needed_eligible] == ["2p"]
    assert first.unused == []
    assert (near[1].section, near[1].number, near[1].tiles_away, near[1].n) == ("Consecutive Run", 5, 8, 1)
    assert [str(t) for t in near[1].needed_naturals] == ["4s", "4s"]
    assert first.to_dict()["needed_eligible"] == ["2p"]


def test_nearest_names_the_discard():
    # Winds-Dragons #1 "NNNN EEE WWW SSSS" needs two Souths; the 5 bams fits nowhere.
    near = Card.sample().nearest("NNNN EEE WWW SS 5b", k=1)
    assert len(near) == 1
    assert (near[0].number, near[0].tiles_away) == (1, 2)
    assert [str(t) for t in near[0].unused] == ["5s"]
    assert [str(t) for t in near[0].needed] == ["2z", "2z"]


def test_match_many_one_result_per_hand():
    card = Card.sample()
    hands = ["FFF 2026c 222b 2222d", "NJ EEE WWW SS RRRR", Hand.parse("NNNN EEE WWW SSSS"), "123456789c GGG NN"]
    out = card.match_many(hands)
    assert [None if m is None else (m.section, m.number) for m in out] == [
        ("Year 2026", 1),
        None,
        ("Winds-Dragons", 1),
        ("Consecutive Run", 4),
    ]


def test_match_many_gives_none_for_a_bad_hand_without_failing_the_batch():
    # "12x" does not read, 13 tiles and 15 tiles are the wrong size: each is None, and the good
    # hands around them still match.
    card = Card.sample()
    hands = ["FFF 2026c 222b 2222d", "12x", "FF 2026c 2026b 202d", "FF 2026c 2026b 2026d 1b", "FF 2026c 2026b 2026d"]
    out = card.match_many(hands)
    assert [None if m is None else (m.section, m.number) for m in out] == [
        ("Year 2026", 1),
        None,
        None,
        None,
        ("Year 2026", 6),
    ]


def test_match_many_refuses_a_str_batch_and_items_that_are_not_hands():
    card = Card.sample()
    with pytest.raises(MahjongError, match="not one str"):
        card.match_many("FFF 2026c 222b 2222d")
    with pytest.raises(MahjongError, match="^match_many item 1 is a int: expected a Hand or a hand string$"):
        card.match_many(["FFF 2026c 222b 2222d", 3])
    with pytest.raises(TypeError):
        card.match_many(5)


def test_match_many_propagates_errors_from_the_iterable():
    def hands():
        yield "FFF 2026c 222b 2222d"
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        Card.sample().match_many(hands())

    def broken():
        yield "FFF 2026c 222b 2222d"
        raise ValueError("disk gone")

    with pytest.raises(ValueError, match="disk gone"):
        Card.sample().match_many(broken())
    # A generator of good hands is fine.
    assert [m.number for m in Card.sample().match_many(h for h in ["NNNN EEE WWW SSSS"] * 2)] == [1, 1]


def test_nearest_k_out_of_range_is_a_mahjong_error():
    # k is read by the core's `advice::k`, as C and WebAssembly read it: up to 261120 (1024 hands of
    # 255 lines, the largest card), kind InvalidArgument past it.
    card = Card.sample()
    words = r"is out of range: 1 to 261120 results \(the most lines a card holds\)$"
    with pytest.raises(MahjongError, match=r"^k -1 " + words) as e:
        card.nearest("FF 2026c 2026b 202d", -1)
    assert e.value.kind is ErrorKind.InvalidArgument
    with pytest.raises(MahjongError, match=r"^k 1180591620717411303424 " + words):
        card.nearest("FF 2026c 2026b 202d", k=2**70)
    with pytest.raises(MahjongError, match=r"^k 261121 " + words):
        card.odds("FF 2026c 2026b 202d", k=261121)
    assert 1 <= len(card.nearest("FF 2026c 2026b 202d", k=261120)) <= 261120
    assert 1 <= len(card.odds("FF 2026c 2026b 202d", k=261120)) <= 261120
    with pytest.raises(HandSizeError, match="^the hand has 1 tile; nearest takes 13 or 14$"):
        card.nearest("J")
    with pytest.raises(HandSizeError, match="^the hand has 1 tile; a hand to match has 14$"):
        card.match("1b")


def test_wrong_tile_counts_raise_hand_size_error():
    card = Card.sample()
    with pytest.raises(HandSizeError, match="the hand has 13 tiles; a hand to match has 14") as e:
        card.match("FF 2026c 2026b 202d")
    assert e.value.tiles == 13
    assert isinstance(e.value, MahjongError)
    with pytest.raises(HandSizeError):
        card.matches("FF 2026c 2026b 2026d 1b")
    with pytest.raises(HandSizeError, match="the hand has 16 tiles; nearest takes 13 or 14") as e:
        card.nearest("FF 2026c 2026b 2026d 1b 2b")
    assert e.value.tiles == 16
    for nearest in (lambda h: card.nearest(h, k=0), lambda h: card.nearest_many([h], k=0)):
        with pytest.raises(MahjongError, match=r"k is 0") as e:
            nearest("FF 2026c 2026b 202d")
        assert e.value.kind is ErrorKind.MatchNoRoom
    # 13 tiles: one 6 of dots from Year 2026 #6 (and #5 needs a dragon kong: further).
    near = card.nearest("FF 2026c 2026b 202d", k=1)
    assert (near[0].section, near[0].number, near[0].tiles_away) == ("Year 2026", 6, 1)


def test_a_line_without_x0_may_use_1s():
    card = Card.from_toml('[[hand]]\nsection = "Run"\nnumber = 1\nvalue = 25\nlines = ["XXXX1a XXXX2a XXXX3a FF"]\n')
    assert card.form_count == 21  # n from 0 to 6, times 3 suits
    assert card.match("1111c 2222c 3333c FF").n == 0


def test_lint_warns_about_repeated_hands():
    text = (
        '[[hand]]\nsection = "369"\nnumber = 1\nvalue = 25\nlines = ["333a 666a 9999a DDDDa"]\n'
        '[[hand]]\nsection = "369"\nnumber = 1\nvalue = 30\nlines = ["3333a 666a 999a DDDDa"]\n'
    )
    assert Card.lint(text)["warnings"] == ["hand 2 (369 #1) has the same section and number as hand 1"]
    empty = Card.lint('name = "Empty"\n', source="e.toml")
    assert empty["warnings"] == []
    assert [e["message"] for e in empty["errors"]] == ["e.toml: the card has no hands"]


def test_a_card_without_hands_is_a_card_error():
    for make in (lambda: Card.from_toml(""), lambda: Card.from_json("{}"), lambda: Card.load("/dev/null")):
        with pytest.raises(CardError, match="the card has no hands"):
            make()


def test_card_text_over_256_kib_is_refused():
    with pytest.raises(CardError, match=r"^big.toml: card file larger than 256 KiB \(the cap is 262144 bytes\)$"):
        Card.from_toml("#" * (256 * 1024 + 1), source="big.toml")
    with pytest.raises(CardError, match="^/dev/zero: card file larger than 256 KiB"):
        Card.load("/dev/zero")


def test_match_many_from_threads():
    card = Card.sample()
    results = []

    def work():
        results.append([m.number for m in card.match_many(["NNNN EEE WWW SSSS"] * 200)])

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [[1] * 200] * 4


TOML_BAD = '[[hand]]\nsection = "369"\nnumber = 1\nvalue = 25\nlines = ["333a 666a 9999a DDDa"]\n'


def test_card_error_names_the_place():
    with pytest.raises(CardError) as info:
        Card.from_toml(TOML_BAD, source="c.toml")
    e = info.value
    assert isinstance(e, MahjongError)
    assert (e.column, e.section, e.number, e.file, e.hand, e.line) == (21, "369", 1, "c.toml", 1, 1)
    assert str(e) == "c.toml: hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14"
    with pytest.raises(CardError) as info:
        Card.load("/no/such/card.toml")
    assert isinstance(info.value, FileNotFoundError) and info.value.filename == "/no/such/card.toml"
    assert info.value.file == "/no/such/card.toml"
    assert str(info.value).startswith("/no/such/card.toml: cannot read the card file")


def test_json_card_and_lint():
    card = Card.from_json(
        '{"name": "Mine", "hand": [{"section": "369", "number": 1, "value": 25, "concealed": true,'
        ' "lines": ["XXXX0a XXXX0b XXXX0c FF"], "numbers": [3, 6, 9]}]}'
    )
    assert (len(card), card.form_count) == (1, 18)  # n in {3, 6, 9} times 6 suit assignments
    m = card.match("FF 6666c 6666b 6666d")
    assert (m.n, m.concealed, m.points) == (6, True, 50)
    assert card.match("FF 5555c 5555b 5555d") is None
    report = Card.lint(
        TOML_BAD + '[[hand]]\nsection = "Quints"\nnumber = 1\nvalue = 40\nlines = ["FF XXX0a XXXX1b DDDDDc"]\n'
    )
    assert [e["column"] for e in report["errors"]] == [21]
    # "FF XXX0a XXXX1b DDDDDc": n + 1 within 9 gives 8 values, times 6 suit assignments.
    assert report["hands"] == [{"section": "Quints", "number": 1, "forms": 48}]
    assert report["total_forms"] == 48
    # The format is named as the core names it; an unknown one is an unknown name.
    with pytest.raises(MahjongError, match="yaml") as err:
        Card.lint("", format="yaml")
    assert err.value.kind is ErrorKind.UnknownName

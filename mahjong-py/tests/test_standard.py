"""Four sets and a pair from Python: worked values (each worked out by hand in its comment)."""

import json

import pytest

import mahjong_core as mc
from mahjong_core import Hand

CRAKS = [f"{n}m" for n in range(1, 10)]
ORPHANS = ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"]


def test_nine_sided_wait_is_all_nine_craks():
    # 1112345678999m: +1m reads 111 123 456 789 99, +5m 111 234 55 678 999, +9m 11 123 456 789 999.
    w = mc.waits("1112345678999m")
    assert [str(t) for t in w.tiles] == CRAKS
    assert [str(t) for t in w.standard] == CRAKS
    assert w.mask == 0x1FF and len(w) == 9 and w.calling
    assert w.forms("5m") == ["standard"]
    assert "1p" not in w and "1m" in w


def test_british_one_chow_leaves_only_the_gates_of_heaven():
    # A run 2-8 plus a crak needs two chows; 2m-8m make The Gates of Heaven (pair among 2 to 8).
    w = mc.waits(Hand.parse("1112345678999m"), rules="british")
    assert [str(t) for t in w.tiles] == CRAKS[1:8]
    assert w.standard == []
    assert w.forms("4m") == ["The Gates of Heaven"]
    assert [h.name for h in w.special_hands("4m")] == ["The Gates of Heaven"]


def test_decompositions_of_11123456789999m():
    # A 111 pung leaves 2345678 9999, which has no reading: only 11 + 123 456 789 999.
    ds = mc.decompose("11123456789999m")
    assert len(ds) == 1
    d = ds[0]
    assert str(d.pair) == "1m"
    assert [(s.kind, [str(t) for t in s.tiles]) for s in d.sets] == [
        ("chow", ["1m", "2m", "3m"]),
        ("chow", ["4m", "5m", "6m"]),
        ("chow", ["7m", "8m", "9m"]),
        ("pung", ["9m", "9m", "9m"]),
    ]
    assert all(s.concealed and s.meld is None for s in d.sets)
    assert d.chows == 3
    assert d.groups() == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [8, 8, 8], [0, 0]]
    assert d.to_dict()["sets"][3] == {"kind": "pung", "tiles": ["9m", "9m", "9m"], "concealed": True, "meld": None}
    assert mc.decompose("11123456789999m", rules="british") == []  # three chows, one allowed


def test_three_pungs_or_three_chows_depend_on_the_rules():
    # 111222333m: three pungs or three chows; with 789p that is one or four chows.
    hand = "111222333m789p55s"
    assert sorted(d.chows for d in mc.decompose(hand)) == [1, 4]
    assert [d.chows for d in mc.decompose(hand, rules="british")] == [1]
    assert mc.decompose(hand, rules="two-player") == []  # no chows at all
    assert mc.is_winning(hand, rules="two-player") is False
    assert mc.is_winning("111m222p333s444z55z", rules="two-player") is True


def test_a_melded_set_keeps_its_status():
    ds = mc.decompose("123m456p789s11z [555z]")
    assert len(ds) == 1
    s = ds[0].sets[0]
    assert (s.kind, str(s.tile), s.meld, s.concealed) == ("pung", "5z", "exposed", False)
    assert str(ds[0].pair) == "1z"
    k = mc.decompose("111m222p333s44z (7777m)")[0].sets[0]
    assert (k.kind, len(k.tiles), k.meld, k.concealed) == ("kong", 4, "concealed", True)


def test_thirteen_unique_wonders_wait_on_thirteen_faces():
    w = mc.waits("19m19p19s1234567z")
    assert [str(t) for t in w.tiles] == ORPHANS
    assert w.standard == [] and w.standard_mask == 0
    assert w.forms("1z") == ["The Thirteen Unique Wonders"]
    d = w.to_dict()
    assert d["tiles"] == ORPHANS
    assert d["forms"][0] == {"tile": "1m", "standard": False, "special_hands": ["thirteen_unique_wonders"]}


def test_tiles_away_of_thirteen_single_orphans():
    # 13 single tiles: standard 8 away; the Wonders calling. Classical has no seven-pair hand.
    a = mc.tiles_away("19m19p19s1234567z")
    assert (a.rules, a.standard, a.thirteen_unique_wonders, a.all_pair_honours, a.knitting, a.best) == (
        "classical",
        8,
        0,
        None,
        None,
        0,
    )
    assert [str(t) for t in a.improving] == ORPHANS
    assert a.to_dict() == {
        "rules": "classical",
        "standard": 8,
        "thirteen_unique_wonders": 0,
        "all_pair_honours": None,
        "knitting": None,
        # The Snake in craks (or any suit): 1m, 9m and the four winds, 13 - 6 = 7. Classical has
        # no Gates of Heaven or Triple Knitting.
        "wriggling_snake": 7,
        "gates_of_heaven": None,
        "triple_knitting": None,
        "best": 0,
        "improving": ORPHANS,
    }
    # British: seven pairs of these faces find one tile each (13 - 7 = 6); Knitting pairs 1m-1p
    # and 9m-9p find two tiles each (13 - 4 = 9). The Gates in craks hold 1m and 9m (13 - 2 =
    # 11); Triple Knitting: the triples of Ones and of Nines, 13 - 6 = 7.
    b = mc.tiles_away("19m19p19s1234567z", rules="british")
    assert (b.all_pair_honours, b.knitting, b.best) == (6, 9, 0)
    assert (b.wriggling_snake, b.gates_of_heaven, b.triple_knitting) == (7, 11, 7)


def test_wriggling_snake_tiles_away():
    # 1s to 9s and E S W N: the second 1s completes the Snake ("a pair of Ones").
    a = mc.tiles_away("123456789s1234z")
    assert (a.wriggling_snake, a.best) == (0, 0)
    assert [str(t) for t in mc.waits("123456789s1234z").tiles] == ["1s"]
    assert mc.waits("123456789s1234z").forms("1s") == ["The Wriggling Snake"]
    assert [str(t) for t in a.improving] == ["1s"]
    assert mc.tiles_away("1123456789s1234z").wriggling_snake == -1
    # 11 34567 s, the winds and 55z: 11 of the 14, missing 2s 8s 9s: 2.
    assert mc.tiles_away("1134567s1234z55z", rules="two-player").wriggling_snake == 2
    # A pair of Nines instead: one exchange (a 9s for the second 1s), and not the Snake.
    assert mc.tiles_away("1234567899s1234z").wriggling_snake == 0
    assert mc.special_hands("1234567899s1234z") == []
    # 111 222 333 444 m and 5z: 1m twice, 2m 3m 4m: 5 of 14, so 8.
    assert mc.tiles_away("111222333444m5z").wriggling_snake == 8
    # No North wind in three-player; a meld rules it out.
    assert mc.tiles_away("1123456789s123z5z", rules="three-player").wriggling_snake is None
    assert mc.tiles_away("1123456789s1z [222z]").wriggling_snake is None


def test_gates_of_heaven_tiles_away():
    # 111 2345678 999: one more of 2m to 8m completes the Gates (British: no standard reading).
    a = mc.tiles_away("1112345678999m", rules="british")
    assert (a.gates_of_heaven, a.best) == (0, 0)
    assert [str(t) for t in mc.waits("1112345678999m", rules="british").tiles] == CRAKS[1:8]
    assert mc.tiles_away("1112345678999m").gates_of_heaven is None  # not a classical hand
    # 111 345678 99 m, 5p 9p: 11 of a target, missing 2m, 9m and the extra: 2.
    assert mc.tiles_away("11134567899m5p9p", rules="british").gates_of_heaven == 2
    # One of each third per suit: at best 3 of 14, so 10.
    assert mc.tiles_away("147m258p369s1234z", rules="british").gates_of_heaven == 10
    # Complete; won on a discarded 1m the pung of Ones is not concealed: no Gates, no number.
    assert mc.tiles_away("11123455678999m ; win=5m", rules="british").gates_of_heaven == -1
    assert mc.tiles_away("11123455678999m ; win=1m", rules="british").gates_of_heaven is None
    d = mc.tiles_away("1112345678999m", rules="two-player").to_dict()
    assert (d["gates_of_heaven"], d["triple_knitting"], d["wriggling_snake"]) == (0, 8, 3)


def test_triple_knitting_tiles_away():
    # 1 2 3 4 in all three suits and 5m: a 5p or a 5s completes it.
    a = mc.tiles_away("12345m1234p1234s", rules="british")
    assert (a.triple_knitting, a.best) == (0, 0)
    assert [str(t) for t in a.improving] == ["5p", "5s"]
    w = mc.waits("12345m1234p1234s", rules="british")
    assert [str(t) for t in w.tiles] == ["5p", "5s"]
    assert w.forms("5s") == ["Triple Knitting"]
    assert mc.tiles_away("12345m12345p1234s", rules="british").triple_knitting == -1
    # Triples of 1 and 2 (3 each), of 3 and 4 (2 each), a pair finding one: 11, so 2.
    assert mc.tiles_away("1234m1234p12s5m6p7s", rules="british").triple_knitting == 2
    # A complete Knitting hand is 3 from Triple Knitting; seven honour pairs are 13 from it.
    assert mc.tiles_away("1123456m1123456p", rules="british").triple_knitting == 3
    assert mc.tiles_away("11223344556677z", rules="british").triple_knitting == 13
    assert mc.tiles_away("12345m12345p1234s").triple_knitting is None
    assert mc.tiles_away("45m12345p1234s [123m]", rules="british").triple_knitting is None


def test_tiles_away_with_a_meld_has_no_pair_forms():
    a = mc.tiles_away("123m456p789s11z [555z]")
    assert (a.standard, a.thirteen_unique_wonders, a.all_pair_honours, a.best) == (-1, None, None, -1)
    assert a.improving == []


def test_classical_tiles_away_counts_the_copies_in_melds():
    # 1m 234p 567p 789p with 111m melded: the last 1m cannot become the pair, so a new pair is
    # needed (two tiles): 1 away, and no tile completes the hand. With 111s melded it calls on 1m.
    a = mc.tiles_away("1m234p567p789p [111m]")
    assert (a.standard, a.best) == (1, 1)
    assert mc.waits("1m234p567p789p [111m]").tiles == []
    assert mc.tiles_away("1m234p567p789p [111s]").standard == 0


def test_seven_honour_pairs_is_three_away_in_the_standard_form():
    # 11223344556677z: honours make no chows, so 4 pungs from 7 pairs needs a third tile for
    # three of them (the fourth pair is the pair): 3 away. Seven pairs is no classical hand.
    a = mc.tiles_away(Hand.parse("11223344556677z"))
    assert (a.standard, a.best) == (3, 3)
    # British: All Pair Honours is complete (winds and dragons are honours).
    b = mc.tiles_away("11223344556677z", rules="british")
    assert (b.all_pair_honours, b.best) == (-1, -1)
    assert mc.is_winning("11223344556677z", rules="british")


def test_tiles_away_respects_the_chow_limit():
    # 123m 456m 789p 11z 55z: classical calling (three chows). British keeps one chow: 123m (3),
    # pungs 11z 55z (2 each), a pung and the pair finding one tile each: 9 of 13, so 4.
    # Two-player, no chows: 2 + 2 + 1 + 1 + 1 = 7, so 6.
    h = "123456m789p1155z"
    assert [mc.tiles_away(h, rules=r).standard for r in ("classical", "british", "two-player")] == [0, 4, 6]
    with pytest.raises(mc.InvalidHandError, match="2 chows melded; british rules allow at most 1"):
        mc.tiles_away("456p78s11z [123m] [789m]", rules="british")


def test_knitting_and_all_pair_honours_allow_repeated_pairs():
    assert [h.name for h in mc.special_hands("1123456m1123456p", rules="british")] == ["Knitting"]
    assert mc.special_hands("1123456m1233456p", rules="british") == []
    assert [h.name for h in mc.special_hands("1111m99p11s22z5577z", rules="british")] == ["All Pair Honours"]
    # 1123456m 112345p waits on 6p for Knitting
    a = mc.tiles_away("1123456m112345p", rules="british")
    assert (a.knitting, [str(t) for t in a.improving]) == (0, ["6p"])


def test_gates_of_heaven_pungs_are_concealed():
    names = lambda s: [h.name for h in mc.special_hands(s, rules="british")]  # noqa: E731
    assert "The Gates of Heaven" not in names("11123455678999p ; win=1p")
    assert "The Gates of Heaven" in names("11123455678999p ; win=1p by=self")


def test_buried_treasure_needs_one_suit():
    names = lambda s: [h.name for h in mc.special_hands(s, rules="british")]  # noqa: E731
    assert "Buried Treasure" not in names("111222555666z77z ; by=self")
    assert "Buried Treasure" in names("111m222555666z77z ; by=self")


def test_seats_and_bonus_tiles_not_at_the_table_are_rejected():
    with pytest.raises(mc.InvalidHandError, match="seat wind N is not played at the three-player table"):
        mc.special_hands("123m444p777s111z55z ; seat=N first-turn", rules="three-player")
    with pytest.raises(mc.InvalidHandError, match="seat wind S is not played at the two-player table"):
        mc.is_winning("111m444p777s111z55z ; seat=S", rules="two-player")
    assert mc.is_winning("111m444p777s111z55z ; seat=W", rules="two-player")
    with pytest.raises(mc.InvalidHandError, match="4f is not in the three-player set"):
        mc.is_winning("111m444p777s111z55z 4f", rules="three-player")


def test_three_player_hand_with_north_is_rejected():
    with pytest.raises(mc.InvalidHandError, match="4z is not in the three-player set"):
        mc.waits("19m19p19s1234567z", rules="three-player")
    with pytest.raises(mc.MahjongError):
        mc.is_winning("111222333444z55m", rules="three-player")


def test_special_hands_by_name_and_value():
    found = mc.special_hands("1123456789s1234z")
    assert [h.name for h in found] == ["The Wriggling Snake"]
    assert found[0].value == "limit"
    assert found[0].to_dict() == {"name": "The Wriggling Snake", "value": "limit"}
    # Four pungs of winds and any pair; held concealed, won self-drawn (the default), with one
    # suit and winds only, it is also Buried Treasure.
    assert [h.name for h in mc.special_hands("111222333444z55m")] == [
        "Buried Treasure",
        "Four Blessings Hovering Over the Door",
    ]
    assert [h.name for h in mc.special_hands("222333444z55m [111z]")] == ["Four Blessings Hovering Over the Door"]
    # Knitting is a British hand worth half the limit.
    knit = mc.SpecialHand.from_name("knitting")
    assert (knit.name, knit.value, knit.british) == ("Knitting", "half_limit", True)
    # Plum Blossom: won on the loose tile, the five of dots.
    plum = mc.special_hands("123m456p789s111z55p ; win=5p by=kong-replacement")
    assert [h.name for h in plum] == ["Gathering the Plum Blossom from the Roof"]
    assert plum[0].depends_on_win
    assert mc.special_hands("123m456p789s111z55p") == []


def test_errors_name_the_problem():
    with pytest.raises(mc.InvalidHandError, match="11 tiles in sets"):
        mc.is_winning("123m456p789s11z")
    with pytest.raises(mc.RuleProfileError, match="four-player"):
        mc.is_winning("123m456p789s111z55z", rules="four-player")
    with pytest.raises(mc.NotationError):
        mc.decompose("10m")
    with pytest.raises(mc.InvalidHandError, match="expected 34 counts"):
        mc.is_winning_counts([0] * 33)
    with pytest.raises(mc.InvalidHandError, match="count 5 at index 0"):
        mc.is_winning_counts([5] + [0] * 33)
    with pytest.raises(mc.InvalidHandError, match="hand 1: "):
        mc.is_winning_many([[2] + [0] * 33, [1] + [0] * 33])


def test_counts_fast_paths():
    # 123m 456p 789s 111z 55z as counts.
    c = [0] * 34
    for i in (0, 1, 2, 12, 13, 14, 24, 25, 26):
        c[i] = 1
    c[27], c[31] = 3, 2
    assert mc.is_winning_counts(c) is True
    assert mc.is_winning_counts(bytes(c)) is True
    assert mc.is_winning_counts(tuple(c)) is True
    assert mc.tiles_away_counts(c) == -1
    assert [d.chows for d in mc.decompose_counts(c)] == [3]
    assert mc.is_winning(Hand.from_counts(c)) is True
    c[31] = 1  # 13 tiles, waiting on 5z only
    assert mc.tiles_away_counts(c) == 0
    assert [str(t) for t in mc.waits_many([c])[0].tiles] == ["5z"]
    assert mc.is_winning_many([[2] + [0] * 33, [0, 2] + [0] * 32]) == [True, True]
    assert mc.tiles_away_many(bytes([2] + [0] * 33)) == [-1]
    # 111222333m789p55s: three pungs or three chows of craks.
    assert [len(ds) for ds in mc.decompose_many([mc.Hand.parse("111222333m789p55s").counts()])] == [2]


def test_rule_profiles_and_table_size():
    assert mc.rule_profiles() == ["classical", "british", "two_player", "three_player"]
    assert 0 < mc.standard_table_bytes() <= 5 << 20


def test_results_are_json_ready():
    json.dumps([d.to_dict() for d in mc.decompose("111222333m789p55s")])
    json.dumps(mc.waits("1112345678999m").to_dict())


def test_only_possible_tile_without_a_winning_tile_raises():
    # (The rule cases are rows: mahjong-core/tests/rows/score.rows.)
    with pytest.raises(mc.InvalidHandError, match="no winning tile"):
        mc.only_possible_tile("23m4m456p789s111z55z")


def test_count_errors_carry_the_core_kind():
    # A count out of 0 to 4 is the core's CountOutOfRange, kind InvalidArgument, on every path.
    bad = [0] * 34
    bad[7] = 5
    with pytest.raises(mc.InvalidHandError) as e:
        mc.is_winning_counts(bad)
    assert (str(e.value), e.value.kind) == ("count 5 at index 7 is not 0 to 4", mc.ErrorKind.InvalidArgument)
    # A list of lists, a bytes of 34·n counts: the hand's place, then the same message.
    for hands in ([[0] * 34, bad], bytes(34) + bytes(bad)):
        with pytest.raises(mc.InvalidHandError) as e:
            mc.tiles_away_many(hands)
        assert (str(e.value), e.value.kind) == ("hand 1: count 5 at index 7 is not 0 to 4", mc.ErrorKind.InvalidArgument)


def test_waits_many_errors_carry_the_core_kind():
    # 13 tiles (one of each of the first 13 faces), then an empty hand: the second is refused.
    thirteen = [1] * 13 + [0] * 21
    with pytest.raises(mc.InvalidHandError) as e:
        mc.waits_many([thirteen, [0] * 34])
    assert str(e.value) == "hand 1: 0 tiles in sets (kongs count 3); expected 13"
    assert e.value.kind is mc.ErrorKind.StandardWrongTileCount
    # Four copies of nine faces: 36 tiles, past the 34 a hand holds (the core's ParseError).
    with pytest.raises(mc.InvalidHandError) as e:
        mc.waits_many([thirteen, [4] * 9 + [0] * 25])
    assert str(e.value) == "hand 1: 36 concealed tiles; a hand holds at most 34"
    assert e.value.kind is mc.ErrorKind.ParseTooManyTiles

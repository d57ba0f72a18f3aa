"""The fast paths give the answers of the general ones.

`Hand.from_counts` reads list items by address and builds the hand without branches;
the functions are called through the vectorcall convention (the wheel targets the stable ABI of
Python 3.11+; from 3.10 pyo3 uses `METH_FASTCALL`). Here the same hands go both ways: from counts and from text (`Hand.parse` of a
string written here, not `str(hand)`), called with one argument and with keywords, and from
counts one at a time and in bulk; a plain recursive search written here checks the standard form,
and a few hands are worked by hand.
"""

import random

import pytest

import mahjong_core as mc
from hands import random_hand, winning_hand
from mahjong_core import Hand

RULES = ["classical", "british", "two-player", "three-player"]


def mpsz(counts):
    """MPSZ text of 34 counts, written here from the counts."""
    out = []
    for suit, letter in ((0, "m"), (1, "p"), (2, "s"), (3, "z")):
        size = 7 if suit == 3 else 9
        digits = "".join(str(k + 1) * counts[suit * 9 + k] for k in range(size))
        if digits:
            out.append(digits + letter)
    return "".join(out)


def standard_reference(counts):
    """Four sets (any chows) and one pair, by plain search over the counts."""
    c = list(counts)

    def sets_only(i):
        while i < 34 and c[i] == 0:
            i += 1
        if i == 34:
            return True
        if c[i] >= 3:
            c[i] -= 3
            ok = sets_only(i)
            c[i] += 3
            if ok:
                return True
        if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for k in range(3):
                c[i + k] -= 1
            ok = sets_only(i)
            for k in range(3):
                c[i + k] += 1
            if ok:
                return True
        return False

    for p in range(34):
        if c[p] >= 2:
            c[p] -= 2
            ok = sets_only(0)
            c[p] += 2
            if ok:
                return True
    return False


def pool(seed, n):
    rng = random.Random(seed)
    hands = []
    for k in range(n):
        hands.append(winning_hand(rng) if k % 2 == 0 else random_hand(rng, 14))
    return hands


def tiles_away_fields(t):
    return (t.rules, t.standard, t.thirteen_unique_wonders, t.all_pair_honours, t.knitting, t.best, t.improving_mask)


def groups(ds):
    return [d.groups() for d in ds]


@pytest.mark.parametrize("seed", [1, 2])
def test_from_counts_hands_are_the_parsed_hands(seed):
    rng = random.Random(seed)
    for counts in pool(seed, 150) + [random_hand(rng, n) for n in (1, 13, 20, 34) for _ in range(6)]:
        h = Hand.from_counts(counts)
        p = Hand.parse(mpsz(counts))
        assert h == p and hash(h) == hash(p)
        assert str(h) == str(p) == mpsz(counts) and repr(h) == repr(p)
        assert h.counts() == counts and len(h) == sum(counts)
        assert [str(t) for t in h.concealed] == [str(t) for t in p.concealed]
        assert [str(t) for t in h.tiles] == [str(t) for t in p.tiles]
        assert h.exposures == [] and h.bonus == []
        assert (h.mpsz, h.american, h.unicode) == (p.mpsz, p.american, p.unicode)
        assert h.to_dict() == p.to_dict() and h.context == p.context
        # Tuples and bytes take the slow readers; the hand is the same.
        assert Hand.from_counts(tuple(counts)) == h == Hand.from_counts(bytes(counts))
        assert Hand.from_counts(counts=counts) == h
    empty = Hand.from_counts([0] * 34)
    assert len(empty) == 0 and empty.counts() == [0] * 34 and empty.concealed == []


@pytest.mark.parametrize("seed", [3, 4])
def test_one_argument_calls_match_keyword_calls_and_text(seed):
    for counts in pool(seed, 200):
        h = Hand.from_counts(counts)
        text = mpsz(counts)
        want = standard_reference(counts)
        # One argument (the fast entry), keywords (pyo3's wrapper), text, and every profile.
        won = mc.is_winning(h)
        assert won == mc.is_winning(h, rules="classical") == mc.is_winning(hand=h) == mc.is_winning(text)
        assert won == mc.is_winning(Hand.parse(text), "classical")
        assert mc.is_winning_counts(counts) == want == mc.is_winning_counts(counts=counts)
        assert mc.is_winning_many([counts]) == [want]
        # Classical wins are the standard form or a classical special hand.
        assert won == (want or bool(mc.special_hands(h)))
        ds = mc.decompose(h)
        assert groups(ds) == groups(mc.decompose(h, rules="classical")) == groups(mc.decompose(text))
        assert groups(ds) == groups(mc.decompose_counts(counts)) == groups(mc.decompose_many([counts])[0])
        assert (len(ds) > 0) == want
        t = mc.tiles_away(h)
        assert tiles_away_fields(t) == tiles_away_fields(mc.tiles_away(h, rules="classical"))
        assert tiles_away_fields(t) == tiles_away_fields(mc.tiles_away(text))
        assert t.standard == mc.tiles_away_counts(counts) == mc.tiles_away_many([counts])[0]
        assert (t.standard == -1) == want
        for rules in RULES[1:]:
            try:
                expected = mc.is_winning(text, rules=rules)
            except mc.InvalidHandError as e:
                with pytest.raises(mc.InvalidHandError, match=f"^{e}$"):
                    mc.is_winning(h, rules)
            else:
                assert mc.is_winning(h, rules) == expected


def test_thirteen_tile_hands_take_the_same_ways():
    rng = random.Random(5)
    for _ in range(200):
        counts = random_hand(rng, 13)
        h = Hand.from_counts(counts)
        t = mc.tiles_away(h)
        assert tiles_away_fields(t) == tiles_away_fields(mc.tiles_away(mpsz(counts), rules="classical"))
        assert t.standard == mc.tiles_away_counts(counts)
        with pytest.raises(mc.InvalidHandError, match=r"^13 tiles in sets \(kongs count 3\); expected 14$"):
            mc.is_winning(h)
        with pytest.raises(mc.InvalidHandError, match=r"^13 tiles in sets \(kongs count 3\); expected 14$"):
            mc.is_winning(h, rules="classical")


def test_hands_worked_by_hand():
    # 123m 456p 789s 111z 55z: four sets and a pair, one reading, complete.
    c = [0] * 34
    for i in (0, 1, 2, 12, 13, 14, 24, 25, 26):
        c[i] = 1
    c[27] = 3
    c[31] = 2
    h = Hand.from_counts(c)
    assert str(h) == "123m456p789s11155z"
    assert mc.is_winning(h) is True
    assert [sorted(g) for g in mc.decompose(h)[0].groups()] == [[0, 1, 2], [12, 13, 14], [24, 25, 26], [27, 27, 27], [31, 31]]
    assert mc.tiles_away(h).standard == -1 and mc.tiles_away(h).best == -1
    # 111222333m 789p 55s: three pungs or three chows of craks, two readings; British (one
    # chow at most) keeps only the pungs.
    c = [3, 3, 3] + [0] * 12 + [1, 1, 1] + [0] * 4 + [2] + [0] * 11
    h = Hand.from_counts(c)
    assert str(h) == "111222333m789p55s"
    assert len(mc.decompose(h)) == 2 and len(mc.decompose(h, "british")) == 1
    assert sorted(d.chows for d in mc.decompose(h)) == [1, 4]
    # The Thirteen Unique Wonders, 1m 9m 1p 9p 1s 9s and the seven honours with 7z paired: a
    # classical win but no standard reading.
    c = [0] * 34
    for i in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33):
        c[i] = 1
    c[33] = 2
    h = Hand.from_counts(c)
    assert str(h) == "19m19p19s12345677z"
    assert mc.is_winning(h) is True and mc.decompose(h) == []
    assert mc.is_winning_counts(c) is False
    assert mc.tiles_away(h).thirteen_unique_wonders == -1 and mc.tiles_away(h).standard > -1
    # 123m 456p 789s 11z 2z 3z (13 tiles): three sets, a pair and two lone honours, one tile
    # from calling; 1z (a fourth set), 2z or 3z (a second pair) bring it to calling.
    c = [0] * 34
    for i in (0, 1, 2, 12, 13, 14, 24, 25, 26, 28, 29):
        c[i] = 1
    c[27] = 2
    h = Hand.from_counts(c)
    assert str(h) == "123m456p789s1123z"
    t = mc.tiles_away(h)
    assert t.standard == 1 and t.best == 1
    assert [str(x) for x in t.improving] == ["1z", "2z", "3z"]


def test_bad_counts_raise_the_same_errors_both_ways():
    cases = [
        [5] + [0] * 33,
        [0] * 33 + [7],
        [4] * 9 + [0] * 25,  # 36 tiles: more than a hand holds
        [0] * 33,
        [0] * 35,
        [1] * 33 + [True],
    ]
    for counts in cases:
        try:
            want = Hand.from_counts(counts=counts)
        except mc.MahjongError as e:
            with pytest.raises(type(e), match=f"^{e}$".replace("(", r"\(").replace(")", r"\)")):
                Hand.from_counts(counts)
        else:
            assert Hand.from_counts(counts) == want
    with pytest.raises(TypeError):
        Hand.from_counts()
    with pytest.raises(TypeError):
        mc.is_winning()
    with pytest.raises(TypeError):
        mc.is_winning(Hand.parse("11m"), "classical", "extra")
    with pytest.raises(mc.RuleProfileError):
        mc.is_winning(Hand.parse("11m"), rules="no-such-rules")


def test_a_list_changed_by_index_is_read_safely():
    # A count whose __index__ empties the list: the reader notices instead of reading freed items.
    counts = [0] * 34

    class Shrinks:
        def __index__(self):
            del counts[:]
            return 1

    counts[0] = Shrinks()
    with pytest.raises(IndexError):
        Hand.from_counts(counts)


def test_counts_with_index_read_the_same_from_a_list_a_tuple_and_a_range_like_sequence():
    # Objects that are not ints but have __index__ (as numpy ints do) count as their value
    # whatever the container. 111m 234m 567p 789s 11z: complete.
    class Count:
        def __init__(self, n):
            self.n = n

        def __index__(self):
            return self.n

    counts = [0] * 34
    for t, n in {0: 3, 1: 1, 2: 1, 3: 1, 13: 1, 14: 1, 15: 1, 24: 1, 25: 1, 26: 1, 27: 2}.items():
        counts[t] = n
    wrapped = [Count(n) for n in counts]
    assert mc.is_winning_counts(counts) is True
    assert mc.is_winning_counts(wrapped) is True
    assert mc.is_winning_counts(tuple(wrapped)) is True
    assert mc.tiles_away_counts(tuple(wrapped)) == -1
    assert str(Hand.from_counts(tuple(wrapped))) == str(Hand.from_counts(counts))
    # A value out of range still names its place, from a tuple too.
    wrapped[5] = Count(9)
    with pytest.raises(mc.MahjongError, match="index 5"):
        mc.is_winning_counts(tuple(wrapped))
    wrapped[5] = Count(2**70)
    with pytest.raises(mc.MahjongError, match="index 5"):
        mc.is_winning_counts(tuple(wrapped))


def test_functions_keep_their_signatures_and_docs():
    import inspect

    assert str(inspect.signature(mc.is_winning)) == "(hand, rules='classical')"
    assert str(inspect.signature(mc.tiles_away)) == "(hand, rules='classical')"
    assert str(inspect.signature(mc.decompose)) == "(hand, rules='classical')"
    assert str(inspect.signature(mc.is_winning_counts)) == "(counts)"
    assert str(inspect.signature(Hand.from_counts)) == "(counts)"
    assert Hand.from_counts.__qualname__ == "Hand.from_counts"
    assert mc.is_winning.__doc__.startswith("Whether a 14-tile hand wins")

"""The binding's quick ways in give the same answers as its general ones: a numpy array read
through `__array_struct__` and the same array seen only through `__array_interface__`; the
rules name "mcr" as the interned literal, as a str built at run time and in other spellings;
an MCR score with and without winds passed."""

import pickle
import random

import pytest

import mahjong_core as mc

np = pytest.importorskip("numpy")


class InterfaceOnly:
    """An array-like that offers only `__array_interface__` (as some libraries do)."""

    def __init__(self, a):
        self._a = a
        self.__array_interface__ = a.__array_interface__


def hands(n):
    # Seeded random 14-tile hands from the 136-tile wall, as 34 counts.
    rng = random.Random(16)
    out = []
    for _ in range(n):
        c = [0] * 34
        for t in rng.sample(range(136), 14):
            c[t // 4] += 1
        out.append(c)
    return out


def test_struct_and_interface_readings_agree():
    rows = hands(300)
    single = [mc.tiles_away_counts(r) for r in rows]
    for dtype in [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]:
        a = np.array(rows, dtype=dtype)
        assert mc.tiles_away_many(a).tolist() == single, dtype
        assert mc.tiles_away_many(InterfaceOnly(a)).tolist() == single, dtype
        wins = [mc.is_winning_counts(r) for r in rows]
        assert mc.is_winning_many(a).tolist() == wins, dtype
        assert mc.is_winning_many(InterfaceOnly(a)).tolist() == wins, dtype
    ro = np.array(rows, dtype=np.uint8)
    ro.flags.writeable = False
    assert mc.tiles_away_many(ro).tolist() == single
    # One row taken with a step: any stride between rows is fine for a single row.
    one = np.array(rows[:2], dtype=np.uint8)[::2]
    assert mc.tiles_away_many(one).tolist() == single[:1]
    assert mc.tiles_away_many(np.zeros((0, 34), dtype=np.uint8)).tolist() == []


def test_result_arrays_are_ordinary_numpy_arrays():
    a = np.array(hands(5), dtype=np.uint8)
    out = mc.tiles_away_many(a)
    assert out.dtype == np.int8 and out.shape == (5,) and out.flags.owndata and out.flags.writeable
    w = mc.is_winning_many(a)
    assert w.dtype == np.bool_ and w.shape == (5,)


def test_bad_arrays_raise_the_same_errors_either_way():
    good = np.array(hands(8), dtype=np.int32)
    for bad, err, msg in [
        (good[::2], TypeError, "C-contiguous"),
        (good.astype(np.float64), TypeError, "integer array"),
        (good.astype(">i4"), TypeError, "native byte order"),
        (good[:, :30], mc.MahjongError, "shape"),
    ]:
        for obj in (bad, InterfaceOnly(bad)):
            with pytest.raises(err, match=msg):
                mc.tiles_away_many(obj)
    over = np.array(hands(4), dtype=np.uint8)
    over[2, 5] = 7
    for obj in (over, InterfaceOnly(over)):
        with pytest.raises(mc.MahjongError, match="hand 2: count 7 at index 5"):
            mc.tiles_away_many(obj)



def test_bad_array_errors_say_the_cores_words_and_kind():
    # Every error carries the core's kind, the shape's as well as the element type's and layout's.
    good = np.array(hands(8), dtype=np.int32)
    cases = [
        (good[:, :30], mc.MahjongError,
         "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape [8, 30]"),
        (np.zeros(34, dtype=np.uint8), mc.MahjongError,
         "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape [34]"),
        (good.astype(np.float32), TypeError,
         'hands: expected an integer array in native byte order, got dtype "=f4" (use a.astype(numpy.uint8))'),
        (good.astype(">i2"), TypeError,
         'hands: expected an integer array in native byte order, got dtype "~i2" (use a.astype(numpy.uint8))'),
        (good[::2], TypeError,
         "hands: expected a C-contiguous array, got strides [272, 4] (use numpy.ascontiguousarray(a))"),
    ]
    for bad, err, msg in cases:
        for obj in (bad, InterfaceOnly(bad)):
            with pytest.raises(err) as e:
                mc.tiles_away_many(obj)
            assert str(e.value) == msg
            assert e.value.kind is mc.ErrorKind.InvalidArgument

HAND = "11m123456789p11z1z 1f2f ; win=1z by=self"


def test_mcr_rules_name_in_every_spelling_scores_alike():
    h = mc.Hand.parse(HAND)
    literal = mc.score(h, "mcr")
    built = "".join(["m", "c", "r"])
    for rules in [built, "MCR", "Mcr"]:
        s = mc.score(h, rules)
        assert s == literal and s.total == literal.total and s.to_dict() == literal.to_dict()
    assert mc.score(HAND, "mcr") == literal
    assert pickle.loads(pickle.dumps(literal)) == literal
    assert repr(pickle.loads(pickle.dumps(literal))) == repr(literal)


def test_mcr_winds_given_or_not():
    h = mc.Hand.parse(HAND)
    plain = mc.score(h, "mcr")
    # East is what the text leaves unnamed: passing it changes nothing.
    assert mc.score(h, "mcr", seat_wind="east", prevailing_wind="east") == plain
    with pytest.raises(mc.ScoreError) as e:
        mc.score(h, "mcr", limit=10)
    assert e.value.kind is mc.ErrorKind.ScoreMcrProfile
    with pytest.raises(TypeError):
        mc.score(h, 3)

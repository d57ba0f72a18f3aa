"""numpy batches: an (n, 34) integer array is read in place and gives the same answers as the
list path on the same hands; the 136-tile index convention round-trips."""

import random

import pytest

import mahjong_core as mc
from mahjong_core import Hand
from hands import random_hand, winning_hand

np = pytest.importorskip("numpy")


def some_hands(n=400, seed=12):
    rng = random.Random(seed)
    out = []
    for k in range(n):
        out.append(winning_hand(rng) if k % 2 else random_hand(rng, 14 if k % 4 == 0 else 13))
    return out


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "uint16", "int32", "uint32", "int64", "uint64"])
def test_tiles_away_many_and_is_winning_many_match_the_list_path_for_every_integer_dtype(dtype):
    hands = some_hands()
    arr = np.array(hands, dtype=dtype)
    away = mc.tiles_away_many(arr)
    assert isinstance(away, np.ndarray) and away.dtype == np.int8 and away.shape == (len(hands),)
    assert away.tolist() == mc.tiles_away_many(hands) == [mc.tiles_away_counts(c) for c in hands]
    win14 = [c for c in hands if sum(c) == 14]
    won = mc.is_winning_many(np.array(win14, dtype=dtype))
    assert won.dtype == np.bool_ and won.tolist() == mc.is_winning_many(win14)
    assert won.tolist() == [mc.is_winning_counts(c) for c in win14]
    assert any(won) and not all(won)


def test_other_bulk_functions_take_arrays_too():
    hands = [c for c in some_hands(60) if sum(c) == 13]
    arr = np.array(hands, dtype=np.int64)
    assert mc.waits_many(arr) == mc.waits_many(hands)
    h14 = [c for c in some_hands(60) if sum(c) == 14]
    assert mc.decompose_many(np.array(h14, dtype=np.uint8)) == mc.decompose_many(h14)


def test_an_empty_batch_gives_an_empty_array():
    out = mc.tiles_away_many(np.zeros((0, 34), dtype=np.uint8))
    assert isinstance(out, np.ndarray) and out.shape == (0,)


def test_bad_arrays_name_the_problem():
    good = np.array(some_hands(4), dtype=np.int32)
    bad = good.copy()
    bad[2, 7] = 5
    with pytest.raises(mc.InvalidHandError, match="^hand 2: count 5 at index 7 is not 0 to 4$"):
        mc.tiles_away_many(bad)
    bad[2, 7] = -1
    with pytest.raises(mc.InvalidHandError, match="^hand 2: count -1 at index 7 is not 0 to 4$"):
        mc.is_winning_many(bad)
    with pytest.raises(mc.MahjongError, match=r"shape \(n, 34\).*\[4, 17\]"):
        mc.tiles_away_many(good.reshape(4, 2, 17).reshape(4 * 2, 17)[:4])
    with pytest.raises(TypeError, match="C-contiguous"):
        mc.tiles_away_many(np.asfortranarray(good))
    with pytest.raises(TypeError, match="C-contiguous"):
        mc.tiles_away_many(np.array(some_hands(8), dtype=np.int32)[::2])
    with pytest.raises(TypeError, match="integer array"):
        mc.tiles_away_many(good.astype(np.float64))
    with pytest.raises(TypeError, match="integer array"):
        mc.tiles_away_many(good.astype(">i4"))


def test_the_array_is_read_in_place_not_copied():
    # A read-only view of a larger buffer is read where it lies (no writeable copy is needed).
    base = np.array(some_hands(10), dtype=np.uint8)
    view = base[2:6]
    view.flags.writeable = False
    assert mc.tiles_away_many(view).tolist() == [mc.tiles_away_counts(list(c)) for c in base[2:6]]


def test_a_misaligned_array_is_cast_by_numpy():
    # int32 data one byte off its alignment: numpy copies it into uint8 counts.
    hands = some_hands(6)
    raw = bytearray(1 + 6 * 34 * 4)
    raw[1:] = np.array(hands, dtype=np.int32).tobytes()
    arr = np.frombuffer(raw, dtype=np.int32, offset=1).reshape(6, 34)
    assert not arr.flags.aligned
    assert mc.tiles_away_many(arr).tolist() == [mc.tiles_away_counts(c) for c in hands]


def test_hands_convert_to_and_from_136_tile_indices():
    h = Hand.parse("112m 7z [555p]")
    # Copy k of face f is 4f + k: 1m = 0, 1, 2m = 4, 5p = 4*13 = 52.., 7z = 4*33 = 132.
    assert h.to_136() == [0, 1, 4, 52, 53, 54, 132]
    assert str(Hand.from_136([132, 4, 1, 0])) == "112m7z"
    assert Hand.from_136(np.array([0, 1, 4], dtype=np.int64)) == Hand.parse("112m")
    rng = random.Random(3)
    for _ in range(200):
        tiles = rng.sample(range(136), 14)
        back = Hand.from_136(tiles)
        assert back.counts() == [sum(1 for t in tiles if t // 4 == f) for f in range(34)]
        assert Hand.from_136(back.to_136()) == back
    with pytest.raises(mc.NotationError) as e:
        Hand.from_136([0, 136])
    assert e.value.column == 2
    with pytest.raises(mc.NotationError, match="given twice") as e:
        Hand.from_136([3, 9, 3])
    assert e.value.column == 3
    with pytest.raises(mc.NotationError) as e:
        Hand.from_136([-1])
    assert e.value.column == 1


def test_match_many_and_nearest_many_take_arrays_and_agree_with_the_list_path():
    card = mc.Card.sample()
    texts = ["NNNN EEE WWW SSSS", "123456789c GGG NN", "111222333m 44455p"]
    counts = [Hand.parse(t).counts() for t in texts] + some_hands(40, seed=5)
    as_hands = [Hand.from_counts(c) for c in counts]
    arr = np.array(counts, dtype=np.int16)
    matched = card.match_many(arr)
    assert matched == card.match_many(as_hands) == [card.match(h) if len(h) == 14 else None for h in as_hands]
    assert matched[0] is not None and matched[1] is not None
    near = card.nearest_many(arr, k=2)
    assert near == card.nearest_many(as_hands, k=2) == [card.nearest(h, k=2) for h in as_hands]
    assert card.nearest_many(["NNNN EEE WWW SSSS", "not a hand", "1m"]) [1:] == [None, None]


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int64"])
def test_the_first_bad_row_is_reported_whatever_is_wrong_with_it(dtype):
    # Row 1 holds three tiles (not a hand size), row 3 a count of 7: row 1 comes first in every
    # dtype and in both functions, as in the list path row by row.
    rows = some_hands(4)
    rows[1] = [3] + [0] * 33
    rows[3] = [7] + [0] * 33
    for f in (mc.tiles_away_many, mc.is_winning_many):
        with pytest.raises(mc.InvalidHandError, match="^hand 1: "):
            f(np.array(rows, dtype=dtype))

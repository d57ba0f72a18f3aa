"""The standard form against the `mahjong` package (PyPI, 2.x) on many seeded random hands.

- 200,000 concealed 14-tile hands (random from the 136-tile wall, built winning, and built to
  hold four copies of a tile): complete or not (`Agari.is_agari`) and standard-form shanten
  (`Shanten.calculate_shanten_for_regular_hand`) must agree exactly.
- 60,000 13-tile hands: the tiles completing the standard form must equal the package's
  `is_agari` on each tile held fewer than four times (our waits leave out tiles held four
  times), and the standard-form shanten must agree.
- Every winning 14-tile hand: our decompositions equal `HandDivider.divide_hand` as multisets
  (the package's seven-pair division is left out).
- 20,000 hands: the classical `tiles_away` numbers (standard = regular shanten, Thirteen Unique
  Wonders = kokushi shanten) against the package.

Our side runs through the GIL-releasing bulk functions.
"""

import random

import pytest

import mahjong_core as mc
from hands import WALL, random_hand, winning_hand

agari = pytest.importorskip("mahjong.agari")
shanten_mod = pytest.importorskip("mahjong.shanten")
divider_mod = pytest.importorskip("mahjong.hand_calculating.divider")
Agari = agari.Agari
Shanten = shanten_mod.Shanten
HandDivider = divider_mod.HandDivider

N14 = 200_000
N13 = 60_000


def four_copies_hand(rng, n):
    """A hand holding four of one tile (the package's shanten has a rule for it)."""
    if rng.random() < 0.5:
        # Built winning with a pung and a chow sharing a tile, or a pung and the pair next to it.
        while True:
            c = winning_hand(rng)
            if 4 in c:
                break
        if n == 13:
            c[rng.choice([i for i in range(34) if c[i] and c[i] < 4])] -= 1
        return c
    t = rng.randrange(34)
    rest = [x for x in WALL if x != t]
    c = [0] * 34
    c[t] = 4
    for x in rng.sample(rest, n - 4):
        c[x] += 1
    return c


def hands14(rng):
    out = []
    for k in range(N14):
        r = k % 10
        if r < 5:
            out.append(random_hand(rng, 14))
        elif r < 8:
            out.append(winning_hand(rng))
        else:
            out.append(four_copies_hand(rng, 14))
    return out


def hands13(rng):
    out = []
    for k in range(N13):
        r = k % 10
        if r < 5:
            c = winning_hand(rng)
            c[rng.choice([i for i in range(34) if c[i]])] -= 1
            out.append(c)
        elif r < 8:
            out.append(random_hand(rng, 13))
        else:
            out.append(four_copies_hand(rng, 13))
    return out


@pytest.fixture(scope="module")
def h14():
    return hands14(random.Random(20240614))


@pytest.fixture(scope="module")
def h13():
    return hands13(random.Random(20240615))


ORPHAN_INDICES = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def pair_or_orphan_shape(c):
    """Seven different pairs, or the thirteen orphans: the forms is_agari accepts besides ours."""
    seven = sum(1 for n in c if n == 2) == 7
    kokushi = all(c[i] for i in ORPHAN_INDICES) and sum(c[i] for i in ORPHAN_INDICES) == 14
    return seven or kokushi


def package_standard_complete(c):
    """The package's answer for the standard form: is_agari, except that a hand of a pair or
    orphan shape is decided by its regular shanten."""
    if not Agari.is_agari(c):
        return False
    if pair_or_orphan_shape(c):
        return Shanten.calculate_shanten_for_regular_hand(c) == -1
    return True


def test_standard_form_complete_agrees_with_agari(h14):
    ours = mc.is_winning_many(h14)
    theirs = [package_standard_complete(c) for c in h14]
    bad = [(c, a, b) for c, a, b in zip(h14, ours, theirs) if a != b]
    assert sum(ours) > N14 * 0.3  # the built winning hands are there
    assert bad[:5] == []


def test_standard_form_complete_agrees_exactly_with_the_regular_shanten(h14):
    ours = mc.tiles_away_many(h14)
    theirs = [Shanten.calculate_shanten_for_regular_hand(c) for c in h14]
    bad = [(c, a, b) for c, a, b in zip(h14, ours, theirs) if a != b]
    assert bad[:5] == []
    # complete in the standard form <=> shanten -1, on both sides
    wins = mc.is_winning_many(h14)
    assert [w for w in wins] == [s == -1 for s in theirs]


def test_waits_of_13_tile_hands_agree_with_agari_per_tile(h13):
    ours = [w.standard_mask for w in mc.waits_many(h13)]
    bad = []
    for c, mask in zip(h13, ours):
        theirs = 0
        for i in range(34):
            if c[i] < 4:
                c[i] += 1
                if package_standard_complete(c):
                    theirs |= 1 << i
                c[i] -= 1
        if theirs != mask:
            bad.append((c, mask, theirs))
    assert sum(1 for m in ours if m) > N13 * 0.5
    assert bad[:5] == []


def test_shanten_of_13_tile_hands(h13):
    ours = mc.tiles_away_many(h13)
    theirs = [Shanten.calculate_shanten_for_regular_hand(c) for c in h13]
    bad = [(c, a, b) for c, a, b in zip(h13, ours, theirs) if a != b]
    assert bad[:5] == []


def norm(groups):
    return tuple(sorted(tuple(sorted(g)) for g in groups))


def test_decompositions_agree_with_hand_divider(h14):
    wins = [c for c, w in zip(h14, mc.is_winning_many(h14)) if w]
    ours = mc.decompose_many(wins)
    bad = []
    for c, ds in zip(wins, ours):
        theirs = sorted(norm(d) for d in HandDivider.divide_hand(c) if len(d) != 7)
        mine = sorted(norm(d.groups()) for d in ds)
        if mine != theirs:
            bad.append((c, mine, theirs))
    assert len(wins) > 50_000
    assert bad[:3] == []


def snake_reference(c):
    # The Wriggling Snake (riichi has no such hand): 1 1 2 3 4 5 6 7 8 9 of a suit and the four
    # winds; 13 less the largest overlap with one of the three targets.
    overlaps = []
    for s in (0, 9, 18):
        target = [0] * 34
        target[s] = 2
        for i in list(range(s + 1, s + 9)) + [27, 28, 29, 30]:
            target[i] = 1
        overlaps.append(sum(min(x, y) for x, y in zip(c, target)))
    return 13 - max(overlaps)


def test_tiles_away_forms_agree_with_calculate_shanten(h14, h13):
    # The classical numbers are the riichi-compatible ones: the standard number is the package's
    # regular shanten and the Thirteen Unique Wonders its kokushi shanten; classical has no
    # seven-pair hand (chiitoitsu left out), so the best is the better of those two and of The
    # Wriggling Snake, a classical hand riichi does not have.
    sample = h14[:10_000] + h13[:10_000]
    bad = []
    for c in sample:
        a = mc.tiles_away(mc.Hand.from_counts(c), rules="classical")
        regular = Shanten.calculate_shanten(c, use_chiitoitsu=False, use_kokushi=False)
        kokushi = Shanten.calculate_shanten_for_kokushi_hand(c)
        snake = snake_reference(c)
        theirs = (regular, kokushi, snake, min(regular, kokushi, snake), regular)
        mine = (a.standard, a.thirteen_unique_wonders, a.wriggling_snake, a.best, mc.tiles_away_counts(c))
        if mine != theirs:
            bad.append((c, mine, theirs))
    assert bad[:5] == []

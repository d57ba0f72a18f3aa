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


def mixed(rng, count, first, second, rest):
    """`count` hands: of each ten, five from `first`, three from `second`, two from `rest`."""
    return [(first if k % 10 < 5 else second if k % 10 < 8 else rest)(rng) for k in range(count)]


def one_less(rng):
    """A winning hand with one held tile taken away: 13 tiles, most of them calling."""
    c = winning_hand(rng)
    c[rng.choice([i for i in range(34) if c[i]])] -= 1
    return c


def hands14(rng):
    return mixed(rng, N14, lambda r: random_hand(r, 14), winning_hand, lambda r: four_copies_hand(r, 14))


def hands13(rng):
    return mixed(rng, N13, one_less, lambda r: random_hand(r, 13), lambda r: four_copies_hand(r, 13))


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


def disagreements(hands, ours, theirs):
    """Each hand with the two answers, where they differ."""
    return [(c, a, b) for c, a, b in zip(hands, ours, theirs) if a != b]


def package_waits(c):
    """The tiles (a bit per face) that the package's standard form takes `c` to complete with."""
    theirs = 0
    for i in range(34):
        if c[i] < 4:
            c[i] += 1
            if package_standard_complete(c):
                theirs |= 1 << i
            c[i] -= 1
    return theirs


def test_standard_form_complete_agrees_with_agari(h14):
    ours = mc.is_winning_many(h14)
    theirs = [package_standard_complete(c) for c in h14]
    bad = disagreements(h14, ours, theirs)
    assert sum(ours) > N14 * 0.3  # the built winning hands are there
    assert bad[:5] == []


def shanten_agrees(hands):
    """Our tiles away equals the package's regular shanten on every hand; returns theirs."""
    theirs = [Shanten.calculate_shanten_for_regular_hand(c) for c in hands]
    assert disagreements(hands, mc.tiles_away_many(hands), theirs)[:5] == []
    return theirs


def test_standard_form_complete_agrees_exactly_with_the_regular_shanten(h14):
    theirs = shanten_agrees(h14)
    # complete in the standard form <=> shanten -1, on both sides
    wins = mc.is_winning_many(h14)
    assert [w for w in wins] == [s == -1 for s in theirs]


def test_waits_of_13_tile_hands_agree_with_agari_per_tile(h13):
    ours = [w.standard_mask for w in mc.waits_many(h13)]
    bad = disagreements(h13, ours, [package_waits(c) for c in h13])
    assert sum(1 for m in ours if m) > N13 * 0.5
    assert bad[:5] == []


def test_shanten_of_13_tile_hands(h13):
    shanten_agrees(h13)


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

"""Comparison of the Chinese Official rules with PyMahjongGB, shared by the test suite and
benches/python/compare_mcr.py.

The reference and the rules differ in four ways, each shown here with the rule text; every other
difference is a failure.

1. "Concealed Kong and Melded Kong" (5 points): PyMahjongGB counts one melded and one concealed
   kong as this fan. It is not one of the 81 fans of the Chinese Official rules, which count
   Melded Kong (1: "a kong made from another player's discard, or an added kong") and Concealed
   Kong (2: "a kong declared from four concealed tiles"), 3 in all. We replace the reference's
   fan by those two and its total by 2 less.
2. A wait on a tile all four of which the hand already holds: Edge Wait, Closed Wait and Single
   Wait count "when the hand is waiting for only one tile". PyMahjongGB also counts the tile of
   which the hand holds all four as a winning tile, so it finds two winning tiles where only one
   can come, and leaves the wait fan out (which can also change which decomposition is best by
   that one point). We check that the reference's own regular-form winning tiles for the hand
   before the win hold such a tile.
3. Equal totals, another listing: "the decomposition with the highest total counts"; when two
   decompositions have the same total the two programs may list different fans. The totals must
   agree.
4. Tiles away on a fifth copy: our tiles away counts exchanges "with no face used more than
   four times"; PyMahjongGB's regular shanten calls a hand ready when its only winning tile is
   one the hand holds all four of, and counts further-out hands holding four of a face as if a
   fifth could come. When the reference says ready we check that every winning tile it names is
   held four times; otherwise that the hand holds four of a face; ours is then one more.
"""

import collections

import MahjongGB as M

import mcr_hands

# PyMahjongGB's English names, in its table order (the official order, numbers 1 to 81).
GB_EN = [
    "Big Four Winds", "Big Three Dragons", "All Green", "Nine Gates", "Four Kongs", "Seven Shifted Pairs",
    "Thirteen Orphans", "All Terminals", "Little Four Winds", "Little Three Dragons", "All Honors",
    "Four Concealed Pungs", "Pure Terminal Chows", "Quadruple Chow", "Four Pure Shifted Pungs",
    "Four Pure Shifted Chows", "Three Kongs", "All Terminals and Honors", "Seven Pairs",
    "Greater Honors and Knitted Tiles", "All Even Pungs", "Full Flush", "Pure Triple Chow", "Pure Shifted Pungs",
    "Upper Tiles", "Middle Tiles", "Lower Tiles", "Pure Straight", "Three-Suited Terminal Chows",
    "Pure Shifted Chows", "All Five", "Triple Pung", "Three Concealed Pungs", "Lesser Honors and Knitted Tiles",
    "Knitted Straight", "Upper Four", "Lower Four", "Big Three Winds", "Mixed Straight", "Reversible Tiles",
    "Mixed Triple Chow", "Mixed Shifted Pungs", "Chicken Hand", "Last Tile Draw", "Last Tile Claim",
    "Out with Replacement Tile", "Robbing The Kong", "All Pungs", "Half Flush", "Mixed Shifted Chows", "All Types",
    "Melded Hand", "Two Concealed Kongs", "Two Dragons Pungs", "Outside Hand", "Fully Concealed Hand",
    "Two Melded Kongs", "Last Tile", "Dragon Pung", "Prevalent Wind", "Seat Wind", "Concealed Hand", "All Chows",
    "Tile Hog", "Double Pung", "Two Concealed Pungs", "Concealed Kong", "All Simples", "Pure Double Chow",
    "Mixed Double Chow", "Short Straight", "Two Terminal Chows", "Pung of Terminals or Honors", "Melded Kong",
    "One Voided Suit", "No Honors", "Edge Wait", "Closed Wait", "Single Wait", "Self-Drawn", "Flower Tiles",
]
GB_NUMBER = {name: i + 1 for i, name in enumerate(GB_EN)}
WAIT_FANS = {77, 78, 79}


def reference(args):
    """The reference's fans as {number: count} and its total, with difference 1 applied."""
    fans = collections.Counter()
    total = 0
    for points, count, _zh, en in M.MahjongFanCalculator(**args, verbose=True):
        total += points * count
        if en == "Concealed Kong and Melded Kong":
            fans[GB_NUMBER["Melded Kong"]] += count
            fans[GB_NUMBER["Concealed Kong"]] += count
            total -= 2 * count
        else:
            fans[GB_NUMBER[en]] += count
    return fans, total


def four_held_wait(args):
    """Whether the reference's regular-form winning tiles for the hand before the win include a
    tile other than the winning tile whose four copies the hand holds (difference 2)."""
    rest = args["hand"]
    shanten, useful = M.RegularShanten(rest)
    if shanten != 0:
        return False
    held = collections.Counter(rest)
    held[args["winTile"]] += 1
    for kind, tile, _offer in args["pack"]:
        if kind == "CHI":
            base = tile[0] + str(int(tile[1]) - 1)
            for d in range(3):
                held[tile[0] + str(int(base[1]) + d)] += 1
        else:
            held[tile] += 4 if kind == "GANG" else 3
    return any(t != args["winTile"] and held[t] == 4 for t in useful)


def compare(ours_fans, ours_total, args):
    """Returns the difference class (None when the two agree exactly) or raises AssertionError."""
    ref_fans, ref_total = reference(args)
    if ours_fans == ref_fans and ours_total == ref_total:
        return None
    # The wait fan (1 point) may also make another decomposition the best, so the fans listed
    # can differ beyond it; the totals differ by that one point.
    if (
        ours_total == ref_total + 1
        and any(k in WAIT_FANS for k in ours_fans)
        and not any(k in WAIT_FANS for k in ref_fans)
        and four_held_wait(args)
    ):
        return "four-held wait"
    if ours_total == ref_total:
        return "equal total, another listing"
    raise AssertionError(f"ours {ours_total} {dict(ours_fans)} vs reference {ref_total} {dict(ref_fans)}")


def run(score, seed, n):
    """Scores `n` seeded hands with `score(notation)` -> McrScore and compares each; returns the
    counts of each difference class."""
    import random

    rng = random.Random(seed)
    classes = collections.Counter()
    for _ in range(n):
        notation, args = mcr_hands.mcr_hand(rng)
        s = score(notation)
        fans = collections.Counter({f.number: f.count for f in s.fans})
        try:
            c = compare(fans, s.total, args)
        except AssertionError as e:
            raise AssertionError(f"{notation}: {e}") from None
        classes[c or "same"] += 1
    return classes


def away_hands(seed, n):
    """Seeded 13-tile concealed hands (some near the special forms) and 10-tile hands with a meld,
    as (notation, standing tiles in the reference's names)."""
    import random

    rng = random.Random(seed)
    out = []
    for _ in range(n):
        counts = [0] * 34
        tiles = []
        mode = rng.random()
        pool = list(range(34))
        if mode < 0.2:
            pool = mcr_hands.knitted(rng.choice(mcr_hands.KNITTED_PERMS)) + mcr_hands.HONORS
        elif mode < 0.3:
            pool = mcr_hands.ORPHANS
        elif mode < 0.5:
            s = rng.randrange(3) * 9
            pool = list(range(s, s + 9)) + mcr_hands.HONORS[:2]
        size = 10 if rng.random() < 0.15 else 13
        meld = None
        if size == 10:
            meld = rng.choice([t for t in range(27, 34)])
            counts[meld] = 3
        while len(tiles) < size:
            t = rng.choice(pool if rng.random() < 0.85 else list(range(34)))
            if counts[t] < 4:
                counts[t] += 1
                tiles.append(t)
        notation = "".join(mcr_hands.mpsz(t) for t in sorted(tiles))
        if meld is not None:
            notation += f" [{meld - 26}{meld - 26}{meld - 26}z]"
        out.append((notation, tuple(mcr_hands.gb(t) for t in tiles), meld is not None))
    return out


def away_agrees(ours, standing, melded):
    """Whether our five numbers agree with the reference's, allowing difference 4."""
    ref = reference_away(standing, melded)
    if ours == ref:
        return True
    if ours[1:] != ref[1:] or ours[0] != ref[0] + 1:
        return False
    held = collections.Counter(standing)
    if ref[0] == 0:
        # Ready by the reference: every winning tile it names is held four times.
        _, useful = M.RegularShanten(standing)
        return all(held[t] == 4 for t in useful)
    # Further out, the reference's count relies on a fifth copy of a face held four times.
    return any(n == 4 for n in held.values())


def reference_away(standing, melded):
    """The reference's five numbers (None where the form needs 13 standing tiles)."""
    regular = M.RegularShanten(standing)[0]
    knitted = M.KnittedStraightShanten(standing)[0]
    if melded:
        return [regular, None, None, None, knitted]
    return [
        regular,
        M.SevenPairsShanten(standing)[0],
        M.ThirteenOrphansShanten(standing)[0],
        M.HonorsAndKnittedTilesShanten(standing)[0],
        knitted,
    ]

"""Compare `mahjong_core.tiles_away_counts` with the `mahjong` package (PyPI) on many hands.

Our number is worked out from its definition (the least number of tile exchanges, less one, to
four sets and a pair with at most four of each face); the package's
`Shanten.calculate_shanten_for_regular_hand` is an independent search. This script draws seeded
random hands of every size the function takes (1, 2, 4, 5, 7, 8, 10, 11, 13, 14 tiles) from five
distributions: the full wall, and hands crowded onto a few faces (many held four times), and
prints every hand where the two disagree.

    python benches/python/compare_tiles_away.py [--seed 1] [--hands 1000000]

The test suite (mahjong-py/tests/test_standard_vs_mahjong.py) runs a fixed 260,000 hands; this
script is for longer runs.
"""

import argparse
import random

import mahjong_core as mc
from mahjong.shanten import Shanten

SIZES = [13, 14, 10, 11, 7, 8, 4, 5, 1, 2]
WALL = [t for t in range(34) for _ in range(4)]


def hand(rng, k):
    n = SIZES[k % len(SIZES)]
    mode = k % 5
    c = [0] * 34
    if mode == 0:
        for x in rng.sample(WALL, n):
            c[x] += 1
        return c
    kinds = 1 + rng.randrange(2 + 5 * mode)
    base = rng.randrange(34)
    faces = [(base + rng.randrange(12)) % 34 if mode < 3 else rng.randrange(34) for _ in range(kinds)]
    placed = 0
    for _ in range(1000):
        if placed == n:
            return c
        t = rng.choice(faces) if rng.random() < 0.9 else rng.randrange(34)
        if c[t] < 4:
            c[t] += 1
            placed += 1
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hands", type=int, default=1_000_000)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    compared = diffs = 0
    for k in range(args.hands):
        c = hand(rng, k)
        if c is None:
            continue
        compared += 1
        ours = mc.tiles_away_counts(c)
        theirs = Shanten.calculate_shanten_for_regular_hand(c)
        if ours != theirs:
            diffs += 1
            print(f"differ: {c} ours {ours} mahjong {theirs}", flush=True)
    print(f"{compared} hands compared, {diffs} differ")
    raise SystemExit(1 if diffs else 0)


if __name__ == "__main__":
    main()

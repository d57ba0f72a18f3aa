"""Side by side with PyMahjongGB, same hands, one run: MCR fan calculation of 1000 winning hands
(benches/data/mcr_winning.txt) and MCR tiles away in five forms of 1000 13-tile hands
(benches/data/mcr_thirteen.txt; the reference's five shanten calls together).

    python benches/python/bench_mcr.py [--repeat 15]

Prints the median time per hand of each side and the ratio. The fan calculation is timed two
ways on our side: one `score(hand, "mcr")` call per hand, and one `mcr_score_many(hands)` call
for the whole list (the same `McrScore` results; the scoring runs without the GIL). The hands are regenerated from the
same seeds as the data files (checked), so the reference gets the same hands in its own form.
"""

import argparse
import os
import statistics
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "mahjong-py", "tests"))

import MahjongGB as M  # noqa: E402

import mahjong_core as mc  # noqa: E402
import mcr_compare  # noqa: E402
import mcr_hands  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("--repeat", type=int, default=15)
a = p.parse_args()
data = os.path.join(here, "..", "data")

winning = mcr_hands.hands(7, 1000)
assert [h for h, _ in winning] == open(os.path.join(data, "mcr_winning.txt")).read().splitlines()
thirteen = [x for x in mcr_compare.away_hands(8, 3000) if not x[2]][:1000]
assert [n for n, _, _ in thirteen] == open(os.path.join(data, "mcr_thirteen.txt")).read().splitlines()

w_hands = [mc.Hand.parse(h) for h, _ in winning]
w_args = [x for _, x in winning]
t_hands = [mc.Hand.parse(n) for n, _, _ in thirteen]
t_standing = [s for _, s, _ in thirteen]


def median_ns(fn, n):
    runs = []
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - t0)
    return statistics.median(runs) / n * 1e9


def ours_score():
    score = mc.score
    for h in w_hands:
        score(h, "mcr")


def ours_score_many():
    mc.mcr_score_many(w_hands)


def ref_score():
    calc = M.MahjongFanCalculator
    for x in w_args:
        calc(**x)


def ours_away():
    away = mc.tiles_away
    for h in t_hands:
        away(h, "mcr")


def ref_away():
    r, s, t, h, k = (M.RegularShanten, M.SevenPairsShanten, M.ThirteenOrphansShanten,
                     M.HonorsAndKnittedTilesShanten, M.KnittedStraightShanten)
    for x in t_standing:
        r(x)
        s(x)
        t(x)
        h(x)
        k(x)


assert [s.total for s in mc.mcr_score_many(w_hands)] == [mc.score(h, "mcr").total for h in w_hands]

for name, ours, ref, n in [("fan calculation, score() per hand", ours_score, ref_score, len(w_hands)),
                           ("fan calculation, mcr_score_many() of the list", ours_score_many, ref_score,
                            len(w_hands)),
                           ("tiles away, five forms", ours_away, ref_away, len(t_hands))]:
    o = median_ns(ours, n)
    r = median_ns(ref, n)
    print(f"{name}: mahjong_core {o:,.0f} ns/hand, PyMahjongGB {r:,.0f} ns/hand, {r / o:.1f}x")

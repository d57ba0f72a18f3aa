"""Long seeded comparison of the Chinese Official rules with PyMahjongGB: fans and totals of
winning hands, and tiles away in the five forms (see mahjong-py/tests/mcr_compare.py for the
three known differences, each shown there with the rule text; any other difference stops the run).

    python benches/python/compare_mcr.py [--hands 1000000] [--away 1000000] [--seed 1]

Needs the mahjong_core wheel and PyMahjongGB installed.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "mahjong-py", "tests"))

import mahjong_core as mc  # noqa: E402

import mcr_compare  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("--hands", type=int, default=1_000_000)
p.add_argument("--away", type=int, default=1_000_000)
p.add_argument("--seed", type=int, default=1)
a = p.parse_args()

t = time.time()
classes = mcr_compare.run(lambda h: mc.score(h, rules="mcr"), seed=a.seed, n=a.hands)
print(f"scores: {a.hands} hands in {time.time() - t:.0f} s: {dict(classes)}")

t = time.time()
for notation, standing, melded in mcr_compare.away_hands(a.seed + 1, a.away):
    x = mc.tiles_away(notation, rules="mcr")
    ours = [x.regular, x.seven_pairs, x.thirteen_orphans, x.honors_and_knitted, x.knitted_straight]
    if not mcr_compare.away_agrees(ours, standing, melded):
        ref = mcr_compare.reference_away(standing, melded)
        raise SystemExit(f"tiles away differ for {notation}: ours {ours}, reference {ref}")
print(f"tiles away: {a.away} hands in {time.time() - t:.0f} s: all five forms agree")

"""Debug comparison of MCR tiles away (`mcr_lines` example, the Rust face) with PyMahjongGB's
shanten calls, on the seeded hands of `mahjong-py/tests/mcr_compare.py` (which also holds the
reference and the one known difference it allows).

    python benches/python/compare_mcr_away_lines.py SEED N   (after cargo build --release --example mcr_lines)
"""

import collections
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "mahjong-py", "tests"))

import mcr_compare  # noqa: E402

seed, n = int(sys.argv[1]), int(sys.argv[2])
cases = mcr_compare.away_hands(seed, n)
exe = os.path.join(here, "..", "..", "target", "release", "examples", "mcr_lines")
lines = ["away " + notation for notation, _, _ in cases]
out = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True).stdout.splitlines()
bad = collections.Counter()
for (notation, standing, melded), line in zip(cases, out):
    ours = [None if x == "-" else int(x) for x in line.split("|")]
    if not mcr_compare.away_agrees(ours, standing, melded):
        ref = mcr_compare.reference_away(standing, melded)
        for i, name in enumerate(["regular", "seven", "orphans", "honors-knitted", "knitted"]):
            if ours[i] != ref[i]:
                bad[name] += 1
                if bad[name] <= 5:
                    print(name, notation, "ours", ours[i], "ref", ref[i])
print("disagreements", dict(bad), "of", n)

"""Debug comparison of MCR tiles away (`mcr_lines` example) with PyMahjongGB's shanten calls."""
import subprocess, sys, os, random, collections
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "mahjong-py", "tests"))
from mcr_hands import mpsz, gb, knitted, KNITTED_PERMS, HONORS, ORPHANS
import MahjongGB as M

seed, n = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
cases = []
for _ in range(n):
    counts = [0] * 34
    tiles = []
    mode = rng.random()
    pool = list(range(34))
    if mode < 0.2:
        pool = knitted(rng.choice(KNITTED_PERMS)) + HONORS
    elif mode < 0.3:
        pool = ORPHANS
    elif mode < 0.5:
        s = rng.randrange(3) * 9
        pool = list(range(s, s + 9)) + HONORS[:2]
    while len(tiles) < 13:
        t = rng.choice(pool if rng.random() < 0.85 else list(range(34)))
        if counts[t] < 4:
            counts[t] += 1
            tiles.append(t)
    cases.append(tiles)
exe = os.path.join(os.path.dirname(__file__), "..", "..", "target", "release", "examples", "mcr_lines")
lines = ["away " + "".join(mpsz(t) for t in sorted(ts)) for ts in cases]
out = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True).stdout.splitlines()
bad = collections.Counter()
for ts, line in zip(cases, out):
    h = tuple(gb(t) for t in ts)
    ref = [M.RegularShanten(h)[0], M.SevenPairsShanten(h)[0], M.ThirteenOrphansShanten(h)[0],
           M.HonorsAndKnittedTilesShanten(h)[0], M.KnittedStraightShanten(h)[0]]
    ours = [int(x) for x in line.split("|")]
    for i, name in enumerate(["regular", "seven", "orphans", "honors-knitted", "knitted"]):
        if ours[i] != ref[i]:
            bad[name] += 1
            if bad[name] <= 5:
                print(name, "".join(mpsz(t) for t in sorted(ts)), "ours", ours[i], "ref", ref[i])
print("disagreements", dict(bad), "of", n)

"""Debug comparison: our scores from the `mcr_lines` example vs PyMahjongGB, on seeded hands."""
import subprocess, sys, collections, os
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "mahjong-py", "tests"))
from mcr_hands import hands
from MahjongGB import MahjongFanCalculator

seed, n = int(sys.argv[1]), int(sys.argv[2])
hs = hands(seed, n)
exe = os.path.join(os.path.dirname(__file__), "..", "..", "target", "release", "examples", "mcr_lines")
out = subprocess.run([exe], input="\n".join(h for h, _ in hs) + "\n", capture_output=True, text=True).stdout.splitlines()
GB_EN = ["Big Four Winds", "Big Three Dragons", "All Green", "Nine Gates", "Four Kongs", "Seven Shifted Pairs", "Thirteen Orphans",
"All Terminals", "Little Four Winds", "Little Three Dragons", "All Honors", "Four Concealed Pungs", "Pure Terminal Chows",
"Quadruple Chow", "Four Pure Shifted Pungs", "Four Pure Shifted Chows", "Three Kongs", "All Terminals and Honors",
"Seven Pairs", "Greater Honors and Knitted Tiles", "All Even Pungs", "Full Flush", "Pure Triple Chow", "Pure Shifted Pungs", "Upper Tiles", "Middle Tiles", "Lower Tiles",
"Pure Straight", "Three-Suited Terminal Chows", "Pure Shifted Chows", "All Five", "Triple Pung", "Three Concealed Pungs",
"Lesser Honors and Knitted Tiles", "Knitted Straight", "Upper Four", "Lower Four", "Big Three Winds",
"Mixed Straight", "Reversible Tiles", "Mixed Triple Chow", "Mixed Shifted Pungs", "Chicken Hand", "Last Tile Draw", "Last Tile Claim", "Out with Replacement Tile", "Robbing The Kong",
"All Pungs", "Half Flush", "Mixed Shifted Chows", "All Types", "Melded Hand", "Two Concealed Kongs", "Two Dragons Pungs",
"Outside Hand", "Fully Concealed Hand", "Two Melded Kongs", "Last Tile",
"Dragon Pung", "Prevalent Wind", "Seat Wind", "Concealed Hand", "All Chows", "Tile Hog", "Double Pung",
"Two Concealed Pungs", "Concealed Kong", "All Simples",
"Pure Double Chow", "Mixed Double Chow", "Short Straight", "Two Terminal Chows", "Pung of Terminals or Honors", "Melded Kong", "One Voided Suit", "No Honors", "Edge Wait", "Closed Wait", "Single Wait", "Self-Drawn",
"Flower Tiles"]
GB_NUM = {n: i + 1 for i, n in enumerate(GB_EN)}
bad = collections.Counter()
shown = collections.Counter()
for (h, args), line in zip(hs, out):
    try:
        ref = MahjongFanCalculator(**args, verbose=True)
        rfans = collections.Counter()
        for pts, cnt, zh, en in ref:
            rfans[en] += cnt
        rtotal = sum(p * c for p, c, _, _ in ref)
    except Exception as e:
        rfans, rtotal = None, str(e)
    parts = line.split("|")
    if parts[0] == "error":
        mine, mtotal = None, parts[1]
    else:
        mtotal = int(parts[0])
        from_num = {}
        mine = collections.Counter()
        for kv in filter(None, parts[2].split(",")):
            k, v = kv.split("=")
            mine[int(k)] = int(v)
    rnum = None
    if rfans is not None:
        rnum = collections.Counter()
        for k, v in rfans.items():
            if k == 'Concealed Kong and Melded Kong':
                rnum[GB_NUM['Melded Kong']] += v
                rnum[GB_NUM['Concealed Kong']] += v
                rtotal -= 2
            else:
                rnum[GB_NUM[k]] += v
    if mtotal == rtotal and mine != rnum:
        bad["same total, other fans"] += 1
        if shown["m"] < 30:
            shown["m"] += 1
            print(h, "| ours", dict(mine), "| ref", dict(rnum))
        continue
    if mtotal != rtotal and isinstance(mtotal, int) and isinstance(rtotal, int) and mtotal == rtotal + 1:
        waitfans = {77, 78, 79}
        extra = [k for k in mine if k in waitfans]
        ref_wait = any(k in rfans for k in ('Edge Wait', 'Closed Wait', 'Single Wait'))
        import re
        if extra and not ref_wait:
            bad["four-held wait"] += 1
            continue
    if mtotal != rtotal:
        key = "total"
        bad[key] += 1
        if shown[key] < 40:
            shown[key] += 1
            print(h, "| ours", mtotal, dict(mine) if mine else None, "| ref", rtotal, dict(rfans) if rfans else None)
print("disagreements:", dict(bad), "of", n)

"""Writes N American hands, one per line, for timing `mahjong check --file` (BENCHMARKS.md).

Usage: python3 benches/cli/hands.py N SEED > hands.txt

Nine lines in ten are 14 tiles drawn at random (seeded) from the 152-tile American set, in MPSZ
notation; every tenth is one of three hands that match a line of the sample card.
"""
import random
import sys

WINNING = ["FFF 2026c 222b 2222d", "[222b] [FFJ] 2026c 2222d", "NNNN J 5555c J GGGG"]


def american_set():
    tiles = [f"{n}{s}" for s in "mps" for n in range(1, 10) for _ in range(4)]
    tiles += [f"{n}z" for n in range(1, 8) for _ in range(4)]
    tiles += ["0f"] * 8 + ["0j"] * 8
    return tiles


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    tiles = american_set()
    assert len(tiles) == 152
    out = []
    for i in range(n):
        if i % 10 == 9:
            out.append(WINNING[(i // 10) % len(WINNING)])
        else:
            out.append(" ".join(rng.sample(tiles, 14)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

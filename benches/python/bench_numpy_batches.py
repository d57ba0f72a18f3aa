#!/usr/bin/env python3
"""Times `tiles_away_many` over 10**6 hands given as an (n, 34) numpy array beside the same hands
as a list of 34-int lists (the list path), in one process.

Hands: seeded random 14-tile draws from the 136-tile wall (half), and winning hands (four sets
and a pair, half), as 34 counts. Each path is timed `--repeats` times; the median is reported
with the lowest and highest, as hands per second and ns per hand. The answers of both paths are
compared (they must be equal).

    .venv/bin/python benches/python/bench_numpy_batches.py --hands 1000000 --repeats 7
"""

import os
import random
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "mahjong-py", "tests"))

from bench_args import int_options  # noqa: E402
import mahjong_core as mc  # noqa: E402
from hands import winning_hand  # noqa: E402


def hands(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    out = np.zeros((n, 34), dtype=np.uint8)
    chunk = 50_000
    for start in range(0, n, chunk):
        m = min(chunk, n - start)
        # 14 distinct tiles of 136 per hand; tile // 4 is the face.
        order = np.argsort(rng.random((m, 136), dtype=np.float32), axis=1)[:, :14] // 4
        rows = np.repeat(np.arange(m), 14)
        np.add.at(out[start:start + m], (rows, order.ravel()), 1)
    # Every other hand made winning: four sets (a chow or a pung) and a pair.
    prng = random.Random(seed)
    for k in range(1, n, 2):
        out[k] = winning_hand(prng)
    return out


def timed(f, arg, repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        f(arg)
        times.append(time.perf_counter() - t)
    return times


def main() -> None:
    a = int_options(hands=1_000_000, repeats=7, seed=7)
    arr = hands(a.hands, a.seed)
    lists = arr.tolist()
    assert mc.tiles_away_many(arr).tolist() == mc.tiles_away_many(lists), "the two paths differ"
    rows = []
    for name, f, arg in [
        ("tiles_away_many(array (n, 34) uint8)", mc.tiles_away_many, arr),
        ("tiles_away_many(array (n, 34) int64)", mc.tiles_away_many, arr.astype(np.int64)),
        ("tiles_away_many(list of lists)", mc.tiles_away_many, lists),
        ("is_winning_many(array (n, 34) uint8)", mc.is_winning_many, arr),
        ("is_winning_many(list of lists)", mc.is_winning_many, lists),
    ]:
        t = timed(f, arg, a.repeats)
        med = statistics.median(t)
        rows.append((name, a.hands / med, med / a.hands * 1e9, a.hands / max(t), a.hands / min(t)))
    print(f"{a.hands} hands, {a.repeats} runs each, median (lowest–highest):")
    for name, hps, ns, lo, hi in rows:
        print(f"| `{name}` | {hps / 1e6:.1f} M/s | {ns:.1f} ns | {lo / 1e6:.1f}–{hi / 1e6:.1f} M/s |")


if __name__ == "__main__":
    main()

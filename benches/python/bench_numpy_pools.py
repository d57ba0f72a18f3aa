#!/usr/bin/env python3
"""`tiles_away_many` over a numpy `uint8` array of the very hands the Rust criterion batch rows
time (`benches/benches/peers.rs`: pools of 1,024 hands, `peers/tiles_away/*/ours/many_per_hand_x1024`),
so the Python batch path and the Rust batch call are compared per hand in the same conditions.

The pools are made with the same seeded xorshift64 generator and in the same order as the Rust
bench (`mahjong-core/tests/common/random.rs`): 14 random tiles from the 136-tile wall, 13 random
tiles, 13 tiles crowded onto 5 to 9 consecutive faces of one suit. Each timing is `--calls`
calls on the 1,024-hand array (as criterion does, the same hands again and again, warm in the
cache); the median of `--repeats` timings is reported per hand. `--large N` also times one call
on N hands (the pool repeated), where the hands stream from memory.

    .venv/bin/python benches/python/bench_numpy_pools.py --repeats 15
    cargo bench -p mahjong-benches --bench peers -- --warm-up-time 1 --measurement-time 2 'many_per_hand'
"""

import statistics
import time

import numpy as np

import mahjong_core as mc
from bench_args import int_options

N = 1024
MASK = (1 << 64) - 1


class Rng:
    """xorshift64, as `Rng` in mahjong-core/tests/common/random.rs."""

    def __init__(self, seed: int) -> None:
        self.s = seed

    def next(self) -> int:
        s = self.s
        s ^= (s << 13) & MASK
        s ^= s >> 7
        s ^= (s << 17) & MASK
        self.s = s
        return s

    def below(self, n: int) -> int:
        return self.next() % n


def window_counts(rng: Rng, n: int, start: int, width: int) -> list[int]:
    c = [0] * 34
    placed = 0
    while placed < n:
        t = start + rng.below(width)
        if c[t] < 4:
            c[t] += 1
            placed += 1
    return c


def pools() -> dict[str, np.ndarray]:
    rng = Rng(0x1234_5678_9ABC_DEF1)
    r14 = [window_counts(rng, 14, 0, 34) for _ in range(N)]
    r13 = [window_counts(rng, 13, 0, 34) for _ in range(N)]
    c13 = []
    for _ in range(N):
        width = 5 + rng.below(5)
        start = 9 * rng.below(3) + rng.below(10 - width)
        c13.append(window_counts(rng, 13, start, width))
    return {name: np.array(p, dtype=np.uint8) for name, p in
            [("14_random", r14), ("13_random", r13), ("13_crowded", c13)]}


def main() -> None:
    a = int_options(repeats=15, calls=2000, large=0)
    f = mc.tiles_away_many
    print(f"per hand, median of {a.repeats} timings of {a.calls} calls on 1,024 hands (lowest–highest):")
    for name, arr in pools().items():
        # Same answers as the single call.
        assert f(arr).tolist() == [mc.tiles_away_counts(list(r)) for r in arr.tolist()], name
        runs = []
        for _ in range(a.repeats):
            t = time.perf_counter()
            for _ in range(a.calls):
                f(arr)
            runs.append((time.perf_counter() - t) / a.calls / N * 1e9)
        print(f"| {name} | {statistics.median(runs):.2f} ns | {min(runs):.2f}–{max(runs):.2f} ns |")
        if a.large:
            big = np.ascontiguousarray(np.resize(arr, (a.large, 34)))
            runs = []
            for _ in range(a.repeats):
                t = time.perf_counter()
                f(big)
                runs.append((time.perf_counter() - t) / a.large * 1e9)
            print(f"| {name}, {a.large:,} hands in one call | {statistics.median(runs):.2f} ns |"
                  f" {min(runs):.2f}–{max(runs):.2f} ns |")


if __name__ == "__main__":
    main()

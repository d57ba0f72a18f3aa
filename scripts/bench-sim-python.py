"""Python benchmark of mahjong_core.sim: games per second from Python and card statistics with
1 and 2 worker threads and through a local Ray instance. Prints wall time and the process's CPU
time (user + system, every thread; Ray's worker processes are not in it).

    python scripts/bench-sim-python.py --stats-games 3000
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import Any, Callable

from mahjong_core import Card
from mahjong_core.sim import Game, card_stats


def timed(f: Callable[[], Any]) -> tuple[Any, float, float]:
    c0, w0 = os.times(), time.perf_counter()
    r = f()
    w1, c1 = time.perf_counter(), os.times()
    return r, w1 - w0, (c1.user - c0.user) + (c1.system - c0.system)


def bots(variant: str, bot: str, n: int) -> int:
    card = Card.sample() if variant == "american" else None
    steps = 0
    for seed in range(n):
        g = Game(variant=variant, seed=seed, card=card, players=[bot] * 4)
        steps += g.steps
    return steps


def stepped(variant: str, n: int) -> int:
    card = Card.sample() if variant == "american" else None
    rng = random.Random(0)
    steps = 0
    for seed in range(n):
        g = Game(variant=variant, seed=seed, card=card)
        while not g.done:
            g.step(rng.randrange(len(g.legal_actions())))
            steps += 1
    return steps


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--stats-games", type=int, default=3000)
    ap.add_argument("--no-ray", action="store_true")
    args = ap.parse_args()
    print(f"load average at the start: {os.getloadavg()}")
    rows = [
        ("American, random bots, Game(players=['random']*4)", lambda: bots("american", "random", 2000), 2000),
        ("American, greedy bots, Game(players=['greedy']*4)", lambda: bots("american", "greedy", 300), 300),
        ("Classical, random bots, Game(players=['random']*4)", lambda: bots("chinese", "random", 2000), 2000),
        ("American, every decision from Python (random index)", lambda: stepped("american", 300), 300),
        ("Classical, every decision from Python (random index)", lambda: stepped("chinese", 1000), 1000),
    ]
    for name, f, n in rows:
        steps, wall, cpu = timed(f)
        print(f"{name}: {n} games, {steps} steps, {wall:.2f} s wall, {cpu:.2f} s CPU: "
              f"{n / wall:,.0f} games/s wall, {n / cpu:,.0f} games per CPU-second, {steps / cpu:,.0f} steps per CPU-second")
    card = Card.sample()
    n = args.stats_games
    results = {}
    for workers in (1, 2):
        s, wall, cpu = timed(lambda: card_stats(card, games=n, seed=1, bots="greedy", workers=workers))
        results[workers] = s
        print(f"card_stats greedy, {n} games, workers={workers}: {wall:.2f} s wall, {cpu:.2f} s CPU; "
              f"10^6 games at this rate: {wall * 1e6 / n / 60:.0f} min wall")
    assert results[1] == results[2]
    if not args.no_ray:
        import ray

        _, init_wall, _ = timed(lambda: ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False))
        # The first call also starts the worker processes; time it, then a second run.
        for run in ("first", "second"):
            s, wall, _ = timed(lambda: card_stats(card, games=n, seed=1, bots="greedy", workers=2, engine="ray"))
            assert s == results[1]
            print(f"card_stats greedy, {n} games, engine='ray' (local, 2 CPUs, 2 chunks, {run} run): {wall:.2f} s wall "
                  f"(ray.init {init_wall:.2f} s not included); 10^6 games at this rate: {wall * 1e6 / n / 60:.0f} min wall")
        ray.shutdown()


if __name__ == "__main__":
    main()

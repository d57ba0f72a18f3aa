"""Card statistics through a local Ray instance, with the CPU time of the Ray workers: each Ray
task plays one contiguous chunk of the games (as ``card_stats(..., engine="ray")`` splits them)
and returns its result with its worker process's CPU time (user + system) spent on it. The
merged result is compared with a ``mahjong --json stats`` output of the same run, when given.

    python scripts/bench-sim-scale.py --games 100000 --seed 1 --cpus 2 --compare stats-w1.json
"""

from __future__ import annotations

import argparse
import json
import os
import time

import ray

from mahjong_core import Card
from mahjong_core.sim import _card_stats_range, _chunks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--cpus", type=int, default=2)
    ap.add_argument("--compare", help="a `mahjong --json stats` output of the same run")
    a = ap.parse_args()

    w0 = time.perf_counter()
    ray.init(num_cpus=a.cpus, include_dashboard=False, log_to_driver=False)
    print(f"ray.init: {time.perf_counter() - w0:.1f} s wall")

    @ray.remote
    def chunk(card: Card, start: int, stop: int):
        c0 = os.times()
        r = _card_stats_range(card, seed=a.seed, bots=a.bots, start=start, stop=stop)
        c1 = os.times()
        return r, (c1.user - c0.user) + (c1.system - c0.system)

    card = Card.sample()
    w0, c0 = time.perf_counter(), os.times()
    ref = ray.put(card)
    parts = ray.get([chunk.remote(ref, s, e) for s, e in _chunks(a.games, a.cpus)])
    total = _card_stats_range(card, seed=a.seed, bots=a.bots, start=0, stop=0)
    for r, _ in parts:
        total = total.merge(r)
    wall, c1 = time.perf_counter() - w0, os.times()
    cpu_workers = sum(c for _, c in parts)
    cpu_driver = (c1.user - c0.user) + (c1.system - c0.system)
    print(
        f"{a.games} games on {a.cpus} Ray workers: {wall:.1f} s wall, {cpu_workers:.1f} s CPU in the workers "
        f"({', '.join(f'{c:.1f}' for _, c in parts)}), {cpu_driver:.2f} s CPU in the driver; "
        f"{a.games / cpu_workers:.0f} games per worker CPU-second"
    )
    if a.compare:
        with open(a.compare, encoding="utf-8") as f:
            cli = json.load(f)
        mine = total.to_dict()
        same = {k: cli[k] for k in mine if k != "hands"} == {k: v for k, v in mine.items() if k != "hands"} and [
            {k: h[k] for k in m} for h, m in zip(cli["hands"], mine["hands"])
        ] == mine["hands"]
        print("equal to", a.compare, ":", same)
        assert same
    ray.shutdown()


if __name__ == "__main__":
    main()

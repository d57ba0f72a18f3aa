#!/usr/bin/env python3
"""A small driver for counting the instructions the Python binding adds over the core under
`valgrind --tool=callgrind` (steady on a loaded machine, unlike wall times).

    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.mcr .venv/bin/python benches/python/count_calls.py mcr 5
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.numpy .venv/bin/python benches/python/count_calls.py numpy 100
    callgrind_annotate --inclusive=yes /tmp/cg.mcr | grep -E "score_entry|mcr_score_many|mahjong_core::mcr::score "

`mcr N`: `score(hand, "mcr")` on the 1,000 winning hands of benches/data/mcr_winning.txt, N
times (compare `score_entry`, the module's `score`, with `mahjong_core::mcr::score`, inclusive).
`mcr_many N`: `mcr_score_many` of the same 1,000 hands, N times (compare
`__pyfunction_mcr_score_many` with `mahjong_core::mcr::score`). `numpy N`:
`tiles_away_many` on the 1,024 random 14-tile hands of the Rust batch row, as a `uint8` array, N
times (compare `__pyfunction_tiles_away_many` with `tiles_away_counts_many`).
"""

import os
import sys

import mahjong_core as mc

here = os.path.dirname(os.path.abspath(__file__))
what, times = sys.argv[1], int(sys.argv[2])
if what in ("mcr", "mcr_many"):
    lines = open(os.path.join(here, "..", "data", "mcr_winning.txt")).read().splitlines()
    hands = [mc.Hand.parse(line) for line in lines]
    score, many = mc.score, mc.mcr_score_many
    for _ in range(times):
        if what == "mcr_many":
            many(hands)
            continue
        for h in hands:
            score(h, "mcr")
else:
    sys.path.insert(0, here)
    import bench_numpy_pools

    arr = bench_numpy_pools.pools()["14_random"]
    f = mc.tiles_away_many
    for _ in range(times):
        f(arr)

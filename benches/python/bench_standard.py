"""mahjong_core against the `mahjong` package (PyPI), side by side on the same hands in one run.

Both start from the same 34-count lists. Ours: `Hand.from_counts(counts)` then `is_winning`,
`tiles_away` or `decompose`; also the counts fast paths (`is_winning_counts`, ...) and the
GIL-releasing bulk calls. Theirs: `Agari.is_agari`, `Shanten.calculate_shanten`,
`HandDivider.divide_hand`. Two pools of 14-tile hands: half winning half random, and winning only.
Each timing is the median of REPEATS passes over the pool, reported per hand. Both sides run as
plain loops over the same lists with the functions bound to local names (no lambda on either
side).

    python benches/python/bench_standard.py [--hands 2000] [--repeats 7]
"""

import random
import statistics
import sys
import time
from pathlib import Path

import mahjong_core as mc
from bench_args import int_options
from mahjong.agari import Agari
from mahjong.hand_calculating.divider import HandDivider
from mahjong.shanten import Shanten

# The seeded hands the Python tests use (mahjong-py/tests/hands.py), so both time the same kind.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "mahjong-py" / "tests"))
from hands import random_hand, winning_hand  # noqa: E402


def per_hand(fn, hands, repeats):
    """Median over `repeats` passes of the time per hand, in microseconds."""
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn(hands)
        times.append((time.perf_counter() - t) / len(hands) * 1e6)
    return statistics.median(times)


def loop(f):
    """`for c in hands: f(c)`, with `f` bound to a local first."""

    def run(hands):
        call = f
        for c in hands:
            call(c)

    return run


def loop_hand(f, make=None):
    """`for c in hands: f(make(c))`, with `f` and `make` (`Hand.from_counts`) bound to locals."""
    make = make or mc.Hand.from_counts

    def run(hands):
        call, new = f, make
        for c in hands:
            call(new(c))

    return run


def ours(name, many=True):
    """Our ways to do one job named `name`: from `Hand.from_counts(c)`, from the counts, and
    (with `many`) the bulk call, each with its label."""
    jobs = [
        (f"{name}(Hand.from_counts(c))", loop_hand(getattr(mc, name))),
        (f"{name}_counts(c)", loop(getattr(mc, f"{name}_counts"))),
    ]
    if many:
        jobs.append((f"{name}_many(hands)", getattr(mc, f"{name}_many")))
    return jobs


# Both sides are timed the same way: a plain loop over the same lists, the functions bound to
# local names, one call per hand (ours from `Hand.from_counts`: two calls per hand), no lambda.
# Each job: (job, theirs label, theirs, [(ours label, ours), ...]).
JOBS = [
    ("is it winning", "Agari.is_agari(c)", loop(Agari.is_agari), ours("is_winning")),
    ("tiles away", "Shanten.calculate_shanten(c)", loop(Shanten.calculate_shanten), ours("tiles_away")),
    ("decompositions", "HandDivider.divide_hand(c)", loop(HandDivider.divide_hand), ours("decompose", many=False)),
]


def main():
    args = int_options(hands=2000, repeats=7, seed=7)
    rng = random.Random(args.seed)
    half = [winning_hand(rng) if k % 2 == 0 else random_hand(rng, 14) for k in range(args.hands)]
    winning = [winning_hand(rng) for _ in range(args.hands)]
    pools = [("half winning, half random", half), ("winning only", winning)]
    import mahjong

    print(f"mahjong_core {mc.__version__}, mahjong {getattr(mahjong, '__version__', '2.x')}, ")
    print(f"{args.hands} hands per pool, median of {args.repeats} passes, microseconds per hand")
    print(f"lookup tables: {mc.standard_table_bytes()} bytes")
    print()
    print("| pool | job | ours | µs | mahjong | µs | ratio |")
    print("|---|---|---|---:|---|---:|---:|")
    for pool_name, hands in pools:
        for job, theirs_label, theirs, ours_list in JOBS:
            t = None
            for ours_label, ours in ours_list:
                o = per_hand(ours, hands, args.repeats)
                if t is None:
                    t = per_hand(theirs, hands, args.repeats)
                print(f"| {pool_name} | {job} | `{ours_label}` | {o:.3f} | `{theirs_label}` | {t:.3f} | {t / o:.1f}× |")


if __name__ == "__main__":
    main()

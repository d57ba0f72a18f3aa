"""A multi-agent loop over mahjong_core.sim: three Python agents and a built-in bot share one table and each picks
its own actions from what it observes. Nothing is trained; the agents are simple rules, so the
loop shows the shape an agent framework plugs into (observe, choose among the legal actions,
step) and how fast it runs from Python.

    python examples/sim_multi_agent.py --games 1000
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from mahjong_core import Card
from mahjong_core.sim import Action, Game


class RandomAgent:
    """Uniform over the legal actions."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


class HoardingAgent:
    """Declares Mah Jongg when offered; otherwise discards or passes its loneliest tile (the
    face it holds fewest of, ties to the one most seen on the table); else the first action."""

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        for a in legal:
            if a.name == "mah_jong":
                return a
        gives = [(a, a.tile) for a in legal if a.name in ("discard", "pass") and a.tile is not None]
        if gives:
            own, visible = obs["own"], obs["visible"]
            return min(gives, key=lambda at: (int(own[at[1].index]), -int(visible[at[1].index])))[0]
        return legal[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--variant", default="american", choices=["american", "chinese"])
    args = ap.parse_args()
    card = Card.sample() if args.variant == "american" else None
    # Three Python agents; the fourth seat is the engine's greedy bot, which plays inside
    # step() whenever its turn comes.
    agents: list[HoardingAgent | RandomAgent] = [HoardingAgent(), RandomAgent(1), HoardingAgent()]
    wins = [0, 0, 0, 0]
    nets = [0, 0, 0, 0]
    walls = steps = 0
    start = time.perf_counter()
    for seed in range(args.games):
        game = Game(variant=args.variant, seed=seed, card=card, players=[None, None, None, "greedy"])
        while not game.done:
            seat = game.to_act
            assert seat is not None
            action = agents[seat].act(game.observe(seat), game.legal_actions())
            game.step(action)
            steps += 1
        out = game.outcome
        assert out is not None and sum(out.nets) == 0
        if out.winner is None:
            walls += 1
        else:
            wins[out.winner] += 1
        nets = [n + d for n, d in zip(nets, out.nets)]
    seconds = time.perf_counter() - start
    print(f"{args.games} games ({args.variant}), {steps} steps in {seconds:.2f} s: "
          f"{args.games / seconds:.0f} games/s, {steps / seconds:.0f} steps/s")
    print(f"wins by seat {wins}, wall games {walls}, net points by seat {nets}")


if __name__ == "__main__":
    main()

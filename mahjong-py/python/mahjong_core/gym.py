"""A Gymnasium environment over ``mahjong_core.sim.Game`` (needs ``pip install gymnasium``).

One learning agent plays one seat; built-in bots play the others. An action is an index into
the game's legal actions (an index past the end takes the last one, as the engine's players
do); ``info["legal_actions"]`` lists them and the observation's ``action_mask`` marks them.
The reward is the agent's net payment when the hand ends, else 0.

>>> from mahjong_core import Card
>>> from mahjong_core.gym import MahjongEnv
>>> env = MahjongEnv(variant="american", card=Card.sample(), seat=0, opponents="greedy")
>>> obs, info = env.reset(seed=3)
>>> int(obs["own"].sum())
14
>>> terminated = False
>>> while not terminated:
...     obs, reward, terminated, truncated, info = env.step(0)
"""

from __future__ import annotations

import functools
from typing import Any, Optional

import gymnasium
import numpy as np
from gymnasium import spaces

from mahjong_core._native import Card, Game
from mahjong_core.sim import MAX_ACTIONS, SEATS, TILE_FACES

__all__ = ["MahjongEnv"]


class MahjongEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """One seat of a simulated hand as a Gymnasium environment.

    ``variant`` and ``card`` are those of ``Game``; ``seat`` is the agent's seat (read as the game
    reads seats) and ``opponents`` the bot (a name of ``mahjong_core.sim.BOTS``) that plays every other seat.
    ``reset(seed=…)`` deals the hand from that seed (without one, from the environment's own
    random numbers).
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(
        self, *, variant: Optional[str] = None, card: Optional[Card] = None, seat: int, opponents: str
    ) -> None:
        players: list[Optional[str]] = [None if s == seat else opponents for s in range(SEATS)]
        self._seat = seat
        self._new_game = functools.partial(Game, variant=variant, card=card, players=players)
        # Checked now: a bad variant, card, bot name or seat (read as the game reads seats) fails
        # here, not at reset.
        self._game = self._new_game(seed=0)
        self._game.observe(seat)
        counts = spaces.Box(0, 255, shape=(TILE_FACES,), dtype=np.uint8)
        rows = spaces.Box(0, 255, shape=(SEATS, TILE_FACES), dtype=np.uint8)
        mask = spaces.Box(0, 1, shape=(MAX_ACTIONS,), dtype=np.int8)
        self.observation_space = spaces.Dict(
            {"own": counts, "exposed": rows, "discards": rows, "visible": counts, "action_mask": mask}
        )
        self.action_space = spaces.Discrete(MAX_ACTIONS)

    @property
    def game(self) -> Game:
        """The hand being played."""
        return self._game

    def _obs(self) -> tuple[dict[str, Any], dict[str, Any]]:
        o = self._game.observe(self._seat)
        legal = self._game.legal_actions() if self._game.to_act == self._seat else []
        mask = (np.arange(MAX_ACTIONS) < len(legal)).astype(np.int8)
        obs = {**{k: o[k] for k in ("own", "exposed", "discards", "visible")}, "action_mask": mask}
        return obs, {"legal_actions": legal, "phase": o["phase"], "wall": o["wall"]}

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        deal = seed if seed is not None else int(self.np_random.integers(0, 2**63))
        self._game = self._new_game(seed=deal)
        return self._obs()

    def step(self, action: np.int64) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        self._game.step(self._game.chosen_action(int(action)))
        out = self._game.outcome
        reward = float(out.nets[self._seat]) if out is not None else 0.0
        obs, info = self._obs()
        if out is not None:
            info["outcome"] = out
        return obs, reward, out is not None, False, info

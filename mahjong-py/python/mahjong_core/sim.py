"""Whole hands that play themselves, for bots and learning environments, and card statistics.

A ``Game`` is one seeded hand stepped one action at a time; built-in bots (``random``,
``greedy``, ``advice``) play the seats Python does not:

>>> from mahjong_core import Card
>>> from mahjong_core.sim import Game
>>> g = Game(variant="american", seed=7, card=Card.sample(), players=[None, "greedy", "greedy", "greedy"])
>>> g.to_act
0
>>> while not g.done:
...     _ = g.step(g.legal_actions()[0])
>>> sum(g.outcome.nets)
0

``card_stats`` plays many seeded games on every thread of this machine, or on a Ray cluster,
and counts which hands of the card get won:

>>> from mahjong_core.sim import card_stats
>>> s = card_stats(Card.sample(), games=20, seed=1, bots="random", workers=2)
>>> s == card_stats(Card.sample(), games=20, seed=1, bots="random", workers=1)
True
>>> s.games == s.wall_games + sum(h.won for h in s.hands)
True

On a cluster, ``card_stats(card, ..., engine="ray", address="ray://head:10001")`` (``pip install
"ray>=2"``) plays the games as Ray tasks; ``mahjong stats --engine ray --address ADDR`` makes the
same call through this module's Python interpreter (``MAHJONG_PYTHON``).

``mahjong_core.gym.MahjongEnv`` wraps a ``Game`` as a Gymnasium environment when
``gymnasium`` is installed.
"""

from __future__ import annotations

import functools
import importlib
import os
from typing import List, Optional

from mahjong_core._native import (
    Action, Card, CardStats, Game, HandStats, Outcome, SimulationError, _card_stats,
    _card_stats_range, _check_chart_name, _chunks, _engine, _sim_constants,
)

BOTS, MAX_ACTIONS, TILE_FACES, ACTION_SPACE, ENGINES, SEATS = _sim_constants()
"""The core's bot names, most legal actions of a decision, tile faces of an observation
(``Tile.index``), size of the fixed action space (``Action.index``), the engines ``card_stats``
plays on (``sim::stats::Engine``: ``local``, threads of this process, or ``ray``, a Ray cluster)
and the seats of a ``Game`` (entries of ``players``, rows of an observation)."""

__all__ = [
    "ACTION_SPACE", "BOTS", "ENGINES", "MAX_ACTIONS", "SEATS", "TILE_FACES", "Action", "CardStats",
    "Game", "HandStats", "Outcome", "SimulationError", "card_stats",
]


def card_stats(
    card: Card,
    *,
    games: int,
    seed: int,
    bots: str,
    workers: Optional[int] = None,
    engine: str = "local",
    address: Optional[str] = None,
    plot: Optional[str | os.PathLike[str]] = None,
) -> CardStats:
    """Which hands of ``card`` bots win over ``games`` seeded games (the core's
    ``sim::stats::card_stats``: any split gives the same result). ``engine="local"``: ``workers``
    threads (default: every core), GIL released; ``engine="ray"``: ``workers`` Ray tasks
    (default: the cluster's CPUs) on the joined cluster or ``ray.init(address=address)``.
    ``plot``: write the bar chart to that ``.svg`` file."""
    if plot is not None:
        _check_chart_name(os.fspath(plot))
    if _engine(engine) == "local":
        result = _card_stats(card, games=games, seed=seed, bots=bots, workers=workers)
    else:
        result = _card_stats_ray(card, games, seed, bots, workers, address)
    if plot is not None:
        with open(plot, "w", encoding="utf-8") as f:
            f.write(result.to_svg())
    return result


def _stats_for_cli() -> None:
    """``mahjong stats --engine ray``: the request (JSON) on stdin, ``to_dict()`` as JSON on
    stdout; whatever else the run prints (Ray's messages) goes to stderr."""
    import json
    import sys

    request = json.load(sys.stdin)
    out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    card = Card.sample() if request["card"] is None else Card.load(request["card"])
    keys = ("games", "seed", "bots", "workers", "address")
    result = card_stats(card, engine="ray", **{k: request[k] for k in keys})
    with out:
        json.dump(result.to_dict(), out)


def _card_stats_ray(
    card: Card, games: int, seed: int, bots: str, workers: Optional[int], address: Optional[str]
) -> CardStats:
    try:
        ray = importlib.import_module("ray")
    except ImportError as e:
        raise ImportError('engine="ray" needs Ray: pip install "ray>=2"') from e
    if not ray.is_initialized():
        ray.init(address=address)
    parts = workers if workers is not None else int(ray.cluster_resources().get("CPU", 1))

    @ray.remote
    def chunk(card: Card, start: int, stop: int) -> CardStats:
        return _card_stats_range(card, seed=seed, bots=bots, start=start, stop=stop)

    card_ref = ray.put(card)
    results: List[CardStats] = ray.get([chunk.remote(card_ref, a, b) for a, b in _chunks(games, parts)])
    empty = _card_stats_range(card, seed=seed, bots=bots, start=0, stop=0)
    return functools.reduce(CardStats.merge, results, empty)

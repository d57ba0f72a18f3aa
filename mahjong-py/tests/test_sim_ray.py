"""card_stats on Ray: the games split into seeded chunks played as Ray tasks merge to exactly
the numbers one process gives (run by the test script on a local Ray instance with 2 CPUs)."""

import json
import os
import subprocess
import sys

import pytest

from mahjong_core import Card
from mahjong_core.sim import card_stats

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_chunks_merge_to_the_single_process_result(local_ray):
    card = Card.sample()
    local = card_stats(card, games=60, seed=11, bots="greedy", workers=1)
    for chunks in (2, 7):
        assert card_stats(card, games=60, seed=11, bots="greedy", workers=chunks, engine="ray") == local
    # Without workers, one chunk per CPU of the cluster.
    assert card_stats(card, games=60, seed=11, bots="greedy", engine="ray") == local
    assert card_stats(card, games=60, seed=12, bots="greedy", engine="ray") != local


def _cli():
    """The `mahjong` command: MAHJONG_CLI (the test script sets it), else this checkout's
    release build."""
    path = os.environ.get("MAHJONG_CLI") or os.path.join(
        os.path.dirname(__file__), "..", "..", "target", "release", "mahjong"
    )
    if not os.path.exists(path):
        if os.environ.get("MAHJONG_CLI"):
            raise FileNotFoundError(path)
        pytest.skip("no mahjong command built (cargo build --release -p mahjong-cli)")
    return path


def test_the_command_s_ray_engine_joins_the_cluster_and_gives_the_single_process_numbers(local_ray, tmp_path):
    card = Card.sample()
    local = card_stats(card, games=30, seed=5, bots="greedy", workers=1)
    plot = tmp_path / "ray.svg"
    address = ray.get_runtime_context().gcs_address
    run = subprocess.run(
        [_cli(), "--json", "stats", "--engine", "ray", "--address", address, "--games", "30", "--seed", "5",
         "--workers", "3", "--plot", str(plot)],
        env={**os.environ, "MAHJONG_PYTHON": sys.executable},
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    expected = local.to_dict()
    assert {k: out[k] for k in expected} == {**expected, "hands": out["hands"]}
    assert [{k: h[k] for k in e} for h, e in zip(out["hands"], expected["hands"])] == expected["hands"]
    assert out["wall_game_rate"] == local.wall_game_rate
    assert plot.read_text() == local.to_svg()
    # Without --workers, one chunk per CPU of the cluster; the text report says where it ran.
    text = subprocess.run(
        [_cli(), "stats", "--engine", "ray", "--address", address, "--games", "30", "--seed", "5"],
        env={**os.environ, "MAHJONG_PYTHON": sys.executable},
        capture_output=True,
        text=True,
    )
    assert text.returncode == 0, text.stderr
    assert text.stdout.startswith(f"{card.name}: 30 games, greedy bots, on Ray, a chunk per CPU, "), text.stdout
    assert f"wall games: {local.wall_games} " in text.stdout

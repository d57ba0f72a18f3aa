"""card_stats on Ray: the games split into seeded chunks played as Ray tasks merge to exactly
the numbers one process gives (run by the test script on a local Ray instance with 2 CPUs)."""

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

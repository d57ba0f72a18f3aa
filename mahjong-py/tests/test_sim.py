"""mahjong_core.sim from Python: a game stepped one action at a time keeps every tile, the
observations say what the rules say is visible, refused actions change nothing, seeds replay, and
card statistics give the same numbers however the games are split."""

import os
import random
import re
import subprocess
import sys
import threading
import time
from xml.etree import ElementTree

import numpy as np
import pytest

from mahjong_core import Card, ErrorKind, MahjongError, Tile
from mahjong_core import sim
from mahjong_core.sim import Action, Game, SimulationError, card_stats

# Tiles in play: the American set (with jokers and flowers) and the classical set with flowers
# and seasons, counted from the rule books.
AMERICAN_TILES = 4 * 27 + 4 * 7 + 8 + 8
CLASSICAL_TILES = 4 * 27 + 4 * 7 + 8


def new(variant, seed, players=None):
    card = Card.sample() if variant == "american" else None
    return Game(variant=variant, seed=seed, card=card, players=players)


def play_randomly(g, rng, check=None):
    while not g.done:
        if check:
            check(g)
        legal = g.legal_actions()
        g.step(legal[rng.randrange(len(legal))])
    if check:
        check(g)
    return g.outcome


def test_the_tile_sets_counted_from_the_rules():
    assert AMERICAN_TILES == 152 and CLASSICAL_TILES == 144


@pytest.mark.parametrize("variant,total", [("american", AMERICAN_TILES), ("chinese", CLASSICAL_TILES)])
def test_every_tile_is_in_a_hand_an_exposure_a_discard_or_the_wall_after_every_step(variant, total):
    def check(g):
        held = 0
        for seat in range(4):
            h = g.hand(seat)
            held += len(h.concealed) + sum(len(m) for m in h.exposures) + len(h.bonus)
        discards = int(g.observe(0)["discards"].sum())
        assert held + discards + g.wall_remaining == total, g.phase

    for seed in range(3):
        play_randomly(new(variant, seed), random.Random(seed), check)


def test_an_observation_is_the_seats_own_tiles_and_what_everyone_shows():
    g = new("american", 11)
    rng = random.Random(1)
    for _ in range(120):
        if g.done:
            break
        for seat in range(4):
            o = g.observe(seat)
            own = np.zeros(sim.TILE_FACES, dtype=np.int64)
            for t in g.hand(seat).concealed:
                own[Tile.parse(str(t)).index] += 1
            assert (o["own"] == own).all()
            assert (o["visible"] == o["own"] + o["exposed"].sum(axis=0) + o["discards"].sum(axis=0)).all()
            assert o["own"].dtype == np.uint8 and o["exposed"].shape == (4, sim.TILE_FACES)
            assert o["wall"] == g.wall_remaining and o["seat"] == seat
        legal = g.legal_actions()
        g.step(legal[rng.randrange(len(legal))])


def test_the_american_deal_gives_east_fourteen_tiles_and_the_others_thirteen():
    g = new("american", 5)
    assert [int(g.observe(s)["own"].sum()) for s in range(4)] == [14, 13, 13, 13]
    assert g.phase == "charleston" and g.to_act == 0
    assert g.wall_remaining == AMERICAN_TILES - 14 - 3 * 13


def test_the_same_seed_and_the_same_choices_replay_the_same_hand():
    a, b = new("chinese", 9), new("chinese", 9)
    oa = play_randomly(a, random.Random(3))
    ob = play_randomly(b, random.Random(3))
    assert oa == ob and a.moves == b.moves and a.log() == b.log()
    c = new("chinese", 10)
    play_randomly(c, random.Random(3))
    assert c.moves != a.moves


def test_payments_sum_to_zero_and_a_wall_game_pays_nothing():
    winners = walls = 0
    for seed in range(40):
        out = play_randomly(new("american" if seed % 2 else "chinese", seed), random.Random(seed))
        assert sum(out.nets) == 0
        if out.wall_game:
            walls += 1
            assert out.nets == (0, 0, 0, 0) and out.winner is None
        else:
            winners += 1
            assert out.nets[out.winner] == out.points_paid > 0
    assert winners + walls == 40


def test_bots_play_the_seats_python_does_not():
    g = new("american", 21, players=[None, "greedy", "random", "advice"])
    assert g.players == [None, "greedy", "random", "advice"]
    while not g.done:
        assert g.to_act == 0
        g.step(0)
    assert {s for s, _ in g.moves} == {0, 1, 2, 3}
    all_bots = new("chinese", 21, players=["greedy"] * 4)
    assert all_bots.done and all_bots.outcome is not None and all_bots.legal_actions() == []


def test_a_refused_action_raises_and_changes_nothing():
    g = new("chinese", 2)
    legal = g.legal_actions()
    held = {str(t) for t in g.hand(g.to_act).tiles}
    missing = next(f"{n}{s}" for s in "mps" for n in range(1, 10) if f"{n}{s}" not in held)
    steps = g.steps
    with pytest.raises(SimulationError) as e:
        g.step(Action("discard", tile=missing))
    assert isinstance(e.value, MahjongError) and isinstance(e.value.kind, ErrorKind)
    with pytest.raises(SimulationError):
        g.step(Action("no_call"))
    assert g.steps == steps and g.legal_actions() == legal
    with pytest.raises(IndexError, match="out of range") as e:
        g.step(len(legal))
    assert str(e.value) == f"action {len(legal)} is out of range ({len(legal)} legal actions)"
    assert e.value.kind is ErrorKind.OutOfRange and g.steps == steps


def test_a_players_choice_past_the_last_legal_action_takes_the_last_as_the_bots_do():
    g = new("american", 5)
    for _ in range(12):
        legal = g.legal_actions()
        assert [g.chosen_action(i) for i in range(len(legal))] == legal
        assert g.chosen_action(len(legal)) == g.chosen_action(10**6) == legal[-1]
        g.step(len(legal) - 1)
    finished = new("chinese", 1, players=["random"] * 4)
    with pytest.raises(IndexError, match=r"^action 0 is out of range \(0 legal actions\)$"):
        finished.chosen_action(0)


def test_an_index_steps_the_same_as_the_action_it_names():
    a, b = new("american", 3), new("american", 3)
    for i in range(30):
        legal = a.legal_actions()
        a.step(i % len(legal))
        b.step(legal[i % len(legal)])
    assert a.moves == b.moves


def test_a_call_is_written_and_read_by_its_name():
    a = Action("call", call="pung", jokers=1)
    # The core's canonical name of the call, read back in any case; the old serde form too.
    assert a.name == "call" and a.call == "pung" and a == Action("call", call="PUNG", jokers=1)
    assert a.to_dict() == {"action": "call", "call": "pung", "jokers": 1} and a == Action("call", call="Pung", jokers=1)
    assert repr(a) == f"Action('call', call={a.call!r}, jokers=1)"
    with pytest.raises(MahjongError, match='unknown call "pong"'):
        Action("call", call="pong", jokers=0)


def test_a_copied_game_goes_on_alone_and_plays_as_the_original_would():
    import copy

    g = new("american", 14, players=[None, "random", "greedy", "random"])
    for _ in range(10):
        g.step(0)
    assert not g.done
    c = copy.copy(g)
    d = copy.deepcopy(g)
    steps = g.steps
    c.step(len(c.legal_actions()) - 1)
    assert g.steps == steps and c.steps > steps
    # Stepped alike, the original and the copy (its bots' random numbers included) stay alike.
    while not g.done:
        g.step(0)
        d.step(0)
    assert d.moves == g.moves and d.outcome == g.outcome and d.card is g.card


def test_every_legal_action_has_its_own_index_in_the_fixed_action_space_and_reads_back():
    for variant in ("american", "chinese"):
        g = new(variant, 31)
        rng = random.Random(31)
        while not g.done:
            legal = g.legal_actions()
            indices = [a.index for a in legal]
            assert len(set(indices)) == len(legal)
            assert all(0 <= i < sim.ACTION_SPACE for i in indices)
            assert [g.action_from_index(i) for i in indices] == legal
            g.step(rng.randrange(len(legal)))
    assert g.action_from_index(sim.ACTION_SPACE) is None


def test_bad_arguments_name_themselves():
    with pytest.raises(MahjongError, match='unknown variant "martian"'):
        Game(variant="martian", seed=1)
    with pytest.raises(MahjongError, match='unknown bot "clever"'):
        Game(variant="chinese", seed=1, players=["clever", None, None, None])
    with pytest.raises(MahjongError, match="players has 3 entries"):
        Game(variant="chinese", seed=1, players=[None] * 3)
    with pytest.raises(SimulationError, match="card"):
        Game(variant="american", seed=1)
    with pytest.raises(MahjongError, match="not an action") as e:
        Action("discard", tile="9q")
    assert e.value.kind is ErrorKind.InvalidArgument and "'9q'" in str(e.value)
    finished = new("chinese", 1, players=["random"] * 4)
    with pytest.raises(SimulationError):
        finished.step(0)


def test_the_log_has_one_line_per_move_after_its_header():
    g = new("american", 8, players=["greedy"] * 4)
    lines = g.log().strip().splitlines()
    assert '"seed":8' in lines[0]
    assert sum('"move"' in line for line in lines) == g.steps == len(g.moves)


# Card statistics


def test_card_statistics_are_the_same_for_any_number_of_workers_and_chunks():
    card = Card.sample()
    one = card_stats(card, games=24, seed=5, bots="random", workers=1)
    assert card_stats(card, games=24, seed=5, bots="random", workers=2) == one
    assert card_stats(card, games=24, seed=5, bots="random", workers=5) == one
    merged = sim._card_stats_range(card, seed=5, bots="random", start=0, stop=7)
    for a, b in [(7, 8), (8, 24)]:
        merged = merged.merge(sim._card_stats_range(card, seed=5, bots="random", start=a, stop=b))
    assert merged == one
    assert card_stats(card, games=24, seed=6, bots="random", workers=1) != one


def test_card_statistics_count_every_game_and_every_player():
    card = Card.sample()
    s = card_stats(card, games=30, seed=1, bots="greedy", workers=2)
    assert s.games == 30 and s.bots == "greedy" and s.seed == 1
    assert s.wall_games + sum(h.won for h in s.hands) == 30
    assert len(s.hands) == len(card) and all(h.players == 4 * 30 for h in s.hands)
    assert [(h.section, h.number) for h in s.hands] == [(h.section, h.number) for h in card]
    assert s.wall_game_rate == s.wall_games / 30
    d = s.to_dict()
    assert d["games"] == 30 and len(d["hands"]) == len(card)
    for h in s.hands:
        if h.won:
            assert h.mean_points == h.points / h.won


def test_statistics_of_different_runs_do_not_merge():
    card = Card.sample()
    a = card_stats(card, games=2, seed=1, bots="random", workers=1)
    b = card_stats(card, games=2, seed=2, bots="random", workers=1)
    with pytest.raises(MahjongError, match="cannot merge") as e:
        a.merge(b)
    assert e.value.kind is ErrorKind.InvalidArgument


def test_the_plot_is_an_svg_with_one_labelled_bar_per_card_hand_as_long_as_its_wins(tmp_path):
    card = Card.sample()
    path = tmp_path / "hands.svg"
    s = card_stats(card, games=12, seed=3, bots="greedy", workers=2, plot=path)
    root = ElementTree.parse(path).getroot()  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    labels, widths = [], []
    for e in root:
        if e.tag.endswith("}text"):
            label = e.text
        elif e.tag.endswith("}rect") and e.get("class") == "bar":
            labels.append(label)
            widths.append(float(e.get("width")))
    assert labels == [f"{h.section} #{h.number}{' (C)' if h.concealed else ''}" for h in s.hands]
    won = [h.won for h in s.hands]
    assert len({w for w in won if w}) >= 2, won  # several hands won, in different numbers
    top = max(won)
    top_width = widths[won.index(top)]
    assert top_width > 0
    for w, width in zip(won, widths):
        assert abs(width - top_width * w / top) <= 0.011  # lengths are written to 0.01
    assert path.read_text() == s.to_svg()


@pytest.mark.parametrize(
    "name, says",
    [
        ("hands.png", "PNG is not written; write SVG"),
        ("hands.pdf", 'unknown chart format "pdf"; the chart is written as SVG'),
        ("hands", "no file extension to choose the chart format by"),
    ],
)
def test_a_plot_name_that_is_not_svg_is_refused_before_the_games(tmp_path, name, says):
    # A million games would take minutes: the name is refused first.
    with pytest.raises(ValueError, match=re.escape(says)):
        card_stats(Card.sample(), games=10**6, seed=1, bots="greedy", workers=1, plot=tmp_path / name)
    assert not (tmp_path / name).exists()


def test_card_statistics_refuse_bad_arguments():
    card = Card.sample()
    with pytest.raises(MahjongError, match='unknown bot "smart"'):
        card_stats(card, games=1, seed=1, bots="smart")
    with pytest.raises(MahjongError, match="workers 0"):
        card_stats(card, games=1, seed=1, bots="random", workers=0)
    # The engines are the core's names (sim::stats::Engine), refused in its words as a bot is.
    assert sim.ENGINES == ["local", "ray"]
    with pytest.raises(MahjongError, match='^unknown engine "spark": expected local or ray'):
        card_stats(card, games=1, seed=1, bots="random", engine="spark")


def test_card_statistics_release_the_gil():
    card = Card.sample()
    done = []
    t = threading.Thread(target=lambda: done.append(card_stats(card, games=60, seed=1, bots="greedy", workers=1)))
    ticks = 0
    t.start()
    while t.is_alive():
        ticks += 1
        time.sleep(0.002)
    t.join()
    # Holding the GIL, the thread would keep this loop from running until it finished.
    assert done and ticks > 5


def test_the_multi_agent_example_runs_its_games():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    example = os.path.join(root, "examples", "sim_multi_agent.py")
    out = subprocess.run([sys.executable, example, "--games", "20"], capture_output=True, text=True, check=True)
    assert "20 games" in out.stdout


# The Gymnasium environment


def test_the_gymnasium_environment_passes_the_checker_and_rewards_the_net_payment():
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    from mahjong_core.gym import MahjongEnv

    env = MahjongEnv(variant="american", card=Card.sample(), seat=2, opponents="greedy")
    check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=4)
    total, terminated, steps = 0.0, False, 0
    while not terminated:
        assert int(obs["action_mask"].sum()) == len(info["legal_actions"]) > 0
        obs, reward, terminated, truncated, info = env.step(np.int64(steps % 3))
        total += reward
        steps += 1
    assert total == info["outcome"].nets[2]
    # An index past the legal actions takes the last one, as the bots' choices are read.
    env.reset(seed=4)
    twin = Game(variant="american", card=Card.sample(), seed=4, players=["greedy", "greedy", None, "greedy"])
    for index in (sim.MAX_ACTIONS - 1, 0, 10**6):
        twin.step(twin.legal_actions()[min(index, len(twin.legal_actions()) - 1)])
        env.step(np.int64(index))
    assert env.game.moves == twin.moves
    assert isinstance(env, gymnasium.Env)
    # One player per seat of the game (four: the engine plays four-player tables), the agent's
    # seat Python's; the rows of the observation are the game's seats.
    assert env.game.players == ["greedy", "greedy", None, "greedy"]
    assert sim.SEATS == 4 == len(sim.Game(seed=1, variant="chinese").players)
    assert env.observation_space["discards"].shape == (4, sim.TILE_FACES) == obs["discards"].shape
    # Seats are 0 to 3: another is refused when the environment is made, as the game refuses it.
    for bad in (4, -1):
        with pytest.raises(MahjongError, match=f"^seat {bad} is not a seat") as e:
            MahjongEnv(variant="chinese", seat=bad, opponents="greedy")
        assert e.value.kind is ErrorKind.InvalidArgument


def test_pickles_hold_canonical_names_and_the_old_variant_names_still_load():
    import pickle

    from mahjong_core._native import _restore

    a = Action("call", call="mah jongg", jokers=0)
    f, (kind, state) = a.__reduce__()
    assert (kind, state) == ("SimAction", {"action": "call", "call": "mah_jong", "jokers": 0})
    assert pickle.loads(pickle.dumps(a)) == a
    # Pickled before the names were canonical: the Rust variant name.
    assert _restore("SimAction", {"action": "call", "call": "MahJong", "jokers": 0}) == a
    g = new("chinese", 1)
    assert '"variant":"chinese"' in g.log().splitlines()[0]

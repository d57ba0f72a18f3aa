"""`score(hand, "mcr")` is answered before any argument parsing (two positional arguments, the
second the interned name); every other call takes the general way. Both ways give the same
scores, the same errors and the same signature and docs."""

import inspect

import pytest

import mahjong_core as mc
from mcr_hands import hands

WINNING = [h for h, _ in hands(7, 200)]


def general_name():
    """"mcr" built at run time: an equal str that is not the interned one."""
    return "".join(["m", "c", "r"])


@pytest.mark.parametrize("text", WINNING)
def test_fast_and_general_ways_give_the_same_score(text):
    h = mc.Hand.parse(text)
    fast = mc.score(h, "mcr")
    assert isinstance(fast, mc.McrScore)
    for other in (mc.score(h, general_name()), mc.score(h, rules="mcr"), mc.score(h, "MCR"), mc.score(text, "mcr")):
        assert other == fast
        assert repr(other) == repr(fast)
        assert other.total == fast.total


def test_a_hand_worked_by_hand():
    # Thirteen Orphans, 88 points, and nothing else counted with it.
    s = mc.score(mc.Hand.parse("19m19p19s1234567z7z ; win=7z"), "mcr")
    assert (s.total, s.flowers, s.form, [(f.number, f.count) for f in s.fans]) == (88, 0, "thirteen_orphans", [(7, 1)])


@pytest.mark.parametrize("hand, error", [("1m", mc.McrError), ("19m19p19s1234567z7x", mc.MahjongError), (5, TypeError)])
def test_errors_are_the_same_both_ways(hand, error):
    messages = []
    for rules in ("mcr", general_name()):
        with pytest.raises(error) as e:
            mc.score(hand, rules)
        messages.append((type(e.value), str(e.value)))
    assert messages[0] == messages[1]


def test_other_calls_keep_the_general_arguments():
    h = mc.Hand.parse(WINNING[0])
    # A limit makes the rules a table's rules, which the core refuses for mcr (as C and wasm do).
    with pytest.raises(mc.ScoreError) as e:
        mc.score(h, "mcr", limit=100)
    assert e.value.kind is mc.ErrorKind.ScoreMcrProfile
    with pytest.raises(TypeError, match="hand"):
        mc.score()
    with pytest.raises(TypeError):
        mc.score(h, "mcr", "extra")
    assert mc.score(h, "mcr", flowers_and_seasons=True) == mc.score(h, general_name(), flowers_and_seasons=True)


def test_score_keeps_its_name_signature_and_docs():
    assert mc.score.__name__ == "score"
    assert mc.score.__module__ == "mahjong_core._native"
    params = list(inspect.signature(mc.score).parameters)
    assert params == ["hand", "rules", "seat_wind", "prevailing_wind", "limit", "flowers_and_seasons"]
    assert mc.score.__doc__.startswith("Scores the hand that went Mah Jong under the rule profile `rules`")


def test_scores_are_not_tracked_by_the_cycle_collector():
    # A score holds no Python object, so it can be in no cycle: every way of making one leaves it
    # out of the collector (a list of thousands then costs no collection passes), and it still
    # compares, hashes its parts and pickles.
    import gc
    import pickle

    h = mc.Hand.parse(WINNING[0])
    made = [mc.score(h, "mcr"), mc.score(h, general_name()), mc.score(h, rules="mcr"), *mc.mcr_score_many([h, WINNING[1]])]
    assert [gc.is_tracked(s) for s in made] == [False] * 5
    assert made[0] == made[1] == made[2] == made[3]
    restored = pickle.loads(pickle.dumps(made[4]))
    assert restored == mc.score(WINNING[1], "mcr")
    assert not gc.is_tracked(restored)
    # Other objects of the module are still tracked (what every pyo3 object is by default).
    assert gc.is_tracked(h)

"""Results are pickled as their core serde form; pickles written before that (which saved the
call that made the result) still load, as the value the call gives."""

import base64
import pickle

import pytest

import mahjong_core as mc

CLASSICAL_WIN = "123m456m789m111p22p; win=2p by=self"
LOSERS = ["111s 222s 345p 77z 99m", "[555z] 123s 456s 78s 99p", "[666z] 11z 234m 567p 88s"]

# (what the pickle holds, pickle.dumps(value, protocol=4) by version 0.1.0, base64)
OLD_PICKLES = [
    (
        lambda: mc.score(CLASSICAL_WIN, seat_wind="E", prevailing_wind="E", limit=500),
        "gASVqgAAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMBVNjb3JllGgCjARIYW5klIwhMTIzNDU2Nzg5bTExMTIycCA7IHdpbj0ycCBieT1zZWxmlIwEbXBzepSGlIaUUpR9lCiMB3Byb2ZpbGWUjAljbGFzc2ljYWyUjAVsaW1pdJRN9AGME2Zsb3dlcnNfYW5kX3NlYXNvbnOUiXWJh5SGlFKULg==",
    ),
    (
        lambda: mc.score(CLASSICAL_WIN, seat_wind="E", prevailing_wind="E").items[1],
        "gASVwAAAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMCVNjb3JlSXRlbZRoAowFU2NvcmWUaAKMBEhhbmSUjCExMjM0NTY3ODltMTExMjJwIDsgd2luPTJwIGJ5PXNlbGaUjARtcHN6lIaUhpRSlH2UKIwHcHJvZmlsZZSMCWNsYXNzaWNhbJSMBWxpbWl0lE3oA4wTZmxvd2Vyc19hbmRfc2Vhc29uc5SJdYmHlIaUUpRLAYaUhpRSlC4=",
    ),
    (
        lambda: mc.settle_hands([CLASSICAL_WIN, *LOSERS], "E", prevailing_wind="E"),
        "gASVSQEAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMDkhhbmRTZXR0bGVtZW50lChdlChoAowESGFuZJSMITEyMzQ1Njc4OW0xMTEyMnAgOyB3aW49MnAgYnk9c2VsZpSMBG1wc3qUhpSGlFKUaAKMBEhhbmSUjBExMTEyMjJzMzQ1cDc3ejk5bZSMBG1wc3qUhpSGlFKUaAKMBEhhbmSUjBMxMjM0NTY3OHM5OXAgWzU1NXpdlIwEbXBzepSGlIaUUpRoAowESGFuZJSMFTExejIzNG01NjdwODhzIFs2NjZ6XZSMBG1wc3qUhpSGlFKUZX2UKIwHcHJvZmlsZZSMCWNsYXNzaWNhbJSMBWxpbWl0lE3oA4wTZmxvd2Vyc19hbmRfc2Vhc29uc5SJdYwEZWFzdJSMBGVhc3SUdJSGlFKULg==",
    ),
    (
        lambda: mc.score("222z123m456p678s11m ; win=1m", rules="mcr", seat_wind="S", prevailing_wind="S"),
        "gASVhQAAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMCE1jclNjb3JllGgCjARIYW5klIw1MjIyejEyM200NTZwNjc4czExbSA7IHdpbj0xbSBzZWF0X3dpbmQ9UyBwcmV2YWlsaW5nPVOUjARtcHN6lIaUhpRSlE6GlIaUUpQu",
    ),
    (
        lambda: mc.waits("147m258p369s11z22z", rules="mcr"),
        "gASVXgAAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMCE1jcldhaXRzlGgCjARIYW5klIwRMTQ3bTI1OHAzNjlzMTEyMnqUjARtcHN6lIaUhpRSlIaUUpQu",
    ),
    (
        lambda: mc.waits("19m19p19s1234567z", rules="british"),
        "gASVZwAAAAAAAACMFG1haGpvbmdfY29yZS5fbmF0aXZllIwIX3Jlc3RvcmWUk5SMBVdhaXRzlGgCjARIYW5klIwRMTltMTlwMTlzMTIzNDU2N3qUjARtcHN6lIaUhpRSlIwHYnJpdGlzaJSGlIaUUpQu",
    ),
]


@pytest.mark.parametrize("make, old", OLD_PICKLES, ids=[type(m()).__name__ for m, _ in OLD_PICKLES])
def test_a_pickle_of_the_call_that_made_a_result_still_loads(make, old):
    x, y = make(), pickle.loads(base64.b64decode(old))
    assert y == x and type(y) is type(x) and repr(y) == repr(x) and y.to_dict() == x.to_dict()


@pytest.mark.parametrize("make", [m for m, _ in OLD_PICKLES], ids=[type(m()).__name__ for m, _ in OLD_PICKLES])
def test_a_result_is_pickled_as_its_serde_form(make):
    x = make()
    kind, state = x.__reduce__()[1]
    assert kind == type(x).__name__
    # The state is plain data: the result's own form, not the hand it came from.
    form = state[0] if isinstance(state, tuple) else state  # a settlement saves its winner too
    assert isinstance(form, dict) and "Hand.parse" not in repr(state)
    assert pickle.loads(pickle.dumps(x)).to_dict() == x.to_dict()


def _state(x):
    kind, state = x.__reduce__()[1]
    return kind, state


def test_a_tampered_score_pickle_is_refused():
    from mahjong_core._native import _restore

    kind, state = _state(mc.score(CLASSICAL_WIN, seat_wind="E", prevailing_wind="E", limit=500))
    # The hand scores 8 (major pung) + 10 (Mah Jong) + 2 (from the wall) = 20 points, no doubles.
    assert (state["points"], state["doubles"]) == (20, 0)
    with pytest.raises(mc.MahjongError, match="cannot restore a Score .*the items do not make the points"):
        _restore(kind, {**state, "points": 21})
    with pytest.raises(mc.MahjongError, match="cannot restore a Score .*limit 0"):
        _restore(kind, {**state, "limit": 0})
    # The totals are worked out from the points and doubles, not read.
    assert _restore(kind, {**state, "total": 40, "raw_total": 40}).total == 20


def test_a_tampered_mcr_waits_pickle_names_the_bad_tile():
    from mahjong_core._native import _restore

    kind, state = _state(mc.waits("147m258p369s11z22z", rules="mcr"))
    # Knitted straight 147m 258p 369s with 11z 22z: a third 1z or 2z makes a pung beside the other pair.
    assert state == {"tiles": ["1z", "2z"], "forms": {"1z": ["knitted_straight"], "2z": ["knitted_straight"]}}
    bad = {"tiles": ["1z", "1x"], "forms": {"1z": ["knitted_straight"], "1x": ["knitted_straight"]}}
    with pytest.raises(mc.MahjongError, match='cannot restore a McrWaits .*not a tile "1x"'):
        _restore(kind, bad)
    with pytest.raises(mc.MahjongError, match="every winning tile, and only those, has its forms"):
        _restore(kind, {"tiles": ["1z", "2z"], "forms": {"1z": ["knitted_straight"]}})

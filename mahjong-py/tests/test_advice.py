"""Advice from Python: Card.odds, Card.discard_advice, Card.charleston_advice and the standard
discard_advice. Expected numbers are worked out by hand from the sample card and the tile sets."""

import math
import pickle
import re

import pytest

import mahjong_core as mc


def miss(good: int, pool: int, draws: int) -> float:
    """The chance that none of `good` tiles is among `draws` drawn from `pool`."""
    return math.prod((pool - good - i) / (pool - i) for i in range(draws))


def test_odds_of_one_draw_are_the_completing_tiles_over_the_unseen_pool():
    # NNNN EEE WWW SSS: the last South or one of 8 jokers, among 152 - 13 = 139 unseen tiles.
    card = mc.Card.sample()
    top = card.odds("NNNN EEE WWW SSS", draws=1, k=1)[0]
    assert isinstance(top, mc.LineOdds)
    assert (top.form.section, top.form.number) == ("Winds-Dragons", 1)
    assert top.probability == pytest.approx(9 / 139, abs=1e-15)
    assert top.expected_points == pytest.approx(25 * 9 / 139, abs=1e-12)
    assert [str(t) for t in top.form.needed_eligible] == ["2z"]
    d = top.to_dict()
    assert d["form"]["section"] == "Winds-Dragons" and d["probability"] == top.probability


def test_odds_default_to_a_fresh_wall_and_take_visible_tiles():
    card = mc.Card.sample()
    p = card.odds("NNNN EEE WWW SSS", k=1)[0].probability
    assert p == pytest.approx(1 - miss(9, 139, 24), abs=1e-12)
    # Seen: a South and two jokers, as hand text or as tiles.
    for visible in ("S J J", ["2z", mc.Tile.parse("0j"), "0j"]):
        p = card.odds("NNNN EEE WWW SSS", visible=visible, k=1)[0].probability
        assert p == pytest.approx(1 - miss(6, 136, 24), abs=1e-12)
    every = card.odds("NNNN EEE WWW SSS")
    assert all(0 < o.probability <= 1 for o in every)
    # No line asked for: the core's AdviceError::NoRoom, in words every face shows.
    with pytest.raises(mc.AdviceError) as e:
        card.odds("NNNN EEE WWW SSS", k=0)
    assert str(e.value) == "0 results asked for (k is 0): ask for at least one"
    assert e.value.kind is mc.ErrorKind.AdviceNoRoom
    assert [o.probability for o in every] == sorted((o.probability for o in every), reverse=True)


def test_discard_advice_discards_the_tile_no_close_line_uses():
    card = mc.Card.sample()
    advice = card.discard_advice("FF 2026c 2026b 202d 9b")
    assert len(advice) == 8  # F, 2c, soap, 6c, 2b, 6b, 2d, 9b
    assert str(advice[0].discard) == "9s"
    assert (advice[0].lines[0].form.section, advice[0].lines[0].form.number) == ("Year 2026", 6)
    # The same number as the odds of the 13 tiles left, the discard seen.
    left = card.odds("FF 2026c 2026b 202d", visible=["9s"], k=1)[0]
    assert advice[0].probability == left.probability
    by_points = card.discard_advice("FF 2026c 2026b 202d 9b", rank="expected-points")
    points = [a.expected_points for a in by_points]
    assert points == sorted(points, reverse=True)


def test_charleston_advice_keeps_the_winds_and_passes_blind_where_allowed():
    card = mc.Card.sample()
    choices = card.charleston_advice("NNN EEE WWW SS 1b 5c", 3)  # first Charleston, left
    top = choices[0]
    assert top.blind == 1
    assert sorted(str(t) for t in top.tiles) == ["1s", "5m"]
    # A choice's odds: the tiles kept, the passed tiles seen, the tiles received as draws.
    kept = card.odds("NNN EEE WWW SS", visible=["1s", "5m"], draws=24 + 2, k=1)[0]
    assert top.probability == kept.probability
    assert all(len(c.tiles) == 3 and c.blind == 0 for c in card.charleston_advice("NNN EEE WWW SS 1b 5c", 1))
    with_joker = card.charleston_advice("NNN EEE WWW S J 1b 5c", 7)  # the courtesy pass
    assert {len(c.tiles) for c in with_joker} == {0, 1, 2, 3}
    assert all(str(t) != "0j" for c in with_joker for t in c.tiles)


def test_standard_discard_advice_counts_improving_copies():
    advice = mc.discard_advice("123456789m1122z5p", "classical")
    top = advice[0]
    assert isinstance(top, mc.StandardDiscard)
    assert (str(top.discard), top.tiles_away) == ("5p", 0)
    assert [str(t) for t in top.improving] == ["1z", "2z"]
    assert (top.unseen("1z"), top.improving_copies, top.pool) == (2, 4, 122)
    assert top.chance == pytest.approx(4 / 122, abs=1e-15)
    seen = mc.discard_advice("123456789m1122z5p", visible=["1z", "1z"])[0]
    assert (seen.unseen("1z"), seen.improving_copies) == (0, 2)
    assert top.to_dict()["improving"] == [{"tile": "1z", "unseen": 2}, {"tile": "2z", "unseen": 2}]


def test_bad_input_raises_errors_naming_the_tile_count_or_argument():
    card = mc.Card.sample()
    with pytest.raises(mc.AdviceError, match="tile 4z: the hand and the visible tiles hold 6 of it; the set has 4") as e:
        card.odds("NNNN EEE WWW SSS", visible="NN")
    assert e.value.tile == "4z"
    with pytest.raises(mc.AdviceError, match="draws is 100, beyond the wall: at most 99"):
        card.odds("NNNN EEE WWW SSS", draws=100)
    with pytest.raises(mc.HandSizeError, match="discard advice takes 14") as e:
        card.discard_advice("NNNN EEE WWW SSS")
    assert e.value.tiles == 13
    # Read as the rules functions read a pass: RulesError, the core's message and kind.
    with pytest.raises(mc.RulesError, match=r"^Charleston pass 8 is not a pass \(1 to 7\)$") as e:
        card.charleston_advice("NNN EEE WWW SS 1b 5c", 8)
    assert e.value.kind is mc.ErrorKind.InvalidArgument
    with pytest.raises(mc.MahjongError, match="rank"):
        card.discard_advice("FF 2026c 2026b 202d 9b", rank="points")
    with pytest.raises(mc.InvalidHandError, match="13 tiles in sets"):
        mc.discard_advice("123456789m1122z")
    with pytest.raises(mc.RuleProfileError):
        mc.discard_advice("123456789m1122z5p", "riichi")
    with pytest.raises(mc.AdviceError, match="tile 9m"):
        mc.discard_advice("123456789m1122z5p", visible="9999m")
    # draws are read by the core's `advice::draws`, as C and WebAssembly read them: a count of 32 bits
    # reaches the advice, which refuses it beyond the wall (99); past 32 bits, or below 0, the reader
    # refuses it, kind InvalidArgument.
    draws_words = "is out of range: a player draws 0 to 99 tiles (the wall after the deal)"
    with pytest.raises(mc.MahjongError, match=rf"^draws -1 {re.escape(draws_words)}$") as e:
        card.odds("NNNN EEE WWW SSS", draws=-1)
    assert e.value.kind is mc.ErrorKind.InvalidArgument
    with pytest.raises(mc.AdviceError, match=r"^draws is 4294967295, beyond the wall: at most 99$") as e:
        card.odds("NNNN EEE WWW SSS", draws=2**32 - 1)
    assert e.value.kind is mc.ErrorKind.AdviceDraws
    with pytest.raises(mc.MahjongError, match=rf"^draws 4294967296 {re.escape(draws_words)}$") as e:
        card.discard_advice("FF 2026c 2026b 202d 9b", draws=2**32)
    assert e.value.kind is mc.ErrorKind.InvalidArgument
    # A visible-tiles string is read as one text: the column counts from its start.
    with pytest.raises(mc.NotationError, match="column 4") as e:
        card.odds("NNNN EEE WWW SSS", visible="S 5q")
    assert e.value.column == 4


def test_a_hand_that_does_not_fit_the_question_is_an_invalid_hand_as_in_c():
    card = mc.Card.sample()
    # Nothing is exposed before the Charleston: the exposure is the hand's fault, as C answers
    # MAHJONG_RESULT_INVALID_HAND with kind AdviceExposed, not an AdviceError.
    with pytest.raises(mc.InvalidHandError, match=r"^the hand has 1 exposures; the Charleston is passed") as e:
        card.charleston_advice("[NNN] EEE WWW SS 1b 5c", 3)
    assert not isinstance(e.value, mc.AdviceError)
    assert e.value.kind is mc.ErrorKind.AdviceExposed
    # A hand of the wrong size is the hand's fault too (`.tiles` its count); room for no line
    # (k = 0) is the argument's.
    with pytest.raises(mc.InvalidHandError) as e:
        card.nearest("NNNN EEE WWW SS")
    assert (e.value.tiles, e.value.kind) == (12, mc.ErrorKind.NearestTiles)
    with pytest.raises(mc.MahjongError) as e:
        card.nearest("NNNN EEE WWW SSS", k=0)
    assert not isinstance(e.value, mc.InvalidHandError)
    assert e.value.kind is mc.ErrorKind.MatchNoRoom


def test_wrong_argument_types_raise_type_error_and_bad_text_our_errors():
    card = mc.Card.sample()
    hand = "FF 2026c 2026b 202d 9b"
    with pytest.raises(TypeError):
        card.discard_advice(hand, rank=1)
    with pytest.raises(TypeError):
        mc.discard_advice("123456789m1122z5p", rules=3)
    with pytest.raises(TypeError):
        card.charleston_advice("NNN EEE WWW SS 1b 5c", "3")
    with pytest.raises(TypeError):
        card.odds("NNNN EEE WWW SSS", draws=1.5)
    with pytest.raises(TypeError):
        card.odds("NNNN EEE WWW SSS", visible=[5])
    with pytest.raises(mc.EncodingError, match="column 2"):
        card.discard_advice(hand, rank="o\udc80")
    with pytest.raises(mc.EncodingError):
        mc.discard_advice("123456789m1122z5p", rules="\udc80")
    # Out of range, however large: our error naming the argument, not OverflowError.
    for n in (0, -1, 300, 2**70):
        with pytest.raises(mc.RulesError, match=rf"^Charleston pass {n} is not a pass \(1 to 7\)$"):
            card.charleston_advice("NNN EEE WWW SS 1b 5c", n)
    with pytest.raises(mc.MahjongError, match='unknown ranking "points": expected odds or expected_points'):
        card.discard_advice(hand, rank="points")


def test_defaults_are_the_odds_ranking_and_the_classical_rules():
    card = mc.Card.sample()
    hand = "FF 2026c 2026b 202d 9b"
    assert card.discard_advice(hand) == card.discard_advice(hand, rank="odds")
    assert mc.discard_advice("123456789m1122z5p") == mc.discard_advice("123456789m1122z5p", "classical")
    # British rules allow one chow: the same hand is farther from winning.
    assert mc.discard_advice("123456789m1122z5p", "british")[0].tiles_away > 0


def test_results_pickle_with_exact_floats_and_keep_every_field():
    card = mc.Card.sample()
    for x in card.odds("NNNN EEE WWW SSS", visible="S J") + card.discard_advice("FF 2026c 2026b 202d 9b"):
        y = pickle.loads(pickle.dumps(x))
        assert (y.probability, y.expected_points, y.to_dict()) == (x.probability, x.expected_points, x.to_dict())
    for p in card.charleston_advice("NNN EEE WWW SS 1b 5c", 3)[:20]:
        y = pickle.loads(pickle.dumps(p))
        assert (y.tiles, y.blind, y.best, y.probability, y.to_dict()) == (p.tiles, p.blind, p.best, p.probability, p.to_dict())
    s = mc.discard_advice("123456789m1122z5p", visible=["1z"])[0]
    t = pickle.loads(pickle.dumps(s))
    assert [t.unseen(x) for x in ("1z", "2z", "5p", "9m", "0j")] == [1, 2, 3, 3, 0]
    assert (t.improving, t.improving_copies, t.pool, t.chance) == (s.improving, 3, 121, s.chance)
    assert t.chance == 3 / 121

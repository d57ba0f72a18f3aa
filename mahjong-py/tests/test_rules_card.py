"""American table rules that need the card, from Python (issue 5; seeds 000, 001, 004). Each
test is named after the rule sentence it checks; the hands are those of
mahjong-core/tests/rules_card.rs, read by hand against the lines of cards/sample-2026.toml."""

import pytest

from mahjong_core import Card, ErrorKind, Tile, rules
from mahjong_core.rules import Discard, LinesPossible, RulesError, Table

CARD = Card.sample()
AMERICAN = Table("american")
STRICT = Table("american", strict_dead_hand=True)
JOKER = Tile.parse("J").index
# Hands of the sample card in file order (0-based): 13579 #1 and #5, Winds-Dragons #1 and #5.
ODDS_1, ODDS_5, WINDS_DRAGONS_1, WINDS_DRAGONS_5 = 32, 36, 40, 44


def late_game():
    """Two of every face, six flowers and all eight jokers visible."""
    seen = [2] * 34 + [0] * 11
    seen[Tile.parse("1f").index] = 4
    seen[Tile.parse("2f").index] = 2
    seen[JOKER] = 8
    return seen


def blocked():
    """NNNN and SSS+J exposed; every East, green and red dragon and seven jokers discarded."""
    hand = "[NNNN] [SSS J] WWW 0 1b"
    discards = ["1z"] * 4 + ["6z"] * 4 + ["7z"] * 4 + ["J"] * 7
    return hand, rules.visible_tiles(discards, [hand])


def test_the_tiles_visible_to_all_are_the_discards_and_every_exposure():
    hand, seen = blocked()
    assert len(seen) == 45
    assert seen[JOKER] == 8  # seven discarded, one in SSS J
    assert seen[Tile.parse("N").index] == 4
    assert seen[Tile.parse("S").index] == 3
    assert seen[Tile.parse("W").index] == 0  # WWW is concealed
    assert seen[Tile.parse("E").index] == 4


def test_concealed_hands_may_not_call_discarded_tiles_except_for_the_final_tile_needed_to_declare_mahjong():
    # Seed 000. Singles and Pairs 1 (NN EE WW SS XX0a XX0b XX0c); late in the game only its
    # seven C lines of pairs and singles remain.
    hand = "NN EE WW SS 11c 11d 1b"
    seen = late_game()
    p = rules.lines_possible(CARD, hand, seen)
    assert (p.exposed, p.concealed, p.concealed_only, p.total) == (0, 7, True, 7)
    north = Discard("N", discarder=0)
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 2, north, seen)
    assert facts.concealed_only and not facts.mah_jong and not facts.dead
    assert rules.calls(AMERICAN, hand, 2, north, facts) == []
    with pytest.raises(RulesError) as e:
        rules.check_call(AMERICAN, hand, 2, north, "pung", facts)
    assert e.value.kind is ErrorKind.ConcealedHandCallsOnlyMahJong
    bam = Discard("1s", discarder=0)
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 2, bam, seen)
    assert rules.calls(AMERICAN, hand, 2, bam, facts) == ["mah_jong"]
    # Nothing visible: the North pung may be called.
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 2, north)
    assert rules.calls(AMERICAN, hand, 2, north, facts) == ["pung"]


def test_a_discarded_joker_is_dead_and_may_never_be_claimed_even_for_mah_jongg():
    # Year 2026 1 (FFF 2026a 222b 2222c) waiting on a 2 bam.
    hand = "[FFF] 2026c 22b 2222d"
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 1, Discard("2s", discarder=0))
    assert facts.mah_jong and not facts.dead
    assert rules.calls(AMERICAN, hand, 1, Discard("2s", discarder=0), facts) == ["pung", "mah_jong"]
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 1, Discard("J", discarder=0))
    assert not facts.mah_jong
    assert facts.keeps_a_line == [False] * 4


def test_an_exposure_is_offered_only_if_some_way_to_make_it_keeps_a_line():
    # NNNN exposed, EE and JJJ held, an East discarded: a pung fits Winds-Dragons 1, a kong
    # WD 7; no line has an East quint or sextet beside a North kong.
    hand = "[NNNN] EE JJJ 1b 2b 3b 4b"
    east = Discard("E", discarder=0)
    facts = rules.american_call_facts(AMERICAN, CARD, hand, 2, east)
    assert facts.keeps_a_line == [True, True, False, False]
    assert rules.calls(AMERICAN, hand, 2, east, facts) == ["pung", "kong", "quint", "sextet"]
    house = Table("american", calls_keep_a_line=True)
    assert rules.calls(house, hand, 2, east, facts) == ["pung", "kong"]


def test_you_can_change_your_target_later_if_every_existing_exposure_still_fits():
    # Seed 001: a pung of 7 craks fits ten X lines.
    hand = "[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b"
    assert rules.lines_possible(CARD, hand) == rules.lines_possible(CARD, hand, [0] * 45)
    assert rules.lines_possible(CARD, hand).to_dict() == {"exposed": 10, "concealed": 0}
    assert rules.line_possible(CARD, ODDS_1, 0, hand)
    assert rules.line_possible(CARD, ODDS_5, 1, hand)
    assert not rules.line_possible(CARD, ODDS_5, 0, hand)
    assert not rules.line_possible(CARD, WINDS_DRAGONS_1, 0, hand)
    # Indices off the card raise, naming the index and the range.
    for hand_index, line, text in ((999, 0, "hand 999 is out of range: the card has 61"),
                                   (-1, 0, "hand -1 is out of range: the card has 61"),
                                   (2**70, 0, f"hand {2**70} is out of range: the card has 61"),
                                   (ODDS_1, 999, "line 999 is out of range: hand 32 has 1"),
                                   (ODDS_1, -1, "line -1 is out of range: hand 32 has 1")):
        with pytest.raises(RulesError, match=f"^{text}$"):
            rules.line_possible(CARD, hand_index, line, hand)


def test_visible_counts_must_be_counts_the_american_set_can_show():
    hand = "1b 2b"
    with pytest.raises(RulesError, match=r"^255 of 1m visible, but the American set has 4$") as e:
        rules.lines_possible(CARD, hand, [255] * 45)
    assert e.value.kind is ErrorKind.TooManyVisible
    for bad, shown in ((-1, "-1"), (2**70, str(2**70))):
        for call in (lambda v: rules.lines_possible(CARD, hand, v),
                     lambda v: rules.no_line_possible(CARD, hand, v),
                     lambda v: rules.american_dead_hand(AMERICAN, CARD, hand, "waiting", v),
                     lambda v: rules.american_call_facts(AMERICAN, CARD, hand, 1, Discard("1s", 0), v),
                     lambda v: rules.line_possible(CARD, ODDS_1, 0, hand, v)):
            with pytest.raises(RulesError, match=rf"^visible\[0\] \(1m\) {shown} is out of range: a count is 0 to 255$"):
                call([bad] * 45)
    jokers = [0] * 45
    jokers[JOKER] = 9
    with pytest.raises(RulesError, match=r"^9 of 0j visible, but the American set has 8$"):
        rules.no_line_possible(CARD, hand, jokers)
    jokers[JOKER] = 8
    assert rules.no_line_possible(CARD, hand, jokers) is None
    assert rules.lines_possible(CARD, "[777c] [NNNN] 1b 2b 3b 4b 5b 6b").none


def test_incompatible_exposures_or_an_exposed_group_that_cannot_fit_any_x_hand_can_make_a_hand_dead():
    dead = "[777c] [NNNN] 1b 2b 3b 4b 5b 6b"
    assert rules.exposures_dead(CARD, dead).reason == "incompatible_exposures"
    assert rules.american_dead_hand(AMERICAN, CARD, dead).reason == "incompatible_exposures"
    d = rules.american_dead_hand(AMERICAN, CARD, dead, "drawn")
    assert (d.reason, d.has, d.expected) == ("wrong_tile_count", 13, 14)
    d = rules.exposures_dead(CARD, "[777c] [2222c JJ] 1b 2b 3b 4b")
    assert (d.reason, d.exposure) == ("exposure_fits_no_line", 1)
    assert rules.exposures_dead(CARD, "[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c") is None


def test_strict_no_line_still_possible_given_the_tiles_visible_to_all_makes_a_hand_dead():
    hand, seen = blocked()
    assert rules.no_line_possible(CARD, hand, seen).reason == "no_line_possible"
    assert rules.no_line_possible(CARD, hand) is None
    assert rules.american_dead_hand(AMERICAN, CARD, hand, visible=seen) is None
    assert rules.american_dead_hand(STRICT, CARD, hand, visible=seen).reason == "no_line_possible"
    any_tile = Discard("1s", discarder=0)
    assert rules.american_call_facts(STRICT, CARD, hand, 2, any_tile, seen).dead
    assert not rules.american_call_facts(AMERICAN, CARD, hand, 2, any_tile, seen).dead
    # Three jokers left: EEE of jokers, Winds-Dragons 1 is possible again.
    three_left = list(seen)
    three_left[JOKER] = 5
    assert rules.no_line_possible(CARD, hand, three_left) is None
    assert rules.line_possible(CARD, WINDS_DRAGONS_1, 0, hand, three_left)
    # Three Easts back in play: WD 1 of naturals; WD 5 still needs jokers.
    easts = list(seen)
    easts[Tile.parse("E").index] = 1
    assert rules.line_possible(CARD, WINDS_DRAGONS_1, 0, hand, easts)
    assert not rules.line_possible(CARD, WINDS_DRAGONS_5, 0, hand, easts)
    p = rules.lines_possible(CARD, hand)
    assert isinstance(p, LinesPossible) and (p.exposed, p.concealed) == (3, 0)  # WD 1, 5, 7


def test_earlier_valid_exposures_stay_available_for_joker_exchange():
    # Seed 001: [FF J] and [77c J] fit 13579 8; [NNNN] fits no line with them.
    hand = "[FF J] [77c J] [NNNN] 1b 2b"
    assert rules.valid_exposures(CARD, hand) == [True, True, False, False]
    rack = rules.american_dead_hand_rack(CARD, hand)
    assert len(rack.exposures) == 2
    assert len(rack) == 12
    assert len(rules.american_dead_hand_rack(CARD, hand, concealed_line=True).exposures) == 0


def test_bad_arguments_name_what_is_wrong():
    with pytest.raises(RulesError, match="visible: expected 45 counts"):
        rules.lines_possible(CARD, "1b", [0] * 44)
    with pytest.raises(RulesError, match="unknown turn phase"):
        rules.american_dead_hand(AMERICAN, CARD, "1b", "sleeping")
    with pytest.raises(TypeError):
        rules.lines_possible("not a card", "1b")

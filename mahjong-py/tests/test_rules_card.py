"""American table rules that need the card, from Python: what is Python's own (visible tiles
from discards and racks, records, index and count conversions). The rule cases are rows:
mahjong-core/tests/rows/card.rows, answered by test_rows.py."""

import pytest

from mahjong_core import Card, ErrorKind, Tile, rules
from mahjong_core.rules import Discard, LinesPossible, RulesError, Table

STRICT = Table("american", strict_dead_hand=True)
JOKER = Tile.parse("J").index
# 13579 #1: its index among the hands of the sample card in file order (0-based).
ODDS_1 = 32


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


def test_lines_possible_is_a_record_and_card_indices_name_the_range(sample_card):
    # (The rule cases are rows: mahjong-core/tests/rows/card.rows.)
    hand = "[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b"
    assert rules.lines_possible(sample_card, hand) == rules.lines_possible(sample_card, hand, [0] * 45)
    assert rules.lines_possible(sample_card, hand).to_dict() == {"exposed": 10, "concealed": 0}
    p = rules.lines_possible(sample_card, "[777c] [NNNN] 1b 2b 3b 4b 5b 6b")
    assert isinstance(p, LinesPossible) and p.none and not p.concealed_only
    # Indices off the card raise, naming the index and the range.
    for hand_index, line, text in ((999, 0, "hand 999 is out of range: the card has 61"),
                                   (-1, 0, "hand -1 is out of range: the card has 61"),
                                   (2**70, 0, f"hand {2**70} is out of range: the card has 61"),
                                   (ODDS_1, 999, "line 999 is out of range: hand 32 has 1"),
                                   (ODDS_1, -1, "line -1 is out of range: hand 32 has 1")):
        with pytest.raises(RulesError, match=f"^{text}$"):
            rules.line_possible(sample_card, hand_index, line, hand)


def test_visible_counts_must_be_counts_the_american_set_can_show(american, sample_card):
    hand = "1b 2b"
    with pytest.raises(RulesError, match=r"^255 of 1m visible, but the American set has 4$") as e:
        rules.lines_possible(sample_card, hand, [255] * 45)
    assert e.value.kind is ErrorKind.TooManyVisible
    for bad, shown in ((-1, "-1"), (2**70, str(2**70))):
        for call in (lambda v: rules.lines_possible(sample_card, hand, v),
                     lambda v: rules.no_line_possible(sample_card, hand, v),
                     lambda v: rules.american_dead_hand(american, sample_card, hand, "waiting", v),
                     lambda v: rules.american_call_facts(american, sample_card, hand, 1, Discard("1s", 0), v),
                     lambda v: rules.line_possible(sample_card, ODDS_1, 0, hand, v)):
            with pytest.raises(RulesError) as e:
                call([bad] * 45)
            assert str(e.value) == f"visible[0] (1m) {shown} is out of range: a count is 0 to 255"
            assert e.value.__notes__ == ["while processing 'visible'"]
    jokers = [0] * 45
    jokers[JOKER] = 9
    with pytest.raises(RulesError, match=r"^9 of 0j visible, but the American set has 8$"):
        rules.no_line_possible(sample_card, hand, jokers)
    jokers[JOKER] = 8
    assert rules.no_line_possible(sample_card, hand, jokers) is None
    assert rules.lines_possible(sample_card, "[777c] [NNNN] 1b 2b 3b 4b 5b 6b").none


def test_visible_tiles_from_discards_and_racks_feed_the_card_rules(sample_card):
    hand, seen = blocked()
    assert rules.no_line_possible(sample_card, hand, seen).reason == "no_line_possible"
    assert rules.american_dead_hand(STRICT, sample_card, hand, visible=seen).reason == "no_line_possible"
    assert rules.american_call_facts(STRICT, sample_card, hand, 2, Discard("1s", discarder=0), seen).dead


def test_bad_arguments_name_what_is_wrong(american, sample_card):
    with pytest.raises(RulesError, match="visible: expected 45 counts"):
        rules.lines_possible(sample_card, "1b", [0] * 44)
    with pytest.raises(RulesError, match="unknown turn phase"):
        rules.american_dead_hand(american, sample_card, "1b", "sleeping")
    with pytest.raises(TypeError):
        rules.lines_possible("not a card", "1b")

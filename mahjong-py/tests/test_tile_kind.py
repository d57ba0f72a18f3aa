"""`Tile.kind` prints the kind's canonical name (lower snake case), as every other face does."""

from mahjong_core import Tile


def test_tile_kind_is_the_canonical_name_of_each_of_the_eight_kinds():
    # One tile of each kind, named by hand: the names are the snake case of the kinds.
    expected = {
        "5p": "suited",
        "N": "wind",
        "R": "dragon",
        "1f": "flower",
        "1g": "season",
        "F": "american_flower",
        "J": "joker",
        "0k": "blank",
    }
    assert {text: Tile.parse(text).kind for text in expected} == expected


def test_no_tile_kind_is_written_with_a_hyphen():
    kinds = {Tile.from_index(i).kind for i in range(45)}
    assert len(kinds) == 8 and not any("-" in k for k in kinds)

"""mahjong_core: mahjong hands from Python.

>>> from mahjong_core import Tile, Hand, TileSet
>>> Tile.parse("5p").unicode == "\U0001F01D"
True
>>> str(Hand.parse("12345m"))
'12345m'
>>> TileSet.american().total
152
"""

from mahjong_core._native import (
    Decomposition,
    Hand,
    HouseRules,
    InvalidHandError,
    MahjongError,
    Meld,
    NotationError,
    RuleProfileError,
    RulesError,
    SpecialHand,
    StandardSet,
    Table,
    Tile,
    TileCountError,
    TileSet,
    TilesAway,
    Waits,
    __version__,
    decompose,
    decompose_counts,
    decompose_many,
    is_winning,
    is_winning_counts,
    is_winning_many,
    only_possible_tile,
    rule_profiles,
    special_hands,
    standard_table_bytes,
    tiles_away,
    tiles_away_counts,
    tiles_away_many,
    waits,
    waits_many,
)
from mahjong_core import rules

__all__ = [
    "Decomposition",
    "Hand",
    "HouseRules",
    "InvalidHandError",
    "MahjongError",
    "Meld",
    "NotationError",
    "RuleProfileError",
    "RulesError",
    "SpecialHand",
    "StandardSet",
    "Table",
    "Tile",
    "TileCountError",
    "TileSet",
    "TilesAway",
    "Waits",
    "__version__",
    "decompose",
    "decompose_counts",
    "decompose_many",
    "is_winning",
    "is_winning_counts",
    "is_winning_many",
    "only_possible_tile",
    "rule_profiles",
    "rules",
    "special_hands",
    "standard_table_bytes",
    "tiles_away",
    "tiles_away_counts",
    "tiles_away_many",
    "waits",
    "waits_many",
]

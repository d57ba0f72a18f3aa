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
    Hand,
    HouseRules,
    MahjongError,
    Meld,
    NotationError,
    RulesError,
    Table,
    Tile,
    TileCountError,
    TileSet,
    __version__,
)
from mahjong_core import rules

__all__ = [
    "Hand",
    "HouseRules",
    "MahjongError",
    "Meld",
    "NotationError",
    "RulesError",
    "Table",
    "Tile",
    "TileCountError",
    "TileSet",
    "__version__",
    "rules",
]

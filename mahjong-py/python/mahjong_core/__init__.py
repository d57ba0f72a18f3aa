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
    MahjongError,
    Meld,
    NotationError,
    Tile,
    TileCountError,
    TileSet,
    __version__,
)

__all__ = [
    "Hand",
    "MahjongError",
    "Meld",
    "NotationError",
    "Tile",
    "TileCountError",
    "TileSet",
    "__version__",
]

"""mahjong_core: mahjong hands from Python.

>>> from mahjong_core import Tile, Hand, TileSet
>>> Tile.parse("5p").unicode == "\U0001F01D"
True
>>> str(Hand.parse("12345m"))
'12345m'
>>> Hand.parse("21m") == Hand.parse("12m")
True
>>> str(Hand.parse("FFF 2026c 222b 2222d"))
'FFF 2026c 222b 2222d'
>>> TileSet.american().total
152

Errors
------

Every error raised for a bad value is a ``MahjongError``, which is a ``ValueError``; an argument
of the wrong type raises ``TypeError``. Every ``MahjongError`` has ``.kind``: the ``ErrorKind``
member of the core's error (None for an argument the binding could not read). One table::

    ValueError
    └── MahjongError                 every bad value
        ├── NotationError            a tile or hand text that does not read (.column)
        │   ├── TileCountError       more copies of a tile than the set has (.column, .tile)
        │   └── EncodingError        a str argument with a lone surrogate (.argument, .column)
        ├── InvalidHandError         a hand the rules cannot take: wrong tile count, a tile the
        │                            game does not use, … (HandSizeError is the same class;
        │                            .tiles for the card engine's tile count)
        ├── RuleProfileError         an unknown rules= name
        ├── CardError                a card that does not read or compile (.file, .hand, .section,
        │   │                        .number, .line, .column, .file_line)
        │   └── CardFileNotFoundError  a card file that does not exist; also a FileNotFoundError
        ├── ScoreError               a hand that cannot be scored or settled
        │   └── NotMahJongError      not a Mah Jong hand under the rules given
        └── RulesError               a table rule forbids it
    TypeError                        an argument of the wrong type (a number for a hand, …)

``ErrorKind`` is an ``IntEnum`` made from the core's own list of kinds (``mahjong_core::ErrorKind``
in Rust, ``mahjong_error_kind`` in C); a number never changes:

>>> try:
...     rules.Table("american", players=9)
... except RulesError as e:
...     print(e.kind.name, int(e.kind), e.kind is ErrorKind.OutOfRange)
OutOfRange 39 True
"""

from mahjong_core import _native, rules, sim

# The compiled module's public names but those of `rules` and `sim` (`HouseRules`, `RulesError`
# and `Table` are in both) and `TileIterator` (what `iter(hand)` gives); `__init__.pyi` lists them.
__all__ = sorted(
    {n for n in vars(_native) if not n.startswith("_")} - {*rules.__all__, *sim.__all__, "TileIterator"}
    | {"HouseRules", "RulesError", "Table", "__version__", "rules"}
)
globals().update({name: getattr(_native, name) for name in __all__ if name != "rules"})

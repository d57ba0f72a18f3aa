"""Table rules for game clients: calls, claim priority and the claim window, joker
exchange, dead hands, the Charleston, the deal and misdeals, the wall and the Kong Box, kongs,
and rotation.

Every rule is a pure function of what the caller passes: a `Table`, seats 0-3 in turn order,
`Hand`s or strings, `Tile`s or strings. A refused rule raises `RulesError` with `.kind`.

>>> from mahjong_core import rules
>>> table = rules.Table("chinese")
>>> rules.calls(table, "46m 19p 123s 456s 789s", 1, rules.Discard("5m", discarder=0))
['chow']
>>> rules.calls(table, "46m 19p 123s 456s 789s", 1, rules.Discard("5m", discarder=0, latest=False))
[]
>>> rules.check_deal(rules.Table("american"), 2, [13, 12, 14, 13]).remedy
<Remedy.DRAW_MISSING_TILE: 'draw the missing tile'>
>>> rules.claim_winner(table, 0, [rules.Claim(1, "chow"), rules.Claim(2, "pung")]).seat
2
>>> rules.Table("american", blanks=2).house.blanks
2
"""

from mahjong_core import _native

# The classes, enums and functions the compiled module made for this module (their `__module__`
# is this module's name), and `RulesError`; `rules.pyi` lists them for type checkers.
__all__ = sorted({n for n, v in vars(_native).items() if getattr(v, "__module__", None) == __name__} | {"RulesError"})
globals().update({name: getattr(_native, name) for name in __all__})

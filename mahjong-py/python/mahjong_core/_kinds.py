"""`ErrorKind`: which rule an error reports, as an `IntEnum` built from the core's own list.

The names and numbers are the core's (`mahjong_core::ErrorKind` in Rust, `mahjong_error_kind`
in C); a number never changes. `RulesError.kind` is a member.

>>> from mahjong_core import ErrorKind, RulesError, rules
>>> try:
...     rules.Table("american", players=9)
... except RulesError as e:
...     print(e.kind.name, int(e.kind), e.kind is ErrorKind.OutOfRange)
OutOfRange 39 True
"""

from enum import IntEnum

from mahjong_core._native import _error_kinds

ErrorKind = IntEnum("ErrorKind", _error_kinds(), module="mahjong_core")  # type: ignore[misc]
ErrorKind.__doc__ = "Which rule an error reports; the numbers never change."

__all__ = ["ErrorKind"]

# The one hand-written part of mahjong_core/_native.pyi: functions the module's init adds
# (mcr.rs's `register`) that pyo3's introspection cannot see, as they are private to their
# file. scripts/python-stubs.sh appends each definition here whose name the runtime module has
# and the introspection lacks. Making them `pub(crate)` and listing them in lib.rs's
# `#[pymodule]` retires this file.

def mcr_fans() -> list[McrFan]: ...
def mcr_payments(total: int, winner: str | int, discarder: str | int | None = None) -> list[int]: ...
def mcr_score_many(hands: typing.Iterable[Hand | str], flowers_and_seasons: bool | None = None) -> list[McrScore]:
    """`score(hand, rules="mcr")` of each hand, in order; the scoring runs without the GIL. The
    first hand that cannot be scored raises `McrError` naming its place."""

"""Type stubs for the compiled module mahjong_core._native. Every class compares and hashes by
value; `__eq__` and `__hash__` keep object's signatures, so the stubs do not repeat them."""

from typing import Final, Any, Iterable, Iterator, Optional, Sequence, Union, final, overload
from mahjong_core._kinds import ErrorKind

__version__: str

class MahjongError(ValueError):
    """Base class of every error raised by mahjong_core. `kind` is the `ErrorKind` member of the
    rule or check that failed (None for an argument the binding could not read)."""
    kind: Optional[ErrorKind]

class NotationError(MahjongError):
    """A tile or hand text could not be read."""
    column: int

class TileCountError(NotationError):
    """More copies of a tile than the tile set has."""
    column: int
    tile: str

class EncodingError(NotationError):
    """A str argument cannot be encoded (a lone surrogate such as "\\udc80")."""
    column: int
    argument: Optional[str]
    """The argument's name, or None when the traceback's note names it."""

@final
class Tile:
    @classmethod
    def parse(cls, text: str) -> "Tile": ...
    @classmethod
    def from_index(cls, index: int) -> "Tile": ...
    index: Final[int]
    unicode: Final[str]
    american: Final[str]
    name: Final[str]
    suit: Final[Optional[str]]
    number: Final[Optional[int]]
    kind: Final[str]
    def to_dict(self) -> dict[str, Any]: ...
    def __lt__(self, other: Tile, /) -> bool: ...
    def __le__(self, other: Tile, /) -> bool: ...
    def __gt__(self, other: Tile, /) -> bool: ...
    def __ge__(self, other: Tile, /) -> bool: ...

@final
class TileSet:
    @classmethod
    def american(cls) -> "TileSet": ...
    @classmethod
    def chinese(cls, flowers: bool = True) -> "TileSet": ...
    @classmethod
    def three_player(cls, flowers: bool = False) -> "TileSet": ...
    name: Final[str]
    total: Final[int]
    def count(self, tile: Union[Tile, str]) -> int: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]:
        """Every tile of the set, copies included, in index order."""
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...
    def to_dict(self) -> dict[str, Any]: ...

@final
class Meld:
    kind: Final[str]
    status: Final[str]
    tiles: Final[list[Tile]]
    jokers: Final[int]
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...

@final
class Hand:
    """A hand. Equal hands hold the same tiles in any order, the same melds (in order) and the
    same win context. `str(hand)` prints it in the notation it was written in (MPSZ for hands
    made any other way)."""
    @classmethod
    def parse(cls, text: str, tile_set: Optional[TileSet] = None) -> "Hand": ...
    @classmethod
    def from_counts(cls, counts: Sequence[int]) -> "Hand": ...
    @classmethod
    def from_136(cls, tiles: Iterable[int]) -> "Hand":
        """A concealed hand from 136-tile indices (copy k of face f at 4f + k)."""
    def to_136(self) -> list[int]:
        """The playing tiles as 136-tile indices, increasing."""
    notation: Final[str]
    """The notation str() uses: "mpsz", "american" or "unicode"."""
    tiles: Final[list[Tile]]
    concealed: Final[list[Tile]]
    exposures: Final[list[Meld]]
    bonus: Final[list[Tile]]
    mpsz: Final[str]
    american: Final[str]
    unicode: Final[str]
    context: Final[dict[str, Any]]
    def counts(self) -> list[int]: ...
    def check(self, tile_set: TileSet) -> None: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...

# ---- Scoring and settlement ----

_WindLike = Union[str, int]
"""A seat or wind: "E", "east", "East" (any case) or 0 (East) to 3 (North)."""

class ScoreError(MahjongError):
    """A hand cannot be scored or settled under the rules given (seat not at the table, a
    tile or chow the game does not allow, the winner named as the discarder, …)."""

class NotMahJongError(ScoreError):
    """The hand is neither four sets and a pair allowed by the game nor a special hand."""

@final
class ScoreItem:
    """One breakdown line of the classical and British scoring tables."""
    name: Final[str]
    """The line as the scoring table words it ("Major tile Pung"), or the special hand's name."""
    kind: Final[str]
    """The line's canonical name: "minor_pung", "no_chows", "special_hand", …"""
    points: Final[int]
    """Points added (0 for a double)."""
    doubles: Final[int]
    """How many times the item doubles the score (0 for points)."""
    tiles: Final[list[Tile]]
    """The tiles the item came from (empty for an item about the whole hand)."""
    def to_dict(self) -> dict[str, Any]:
        """{"name", "kind", "points", "doubles", "tiles"} with tiles as MPSZ strings."""
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...

@final
class Score:
    """A hand's score: total = min(points × 2**doubles, limit), or a special hand's value."""
    total: Final[int]
    raw_total: Final[int]
    """Before the limit."""
    points: Final[int]
    doubles: Final[int]
    is_limit: Final[bool]
    limit: Final[int]
    special: Final[Optional[str]]
    """The special hand's name, or None."""
    items: Final[list[ScoreItem]]
    """Points items first, then doubles, in table order."""
    def to_dict(self) -> dict[str, Any]:
        """{"items", "points", "doubles", "raw_total", "total", "limit", "is_limit", "special"}."""
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[ScoreItem]: ...
    def __getitem__(self, index: int, /) -> ScoreItem: ...
    def __contains__(self, item: object, /) -> bool: ...

@final
class Payments:
    """Who pays whom; seats are indexed East 0, South 1, West 2, North 3."""
    table: Final[list[list[int]]]
    """table[payer][payee]."""
    nets: Final[list[int]]
    """Received minus paid per seat; they sum to zero."""
    def amount(self, payer: _WindLike, payee: _WindLike) -> int: ...
    def paid(self, seat: _WindLike) -> int: ...
    def received(self, seat: _WindLike) -> int: ...
    def net(self, seat: _WindLike) -> int: ...
    def to_dict(self) -> dict[str, Any]:
        """{"seats": ["east", …], "table": [[…]], "nets": […]}."""

@final
class AmericanSettlement:
    winner: Final[Optional[str]]
    """The seat ("east" … "north"), or None for a wall game."""
    value: Final[int]
    """What each non-discarder pays (the line's value, doubled for jokerless; 0 when social)."""
    jokerless_double: Final[bool]
    self_drawn: Final[bool]
    """Drawn from the wall or declared right after a joker exchange."""
    payments: Final[Payments]
    def to_dict(self) -> dict[str, Any]: ...

@final
class HandSettlement:
    """A whole classical hand settled by settle_hands."""
    scores: Final[list[Optional[Score]]]
    """Each seat's score, East … North; None for a seat nobody sits in."""
    payments: Final[Payments]
    nets: Final[list[int]]
    winner: Final[Optional[str]]
    def to_dict(self) -> dict[str, Any]: ...

def score(
    hand: Union[Hand, str],
    rules: str = "classical",
    *,
    seat_wind: Optional[_WindLike] = None,
    prevailing_wind: Optional[_WindLike] = None,
    limit: Optional[int] = None,
    flowers_and_seasons: Optional[bool] = None,
) -> Union[Score, McrScore]:
    """Scores the hand that went Mah Jong (an `McrScore` with rules="mcr", the Chinese Official
    rules, which have no `limit` and read `flowers_and_seasons=False` as a set without flowers).
    `seat_wind` and `prevailing_wind` left as None are read from the hand's text
    (`; seat=S prevailing=E`), where an unnamed wind is East. `limit` None is the default limit
    of 1000. `limit` is 1 to 2**32 - 1 (0 raises ScoreError,
    out of range MahjongError, both naming `limit`). `rules`: "classical", "british", "two_player",
    "three_player" or "mcr" (also "chinese", "bmja", "two", "three", "triangular"). The win (winning
    tile, method, seat, prevailing wind) is read from the hand's context; `seat_wind` and
    `prevailing_wind` replace it. `flowers_and_seasons` defaults to on only for British.
    Raises NotMahJongError, ScoreError, MahjongError (unknown rules or wind)."""

def score_losing_hand(
    hand: Union[Hand, str],
    rules: str = "classical",
    *,
    seat_wind: Optional[_WindLike] = None,
    prevailing_wind: Optional[_WindLike] = None,
    limit: Optional[int] = None,
    flowers_and_seasons: Optional[bool] = None,
) -> Score:
    """Scores a hand that did not go Mah Jong, for the losers' settlement: 13 tiles in sets
    (a kong counts 3), or ScoreError."""

def settle(
    scores: Union[Sequence[int], dict[_WindLike, int]],
    winner: Optional[_WindLike] = None,
    rules: str = "classical",
    *,
    limit: Optional[int] = None,
) -> Payments:
    """Every loser pays the winner, East pays and receives double (not two-player), losers
    settle their differences. `scores`: 4 scores East, South, West, North (0 for a seat not at
    the table) or a dict by wind. `winner` None is a wall game (nobody pays)."""

def settle_hands(
    hands: Union[Sequence[Optional[Union[Hand, str]]], dict[_WindLike, Optional[Union[Hand, str]]]],
    winner: Optional[_WindLike],
    rules: str = "classical",
    *,
    prevailing_wind: _WindLike,
    limit: Optional[int] = None,
    flowers_and_seasons: Optional[bool] = None,
) -> HandSettlement:
    """Scores every hand (the winner's as Mah Jong, the others as losing hands, each at its own
    seat wind with `prevailing_wind`) and settles them. `hands`: East, South, West, North (None
    for a seat nobody sits in) or a dict by wind. `winner` None is a wall game."""

def settle_american(
    value: int,
    winner: Optional[_WindLike],
    *,
    discarder: Optional[_WindLike] = None,
    self_drawn: bool = False,
    after_joker_exchange: bool = False,
    jokerless: bool = False,
    announced: bool = False,
    singles_and_pairs: bool = False,
    dead: Union[_WindLike, Sequence[_WindLike], None] = None,
    discarder_pays_all: bool = False,
    social: bool = False,
) -> AmericanSettlement:
    """Settles an American Mah Jongg of a line worth `value`. Give `discarder` for
    a win on a discard, or `self_drawn=True` / `after_joker_exchange=True` (counts as
    self-drawn). `jokerless` (no joker in the hand) doubles only when `announced` and not for a
    `singles_and_pairs` line. `dead` seats still pay. `discarder_pays_all` is the house rule
    "paying for the party"; `social` pays nothing. `winner` None is a wall game (nobody pays;
    a discarder or self-drawn tile is then an error)."""

def settle_american_wall_game() -> AmericanSettlement:
    """A wall game (American rules: "nobody wins, and in the standard game nobody pays"): winner
    None, value 0, no payments."""

def settle_american_hand(
    hand: Union[Hand, str],
    card: Optional[Card] = None,
    *,
    winner: _WindLike,
    discarder: Optional[_WindLike] = None,
    self_drawn: bool = False,
    after_joker_exchange: bool = False,
    jokerless: bool = False,
    announced: bool = False,
    dead: Union[_WindLike, Sequence[_WindLike], None] = None,
    discarder_pays_all: bool = False,
    social: bool = False,
) -> AmericanSettlement:
    """Settles an American Mah Jongg from the hand: the best line of `card` (default
    `Card.sample()`) gives the value, whether the hand is jokerless and whether the line takes
    jokers. Jokerless doubles only when `announced` (American rules: "Announce "jokerless" when you
    declare, or the bonus is lost"). `jokerless=True` is a claim: ScoreError if the hand holds
    jokers. Raises NotMahJongError when no line matches."""

# ---- table rules (mahjong_core.rules) ----

import enum
from typing import Callable, Iterable, Literal, Tuple

_TileArg = Union[Tile, str]
_HandArg = Union[Hand, str]
_Hands = Sequence[Optional[_HandArg]]
_PassArg = Union["Pass", str, Sequence[_TileArg], None]

class RulesError(MahjongError):
    """The table rules do not allow this, or a rules argument is out of range; `kind` is the
    `ErrorKind` member naming which rule (or `ErrorKind.InvalidArgument` for an argument that
    names nothing)."""

def _error_kinds() -> list[tuple[str, int]]: ...

class Remedy(str, enum.Enum):
    """What the table does about a misdeal, a passed joker or a false Mah Jongg; the value is
    the rule book's words."""
    PLAY_ON = "play on"
    DRAW_MISSING_TILE = "draw the missing tile"
    REDEAL_SAME_EAST = "redeal with the same East"
    RETURN_JOKER = "return the joker"
    REDEAL_NEXT_EAST = "end with no winner and redeal under the next East"

class FalseMahJongOutcome(str, enum.Enum):
    WITHDRAWN = "withdrawn"
    DEAD_HAND = "dead hand"
    ENDED = "ended"

class ReplacementSource(str, enum.Enum):
    """Where a replacement (loose) tile comes from."""
    KONG_BOX = "Kong Box"
    LOOSE_TILE = "loose tile"

class BetOutcome(str, enum.Enum):
    COLLECTS_FROM_LOSERS = "collects from the losers"
    PAYS_AS = "pays as the chosen player"
    PAYS_AS_LOSER = "pays as a losing player"

@final
class DealCheck:
    remedy: Final[Remedy]
    seat: Final[Optional[int]]
    """The seat the remedy concerns, or None."""

@final
class FalseMahJong:
    outcome: Final[FalseMahJongOutcome]
    remedy: Final[Optional[Remedy]]
    """The remedy when the hand ends, else None."""

@final
class WallBreak:
    breaker: Final[int]
    wall: Final[int]
    stack: Final[int]
    def to_dict(self) -> dict[str, Any]: ...

@final
class BetSettlement:
    outcome: Final[BetOutcome]
    seat: Final[Optional[int]]
    """The chosen seat for PAYS_AS, else None."""

@final
class HouseRules:
    def __new__(
        cls,
        *,
        blanks: int = 0,
        three_player_charleston: bool = False,
        fifth_player_bets: bool = False,
        thrower_pays_all: bool = False,
        strict_dead_hand: bool = False,
        calls_keep_a_line: bool = False,
        wind_rounds: int = 0,
    ) -> "HouseRules": ...
    @classmethod
    def league(cls) -> "HouseRules": ...
    blanks: Final[int]
    three_player_charleston: Final[bool]
    fifth_player_bets: Final[bool]
    thrower_pays_all: Final[bool]
    strict_dead_hand: Final[bool]
    calls_keep_a_line: Final[bool]
    wind_rounds: Final[int]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Table:
    def __new__(
        cls, variant: str = "american", players: int = 4, house: Optional[HouseRules] = None, **house_rules: Any
    ) -> "Table": ...
    @classmethod
    def american(cls, players: int = 4) -> "Table": ...
    @classmethod
    def chinese(cls, players: int = 4) -> "Table": ...
    @classmethod
    def british(cls, players: int = 4) -> "Table": ...
    variant: Final[str]
    players: Final[int]
    house: Final[HouseRules]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Discard:
    def __new__(cls, tile: _TileArg, discarder: int, latest: bool = True) -> "Discard": ...
    tile: Final[Tile]
    discarder: Final[int]
    latest: Final[bool]
    def to_dict(self) -> dict[str, Any]: ...

@final
class CallFacts:
    def __new__(
        cls,
        *,
        dead: bool = False,
        mah_jong: bool = False,
        concealed_only: bool = False,
        keeps_a_line: Optional[Sequence[bool]] = None,
    ) -> "CallFacts": ...
    dead: Final[bool]
    mah_jong: Final[bool]
    concealed_only: Final[bool]
    keeps_a_line: Final[list[bool]]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Claim:
    def __new__(cls, seat: int, call: str, committed: bool = False) -> "Claim": ...
    seat: Final[int]
    call: Final[str]
    committed: Final[bool]
    def to_dict(self) -> dict[str, Any]: ...

_ClaimArg = Union[Claim, Tuple[int, str], Tuple[int, str, bool]]

@final
class JokerExchange:
    player: Final[int]
    owner: Final[int]
    exposure_index: Final[int]
    position: Final[int]
    exposure: Final[Meld]
    hand: Final[Hand]
    owner_hand: Final[Hand]
    def apply(self, hands: _Hands) -> list[Hand]: ...
    def to_dict(self) -> dict[str, Any]: ...

@final
class DeadHand:
    reason: Final[str]
    message: Final[str]
    has: Final[Optional[int]]
    expected: Final[Optional[int]]
    exposure: Final[Optional[int]]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Pass:
    def __new__(
        cls, tiles: Union[str, Sequence[_TileArg], None] = None, blind: Optional[Sequence[int]] = None
    ) -> "Pass": ...
    tiles: Final[list[Tile]]
    blind: Final[list[int]]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...
    def to_dict(self) -> dict[str, Any]: ...

@final
class PassOutcome:
    hands: Final[list[Hand]]
    received: Final[list[Pass]]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Wall:
    def __new__(cls, live: int, kong_box: int = 0) -> "Wall": ...
    @classmethod
    def after_deal(cls, table: Table, total: int) -> "Wall": ...
    live: Final[int]
    kong_box: Final[int]
    is_wall_game: Final[bool]
    def draw(self) -> "Wall": ...
    def draw_replacement(self, table: Table) -> Tuple["Wall", ReplacementSource]: ...
    def to_dict(self) -> dict[str, Any]: ...

@final
class Round:
    def __new__(
        cls, dealer: int = 0, prevailing: str = "east", first_dealer: Optional[int] = None, finished: bool = False
    ) -> "Round": ...
    @classmethod
    def start(cls, dealer: int) -> "Round": ...
    prevailing: Final[str]
    dealer: Final[int]
    first_dealer: Final[int]
    finished: Final[bool]
    def seat_wind(self, table: Table, seat: int) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...

def calls(
    table: Table, hand: _HandArg, seat: int, discard: Discard, facts: Optional[CallFacts] = None
) -> list[str]: ...
def check_call(
    table: Table, hand: _HandArg, seat: int, discard: Discard, call: str, facts: Optional[CallFacts] = None
) -> None: ...
def chinese_call_facts(table: Table, hand: _HandArg, seat: int, discard: Discard) -> CallFacts: ...
def expose(hand: _HandArg, seat: int, tile: _TileArg, call: str, jokers: int = 0) -> Hand: ...
def expose_chow(hand: _HandArg, seat: int, tile: _TileArg, lowest: _TileArg) -> Hand: ...
def chow_options(hand: _HandArg, tile: _TileArg) -> list[Tile]: ...
def claim_order(table: Table, discarder: int, claims: Iterable[_ClaimArg]) -> list[Claim]: ...
def claim_winner(table: Table, discarder: int, claims: Iterable[_ClaimArg]) -> Optional[Claim]: ...
def resolve_mah_jong_claims(
    table: Table, discarder: int, claims: Iterable[_ClaimArg], is_valid: Callable[[int], bool]
) -> Optional[int]: ...
def claim_window_open(table: Table, since_discard: Sequence[str]) -> bool: ...
def call_in_time(table: Table, since_discard: Sequence[str], simultaneous: bool = False) -> bool: ...
def turns_lost(table: Table, discarder: int, claimer: int) -> int: ...
def next_to_play(table: Table, discarder: int, winner: Optional[Claim] = None) -> int: ...
def must_discard_after(call: str) -> bool: ...
def exchange_joker(
    table: Table,
    hands: _Hands,
    player: int,
    owner: int,
    exposure: int,
    natural: _TileArg,
    *,
    phase: str = "drawn",
    dead: bool = False,
) -> JokerExchange: ...
def trade_blank(
    table: Table, hand: _HandArg, seat: int, tile: _TileArg, *, phase: str = "drawn", dead: bool = False
) -> Hand: ...
def tile_count_dead(table: Table, hand: _HandArg, phase: str = "waiting") -> Optional[DeadHand]: ...
def concealed_hand_exposed(hand: _HandArg, concealed_line: bool) -> Optional[DeadHand]: ...
def false_mah_jong(
    *, exposed: bool = False, others_threw_in: bool = False, wall_disturbed: bool = False
) -> FalseMahJong: ...
def dead_hand_rack(hand: _HandArg, valid: Sequence[bool], concealed_line: bool = False) -> Hand: ...
def next_live_seat(table: Table, seat: int, dead: Sequence[bool]) -> Optional[int]: ...
def apply_charleston_pass(
    table: Table,
    hands: _Hands,
    pass_: Union[int, str],
    passes: Sequence[_PassArg],
    received: Optional[Sequence[_PassArg]] = None,
) -> PassOutcome: ...
def apply_courtesy_pass(
    table: Table, hands: _Hands, asks: Sequence[int], passes: Sequence[_PassArg]
) -> PassOutcome: ...
def second_charleston(table: Table, agree: Sequence[bool]) -> bool: ...
def courtesy_count(a_asks: int, b_asks: int, a: int = 0, b: int = 2) -> int: ...
def charleston_played(table: Table) -> bool: ...
def charleston_passes(table: Table, second_agreed: bool = False) -> list[str]: ...
def passed_joker_remedy(identifiable: bool) -> Remedy: ...
def dealt_tiles(seat: int, dealer: int) -> int: ...
def tiles_dealt(table: Table) -> int: ...
def deal_order(table: Table, dealer: int) -> list[int]: ...
def check_deal(table: Table, dealer: int, counts: Sequence[int]) -> DealCheck: ...
def wall_stacks(table: Table, flowers: bool = True) -> int: ...
def break_wall(table: Table, dealer: int, stacks_per_wall: int, first: int, second: int) -> WallBreak: ...
def take_tile(table: Table, hand: _HandArg, tile: _TileArg) -> Tuple[Hand, bool]: ...
def bonus_replacements(table: Table, hand: _HandArg) -> int: ...
def holds_all_bonus_tiles(hand: _HandArg) -> bool: ...
def declare_concealed_kong(table: Table, hand: _HandArg, seat: int, tile: _TileArg) -> Hand: ...
def add_to_pung(table: Table, hand: _HandArg, seat: int, tile: _TileArg, *, self_drawn: bool) -> Hand: ...
def check_rob_kong(kong: Meld, thirteen_unique_wonders: bool = False) -> None: ...
def rob_kong(table: Table, hand: _HandArg, seat: int, kong: Meld) -> Hand: ...
def check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> None: ...
def next_round(table: Table, round: Round, winner: Optional[int] = None) -> Round: ...
def seat_wind(table: Table, seat: int, dealer: int) -> str: ...
def sitting_out(players: int, game: int) -> Optional[int]: ...
def settle_bet(
    table: Table, bet: Union[int, Literal["wall game"]], winner: Optional[int] = None
) -> BetSettlement: ...

# table rules that need the American card (mahjong_core.rules); `visible` is 45 counts by tile
# index, as visible_tiles returns, or None for none known
@final
class LinesPossible:
    exposed: Final[int]
    concealed: Final[int]
    total: Final[int]
    none: Final[bool]
    concealed_only: Final[bool]
    def to_dict(self) -> dict[str, Any]: ...

def visible_tiles(discards: Sequence[_TileArg], racks: Optional[Sequence[Optional[_HandArg]]] = None) -> list[int]: ...
def lines_possible(card: Card, hand: _HandArg, visible: Optional[Sequence[int]] = None) -> LinesPossible: ...
def line_possible(
    card: Card, hand_index: int, line: int, hand: _HandArg, visible: Optional[Sequence[int]] = None
) -> bool: ...
def american_call_facts(
    table: Table, card: Card, hand: _HandArg, seat: int, discard: Discard, visible: Optional[Sequence[int]] = None
) -> CallFacts: ...
def exposures_dead(card: Card, hand: _HandArg) -> Optional[DeadHand]: ...
def no_line_possible(card: Card, hand: _HandArg, visible: Optional[Sequence[int]] = None) -> Optional[DeadHand]: ...
def american_dead_hand(
    table: Table, card: Card, hand: _HandArg, phase: str = "waiting", visible: Optional[Sequence[int]] = None
) -> Optional[DeadHand]: ...
def valid_exposures(card: Card, hand: _HandArg) -> list[bool]: ...
def american_dead_hand_rack(card: Card, hand: _HandArg, concealed_line: bool = False) -> Hand: ...

# --- Four sets and a pair (standard): decompositions, special hands, waits, tiles away ---

_Rules = str  # "classical" | "british" | "two_player" | "three_player" | "mcr"
_Counts = Union[Sequence[int], bytes]
_Batch = Union[Sequence[_Counts], bytes]
"""Many hands: a sequence of 34-count sequences or one bytes of 34·n counts. An (n, 34)
C-contiguous numpy array of any integer dtype in native byte order is also taken: it is read in
place (no copy) with the GIL released, so do not write to it from another thread during the
call. numpy is not needed otherwise."""

class InvalidHandError(MahjongError):
    """A hand the rules cannot take (the card engine's wrong tile count sets `.tiles`)."""
    tiles: int

class RuleProfileError(MahjongError):
    """An unknown rule profile name."""

@final
class StandardSet:
    kind: Final[str]
    tile: Final[Tile]
    tiles: Final[list[Tile]]
    concealed: Final[bool]
    meld: Final[Optional[str]]
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...

@final
class Decomposition:
    sets: Final[list[StandardSet]]
    pair: Final[Tile]
    chows: Final[int]
    def groups(self) -> list[list[int]]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[StandardSet]: ...
    def __getitem__(self, index: int, /) -> StandardSet: ...
    def __contains__(self, set: object, /) -> bool: ...

@final
class SpecialHand:
    @classmethod
    def from_name(cls, name: str) -> "SpecialHand": ...
    name: Final[str]
    value: Final[str]
    british: Final[bool]
    depends_on_win: Final[bool]
    def to_dict(self) -> dict[str, Any]: ...

@final
class Waits:
    tiles: Final[list[Tile]]
    standard: Final[list[Tile]]
    mask: Final[int]
    standard_mask: Final[int]
    calling: Final[bool]
    def forms(self, tile: Union[Tile, str]) -> list[str]: ...
    def special_hands(self, tile: Union[Tile, str]) -> list[SpecialHand]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...

@final
class TilesAway:
    rules: Final[_Rules]
    standard: Final[int]
    thirteen_unique_wonders: Final[Optional[int]]
    all_pair_honours: Final[Optional[int]]
    knitting: Final[Optional[int]]
    wriggling_snake: Final[Optional[int]]
    gates_of_heaven: Final[Optional[int]]
    triple_knitting: Final[Optional[int]]
    best: Final[int]
    improving: Final[list[Tile]]
    improving_mask: Final[int]
    def to_dict(self) -> dict[str, Any]: ...

def decompose(hand: Union[Hand, str], rules: _Rules = "classical") -> list[Decomposition]: ...
def is_winning(hand: Union[Hand, str], rules: _Rules = "classical") -> bool: ...
def special_hands(hand: Union[Hand, str], rules: _Rules = "classical") -> list[SpecialHand]: ...
def waits(hand: Union[Hand, str], rules: _Rules = "classical") -> Union[Waits, McrWaits]: ...
def only_possible_tile(hand: Union[Hand, str], rules: _Rules = "classical") -> bool: ...
def tiles_away(hand: Union[Hand, str], rules: _Rules = "classical") -> Union[TilesAway, McrTilesAway]: ...
def is_winning_counts(counts: _Counts) -> bool: ...
def tiles_away_counts(counts: _Counts) -> int: ...
def decompose_counts(counts: _Counts) -> list[Decomposition]: ...
@overload
def is_winning_many(hands: _Batch) -> list[bool]: ...
@overload
def is_winning_many(hands: Any) -> Any:
    """An (n, 34) numpy array gives a numpy bool array."""
@overload
def tiles_away_many(hands: _Batch) -> list[int]: ...
@overload
def tiles_away_many(hands: Any) -> Any:
    """An (n, 34) numpy array gives a numpy int8 array."""
def waits_many(hands: Any, rules: _Rules = "classical") -> list[Waits]: ...
def decompose_many(hands: Any) -> list[list[Decomposition]]: ...
def rule_profiles() -> list[str]: ...
def standard_table_bytes() -> int: ...

# ---- American card engine (mahjong_core.american) ----

import os as _os

class CardError(MahjongError):
    """A card could not be read or compiled; the attributes name the place."""

    file: Optional[str]
    hand: Optional[int]
    section: Optional[str]
    number: Optional[int]
    line: Optional[int]
    column: int
    file_line: Optional[int]

class CardFileNotFoundError(FileNotFoundError, CardError):
    """A card file that does not exist: also a FileNotFoundError (.errno, .filename)."""

HandSizeError = InvalidHandError
"""The old name of InvalidHandError (the card engine's wrong tile count; `.tiles`)."""

@final
class MatchGroup:
    kind: Final[str]
    tile: Final[Tile]
    tiles: Final[list[Tile]]
    jokers: Final[int]
    exposed: Final[bool]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...
    def to_dict(self) -> dict[str, Any]: ...

@final
class Match:
    section: Final[str]
    number: Final[int]
    text: Final[str]
    line: Final[str]
    value: Final[int]
    points: Final[int]
    """The value won if "jokerless" is announced: the same as points_if_announced."""
    points_if_announced: Final[int]
    """Doubled for a jokerless hand on a line with a joker-eligible group."""
    points_if_not_announced: Final[int]
    """The printed value: without the announcement the jokerless bonus is lost."""
    concealed: Final[bool]
    marking: Final[str]
    jokerless: Final[bool]
    jokers: Final[int]
    suits: Final[dict[str, str]]
    n: Final[Optional[int]]
    tiles: Final[list[Tile]]
    groups: Final[list[MatchGroup]]
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...

@final
class Nearest:
    section: Final[str]
    number: Final[int]
    text: Final[str]
    line: Final[str]
    value: Final[int]
    concealed: Final[bool]
    tiles_away: Final[int]
    needed: Final[list[Tile]]
    needed_naturals: Final[list[Tile]]
    needed_eligible: Final[list[Tile]]
    jokers_fit: Final[int]
    unused: Final[list[Tile]]
    suits: Final[dict[str, str]]
    n: Final[Optional[int]]
    def to_dict(self) -> dict[str, Any]: ...

@final
class CardHand:
    """One hand printed on a card."""
    section: Final[str]
    number: Final[int]
    text: Final[str]
    value: Final[int]
    concealed: Final[bool]
    marking: Final[str]
    lines: Final[list[str]]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[str]: ...
    def __getitem__(self, index: int, /) -> str: ...
    def __contains__(self, line: object, /) -> bool: ...

@final
class Card:
    @classmethod
    def sample(cls) -> Card: ...
    @classmethod
    def load(cls, path: Union[str, _os.PathLike[str]]) -> Card: ...
    @classmethod
    def from_toml(cls, text: str, source: Optional[str] = None) -> Card: ...
    @classmethod
    def from_json(cls, text: str, source: Optional[str] = None) -> Card: ...
    @classmethod
    def lint(cls, text: str, format: str = "toml", source: Optional[str] = None) -> dict[str, Any]: ...
    name: Final[str]
    edition: Final[str]
    form_count: Final[int]
    memory_size: Final[int]
    def form_counts(self) -> list[dict[str, Any]]: ...
    def to_toml(self) -> str: ...
    def match(self, hand: Union[Hand, str]) -> Optional[Match]: ...
    def matches(self, hand: Union[Hand, str]) -> list[Match]: ...
    def odds(
        self,
        hand: Union[Hand, str],
        visible: Union[str, Iterable[Union[Tile, str]], None] = None,
        draws: Optional[int] = None,
        k: Optional[int] = None,
    ) -> list[LineOdds]:
        """The exact committed odds of the card's lines, best first (every line with a chance, or
        the top k); draws default to the draws left to one player in a fresh wall."""
        ...
    def discard_advice(
        self,
        hand: Union[Hand, str],
        visible: Union[str, Iterable[Union[Tile, str]], None] = None,
        draws: Optional[int] = None,
        rank: str = "odds",
    ) -> list[DiscardAdvice]:
        """For each distinct tile of a 14-tile hand, the best lines after discarding it; rank is
        "odds" or "expected_points"."""
        ...
    def charleston_advice(
        self,
        hand: Union[Hand, str],
        charleston_pass: int,
        visible: Union[str, Iterable[Union[Tile, str]], None] = None,
        draws: Optional[int] = None,
    ) -> list[PassAdvice]:
        """Every choice of tiles to pass on Charleston pass 1-7, ranked by the odds of the tiles
        kept."""
        ...
    def nearest(self, hand: Union[Hand, str], k: Optional[int] = None) -> list[Nearest]:
        """The k (None: 5) lines fewest tiles away."""
    def nearest_many(self, hands: Any, k: Optional[int] = None) -> list[Optional[list[Nearest]]]:
        """nearest for each hand (read as match_many reads them); None where a hand cannot be used."""
    def match_many(self, hands: Any) -> list[Optional[Match]]:
        """One result per hand of an iterable of Hand or str, or of an (n, 34) integer numpy array
        (concealed hands): None where no line matches or the hand cannot be used (a hand string
        that does not read, not 14 tiles). A str batch or an item neither Hand nor str raises
        MahjongError; errors of the iterable propagate."""
        ...
    def __len__(self) -> int: ...
    hands: Final[list[CardHand]]
    def __iter__(self) -> Iterator[CardHand]: ...
    def __getitem__(self, index: int, /) -> CardHand: ...
    def __contains__(self, hand: object, /) -> bool: ...

def _restore(kind: str, state: Any) -> Any:
    """Rebuilds a pickled object (used by pickle)."""


# Advice

class AdviceError(MahjongError):
    """Advice cannot be given: visible tiles past what the set holds (`.tile` names it), draws
    beyond the wall, a card with no lines."""

    tile: str

@final
class LineOdds:
    probability: Final[float]
    expected_points: Final[float]
    form: Final[Nearest]
    def to_dict(self) -> dict[str, Any]: ...

@final
class DiscardAdvice:
    discard: Final[Tile]
    lines: Final[list[LineOdds]]
    probability: Final[float]
    expected_points: Final[float]
    def to_dict(self) -> dict[str, Any]: ...

@final
class PassAdvice:
    tiles: Final[list[Tile]]
    blind: Final[int]
    best: Final[Optional[LineOdds]]
    probability: Final[float]
    def to_dict(self) -> dict[str, Any]: ...

@final
class StandardDiscard:
    discard: Final[Tile]
    tiles_away: Final[int]
    improving: Final[list[Tile]]
    improving_copies: Final[int]
    pool: Final[int]
    chance: Final[float]
    def unseen(self, tile: Union[Tile, str]) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...

def discard_advice(
    hand: Union[Hand, str],
    rules: _Rules = "classical",
    visible: Union[str, Iterable[Union[Tile, str]], None] = None,
) -> list[StandardDiscard]:
    """Standard discard advice for a 14-tile hand: tiles away after each discard, the improving
    tiles with their unseen copies, and the chance of improving on the next draw."""
    ...


# ---- Chinese Official rules (rules="mcr") ----

class McrError(MahjongError):
    """A hand that cannot be read under the Chinese Official rules (wrong tile count, no winning
    tile, an impossible context, not complete)."""

@final
class McrFan:
    """One fan counted in an MCR score."""
    name: Final[str]
    chinese: Final[str]
    number: Final[int]
    """1 to 81, the official table's order."""
    points: Final[int]
    count: Final[int]

@final
class McrScore:
    """The score of a winning hand under the Chinese Official rules: a sequence of the fans
    counted, in table order."""
    total: Final[int]
    fan_points: Final[int]
    """Without the flowers (what the 8-point minimum reads)."""
    flowers: Final[int]
    meets_minimum: Final[bool]
    form: Final[str]
    """regular, seven_pairs, thirteen_orphans, honors_and_knitted_tiles or knitted_straight."""
    fans: Final[list[McrFan]]
    def count(self, fan: Union[McrFan, int, str]) -> int:
        """Times `fan` (an McrFan, its number, or its English or Chinese name) is counted."""
    def payments(self, winner: _WindLike, discarder: Optional[_WindLike] = None) -> list[int]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[McrFan]: ...
    def __getitem__(self, index: int, /) -> McrFan: ...
    def __contains__(self, fan: object, /) -> bool: ...

@final
class McrTilesAway:
    """Tiles away (0 is ready) in each MCR form; None where melds close the form. The 8-point
    minimum is not part of tiles away."""
    regular: Final[int]
    seven_pairs: Final[Optional[int]]
    thirteen_orphans: Final[Optional[int]]
    honors_and_knitted: Final[Optional[int]]
    knitted_straight: Final[Optional[int]]
    best: Final[int]
    def improving(self, form: str) -> list[Tile]: ...
    improving_tiles: Final[list[Tile]]
    def to_dict(self) -> dict[str, Any]: ...

@final
class McrWaits:
    """The winning tiles of a 13-tile hand under the Chinese Official rules (a collection of
    tiles), with the forms each completes."""
    tiles: Final[list[Tile]]
    mask: Final[int]
    def forms(self, tile: Union[Tile, str]) -> list[str]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __contains__(self, tile: Union[Tile, str], /) -> bool: ...
    def __iter__(self) -> Iterator[Tile]: ...
    def __getitem__(self, index: int, /) -> Tile: ...

def mcr_fans() -> list[McrFan]: ...
def mcr_payments(total: int, winner: _WindLike, discarder: Optional[_WindLike] = None) -> list[int]: ...
def mcr_score_many(hands: Iterable[Union[Hand, str]], flowers_and_seasons: Optional[bool] = None) -> list[McrScore]:
    """`score(hand, rules="mcr")` of each hand, in order; the scoring runs without the GIL. The
    first hand that cannot be scored raises `McrError` naming its place."""

# The game engine and card statistics (re-exported by mahjong_core.sim).

class SimulationError(MahjongError):
    """A simulated game refused an action or could not be set up; `kind` is the `ErrorKind`
    member of the rule that refused it."""

@final
class Action:
    """One decision of one player: ``Action('discard', tile='5p')``."""
    def __new__(cls, name: str, **fields: Any) -> Action: ...
    name: Final[str]
    tile: Final[Optional[Tile]]
    index: Final[int]
    call: Final[Optional[str]]
    def to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Outcome:
    """The end of a simulated hand."""
    winner: Final[Optional[int]]
    discarder: Final[Optional[int]]
    by: Final[Optional[str]]
    card_hand: Final[Optional[int]]
    value: Final[int]
    nets: Final[tuple[int, int, int, int]]
    dead: Final[tuple[bool, bool, bool, bool]]
    wall_game: Final[bool]
    points_paid: Final[int]
    def to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class HandStats:
    """One card hand's figures in a CardStats."""
    section: Final[str]
    number: Final[int]
    value: Final[int]
    concealed: Final[bool]
    won: Final[int]
    away_deal: Final[int]
    away_charleston: Final[int]
    players: Final[int]
    points: Final[int]
    def win_rate(self, games: int) -> float: ...
    mean_away_deal: Final[float]
    mean_away_charleston: Final[float]
    mean_points: Final[float]
    def to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class CardStats:
    """A card's statistics over a run of seeded games."""
    card: Final[str]
    seed: Final[int]
    bots: Final[str]
    games: Final[int]
    wall_games: Final[int]
    wall_game_rate: Final[float]
    hands: Final[list[HandStats]]
    def merge(self, other: CardStats) -> CardStats: ...
    def to_svg(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Game:
    """One hand of mahjong driven from Python, bots playing the other seats."""
    def __new__(
        cls,
        *,
        seed: int,
        variant: Optional[str] = None,
        players: Optional[Sequence[Optional[str]]] = None,
        card: Optional[Card] = None,
    ) -> Game: ...
    seed: Final[int]
    variant: Final[str]
    card: Final[Optional[Card]]
    players: Final[list[Optional[str]]]
    phase: Final[str]
    to_act: Final[Optional[int]]
    done: Final[bool]
    outcome: Final[Optional[Outcome]]
    steps: Final[int]
    wall_remaining: Final[int]
    moves: Final[list[tuple[int, Action]]]
    def hand(self, seat: int) -> Hand: ...
    def legal_actions(self) -> list[Action]: ...
    def action_from_index(self, index: int) -> Optional[Action]: ...
    def step(self, action: Union[Action, int]) -> Optional[Outcome]: ...
    def observe(self, seat: Optional[int] = None) -> dict[str, Any]: ...
    def log(self) -> str: ...
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any, /) -> Game: ...

def _card_stats(
    card: Card, *, games: int, seed: int, bots: str, workers: Optional[int] = None
) -> CardStats: ...
def _card_stats_range(card: Card, *, seed: int, bots: str, start: int, stop: int) -> CardStats: ...
def _sim_constants() -> tuple[list[str], int, int, int]: ...

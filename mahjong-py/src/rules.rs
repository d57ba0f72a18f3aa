//! `mahjong_core.rules`: the table rules of [`mahjong_core::rules`], arguments read by
//! [`rules_args`]; a refused rule raises `RulesError` with `.kind`.
// pyo3 methods take `&self`; `to_dict` is the Python-side name.
#![allow(clippy::wrong_self_convention)]
#[path = "rules_args.rs"]
pub(crate) mod rules_args;

use crate::american::PyCard;
use crate::class;
use crate::error::{MahjongError, raise_as};
use crate::hand::{PyHand, PyMeld, PyTile, TileArg, hand_arg, tile_arg};
use mahjong_core::name::Name;
use mahjong_core::rules::args::{self, Limit};
use mahjong_core::rules::limits;
use mahjong_core::rules::{
    self as r, BetOutcome, BetOutcomeVariant, Call, CallFacts, CharlestonPass, Claim, DeadHandReason, Discard,
    FalseDeclaration, FalseMahJongOutcome, FalseMahJongOutcomeVariant, HouseRules, JokerExchange, LinesPossible, Pass,
    PassOutcome, Remedy, ReplacementSource, Round, Seat, Table, Turn, TurnPhase, Variant, Wall, WallBreak,
};
use mahjong_core::{Tile, Wind};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyType};
use rules_args::{Actions, BetArg, Claims, HandArg, Hands, Num, PassName, Passes, TableArg, Visible};
pub(crate) use rules_args::{NameArg, SeatArg};
use rules_args::{answer, bad_arg, four, nums};

create_exception!(
    mahjong_core,
    RulesError,
    MahjongError,
    "The table rules refuse this, or a rules argument is out of range; `.kind` names the rule."
);

// --- House rules and table

class!(
/// House rules, set once: `HouseRules(blanks=2, three_player_charleston=True)`; none is League play.
PyHouseRules(HouseRules) as "HouseRules", |s| {
    blanks: u8 = s.0.blanks;
    three_player_charleston: bool = s.0.three_player_charleston;
    fifth_player_bets: bool = s.0.fifth_player_bets;
    thrower_pays_all: bool = s.0.thrower_pays_all;
    strict_dead_hand: bool = s.0.strict_dead_hand;
    calls_keep_a_line: bool = s.0.calls_keep_a_line;
    wind_rounds: u8 = s.0.wind_rounds;
} repr [blanks, three_player_charleston, fifth_player_bets, thrower_pays_all, strict_dead_hand, calls_keep_a_line, wind_rounds] to_dict |s| (s.0) pickle "HouseRules";
    #[new]
    #[pyo3(signature = (*, blanks = Num::from(HouseRules::LEAGUE.blanks), three_player_charleston = false,
        fifth_player_bets = false, thrower_pays_all = false, strict_dead_hand = false, calls_keep_a_line = false,
        wind_rounds = Num::from(HouseRules::LEAGUE.wind_rounds)),
        text_signature = "(*, blanks=0, three_player_charleston=False, fifth_player_bets=False, thrower_pays_all=False, \
        strict_dead_hand=False, calls_keep_a_line=False, wind_rounds=0)")]
    #[allow(clippy::too_many_arguments)]
    fn new(blanks: Num, three_player_charleston: bool, fifth_player_bets: bool, thrower_pays_all: bool,
        strict_dead_hand: bool, calls_keep_a_line: bool, wind_rounds: Num,
    ) -> PyResult<PyHouseRules> {
        let blanks = blanks.small("blanks", Limit::BLANKS, |_, n| limits::blanks(n))?;
        let wind_rounds = wind_rounds.small("wind_rounds", Limit::WIND_ROUNDS, |_, n| limits::wind_rounds(n))?;
        let h = HouseRules { blanks, three_player_charleston, fifth_player_bets, thrower_pays_all, strict_dead_hand,
            calls_keep_a_line, wind_rounds };
        answer(h.check(), |()| PyHouseRules(h))
    }
);

class!(
/// The table every rule reads: `Table("american", players=4, house=HouseRules(...))` or `Table("american", blanks=2)`.
PyTable(Table) as "Table", |s| {
    /// The variant's canonical name.
    variant: &'static str = s.0.variant().name();
    players: u8 = s.0.players();
    house: PyHouseRules = PyHouseRules(s.0.house());
} repr [variant, players, house] to_dict |s| (s.0) pickle "Table";
    #[new]
    #[pyo3(signature = (variant = NameArg(Variant::default()), players = Num::from(Table::DEFAULT_PLAYERS), house = None, **house_rules: "typing.Any"), text_signature = "(variant = 'american', players = 4, house = None, **house_rules)")]
    fn new(py: Python<'_>, variant: NameArg<Variant>, players: Num, house: Option<PyRef<'_, PyHouseRules>>,
        house_rules: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyTable> {
        let players = players.to("players", Limit::U32)?;
        let h = match (house, house_rules.filter(|kw| !kw.is_empty())) {
            (Some(_), Some(_)) => return Err(bad_arg("give the house rules either as house= or as keywords, not both")),
            (_, Some(kw)) => py.get_type::<PyHouseRules>().call((), Some(kw))?.cast::<PyHouseRules>()?.get().0,
            (h, None) => h.map_or(HouseRules::LEAGUE, |h| h.0),
        };
        answer(Table::new(variant.0, players, h), PyTable)
    }
);

// --- Calls and claims

class!(
/// A discard (the core's `rules::Discard`): `Discard("5p", discarder=0)`.
PyDiscard(Discard) as "Discard", |s| {
    tile: PyTile = PyTile(s.0.tile);
    discarder: u8 = s.0.discarder.index();
    latest: bool = s.0.latest;
} repr [tile, discarder, latest] to_dict |s| (s.0) pickle "Discard";
    #[new]
    #[pyo3(signature = (tile, discarder, latest = Discard::DEFAULT_LATEST), text_signature = "(tile, discarder, latest=True)")]
    fn new(tile: TileArg, discarder: SeatArg, latest: bool) -> PyDiscard {
        PyDiscard(Discard { tile: tile.0, discarder: discarder.0, latest })
    }
);

class!(
/// The caller's facts (the core's `rules::CallFacts`); `keeps_a_line` is four bools: Pung, Kong, Quint, Sextet.
PyCallFacts(CallFacts) as "CallFacts", |s| {
    dead: bool = s.0.dead;
    mah_jong: bool = s.0.mah_jong;
    concealed_only: bool = s.0.concealed_only;
    keeps_a_line: Vec<bool> = s.0.keeps_a_line.to_vec();
} repr [dead, mah_jong, concealed_only, keeps_a_line] to_dict |s| (s.0) pickle "CallFacts";
    #[new]
    #[pyo3(signature = (*, dead = false, mah_jong = false, concealed_only = false, keeps_a_line = None))]
    fn new(dead: bool, mah_jong: bool, concealed_only: bool, keeps_a_line: Option<Vec<bool>>) -> PyResult<PyCallFacts> {
        let keeps_a_line = args::keeps_a_line(keeps_a_line.as_deref()).map_err(raise_as::<RulesError>)?;
        Ok(PyCallFacts(CallFacts { dead, mah_jong, concealed_only, keeps_a_line }))
    }
);

class!(
/// A claim on the latest discard: `Claim(seat, "pung", committed=False)`.
PyClaim(Claim) as "Claim", |s| {
    seat: u8 = s.0.seat.index();
    /// The call's canonical name.
    call: &'static str = s.0.call.name();
    /// American: the claim is committed (the core's `Claim::committed`).
    committed: bool = s.0.committed;
} repr [seat, call, committed] to_dict |s| (s.0) pickle "Claim";
    #[new]
    #[pyo3(signature = (seat, call, committed = false))]
    fn new(seat: SeatArg, call: NameArg<Call>, committed: bool) -> PyClaim {
        PyClaim(Claim { seat: seat.0, call: call.0, committed })
    }
);

// --- Joker exchange and blanks

class!(
/// A joker exchange: the changed exposure and both changed hands.
PyJokerExchange(JokerExchange) as "JokerExchange", |s| {
    player: u8 = s.0.player.index();
    owner: u8 = s.0.owner.index();
    /// Index of the exposure among the owner's melds (the core's `JokerExchange::meld`).
    exposure_index: u8 = s.0.meld;
    /// Position of the redeemed joker (the core's `JokerExchange::position`).
    position: u8 = s.0.position;
    exposure: PyMeld = PyMeld(s.0.exposure);
    hand: PyHand = PyHand::new(s.0.hand);
    owner_hand: PyHand = PyHand::new(s.0.owner_hand);
} repr [player, owner, exposure_index, position] to_dict |s| (s.0) pickle "JokerExchange" else |_py, state| {
    type State<'py> = (SeatArg, SeatArg, u8, u8, PyRef<'py, PyMeld>, HandArg, HandArg);
    let (p, o, meld, position, x, h, oh): State<'_> = state.extract()?;
    let x = JokerExchange { player: p.0, owner: o.0, meld, position, exposure: x.0, hand: h.0, owner_hand: oh.0 };
    PyJokerExchange(x)
};
    /// The four hands with both changes written in.
    #[pyo3(signature = (hands: "typing.Sequence[Hand | str | None]"))]
    fn apply(&self, mut hands: Hands) -> Vec<PyHand> {
        self.0.apply(&mut hands.0);
        hands.0.map(PyHand::new).to_vec()
    }
);

// --- Dead hands

class!(
/// Why a hand is dead: `reason` (canonical name), `message`, and `has`/`expected`/`exposure` where they apply.
PyDeadHand(DeadHandReason) as "DeadHand", |s| {
    reason: &'static str = s.0.name();
    message: String = s.0.to_string();
    has: Option<u8> = s.0.has();
    expected: Option<u8> = s.0.expected();
    exposure: Option<u8> = s.0.exposure();
} str |s| (s.0) to_dict |s| (r::DeadHandReport(s.0)) pickle "DeadHand";
    fn __repr__(&self) -> String { format!("DeadHand({})", crate::py_str(&self.message())) }
);

// --- Charleston

class!(
/// The tiles one player passes: `Pass("111m")`, `Pass(["5p", "5p", "1z"], blind=[0, 1])` (passed unseen).
PyPass(Pass) as "Pass", |s| {
    tiles: Vec<PyTile> = s.0.tiles().iter().map(|&t| PyTile(t)).collect();
    blind: Vec<usize> = (0..s.0.tiles().len()).filter(|&i| s.0.is_blind(i)).collect();
} repr [tiles, blind] to_dict |s| (s.0) pickle "Pass" else |py, state| {
    let (tiles, blind): (Bound<'_, PyAny>, Vec<Num>) = state.extract()?;
    PyPass::new(py, Some(&tiles), Some(blind))?
} tiles |t| t.0.tiles();
    #[new]
    #[pyo3(signature = (tiles: "str | typing.Sequence[Tile | str] | None" = None, blind = None))]
    fn new(py: Python<'_>, tiles: Option<&Bound<'_, PyAny>>, blind: Option<Vec<Num>>) -> PyResult<PyPass> {
        let ts = tiles.map_or(Ok(Vec::new()), |t| pass_tiles(py, t))?;
        answer(args::pass(&ts, blind.iter().flatten().map(|n| (n.0, n.1.as_str()))), PyPass)
    }
);

/// The tiles of a pass: a hand string's concealed tiles, or each tile of a sequence.
fn pass_tiles(py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<Vec<Tile>> {
    if t.is_instance_of::<PyString>() {
        return Ok(hand_arg(py, t)?.concealed().to_vec());
    }
    t.try_iter()?.map(|i| tile_arg(py, &i?)).collect()
}

class!(
/// The four hands after a pass, and what each seat received (the next pass's `received`).
PyPassOutcome(PassOutcome) as "PassOutcome", |s| {
    hands: Vec<PyHand> = s.0.hands.map(PyHand::new).to_vec();
    received: Vec<PyPass> = s.0.received.iter().map(|&p| PyPass(p)).collect();
} repr [hands] to_dict |s| (s.0) pickle "PassOutcome" else |_py, state| {
    let (hands, received): (Hands, Passes) = state.extract()?;
    PyPassOutcome(PassOutcome { hands: hands.0, received: received.0 })
};
);

// --- Deal, wall, Kong Box

class!(
/// Tiles left in the live wall and the Kong Box: `Wall(live, kong_box=0)`.
PyWall(Wall) as "Wall", |s| {
    live: u16 = s.0.live;
    kong_box: u8 = s.0.kong_box;
    is_wall_game: bool = s.0.is_wall_game();
} repr [live, kong_box] to_dict |s| (s.0) pickle "Wall";
    #[new]
    #[pyo3(signature = (live, kong_box = Num::from(Wall::DEFAULT_KONG_BOX)), text_signature = "(live, kong_box = 0)")]
    fn new(live: Num, kong_box: Num) -> PyResult<PyWall> {
        Ok(PyWall(Wall { live: live.to("live", Limit::TILES)?, kong_box: kong_box.to("kong_box", Limit::KONG_BOX)? }))
    }
    /// The wall after the deal for a set of `total` tiles.
    #[classmethod]
    fn after_deal(_cls: &Bound<'_, PyType>, table: TableArg, total: Num) -> PyResult<PyWall> {
        Ok(PyWall(Wall::after_deal(&table.0, total.to("total", Limit::TILES)?)))
    }
    /// The wall after one draw.
    fn draw(&self) -> PyResult<PyWall> { answer(self.0.draw(), PyWall) }
    /// A replacement draw: `(wall, ReplacementSource member)`.
    fn draw_replacement(&self, py: Python<'_>, table: TableArg) -> PyResult<(PyWall, Py<PyAny>)> {
        let (w, src) = self.0.draw_replacement(&table.0).map_err(raise_as::<RulesError>)?;
        Ok((PyWall(w), member(py, "ReplacementSource", src.name())?))
    }
);

// --- Rotation

class!(
/// The state of a game between hands: `Round.start(dealer)`, `Round(dealer=1, prevailing="south")`.
PyRound(Round) as "Round", |s| {
    /// The prevailing wind's canonical name.
    prevailing: &'static str = s.0.prevailing.name();
    /// The dealer (East) of the next hand.
    dealer: u8 = s.0.dealer.index();
    first_dealer: u8 = s.0.first_dealer.index();
    /// The game is over (the core's `Round::finished`).
    finished: bool = s.0.finished;
} repr [dealer, prevailing, first_dealer, finished] to_dict |s| (s.0) pickle "Round";
    #[new]
    #[pyo3(signature = (dealer = SeatArg(Seat::default()), prevailing = NameArg(Wind::default()), first_dealer = None, finished = false), text_signature = "(dealer = 0, prevailing = 'east', first_dealer = None, finished = False)")]
    fn new(dealer: SeatArg, prevailing: NameArg<Wind>, first_dealer: Option<SeatArg>, finished: bool) -> PyRound {
        PyRound(Round { finished, ..Round::new(prevailing.0, dealer.0, first_dealer.map(|f| f.0)) })
    }
    /// A new game: East round, `dealer` deals first.
    #[classmethod]
    fn start(_cls: &Bound<'_, PyType>, dealer: SeatArg) -> PyRound { PyRound(Round::start(dealer.0)) }
    /// The seat wind of `seat` in this hand.
    fn seat_wind(&self, table: TableArg, seat: SeatArg) -> PyResult<&'static str> {
        answer(self.0.seat_wind(&table.0, seat.0), |w| w.name())
    }
);

// --- American rules that need the card; `visible` is 45 counts by tile index, or None.

class!(
/// How many lines of the card are still possible: `exposed` (X) and `concealed` (C).
PyLinesPossible(LinesPossible) as "LinesPossible", |s| {
    exposed: u32 = s.0.exposed;
    concealed: u32 = s.0.concealed;
    total: u32 = s.0.total();
    none: bool = s.0.none();
    /// Only concealed (C) lines are possible (the core's `LinesPossible::concealed_only`).
    concealed_only: bool = s.0.concealed_only();
} repr [exposed, concealed] to_dict |s| (s.0) pickle "LinesPossible";
);

fn seen(v: Option<Visible>) -> [u8; Tile::COUNT] {
    v.map_or([0; Tile::COUNT], |v| v.0)
}

// --- Results with enum members: each core enum is an `enum.Enum` made at import, members named
// by the core's `name()` in upper case and valued by its `label()`.

/// The member `name` of the Python enum `class`.
fn member(py: Python<'_>, class: &str, name: &str) -> PyResult<Py<PyAny>> {
    Ok(py.import("mahjong_core._native")?.getattr(class)?.getattr(name.to_ascii_uppercase())?.unbind())
}

/// Adds the Python enum `class` to the module, a member for each of the core's `T::VALUES`.
fn add_enum<T: Name>(m: &Bound<'_, PyModule>, class: &str, doc: &str) -> PyResult<()> {
    let py = m.py();
    let pairs: Vec<(String, &str)> = T::VALUES.iter().map(|&v| (v.name().to_ascii_uppercase(), v.words())).collect();
    let kw = PyDict::new(py);
    kw.set_item("module", "mahjong_core.rules")?;
    kw.set_item("type", py.get_type::<PyString>())?;
    let cls = py.import("enum")?.getattr("Enum")?.call((class, pairs), Some(&kw))?;
    cls.setattr("__doc__", doc)?;
    m.add(class, cls)
}

class!(
/// The counts after the deal checked: the `remedy` (a `Remedy` member) and the `seat` it concerns, or None.
PyDealCheck((Remedy, Option<Seat>)) as "DealCheck", |s| {
    remedy(py): PyResult<Py<PyAny>> = member(py, "Remedy", s.0.0.name());
    seat: Option<u8> = s.0.1.map(Seat::index);
} repr [remedy, seat] pickle "DealCheck";
);

class!(
/// What follows a false Mah Jongg: `outcome` and, when the hand ends, its `remedy`.
PyFalseMahJong(FalseMahJongOutcome) as "FalseMahJong", |s| {
    /// A `FalseMahJongOutcome` member.
    outcome(py): PyResult<Py<PyAny>> = member(py, "FalseMahJongOutcome", s.0.name());
    /// A `Remedy` member when the hand ends, else None.
    remedy(py): PyResult<Option<Py<PyAny>>> = s.0.remedy().map(|r| member(py, "Remedy", r.name())).transpose();
} repr [outcome, remedy] pickle "FalseMahJong";
);

class!(
/// Where the wall is broken: `breaker`, `wall` (whose wall) and `stack` (from its right end).
PyWallBreak(WallBreak) as "WallBreak", |s| {
    breaker: u8 = s.0.breaker.index();
    wall: u8 = s.0.wall.index();
    stack: u8 = s.0.stack;
} repr [breaker, wall, stack] to_dict |s| (s.0) pickle "WallBreak";
);

class!(
/// The sitting-out player's bet settled: `outcome` and, for `PAYS_AS`, the `seat`.
PyBetSettlement(BetOutcome) as "BetSettlement", |s| {
    /// A `BetOutcome` member.
    outcome(py): PyResult<Py<PyAny>> = member(py, "BetOutcome", s.0.name());
    seat: Option<u8> = s.0.seat().map(Seat::index);
} repr [outcome, seat] pickle "BetSettlement";
);

crate::pyfns! {
    // Their names: `register` makes them functions of `mahjong_core.rules` (their `__module__`), as the classes are.
    const FUNCTIONS;
    // --- Calls and claims
    /// Every call `seat` may make on `discard`, as canonical names (without `facts`: the core's assumed facts).
    #[pyo3(signature = (table, hand, seat, discard, facts = None))]
    fn calls(table: TableArg, hand: HandArg, seat: SeatArg, discard: PyRef<'_, PyDiscard>,
        facts: Option<PyRef<'_, PyCallFacts>>,
    ) -> PyResult<Vec<&'static str>> = {
        answer(r::calls_given(&table.0, &hand.0, seat.0, &discard.0, facts.map(|f| f.0)), |c| c.iter().map(Call::name).collect())
    };
    /// Checks one call: None, or `RulesError` with the reason.
    #[pyo3(signature = (table, hand, seat, discard, call, facts = None))]
    fn check_call(table: TableArg, hand: HandArg, seat: SeatArg, discard: PyRef<'_, PyDiscard>, call: NameArg<Call>,
        facts: Option<PyRef<'_, PyCallFacts>>,
    ) -> PyResult<()> = {
        r::check_call_given(&table.0, &hand.0, seat.0, &discard.0, call.0, facts.map(|f| f.0)).map_err(raise_as::<RulesError>)
    };
    /// Chinese and British: the call facts, `mah_jong` from the hand evaluator.
    fn chinese_call_facts(table: TableArg, hand: HandArg, seat: SeatArg, discard: PyRef<'_, PyDiscard>,
    ) -> PyResult<PyCallFacts> =
        answer(r::chinese_call_facts(&table.0, &hand.0, seat.0, &discard.0), PyCallFacts);
    /// Takes a called discard into the hand, with `jokers` jokers from the hand.
    #[pyo3(signature = (hand, seat, tile, call, jokers = Num::from(0)), text_signature = "(hand, seat, tile, call, jokers = 0)")]
    fn expose(hand: HandArg, seat: SeatArg, tile: TileArg, call: NameArg<Call>, jokers: Num) -> PyResult<PyHand> =
        answer(r::expose(&hand.0, seat.0, tile.0, call.0, jokers.to("jokers", Limit::BYTE)?), PyHand::new);
    /// Exposes a called Chow: the discard and the held tiles of the run from `lowest`.
    fn expose_chow(hand: HandArg, seat: SeatArg, tile: TileArg, lowest: TileArg) -> PyResult<PyHand> =
        answer(r::expose_chow(&hand.0, seat.0, tile.0, lowest.0), PyHand::new);
    /// The chows the hand can make with `tile`, as their lowest tiles.
    fn chow_options(hand: HandArg, tile: TileArg) -> Vec<PyTile> =
        r::chow_options(&hand.0, tile.0).into_iter().flatten().map(PyTile).collect();
    /// The claims in priority order.
    #[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]"))]
    fn claim_order(table: TableArg, discarder: SeatArg, claims: Claims) -> PyResult<Vec<PyClaim>> =
        answer(r::claim_order(&table.0, discarder.0, &claims.0), |o| o.into_iter().flatten().map(PyClaim).collect());
    /// The claim that takes the discard, or None without claims.
    #[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]"))]
    fn claim_winner(table: TableArg, discarder: SeatArg, claims: Claims) -> PyResult<Option<PyClaim>> =
        answer(r::claim_winner(&table.0, discarder.0, &claims.0), |w| w.map(PyClaim));
    /// Several Mah Jongg claims: the first seat in priority order for which `is_valid(seat)` holds, or None.
    #[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]", is_valid: "typing.Callable[[int], bool]"))]
    fn resolve_mah_jong_claims(table: TableArg, discarder: SeatArg, claims: Claims, is_valid: &Bound<'_, PyAny>,
    ) -> PyResult<Option<u8>> = {
        let mut failure = None;
        let w = r::resolve_mah_jong_claims(&table.0, discarder.0, &claims.0, |s| {
            let ask = || is_valid.call1((s.index(),))?.is_truthy();
            failure.is_none() && ask().map_err(|e| failure = Some(e)).unwrap_or(false)
        });
        failure.map_or(Ok(w.map_err(raise_as::<RulesError>)?.map(Seat::index)), Err)
    };
    /// True while the latest discard may still be called, given the actions since (`["draw"]`).
    fn claim_window_open(table: TableArg, since_discard: Actions) -> bool =
        r::claim_window_open(&table.0, &since_discard.0);
    /// True when a call was in time; `simultaneous`: made together with the last action.
    #[pyo3(signature = (table, since_discard, simultaneous = false))]
    fn call_in_time(table: TableArg, since_discard: Actions, simultaneous: bool) -> bool =
        r::call_in_time(&table.0, &since_discard.0, simultaneous);
    /// How many players lose their turn when `claimer` takes `discarder`'s discard.
    fn turns_lost(table: TableArg, discarder: SeatArg, claimer: SeatArg) -> u8 =
        r::turns_lost(&table.0, discarder.0, claimer.0);
    /// Who plays next after a discard: the winning claim's seat, or the next seat.
    #[pyo3(signature = (table, discarder, winner = None))]
    fn next_to_play(table: TableArg, discarder: SeatArg, winner: Option<PyRef<'_, PyClaim>>) -> PyResult<u8> =
        answer(r::next_to_play(&table.0, discarder.0, winner.map(|c| c.0).as_ref()), Seat::index);
    /// True when the claimant must discard after taking the tile.
    fn must_discard_after(call: NameArg<Call>) -> bool = r::must_discard_after(call.0);
    // --- Joker exchange and blanks
    /// American joker exchange: `player` gives `natural` for a joker in `owner`'s exposure number `exposure`.
    #[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", player, owner, exposure, natural, *, phase = NameArg(Turn::DEFAULT_PHASE), dead = false), text_signature = "(table, hands, player, owner, exposure, natural, *, phase = 'drawn', dead = False)")]
    #[allow(clippy::too_many_arguments)]
    fn exchange_joker(
        table: TableArg, hands: Hands, player: SeatArg, owner: SeatArg, exposure: Num, natural: TileArg,
        phase: NameArg<TurnPhase>, dead: bool,
    ) -> PyResult<PyJokerExchange> = {
        let t = Turn { seat: player.0, phase: phase.0, dead };
        let m = exposure.to("exposure", Limit::INDEX)?;
        answer(r::exchange_joker(&table.0, &hands.0, t, owner.0, m, natural.0), PyJokerExchange)
    };
    /// House rule (blanks): after drawing, trade a blank for a tile from the discards.
    #[pyo3(signature = (table, hand, seat, tile, *, phase = NameArg(Turn::DEFAULT_PHASE), dead = false), text_signature = "(table, hand, seat, tile, *, phase = 'drawn', dead = False)")]
    fn trade_blank(
        table: TableArg, hand: HandArg, seat: SeatArg, tile: TileArg, phase: NameArg<TurnPhase>, dead: bool,
    ) -> PyResult<PyHand> =
        answer(r::trade_blank(&table.0, &hand.0, Turn { seat: seat.0, phase: phase.0, dead }, tile.0), PyHand::new);
    // --- Dead hands
    /// A dead hand by its tile count for `phase` (the core's `rules::tile_count_dead`): the `DeadHand`, or None.
    #[pyo3(signature = (table, hand, phase = NameArg(TurnPhase::default())), text_signature = "(table, hand, phase = 'waiting')")]
    fn tile_count_dead(table: TableArg, hand: HandArg, phase: NameArg<TurnPhase>) -> Option<PyDeadHand> =
        r::tile_count_dead(&table.0, &hand.0, phase.0).map(PyDeadHand);
    /// A dead hand by an exposed concealed hand (the core's `rules::concealed_hand_exposed`): the `DeadHand`, or None.
    fn concealed_hand_exposed(hand: HandArg, concealed_line: bool) -> Option<PyDeadHand> =
        r::concealed_hand_exposed(&hand.0, concealed_line).map(PyDeadHand);
    /// What follows a false Mah Jongg.
    #[pyo3(signature = (*, exposed = false, others_threw_in = false, wall_disturbed = false))]
    fn false_mah_jong(exposed: bool, others_threw_in: bool, wall_disturbed: bool) -> PyFalseMahJong =
        PyFalseMahJong(r::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed }));
    /// A dead hand's rack, the exposures marked `valid` kept (the core's `rules::dead_hand_rack`).
    #[pyo3(signature = (hand, valid, concealed_line = false))]
    fn dead_hand_rack(hand: HandArg, valid: Vec<bool>, concealed_line: bool) -> PyHand =
        PyHand::new(r::dead_hand_rack(&hand.0, &valid, concealed_line));
    /// The next seat to play after `seat`, skipping dead hands (`dead`: four bools), or None.
    fn next_live_seat(table: TableArg, seat: SeatArg, dead: Vec<bool>) -> PyResult<Option<u8>> =
        Ok(r::next_live_seat(&table.0, seat.0, four("dead", &dead)?).map(Seat::index));
    // --- Charleston
    /// Checks and applies one Charleston pass (`pass_`: name or 1–7); `received`: the previous pass's.
    #[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", pass_: "int | str", passes: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None]", received: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None] | None" = None))]
    fn apply_charleston_pass(table: TableArg, hands: Hands, pass_: PassName, passes: Passes, received: Option<Passes>,
    ) -> PyResult<PyPassOutcome> = {
        let rec = received.map_or([Pass::EMPTY; 4], |r| r.0);
        answer(r::apply_charleston_pass(&table.0, &hands.0, pass_.0, &passes.0, &rec), PyPassOutcome)
    };
    /// Checks and applies the courtesy pass (`asks`: four ints by seat).
    #[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", asks, passes: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None]"))]
    fn apply_courtesy_pass(table: TableArg, hands: Hands, asks: Vec<Num>, passes: Passes) -> PyResult<PyPassOutcome> = {
        let a = four("asks", &nums("asks", &asks, Limit::ASKS)?)?;
        answer(r::apply_courtesy_pass(&table.0, &hands.0, a, &passes.0), PyPassOutcome)
    };
    /// Whether the second Charleston is played (`agree`: four bools).
    fn second_charleston(table: TableArg, agree: Vec<bool>) -> PyResult<bool> =
        Ok(r::second_charleston(&table.0, four("agree", &agree)?));
    /// The courtesy pass count for two players across.
    #[pyo3(signature = (a_asks, b_asks, a = SeatArg(Seat::ALL[0]), b = SeatArg(Seat::ALL[2])), text_signature = "(a_asks, b_asks, a = 0, b = 2)")]
    fn courtesy_count(a_asks: Num, b_asks: Num, a: SeatArg, b: SeatArg) -> PyResult<u8> = {
        let a_asks = a_asks.small("a_asks", Limit::ASKS, limits::courtesy_ask)?;
        let b_asks = b_asks.small("b_asks", Limit::ASKS, limits::courtesy_ask)?;
        r::courtesy_count(a.0, a_asks, b.0, b_asks).map_err(raise_as::<RulesError>)
    };
    /// True when the Charleston is played at this table.
    fn charleston_played(table: TableArg) -> bool = r::charleston_played(&table.0);
    /// The passes played at this table in order, as names.
    #[pyo3(signature = (table, second_agreed = false))]
    fn charleston_passes(table: TableArg, second_agreed: bool) -> Vec<&'static str> =
        r::charleston_passes(&table.0, second_agreed).map(CharlestonPass::name).collect();
    /// The remedy for a joker passed by accident.
    #[pyo3(signature = (identifiable) -> "Remedy")]
    fn passed_joker_remedy(py: Python<'_>, identifiable: bool) -> PyResult<Py<PyAny>> =
        member(py, "Remedy", r::passed_joker_remedy(identifiable).name());
    // --- Deal, wall, Kong Box
    /// Tiles dealt to `seat` when `dealer` is East.
    fn dealt_tiles(seat: SeatArg, dealer: SeatArg) -> u8 = r::dealt_tiles(seat.0, dealer.0);
    /// Tiles taken from the wall by the deal.
    fn tiles_dealt(table: TableArg) -> u16 = r::tiles_dealt(&table.0);
    /// Who receives each tile of the deal, in order.
    fn deal_order(table: TableArg, dealer: SeatArg) -> PyResult<Vec<u32>> =
        answer(r::deal_order(&table.0, dealer.0), |o| o.seats().iter().map(|s| u32::from(s.index())).collect());
    /// Checks the counts after the deal (four ints by seat): a `DealCheck`.
    fn check_deal(table: TableArg, dealer: SeatArg, counts: Vec<Num>) -> PyResult<PyDealCheck> = {
        let c = four("counts", &nums("counts", &counts, Limit::DEAL_COUNT)?)?;
        answer(r::check_deal(&table.0, dealer.0, c), PyDealCheck)
    };
    /// Stacks in each player's wall.
    #[pyo3(signature = (table, flowers = true))]
    fn wall_stacks(table: TableArg, flowers: bool) -> u8 = r::wall_stacks(&table.0, flowers);
    /// Breaks the wall; `first` and `second` are the two dice (American) or the two throws.
    fn break_wall(table: TableArg, dealer: SeatArg, stacks_per_wall: Num, first: Num, second: Num,
    ) -> PyResult<PyWallBreak> = {
        let stacks = stacks_per_wall.small("stacks_per_wall", Limit::STACKS, |_, n| limits::stacks_per_wall(n))?;
        let first = first.small("first", Limit::DIE, limits::die)?;
        let second = second.small("second", Limit::DIE, limits::die)?;
        answer(r::break_wall(&table.0, dealer.0, stacks, first, second), PyWallBreak)
    };
    /// Takes a drawn tile into the hand: `(hand, replace)`; `replace` when a bonus tile was set aside.
    fn take_tile(table: TableArg, hand: HandArg, tile: TileArg) -> PyResult<(PyHand, bool)> =
        answer(r::take_tile(&table.0, &hand.0, tile.0), |(h, replace)| (PyHand::new(h), replace));
    /// Replacement draws a dealt hand needs for its flowers and seasons.
    fn bonus_replacements(table: TableArg, hand: HandArg) -> u8 = r::bonus_replacements(&table.0, &hand.0);
    /// True when the hand holds all eight flowers and seasons.
    fn holds_all_bonus_tiles(hand: HandArg) -> bool = r::holds_all_bonus_tiles(&hand.0);
    // --- Kongs
    /// Declares a concealed kong of four held tiles.
    fn declare_concealed_kong(table: TableArg, hand: HandArg, seat: SeatArg, tile: TileArg) -> PyResult<PyHand> =
        answer(r::declare_concealed_kong(&table.0, &hand.0, seat.0, tile.0), PyHand::new);
    /// Adds a tile to a melded pung, making a kong.
    #[pyo3(signature = (table, hand, seat, tile, *, self_drawn))]
    fn add_to_pung(table: TableArg, hand: HandArg, seat: SeatArg, tile: TileArg, self_drawn: bool) -> PyResult<PyHand> =
        answer(r::add_to_pung(&table.0, &hand.0, seat.0, tile.0, self_drawn), PyHand::new);
    /// Checks robbing `kong`: None, or `RulesError`.
    #[pyo3(signature = (kong, thirteen_unique_wonders = false))]
    fn check_rob_kong(kong: PyRef<'_, PyMeld>, thirteen_unique_wonders: bool) -> PyResult<()> =
        r::check_rob_kong(&kong.0, thirteen_unique_wonders).map_err(raise_as::<RulesError>);
    /// `seat` robs `kong` to go Mah Jong: the winning hand.
    fn rob_kong(table: TableArg, hand: HandArg, seat: SeatArg, kong: PyRef<'_, PyMeld>) -> PyResult<PyHand> =
        answer(r::rob_kong(&table.0, &hand.0, seat.0, &kong.0), PyHand::new);
    /// A kong and Mah Jong on the same tile: `RulesError` when both.
    fn check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> PyResult<()> =
        r::check_kong_or_mah_jong(kong, mah_jong).map_err(raise_as::<RulesError>);
    // --- Rotation
    /// The round after a hand won by `winner`, or a wall game (None).
    #[pyo3(signature = (table, round, winner = None))]
    fn next_round(table: TableArg, round: PyRef<'_, PyRound>, winner: Option<SeatArg>) -> PyResult<PyRound> =
        answer(r::next_round(&table.0, round.0, winner.map(|w| w.0).into()), PyRound);
    /// With five players, the player who sits out game `game`; None with four or fewer.
    fn sitting_out(players: Num, game: Num) -> PyResult<Option<u8>> =
        Ok(r::sitting_out(players.to("players", Limit::BYTE)?, game.to("game", Limit::U32)?));
    /// House rule: settles the sitting-out player's bet (`bet`: a seat or `"wall game"`).
    #[pyo3(signature = (table, bet: "int | typing.Literal['wall game']", winner = None))]
    fn settle_bet(table: TableArg, bet: BetArg, winner: Option<SeatArg>) -> PyResult<PyBetSettlement> =
        answer(r::settle_bet(&table.0, bet.0, winner.map(|w| w.0).into()), PyBetSettlement);
    // --- American rules that need the card; `visible` is 45 counts by tile index, or None.
    /// The tiles visible to all as 45 counts: the `discards` and every exposure on the `racks`.
    #[pyo3(signature = (discards: "typing.Sequence[Tile | str]", racks: "typing.Sequence[Hand | str | None] | None" = None))]
    fn visible_tiles(discards: Vec<TileArg>, racks: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<u8>> = {
        let tiles: Vec<Tile> = discards.into_iter().map(|t| t.0).collect();
        let racks = racks.map(|r| r.try_iter()).transpose()?.into_iter().flatten();
        let hands = racks.map(|r| Ok(r?.extract::<Option<HandArg>>()?.map(|h| h.0))).collect::<PyResult<Vec<_>>>()?;
        Ok(r::visible_tiles(&tiles, &hands.into_iter().flatten().collect::<Vec<_>>()).to_vec())
    };
    /// How many lines of `card` are still possible for `hand`.
    #[pyo3(signature = (card, hand, visible = None))]
    fn lines_possible(py: Python<'_>, card: PyRef<'_, PyCard>, hand: HandArg, visible: Option<Visible>,
    ) -> PyResult<PyLinesPossible> = {
        let (c, v) = (card.card(), seen(visible));
        answer(py.detach(|| r::lines_possible(c, &hand.0, &v)), PyLinesPossible)
    };
    /// True when line `line` of card hand `hand_index` (both 0-based) is still possible for `hand`.
    #[pyo3(signature = (card, hand_index, line, hand, visible = None))]
    fn line_possible(card: PyRef<'_, PyCard>, hand_index: Num, line: Num, hand: HandArg, visible: Option<Visible>,
    ) -> PyResult<bool> = {
        let c = card.card();
        let (i, line) = args::card_hand_line(c, (hand_index.0, &hand_index.1), (line.0, &line.1))
            .map_err(raise_as::<RulesError>)?;
        r::line_possible(c, i, line, &hand.0, &seen(visible)).map_err(raise_as::<RulesError>)
    };
    /// The `CallFacts` of `hand` (seat `seat`) on `discard`, from the card.
    #[pyo3(signature = (table, card, hand, seat, discard, visible = None))]
    fn american_call_facts(py: Python<'_>, table: TableArg, card: PyRef<'_, PyCard>, hand: HandArg, seat: SeatArg,
        discard: PyRef<'_, PyDiscard>, visible: Option<Visible>,
    ) -> PyResult<PyCallFacts> = {
        let (c, d, v) = (card.card(), discard.0, seen(visible));
        answer(py.detach(|| r::american_call_facts(&table.0, c, &hand.0, seat.0, &d, &v)), PyCallFacts)
    };
    /// A dead hand by its exposures (the core's `rules::exposures_dead`): the `DeadHand`, or None.
    fn exposures_dead(card: PyRef<'_, PyCard>, hand: HandArg) -> Option<PyDeadHand> =
        r::exposures_dead(card.card(), &hand.0).map(PyDeadHand);
    /// Strict dead hand (the core's `rules::no_line_possible`): the `DeadHand`, or None.
    #[pyo3(signature = (card, hand, visible = None))]
    fn no_line_possible(card: PyRef<'_, PyCard>, hand: HandArg, visible: Option<Visible>,
    ) -> PyResult<Option<PyDeadHand>> =
        answer(r::no_line_possible(card.card(), &hand.0, &seen(visible)), |d| d.map(PyDeadHand));
    /// Whether an American hand is dead, with the first reason.
    #[pyo3(signature = (table, card, hand, phase = NameArg(TurnPhase::default()), visible = None), text_signature = "(table, card, hand, phase = 'waiting', visible = None)")]
    fn american_dead_hand(
        table: TableArg, card: PyRef<'_, PyCard>, hand: HandArg, phase: NameArg<TurnPhase>, visible: Option<Visible>,
    ) -> PyResult<Option<PyDeadHand>> =
        answer(r::american_dead_hand(&table.0, card.card(), &hand.0, phase.0, &seen(visible)), |d| d.map(PyDeadHand));
    /// Which melds are valid exposures (four bools by meld index).
    fn valid_exposures(card: PyRef<'_, PyCard>, hand: HandArg) -> Vec<bool> =
        r::valid_exposures(card.card(), &hand.0).to_vec();
    /// A dead hand's rack judged by the card.
    #[pyo3(signature = (card, hand, concealed_line = false))]
    fn american_dead_hand_rack(card: PyRef<'_, PyCard>, hand: HandArg, concealed_line: bool) -> PyHand =
        PyHand::new(r::american_dead_hand_rack(card.card(), &hand.0, concealed_line));
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let doc = "What the table does about a misdeal, a passed joker or a false Mah Jongg.";
    add_enum::<Remedy>(m, "Remedy", doc)?;
    add_enum::<FalseMahJongOutcomeVariant>(m, "FalseMahJongOutcome", "What follows a false Mah Jongg.")?;
    add_enum::<BetOutcomeVariant>(m, "BetOutcome", "How the sitting-out player's bet is settled.")?;
    add_enum::<ReplacementSource>(m, "ReplacementSource", "Where a replacement (loose) tile comes from.")?;
    for f in FUNCTIONS {
        m.getattr(*f)?.setattr("__module__", "mahjong_core.rules")?;
    }
    Ok(())
}

//! Python bindings for the table rules (`mahjong_core.rules`): calls, claims, joker exchange,
//! dead hands, the Charleston, the deal, the wall and Kong Box, kongs and rotation. Every answer
//! comes from `mahjong_core::rules`; this file only converts arguments and results.
//!
//! Seats are ints 0–3 in turn order; tiles are `Tile`s or strings ("5p"); hands are `Hand`s or
//! strings; calls, phases, actions and passes are names ("pung", "drawn", "rack",
//! "first_right"). A rule the table forbids raises `RulesError` (a `MahjongError`) whose message
//! names what is wrong and where, and whose `.kind` names the rule (`"PassesJoker"`).
// pyo3 methods take `&self`; `to_dict` is the Python-side name.
#![allow(clippy::wrong_self_convention)]
use crate::american::PyCard;
use crate::error::{MahjongError, parse_name};
use crate::hand::{PyHand, PyMeld, PyTile, hand_arg, tile_arg};
use crate::pickle::{Reduced, reduce};
use crate::text::Text;
use crate::to_py;
use mahjong_core::american::Card;
use mahjong_core::rules::{
    self as r, Bet, BetOutcome, Call, CallFacts, CharlestonPass, Claim, DeadHandReason, Discard, FalseDeclaration,
    FalseMahJongOutcome, HandResult, HouseRules, JokerExchange, LinesPossible, Pass, PassOutcome, Remedy,
    ReplacementSource, Round, RulesError as CoreRulesError, Seat, Table, TableAction, Turn, TurnPhase, Variant, Wall,
    WallBreak,
};
use mahjong_core::{Hand, Tile, Wind};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple, PyType};
use serde_json::json;

create_exception!(
    mahjong_core,
    RulesError,
    MahjongError,
    "The table rules do not allow this (a call, claim, joker exchange, pass, draw…), or a rules argument is \
     out of range (seat 7, an unknown call). The message names what is wrong and where; `.kind` names the rule."
);

fn rules_error(py: Python<'_>, e: CoreRulesError) -> PyErr {
    error_of_kind(py, e.to_string(), e.kind())
}

fn name_err(py: Python<'_>, e: mahjong_core::name::UnknownName) -> PyErr {
    error_of_kind(py, e.to_string(), e.kind())
}

fn bad_arg(py: Python<'_>, msg: String) -> PyErr {
    error_of_kind(py, msg, mahjong_core::ErrorKind::InvalidArgument)
}

/// `RulesError(message)` with `.kind` the `ErrorKind` member of the core's kind.
fn error_of_kind(py: Python<'_>, msg: String, kind: mahjong_core::ErrorKind) -> PyErr {
    let err = RulesError::new_err(msg);
    match crate::error::kind_member(py, kind) {
        Ok(member) => match err.value(py).setattr("kind", member) {
            Ok(()) => err,
            Err(e) => e,
        },
        Err(e) => e,
    }
}

fn squash(s: &str) -> String {
    s.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect()
}

/// An int argument of any size. pyo3 would raise `OverflowError` for an int beyond 64 bits
/// before the range checks run; `Num` keeps such an int (saturated, with its digits for the
/// message) so the range check raises `RulesError` naming the argument.
#[derive(Clone, Debug)]
pub(crate) struct Num {
    value: i64,
    big: Option<String>,
}

impl Num {
    /// The value, saturated to the `i64` range (out of every range the rules accept).
    fn v(&self) -> i64 {
        self.value
    }
}

impl From<i64> for Num {
    fn from(value: i64) -> Num {
        Num { value, big: None }
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.big {
            Some(digits) => f.write_str(digits),
            None => write!(f, "{}", self.value),
        }
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Num {
    type Error = PyErr;
    #[cfg(feature = "stubs")]
    const INPUT_TYPE: pyo3::inspect::PyStaticExpr = <i64 as FromPyObject<'a, 'py>>::INPUT_TYPE;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Num> {
        match obj.extract::<i64>() {
            Ok(value) => Ok(Num::from(value)),
            Err(e) if obj.is_instance_of::<pyo3::types::PyInt>() => {
                let negative = obj.lt(0i64)?;
                let value = if negative { i64::MIN } else { i64::MAX };
                let _ = e;
                Ok(Num { value, big: Some(obj.str()?.to_string()) })
            }
            Err(e) => Err(e),
        }
    }
}

/// `n` as a `T`, or `RulesError` "`name` `n` is `what`".
fn small<T: TryFrom<i64>>(py: Python<'_>, name: &str, n: &Num, what: &str) -> PyResult<T> {
    T::try_from(n.v()).map_err(|_| bad_arg(py, format!("{name} {n} is {what}")))
}

fn seat_arg(py: Python<'_>, seat: impl Into<Num>) -> PyResult<Seat> {
    let seat = seat.into();
    u8::try_from(seat.v())
        .ok()
        .and_then(Seat::new)
        .ok_or_else(|| bad_arg(py, format!("seat {seat} is not a seat (0 to 3)")))
}

fn seat_py(seat: Seat) -> u8 {
    seat.index()
}

fn call_arg(py: Python<'_>, call: &str) -> PyResult<Call> {
    parse_name(call).map_err(|e| name_err(py, e))
}

fn phase_arg(py: Python<'_>, phase: &str) -> PyResult<TurnPhase> {
    parse_name(phase).map_err(|e| name_err(py, e))
}

fn action_arg(py: Python<'_>, action: &str) -> PyResult<TableAction> {
    parse_name(action).map_err(|e| name_err(py, e))
}

fn pass_name_arg(py: Python<'_>, pass: &Bound<'_, PyAny>) -> PyResult<CharlestonPass> {
    if let Ok(n) = pass.extract::<i64>() {
        return u8::try_from(n)
            .ok()
            .and_then(CharlestonPass::from_number)
            .ok_or_else(|| bad_arg(py, format!("Charleston pass {n} is not a pass (1 to 7)")));
    }
    let Ok(s) = pass.cast::<pyo3::types::PyString>() else {
        return Err(bad_arg(py, "a Charleston pass is a number 1–7 or a name".into()));
    };
    let s = crate::text::decode(s, Some("pass_"))?;
    parse_name(&s).map_err(|e| name_err(py, e))
}

fn four<T: Copy>(py: Python<'_>, what: &str, v: Vec<T>) -> PyResult<[T; 4]> {
    <[T; 4]>::try_from(v.as_slice())
        .map_err(|_| bad_arg(py, format!("{what}: expected 4 values (one per seat), got {}", v.len())))
}

fn hands_arg(py: Python<'_>, hands: &Bound<'_, PyAny>) -> PyResult<[Hand; 4]> {
    let mut out = Vec::new();
    for item in hands.try_iter()? {
        let item = item?;
        out.push(if item.is_none() { Hand::new() } else { hand_arg(py, &item)? });
    }
    four(py, "hands", out)
}

fn hands_py(hands: &[Hand; 4]) -> Vec<PyHand> {
    hands.iter().map(|&h| PyHand::new(h)).collect()
}

// ---------------------------------------------------------------------------------------------
// House rules and table

/// House rules (the American house rules and the optional rules), set once: `HouseRules(blanks=2,
/// three_player_charleston=True)`. No arguments is League play.
#[pyclass(module = "mahjong_core.rules", name = "HouseRules", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyHouseRules(pub HouseRules);

crate::record!(PyHouseRules, |s| {
    /// Blanks in the set; a blank may be traded for a discard.
    blanks: u8 = s.0.blanks;
    /// A Charleston is played with three players.
    three_player_charleston: bool = s.0.three_player_charleston;
    /// The fifth player sitting out bets.
    fifth_player_bets: bool = s.0.fifth_player_bets;
    /// The thrower of the winning tile pays for everyone.
    thrower_pays_all: bool = s.0.thrower_pays_all;
    /// A hand with no card line still possible is dead.
    strict_dead_hand: bool = s.0.strict_dead_hand;
    /// Only calls that keep a card line possible are offered.
    calls_keep_a_line: bool = s.0.calls_keep_a_line;
    /// Chinese and British: wind rounds in a game, 1–4; 0 (the default) plays all four.
    wind_rounds: u8 = s.0.wind_rounds;
} repr [blanks, three_player_charleston, fifth_player_bets, thrower_pays_all, strict_dead_hand, calls_keep_a_line, wind_rounds] plain to_dict pickle "HouseRules";
    #[new]
    #[pyo3(signature = (*, blanks = Num::from(0), three_player_charleston = false, fifth_player_bets = false,
        thrower_pays_all = false, strict_dead_hand = false, calls_keep_a_line = false, wind_rounds = Num::from(0)),
        text_signature = "(*, blanks=0, three_player_charleston=False, fifth_player_bets=False, thrower_pays_all=False, \
        strict_dead_hand=False, calls_keep_a_line=False, wind_rounds=0)")]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        blanks: Num,
        three_player_charleston: bool,
        fifth_player_bets: bool,
        thrower_pays_all: bool,
        strict_dead_hand: bool,
        calls_keep_a_line: bool,
        wind_rounds: Num,
    ) -> PyResult<PyHouseRules> {
        let h = HouseRules {
            blanks: small::<u8>(py, "blanks", &blanks, "out of range: 0 to 255")?,
            three_player_charleston,
            fifth_player_bets,
            thrower_pays_all,
            strict_dead_hand,
            calls_keep_a_line,
            wind_rounds: small::<u8>(py, "wind_rounds", &wind_rounds, "out of range: 0 to 255")?,
        };
        h.check().map_err(|e| rules_error(py, e))?;
        Ok(PyHouseRules(h))
    }

    /// League rules: every house rule off.
    #[classmethod]
    fn league(_cls: &Bound<'_, PyType>) -> PyHouseRules {
        PyHouseRules(HouseRules::LEAGUE)
    }
);

/// The table every rule reads: `Table("american", players=4, house=HouseRules(...))`, or the
/// house rules as keywords: `Table("american", blanks=2)`.
#[pyclass(module = "mahjong_core.rules", name = "Table", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyTable(pub Table);

crate::record!(PyTable, |s| {
    /// `american`, `chinese` or `british`.
    variant: &'static str = s.0.variant().name();
    /// Players seated, 2–4.
    players: u8 = s.0.players();
    /// The house rules.
    house: PyHouseRules = PyHouseRules(s.0.house());
} repr [variant, players, house] pickle "Table";
    #[new]
    #[pyo3(signature = (variant = Text::from(Variant::default().name()), players = Num::from(4), house = None, **house_rules: "typing.Any"), text_signature = "(variant = 'american', players = 4, house = None, **house_rules)")]
    fn new(
        py: Python<'_>,
        variant: Text,
        players: Num,
        house: Option<&Bound<'_, PyHouseRules>>,
        house_rules: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyTable> {
        let v = parse_name::<Variant>(&variant).map_err(|e| name_err(py, e))?;
        let players = small::<u32>(py, "players", &players, "out of range: 0 to 4294967295")?;
        let mut h = house.map_or(HouseRules::LEAGUE, |h| h.get().0);
        if let Some(kw) = house_rules {
            if house.is_some() && !kw.is_empty() {
                return Err(bad_arg(py, "give the house rules either as house= or as keywords, not both".into()));
            }
            let cls = py.get_type::<PyHouseRules>();
            let built = cls.call((), Some(kw))?;
            h = built.cast::<PyHouseRules>()?.get().0;
        }
        Table::new(v, players, h).map(PyTable).map_err(|e| rules_error(py, e))
    }

    /// Four players, American League rules.
    #[classmethod]
    #[pyo3(signature = (players = Num::from(4)), text_signature = "($cls, players = 4)")]
    fn american(_cls: &Bound<'_, PyType>, py: Python<'_>, players: Num) -> PyResult<PyTable> {
        PyTable::new(py, Text::from(Variant::American.name()), players, None, None)
    }

    /// Chinese classical rules.
    #[classmethod]
    #[pyo3(signature = (players = Num::from(4)), text_signature = "($cls, players = 4)")]
    fn chinese(_cls: &Bound<'_, PyType>, py: Python<'_>, players: Num) -> PyResult<PyTable> {
        PyTable::new(py, Text::from(Variant::Chinese.name()), players, None, None)
    }

    /// British rules (Kong Box, one chow per hand).
    #[classmethod]
    #[pyo3(signature = (players = Num::from(4)), text_signature = "($cls, players = 4)")]
    fn british(_cls: &Bound<'_, PyType>, py: Python<'_>, players: Num) -> PyResult<PyTable> {
        PyTable::new(py, Text::from(Variant::British.name()), players, None, None)
    }

    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &json!({"variant": self.0.variant().name(), "players": self.0.players(), "house": self.0.house()}))
    }
);

// ---------------------------------------------------------------------------------------------
// Calls and claims

/// A discard: `Discard("5p", discarder=0)`; only the latest discard (`latest=True`) is callable.
#[pyclass(module = "mahjong_core.rules", name = "Discard", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyDiscard(pub Discard);

crate::record!(PyDiscard, |s| {
    /// The tile.
    tile: PyTile = PyTile(s.0.tile);
    /// Who discarded it.
    discarder: u8 = seat_py(s.0.discarder);
    /// True for the most recent discard.
    latest: bool = s.0.latest;
} repr [tile, discarder, latest] plain to_dict pickle "Discard";
    #[new]
    #[pyo3(signature = (tile: "Tile | str", discarder, latest = true))]
    fn new(py: Python<'_>, tile: &Bound<'_, PyAny>, discarder: Num, latest: bool) -> PyResult<PyDiscard> {
        Ok(PyDiscard(Discard { tile: tile_arg(py, tile)?, discarder: seat_arg(py, discarder)?, latest }))
    }
);

/// What the card or the hand evaluator says about the caller's hand. `keeps_a_line` is four
/// bools for Pung, Kong, Quint, Sextet.
#[pyclass(module = "mahjong_core.rules", name = "CallFacts", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyCallFacts(pub CallFacts);

crate::record!(PyCallFacts, |s| {
    /// The caller's hand is dead.
    dead: bool = s.0.dead;
    /// The discard completes the hand.
    mah_jong: bool = s.0.mah_jong;
    /// Only concealed (C) lines are still possible.
    concealed_only: bool = s.0.concealed_only;
    /// After a Pung, Kong, Quint, Sextet call a line is still possible.
    keeps_a_line: Vec<bool> = s.0.keeps_a_line.to_vec();
} repr [dead, mah_jong, concealed_only, keeps_a_line] plain to_dict pickle "CallFacts";
    #[new]
    #[pyo3(signature = (*, dead = false, mah_jong = false, concealed_only = false, keeps_a_line = None))]
    fn new(
        py: Python<'_>,
        dead: bool,
        mah_jong: bool,
        concealed_only: bool,
        keeps_a_line: Option<Vec<bool>>,
    ) -> PyResult<PyCallFacts> {
        let keeps = match keeps_a_line {
            None => [true; 4],
            Some(v) => four(py, "keeps_a_line (Pung, Kong, Quint, Sextet)", v)?,
        };
        Ok(PyCallFacts(CallFacts { dead, mah_jong, concealed_only, keeps_a_line: keeps }))
    }
);

/// A claim on the latest discard: `Claim(seat, "pung", committed=False)`.
#[pyclass(module = "mahjong_core.rules", name = "Claim", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyClaim(pub Claim);

crate::record!(PyClaim, |s| {
    /// Who claims.
    seat: u8 = seat_py(s.0.seat);
    /// The call's rule-book name (`Pung`, `Mah Jongg`).
    call: &'static str = s.0.call.name();
    /// American: the claimant already racked the tile or began the exposure.
    committed: bool = s.0.committed;
} repr [seat, call, committed] pickle "Claim";
    #[new]
    #[pyo3(signature = (seat, call, committed = false))]
    fn new(py: Python<'_>, seat: Num, call: Text, committed: bool) -> PyResult<PyClaim> {
        Ok(PyClaim(Claim { seat: seat_arg(py, seat)?, call: call_arg(py, &call)?, committed }))
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &json!({"seat": self.0.seat.index(), "call": self.0.call.name(), "committed": self.0.committed}))
    }
);

fn claims_arg(py: Python<'_>, claims: &Bound<'_, PyAny>) -> PyResult<Vec<Claim>> {
    let mut out = Vec::new();
    for item in claims.try_iter()? {
        let item = item?;
        if let Ok(c) = item.cast::<PyClaim>() {
            out.push(c.get().0);
        } else if let Ok(t) = item.cast::<PyTuple>() {
            let seat: Num = t.get_item(0)?.extract()?;
            let call: Text = t.get_item(1)?.extract()?;
            let committed: bool = if t.len() > 2 { t.get_item(2)?.extract()? } else { false };
            out.push(PyClaim::new(py, seat, call, committed)?.0);
        } else {
            return Err(bad_arg(py, "a claim is a Claim or a (seat, call[, committed]) tuple".into()));
        }
    }
    Ok(out)
}

fn facts_or_default(
    py: Python<'_>,
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    facts: Option<&Bound<'_, PyCallFacts>>,
) -> PyResult<CallFacts> {
    match facts {
        Some(f) => Ok(f.get().0),
        None => r::assumed_call_facts(table, hand, caller, discard).map_err(|e| rules_error(py, e)),
    }
}

/// Every call `seat` may make on `discard`, as canonical names in value order (`["pung",
/// "kong"]`). Without `facts`, a Chinese or British table asks the hand evaluator whether the
/// discard gives Mah Jong (a partial hand never does); an American table assumes it does not (the
/// card decides: pass `CallFacts(mah_jong=True)`).
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, discard, facts = None))]
pub(crate) fn calls(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    discard: &Bound<'_, PyDiscard>,
    facts: Option<&Bound<'_, PyCallFacts>>,
) -> PyResult<Vec<&'static str>> {
    let t = table.get().0;
    let h = hand_arg(py, hand)?;
    let s = seat_arg(py, seat)?;
    let d = discard.get().0;
    let f = facts_or_default(py, &t, &h, s, &d, facts)?;
    let set = r::calls(&t, &h, s, &d, &f).map_err(|e| rules_error(py, e))?;
    Ok(set.iter().map(Call::name).collect())
}

/// Checks one call; returns None or raises `RulesError` with the reason.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, discard, call, facts = None))]
pub(crate) fn check_call(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    discard: &Bound<'_, PyDiscard>,
    call: Text,
    facts: Option<&Bound<'_, PyCallFacts>>,
) -> PyResult<()> {
    let t = table.get().0;
    let h = hand_arg(py, hand)?;
    let s = seat_arg(py, seat)?;
    let d = discard.get().0;
    let c = call_arg(py, &call)?;
    let f = facts_or_default(py, &t, &h, s, &d, facts)?;
    r::check_call(&t, &h, s, &d, c, &f).map_err(|e| rules_error(py, e))
}

/// Chinese and British: the call facts, with `mah_jong` answered by the hand evaluator.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, discard))]
pub(crate) fn chinese_call_facts(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    discard: &Bound<'_, PyDiscard>,
) -> PyResult<PyCallFacts> {
    let h = hand_arg(py, hand)?;
    let s = seat_arg(py, seat)?;
    r::chinese_call_facts(&table.get().0, &h, s, &discard.get().0).map(PyCallFacts).map_err(|e| rules_error(py, e))
}

/// Takes a called discard into the hand: exposes a Pung, Kong, Quint or Sextet with the discard
/// as the natural and `jokers` jokers from the hand, or adds the tile for Mah Jongg.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str", seat, tile: "Tile | str", call, jokers = Num::from(0)), text_signature = "(hand, seat, tile, call, jokers = 0)")]
pub(crate) fn expose(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    tile: &Bound<'_, PyAny>,
    call: Text,
    jokers: Num,
) -> PyResult<PyHand> {
    let h = hand_arg(py, hand)?;
    let s = seat_arg(py, seat)?;
    let t = tile_arg(py, tile)?;
    let c = call_arg(py, &call)?;
    let j = u8::try_from(jokers.v()).map_err(|_| bad_arg(py, format!("jokers {jokers} is not 0 to 5")))?;
    r::expose(&h, s, t, c, j).map(PyHand::new).map_err(|e| rules_error(py, e))
}

/// Exposes a called Chow: the discard with the two held tiles of the run from `lowest`.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str", seat, tile: "Tile | str", lowest: "Tile | str"))]
pub(crate) fn expose_chow(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    tile: &Bound<'_, PyAny>,
    lowest: &Bound<'_, PyAny>,
) -> PyResult<PyHand> {
    let h = hand_arg(py, hand)?;
    let s = seat_arg(py, seat)?;
    r::expose_chow(&h, s, tile_arg(py, tile)?, tile_arg(py, lowest)?).map(PyHand::new).map_err(|e| rules_error(py, e))
}

/// The chows the hand can make with `tile`, as their lowest tiles.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str", tile: "Tile | str"))]
pub(crate) fn chow_options(py: Python<'_>, hand: &Bound<'_, PyAny>, tile: &Bound<'_, PyAny>) -> PyResult<Vec<PyTile>> {
    let h = hand_arg(py, hand)?;
    Ok(r::chow_options(&h, tile_arg(py, tile)?).into_iter().flatten().map(PyTile).collect())
}

/// The claims in priority order.
#[pyfunction]
#[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]"))]
pub(crate) fn claim_order(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    discarder: Num,
    claims: &Bound<'_, PyAny>,
) -> PyResult<Vec<PyClaim>> {
    let cs = claims_arg(py, claims)?;
    let d = seat_arg(py, discarder)?;
    let order = r::claim_order(&table.get().0, d, &cs).map_err(|e| rules_error(py, e))?;
    Ok(order.into_iter().flatten().map(PyClaim).collect())
}

/// The claim that takes the discard, or None without claims.
#[pyfunction]
#[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]"))]
pub(crate) fn claim_winner(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    discarder: Num,
    claims: &Bound<'_, PyAny>,
) -> PyResult<Option<PyClaim>> {
    let cs = claims_arg(py, claims)?;
    let d = seat_arg(py, discarder)?;
    r::claim_winner(&table.get().0, d, &cs).map(|w| w.map(PyClaim)).map_err(|e| rules_error(py, e))
}

/// Several Mah Jongg claims: `is_valid(seat)` is called for the priority claimant first, then
/// the next; the first valid one takes the tile. Returns that seat, or None.
#[pyfunction]
#[pyo3(signature = (table, discarder, claims: "typing.Iterable[Claim | tuple[int, str] | tuple[int, str, bool]]", is_valid: "typing.Callable[[int], bool]"))]
pub(crate) fn resolve_mah_jong_claims(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    discarder: Num,
    claims: &Bound<'_, PyAny>,
    is_valid: &Bound<'_, PyAny>,
) -> PyResult<Option<u8>> {
    let cs = claims_arg(py, claims)?;
    let d = seat_arg(py, discarder)?;
    let mut failure: Option<PyErr> = None;
    let w = r::resolve_mah_jong_claims(&table.get().0, d, &cs, |s| {
        if failure.is_some() {
            return false;
        }
        match is_valid.call1((s.index(),)).and_then(|v| v.is_truthy()) {
            Ok(b) => b,
            Err(e) => {
                failure = Some(e);
                false
            }
        }
    })
    .map_err(|e| rules_error(py, e))?;
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(w.map(seat_py))
}

fn actions_arg(py: Python<'_>, actions: Vec<Text>) -> PyResult<Vec<TableAction>> {
    actions.iter().map(|a| action_arg(py, a)).collect()
}

/// True while the latest discard may still be called, given what the next player did since
/// (`["draw", "rack"]`).
#[pyfunction]
pub(crate) fn claim_window_open(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    since_discard: Vec<Text>,
) -> PyResult<bool> {
    Ok(r::claim_window_open(&table.get().0, &actions_arg(py, since_discard)?))
}

/// True when a call was in time; `simultaneous`: made together with the last action.
#[pyfunction]
#[pyo3(signature = (table, since_discard, simultaneous = false))]
pub(crate) fn call_in_time(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    since_discard: Vec<Text>,
    simultaneous: bool,
) -> PyResult<bool> {
    Ok(r::call_in_time(&table.get().0, &actions_arg(py, since_discard)?, simultaneous))
}

/// How many players lose their turn when `claimer` takes `discarder`'s discard.
#[pyfunction]
pub(crate) fn turns_lost(py: Python<'_>, table: &Bound<'_, PyTable>, discarder: Num, claimer: Num) -> PyResult<u8> {
    Ok(r::turns_lost(&table.get().0, seat_arg(py, discarder)?, seat_arg(py, claimer)?))
}

/// Who plays next after a discard: the winning claim's seat, or the next seat.
#[pyfunction]
#[pyo3(signature = (table, discarder, winner = None))]
pub(crate) fn next_to_play(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    discarder: Num,
    winner: Option<&Bound<'_, PyClaim>>,
) -> PyResult<u8> {
    let w = winner.map(|c| c.get().0);
    r::next_to_play(&table.get().0, seat_arg(py, discarder)?, w.as_ref()).map(seat_py).map_err(|e| rules_error(py, e))
}

/// True when the claimant must discard after taking the tile (every call but Mah Jongg).
#[pyfunction]
pub(crate) fn must_discard_after(py: Python<'_>, call: Text) -> PyResult<bool> {
    Ok(r::must_discard_after(call_arg(py, &call)?))
}

// ---------------------------------------------------------------------------------------------
// Joker exchange and blanks

/// The result of a joker exchange: the changed exposure and both changed hands.
#[pyclass(module = "mahjong_core.rules", name = "JokerExchange", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyJokerExchange(pub JokerExchange);

crate::record!(PyJokerExchange, |s| {
    /// Who exchanged.
    player: u8 = seat_py(s.0.player);
    /// Whose rack held the exposure.
    owner: u8 = seat_py(s.0.owner);
    /// Index of the exposure among the owner's melds.
    exposure_index: u8 = s.0.meld;
    /// Position of the redeemed joker within the exposure.
    position: u8 = s.0.position;
    /// The exposure after the exchange.
    exposure: PyMeld = PyMeld(s.0.exposure);
    /// The player's hand after the exchange.
    hand: PyHand = PyHand::new(s.0.hand);
    /// The owner's hand after the exchange (the same as `hand` for one's own exposure).
    owner_hand: PyHand = PyHand::new(s.0.owner_hand);
} repr [player, owner, exposure_index, position];
    /// The four hands with both changes written in.
    #[pyo3(signature = (hands: "typing.Sequence[Hand | str | None]"))]
    fn apply(&self, py: Python<'_>, hands: &Bound<'_, PyAny>) -> PyResult<Vec<PyHand>> {
        let mut hs = hands_arg(py, hands)?;
        self.0.apply(&mut hs);
        Ok(hands_py(&hs))
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        let x = &self.0;
        let state = (
            x.player.index(),
            x.owner.index(),
            x.meld,
            x.position,
            PyMeld(x.exposure),
            PyHand::new(x.hand),
            PyHand::new(x.owner_hand),
        );
        reduce(py, "JokerExchange", state)
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let x = &self.0;
        to_py(
            py,
            &json!({
                "player": x.player.index(), "owner": x.owner.index(), "exposure_index": x.meld,
                "position": x.position, "exposure": x.exposure, "hand": x.hand, "owner_hand": x.owner_hand,
            }),
        )
    }
);

/// American joker exchange: `player` gives `natural` from the hand for a joker in exposure
/// `exposure` (0-based) on `owner`'s rack. `hands` holds the four hands by seat (None for an
/// empty hand). `phase` is where the player is in the turn (`drawn` or `exposed` allow it).
#[pyfunction]
#[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", player, owner, exposure, natural: "Tile | str", *, phase = Text::from("drawn"), dead = false), text_signature = "(table, hands, player, owner, exposure, natural, *, phase = 'drawn', dead = False)")]
#[allow(clippy::too_many_arguments)]
pub(crate) fn exchange_joker(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hands: &Bound<'_, PyAny>,
    player: Num,
    owner: Num,
    exposure: Num,
    natural: &Bound<'_, PyAny>,
    phase: Text,
    dead: bool,
) -> PyResult<PyJokerExchange> {
    let hs = hands_arg(py, hands)?;
    let turn = Turn { seat: seat_arg(py, player)?, phase: phase_arg(py, &phase)?, dead };
    let o = seat_arg(py, owner)?;
    let m = usize::try_from(exposure.v()).map_err(|_| bad_arg(py, format!("exposure {exposure} is not an index")))?;
    r::exchange_joker(&table.get().0, &hs, turn, o, m, tile_arg(py, natural)?)
        .map(PyJokerExchange)
        .map_err(|e| rules_error(py, e))
}

/// House rule (blanks in play): after drawing, trade a blank for a tile from the discards.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, tile: "Tile | str", *, phase = Text::from("drawn"), dead = false), text_signature = "(table, hand, seat, tile, *, phase = 'drawn', dead = False)")]
pub(crate) fn trade_blank(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    tile: &Bound<'_, PyAny>,
    phase: Text,
    dead: bool,
) -> PyResult<PyHand> {
    let h = hand_arg(py, hand)?;
    let turn = Turn { seat: seat_arg(py, seat)?, phase: phase_arg(py, &phase)?, dead };
    r::trade_blank(&table.get().0, &h, turn, tile_arg(py, tile)?).map(PyHand::new).map_err(|e| rules_error(py, e))
}

// ---------------------------------------------------------------------------------------------
// Dead hands

/// Why a hand is dead: `reason` (`wrong tile count`, …), the sentence `message`, and the
/// details (`has`/`expected` tiles, the `exposure` index) where they apply.
#[pyclass(module = "mahjong_core.rules", name = "DeadHand", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyDeadHand(pub DeadHandReason);

crate::record!(PyDeadHand, |s| {
    /// The canonical name of the reason (`wrong_tile_count`, …).
    reason: &'static str = s.0.name();
    /// The sentence, e.g. `wrong tile count: 13 tiles, 14 expected`.
    message: String = s.0.to_string();
    /// Wrong tile count: tiles held.
    has: Option<u8> = match s.0 {
        DeadHandReason::WrongTileCount { has, .. } => Some(has),
        _ => None,
    };
    /// Wrong tile count: tiles expected.
    expected: Option<u8> = match s.0 {
        DeadHandReason::WrongTileCount { expected, .. } => Some(expected),
        _ => None,
    };
    /// The exposure that fits no line.
    exposure: Option<u8> = match s.0 {
        DeadHandReason::ExposureFitsNoLine { meld } => Some(meld),
        _ => None,
    };
} pickle "DeadHand";
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(
            py,
            &json!({"reason": self.reason(), "message": self.message(), "has": self.has(),
                    "expected": self.expected(), "exposure": self.exposure()}),
        )
    }
    fn __str__(&self) -> String {
        self.message()
    }
    fn __repr__(&self) -> String {
        format!("DeadHand('{}')", self.message())
    }
);

/// A wrong tile count makes a hand dead (14 tiles after drawing or exposing, 13 otherwise):
/// the `DeadHand`, or None for a live hand. Chinese and British count a kong as three tiles
/// and leave flowers and seasons out; American counts every tile.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", phase = Text::from("waiting")), text_signature = "(table, hand, phase = 'waiting')")]
pub(crate) fn tile_count_dead(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    phase: Text,
) -> PyResult<Option<PyDeadHand>> {
    Ok(r::tile_count_dead(&table.get().0, &hand_arg(py, hand)?, phase_arg(py, &phase)?).map(PyDeadHand))
}

/// A concealed (C) hand with any exposure is dead.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str", concealed_line))]
pub(crate) fn concealed_hand_exposed(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    concealed_line: bool,
) -> PyResult<Option<PyDeadHand>> {
    Ok(r::concealed_hand_exposed(&hand_arg(py, hand)?, concealed_line).map(PyDeadHand))
}

/// What follows a false Mah Jongg: a `FalseMahJong` whose `outcome` is a
/// `FalseMahJongOutcome` member (`WITHDRAWN`, `DEAD_HAND`, `ENDED`) and whose `remedy` is a
/// `Remedy` member when the hand ends (else None).
#[pyfunction]
#[pyo3(signature = (*, exposed = false, others_threw_in = false, wall_disturbed = false))]
pub(crate) fn false_mah_jong(exposed: bool, others_threw_in: bool, wall_disturbed: bool) -> PyFalseMahJong {
    PyFalseMahJong(r::false_mah_jong(FalseDeclaration { exposed, others_threw_in, wall_disturbed }))
}

/// The dead hand's rack: exposures marked valid stay for joker exchange, the others return to
/// the concealed tiles; a C hand keeps none.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str", valid, concealed_line = false))]
pub(crate) fn dead_hand_rack(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    valid: Vec<bool>,
    concealed_line: bool,
) -> PyResult<PyHand> {
    Ok(PyHand::new(r::dead_hand_rack(&hand_arg(py, hand)?, &valid, concealed_line)))
}

/// The next seat to play after `seat`, skipping dead hands (`dead`: four bools by seat); None
/// when fewer than two players are live.
#[pyfunction]
pub(crate) fn next_live_seat(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    seat: Num,
    dead: Vec<bool>,
) -> PyResult<Option<u8>> {
    let d = four(py, "dead", dead)?;
    Ok(r::next_live_seat(&table.get().0, seat_arg(py, seat)?, d).map(seat_py))
}

// ---------------------------------------------------------------------------------------------
// Charleston

/// The tiles one player passes: `Pass("111m")`, `Pass(["5p", "5p", "1z"], blind=[0, 1])`
/// (positions passed blind: tiles just received, passed on unseen).
#[pyclass(module = "mahjong_core.rules", name = "Pass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyPass(pub Pass);

crate::record!(PyPass, |s| {
    /// The tiles.
    tiles: Vec<PyTile> = s.0.tiles().iter().map(|&t| PyTile(t)).collect();
    /// The positions passed blind.
    blind: Vec<usize> = (0..s.0.tiles().len()).filter(|&i| s.0.is_blind(i)).collect();
} repr [tiles, blind] tiles |t| t.0.tiles();
    #[new]
    #[pyo3(signature = (tiles: "str | typing.Sequence[Tile | str] | None" = None, blind = None))]
    fn new(py: Python<'_>, tiles: Option<&Bound<'_, PyAny>>, blind: Option<Vec<Num>>) -> PyResult<PyPass> {
        let ts = match tiles {
            None => Vec::new(),
            Some(t) => pass_tiles(py, t)?,
        };
        let mut p =
            Pass::new(&ts).ok_or_else(|| bad_arg(py, format!("a pass holds at most 3 tiles, not {}", ts.len())))?;
        for i in blind.unwrap_or_default() {
            let i = usize::try_from(i.v()).ok().filter(|&i| i < ts.len()).ok_or_else(|| {
                bad_arg(
                    py,
                    format!("blind position {i} is not a tile of this pass (0 to {})", ts.len().saturating_sub(1)),
                )
            })?;
            p = p.with_blind(i);
        }
        Ok(PyPass(p))
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "Pass", (self.tiles(), self.blind()))
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &json!({"tiles": self.0.tiles(), "blind": self.blind()}))
    }
);

fn pass_tiles(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Vec<Tile>> {
    if let Ok(s) = obj.cast::<pyo3::types::PyString>() {
        let s = crate::text::decode(s, Some("tiles"))?;
        let h = Hand::parse(&s).map_err(|e| crate::error::parse_error(py, e))?;
        return Ok(h.concealed().to_vec());
    }
    let mut out = Vec::new();
    for item in obj.try_iter()? {
        out.push(tile_arg(py, &item?)?);
    }
    Ok(out)
}

fn pass_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Pass> {
    if obj.is_none() {
        return Ok(Pass::EMPTY);
    }
    if let Ok(p) = obj.cast::<PyPass>() {
        return Ok(p.get().0);
    }
    Ok(PyPass::new(py, Some(obj), None)?.0)
}

fn passes_arg(py: Python<'_>, obj: Option<&Bound<'_, PyAny>>) -> PyResult<[Pass; 4]> {
    let Some(obj) = obj else { return Ok([Pass::EMPTY; 4]) };
    let mut out = Vec::new();
    for item in obj.try_iter()? {
        out.push(pass_arg(py, &item?)?);
    }
    four(py, "passes", out)
}

/// The four hands after a pass, and what each seat received (give it to the next pass as
/// `received`, for blind passes).
#[pyclass(module = "mahjong_core.rules", name = "PassOutcome", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyPassOutcome(pub PassOutcome);

crate::record!(PyPassOutcome, |s| {
    /// The hands after the pass, by seat.
    hands: Vec<PyHand> = hands_py(&s.0.hands);
    /// What each seat received, by seat.
    received: Vec<PyPass> = s.0.received.iter().map(|&p| PyPass(p)).collect();
} repr [hands];
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "PassOutcome", (self.hands(), self.received()))
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let received: Vec<_> = self.0.received.iter().map(|p| p.tiles().to_vec()).collect();
        to_py(py, &json!({"hands": self.0.hands, "received": received}))
    }
);

/// Validates one Charleston pass (`"first_right"` … `"second_right"`, or 1–6) for every seated
/// player and applies it to the four hands. `passes`: four `Pass`es (or strings / tile lists);
/// `received`: what each seat received in the previous pass (for blind passes).
#[pyfunction]
#[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", pass_: "int | str", passes: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None]", received: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None] | None" = None))]
pub(crate) fn apply_charleston_pass(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hands: &Bound<'_, PyAny>,
    pass_: &Bound<'_, PyAny>,
    passes: &Bound<'_, PyAny>,
    received: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyPassOutcome> {
    let hs = hands_arg(py, hands)?;
    let p = pass_name_arg(py, pass_)?;
    let ps = passes_arg(py, Some(passes))?;
    let rec = passes_arg(py, received)?;
    r::apply_charleston_pass(&table.get().0, &hs, p, &ps, &rec).map(PyPassOutcome).map_err(|e| rules_error(py, e))
}

/// Validates and applies the courtesy pass: each pair across passes the lower of the counts
/// asked (`asks`, four ints 0–3 by seat).
#[pyfunction]
#[pyo3(signature = (table, hands: "typing.Sequence[Hand | str | None]", asks, passes: "typing.Sequence[Pass | str | typing.Sequence[Tile | str] | None]"))]
pub(crate) fn apply_courtesy_pass(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hands: &Bound<'_, PyAny>,
    asks: Vec<Num>,
    passes: &Bound<'_, PyAny>,
) -> PyResult<PyPassOutcome> {
    let hs = hands_arg(py, hands)?;
    let a: Vec<u8> = asks.iter().map(|n| u8::try_from(n.v()).unwrap_or(u8::MAX)).collect();
    let a = four(py, "asks", a)?;
    let ps = passes_arg(py, Some(passes))?;
    r::apply_courtesy_pass(&table.get().0, &hs, a, &ps).map(PyPassOutcome).map_err(|e| rules_error(py, e))
}

/// The second Charleston is played only if every seated player agrees (`agree`: four bools).
#[pyfunction]
pub(crate) fn second_charleston(py: Python<'_>, table: &Bound<'_, PyTable>, agree: Vec<bool>) -> PyResult<bool> {
    Ok(r::second_charleston(&table.get().0, four(py, "agree", agree)?))
}

/// The courtesy pass count for two players across: the lower of the numbers asked (0–3).
#[pyfunction]
#[pyo3(signature = (a_asks, b_asks, a = Num::from(0), b = Num::from(2)), text_signature = "(a_asks, b_asks, a = 0, b = 2)")]
pub(crate) fn courtesy_count(py: Python<'_>, a_asks: Num, b_asks: Num, a: Num, b: Num) -> PyResult<u8> {
    let what = "not a tile count (0 to 3)";
    let (a_asks, b_asks) = (small(py, "a_asks", &a_asks, what)?, small(py, "b_asks", &b_asks, what)?);
    r::courtesy_count(seat_arg(py, a)?, a_asks, seat_arg(py, b)?, b_asks).map_err(|e| rules_error(py, e))
}

/// True when the Charleston is played at this table.
#[pyfunction]
pub(crate) fn charleston_played(table: &Bound<'_, PyTable>) -> bool {
    r::charleston_played(&table.get().0)
}

/// The passes played at this table in order (`second_agreed`: all agreed to the second
/// Charleston), as names: `["first_right", "first_over", "first_left", "courtesy"]`.
#[pyfunction]
#[pyo3(signature = (table, second_agreed = false))]
pub(crate) fn charleston_passes(table: &Bound<'_, PyTable>, second_agreed: bool) -> Vec<&'static str> {
    let t = table.get().0;
    let first = CharlestonPass::FirstRight;
    if !first.is_played(&t) {
        return Vec::new();
    }
    std::iter::successors(Some(first), |p| p.next(&t, second_agreed)).map(CharlestonPass::name).collect()
}

/// The remedy for a joker passed by accident: a `Remedy` member (`RETURN_JOKER` when the joker
/// can be identified, else `REDEAL_SAME_EAST`).
#[pyfunction]
#[pyo3(signature = (identifiable) -> "Remedy")]
pub(crate) fn passed_joker_remedy(py: Python<'_>, identifiable: bool) -> PyResult<Py<PyAny>> {
    remedy_py(py, r::passed_joker_remedy(identifiable))
}

// ---------------------------------------------------------------------------------------------
// Deal, wall, Kong Box

/// Tiles dealt to `seat` when `dealer` is East: 14 for East, 13 for the others.
#[pyfunction]
pub(crate) fn dealt_tiles(py: Python<'_>, seat: Num, dealer: Num) -> PyResult<u8> {
    Ok(r::dealt_tiles(seat_arg(py, seat)?, seat_arg(py, dealer)?))
}

/// Tiles taken from the wall by the deal.
#[pyfunction]
pub(crate) fn tiles_dealt(table: &Bound<'_, PyTable>) -> u16 {
    r::tiles_dealt(&table.get().0)
}

/// Who receives each tile of the deal, in order (13 × players + 1 seats: 53 for four players,
/// 40 for three, 27 for two).
#[pyfunction]
pub(crate) fn deal_order(py: Python<'_>, table: &Bound<'_, PyTable>, dealer: Num) -> PyResult<Vec<u32>> {
    let order = r::deal_order(&table.get().0, seat_arg(py, dealer)?).map_err(|e| rules_error(py, e))?;
    Ok(order.seats().iter().map(|s| u32::from(s.index())).collect())
}

/// Checks the counts after the deal (four ints by seat): a `DealCheck` with the `remedy` (a
/// `Remedy` member such as `DRAW_MISSING_TILE` or `REDEAL_SAME_EAST`) and the `seat` it concerns
/// (None when it concerns no one seat). A count above 15 (no seat is dealt more) raises
/// `RulesError`.
#[pyfunction]
pub(crate) fn check_deal(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    dealer: Num,
    counts: Vec<Num>,
) -> PyResult<PyDealCheck> {
    let mut c = Vec::with_capacity(counts.len());
    for (i, n) in counts.iter().enumerate() {
        c.push(small::<u8>(py, &format!("counts[{i}]"), n, "out of range: 0 to 15 tiles a seat")?);
    }
    let (rem, seat) =
        r::check_deal(&table.get().0, seat_arg(py, dealer)?, four(py, "counts", c)?).map_err(|e| rules_error(py, e))?;
    Ok(PyDealCheck { remedy: rem, seat: seat.map(seat_py) })
}

/// Stacks in each player's wall.
#[pyfunction]
#[pyo3(signature = (table, flowers = true))]
pub(crate) fn wall_stacks(table: &Bound<'_, PyTable>, flowers: bool) -> u8 {
    r::wall_stacks(&table.get().0, flowers)
}

/// Breaks the wall: a `WallBreak` (`breaker`, `wall`, `stack`). American: `first` and
/// `second` are the two dice (1–6 each), summed. Chinese and British: East's throw and the
/// breaker's throw (two dice, 2–12 each).
#[pyfunction]
pub(crate) fn break_wall(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    dealer: Num,
    stacks_per_wall: Num,
    first: Num,
    second: Num,
) -> PyResult<PyWallBreak> {
    let dice = "out of range: a die shows 1 to 6, a throw of two dice 2 to 12";
    let b = r::break_wall(
        &table.get().0,
        seat_arg(py, dealer)?,
        small(py, "stacks_per_wall", &stacks_per_wall, "out of range: 1 to 255 stacks")?,
        small(py, "first", &first, dice)?,
        small(py, "second", &second, dice)?,
    )
    .map_err(|e| rules_error(py, e))?;
    Ok(PyWallBreak(b))
}

/// Tiles left in the live wall and the Kong Box: `Wall(live, kong_box=0)`,
/// `Wall.after_deal(table, 152)`.
#[pyclass(module = "mahjong_core.rules", name = "Wall", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyWall(pub Wall);

crate::record!(PyWall, |s| {
    /// Tiles in the live wall.
    live: u16 = s.0.live;
    /// Tiles in the Kong Box.
    kong_box: u8 = s.0.kong_box;
    /// True when the live wall is empty: the hand is a wall game.
    is_wall_game: bool = s.0.is_wall_game();
} repr [live, kong_box] plain to_dict pickle "Wall";
    #[new]
    #[pyo3(signature = (live, kong_box = Num::from(0)), text_signature = "(live, kong_box = 0)")]
    fn new(py: Python<'_>, live: Num, kong_box: Num) -> PyResult<PyWall> {
        let live = u16::try_from(live.v()).map_err(|_| bad_arg(py, format!("live {live} is not a tile count")))?;
        let kong_box =
            u8::try_from(kong_box.v()).map_err(|_| bad_arg(py, format!("kong_box {kong_box} is not a tile count")))?;
        Ok(PyWall(Wall { live, kong_box }))
    }
    /// The wall after the deal for a set of `total` tiles.
    #[classmethod]
    fn after_deal(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        table: &Bound<'_, PyTable>,
        total: Num,
    ) -> PyResult<PyWall> {
        let total = u16::try_from(total.v()).map_err(|_| bad_arg(py, format!("total {total} is not a tile count")))?;
        Ok(PyWall(Wall::after_deal(&table.get().0, total)))
    }
    /// The wall after one draw; raises `RulesError` when the live wall is exhausted.
    fn draw(&self, py: Python<'_>) -> PyResult<PyWall> {
        self.0.draw().map(PyWall).map_err(|e| rules_error(py, e))
    }
    /// A replacement draw after a kong, flower or season: `(wall, ReplacementSource member)`.
    fn draw_replacement(&self, py: Python<'_>, table: &Bound<'_, PyTable>) -> PyResult<(PyWall, Py<PyAny>)> {
        let (w, src) = self.0.draw_replacement(&table.get().0).map_err(|e| rules_error(py, e))?;
        Ok((PyWall(w), replacement_py(py, src)?))
    }
);

/// Takes a drawn tile into the hand: `(hand, replace)`; Chinese and British set a flower or
/// season aside and `replace` is True.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", tile: "Tile | str"))]
pub(crate) fn take_tile(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    tile: &Bound<'_, PyAny>,
) -> PyResult<(PyHand, bool)> {
    let (h, replace) =
        r::take_tile(&table.get().0, &hand_arg(py, hand)?, tile_arg(py, tile)?).map_err(|e| rules_error(py, e))?;
    Ok((PyHand::new(h), replace))
}

/// Replacement draws a dealt hand needs for its flowers and seasons.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str"))]
pub(crate) fn bonus_replacements(py: Python<'_>, table: &Bound<'_, PyTable>, hand: &Bound<'_, PyAny>) -> PyResult<u8> {
    Ok(r::bonus_replacements(&table.get().0, &hand_arg(py, hand)?))
}

/// True when the hand holds all eight flowers and seasons.
#[pyfunction]
#[pyo3(signature = (hand: "Hand | str"))]
pub(crate) fn holds_all_bonus_tiles(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(r::holds_all_bonus_tiles(&hand_arg(py, hand)?))
}

// ---------------------------------------------------------------------------------------------
// Kongs

/// Chinese and British: declares a concealed kong of four held tiles (American: `RulesError`).
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, tile: "Tile | str"))]
pub(crate) fn declare_concealed_kong(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    tile: &Bound<'_, PyAny>,
) -> PyResult<PyHand> {
    r::declare_concealed_kong(&table.get().0, &hand_arg(py, hand)?, seat_arg(py, seat)?, tile_arg(py, tile)?)
        .map(PyHand::new)
        .map_err(|e| rules_error(py, e))
}

/// Chinese and British: a melded pung becomes a kong only with a self-drawn tile (American:
/// `RulesError`, exposures change only through a joker exchange).
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, tile: "Tile | str", *, self_drawn))]
pub(crate) fn add_to_pung(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    tile: &Bound<'_, PyAny>,
    self_drawn: bool,
) -> PyResult<PyHand> {
    r::add_to_pung(&table.get().0, &hand_arg(py, hand)?, seat_arg(py, seat)?, tile_arg(py, tile)?, self_drawn)
        .map(PyHand::new)
        .map_err(|e| rules_error(py, e))
}

/// Robbing the kong: allowed on an added kong only, except to complete The Thirteen Unique
/// Wonders. Returns None or raises `RulesError`.
#[pyfunction]
#[pyo3(signature = (kong, thirteen_unique_wonders = false))]
pub(crate) fn check_rob_kong(py: Python<'_>, kong: &Bound<'_, PyMeld>, thirteen_unique_wonders: bool) -> PyResult<()> {
    r::check_rob_kong(&kong.get().0, thirteen_unique_wonders).map_err(|e| rules_error(py, e))
}

/// Chinese and British: `seat` robs `kong` to go Mah Jong; returns the winning hand.
#[pyfunction]
#[pyo3(signature = (table, hand: "Hand | str", seat, kong))]
pub(crate) fn rob_kong(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    kong: &Bound<'_, PyMeld>,
) -> PyResult<PyHand> {
    r::rob_kong(&table.get().0, &hand_arg(py, hand)?, seat_arg(py, seat)?, &kong.get().0)
        .map(PyHand::new)
        .map_err(|e| rules_error(py, e))
}

/// A kong and Mah Jong cannot be declared on the same tile: raises `RulesError` when both.
#[pyfunction]
pub(crate) fn check_kong_or_mah_jong(py: Python<'_>, kong: bool, mah_jong: bool) -> PyResult<()> {
    r::check_kong_or_mah_jong(kong, mah_jong).map_err(|e| rules_error(py, e))
}

// ---------------------------------------------------------------------------------------------
// Rotation

fn wind_arg(py: Python<'_>, w: &str) -> PyResult<Wind> {
    parse_name(w).map_err(|e| name_err(py, e))
}

/// The state of a game between hands: `Round.start(dealer)`, `Round(dealer=1, prevailing="south")`.
#[pyclass(module = "mahjong_core.rules", name = "Round", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyRound(pub Round);

crate::record!(PyRound, |s| {
    /// The prevailing wind: `east` … `north`.
    prevailing: &'static str = s.0.prevailing.name();
    /// The dealer (East) of the next hand.
    dealer: u8 = seat_py(s.0.dealer);
    /// The first dealer of the game.
    first_dealer: u8 = seat_py(s.0.first_dealer);
    /// The last wind round has ended: the game is over.
    finished: bool = s.0.finished;
} repr [dealer, prevailing, first_dealer, finished] pickle "Round";
    #[new]
    #[pyo3(signature = (dealer = Num::from(0), prevailing = Text::from("east"), first_dealer = None, finished = false), text_signature = "(dealer = 0, prevailing = 'east', first_dealer = None, finished = False)")]
    fn new(
        py: Python<'_>,
        dealer: Num,
        prevailing: Text,
        first_dealer: Option<Num>,
        finished: bool,
    ) -> PyResult<PyRound> {
        let d = seat_arg(py, dealer)?;
        let first = match first_dealer {
            Some(f) => seat_arg(py, f)?,
            None => d,
        };
        Ok(PyRound(Round { prevailing: wind_arg(py, &prevailing)?, dealer: d, first_dealer: first, finished }))
    }
    /// A new game: East round, `dealer` deals first.
    #[classmethod]
    fn start(_cls: &Bound<'_, PyType>, py: Python<'_>, dealer: Num) -> PyResult<PyRound> {
        Ok(PyRound(Round::start(seat_arg(py, dealer)?)))
    }
    /// The seat wind of `seat` in this hand at `table` (three players: east, south, west; two:
    /// east and west).
    fn seat_wind(&self, py: Python<'_>, table: &Bound<'_, PyTable>, seat: Num) -> PyResult<&'static str> {
        self.0.seat_wind(&table.get().0, seat_arg(py, seat)?).map(|w| w.name()).map_err(|e| rules_error(py, e))
    }
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let x = self.0;
        to_py(
            py,
            &json!({"prevailing": x.prevailing.name(), "dealer": x.dealer.index(),
                    "first_dealer": x.first_dealer.index(), "finished": x.finished}),
        )
    }
);

/// The round after a hand won by `winner` (a seat), or a wall game (`winner=None`).
#[pyfunction]
#[pyo3(signature = (table, round, winner = None))]
pub(crate) fn next_round(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    round: &Bound<'_, PyRound>,
    winner: Option<Num>,
) -> PyResult<PyRound> {
    let result = match winner {
        Some(w) => HandResult::Won(seat_arg(py, w)?),
        None => HandResult::WallGame,
    };
    r::next_round(&table.get().0, round.get().0, result).map(PyRound).map_err(|e| rules_error(py, e))
}

/// The seat wind of `seat` when `dealer` is East at `table`: `east`, `south` (East's right),
/// `west`, `north`. Three players are east, south, west; two players east and west.
#[pyfunction]
pub(crate) fn seat_wind(py: Python<'_>, table: &Bound<'_, PyTable>, seat: Num, dealer: Num) -> PyResult<&'static str> {
    Round::start(seat_arg(py, dealer)?)
        .seat_wind(&table.get().0, seat_arg(py, seat)?)
        .map(|w| w.name())
        .map_err(|e| rules_error(py, e))
}

/// With five players, the player (0–4) who sits out game `game`; None with four or fewer.
/// `players` is 0 to 255 and `game` 0 to 4294967295, else `RulesError`.
#[pyfunction]
pub(crate) fn sitting_out(py: Python<'_>, players: Num, game: Num) -> PyResult<Option<u8>> {
    let players = small::<u8>(py, "players", &players, "out of range: 0 to 255")?;
    let game = small::<u32>(py, "game", &game, "out of range: 0 to 4294967295")?;
    Ok(r::sitting_out(players, game))
}

/// House rule: settles the sitting-out player's bet (`bet`: a seat or `"wall game"`) after a
/// hand won by `winner` (None for a wall game): a `BetSettlement` whose `outcome` is a
/// `BetOutcome` member (`COLLECTS_FROM_LOSERS`, `PAYS_AS` with the chosen `seat`, or
/// `PAYS_AS_LOSER`).
#[pyfunction]
#[pyo3(signature = (table, bet: "int | typing.Literal['wall game']", winner = None))]
pub(crate) fn settle_bet(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    bet: &Bound<'_, PyAny>,
    winner: Option<Num>,
) -> PyResult<PyBetSettlement> {
    let b = if let Ok(s) = bet.extract::<i64>() {
        Bet::On(seat_arg(py, s)?)
    } else {
        let Ok(s) = bet.cast::<pyo3::types::PyString>() else {
            return Err(bad_arg(py, "a bet is a seat or \"wall game\"".into()));
        };
        let s = crate::text::decode(s, Some("bet"))?;
        if squash(&s) != squash(Bet::WallGame.name()) {
            return Err(bad_arg(py, format!("'{s}' is not a bet (a seat or \"wall game\")")));
        }
        Bet::WallGame
    };
    let result = match winner {
        Some(w) => HandResult::Won(seat_arg(py, w)?),
        None => HandResult::WallGame,
    };
    r::settle_bet(&table.get().0, b, result).map(PyBetSettlement).map_err(|e| rules_error(py, e))
}

// ---------------------------------------------------------------------------------------------
// American rules that need the card (`mahjong_core::rules::american_call_facts` and its neighbours). `visible` is 45 counts by
// tile index (what `visible_tiles` returns), or None for "nothing known but the hand's own
// exposures".

/// How many lines of the card are still possible for a hand: `exposed` (X) and `concealed` (C).
#[pyclass(module = "mahjong_core.rules", name = "LinesPossible", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyLinesPossible(pub LinesPossible);

crate::record!(PyLinesPossible, |s| {
    /// X lines still possible.
    exposed: u32 = s.0.exposed;
    /// C lines still possible (0 once the hand has an exposure).
    concealed: u32 = s.0.concealed;
    /// All lines still possible.
    total: u32 = s.0.total();
    /// No line is possible any more.
    none: bool = s.0.none();
    /// Some line is possible and every one is a C line: the hand calls only for Mah Jongg.
    concealed_only: bool = s.0.concealed_only();
} repr [exposed, concealed] plain to_dict pickle "LinesPossible";
);

fn visible_arg(py: Python<'_>, visible: Option<Vec<Num>>) -> PyResult<[u8; Tile::COUNT]> {
    let mut out = [0u8; Tile::COUNT];
    if let Some(v) = visible {
        if v.len() != Tile::COUNT {
            return Err(bad_arg(
                py,
                format!("visible: expected {} counts (one per tile index), got {}", Tile::COUNT, v.len()),
            ));
        }
        for (i, (o, c)) in out.iter_mut().zip(v).enumerate() {
            let tile = Tile::from_index(i as u8).map(|t| t.to_string()).unwrap_or_default();
            *o = small::<u8>(py, &format!("visible[{i}] ({tile})"), &c, "out of range: a count is 0 to 255")?;
        }
    }
    Ok(out)
}

fn card_of<'a>(card: &'a Bound<'_, PyCard>) -> &'a Card {
    card.get().card()
}

/// The tiles visible to all, as 45 counts by tile index: every tile of `discards` and every
/// tile of every exposure (jokers included, concealed kongs not) on the `racks`.
#[pyfunction]
#[pyo3(signature = (discards: "typing.Sequence[Tile | str]", racks: "typing.Sequence[Hand | str | None] | None" = None))]
pub(crate) fn visible_tiles(
    py: Python<'_>,
    discards: &Bound<'_, PyAny>,
    racks: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<u8>> {
    let mut tiles = Vec::new();
    for item in discards.try_iter()? {
        tiles.push(tile_arg(py, &item?)?);
    }
    let mut hands = Vec::new();
    if let Some(racks) = racks {
        for item in racks.try_iter()? {
            let item = item?;
            if !item.is_none() {
                hands.push(hand_arg(py, &item)?);
            }
        }
    }
    Ok(r::visible_tiles(&tiles, &hands).to_vec())
}

/// How many lines of `card` are still possible for `hand` given the `visible` counts.
#[pyfunction]
#[pyo3(signature = (card, hand: "Hand | str", visible = None))]
pub(crate) fn lines_possible(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
    visible: Option<Vec<Num>>,
) -> PyResult<PyLinesPossible> {
    let (h, v) = (hand_arg(py, hand)?, visible_arg(py, visible)?);
    let c = card_of(card);
    py.detach(|| r::lines_possible(c, &h, &v)).map(PyLinesPossible).map_err(|e| rules_error(py, e))
}

/// True when line `line` (0-based) of hand `hand_index` (0-based, in card order) is still
/// possible for `hand` given the `visible` counts. An index off the card raises `RulesError`
/// naming the index and the range.
#[pyfunction]
#[pyo3(signature = (card, hand_index, line, hand: "Hand | str", visible = None))]
pub(crate) fn line_possible(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand_index: Num,
    line: Num,
    hand: &Bound<'_, PyAny>,
    visible: Option<Vec<Num>>,
) -> PyResult<bool> {
    let c = card_of(card);
    let hands = c.hands().len();
    let hand_index = small::<u32>(py, "hand", &hand_index, &format!("out of range: the card has {hands}"))? as usize;
    let lines = c.hands().get(hand_index).map_or(0, |spec| spec.lines.len());
    let line = small::<u32>(py, "line", &line, &format!("out of range: hand {hand_index} has {lines}"))? as usize;
    let (h, v) = (hand_arg(py, hand)?, visible_arg(py, visible)?);
    r::line_possible(c, hand_index, line, &h, &v).map_err(|e| rules_error(py, e))
}

/// The `CallFacts` of `hand` (seat `seat`) on `discard`, from the card: Mah Jongg on the
/// discard, only C lines left, which exposures keep a line, dead by the card. Pass them to
/// `calls` or `check_call`.
#[pyfunction]
#[pyo3(signature = (table, card, hand: "Hand | str", seat, discard, visible = None))]
pub(crate) fn american_call_facts(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
    seat: Num,
    discard: &Bound<'_, PyDiscard>,
    visible: Option<Vec<Num>>,
) -> PyResult<PyCallFacts> {
    let (h, s, v) = (hand_arg(py, hand)?, seat_arg(py, seat)?, visible_arg(py, visible)?);
    let (t, d, c) = (table.get().0, discard.get().0, card_of(card));
    py.detach(|| r::american_call_facts(&t, c, &h, s, &d, &v)).map(PyCallFacts).map_err(|e| rules_error(py, e))
}

/// Dead hand by the exposures: the first exposure that fits no X line of the card, or
/// exposures that fit no line together; None while they still make a line.
#[pyfunction]
#[pyo3(signature = (card, hand: "Hand | str"))]
pub(crate) fn exposures_dead(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
) -> PyResult<Option<PyDeadHand>> {
    Ok(r::exposures_dead(card_of(card), &hand_arg(py, hand)?).map(PyDeadHand))
}

/// Strict dead hand: no line of the card still possible given the `visible` counts.
#[pyfunction]
#[pyo3(signature = (card, hand: "Hand | str", visible = None))]
pub(crate) fn no_line_possible(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
    visible: Option<Vec<Num>>,
) -> PyResult<Option<PyDeadHand>> {
    let (h, v) = (hand_arg(py, hand)?, visible_arg(py, visible)?);
    Ok(r::no_line_possible(card_of(card), &h, &v).map_err(|e| rules_error(py, e))?.map(PyDeadHand))
}

/// Whether an American hand is dead, with the first reason: a wrong tile count for `phase`, then
/// the exposures, then (with the table's `strict_dead_hand`) no line still possible.
#[pyfunction]
#[pyo3(signature = (table, card, hand: "Hand | str", phase = Text::from("waiting"), visible = None), text_signature = "(table, card, hand, phase = 'waiting', visible = None)")]
pub(crate) fn american_dead_hand(
    py: Python<'_>,
    table: &Bound<'_, PyTable>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
    phase: Text,
    visible: Option<Vec<Num>>,
) -> PyResult<Option<PyDeadHand>> {
    let (h, p, v) = (hand_arg(py, hand)?, phase_arg(py, &phase)?, visible_arg(py, visible)?);
    Ok(r::american_dead_hand(&table.get().0, card_of(card), &h, p, &v).map_err(|e| rules_error(py, e))?.map(PyDeadHand))
}

/// Which melds are valid exposures (four bools by meld index, judged in the order made): feed
/// them to `dead_hand_rack`.
#[pyfunction]
#[pyo3(signature = (card, hand: "Hand | str"))]
pub(crate) fn valid_exposures(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
) -> PyResult<Vec<bool>> {
    Ok(r::valid_exposures(card_of(card), &hand_arg(py, hand)?).to_vec())
}

/// A dead hand's rack judged by the card: valid exposures stay for joker exchange, the others
/// return to the concealed tiles; a C hand (`concealed_line`) keeps none.
#[pyfunction]
#[pyo3(signature = (card, hand: "Hand | str", concealed_line = false))]
pub(crate) fn american_dead_hand_rack(
    py: Python<'_>,
    card: &Bound<'_, PyCard>,
    hand: &Bound<'_, PyAny>,
    concealed_line: bool,
) -> PyResult<PyHand> {
    Ok(PyHand::new(r::american_dead_hand_rack(card_of(card), &hand_arg(py, hand)?, concealed_line)))
}

// ---------------------------------------------------------------------------------------------
// Results with enum members. The members' names are the core's `key()`s in upper case and
// their values the core's `name()`s (the rule book's words), so `member == "play on"` holds.

fn py_enum<'py>(
    py: Python<'py>,
    cell: &'static pyo3::sync::PyOnceLock<Py<PyAny>>,
    name: &str,
    doc: &str,
    members: &[(&str, &str)],
) -> PyResult<Bound<'py, PyAny>> {
    cell.get_or_try_init(py, || {
        let pairs: Vec<(String, &str)> = members.iter().map(|(k, v)| (k.to_ascii_uppercase(), *v)).collect();
        let kw = PyDict::new(py);
        kw.set_item("module", "mahjong_core.rules")?;
        kw.set_item("type", py.get_type::<pyo3::types::PyString>())?;
        let cls = py.import("enum")?.getattr("Enum")?.call((name, pairs), Some(&kw))?;
        cls.setattr("__doc__", doc)?;
        Ok::<_, PyErr>(cls.unbind())
    })
    .map(|c| c.bind(py).clone())
}

/// One Python enum per core enum, built once: `$enum_fn(py)` is the class (members from
/// `$members`), `$member_fn(py, v)` the member of `v`.
macro_rules! py_enums {
    ($($cell:ident $enum_fn:ident $member_fn:ident: $ty:ty = $class:literal, $doc:literal, $members:expr;)*) => {$(
        static $cell: pyo3::sync::PyOnceLock<Py<PyAny>> = pyo3::sync::PyOnceLock::new();
        fn $enum_fn(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
            let members: Vec<(&str, &str)> = $members.iter().map(|m: &$ty| (m.name(), m.label())).collect();
            py_enum(py, &$cell, $class, $doc, &members)
        }
        fn $member_fn(py: Python<'_>, v: $ty) -> PyResult<Py<PyAny>> {
            Ok($enum_fn(py)?.getattr(v.name().to_ascii_uppercase())?.unbind())
        }
    )*};
}

py_enums! {
    REPLACEMENT replacement_enum replacement_py: ReplacementSource = "ReplacementSource",
        "Where a replacement (loose) tile comes from.", ReplacementSource::ALL;
    REMEDY remedy_enum remedy_py: Remedy = "Remedy",
        "What the table does about a misdeal, a passed joker or a false Mah Jongg.", Remedy::ALL;
    FALSE_MJ false_mj_enum false_mj_py: FalseMahJongOutcome = "FalseMahJongOutcome", "What follows a false Mah Jongg.",
        [FalseMahJongOutcome::Withdrawn, FalseMahJongOutcome::DeadHand, FalseMahJongOutcome::Ended(Remedy::PlayOn)];
    BET bet_enum bet_py: BetOutcome = "BetOutcome", "How the sitting-out player's bet is settled.",
        [BetOutcome::CollectsFromLosers, BetOutcome::PaysAs(Seat::ALL[0]), BetOutcome::PaysAsLoser];
}

/// The counts after the deal checked: what to do (`remedy`, a `Remedy` member) and the seat it
/// concerns (`seat`, or None).
#[pyclass(module = "mahjong_core.rules", name = "DealCheck", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyDealCheck {
    remedy: Remedy,
    /// The seat the remedy concerns (the one to draw a missing tile), or None.
    #[pyo3(get)]
    seat: Option<u8>,
}

#[pymethods]
impl PyDealCheck {
    /// A `Remedy` member.
    #[getter]
    fn remedy(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remedy_py(py, self.remedy)
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "DealCheck", (self.remedy.name(), self.seat))
    }
    fn __repr__(&self) -> String {
        format!(
            "DealCheck(remedy=Remedy.{}, seat={})",
            self.remedy.name().to_ascii_uppercase(),
            crate::py_opt(self.seat)
        )
    }
}

/// What follows a false Mah Jongg: `outcome` (a `FalseMahJongOutcome` member) and, when the hand
/// ends, its `remedy` (a `Remedy` member; else None).
#[pyclass(module = "mahjong_core.rules", name = "FalseMahJong", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyFalseMahJong(FalseMahJongOutcome);

crate::record!(PyFalseMahJong, |s| {
    /// A `FalseMahJongOutcome` member: `WITHDRAWN`, `DEAD_HAND` or `ENDED`.
    outcome(py): PyResult<Py<PyAny>> = false_mj_py(py, s.0);
    /// The remedy when the hand ends, else None.
    remedy(py): PyResult<Option<Py<PyAny>>> = match s.0 {
        FalseMahJongOutcome::Ended(r) => remedy_py(py, r).map(Some),
        _ => Ok(None),
    };
} repr [outcome, remedy] pickle "FalseMahJong";
);

/// Where the wall is broken: `breaker` (the seat who throws last), `wall` (whose wall) and
/// `stack` (counted from the wall's right end).
#[pyclass(module = "mahjong_core.rules", name = "WallBreak", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyWallBreak(WallBreak);

crate::record!(PyWallBreak, |s| {
    /// The seat who breaks the wall.
    breaker: u8 = seat_py(s.0.breaker);
    /// The seat whose wall is broken.
    wall: u8 = seat_py(s.0.wall);
    /// The stack where it is broken.
    stack: u8 = s.0.stack;
} repr [breaker, wall, stack] pickle "WallBreak";
    #[pyo3(signature = () -> "dict[str, typing.Any]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &json!({"breaker": self.0.breaker.index(), "wall": self.0.wall.index(), "stack": self.0.stack}))
    }
);

/// The sitting-out player's bet settled: `outcome` (a `BetOutcome` member) and, for
/// `PAYS_AS`, the chosen `seat`.
#[pyclass(module = "mahjong_core.rules", name = "BetSettlement", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyBetSettlement(BetOutcome);

crate::record!(PyBetSettlement, |s| {
    /// A `BetOutcome` member.
    outcome(py): PyResult<Py<PyAny>> = bet_py(py, s.0);
    /// The seat the bettor pays as (`PAYS_AS`), else None.
    seat: Option<u8> = match s.0 {
        BetOutcome::PaysAs(s) => Some(seat_py(s)),
        _ => None,
    };
} repr [outcome, seat] pickle "BetSettlement";
);

/// Rebuilds a pickled rules object.
pub(crate) fn restore(py: Python<'_>, kind: &str, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    use crate::pickle::from_json;
    use pyo3::IntoPyObjectExt;
    let bad = |e: &dyn std::fmt::Display| crate::pickle::bad(kind, e);
    let seat = |i: u8| Seat::new(i).ok_or_else(|| bad(&i));
    match kind {
        "HouseRules" => PyHouseRules(from_json(kind, state)?).into_py_any(py),
        "Table" => PyTable(from_json(kind, state)?).into_py_any(py),
        "Discard" => PyDiscard(from_json(kind, state)?).into_py_any(py),
        "CallFacts" => PyCallFacts(from_json(kind, state)?).into_py_any(py),
        "Claim" => PyClaim(from_json(kind, state)?).into_py_any(py),
        "DeadHand" => PyDeadHand(from_json(kind, state)?).into_py_any(py),
        "Wall" => PyWall(from_json(kind, state)?).into_py_any(py),
        "Round" => PyRound(from_json(kind, state)?).into_py_any(py),
        "LinesPossible" => PyLinesPossible(from_json(kind, state)?).into_py_any(py),
        "FalseMahJong" => PyFalseMahJong(from_json(kind, state)?).into_py_any(py),
        "WallBreak" => PyWallBreak(from_json(kind, state)?).into_py_any(py),
        "BetSettlement" => PyBetSettlement(from_json(kind, state)?).into_py_any(py),
        "DealCheck" => {
            let (key, s): (String, Option<u8>) = state.extract()?;
            let remedy = Remedy::ALL.into_iter().find(|r| r.name() == key).ok_or_else(|| bad(&key))?;
            PyDealCheck { remedy, seat: s }.into_py_any(py)
        }
        "JokerExchange" => {
            let (player, owner, meld, position, exposure, hand, owner_hand): (
                u8,
                u8,
                u8,
                u8,
                Bound<'_, PyAny>,
                Bound<'_, PyAny>,
                Bound<'_, PyAny>,
            ) = state.extract()?;
            let x = JokerExchange {
                player: seat(player)?,
                owner: seat(owner)?,
                meld,
                position,
                exposure: exposure.cast::<PyMeld>()?.get().0,
                hand: hand_arg(py, &hand)?,
                owner_hand: hand_arg(py, &owner_hand)?,
            };
            PyJokerExchange(x).into_py_any(py)
        }
        "Pass" => {
            let (tiles, blind): (Bound<'_, PyAny>, Vec<Num>) = state.extract()?;
            PyPass::new(py, Some(&tiles), Some(blind))?.into_py_any(py)
        }
        "PassOutcome" => {
            let (hands, received): (Bound<'_, PyAny>, Bound<'_, PyAny>) = state.extract()?;
            let hands = hands_arg(py, &hands)?;
            let received = passes_arg(py, Some(&received))?;
            PyPassOutcome(PassOutcome { hands, received }).into_py_any(py)
        }
        _ => Err(bad(&"unknown kind")),
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Remedy", remedy_enum(py)?)?;
    m.add("FalseMahJongOutcome", false_mj_enum(py)?)?;
    m.add("BetOutcome", bet_enum(py)?)?;
    m.add("ReplacementSource", replacement_enum(py)?)?;
    m.add("RulesError", py.get_type::<RulesError>())?;
    Ok(())
}

//! Python bindings for scoring and settlement (`mahjong_core::scoring`).
// `to_dict(&self)` is the Python name every wrapper uses; pyo3 methods cannot take `self` by value.
#![allow(clippy::wrong_self_convention)]
use crate::american::PyCard;
use crate::error::{MahjongError, raise_about, raise_as};
use crate::hand::{PyHand, PyTile, hand_arg};
use crate::pickle::{Reduced, Restore, reduce};
use crate::pyfns;
use crate::rules::rules_args::Num;
use crate::text::Text;
use mahjong_core::american::Card;
use mahjong_core::args::Given;
use mahjong_core::rules::args::{Limit, number};
use mahjong_core::scoring::{
    self as core, AmericanFormat, AmericanRules, AmericanSettlement, AmericanWin, HandSettlement, Payments, ScoreRules,
};
use mahjong_core::standard::RuleProfile;
use mahjong_core::{Hand, KindedError, WinContext, Wind};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt, PyString};

create_exception!(mahjong_core, ScoreError, MahjongError, "A hand cannot be scored or settled under the rules given.");

create_exception!(mahjong_core, NotMahJongError, ScoreError, "The hand is not four sets and a pair or a special hand.");

fn score_error(e: core::ScoreError) -> PyErr {
    raise(&e, e)
}

/// `NotMahJongError` or `ScoreError` as `e` is, saying `shown` (`e`, or the error that holds it).
fn raise(e: &core::ScoreError, shown: impl KindedError) -> PyErr {
    let not_mah_jong = matches!(e, core::ScoreError::NotMahJong(_));
    if not_mah_jong { raise_as::<NotMahJongError>(shown) } else { raise_as::<ScoreError>(shown) }
}

/// A seat or wind: "E", "east", "East" (any case), or 0–3 within the core's `Limit::SEAT` (C's `limits::wind`).
/// Anything else is read as its text (`str`), as the core reads a wind's name.
pub(crate) fn wind_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Wind> {
    match obj.extract::<Num>() {
        Ok(n) => number(what, n.0, &n.1, Limit::SEAT).map(Wind::from_index).map_err(raise_as::<MahjongError>),
        Err(_) => crate::text::decode(&obj.str()?, Some(what))?
            .parse::<Wind>()
            .map_err(|e| raise_about::<MahjongError>(what, e)),
    }
}

/// The rules of `profile` (as `standard::profile` read the name), with the `limit` (None: the
/// profile's own; the core refuses 0) and the flowers and seasons choice (None: the profile's own)
/// given. The limit is read before the profile's error is raised: a number by its digits, anything
/// else by its text (`str`), by the core's `args::score_limit`.
fn rules_arg(
    profile: PyResult<RuleProfile>, limit: Option<&Bound<'_, PyAny>>, flowers_and_seasons: Option<bool>,
) -> PyResult<ScoreRules> {
    let read = |l: &Bound<'_, PyAny>| {
        let text = l.extract::<Num>().map(|n| n.1).or_else(|_| crate::text::decode(&l.str()?, Some("limit")))?;
        mahjong_core::args::score_limit(Given::Written(&text)).map_err(raise_as::<MahjongError>)
    };
    let limit = limit.map(read).transpose()?;
    let r = ScoreRules::new(profile?);
    let r = limit.map_or(r, |l| r.with_limit(l));
    Ok(flowers_and_seasons.map_or(r, |on| r.with_flowers_and_seasons(on)))
}

/// The hand with its seat and prevailing wind replaced where given.
fn hand_with_winds(
    py: Python<'_>, hand: &Bound<'_, PyAny>, seat_wind: Option<&Bound<'_, PyAny>>,
    prevailing_wind: Option<&Bound<'_, PyAny>>,
) -> PyResult<Hand> {
    let mut h = hand_arg(py, hand)?;
    let mut ctx: WinContext = *h.context();
    ctx.seat_wind = seat_wind.map(|w| wind_arg(w, "seat_wind")).transpose()?.unwrap_or(ctx.seat_wind);
    ctx.prevailing = prevailing_wind.map(|w| wind_arg(w, "prevailing_wind")).transpose()?.unwrap_or(ctx.prevailing);
    h.set_context(ctx);
    Ok(h)
}

crate::class!(
/// One breakdown line (the core's `scoring::ScoreItem`).
PyScoreItem(core::ScoreItem) in "mahjong_core" as "ScoreItem", |s| {
    /// The line as the scoring table words it ("Major tile Pung"), or the special hand's name.
    name: &'static str = s.0.label();
    /// The line's canonical name, e.g. `major_pung`, `no_chows`, `special_hand`.
    kind: &'static str = s.0.kind().name();
    /// Points added (0 for a double).
    points: u32 = s.0.points();
    /// How many times the item doubles the score (0 for points).
    doubles: u32 = s.0.doubles();
    /// The tiles the item came from (empty for an item about the whole hand).
    tiles: Vec<PyTile> = s.0.tiles().iter().map(|&t| PyTile(t)).collect();
} repr [name, kind, points, doubles, tiles] str |s| (s.0) to_dict |s| (s.0) pickle "ScoreItem" else |_py, state| {
    // An older pickle: the score and the item's place in it.
    let (score, k): (Bound<'_, PyAny>, usize) = state.extract()?;
    PyScoreItem(*score.cast::<PyScore>()?.get().0.items().get(k).ok_or_else(|| crate::pickle::bad(Self::KIND, k))?)
} tiles |t| t.0.tiles(););

crate::class!(
/// A hand's score (the core's `scoring::Score`): the breakdown, the points, the doubles and the
/// total after the limit.
PyScore(core::Score) in "mahjong_core" as "Score", |s| {
    /// The score after the limit.
    total: u32 = s.0.total();
    /// Points × 2^doubles before the limit, or the special hand's value.
    raw_total: u64 = s.0.raw_total();
    /// The sum of the points items.
    points: u32 = s.0.points();
    /// The number of doubles.
    doubles: u32 = s.0.doubles();
    /// True when the total is the limit.
    is_limit: bool = s.0.is_limit();
    /// The limit the total was cut to.
    limit: u32 = s.0.limit();
    /// The special hand's name, or None.
    special: Option<&'static str> = s.0.special().map(|h| h.label());
    /// The breakdown, points items first, then doubles, in table order.
    items: Vec<PyScoreItem> = s.0.items().iter().map(|&i| PyScoreItem(i)).collect();
} repr [total, points, doubles, limit, special] str |s| (s.0) to_dict |s| (s.0) pickle "Score" else |_py, state| {
    // An older pickle: the scored hand, the rules and whether it lost, scored again.
    let (hand, r, losing): (PyHand, Bound<'_, PyAny>, bool) = state.extract()?;
    let (h, rules) = (hand.0, crate::pickle::from_json(Self::KIND, &r)?);
    PyScore(if losing { core::score_losing_hand(&h, &rules) } else { core::score(&h, &rules) }.map_err(score_error)?)
} seq PyScoreItem = |s| (s.items()););

crate::class!(
/// Who pays whom. Seats are winds: East, South, West, North (index 0–3).
PyPayments(Payments) in "mahjong_core" as "Payments" [Hash] [hash], |s| {
    /// `table[from][to]`: what `from` pays `to`, indexed East 0 … North 3.
    table: Vec<Vec<u32>> = s.0.table().iter().map(|row| row.to_vec()).collect();
    /// Received minus paid, per seat (East, South, West, North); they sum to zero.
    nets: Vec<i64> = s.0.nets().to_vec();
} repr [nets] to_dict |s| (core::PaymentsReport(&s.0)) pickle "Payments";
    /// What `payer` pays `payee` (winds such as "E" or "east").
    #[pyo3(signature = (payer: "str | int", payee: "str | int"))]
    fn amount(&self, payer: &Bound<'_, PyAny>, payee: &Bound<'_, PyAny>) -> PyResult<u32> {
        Ok(self.0.amount(wind_arg(payer, "payer")?, wind_arg(payee, "payee")?))
    }

    /// Total paid out by `seat`.
    #[pyo3(signature = (seat: "str | int"))]
    fn paid(&self, seat: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(self.0.paid(wind_arg(seat, "seat")?))
    }

    /// Total received by `seat`.
    #[pyo3(signature = (seat: "str | int"))]
    fn received(&self, seat: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(self.0.received(wind_arg(seat, "seat")?))
    }

    /// Received minus paid by `seat`.
    #[pyo3(signature = (seat: "str | int"))]
    fn net(&self, seat: &Bound<'_, PyAny>) -> PyResult<i64> {
        Ok(self.0.net(wind_arg(seat, "seat")?))
    }

);

crate::class!(
/// The outcome of an American hand (the core's `scoring::AmericanSettlement`).
PyAmericanSettlement(AmericanSettlement) in "mahjong_core" as "AmericanSettlement" [Hash] [hash], |s| {
    /// The winner's seat ("east" … "north"), or None for a wall game.
    winner: Option<&'static str> = s.0.winner.map(Wind::name);
    /// What each non-discarder pays.
    value: u32 = s.0.value;
    /// The jokerless double was applied.
    jokerless_double: bool = s.0.jokerless_double;
    /// Counted as self-drawn (from the wall or right after a joker exchange).
    self_drawn: bool = s.0.self_drawn;
    /// Who pays whom.
    payments: PyPayments = PyPayments(s.0.payments);
} repr [winner, value, jokerless_double, self_drawn, payments] to_dict |s| (core::AmericanReport(&s.0))
    pickle "AmericanSettlement";
);

/// The interned canonical name of the Chinese Official rules (the core's name): what a literal
/// `"mcr"` gives, recognised by identity in `score_entry`.
static MCR_NAME: pyo3::sync::PyOnceLock<Py<PyString>> = pyo3::sync::PyOnceLock::new();

pyfns! {
/// Scores the hand that went Mah Jong under the rule profile `rules`; `seat_wind` and
/// `prevailing_wind` replace the winds of the hand's own context.
#[pyo3(signature = (hand: "Hand | str", rules: "str" = crate::standard::default_rules(), *, seat_wind: "str | int | None" = None, prevailing_wind: "str | int | None" = None, limit: "int | None" = None, flowers_and_seasons = None) -> "Score | McrScore", text_signature = "(hand, rules = 'classical', *, seat_wind = None, prevailing_wind = None, limit = None, flowers_and_seasons = None)")]
fn score(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text, seat_wind: Option<&Bound<'_, PyAny>>,
    prevailing_wind: Option<&Bound<'_, PyAny>>, limit: Option<&Bound<'_, PyAny>>, flowers_and_seasons: Option<bool>,
) -> PyResult<Py<PyAny>> = {
    let p = crate::standard::profile(&rules);
    // With a limit the rules are a `ScoreRules`, which the core refuses for the Chinese Official
    // rules (`ScoreError::McrProfile`): they have no table and no limit.
    if matches!(p, Ok(RuleProfile::Mcr)) && limit.is_none() {
        return crate::mcr::score(py, &hand_with_winds(py, hand, seat_wind, prevailing_wind)?, flowers_and_seasons);
    }
    let r = rules_arg(p, limit, flowers_and_seasons)?;
    let h = hand_with_winds(py, hand, seat_wind, prevailing_wind)?;
    let s = py.detach(|| core::score(&h, &r)).map_err(score_error)?;
    Ok(Py::new(py, PyScore(s))?.into_any())
};

/// Scores a hand that did not go Mah Jong, for the losers' settlement. The winds as for `score`.
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules(), *, seat_wind: "str | int | None" = None, prevailing_wind: "str | int | None" = None, limit: "int | None" = None, flowers_and_seasons = None), text_signature = "(hand, rules = 'classical', *, seat_wind = None, prevailing_wind = None, limit = None, flowers_and_seasons = None)")]
fn score_losing_hand(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text, seat_wind: Option<&Bound<'_, PyAny>>,
    prevailing_wind: Option<&Bound<'_, PyAny>>, limit: Option<&Bound<'_, PyAny>>, flowers_and_seasons: Option<bool>,
) -> PyResult<PyScore> = {
    let r = rules_arg(crate::standard::profile(&rules), limit, flowers_and_seasons)?;
    let h = hand_with_winds(py, hand, seat_wind, prevailing_wind)?;
    py.detach(|| core::score_losing_hand(&h, &r)).map(PyScore).map_err(score_error)
};
}

/// A whole classical (British, two- or three-player) hand settled by `settle_hands` (the core's
/// `scoring::HandSettlement`), with its winner.
#[pyclass(module = "mahjong_core", name = "HandSettlement", frozen)]
#[derive(Clone, Debug)]
pub struct PyHandSettlement {
    s: HandSettlement,
    winner: Option<Wind>,
}

crate::record!(PyHandSettlement, |s| {
    /// Who pays whom.
    payments: PyPayments = PyPayments(s.s.payments);
    /// Received minus paid, per seat (East … North).
    nets: Vec<i64> = s.s.payments.nets().to_vec();
    /// The winner's seat (`east` … `north`), or None for a wall game.
    winner: Option<&'static str> = s.winner.map(Wind::name);
    /// Each seat's score, East … North; None for a seat nobody sits in.
    scores: Vec<Option<PyScore>> = s.s.scores.iter().map(|s| s.map(PyScore)).collect();
} repr [winner, nets] to_dict |s| (core::HandSettlementReport { settlement: &s.s, winner: s.winner })
    eq_by s;
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, (crate::to_py(py, &self.s)?, self.winner.map(Wind::name)))
    }
);

crate::pickle::restore!(PyHandSettlement, "HandSettlement", |py, state| {
    let wind = |w: String| w.parse::<Wind>().map_err(|e| crate::pickle::bad(Self::KIND, e));
    match state.extract::<(Bound<'_, PyAny>, Option<String>)>() {
        Ok((s, w)) => {
            PyHandSettlement { s: crate::pickle::from_json(Self::KIND, &s)?, winner: w.map(wind).transpose()? }
        }
        Err(_) => {
            // An older pickle: the hands, the rules, the winner and the prevailing wind, settled again.
            let (hands, r, w, prevailing): ([Option<PyHand>; 4], Bound<'_, PyAny>, Option<String>, String) =
                state.extract()?;
            let rules = crate::pickle::from_json(Self::KIND, &r)?;
            settle_hands_core(hands.map(|h| h.map(|h| h.0)), rules, w.map(wind).transpose()?, wind(prevailing)?)?
        }
    }
});

fn settle_hands_core(
    hands: [Option<Hand>; 4], rules: ScoreRules, winner: Option<Wind>, prevailing: Wind,
) -> PyResult<PyHandSettlement> {
    core::settle_hands(&rules, &hands, winner, prevailing)
        .map(|s| PyHandSettlement { s, winner })
        .map_err(|e| raise(&e.error, e))
}

pyfns! {
/// Scores every hand at its seat and settles them (the core's `scoring::settle_hands`): `hands` by
/// seat, a list of 4 or a dict keyed by wind; `winner` None is a wall game.
#[pyo3(signature = (hands: "typing.Sequence[Hand | str | None] | dict[str | int, Hand | str | None]", winner: "str | int | None", rules = crate::standard::default_rules(), *, prevailing_wind: "str | int", limit: "int | None" = None, flowers_and_seasons = None), text_signature = "(hands, winner, rules = 'classical', *, prevailing_wind, limit = None, flowers_and_seasons = None)")]
fn settle_hands(py: Python<'_>, hands: &Bound<'_, PyAny>, winner: Option<&Bound<'_, PyAny>>, rules: Text,
    prevailing_wind: &Bound<'_, PyAny>, limit: Option<&Bound<'_, PyAny>>, flowers_and_seasons: Option<bool>,
) -> PyResult<PyHandSettlement> = {
    let r = rules_arg(crate::standard::profile(&rules), limit, flowers_and_seasons)?;
    let hs = by_seat(hands, "hands", |h| hand_arg(py, h))?;
    let winner = winner.map(|w| wind_arg(w, "winner")).transpose()?;
    let prevailing = wind_arg(prevailing_wind, "prevailing_wind")?;
    py.detach(|| settle_hands_core(hs, r, winner, prevailing))
};
}

/// Four values by seat: a list of 4 (East, South, West, North; None for an empty seat) or a
/// dict keyed by wind; `read` reads each value that is not None.
fn by_seat<T>(
    obj: &Bound<'_, PyAny>, what: &str, read: impl Fn(&Bound<'_, PyAny>) -> PyResult<T>,
) -> PyResult<[Option<T>; 4]> {
    let mut out = [None, None, None, None];
    let mut put = |seat: usize, v: &Bound<'_, PyAny>| -> PyResult<()> {
        out[seat] = if v.is_none() { None } else { Some(read(v)?) };
        Ok(())
    };
    if let Ok(d) = obj.cast::<PyDict>() {
        for (k, v) in d.iter() {
            put(wind_arg(&k, what)? as usize, &v)?;
        }
    } else {
        let not_by_seat =
            |_| MahjongError::new_err(format!("{what}: expected a list by seat or a dict by wind, got {obj}"));
        let items: Vec<Bound<'_, PyAny>> = obj.extract().map_err(not_by_seat)?;
        // One per seat, in the core's words (`rules::args::per_seat`), as the rules functions say it.
        let items = mahjong_core::rules::args::per_seat(what, &items.iter().collect::<Vec<_>>());
        for (seat, v) in items.map_err(raise_as::<MahjongError>)?.into_iter().enumerate() {
            put(seat, v)?;
        }
    }
    Ok(out)
}

pyfns! {
/// Settles a classical, British, two- or three-player hand from the four scores (the core's
/// `scoring::settle`); `winner` None is a wall game.
#[pyo3(signature = (scores: "typing.Sequence[int] | dict[str | int, int]", winner: "str | int | None" = None, rules = crate::standard::default_rules(), *, limit: "int | None" = None), text_signature = "(scores, winner = None, rules = 'classical', *, limit = None)")]
fn settle(scores: &Bound<'_, PyAny>, winner: Option<&Bound<'_, PyAny>>, rules: Text, limit: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyPayments> = {
    let r = rules_arg(crate::standard::profile(&rules), limit, None)?;
    let bad =
        |v: &dyn std::fmt::Display| MahjongError::new_err(format!("a score must be a whole number 0 or more, not {v}"));
    let s = by_seat(scores, "scores", |v| v.extract::<u32>().map_err(|_| bad(v)))?;
    let [a, b, c, d] = s.map(|v| v.ok_or_else(|| bad(&"None")));
    let s = [a?, b?, c?, d?];
    let winner = winner.map(|w| wind_arg(w, "winner")).transpose()?;
    core::settle(&r, winner, s).map(PyPayments).map_err(score_error)
};
}

/// `base` settled as the keyword arguments say (`AmericanWin::won_by`, `with_dead`,
/// `settle_american`); `dead` is one seat or an iterable of seats.
#[allow(clippy::too_many_arguments)]
fn american_settle(
    base: AmericanWin, discarder: Option<&Bound<'_, PyAny>>, self_drawn: bool, after_joker_exchange: bool,
    announced: bool, dead: Option<&Bound<'_, PyAny>>, discarder_pays_all: bool, social: bool,
) -> PyResult<PyAmericanSettlement> {
    let discarder = discarder.map(|w| wind_arg(w, "discarder")).transpose()?;
    let win = base.announce_jokerless(announced).won_by(discarder, self_drawn, after_joker_exchange);
    let mut win = win.map_err(score_error)?;
    let dead: Vec<Bound<'_, PyAny>> = match dead {
        Some(one) if one.is_instance_of::<PyString>() || one.is_instance_of::<PyInt>() => vec![one.clone()],
        Some(seats) => seats
            .try_iter()
            .and_then(|i| i.collect())
            .map_err(|_| MahjongError::new_err("dead: expected a seat or a list of seats"))?,
        None => vec![],
    };
    for seat in &dead {
        win = win.with_dead(wind_arg(seat, "dead")?);
    }
    let format = if social { AmericanFormat::Social } else { AmericanFormat::League };
    core::settle_american(&win, &AmericanRules { format, discarder_pays_all })
        .map(PyAmericanSettlement)
        .map_err(score_error)
}

pyfns! {
/// Settles an American Mah Jongg won on `discarder`'s discard, self-drawn or after a joker
/// exchange; `winner` None is a wall game.
#[pyo3(signature = (
    value: "int", winner: "str | int | None", *, discarder: "str | int | None" = None, self_drawn = false,
    after_joker_exchange = false, jokerless = false, announced = false, singles_and_pairs = false,
    dead: "str | int | typing.Iterable[str | int] | None" = None, discarder_pays_all = false, social = false
))]
#[allow(clippy::too_many_arguments)]
fn settle_american(value: &Bound<'_, PyAny>, winner: Option<&Bound<'_, PyAny>>, discarder: Option<&Bound<'_, PyAny>>,
    self_drawn: bool, after_joker_exchange: bool, jokerless: bool, announced: bool, singles_and_pairs: bool,
    dead: Option<&Bound<'_, PyAny>>, discarder_pays_all: bool, social: bool,
) -> PyResult<PyAmericanSettlement> = {
    let value = mahjong_core::scoring::american_value(mahjong_core::args::Given::Written(&value.extract::<Num>()?.1))
        .map_err(raise_as::<MahjongError>)?;
    let Some(winner) = winner else {
        if discarder.is_some() || self_drawn || after_joker_exchange {
            return Err(MahjongError::new_err(
                "winner=None is a wall game: nobody wins, so there is no discarder or self-drawn tile",
            ));
        }
        return Ok(PyAmericanSettlement(core::settle_american_wall_game()));
    };
    let base = AmericanWin::new(wind_arg(winner, "winner")?, value);
    let base = AmericanWin { jokerless, line_takes_jokers: !singles_and_pairs, ..base };
    american_settle(base, discarder, self_drawn, after_joker_exchange, announced, dead, discarder_pays_all, social)
};

/// Settles an American wall game.
fn settle_american_wall_game() -> PyAmericanSettlement = PyAmericanSettlement(core::settle_american_wall_game());

/// Settles an American Mah Jongg from the hand itself, valued by its best line of `card` (default
/// the sample card); `jokerless=True` is a claim checked against the hand.
#[pyo3(signature = (
    hand: "Hand | str", card = None, *, winner: "str | int", discarder: "str | int | None" = None,
    self_drawn = false, after_joker_exchange = false, jokerless = false, announced = false,
    dead: "str | int | typing.Iterable[str | int] | None" = None, discarder_pays_all = false, social = false
))]
#[allow(clippy::too_many_arguments)]
fn settle_american_hand(py: Python<'_>, hand: &Bound<'_, PyAny>, card: Option<&Bound<'_, PyCard>>,
    winner: &Bound<'_, PyAny>, discarder: Option<&Bound<'_, PyAny>>, self_drawn: bool, after_joker_exchange: bool,
    jokerless: bool, announced: bool, dead: Option<&Bound<'_, PyAny>>, discarder_pays_all: bool, social: bool,
) -> PyResult<PyAmericanSettlement> = {
    let h = hand_arg(py, hand)?;
    let winner = wind_arg(winner, "winner")?;
    let card: &Card = match card {
        Some(c) => c.get().card(),
        None => Card::sample(),
    };
    let Some(m) = card.try_match_hand(&h).map_err(|e| crate::american::match_error(py, e))? else {
        return Err(NotMahJongError::new_err(format!("no line of {} matches the hand", card.name())));
    };
    let base = AmericanWin::from_match(&m, winner).check_jokerless_claim(jokerless).map_err(score_error)?;
    american_settle(base, discarder, self_drawn, after_joker_exchange, announced, dead, discarder_pays_all, social)
};
}

/// The C entry of the `score` pyo3 made: every call but the common MCR one goes there.
static GENERAL_SCORE: std::sync::OnceLock<pyo3::ffi::PyCFunctionFastWithKeywords> = std::sync::OnceLock::new();

/// `score` as the module holds it: `score(hand, "mcr")` (two positional arguments, the second
/// the interned name) is answered before any argument parsing; every other call goes unchanged
/// to the `score` above, whose parsing, errors and answers it keeps.
unsafe extern "C" fn score_entry(
    module: *mut pyo3::ffi::PyObject, args: *const *mut pyo3::ffi::PyObject, nargs: pyo3::ffi::Py_ssize_t,
    kwnames: *mut pyo3::ffi::PyObject,
) -> *mut pyo3::ffi::PyObject {
    // SAFETY: CPython calls this attached, with `nargs` arguments then one per name of `kwnames`.
    let py = unsafe { Python::assume_attached() };
    if nargs == 2 && kwnames.is_null() && MCR_NAME.get(py).is_some_and(|m| unsafe { *args.add(1) } == m.as_ptr()) {
        let hand = unsafe { pyo3::Borrowed::from_ptr(py, *args) };
        let scored = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| crate::mcr::score_as_given(py, &hand)));
        let scored = scored.unwrap_or_else(|payload| {
            let text = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned());
            Err(pyo3::panic::PanicException::new_err(text.unwrap_or_else(|| "score panicked".into())))
        });
        return scored.map(Py::into_ptr).unwrap_or_else(|e| {
            e.restore(py);
            std::ptr::null_mut()
        });
    }
    // SAFETY: the general entry takes the same arguments; it is set before `score_entry` is made.
    unsafe { GENERAL_SCORE.get().expect("set by register")(module, args, nargs, kwnames) }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    // `score` replaced by `score_entry`, with the same name, docs and text signature.
    let general = m.getattr("score")?;
    MCR_NAME.get_or_init(py, || PyString::intern(py, RuleProfile::Mcr.name()).unbind());
    // SAFETY: `general` is pyo3's function; its flags say how its C entry is called.
    let (entry, flags) = unsafe {
        (pyo3::ffi::PyCFunction_GetFunction(general.as_ptr()), pyo3::ffi::PyCFunction_GetFlags(general.as_ptr()))
    };
    let fast = pyo3::ffi::METH_FASTCALL | pyo3::ffi::METH_KEYWORDS;
    let Some(entry) = entry.filter(|_| flags == fast) else {
        return Err(MahjongError::new_err("score: pyo3 made it without fast calls"));
    };
    // SAFETY: a METH_FASTCALL | METH_KEYWORDS entry is stored as a `PyCFunction` but has this type.
    GENERAL_SCORE.get_or_init(|| unsafe {
        std::mem::transmute::<pyo3::ffi::PyCFunction, pyo3::ffi::PyCFunctionFastWithKeywords>(entry)
    });
    let doc = format!("score{}\n--\n\n{}", general.getattr("__text_signature__")?, general.getattr("__doc__")?);
    let doc = std::ffi::CString::new(doc).map_err(|e| MahjongError::new_err(e.to_string()))?;
    let def = Box::leak(Box::new(pyo3::ffi::PyMethodDef {
        ml_name: c"score".as_ptr(),
        ml_meth: pyo3::ffi::PyMethodDefPointer { PyCFunctionFastWithKeywords: score_entry },
        ml_flags: fast,
        ml_doc: doc.into_raw(),
    }));
    let name = m.name()?;
    // SAFETY: `def` lives for the process; the module and its name are valid objects.
    let f = unsafe { pyo3::ffi::PyCFunction_NewEx(def, m.as_ptr(), name.as_ptr()) };
    m.setattr("score", unsafe { Bound::from_owned_ptr_or_err(py, f) }?)
}

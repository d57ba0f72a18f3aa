//! `mahjong_core::mcr`: `score`, `is_winning`, `tiles_away` and `waits` with `rules="mcr"` land here.
// `to_dict(&self)` is the Python name every wrapper uses; pyo3 methods cannot take `self` by value.
#![allow(clippy::wrong_self_convention)]
use crate::error::{MahjongError, raise_about, raise_as};
use crate::hand::{PyHand, PyTile, hand_arg, hand_ref, int_in, tile_arg};
use crate::pickle::{Reduced, Restore, reduce};
use crate::pyfns;
use crate::rules::rules_args::Num;
use crate::scoring::wind_arg;
use crate::text::Text;
use mahjong_core::args::Given;
use mahjong_core::mcr::{self, CountedFan, Fan, HandForm, McrError as CoreMcrError};
use mahjong_core::{Hand, Wind};
use pyo3::create_exception;
use pyo3::prelude::*;

create_exception!(
    mahjong_core,
    McrError,
    MahjongError,
    "A hand that cannot be read under the Chinese Official rules (wrong tile count, no winning tile, an impossible context, not complete)."
);

/// A fan: an `McrFan`, its number in the official table (an int), or its English or Chinese name.
fn fan_arg(obj: &Bound<'_, PyAny>) -> PyResult<Fan> {
    if let Ok(f) = obj.cast::<PyMcrFan>() {
        return Ok(f.get().0.0);
    }
    if obj.is_instance_of::<pyo3::types::PyInt>() {
        let first = Fan::ALL[0].number();
        let last = Fan::ALL[Fan::ALL.len() - 1].number();
        return int_in::<u8>(obj)?
            .and_then(Fan::from_number)
            .ok_or_else(|| MahjongError::new_err(format!("fan: numbers run from {first} to {last}, not {obj}")));
    }
    let name = crate::text::text_arg(obj, "fan", "an McrFan, a fan number or a fan name")?;
    name.parse::<Fan>().map_err(|e| raise_about::<MahjongError>("fan", e))
}

crate::class!(
/// One fan of an MCR score (`mcr::Fan`) and how many times it is counted.
PyMcrFan(CountedFan) in "mahjong_core" as "McrFan", |f| {
    /// The standard English name.
    name: &'static str = f.0.0.label();
    /// The Chinese name of the official table.
    chinese: &'static str = f.0.0.chinese();
    /// The fan's number in the official table (1 to 81).
    number: u8 = f.0.0.number();
    /// Points each time it is counted.
    points: u8 = f.0.0.points();
    /// How many times the fan is counted.
    count: u8 = f.0.1;
} repr [name, number, points, count];
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, (self.0.0.number(), self.0.1))
    }
    /// "Pure Straight (清龙): 16 points", with "x2" after the names when counted twice.
    fn __str__(&self) -> String {
        format!("{}: {}", self.0, mahjong_core::mcr::PointsText(self.0.points()))
    }
);

crate::pickle::restore!(PyMcrFan, "McrFan", |py, state| {
    let (number, count): (u8, u8) = state.extract()?;
    PyMcrFan(CountedFan(Fan::from_number(number).ok_or_else(|| crate::pickle::bad(Self::KIND, number))?, count))
});

/// A winning hand's score (the core's `mcr::McrScore`), a sequence of its fans (a fan counted
/// twice is one entry).
#[pyclass(module = "mahjong_core", name = "McrScore", frozen, freelist = 16)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrScore(mcr::McrScore);

crate::record!(PyMcrScore, |s| {
    /// The total: fans and flowers.
    total: u32 = s.0.total();
    /// Points of the fans without the flowers.
    fan_points: u32 = s.0.fan_points();
    /// Flowers and seasons (1 point each).
    flowers: u32 = s.0.flowers();
    /// Whether the fans (flowers not counted) reach the minimum.
    meets_minimum: bool = s.0.meets_minimum();
    /// The form of the counted decomposition, by its `mcr::HandForm` name.
    form: &'static str = s.0.form().name();
    /// The fans counted, in table order.
    fans: Vec<PyMcrFan> = s.0.fans().map(|(fan, count)| PyMcrFan(CountedFan(fan, count))).collect();
} repr [total, fan_points, flowers, form, fans] to_dict |s| (s.0) eq_by 0 seq PyMcrFan = |s| (s.fans());
    /// How many times `fan` (an `McrFan`, its number, or its English or Chinese name) is counted.
    fn count(&self, fan: &Bound<'_, PyAny>) -> PyResult<u8> {
        Ok(self.0.count(fan_arg(fan)?))
    }
    /// What each seat pays (negative) or receives, East South West North (the core's
    /// `McrScore::payments`); `discarder=None` for a self-drawn win.
    #[pyo3(signature = (winner: "str | int", discarder: "str | int | None" = None))]
    fn payments(&self, winner: &Bound<'_, PyAny>, discarder: Option<&Bound<'_, PyAny>>) -> PyResult<[i32; 4]> {
        let w: Wind = wind_arg(winner, "winner")?;
        let d = discarder.map(|d| wind_arg(d, "discarder")).transpose()?;
        self.0.payments(w, d).map_err(raise_as::<McrError>)
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, crate::to_py(py, &self.0)?)
    }
    /// "28 points (28 in fans, 0 for flowers)".
    fn __str__(&self) -> String {
        self.0.total_text().to_string()
    }
);

crate::pickle::restore!(PyMcrScore, "McrScore", |py, state| {
    if state.is_instance_of::<pyo3::types::PyDict>() {
        untracked(py, PyMcrScore(crate::pickle::from_json(Self::KIND, state)?))?
    } else {
        // An older pickle: the hand and the flowers choice, scored again.
        let (hand, flowers): (PyHand, Option<bool>) = state.extract()?;
        untracked(py, score_of(&hand.0, flowers).map_err(raise_as::<McrError>)?)?
    }
});

/// Tiles away in each MCR form (the core's `mcr::McrTilesAway`; `None` where melds close a form);
/// pickled as the hand.
#[pyclass(module = "mahjong_core", name = "McrTilesAway", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrTilesAway(pub(crate) mcr::McrTilesAway, pub(crate) Hand);

crate::record!(PyMcrTilesAway, |s| {
    /// Four sets and a pair.
    regular: i8 = s.0.regular();
    /// Seven pairs.
    seven_pairs: Option<i8> = s.0.seven_pairs();
    /// Thirteen Orphans.
    thirteen_orphans: Option<i8> = s.0.thirteen_orphans();
    /// Honors and Knitted Tiles.
    honors_and_knitted: Option<i8> = s.0.honors_and_knitted();
    /// Knitted Straight with a set and a pair.
    knitted_straight: Option<i8> = s.0.knitted_straight();
    /// The least of the forms.
    best: i8 = s.0.best();
    /// The improving tiles of the best forms.
    improving_tiles: Vec<PyTile> = s.0.improving_tiles().map(PyTile).collect();
} repr [regular, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight, best] to_dict |s| (s.0) eq_by 0;
    /// The tiles that bring `form` (named as the core names it) one closer.
    fn improving(&self, form: Text) -> PyResult<Vec<PyTile>> {
        let form = form.parse().map_err(raise_as::<MahjongError>)?;
        Ok(crate::standard::tiles_of(self.0.improving(form)))
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, PyHand::new(self.1))
    }
);

crate::pickle::restore!(PyMcrTilesAway, "McrTilesAway", |py, state| {
    let h = hand_arg(py, state)?;
    PyMcrTilesAway(mcr::tiles_away(&h).map_err(raise_as::<McrError>)?, h)
});

crate::class!(
/// The winning tiles (`mcr::McrWaits`), a sequence of tiles in index order. Equal waits are
/// equal whatever hand they came from.
PyMcrWaits(mcr::McrWaits) in "mahjong_core" as "McrWaits", |s| {
    /// The winning tiles, in index order.
    tiles: Vec<PyTile> = s.0.tiles().map(PyTile).collect();
    /// The winning tiles as a 34-bit mask (bit i = tile index i).
    mask: u64 = s.0.mask();
} repr [tiles] str |s| (s.0.tiles().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")) to_dict |s| (s.0)
    pickle "McrWaits" else |py, state| {
        PyMcrWaits(mcr::waits(&hand_arg(py, state)?).map_err(raise_as::<McrError>)?)
    } tiles |s| s.0.tiles().collect::<Vec<_>>();
    /// The forms `tile` completes (empty when it does not win).
    fn forms(&self, py: Python<'_>, tile: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
        let t = tile_arg(py, tile)?;
        Ok(self.0.forms(t).map(HandForm::name).collect())
    }
);

/// The `McrScore` of `h` (`flowers_and_seasons` None: the core's default).
fn score_of(h: &Hand, flowers_and_seasons: Option<bool>) -> Result<PyMcrScore, CoreMcrError> {
    flowers_and_seasons.map_or_else(|| mcr::score(h), |on| mcr::score_in(h, on)).map(PyMcrScore)
}

/// `s` as a new Python object that Python's cycle collector does not track: it holds no Python
/// object, so it can be in no cycle (CPython does the same for its tuples of plain values), and
/// collection passes do not walk it (a list of thousands of scores would make each pass longer).
/// Every `McrScore` the module makes, unpickled ones too, is made here.
fn untracked(py: Python<'_>, s: PyMcrScore) -> PyResult<Py<PyAny>> {
    let obj = Bound::new(py, s)?;
    // SAFETY: a live object of a pyo3 class, which is always a GC type; it holds no references.
    unsafe { pyo3::ffi::PyObject_GC_UnTrack(obj.as_ptr().cast()) };
    Ok(obj.into_any().unbind())
}

/// `score(hand, "mcr")` with no other argument: the hand as given, the core's default flowers.
pub(crate) fn score_as_given(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    // A `Hand` is read in place, not copied.
    untracked(py, PyMcrScore(mcr::score(&*hand_ref(py, hand)?).map_err(raise_as::<McrError>)?))
}

/// `score(hand, rules="mcr", …)` of the hand with its winds: the `McrScore` as a Python object.
pub(crate) fn score(py: Python<'_>, h: &Hand, flowers_and_seasons: Option<bool>) -> PyResult<Py<PyAny>> {
    // A few hundred nanoseconds of work: releasing the GIL would cost more than it frees.
    untracked(py, score_of(h, flowers_and_seasons).map_err(raise_as::<McrError>)?)
}

pyfns! {
/// `score(hand, rules="mcr")` of each hand of an iterable (`Hand`s or hand strings), in order.
/// The hands are read first; the scoring runs without the GIL. The first hand that cannot be
/// scored raises `McrError` naming its place in the iterable.
#[pyo3(signature = (hands: "typing.Iterable[Hand | str]", flowers_and_seasons = None) -> "list[McrScore]")]
fn mcr_score_many(py: Python<'_>, hands: &Bound<'_, PyAny>, flowers_and_seasons: Option<bool>,
) -> PyResult<Vec<Py<PyAny>>> = {
    if hands.is_instance_of::<pyo3::types::PyString>() {
        return Err(MahjongError::new_err("mcr_score_many takes an iterable of hands, not one str"));
    }
    let mut hs: Vec<Hand> = Vec::with_capacity(hands.len().unwrap_or(0));
    for item in hands.try_iter()? {
        hs.push(hand_arg(py, &item?)?);
    }
    let scored: Result<Vec<_>, _> = py
        .detach(|| hs.iter().enumerate().map(|(i, h)| score_of(h, flowers_and_seasons).map_err(|e| (i, e))).collect());
    let scored = scored.map_err(|(i, e)| raise_about::<McrError>(format_args!("hand {i} of the batch"), e))?;
    scored.into_iter().map(|s| untracked(py, s)).collect()
};

/// The 81 fans of the Chinese Official rules in table order.
fn mcr_fans() -> Vec<PyMcrFan> = Fan::ALL.into_iter().map(|fan| PyMcrFan(CountedFan(fan, 1))).collect();

/// MCR payments for a win worth `total`: indexed East South West North.
#[pyo3(signature = (total: "int", winner: "str | int", discarder: "str | int | None" = None))]
fn mcr_payments(total: &Bound<'_, PyAny>, winner: &Bound<'_, PyAny>, discarder: Option<&Bound<'_, PyAny>>,
) -> PyResult<[i32; 4]> = {
    let total = mcr::payment_total(Given::Written(&total.extract::<Num>()?.1)).map_err(raise_as::<MahjongError>)?;
    let w = wind_arg(winner, "winner")?;
    let d = discarder.map(|d| wind_arg(d, "discarder")).transpose()?;
    mcr::payments(total, w, d).map_err(raise_as::<McrError>)
};
}

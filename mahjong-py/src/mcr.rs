//! The Chinese Official rules (MCR): `score`, `is_winning`, `tiles_away` and `waits` with
//! `rules="mcr"` land here. Every answer comes from `mahjong_core::mcr`.
// `to_dict(&self)` is the Python name every wrapper uses; pyo3 methods cannot take `self` by value.
#![allow(clippy::wrong_self_convention)]
use crate::error::MahjongError;
use crate::hand::{PyHand, PyTile, hand_arg, int_in, tile_arg};
use crate::pickle::{Reduced, reduce};
use crate::scoring::{hand_with_winds, wind_arg};
use crate::text::Text;
use crate::{py_opt, py_str, to_py};
use mahjong_core::mcr::{self, Fan, HandForm, McrError as CoreMcrError};
use mahjong_core::{Hand, Tile, Wind};
use pyo3::IntoPyObjectExt;
use pyo3::create_exception;
use pyo3::prelude::*;

create_exception!(
    mahjong_core,
    McrError,
    MahjongError,
    "A hand that cannot be read under the Chinese Official rules (wrong tile count, no winning tile, an impossible context, not complete)."
);

fn err(e: CoreMcrError) -> PyErr {
    McrError::new_err(e.to_string())
}

fn tiles_of(mask: u64) -> Vec<PyTile> {
    (0..34u8).filter(|i| mask >> i & 1 == 1).filter_map(Tile::from_index).map(PyTile).collect()
}

/// The form named `name`; the names are the core's.
fn form_arg(name: &str) -> PyResult<HandForm> {
    HandForm::ALL.into_iter().find(|f| f.label() == name).ok_or_else(|| {
        let names: Vec<String> = HandForm::ALL.iter().map(|f| py_str(f.label())).collect();
        MahjongError::new_err(format!(
            "unknown form {}: use one of {}",
            mahjong_core::error::Quoted(name),
            names.join(", ")
        ))
    })
}

/// A fan: an `McrFan`, its number in the official table (an int), or its English or Chinese
/// name (a str, read through the str helper).
fn fan_arg(obj: &Bound<'_, PyAny>) -> PyResult<Fan> {
    if let Ok(f) = obj.cast::<PyMcrFan>() {
        return Ok(f.get().fan);
    }
    if obj.is_instance_of::<pyo3::types::PyInt>() {
        let first = Fan::ALL[0].number();
        let last = Fan::ALL[Fan::ALL.len() - 1].number();
        return int_in::<u8>(obj)?
            .and_then(Fan::from_number)
            .ok_or_else(|| MahjongError::new_err(format!("fan: numbers run from {first} to {last}, not {obj}")));
    }
    let name = crate::text::text_arg(obj, "fan", "an McrFan, a fan number or a fan name")?;
    str::parse::<Fan>(&name)
        .ok()
        .ok_or_else(|| MahjongError::new_err(format!("fan: no fan is named {}", mahjong_core::error::Quoted(&name))))
}

/// One fan counted in an MCR score: `name` (English), `chinese`, `number` (1–81), `points`
/// (each time), `count`.
#[pyclass(module = "mahjong_core", name = "McrFan", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyMcrFan {
    fan: Fan,
    /// How many times the fan is counted.
    #[pyo3(get)]
    count: u8,
}

#[pymethods]
impl PyMcrFan {
    /// The standard English name.
    #[getter]
    fn name(&self) -> &'static str {
        self.fan.label()
    }
    /// The Chinese name of the official table.
    #[getter]
    fn chinese(&self) -> &'static str {
        self.fan.chinese()
    }
    /// The fan's number in the official table (1 to 81).
    #[getter]
    fn number(&self) -> u8 {
        self.fan.number()
    }
    /// Points each time it is counted.
    #[getter]
    fn points(&self) -> u8 {
        self.fan.points()
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "McrFan", (self.fan.number(), self.count))
    }
    /// "Pure Straight (清龙): 16 points", with "x2" after the names when counted twice.
    fn __str__(&self) -> String {
        let times = if self.count > 1 { format!(" x{}", self.count) } else { String::new() };
        let total = u32::from(self.fan.points()) * u32::from(self.count);
        let unit = if total == 1 { "point" } else { "points" };
        format!("{} ({}){times}: {total} {unit}", self.fan.label(), self.fan.chinese())
    }
    fn __repr__(&self) -> String {
        format!(
            "McrFan(name={}, number={}, points={}, count={})",
            py_str(self.fan.label()),
            self.fan.number(),
            self.fan.points(),
            self.count
        )
    }
}

/// The score of a winning hand under the Chinese Official rules; a sequence of the fans
/// counted. Pickled as the hand (winds in place) and the flowers choice that made it.
#[pyclass(module = "mahjong_core", name = "McrScore", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrScore(mcr::McrScore, Hand, Option<bool>);

impl PyMcrScore {
    fn fan_list(&self) -> Vec<PyMcrFan> {
        self.0.fans().map(|(fan, count)| PyMcrFan { fan, count }).collect()
    }
}

#[pymethods]
impl PyMcrScore {
    /// The total: fans and flowers.
    #[getter]
    fn total(&self) -> u32 {
        self.0.total()
    }
    /// Points of the fans without the flowers.
    #[getter]
    fn fan_points(&self) -> u32 {
        self.0.fan_points()
    }
    /// Flowers and seasons (1 point each).
    #[getter]
    fn flowers(&self) -> u32 {
        self.0.flowers()
    }
    /// Whether the fans (flowers not counted) reach the minimum.
    #[getter]
    fn meets_minimum(&self) -> bool {
        self.0.meets_minimum()
    }
    /// The form of the counted decomposition: regular, seven-pairs, thirteen-orphans,
    /// honors-and-knitted, knitted-straight.
    #[getter]
    fn form(&self) -> &'static str {
        self.0.form().label()
    }
    /// The fans counted, in table order.
    #[getter]
    fn fans(&self) -> Vec<PyMcrFan> {
        self.fan_list()
    }
    /// How many times `fan` (an `McrFan`, its number, or its English or Chinese name) is counted.
    fn count(&self, fan: &Bound<'_, PyAny>) -> PyResult<u8> {
        Ok(self.0.count(fan_arg(fan)?))
    }
    /// What each seat pays (negative) or receives, East South West North; `discarder=None`
    /// for a self-drawn win.
    #[pyo3(signature = (winner, discarder = None))]
    fn payments(&self, winner: &Bound<'_, PyAny>, discarder: Option<&Bound<'_, PyAny>>) -> PyResult<[i32; 4]> {
        let w: Wind = wind_arg(winner, "winner")?;
        let d = discarder.map(|d| wind_arg(d, "discarder")).transpose()?;
        self.0.payments(w, d).map_err(err)
    }
    /// The score as plain data.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.0)
    }
    /// The number of fans counted (a fan counted twice is one entry).
    fn __len__(&self) -> usize {
        self.0.fans().count()
    }
    /// The fans counted, in table order.
    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::iter_of(py, self.fan_list())
    }
    fn __getitem__(&self, index: isize) -> PyResult<PyMcrFan> {
        crate::item_at(&self.fan_list(), index)
    }
    fn __contains__(&self, fan: &Bound<'_, PyAny>) -> bool {
        fan.cast::<PyMcrFan>().is_ok_and(|f| self.0.count(f.get().fan) == f.get().count)
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyMcrScore>().is_ok_and(|o| self.0 == o.get().0)
    }
    fn __hash__(&self) -> u64 {
        crate::hash_of(&(self.0.fans().collect::<Vec<_>>(), self.0.flowers(), self.0.form()))
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "McrScore", (PyHand::new(self.1), self.2))
    }
    /// "28 points (28 in fans, 0 for flowers)".
    fn __str__(&self) -> String {
        format!("{} points ({} in fans, {} for flowers)", self.0.total(), self.0.fan_points(), self.0.flowers())
    }
    fn __repr__(&self) -> String {
        format!(
            "McrScore(total={}, fan_points={}, flowers={}, form={}, fans={})",
            self.0.total(),
            self.0.fan_points(),
            self.0.flowers(),
            py_str(self.0.form().label()),
            self.0.fans().count()
        )
    }
}

/// Tiles away in each MCR form (`None` where melds close the form). Pickled as the hand.
#[pyclass(module = "mahjong_core", name = "McrTilesAway", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrTilesAway(mcr::McrTilesAway, Hand);

#[pymethods]
impl PyMcrTilesAway {
    /// Four sets and a pair.
    #[getter]
    fn regular(&self) -> i8 {
        self.0.regular()
    }
    /// Seven pairs.
    #[getter]
    fn seven_pairs(&self) -> Option<i8> {
        self.0.seven_pairs()
    }
    /// Thirteen Orphans.
    #[getter]
    fn thirteen_orphans(&self) -> Option<i8> {
        self.0.thirteen_orphans()
    }
    /// Honors and Knitted Tiles.
    #[getter]
    fn honors_and_knitted(&self) -> Option<i8> {
        self.0.honors_and_knitted()
    }
    /// Knitted Straight with a set and a pair.
    #[getter]
    fn knitted_straight(&self) -> Option<i8> {
        self.0.knitted_straight()
    }
    /// The least of the forms.
    #[getter]
    fn best(&self) -> i8 {
        self.0.best()
    }
    /// The tiles that bring `form` one closer.
    fn improving(&self, form: Text) -> PyResult<Vec<PyTile>> {
        Ok(tiles_of(self.0.improving(form_arg(&form)?)))
    }
    /// The improving tiles of the best forms.
    #[getter]
    fn improving_tiles(&self) -> Vec<PyTile> {
        self.0.improving_tiles().map(PyTile).collect()
    }
    /// Plain data: each form by its name (None where closed), `best`, `improving`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &away_json(&self.0))
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyMcrTilesAway>().is_ok_and(|o| self.0 == o.get().0)
    }
    fn __hash__(&self) -> u64 {
        crate::hash_of(&HandForm::ALL.map(|f| self.0.form(f)))
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "McrTilesAway", PyHand::new(self.1))
    }
    fn __repr__(&self) -> String {
        let opt = py_opt::<i8>;
        format!(
            "McrTilesAway(regular={}, seven_pairs={}, thirteen_orphans={}, honors_and_knitted={}, knitted_straight={}, best={})",
            self.0.regular(),
            opt(self.0.seven_pairs()),
            opt(self.0.thirteen_orphans()),
            opt(self.0.honors_and_knitted()),
            opt(self.0.knitted_straight()),
            self.0.best()
        )
    }
}

/// Plain data of MCR tiles away: each form by its core name, `best` and `improving`.
fn away_json(a: &mcr::McrTilesAway) -> serde_json::Value {
    let mut m = serde_json::Map::new();
    for f in HandForm::ALL {
        m.insert(f.label().to_owned(), serde_json::json!(a.form(f)));
    }
    m.insert("best".into(), serde_json::json!(a.best()));
    let improving: Vec<String> = a.improving_tiles().map(|t| t.to_string()).collect();
    m.insert("improving".into(), serde_json::json!(improving));
    serde_json::Value::Object(m)
}

/// The winning tiles of a hand one tile short, with the forms each completes: a collection of
/// tiles. Equal waits are equal whatever hand they came from; pickled as the hand.
#[pyclass(module = "mahjong_core", name = "McrWaits", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrWaits(mcr::McrWaits, Hand);

impl PyMcrWaits {
    fn tile_list(&self) -> Vec<Tile> {
        self.0.tiles().collect()
    }
}

#[pymethods]
impl PyMcrWaits {
    /// The winning tiles, in index order.
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        self.0.tiles().map(PyTile).collect()
    }
    /// The winning tiles as a 34-bit mask (bit i = tile index i).
    #[getter]
    fn mask(&self) -> u64 {
        self.0.mask()
    }
    /// The forms `tile` completes (empty when it does not win).
    fn forms(&self, py: Python<'_>, tile: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
        let t = tile_arg(py, tile)?;
        Ok(self.0.forms(t).map(HandForm::label).collect())
    }
    /// Plain data: `{"tiles": [...], "forms": {tile: [form, ...]}}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &waits_json(&self.0))
    }
    fn __len__(&self) -> usize {
        self.0.len()
    }
    fn __contains__(&self, py: Python<'_>, tile: &Bound<'_, PyAny>) -> PyResult<bool> {
        let t = tile_arg(py, tile)?;
        Ok(self.0.tiles().any(|w| w == t))
    }
    /// The winning tiles, in index order.
    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::iter_of(py, self.tiles())
    }
    fn __getitem__(&self, index: isize) -> PyResult<PyTile> {
        crate::item_at(&self.tile_list(), index).map(PyTile)
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyMcrWaits>().is_ok_and(|o| self.0 == o.get().0)
    }
    fn __hash__(&self) -> u64 {
        crate::hash_of(&self.0.mask())
    }
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, "McrWaits", PyHand::new(self.1))
    }
    fn __str__(&self) -> String {
        let t: Vec<String> = self.0.tiles().map(|t| t.to_string()).collect();
        t.join(" ")
    }
    fn __repr__(&self) -> String {
        let t: Vec<String> = self.0.tiles().map(|t| format!("Tile('{t}')")).collect();
        format!("McrWaits(tiles=[{}])", t.join(", "))
    }
}

/// Plain data of MCR waits: the tiles, and the forms each completes by the core's names.
fn waits_json(w: &mcr::McrWaits) -> serde_json::Value {
    let tiles: Vec<String> = w.tiles().map(|t| t.to_string()).collect();
    let mut forms = serde_json::Map::new();
    for t in w.tiles() {
        let f: Vec<&str> = w.forms(t).map(HandForm::label).collect();
        forms.insert(t.to_string(), serde_json::json!(f));
    }
    serde_json::json!({ "tiles": tiles, "forms": forms })
}

/// Whether `rules` names the Chinese Official rules.
pub(crate) fn is_mcr(rules: &str) -> bool {
    rules.parse::<mahjong_core::standard::RuleProfile>() == Ok(mahjong_core::standard::RuleProfile::Mcr)
}

/// The score of `h`: with `flowers_and_seasons` None, the core's default set.
fn score_of(h: &Hand, flowers_and_seasons: Option<bool>) -> Result<mcr::McrScore, CoreMcrError> {
    match flowers_and_seasons {
        None => mcr::score(h),
        Some(on) => mcr::score_in(h, on),
    }
}

/// `score(hand, rules="mcr", …)`.
pub(crate) fn score(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    seat_wind: Option<&Bound<'_, PyAny>>,
    prevailing_wind: Option<&Bound<'_, PyAny>>,
    limit: Option<&Bound<'_, PyAny>>,
    flowers_and_seasons: Option<bool>,
) -> PyResult<Py<PyAny>> {
    if limit.is_some() {
        return Err(MahjongError::new_err("limit: the Chinese Official rules have no limit"));
    }
    let h = hand_with_winds(py, hand, seat_wind, prevailing_wind)?;
    // A microsecond of work: releasing the GIL would cost more than it frees.
    let s = score_of(&h, flowers_and_seasons).map_err(err)?;
    PyMcrScore(s, h, flowers_and_seasons).into_py_any(py)
}

/// `is_winning(hand, rules="mcr")`: complete and at least the minimum points of fans.
pub(crate) fn is_winning(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<bool> {
    let h = hand_arg(py, hand)?;
    mcr::is_winning(&h).map_err(err)
}

/// `tiles_away(hand, rules="mcr")`.
pub(crate) fn tiles_away(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let h = hand_arg(py, hand)?;
    let a = mcr::tiles_away(&h).map_err(err)?;
    PyMcrTilesAway(a, h).into_py_any(py)
}

/// `waits(hand, rules="mcr")`.
pub(crate) fn waits(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let h = hand_arg(py, hand)?;
    let w = mcr::waits(&h).map_err(err)?;
    PyMcrWaits(w, h).into_py_any(py)
}

/// The 81 fans of the Chinese Official rules in table order.
#[pyfunction]
fn mcr_fans() -> Vec<PyMcrFan> {
    Fan::ALL.into_iter().map(|fan| PyMcrFan { fan, count: 1 }).collect()
}

/// MCR payments for a win worth `total`: indexed East South West North.
#[pyfunction]
#[pyo3(signature = (total, winner, discarder = None))]
fn mcr_payments(
    total: &Bound<'_, PyAny>,
    winner: &Bound<'_, PyAny>,
    discarder: Option<&Bound<'_, PyAny>>,
) -> PyResult<[i32; 4]> {
    let total = int_in::<u32>(total)?
        .ok_or_else(|| MahjongError::new_err(format!("total must be 0 to {}, not {total}", u32::MAX)))?;
    let w = wind_arg(winner, "winner")?;
    let d = discarder.map(|d| wind_arg(d, "discarder")).transpose()?;
    mcr::payments(total, w, d).map_err(err)
}

/// Rebuilds a pickled `McrFan`, `McrScore`, `McrTilesAway` or `McrWaits`.
pub(crate) fn restore(py: Python<'_>, kind: &str, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let bad = |e: &dyn std::fmt::Display| crate::pickle::bad(kind, e);
    match kind {
        "McrFan" => {
            let (number, count): (u8, u8) = state.extract()?;
            let fan = Fan::from_number(number).ok_or_else(|| bad(&number))?;
            PyMcrFan { fan, count }.into_py_any(py)
        }
        "McrScore" => {
            let (hand, flowers): (PyHand, Option<bool>) = state.extract()?;
            let s = score_of(&hand.0, flowers).map_err(err)?;
            PyMcrScore(s, hand.0, flowers).into_py_any(py)
        }
        "McrTilesAway" => tiles_away(py, state),
        _ => waits(py, state),
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("McrError", py.get_type::<McrError>())?;
    m.add_class::<PyMcrFan>()?;
    m.add_class::<PyMcrScore>()?;
    m.add_class::<PyMcrTilesAway>()?;
    m.add_class::<PyMcrWaits>()?;
    m.add_function(wrap_pyfunction!(mcr_fans, m)?)?;
    m.add_function(wrap_pyfunction!(mcr_payments, m)?)?;
    Ok(())
}

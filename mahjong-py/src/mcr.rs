//! The Chinese Official rules (MCR): `score`, `is_winning`, `tiles_away` and `waits` with
//! `rules="mcr"` land here. Every answer comes from `mahjong_core::mcr`.

use crate::error::MahjongError;
use crate::hand::{PyTile, hand_arg, tile_arg};
use crate::scoring::{hand_with_winds, wind_arg};
use crate::to_py;
use mahjong_core::mcr::{self, Fan, HandForm, McrError as CoreMcrError};
use mahjong_core::{Tile, Wind};
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

fn form_arg(name: &str) -> PyResult<HandForm> {
    HandForm::ALL.into_iter().find(|f| f.name() == name).ok_or_else(|| {
        let names: Vec<&str> = HandForm::ALL.iter().map(|f| f.name()).collect();
        MahjongError::new_err(format!("unknown form {name:?}: use one of {}", names.join(", ")))
    })
}

/// One fan counted in an MCR score: `name` (English), `chinese`, `number` (1–81), `points`
/// (each time), `count`.
#[pyclass(module = "mahjong_core", name = "McrFan", frozen)]
#[derive(Clone, Copy, Debug)]
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
        self.fan.name()
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
    fn __repr__(&self) -> String {
        format!("McrFan({:?}, points={}, count={})", self.fan.name(), self.fan.points(), self.count)
    }
}

/// The score of a winning hand under the Chinese Official rules.
#[pyclass(module = "mahjong_core", name = "McrScore", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrScore(mcr::McrScore);

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
    /// Whether the fans (flowers not counted) reach the 8-point minimum.
    #[getter]
    fn meets_minimum(&self) -> bool {
        self.0.meets_minimum()
    }
    /// The form of the counted decomposition: regular, seven-pairs, thirteen-orphans,
    /// honors-and-knitted, knitted-straight.
    #[getter]
    fn form(&self) -> &'static str {
        self.0.form().name()
    }
    /// The fans counted, in table order.
    #[getter]
    fn fans(&self) -> Vec<PyMcrFan> {
        self.0.fans().map(|(fan, count)| PyMcrFan { fan, count }).collect()
    }
    /// How many times the fan named `name` (English, Chinese or number) is counted.
    fn count(&self, name: &str) -> PyResult<u8> {
        let fan = Fan::from_name(name).ok_or_else(|| MahjongError::new_err(format!("no MCR fan is named {name:?}")))?;
        Ok(self.0.count(fan))
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
    fn __repr__(&self) -> String {
        format!("McrScore(total={}, form={:?}, fans={})", self.0.total(), self.0.form().name(), self.0.fans().count())
    }
}

/// Tiles away in each MCR form (`None` where melds close the form).
#[pyclass(module = "mahjong_core", name = "McrTilesAway", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrTilesAway(mcr::McrTilesAway);

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
    fn improving(&self, form: &str) -> PyResult<Vec<PyTile>> {
        Ok(tiles_of(self.0.improving(form_arg(form)?)))
    }
    /// The improving tiles of the best forms.
    #[getter]
    fn improving_tiles(&self) -> Vec<PyTile> {
        self.0.improving_tiles().map(PyTile).collect()
    }
    fn __repr__(&self) -> String {
        format!(
            "McrTilesAway(regular={}, seven_pairs={:?}, thirteen_orphans={:?}, honors_and_knitted={:?}, knitted_straight={:?}, best={})",
            self.0.regular(),
            self.0.seven_pairs(),
            self.0.thirteen_orphans(),
            self.0.honors_and_knitted(),
            self.0.knitted_straight(),
            self.0.best()
        )
    }
}

/// The winning tiles of a hand one tile short, with the forms each completes.
#[pyclass(module = "mahjong_core", name = "McrWaits", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMcrWaits(mcr::McrWaits);

#[pymethods]
impl PyMcrWaits {
    /// The winning tiles.
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        self.0.tiles().map(PyTile).collect()
    }
    /// The forms `tile` completes.
    fn forms(&self, tile: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
        let t = tile_arg(tile.py(), tile)?;
        Ok(self.0.forms(t).map(HandForm::name).collect())
    }
    fn __len__(&self) -> usize {
        self.0.len()
    }
    fn __repr__(&self) -> String {
        let t: Vec<String> = self.0.tiles().map(|t| t.to_string()).collect();
        format!("McrWaits([{}])", t.join(", "))
    }
}

/// Whether `rules` names the Chinese Official rules.
pub(crate) fn is_mcr(rules: &str) -> bool {
    mcr::is_rules_name(rules)
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
    let s = mcr::score_in(&h, flowers_and_seasons.unwrap_or(true)).map_err(err)?;
    Ok(Py::new(py, PyMcrScore(s))?.into_any())
}

/// `is_winning(hand, rules="mcr")`: complete and at least 8 points of fans.
pub(crate) fn is_winning(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<bool> {
    let h = hand_arg(py, hand)?;
    mcr::is_winning(&h).map_err(err)
}

/// `tiles_away(hand, rules="mcr")`.
pub(crate) fn tiles_away(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let h = hand_arg(py, hand)?;
    let a = mcr::tiles_away(&h).map_err(err)?;
    Ok(Py::new(py, PyMcrTilesAway(a))?.into_any())
}

/// `waits(hand, rules="mcr")`.
pub(crate) fn waits(py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let h = hand_arg(py, hand)?;
    let w = mcr::waits(&h).map_err(err)?;
    Ok(Py::new(py, PyMcrWaits(w))?.into_any())
}

/// The 81 fans of the Chinese Official rules in table order.
#[pyfunction]
fn mcr_fans() -> Vec<PyMcrFan> {
    Fan::ALL.into_iter().map(|fan| PyMcrFan { fan, count: 1 }).collect()
}

/// MCR payments for a win worth `total`: indexed East South West North.
#[pyfunction]
#[pyo3(signature = (total, winner, discarder = None))]
fn mcr_payments(total: u32, winner: &Bound<'_, PyAny>, discarder: Option<&Bound<'_, PyAny>>) -> PyResult<[i32; 4]> {
    let w = wind_arg(winner, "winner")?;
    let d = discarder.map(|d| wind_arg(d, "discarder")).transpose()?;
    mcr::payments(total, w, d).map_err(err)
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

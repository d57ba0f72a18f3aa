//! Advice: `Card.odds`, `Card.discard_advice`, `Card.charleston_advice` (the `Card` methods call
//! the functions here) and the standard `discard_advice`. Every number comes from
//! `mahjong_core::american::advice` and `mahjong_core::standard::advice`; this file converts.
use crate::american::PyNearest;
use crate::error::MahjongError;
use crate::hand::{PyTile, hand_arg, tile_arg};
use crate::standard::InvalidHandError;
use crate::to_py;
use mahjong_core::advice::AdviceError as CoreAdviceError;
use mahjong_core::american::Card;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking};
use mahjong_core::rules::CharlestonPass;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice as core_discard_advice};
use mahjong_core::{Hand, Tile};
use pyo3::create_exception;
use pyo3::prelude::*;

create_exception!(
    mahjong_core,
    AdviceError,
    MahjongError,
    "Advice cannot be given: visible tiles past what the set holds (`.tile` names it), draws beyond the wall, a card with no lines."
);

fn advice_error(py: Python<'_>, e: CoreAdviceError) -> PyErr {
    match e {
        CoreAdviceError::HandTiles { tiles, .. } => {
            let err = InvalidHandError::new_err(e.to_string());
            let _ = err.value(py).setattr("tiles", tiles);
            err
        }
        CoreAdviceError::Visible { tile, .. } | CoreAdviceError::NotInSet { tile } => {
            let err = AdviceError::new_err(e.to_string());
            let _ = err.value(py).setattr("tile", tile.to_string());
            err
        }
        CoreAdviceError::Standard(_) => crate::standard::InvalidHandError::new_err(e.to_string()),
        _ => AdviceError::new_err(e.to_string()),
    }
}

/// The visible tiles: None, a str of hand text (words read as hands: "2026c NN J"), or an
/// iterable of `Tile`s or tile strings.
fn visible_arg(py: Python<'_>, obj: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<Tile>> {
    let Some(obj) = obj else { return Ok(Vec::new()) };
    if obj.is_none() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    if let Ok(s) = obj.cast::<pyo3::types::PyString>() {
        for word in crate::text::decode(s, Some("visible"))?.split_whitespace() {
            let h = Hand::parse(word).map_err(|e| crate::error::parse_error(py, e))?;
            out.extend(h.concealed().iter().chain(h.bonus()).copied());
            out.extend(h.melds().iter().flat_map(|m| m.tiles().iter().copied()));
        }
        return Ok(out);
    }
    for item in obj.try_iter()? {
        out.push(tile_arg(py, &item?)?);
    }
    Ok(out)
}

fn count_arg(obj: Option<&Bound<'_, PyAny>>, name: &str) -> PyResult<Option<usize>> {
    match obj {
        None => Ok(None),
        Some(o) if o.is_none() => Ok(None),
        Some(o) => crate::hand::int_in::<usize>(o)?
            .map(Some)
            .ok_or_else(|| MahjongError::new_err(format!("{name} must be 0 to {}, not {o}", usize::MAX))),
    }
}

/// One line's odds: `probability` (exact, in [0, 1]), `expected_points` (probability × value)
/// and `form`, the form to commit to (a `Nearest`: tiles away, tiles needed, tiles to discard).
#[pyclass(module = "mahjong_core", name = "LineOdds", frozen)]
#[derive(Clone, Debug)]
pub struct PyLineOdds {
    /// The committed odds of the line.
    #[pyo3(get)]
    probability: f64,
    /// The odds times the line's printed value.
    #[pyo3(get)]
    expected_points: f64,
    /// The form committed to.
    #[pyo3(get)]
    form: PyNearest,
    dict: serde_json::Value,
}

impl PyLineOdds {
    fn new(o: &LineOdds<'_>) -> PyLineOdds {
        PyLineOdds {
            probability: o.probability(),
            expected_points: o.expected_points(),
            form: PyNearest::new(o.form()),
            dict: serde_json::to_value(o).unwrap_or(serde_json::Value::Null),
        }
    }
}

#[pymethods]
impl PyLineOdds {
    /// Plain data: `{"probability", "expected_points", "form": {…}}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.dict)
    }

    fn __repr__(&self) -> String {
        let form = &self.dict["form"];
        format!("LineOdds({} #{}, probability={})", form["section"], form["number"], self.probability)
    }
}

/// One discard of a 14-tile hand: `discard`, and the best `lines` of the 13 tiles left.
#[pyclass(module = "mahjong_core", name = "DiscardAdvice", frozen)]
#[derive(Clone, Debug)]
pub struct PyDiscardAdvice {
    discard: Tile,
    /// The best lines after the discard, best first.
    #[pyo3(get)]
    lines: Vec<PyLineOdds>,
    /// The best line's odds (0 when no line has a chance).
    #[pyo3(get)]
    probability: f64,
    /// The best line's odds times its value.
    #[pyo3(get)]
    expected_points: f64,
    dict: serde_json::Value,
}

#[pymethods]
impl PyDiscardAdvice {
    /// The tile to discard.
    #[getter]
    fn discard(&self) -> PyTile {
        PyTile(self.discard)
    }

    /// Plain data: `{"discard", "probability", "expected_points", "lines": […]}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.dict)
    }

    fn __repr__(&self) -> String {
        format!("DiscardAdvice({}, probability={})", self.discard, self.probability)
    }
}

/// One choice of tiles to pass in the Charleston: `tiles` from the hand, `blind` tiles passed on
/// unseen, and the `best` line of what is kept.
#[pyclass(module = "mahjong_core", name = "PassAdvice", frozen)]
#[derive(Clone, Debug)]
pub struct PyPassAdvice {
    tiles: Vec<Tile>,
    /// Tiles passed blind.
    #[pyo3(get)]
    blind: usize,
    /// The best line of the tiles kept, or None.
    #[pyo3(get)]
    best: Option<PyLineOdds>,
    /// The best line's odds (0 when no line has a chance).
    #[pyo3(get)]
    probability: f64,
    dict: serde_json::Value,
}

#[pymethods]
impl PyPassAdvice {
    /// The tiles to pass from the hand (never a joker).
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        self.tiles.iter().copied().map(PyTile).collect()
    }

    /// Plain data: `{"pass", "blind", "probability", "best"}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.dict)
    }

    fn __repr__(&self) -> String {
        let t: Vec<String> = self.tiles.iter().map(|t| t.to_string()).collect();
        format!("PassAdvice([{}], blind={}, probability={})", t.join(", "), self.blind, self.probability)
    }
}

/// One discard of a standard 14-tile hand: `tiles_away` after it, the `improving` tiles with
/// `unseen(tile)` copies each, `improving_copies`, the unseen `pool` and the `chance` of
/// improving on the next draw.
#[pyclass(module = "mahjong_core", name = "StandardDiscard", frozen)]
#[derive(Clone, Debug)]
pub struct PyStandardDiscard(StandardDiscard);

#[pymethods]
impl PyStandardDiscard {
    /// The tile to discard.
    #[getter]
    fn discard(&self) -> PyTile {
        PyTile(self.0.discard())
    }

    /// Tiles away after the discard (0 is calling, -1 complete).
    #[getter]
    fn tiles_away(&self) -> i8 {
        self.0.tiles_away()
    }

    /// The tiles whose draw brings tiles away down.
    #[getter]
    fn improving(&self) -> Vec<PyTile> {
        self.0.improving_tiles().map(PyTile).collect()
    }

    /// Unseen copies of the improving tiles.
    #[getter]
    fn improving_copies(&self) -> u32 {
        self.0.improving_copies()
    }

    /// Tiles in the unseen pool.
    #[getter]
    fn pool(&self) -> u32 {
        self.0.pool()
    }

    /// The chance that the next draw improves the hand.
    #[getter]
    fn chance(&self) -> f64 {
        self.0.chance()
    }

    /// Unseen copies of a tile.
    fn unseen(&self, py: Python<'_>, tile: &Bound<'_, PyAny>) -> PyResult<u8> {
        Ok(self.0.unseen(tile_arg(py, tile)?))
    }

    /// Plain data: `{"discard", "tiles_away", "improving": [{"tile", "unseen"}],
    /// "improving_copies", "pool", "chance"}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.0)
    }

    fn __repr__(&self) -> String {
        format!(
            "StandardDiscard({}, tiles_away={}, improving_copies={})",
            self.0.discard(),
            self.0.tiles_away(),
            self.0.improving_copies()
        )
    }
}

/// `Card.odds`.
pub(crate) fn card_odds(
    py: Python<'_>,
    card: &Card,
    hand: &Bound<'_, PyAny>,
    visible: Option<&Bound<'_, PyAny>>,
    draws: Option<&Bound<'_, PyAny>>,
    k: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyLineOdds>> {
    let h = hand_arg(py, hand)?;
    let visible = visible_arg(py, visible)?;
    let draws = count_arg(draws, "draws")?;
    let k = count_arg(k, "k")?.unwrap_or(card.line_count()).min(card.line_count());
    let mut buf = vec![LineOdds::EMPTY; k];
    let n = py.detach(|| card.odds(&h, &visible, draws, &mut buf)).map_err(|e| advice_error(py, e))?;
    Ok(buf[..n].iter().map(PyLineOdds::new).collect())
}

/// `Card.discard_advice`.
pub(crate) fn card_discard_advice(
    py: Python<'_>,
    card: &Card,
    hand: &Bound<'_, PyAny>,
    visible: Option<&Bound<'_, PyAny>>,
    draws: Option<&Bound<'_, PyAny>>,
    rank: &str,
) -> PyResult<Vec<PyDiscardAdvice>> {
    let h = hand_arg(py, hand)?;
    let visible = visible_arg(py, visible)?;
    let draws = count_arg(draws, "draws")?;
    let ranking = Ranking::from_name(rank)
        .ok_or_else(|| MahjongError::new_err(format!("rank must be \"odds\" or \"expected-points\", not {rank:?}")))?;
    let mut buf = [DiscardAdvice::EMPTY; 14];
    let n =
        py.detach(|| card.discard_advice(&h, &visible, draws, ranking, &mut buf)).map_err(|e| advice_error(py, e))?;
    Ok(buf[..n]
        .iter()
        .map(|d| PyDiscardAdvice {
            discard: d.discard(),
            lines: d.lines().iter().map(PyLineOdds::new).collect(),
            probability: d.probability(),
            expected_points: d.expected_points(),
            dict: serde_json::to_value(d).unwrap_or(serde_json::Value::Null),
        })
        .collect())
}

/// `Card.charleston_advice`: `charleston_pass` is the pass number in playing order (1–7).
pub(crate) fn card_charleston_advice(
    py: Python<'_>,
    card: &Card,
    hand: &Bound<'_, PyAny>,
    charleston_pass: u8,
    visible: Option<&Bound<'_, PyAny>>,
    draws: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyPassAdvice>> {
    let h = hand_arg(py, hand)?;
    let pass = CharlestonPass::from_number(charleston_pass)
        .ok_or_else(|| MahjongError::new_err(format!("pass must be 1 to 7, not {charleston_pass}")))?;
    let visible = visible_arg(py, visible)?;
    let draws = count_arg(draws, "draws")?;
    let mut buf = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
    let n =
        py.detach(|| card.charleston_advice(&h, &visible, draws, pass, &mut buf)).map_err(|e| advice_error(py, e))?;
    Ok(buf[..n]
        .iter()
        .map(|a| PyPassAdvice {
            tiles: a.tiles().to_vec(),
            blind: a.blind(),
            best: a.best().map(PyLineOdds::new),
            probability: a.probability(),
            dict: serde_json::to_value(a).unwrap_or(serde_json::Value::Null),
        })
        .collect())
}

/// Standard discard advice for a hand of 14 tiles in sets under `rules`: one entry per distinct
/// tile, fewest tiles away first, then most improving copies.
#[pyfunction]
#[pyo3(signature = (hand, rules = "classical", visible = None))]
fn discard_advice(
    py: Python<'_>,
    hand: &Bound<'_, PyAny>,
    rules: &str,
    visible: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyStandardDiscard>> {
    let h = hand_arg(py, hand)?;
    let r = crate::standard::profile(rules)?;
    let visible = visible_arg(py, visible)?;
    let mut buf = [StandardDiscard::EMPTY; 14];
    let n = py.detach(|| core_discard_advice(&h, r, &visible, &mut buf)).map_err(|e| advice_error(py, e))?;
    Ok(buf[..n].iter().copied().map(PyStandardDiscard).collect())
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("AdviceError", m.py().get_type::<AdviceError>())?;
    m.add_class::<PyLineOdds>()?;
    m.add_class::<PyDiscardAdvice>()?;
    m.add_class::<PyPassAdvice>()?;
    m.add_class::<PyStandardDiscard>()?;
    m.add_function(wrap_pyfunction!(discard_advice, m)?)?;
    Ok(())
}

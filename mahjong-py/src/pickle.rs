//! Pickling: every `__reduce__` returns `(_restore, (kind, state))` with plain Python data as the
//! state (a serde form, a hand's text, or the arguments of the call that made the value).
use crate::error::MahjongError;
use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;

/// `(_restore, (kind, state))`: the restore function and the arguments pickle calls it with.
pub(crate) type Reduced<'py> = Bound<'py, pyo3::types::PyTuple>;

/// `(_restore, (kind, state))`.
pub(crate) fn reduce<'py>(
    py: Python<'py>, kind: &'static str, state: impl IntoPyObject<'py>,
) -> PyResult<Reduced<'py>> {
    let f = py.import("mahjong_core._native")?.getattr("_restore")?;
    (f, (kind, state.into_bound_py_any(py)?)).into_pyobject(py)
}

/// The value a state pickled as its serde form (`crate::to_py`) holds.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(kind: &str, state: &Bound<'_, PyAny>) -> PyResult<T> {
    pythonize::depythonize(state).map_err(|e| bad(kind, e))
}

pub(crate) fn bad(kind: &str, e: impl std::fmt::Display) -> PyErr {
    MahjongError::new_err(format!("cannot restore a {kind} from its pickled state: {e}"))
}

/// Rebuilds a pickled object: `kind` is its class name, `state` what its `__reduce__` saved.
#[pyfunction]
#[pyo3(signature = (kind, state: "typing.Any") -> "typing.Any")]
pub(crate) fn _restore(py: Python<'_>, kind: &str, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    use crate::advice::{PyDiscardAdvice, PyLineOdds, PyPassAdvice};
    use crate::american::{PyCardHand, PyMatch, PyMatchGroup, PyNearest};
    // The values pickled as their own serde form (`pickle_record`; a `Tile` as its text), named
    // by their class names.
    macro_rules! records {
        ($($t:ty),*) => {$(
            if kind == <$t as pyo3::PyClass>::NAME {
                return from_json::<$t>(kind, state)?.into_py_any(py);
            }
        )*};
    }
    records!(crate::hand::PyTile, PyLineOdds, PyDiscardAdvice, PyPassAdvice, PyMatch, PyMatchGroup, PyNearest);
    let obj = match kind {
        "CardHand" => PyCardHand(from_json(kind, state)?).into_py_any(py)?,
        "TileSet" | "Meld" | "Hand" => crate::hand::restore(py, kind, state)?,
        "StandardSet" | "Decomposition" | "SpecialHand" | "Waits" | "TilesAway" => {
            crate::standard::restore(py, kind, state)?
        }
        "Card" => crate::american::restore(py, state)?,
        "StandardDiscard" => crate::advice::restore(py, state)?,
        "Score" | "ScoreItem" | "Payments" | "AmericanSettlement" | "HandSettlement" => {
            crate::scoring::restore(py, kind, state)?
        }
        "McrFan" | "McrScore" | "McrTilesAway" | "McrWaits" => crate::mcr::restore(py, kind, state)?,
        "SimAction" | "SimOutcome" | "HandStats" | "CardStats" => crate::sim::restore(py, kind, state)?,
        _ => crate::rules::restore(py, kind, state)?,
    };
    Ok(obj)
}

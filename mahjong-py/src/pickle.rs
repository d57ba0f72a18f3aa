//! Pickling: every `__reduce__` returns `(_restore, (kind, state))` with plain Python data as the
//! state (a serde form, a hand's text, or the arguments of the call that made the value).
use crate::error::MahjongError;
use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;

/// `(_restore, (kind, state))`: the restore function and the arguments pickle calls it with.
pub(crate) type Reduced<'py> = Bound<'py, pyo3::types::PyTuple>;

/// `(_restore, (kind, state))`: `kind` is the class's `Restore::KIND`.
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

/// A class `_restore` rebuilds: its `__reduce__` saves `KIND` and a state `restore` reads.
pub(crate) trait Restore {
    /// The name the pickle saves (the class name, or the name older pickles saved).
    const KIND: &'static str;
    /// The object `state` holds.
    fn restore(py: Python<'_>, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>>;
}

/// `restore!(PyX, "Kind", |py, state| value)`: `PyX` is pickled as `Kind` and `value` (`py` and
/// `state` bound; `?` raises) is what its state restores. `record!`'s `pickle` options write it.
macro_rules! restore {
    ($ty:ty, $kind:literal, |$py:ident, $state:ident| $value:expr) => {
        impl $crate::pickle::Restore for $ty {
            const KIND: &'static str = $kind;
            fn restore(
                $py: pyo3::Python<'_>, $state: &pyo3::Bound<'_, pyo3::PyAny>,
            ) -> pyo3::PyResult<pyo3::Py<pyo3::PyAny>> {
                pyo3::IntoPyObjectExt::into_py_any($value, $py)
            }
        }
    };
}
pub(crate) use restore;

/// Rebuilds a pickled object: `kind` is the name its `__reduce__` saved, `state` the rest.
#[pyfunction]
#[pyo3(signature = (kind, state: "typing.Any") -> "typing.Any")]
pub(crate) fn _restore(py: Python<'_>, kind: &str, state: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    use crate::{advice::*, american::*, hand::*, mcr::*, rules::*, scoring::*, sim::*, standard::*};
    macro_rules! kinds {
        ($($t:ty),* $(,)?) => {$(
            if kind == <$t as Restore>::KIND {
                return <$t as Restore>::restore(py, state);
            }
        )*};
    }
    kinds!(PyTile, PyTileSet, PyMeld, PyHand, PyLineOdds, PyDiscardAdvice, PyPassAdvice, PyStandardDiscard);
    kinds!(PyCard, PyCardHand, PyMatch, PyMatchGroup, PyNearest, PyMcrFan, PyMcrScore, PyMcrTilesAway, PyMcrWaits);
    kinds!(PyStandardSet, PyDecomposition, PySpecialHand, PyWaits, PyTilesAway, PyAction, PyOutcome, PyHandStats);
    kinds!(PyCardStats, PyScore, PyScoreItem, PyPayments, PyAmericanSettlement, PyHandSettlement);
    kinds!(PyHouseRules, PyTable, PyDiscard, PyCallFacts, PyClaim, PyDeadHand, PyWall, PyRound, PyLinesPossible);
    kinds!(PyFalseMahJong, PyWallBreak, PyBetSettlement, PyDealCheck, PyJokerExchange, PyPass, PyPassOutcome);
    Err(bad(kind, "unknown kind"))
}

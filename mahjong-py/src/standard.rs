//! Python bindings for four sets and a pair: decompositions, special hands, waits, tiles away.
use pyo3::prelude::*;

pub(crate) fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}

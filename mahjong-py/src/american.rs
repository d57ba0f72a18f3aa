//! Python bindings for the American card engine: cards, matching, nearest lines.
use pyo3::prelude::*;

pub(crate) fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}

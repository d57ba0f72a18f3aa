//! Python bindings for mahjong-core. The module is `mahjong_core._native`; the package
//! `mahjong_core` re-exports it. Bindings hold no rules: every answer comes from mahjong-core.
#![allow(clippy::useless_conversion)]

mod american;
mod error;
mod hand;
mod mcr;
mod rules;
mod scoring;
mod standard;

use pyo3::prelude::*;

/// Turns a serde value into plain Python data (dict, list, str, int, bool, None).
pub(crate) fn to_py<T: serde::Serialize>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| error::MahjongError::new_err(e.to_string()))?;
    Ok(py.import("json")?.call_method1("loads", (text,))?.unbind())
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    error::register(m)?;
    hand::register(m)?;
    standard::register(m)?;
    american::register(m)?;
    scoring::register(m)?;
    rules::register(m)?;
    mcr::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

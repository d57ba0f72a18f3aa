//! Python bindings for mahjong-core. The module is `mahjong_core._native`; the package
//! `mahjong_core` re-exports it. Bindings hold no rules: every answer comes from mahjong-core.
#![allow(clippy::useless_conversion)]

mod advice;
mod american;
mod batch;
mod error;
mod hand;
mod mcr;
mod pickle;
mod rules;
mod scoring;
mod sim;
mod standard;
mod text;

use pyo3::prelude::*;

/// Turns a serde value into plain Python data (dict, list, str, int, bool, None).
pub(crate) fn to_py<T: serde::Serialize>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| error::MahjongError::new_err(e.to_string()))?;
    Ok(py.import("json")?.call_method1("loads", (text,))?.unbind())
}

/// An iterator over `items` (for `__iter__`).
pub(crate) fn iter_of<'py, T: IntoPyObject<'py>>(py: Python<'py>, items: Vec<T>) -> PyResult<Py<PyAny>> {
    let list = pyo3::types::PyList::new(py, items)?;
    Ok(list.try_iter()?.into_any().unbind())
}

/// `items[index]` with Python's negative indices; `IndexError` past either end.
pub(crate) fn item_at<T: Copy>(items: &[T], index: isize) -> PyResult<T> {
    let n = items.len() as isize;
    let i = if index < 0 { index + n } else { index };
    if (0..n).contains(&i) {
        Ok(items[i as usize])
    } else {
        Err(pyo3::exceptions::PyIndexError::new_err(format!("index {index} is out of range ({n} items)")))
    }
}

/// A hash of a value, for `__hash__` (equal values hash equal within a process).
pub(crate) fn hash_of<T: std::hash::Hash + ?Sized>(v: &T) -> u64 {
    use std::hash::Hasher;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

/// A str as Python writes it in a repr: single quotes, backslash escapes.
pub(crate) fn py_str(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// Python's `True` / `False`.
pub(crate) fn py_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// An optional value as Python writes it: the value or `None`.
pub(crate) fn py_opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "None".to_owned(), |v| v.to_string())
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    error::register(m)?;
    hand::register(m)?;
    standard::register(m)?;
    american::register(m)?;
    advice::register(m)?;
    scoring::register(m)?;
    rules::register(m)?;
    pickle::register(m)?;
    mcr::register(m)?;
    sim::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

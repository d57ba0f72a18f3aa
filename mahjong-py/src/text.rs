//! The one place a Python `str` argument becomes Rust text: a lone surrogate raises `EncodingError`
//! naming the argument and column, a value that is not a str `TypeError`.
use crate::error::{EncodingError, with_attr};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// Decodes a Python str; `argument` names it in the error (`None`: the caller's argument, which
/// pyo3 names in a note on the error).
pub(crate) fn decode(s: &Bound<'_, PyString>, argument: Option<&str>) -> PyResult<String> {
    s.to_cow().map(std::borrow::Cow::into_owned).map_err(|_| encoding_error(s, argument))
}

/// The `EncodingError` of a str that cannot be encoded (it holds a lone surrogate).
fn encoding_error(s: &Bound<'_, PyString>, argument: Option<&str>) -> PyErr {
    let column = s.to_string_lossy().chars().position(|c| c == '\u{FFFD}').map_or(0, |i| i + 1);
    let name = argument.map_or_else(String::new, |a| format!("{a}: "));
    let err =
        EncodingError::new_err(format!("{name}column {column}: the text is not valid Unicode (a lone surrogate)"));
    with_attr(s.py(), with_attr(s.py(), err, "column", column), "argument", argument)
}

/// Reads a str argument named `argument`; anything else raises `TypeError` saying what was
/// `expected`.
pub(crate) fn text_arg(obj: &Bound<'_, PyAny>, argument: &str, expected: &str) -> PyResult<String> {
    decode(as_str(obj, &format!("{argument}: expected {expected}"))?, Some(argument))
}

/// `obj` as a str; `TypeError` "`expected`, got (its type)" for anything else.
fn as_str<'a, 'py>(obj: &'a Bound<'py, PyAny>, expected: &str) -> PyResult<&'a Bound<'py, PyString>> {
    obj.cast::<PyString>().map_err(|_| {
        let got = obj.get_type().name().map_or_else(|_| "an object".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!("{expected}, got {got}"))
    })
}

/// A str argument read through [`decode`]: use it in place of `&str` in a signature. A Python
/// str is read in place (its own UTF-8, no copy); `Text::Static` holds a static string (a default,
/// so an argument left out costs no allocation).
#[derive(Debug)]
pub(crate) enum Text {
    /// A static string: a default.
    Static(&'static str),
    /// A Rust string.
    Owned(String),
    /// A Python str's UTF-8, kept alive by the str.
    Py(pyo3::pybacked::PyBackedStr),
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Text::Static(s) => s,
            Text::Owned(s) => s,
            Text::Py(s) => s,
        }
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Text {
    type Error = PyErr;
    #[cfg(feature = "stubs")]
    const INPUT_TYPE: pyo3::inspect::PyStaticExpr = <pyo3::types::PyString as pyo3::PyTypeInfo>::TYPE_HINT;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Text> {
        let s = as_str(&obj, "expected a str")?;
        pyo3::pybacked::PyBackedStr::try_from(s.to_owned()).map(Text::Py).map_err(|_| encoding_error(s, None))
    }
}

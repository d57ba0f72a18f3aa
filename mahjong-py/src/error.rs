//! The exception hierarchy, rooted at `mahjong_core.MahjongError(ValueError)`.
use mahjong_core::{ErrorKind, KindedError};
use pyo3::PyTypeInfo;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::IntoPyDict;

create_exception!(mahjong_core, MahjongError, PyValueError, "Base class of every error raised by mahjong_core.");
create_exception!(
    mahjong_core,
    NotationError,
    MahjongError,
    "A tile or hand text could not be read; `.column` is the 1-based column (0 for the whole text)."
);
create_exception!(
    mahjong_core,
    TileCountError,
    NotationError,
    "A hand holds more copies of a tile than its tile set has; `.column` and `.tile` name it."
);

create_exception!(
    mahjong_core,
    EncodingError,
    NotationError,
    "A str argument cannot be encoded (it holds a lone surrogate such as '\\udc80'). `.argument` names the argument (None when the traceback's note names it) and `.column` is the 1-based position of the first character that cannot be encoded."
);

/// The attributes the exceptions' instances carry, set as each class's `__annotations__` (what
/// `typing.get_type_hints` and the stub generator read).
const ATTRIBUTES: &[(&str, &[(&str, &str)])] = &[
    ("MahjongError", &[("kind", "ErrorKind | None")]),
    ("NotationError", &[("column", "int")]),
    ("TileCountError", &[("column", "int"), ("tile", "str")]),
    ("EncodingError", &[("column", "int"), ("argument", "str | None")]),
    ("InvalidHandError", &[("tiles", "int")]),
    ("AdviceError", &[("tile", "str")]),
    (
        "CardError",
        &[
            ("file", "str | None"),
            ("hand", "int | None"),
            ("section", "str | None"),
            ("number", "int | None"),
            ("line", "int | None"),
            ("column", "int"),
            ("file_line", "int | None"),
        ],
    ),
];

/// Adds the alias `HandSizeError`, `CardFileNotFoundError` and `ErrorKind`, an `IntEnum` of the
/// core's error kinds made from `mahjong_core::ErrorKind::ALL` (names and numbers, so Python never
/// restates the list), and sets [`ATTRIBUTES`] on the module's exceptions: after every other
/// `register`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    // One kind of problem, one class: the old name stays as an alias.
    m.add("HandSizeError", py.get_type::<crate::standard::InvalidHandError>())?;
    m.add("CardFileNotFoundError", crate::american::card_file_not_found(py)?)?;
    // Every error has `.kind`: the `ErrorKind` member of the core's error, None on the class.
    py.get_type::<MahjongError>().setattr("kind", py.None())?;
    let kinds: Vec<_> = ErrorKind::ALL.iter().map(|k| (k.name(), *k as u16)).collect();
    let module = [("module", "mahjong_core")].into_py_dict(py)?;
    let enum_ = py.import("enum")?.getattr("IntEnum")?.call(("ErrorKind", kinds), Some(&module))?;
    enum_.setattr("__doc__", "Which rule an error reports; the numbers never change.")?;
    m.add("ErrorKind", enum_)?;
    for (class, attributes) in ATTRIBUTES {
        m.getattr(*class)?.setattr("__annotations__", attributes.iter().copied().into_py_dict(py)?)?;
    }
    Ok(())
}

/// `err` with the attribute `name` set to `value` (the place or count its message names).
pub(crate) fn with_attr<'py>(py: Python<'py>, err: PyErr, name: &str, value: impl IntoPyObject<'py>) -> PyErr {
    let _ = err.value(py).setattr(name, value);
    err
}

/// `err` with `.kind` set to the `ErrorKind` member of the core's `kind`.
pub(crate) fn with_kind(err: PyErr, kind: ErrorKind) -> PyErr {
    Python::attach(|py| {
        let member = py.import("mahjong_core._native").and_then(|m| m.getattr("ErrorKind")?.call1((kind as u16,)));
        match member.and_then(|m| err.value(py).setattr("kind", m)) {
            Ok(()) => err,
            Err(e) => e,
        }
    })
}

/// Any core error as the exception `E`: the core's message, `.kind` the core's kind.
pub(crate) fn raise_as<E: PyTypeInfo>(e: impl KindedError) -> PyErr {
    with_kind(PyErr::new::<E, _>(e.to_string()), e.kind())
}

/// A core error about `what` (an argument, one hand of many) as the exception `E`: "what: the
/// core's message", `.kind` the core's kind.
pub(crate) fn raise_about<E: PyTypeInfo>(what: impl std::fmt::Display, e: impl KindedError) -> PyErr {
    with_kind(PyErr::new::<E, _>(format!("{what}: {e}")), e.kind())
}

/// Maps a core parse error to `NotationError` (or `TileCountError`) with `.column` set.
pub(crate) fn parse_error(py: Python<'_>, e: mahjong_core::ParseError) -> PyErr {
    let err = match e.kind {
        mahjong_core::ParseErrorKind::TooManyCopies { tile, .. } => {
            with_attr(py, raise_as::<TileCountError>(&e), "tile", tile.to_string())
        }
        _ => raise_as::<NotationError>(&e),
    };
    with_attr(py, err, "column", e.column)
}

//! The exception hierarchy, rooted at `mahjong_core.MahjongError(ValueError)`.
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

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

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("MahjongError", py.get_type::<MahjongError>())?;
    m.add("NotationError", py.get_type::<NotationError>())?;
    m.add("TileCountError", py.get_type::<TileCountError>())?;
    m.add("EncodingError", py.get_type::<EncodingError>())?;
    Ok(())
}

/// Maps a core parse error to `NotationError` (or `TileCountError`) with `.column` set.
pub(crate) fn parse_error(py: Python<'_>, e: mahjong_core::ParseError) -> PyErr {
    let err = match e.kind {
        mahjong_core::ParseErrorKind::TooManyCopies { .. } => TileCountError::new_err(e.to_string()),
        _ => NotationError::new_err(e.to_string()),
    };
    let value = err.value(py);
    let _ = value.setattr("column", e.column);
    if let mahjong_core::ParseErrorKind::TooManyCopies { tile, .. } = e.kind {
        let _ = value.setattr("tile", tile.to_string());
    }
    err
}

//! The argument types of `mahjong_core.rules` and `mahjong_core.sim`, read once here: a seat, a
//! hand, a tile, a table, a user-named enum, an int of any size. Each is a newtype that pyo3
//! extracts, so a function takes `seat: SeatArg` and never parses by hand; a bad value raises
//! `RulesError` (or the notation errors) naming the argument, never `OverflowError`.
use super::RulesError;
use crate::error::parse_name;
use crate::hand::{hand_arg, tile_arg};
use mahjong_core::name::Name;
use mahjong_core::rules::{RulesError as CoreRulesError, Seat, Table};
use mahjong_core::{ErrorKind, Hand, Tile};
use pyo3::prelude::*;

/// `RulesError(message)` with `.kind` the `ErrorKind` member of `kind`.
pub(crate) fn error_of_kind(msg: String, kind: ErrorKind) -> PyErr {
    crate::error::with_kind(RulesError::new_err(msg), kind)
}

/// A core rules error as `RulesError`.
pub(crate) fn rules_error(e: CoreRulesError) -> PyErr {
    error_of_kind(e.to_string(), e.kind())
}

/// A bad argument as `RulesError` of kind `InvalidArgument`.
pub(crate) fn bad_arg(msg: String) -> PyErr {
    error_of_kind(msg, ErrorKind::InvalidArgument)
}

/// An int of any size: saturated to `i64`, with its digits kept for the message.
#[derive(Clone, Debug)]
pub(crate) struct Num {
    value: i64,
    big: Option<String>,
}

impl Num {
    /// The value as a `T`, or None when out of `T`'s range.
    pub(crate) fn get<T: TryFrom<i64>>(&self) -> Option<T> {
        T::try_from(self.value).ok()
    }

    /// The value as a `T`, or `RulesError` "`name` `n` is `what`".
    pub(crate) fn to<T: TryFrom<i64>>(&self, name: &str, what: &str) -> PyResult<T> {
        self.get().ok_or_else(|| bad_arg(format!("{name} {self} is {what}")))
    }
}

impl From<i64> for Num {
    fn from(value: i64) -> Num {
        Num { value, big: None }
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.big {
            Some(digits) => f.write_str(digits),
            None => write!(f, "{}", self.value),
        }
    }
}

/// A Python argument read into a core value by `$read` (`$o` the object); `$hint` is its type
/// in the stub.
macro_rules! arg {
    ($($(#[$m:meta])* $name:ident($t:ty): $hint:expr, |$o:ident| $read:expr;)*) => {$(
        $(#[$m])*
        #[derive(Clone, Debug)]
        pub(crate) struct $name(pub $t);
        impl<'a, 'py> FromPyObject<'a, 'py> for $name {
            type Error = PyErr;
            #[cfg(feature = "stubs")]
            const INPUT_TYPE: pyo3::inspect::PyStaticExpr = $hint;
            fn extract($o: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<$name> {
                $read.map($name)
            }
        }
    )*};
}

#[cfg(feature = "stubs")]
const STR: pyo3::inspect::PyStaticExpr = <pyo3::types::PyString as pyo3::PyTypeInfo>::TYPE_HINT;
#[cfg(feature = "stubs")]
use pyo3::type_hint_union;

/// A class's type in the stub.
#[cfg(feature = "stubs")]
const fn hint<T: pyo3::PyTypeInfo>() -> pyo3::inspect::PyStaticExpr {
    T::TYPE_HINT
}
#[cfg(feature = "stubs")]
const INT: pyo3::inspect::PyStaticExpr = <i64 as FromPyObject<'static, 'static>>::INPUT_TYPE;

arg! {
    /// A seat, 0–3 in turn order.
    SeatArg(Seat): INT, |o| {
        let n: Num = o.extract()?;
        n.get().and_then(Seat::new).ok_or_else(|| bad_arg(format!("seat {n} is not a seat (0 to 3)")))
    };
    /// A `Hand` or a hand string.
    HandArg(Hand): type_hint_union!(hint::<crate::hand::PyHand>(), STR), |o| hand_arg(o.py(), &o);
    /// A `Tile` or a tile string.
    TileArg(Tile): type_hint_union!(hint::<crate::hand::PyTile>(), STR), |o| tile_arg(o.py(), &o);
    /// A `Table`.
    TableArg(Table): hint::<super::PyTable>(), |o| Ok::<_, PyErr>(o.cast::<super::PyTable>()?.get().0);
}

impl<'a, 'py> FromPyObject<'a, 'py> for Num {
    type Error = PyErr;
    #[cfg(feature = "stubs")]
    const INPUT_TYPE: pyo3::inspect::PyStaticExpr = INT;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Num> {
        match obj.extract::<i64>() {
            Ok(value) => Ok(Num::from(value)),
            Err(_) if obj.is_instance_of::<pyo3::types::PyInt>() => {
                let value = if obj.lt(0i64)? { i64::MIN } else { i64::MAX };
                Ok(Num { value, big: Some(obj.str()?.to_string()) })
            }
            Err(e) => Err(e),
        }
    }
}

/// A user-named enum read by its canonical name or an alias (the core's `FromStr`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct NameArg<T>(pub T);

impl<'a, 'py, T: Name> FromPyObject<'a, 'py> for NameArg<T> {
    type Error = PyErr;
    #[cfg(feature = "stubs")]
    const INPUT_TYPE: pyo3::inspect::PyStaticExpr = STR;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<NameArg<T>> {
        let s: crate::text::Text = obj.extract()?;
        parse_name(&s).map(NameArg).map_err(|e| error_of_kind(e.to_string(), e.kind()))
    }
}

/// Four values, one per seat.
pub(crate) fn four<T: Copy>(what: &str, v: &[T]) -> PyResult<[T; 4]> {
    <[T; 4]>::try_from(v).map_err(|_| bad_arg(format!("{what}: expected 4 values (one per seat), got {}", v.len())))
}

/// Four items of an iterable read by `read` (None allowed where `read` takes it).
pub(crate) fn four_of<T: Copy>(
    what: &str,
    obj: &Bound<'_, PyAny>,
    mut read: impl FnMut(&Bound<'_, PyAny>) -> PyResult<T>,
) -> PyResult<[T; 4]> {
    let items = obj.try_iter()?.map(|i| read(&i?)).collect::<PyResult<Vec<T>>>()?;
    four(what, &items)
}

/// Four hands by seat: `Hand`s, strings or None (an empty hand).
pub(crate) fn hands_arg(obj: &Bound<'_, PyAny>) -> PyResult<[Hand; 4]> {
    four_of("hands", obj, |h| if h.is_none() { Ok(Hand::new()) } else { hand_arg(h.py(), h) })
}

//! The argument types of `mahjong_core.rules` and `mahjong_core.sim`, newtypes that pyo3 extracts
//! with the core's limits and messages ([`mahjong_core::rules::args`]): a bad value raises
//! `RulesError` (or the notation errors) naming the argument, never `OverflowError`.
use super::RulesError;
use crate::error::{raise_as, with_kind};
use crate::hand::hand_arg;
use mahjong_core::name::Name;
use mahjong_core::rules::args::{self, Limit};
use mahjong_core::rules::{Bet, CharlestonPass, Claim, Pass, Seat, Table, TableAction};

/// A core rules answer before conversion.
type CoreResult<T> = Result<T, mahjong_core::rules::RulesError>;
use mahjong_core::{ErrorKind, Hand, KindedError, Tile};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// A core rules answer in Python: the value `wrap`ped, a refusal (a rule or an argument) raised as
/// `RulesError`.
pub(crate) fn answer<T, U>(answer: Result<T, impl KindedError>, wrap: impl FnOnce(T) -> U) -> PyResult<U> {
    answer.map(wrap).map_err(raise_as::<RulesError>)
}

/// A bad argument as `RulesError` of kind `InvalidArgument`.
pub(crate) fn bad_arg(msg: impl Into<String>) -> PyErr {
    with_kind(RulesError::new_err(msg.into()), ErrorKind::InvalidArgument)
}

/// An int of any size: saturated to `i64`, written as Python writes it.
#[derive(Clone, Debug)]
pub(crate) struct Num(pub i64, pub String);

impl Num {
    /// The value as a `T` within `limit`, or the core's `RulesError` naming `name`.
    pub(crate) fn to<T: TryFrom<i64>>(&self, name: &str, limit: Limit) -> PyResult<T> {
        args::number(name, self.0, &self.1, limit).map_err(raise_as::<RulesError>)
    }

    /// The value as the `u32` the C face passes, read by the core's reader of a count the rules
    /// bound (`rules::limits::die`, `courtesy_ask`, …): its `RulesError` of kind `OutOfRange`
    /// past `limit`, as C. A number no `u32` holds is refused with `limit`'s words, as `to`.
    pub(crate) fn small(
        &self, name: &'static str, limit: Limit, read: fn(&'static str, u32) -> CoreResult<u8>,
    ) -> PyResult<u8> {
        let n = u32::try_from(self.0).or_else(|_| self.to(name, limit))?;
        read(name, n).map_err(raise_as::<RulesError>)
    }
}

impl From<u8> for Num {
    fn from(value: u8) -> Num {
        Num(value.into(), value.to_string())
    }
}

/// A Python argument read into a core value by `$read` (`$o` the object); `$hint`: its stub type.
macro_rules! arg {
    ($($(#[$m:meta])* $name:ident$(<$g:ident: $b:path>)?($t:ty) $(: $hint:expr)?, |$o:ident| $read:expr;)*) => {$(
        $(#[$m])*
        #[derive(Debug)]
        pub(crate) struct $name$(<$g>)?(pub $t);
        impl<'a, 'py $(, $g: $b)?> pyo3::FromPyObject<'a, 'py> for $name$(<$g>)? {
            type Error = pyo3::PyErr;
            $(#[cfg(feature = "stubs")]
            const INPUT_TYPE: pyo3::inspect::PyStaticExpr = $hint;)?
            fn extract($o: pyo3::Borrowed<'a, 'py, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                $read.map($name)
            }
        }
    )*};
}
pub(crate) use arg;

#[cfg(feature = "stubs")]
use pyo3::{PyTypeInfo, type_hint_union, types::PyString};
#[cfg(feature = "stubs")]
const INT: pyo3::inspect::PyStaticExpr = <i64 as FromPyObject<'static, 'static>>::INPUT_TYPE;

arg! {
    /// A seat, 0–3 in turn order.
    SeatArg(Seat): INT, |o| o.extract::<Num>().and_then(|n| args::seat(n.0, &n.1).map_err(raise_as::<RulesError>));
    /// A `Hand` or a hand string.
    HandArg(Hand): type_hint_union!(crate::hand::PyHand::TYPE_HINT, PyString::TYPE_HINT), |o| hand_arg(o.py(), &o);
    /// A `Table`.
    TableArg(Table): super::PyTable::TYPE_HINT, |o| Ok::<_, PyErr>(o.cast::<super::PyTable>()?.get().0);
    /// A user-named enum read by its canonical name or an alias (the core's `FromStr`).
    NameArg<T: Name>(T): PyString::TYPE_HINT, |o| {
        let s: crate::text::Text = o.extract()?;
        s.parse().map_err(raise_as::<RulesError>)
    };
    /// Table actions by name.
    Actions(Vec<TableAction>): <Vec<NameArg<TableAction>> as FromPyObject<'a, 'py>>::INPUT_TYPE, |o| {
        Ok::<_, PyErr>(o.extract::<Vec<NameArg<TableAction>>>()?.into_iter().map(|a| a.0).collect())
    };
    /// Claims: `Claim`s or `(seat, call[, committed])` tuples.
    Claims(Vec<Claim>), |o| o.try_iter()?.map(|item| {
        let item = item?;
        if let Ok(c) = item.cast::<super::PyClaim>() {
            return Ok(c.get().0);
        }
        let not_a_claim = |_| bad_arg("a claim is a Claim or a (seat, call[, committed]) tuple");
        let t = item.cast::<PyTuple>().map_err(not_a_claim)?;
        let committed = if t.len() > 2 { t.get_item(2)?.extract()? } else { false };
        Ok(super::PyClaim::new(t.get_item(0)?.extract()?, t.get_item(1)?.extract()?, committed).0)
    }).collect::<PyResult<_>>();
    /// A Charleston pass: its number, else its text (`str`) read by the core's `charleston_pass_text`.
    PassName(CharlestonPass), |o| match o.extract::<Num>() {
        Ok(n) => args::charleston_pass(n.0, &n.1).map_err(raise_as::<RulesError>),
        Err(_) => args::charleston_pass_text(&crate::text::decode(&o.str()?, Some("pass_"))?).map_err(raise_as::<RulesError>),
    };
    /// A bet: a seat or "wall game" (anything else is read as its text).
    BetArg(Bet), |o| match o.extract::<SeatArg>() {
        Ok(s) => Ok(Bet::On(s.0)),
        Err(e) if o.is_instance_of::<pyo3::types::PyInt>() => Err(e),
        Err(_) => args::bet(&crate::text::decode(&o.str()?, Some("bet"))?).map_err(raise_as::<RulesError>),
    };
    /// Four hands by seat: `Hand`s, strings or None (an empty hand).
    Hands([Hand; 4]), |o| four_of("hands", &o, |_, h| if h.is_none() { Ok(Hand::new()) } else { hand_arg(h.py(), h) });
    /// Four passes by seat: `Pass`es, strings, tile lists or None; one too long names its seat (`args::pass_of`).
    Passes([Pass; 4]), |o| four_of("passes", &o, |seat, p| match p.cast::<super::PyPass>() {
        Ok(p) => Ok(p.get().0),
        Err(_) if p.is_none() => Ok(Pass::EMPTY),
        Err(_) => args::pass_of(seat, &super::pass_tiles(p.py(), p)?).map_err(raise_as::<RulesError>),
    });
    /// Tile counts seen, by tile index.
    Visible([u8; Tile::COUNT]): <Vec<Num> as FromPyObject<'a, 'py>>::INPUT_TYPE, |o| {
        let v: Vec<Num> = o.extract()?;
        args::visible(&v.iter().map(|n| (n.0, n.1.as_str())).collect::<Vec<_>>()).map_err(raise_as::<RulesError>)
    };
}

impl<'a, 'py> FromPyObject<'a, 'py> for Num {
    type Error = PyErr;
    #[cfg(feature = "stubs")]
    const INPUT_TYPE: pyo3::inspect::PyStaticExpr = INT;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Num> {
        match obj.extract::<i64>() {
            Ok(value) => Ok(Num(value, value.to_string())),
            Err(_) if obj.is_instance_of::<pyo3::types::PyInt>() => {
                Ok(Num(if obj.lt(0i64)? { i64::MIN } else { i64::MAX }, obj.str()?.to_string()))
            }
            Err(e) => Err(e),
        }
    }
}

/// Each of `v` as a `T` within `limit`, the `i`th named `name[i]`.
pub(crate) fn nums<T: TryFrom<i64>>(name: &str, v: &[Num], limit: Limit) -> PyResult<Vec<T>> {
    v.iter().enumerate().map(|(i, n)| n.to(&format!("{name}[{i}]"), limit)).collect()
}

/// Four values, one per seat.
pub(crate) fn four<T: Copy>(what: &str, v: &[T]) -> PyResult<[T; 4]> {
    args::per_seat(what, v).map_err(raise_as::<RulesError>)
}

/// Four items of an iterable, counted first, each read by `read` with its seat (None where `read` takes it).
pub(crate) fn four_of<T: Copy>(
    what: &str, obj: &Bound<'_, PyAny>, mut read: impl FnMut(Seat, &Bound<'_, PyAny>) -> PyResult<T>,
) -> PyResult<[T; 4]> {
    let items = obj.try_iter()?.collect::<PyResult<Vec<_>>>()?;
    let items = four(what, &items.iter().collect::<Vec<_>>())?;
    four(what, &Seat::ALL.into_iter().zip(items).map(|(s, i)| read(s, i)).collect::<PyResult<Vec<T>>>()?)
}

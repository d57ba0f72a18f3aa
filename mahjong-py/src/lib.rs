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
pub(crate) fn to_py<T: serde::Serialize + ?Sized>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    Ok(pythonize::pythonize(py, value)?.unbind())
}

/// `Type(field=repr(field), ...)` from the object's own attributes: every record's repr.
pub(crate) fn repr_of(obj: &Bound<'_, PyAny>, fields: &[&str]) -> PyResult<String> {
    let enum_type = obj.py().import("enum")?.getattr("Enum")?;
    let parts = fields.iter().map(|f| {
        let v = obj.getattr(*f)?;
        // An enum member is written as the expression that names it: `Remedy.REDEAL`.
        match v.is_instance(&enum_type)? {
            true => Ok(format!("{f}={}.{}", v.get_type().name()?, v.getattr("name")?)),
            false => Ok(format!("{f}={}", v.repr()?)),
        }
    });
    Ok(format!("{}({})", obj.get_type().name()?, parts.collect::<PyResult<Vec<_>>>()?.join(", ")))
}

/// The `#[pymethods]` of a wrapper around a core value, written once: each
/// `name: T = expr;` line is a getter returning `expr` with `$s` bound to `self` (`name(py): T`
/// binds `py` too); `repr [a, b]` gives `Type(a=..., b=...)`; `str |s| (expr)` gives `__str__`
/// (`expr.to_string()`, usually the core value's `Display`); `plain to_dict` gives `to_dict()`
/// from the core value's serde form (`report to_dict |s| (expr)`: from the core report `expr`); `pickle "Kind"` pickles that form (and implements `pickle::Restore`;
/// `pickle "Kind" else |py, state| expr`: `expr` restores the other states older versions pickled);
/// `own_dict to_dict` gives `to_dict()` from the record's own serde form; `pickle_record "Kind"` pickles the
/// record's own serde form (implementing `pickle::Restore`) and hashes it; `tiles |s| slice` makes the value a sequence of
/// tiles, `seq T = |s| (vec)` a sequence of the `T`s of `vec`; `eq_by f` compares and hashes by the field `f`; the methods after the `;` are kept.
macro_rules! record {
    ($ty:ty, |$s:ident| { $( $(#[$m:meta])* $name:ident $(($py:ident))?: $t:ty = $e:expr; )* }
     $(repr [$($f:ident),* $(,)?])? $(str |$ss:ident| ($str:expr))? $(to_dict |$rs:ident| ($rep:expr))?
     $(pickle $kind:literal $(else |$lpy:ident, $ls:ident| $legacy:block)?)?
     $(own_dict $own:ident)? $(pickle_record $kind2:literal)?
     $(eq_by $eq:tt)? $(seq $it:ty = |$qs:ident| ($items:expr))? $(tiles |$ts:ident| $tiles:expr)? ; $($rest:tt)*) => {
        #[pyo3::pymethods]
        impl $ty {
            $( $(#[$m])* #[getter] fn $name(&self $(, $py: pyo3::Python<'_>)?) -> $t { let $s = self; $e } )*
            $( fn __repr__(slf: &pyo3::Bound<'_, Self>) -> pyo3::PyResult<String> {
                $crate::repr_of(slf.as_any(), &[$(stringify!($f)),*])
            } )?
            $( fn __str__(&self) -> String {
                let $ss = self;
                ($str).to_string()
            } )?
            $( /// The value as plain data (dicts, lists, str, int, bool, None).
            #[pyo3(signature = () -> "dict[str, typing.Any]")]
            fn to_dict(&self, py: pyo3::Python<'_>) -> pyo3::PyResult<pyo3::Py<pyo3::PyAny>> {
                let $rs = self;
                $crate::to_py(py, &$rep)
            } )?
            $( fn __reduce__<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<$crate::pickle::Reduced<'py>> {
                $crate::pickle::reduce(py, $kind, $crate::to_py(py, &self.0)?)
            } )?
            $( /// The value as plain data: its attributes, tiles as text.
            #[pyo3(signature = () -> "dict[str, typing.Any]")]
            fn $own(&self, py: pyo3::Python<'_>) -> pyo3::PyResult<pyo3::Py<pyo3::PyAny>> {
                $crate::to_py(py, self)
            } )?
            $( fn __reduce__<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<$crate::pickle::Reduced<'py>> {
                $crate::pickle::reduce(py, $kind2, $crate::to_py(py, self)?)
            }
            fn __hash__(&self) -> u64 {
                $crate::hash_of(&serde_json::to_string(self).unwrap_or_default())
            } )?
            $( fn __eq__(&self, other: &pyo3::Bound<'_, pyo3::PyAny>) -> bool {
                other.cast::<Self>().is_ok_and(|o| self.$eq == o.get().$eq)
            }
            fn __hash__(&self) -> u64 {
                $crate::hash_of(&self.$eq)
            } )?
            $( fn __len__(&self) -> usize {
                let $ts = self;
                ($tiles).len()
            }
            /// The tiles, in order.
            fn __iter__(&self) -> $crate::hand::PyTileIterator {
                let $ts = self;
                $crate::hand::PyTileIterator(($tiles).iter().map(|&t| $crate::hand::PyTile::from(t)).collect::<Vec<_>>().into_iter())
            }
            fn __getitem__(&self, index: isize) -> pyo3::PyResult<$crate::hand::PyTile> {
                let $ts = self;
                $crate::item_at(&($tiles)[..], index).map($crate::hand::PyTile::from)
            }
            fn __contains__(&self, tile: $crate::hand::TileArg) -> bool {
                let $ts = self;
                ($tiles).iter().any(|&t| $crate::hand::PyTile::from(t).0 == tile.0)
            } )?
            $( fn __len__(&self) -> usize {
                let $qs = self;
                ($items).len()
            }
            fn __iter__<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::types::PyIterator>> {
                let $qs = self;
                pyo3::types::PyList::new(py, $items)?.try_iter()
            }
            fn __getitem__(&self, index: isize) -> pyo3::PyResult<$it> {
                let $qs = self;
                let items: Vec<$it> = $items;
                $crate::item_at(&items, index)
            }
            fn __contains__(&self, py: pyo3::Python<'_>, item: $crate::Object) -> pyo3::PyResult<bool> {
                let $qs = self;
                pyo3::types::PyList::new(py, $items)?.contains(item.0.bind(py))
            } )?
            $($rest)*
        }
        $( $crate::pickle::restore!($ty, $kind, |py, state| {
            $( if !state.is_instance_of::<pyo3::types::PyDict>() {
                let ($lpy, $ls) = (py, state);
                $legacy
            } else )? {
                Self($crate::pickle::from_json($kind, state)?)
            }
        }); )?
        $( $crate::pickle::restore!($ty, $kind2, |py, state| $crate::pickle::from_json::<Self>($kind2, state)?); )?
    };
}
pub(crate) use record;

/// `#[pyfunction]`s written `fn name(arg: Type, ...) -> Result = body;`, docs and `#[pyo3(...)]`
/// above each: the binding's functions only convert, so the `pub(crate)`, braces and attribute
/// are written once here. `const NAMES;` first keeps their names in `NAMES` (a `&[&str]`).
macro_rules! pyfns {
    (const $names:ident; $($(#[$m:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> $r:ty = $body:expr;)*) => {
        const $names: &[&str] = &[$(stringify!($name)),*];
        crate::pyfns! { $($(#[$m])* fn $name($($a: $t),*) -> $r = $body;)* }
    };
    ($($(#[$m:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> $r:ty = $body:expr;)*) => {$(
        #[pyfunction]
        $(#[$m])*
        pub(crate) fn $name($($a: $t),*) -> $r {
            $body
        }
    )*};
}
pub(crate) use pyfns;

/// A class wrapping a core value: `class!(PyWall(Wall) as "Wall", ...)` is the frozen, comparable,
/// hashable `mahjong_core.rules` class `PyWall`, then `crate::record!(PyWall, ...)`;
/// `in "module" as "Name"` the same class in another module; the derives and pyclass options are
/// given after the name when they differ. `Py { fields } as "Name"` is a record of its own fields
/// (readable attributes, serde form) in `mahjong_core`.
macro_rules! class {
    ($(#[$m:meta])* $py:ident($t:ty) as $name:literal, $($rest:tt)*) => {
        $crate::class!($(#[$m])* $py($t) in "mahjong_core.rules" as $name [Copy, Hash] [hash], $($rest)*);
    };
    ($(#[$m:meta])* $py:ident($t:ty) in $module:literal as $name:literal, $($rest:tt)*) => {
        $crate::class!($(#[$m])* $py($t) in $module as $name [Copy, Hash] [hash], $($rest)*);
    };
    ($(#[$m:meta])* $py:ident { $($field:tt)* } as $name:literal, $($rest:tt)*) => {
        $(#[$m])*
        #[pyclass(module = "mahjong_core", name = $name, frozen, eq, get_all)]
        #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
        pub struct $py { $($field)* }
        $crate::record!($py, $($rest)*);
    };
    ($(#[$m:meta])* $py:ident($t:ty) in $module:literal as $name:literal [$($d:ident),*] [$($o:ident),*], $($rest:tt)*) => {
        $(#[$m])*
        #[pyclass(module = $module, name = $name, frozen, eq $(, $o)*)]
        #[derive(Clone, Debug, PartialEq, Eq $(, $d)*)]
        pub struct $py(pub $t);
        $crate::record!($py, $($rest)*);
    };
}
pub(crate) use class;

/// `items[index]` with Python's negative indices; `IndexError` past either end.
pub(crate) fn item_at<T: Clone>(items: &[T], index: isize) -> PyResult<T> {
    let n = items.len() as isize;
    let i = if index < 0 { index + n } else { index };
    if (0..n).contains(&i) {
        Ok(items[i as usize].clone())
    } else {
        Err(pyo3::exceptions::PyIndexError::new_err(format!("index {index} is out of range ({n} items)")))
    }
}

rules::rules_args::arg! {
    /// Any Python object (typed `object` in the stub): what `x in seq` may be given.
    Object(Py<PyAny>): pyo3::type_hint_identifier!("builtins", "object"), |o| Ok::<_, PyErr>(o.to_owned().unbind());
}

/// A hash of a value, for `__hash__` (equal values hash equal within a process).
pub(crate) fn hash_of<T: std::hash::Hash + ?Sized>(v: &T) -> u64 {
    std::hash::BuildHasher::hash_one(&std::hash::BuildHasherDefault::<std::hash::DefaultHasher>::default(), v)
}

/// A str as Python writes it in a repr (Python's own `repr`).
pub(crate) fn py_str(s: &str) -> String {
    Python::attach(|py| pyo3::types::PyString::new(py, s).repr().map(|r| r.to_string())).unwrap_or_default()
}

/// The compiled module: every class and function is listed here (the stub generator reads this
/// list); the aliases, and the exceptions and enums made at import, are added by `init`.
#[pymodule]
mod _native {
    #[pymodule_export]
    use crate::{
        advice::{AdviceError, PyDiscardAdvice, PyLineOdds, PyPassAdvice, PyStandardDiscard, discard_advice},
        american::{CardError, PyCard, PyCardHand, PyMatch, PyMatchGroup, PyNearest},
        error::{EncodingError, MahjongError, NotationError, TileCountError},
        hand::{PyHand, PyMeld, PyTile, PyTileIterator, PyTileSet},
        mcr::{McrError, PyMcrFan, PyMcrScore, PyMcrTilesAway, PyMcrWaits, mcr_fans, mcr_payments, mcr_score_many},
        pickle::_restore,
        rules::{
            PyBetSettlement, PyCallFacts, PyClaim, PyDeadHand, PyDealCheck, PyDiscard, PyFalseMahJong, PyHouseRules,
            PyJokerExchange, PyLinesPossible, PyPass, PyPassOutcome, PyRound, PyTable, PyWall, PyWallBreak, RulesError,
            add_to_pung, american_call_facts, american_dead_hand, american_dead_hand_rack, apply_charleston_pass,
            apply_courtesy_pass, bonus_replacements, break_wall, call_in_time, calls, charleston_passes,
            charleston_played, check_call, check_deal, check_kong_or_mah_jong, check_rob_kong, chinese_call_facts,
            chow_options, claim_order, claim_window_open, claim_winner, concealed_hand_exposed, courtesy_count,
            dead_hand_rack, deal_order, dealt_tiles, declare_concealed_kong, exchange_joker, expose, expose_chow,
            exposures_dead, false_mah_jong, holds_all_bonus_tiles, line_possible, lines_possible, must_discard_after,
            next_live_seat, next_round, next_to_play, no_line_possible, passed_joker_remedy, resolve_mah_jong_claims,
            rob_kong, second_charleston, settle_bet, sitting_out, take_tile, tile_count_dead, tiles_dealt, trade_blank,
            turns_lost, valid_exposures, visible_tiles, wall_stacks,
        },
        scoring::{
            NotMahJongError, PyAmericanSettlement, PyHandSettlement, PyPayments, PyScore, PyScoreItem, ScoreError,
            score, score_losing_hand, settle, settle_american, settle_american_hand, settle_american_wall_game,
            settle_hands,
        },
        sim::{
            _card_stats, _card_stats_range, _check_chart_name, _chunks, _engine, _sim_constants, PyAction, PyCardStats,
            PyGame, PyHandStats, PyOutcome, SimulationError,
        },
        standard::{
            InvalidHandError, PyDecomposition, PySpecialHand, PyStandardSet, PyTilesAway, PyWaits, RuleProfileError,
            decompose, decompose_counts, decompose_many, is_winning, is_winning_counts, is_winning_many,
            only_possible_tile, rule_profiles, special_hands, standard_table_bytes, tiles_away, tiles_away_counts,
            tiles_away_many, waits, waits_many,
        },
    };
    use pyo3::prelude::*;

    #[pymodule_init]
    fn init(m: &Bound<'_, PyModule>) -> PyResult<()> {
        crate::scoring::register(m)?;
        crate::rules::register(m)?;
        // ErrorKind, and the exceptions' attributes: after every exception is added.
        crate::error::register(m)?;
        m.add("__version__", env!("CARGO_PKG_VERSION"))?;
        Ok(())
    }
}

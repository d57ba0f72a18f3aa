//! Python bindings for four sets and a pair (`mahjong_core::standard`): decompositions, special
//! hands, waits, tiles away; `*_counts` take 34 counts, `*_many` many hands without the GIL.
// `to_dict(&self)` is the Python name every wrapper uses; pyo3 methods cannot take `self` by value.
#![allow(clippy::wrong_self_convention)]
use crate::error::{MahjongError, raise_about, raise_as, with_attr, with_kind};
use crate::hand::{PyHand, PyTile, hand_arg, hand_ref};
use crate::mcr::{McrError, PyMcrTilesAway, PyMcrWaits};
use crate::pickle::{Reduced, Restore, reduce};
use crate::text::Text;
use crate::{class, py_str, pyfns};
use mahjong_core::args::{MAX_COPIES, OutOfRange};
use mahjong_core::standard::{self as core, ManyError, RuleProfile, SpecialHand, StandardError, check_count};
use mahjong_core::{Hand, KindedError, Tile, mcr};
use pyo3::IntoPyObjectExt;
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList};
use pyo3::{PyClass, PyClassInitializer};

create_exception!(
    mahjong_core,
    InvalidHandError,
    MahjongError,
    "A hand cannot be read as four sets and a pair under the rules given; the message names the problem."
);
create_exception!(mahjong_core, RuleProfileError, MahjongError, "An unknown rule profile name.");

/// The default of every `rules` argument: the core's default profile.
pub(crate) fn default_rules() -> Text {
    Text::Static(RuleProfile::default().name())
}

pub(crate) fn profile(name: &str) -> PyResult<RuleProfile> {
    name.parse::<RuleProfile>().map_err(raise_as::<RuleProfileError>)
}

/// The tiles of a 34-bit mask, in index order.
pub(crate) fn tiles_of(mask: u64) -> Vec<PyTile> {
    Tile::in_mask(mask).map(PyTile).collect()
}

/// Where the Python ints 0 to `MAX_COPIES` live, when they sit at even, power-of-two steps in memory (as
/// CPython's small-int cache keeps them): the address of 0 and the step as a shift. One strong
/// reference to each is kept for the life of the process, so the addresses stay theirs.
fn small_ints(py: Python<'_>) -> Option<(usize, u32)> {
    static SMALL: std::sync::OnceLock<Option<(usize, u32)>> = std::sync::OnceLock::new();
    *SMALL.get_or_init(|| {
        let mut a = [0usize; MAX_COPIES as usize + 1];
        for (n, slot) in a.iter_mut().enumerate() {
            // Leak one strong reference each, so the objects (and their addresses) outlive us.
            let Ok(obj) = (n as i64).into_pyobject(py);
            *slot = obj.into_any().unbind().into_ptr() as usize;
        }
        let step = a[1].wrapping_sub(a[0]);
        let even = step.is_power_of_two() && a.iter().enumerate().all(|(n, &p)| p == a[0].wrapping_add(n * step));
        even.then(|| (a[0], step.trailing_zeros()))
    })
}

/// The count `n` (written `shown`) at index `i`, if it is 0 to `MAX_COPIES` (`args::count`).
fn count_at(i: usize, n: i64, shown: &dyn std::fmt::Display) -> PyResult<u8> {
    let bad = |e: OutOfRange| with_kind(InvalidHandError::new_err(format!("count {shown} at index {i} {e}")), e.kind());
    mahjong_core::args::count(n.into()).map_err(bad)
}

/// Count `i` of a list: an item at the address of the int k (0 to `MAX_COPIES`) is that int, read without a
/// call or a mispredicted branch (CPython shares the objects of small ints); anything else, or an
/// interpreter without that cache, is read the slow way, so the answer never depends on the cache.
fn list_count(list: &Bound<'_, PyList>, i: usize, small: Option<(usize, u32)>) -> PyResult<u8> {
    let py = list.py();
    // SAFETY: `list` is a live list and we hold the GIL; PyList_GetItem returns a borrowed
    // reference (or NULL with an exception set when Python code run by an earlier item's
    // `__index__` shortened the list).
    let item = unsafe { pyo3::ffi::PyList_GetItem(list.as_ptr(), i as pyo3::ffi::Py_ssize_t) };
    if item.is_null() {
        return Err(PyErr::fetch(py));
    }
    let off = small.map(|(zero, shift)| ((item as usize).wrapping_sub(zero), shift));
    match off {
        Some((off, shift)) if off >> shift <= MAX_COPIES.into() && (off >> shift) << shift == off => {
            Ok((off >> shift) as u8)
        }
        _ => {
            // SAFETY: `item` is a live object (checked non-NULL above); the strong reference
            // taken here keeps it alive while its `__index__` (if any) runs.
            let item = unsafe { Bound::from_borrowed_ptr(py, item) };
            match crate::hand::int_in::<i64>(&item)? {
                Some(n) => count_at(i, n, &n),
                None => count_at(i, -1, &item),
            }
        }
    }
}

/// Reads 34 counts from a list, tuple, bytes or any sequence of ints.
pub(crate) fn counts_arg(obj: &Bound<'_, PyAny>) -> PyResult<[u8; 34]> {
    let (list, bytes) = (obj.cast::<PyList>().ok(), obj.cast::<PyBytes>().ok().map(|b| b.as_bytes()));
    let seq: Vec<Bound<'_, PyAny>> = match (list, bytes) {
        (None, None) => obj.extract().map_err(|_| MahjongError::new_err("expected a sequence of 34 counts"))?,
        _ => Vec::new(),
    };
    let n = list.map_or(bytes.map_or(seq.len(), <[u8]>::len), |l| l.len());
    if n != 34 {
        return Err(InvalidHandError::new_err(format!("expected 34 counts, got {n}")));
    }
    let (mut c, small) = ([0u8; 34], small_ints(obj.py()));
    for (i, d) in c.iter_mut().enumerate() {
        *d = match (list, bytes) {
            (Some(list), _) => list_count(list, i, small)?,
            (_, Some(b)) => count_at(i, b[i].into(), &b[i])?,
            // Any int object (or `__index__`), range-checked.
            _ => count_at(i, crate::hand::int_in::<i64>(&seq[i])?.unwrap_or(-1), &seq[i])?,
        };
    }
    Ok(c)
}

/// Reads many count lists: a sequence of 34-count sequences, or one `bytes` of 34·n counts.
fn many_counts(obj: &Bound<'_, PyAny>) -> PyResult<Vec<[u8; 34]>> {
    if let Some(arr) = crate::batch::counts_2d(obj)? {
        return crate::batch::all_rows(&arr).map(<[_]>::to_vec);
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        let bytes = b.as_bytes();
        if bytes.len() % 34 != 0 {
            return Err(InvalidHandError::new_err(format!("{} bytes is not a multiple of 34 counts", bytes.len())));
        }
        if let Some(bad) = bytes.iter().enumerate().find_map(|(i, &n)| check_count(i / 34, i % 34, n.into()).err()) {
            return Err(raise_as::<InvalidHandError>(bad));
        }
        return Ok(bytes.chunks_exact(34).map(|ch| ch.try_into().unwrap_or([0; 34])).collect());
    }
    let mut out = Vec::with_capacity(obj.len().unwrap_or(0));
    for (k, item) in obj.try_iter()?.enumerate() {
        // The hand's place before the message (not the class's name); the kind stays the count's.
        let in_hand = |e: PyErr| {
            let e = e.value(obj.py());
            with_attr(obj.py(), InvalidHandError::new_err(format!("hand {k}: {e}")), "kind", e.getattr("kind").ok())
        };
        out.push(counts_arg(&item?).map_err(in_hand)?);
    }
    Ok(out)
}

class!(
/// One set of a decomposition (the core's `standard::StandardSet`); `kind` and `meld` (None for
/// concealed tiles) are names.
PyStandardSet(core::StandardSet) in "mahjong_core" as "StandardSet", |s| {
    kind: &'static str = s.0.kind().name();
    tile: PyTile = PyTile(s.0.tile());
    tiles: Vec<PyTile> = s.0.tiles().iter().map(|&t| PyTile(t)).collect();
    concealed: bool = s.0.is_concealed();
    meld: Option<&'static str> = s.0.meld_status().map(|s| s.name());
} repr [kind, tiles, meld] to_dict |s| (s.0) pickle "StandardSet" tiles |t| t.0.tiles(););

class!(
/// One way to read a 14-tile hand as four sets and a pair (the core's `standard::Decomposition`).
PyDecomposition(core::Decomposition) in "mahjong_core" as "Decomposition", |s| {
    sets: Vec<PyStandardSet> = s.0.sets().iter().map(|&s| PyStandardSet(s)).collect();
    pair: PyTile = PyTile(s.0.pair());
    chows: usize = s.0.chows();
} repr [sets, pair] str |s| (s.0) to_dict |s| (s.0) pickle "Decomposition" seq PyStandardSet = |s| (s.sets());

    /// The sets and the pair (last) as lists of tile indices, as `mahjong`'s `divide_hand` gives.
    fn groups(&self) -> Vec<Vec<u32>> {
        let mut g: Vec<Vec<u32>> =
            self.0.sets().iter().map(|s| s.tiles().iter().map(|t| u32::from(t.index())).collect()).collect();
        g.push(vec![u32::from(self.0.pair().index()); 2]);
        g
    }
);

class!(
/// A special hand of the classical and British rules (`mahjong_core::standard::SpecialHand`).
PySpecialHand(SpecialHand) in "mahjong_core" as "SpecialHand", |s| {
    /// The name the classical and British rules give it, e.g. "The Wriggling Snake".
    name: &'static str = s.0.label();
    /// `limit` or `half limit`.
    value: &'static str = s.0.value().name();
    /// True for the British additions.
    british: bool = s.0.is_british();
    /// True for hands read from how the hand was won (the win context).
    depends_on_win: bool = s.0.depends_on_win();
} str |s| (s.0.label()) pickle "SpecialHand";
    /// Looks a special hand up by its name (case-insensitive; a leading "The" may be left out).
    #[classmethod]
    fn from_name(_cls: &Bound<'_, pyo3::types::PyType>, name: Text) -> PyResult<PySpecialHand> {
        name.parse::<SpecialHand>().map(PySpecialHand).map_err(raise_as::<MahjongError>)
    }

    /// `{"name", "value"}`.
    #[pyo3(signature = () -> "dict[str, str]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::to_py(py, &serde_json::json!({"name": self.0.label(), "value": self.0.value().name()}))
    }

    fn __repr__(&self) -> String {
        format!("SpecialHand.from_name({})", py_str(self.0.label()))
    }
);

class!(
/// The tiles that complete a 13-tile hand, and in which form (`mahjong_core::standard::Waits`).
PyWaits(core::Waits) in "mahjong_core" as "Waits", |s| {
    /// Every completing tile, in index order.
    tiles: Vec<PyTile> = tiles_of(s.0.mask());
    /// The tiles completing the standard form (four sets and a pair).
    standard: Vec<PyTile> = tiles_of(s.0.standard_mask());
    /// The completing tiles as a 34-bit mask (bit i = tile index i).
    mask: u64 = s.0.mask();
    /// The standard-form tiles as a 34-bit mask.
    standard_mask: u64 = s.0.standard_mask();
    /// True when one tile from Mah Jong.
    calling: bool = s.0.is_calling();
} repr [tiles] str |s| (s.0) to_dict |s| (s.0) pickle "Waits" else |py, state| {
    // An older pickle: the hand and the rules, waited on again.
    let (hand, rules): (Bound<'_, PyAny>, Text) = state.extract()?;
    PyWaits(core::waits(&hand_arg(py, &hand)?, profile(&rules)?).map_err(raise_as::<InvalidHandError>)?)
} tiles |t| t.0.iter().collect::<Vec<_>>();
    /// The forms `tile` completes: "standard" first if it does, then special hand names.
    fn forms(&self, tile: crate::hand::TileArg) -> Vec<&'static str> {
        let standard = self.0.completes_standard(tile.0).then_some("standard");
        standard.into_iter().chain(self.0.special_hands(tile.0).iter().map(|h| h.label())).collect()
    }

    /// The special hands (objects) `tile` completes.
    fn special_hands(&self, tile: crate::hand::TileArg) -> Vec<PySpecialHand> {
        self.0.special_hands(tile.0).iter().map(PySpecialHand).collect()
    }
);

/// Tiles away in each form of a rule profile (the core's `standard::TilesAway`); None for a form
/// the hand or the profile rules out.
#[pyclass(module = "mahjong_core", name = "TilesAway", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyTilesAway(pub core::TilesAway, Hand);

crate::record!(PyTilesAway, |s| {
    /// The rule profile's name.
    rules: &'static str = s.0.rules().name();
    standard: i8 = s.0.standard();
    thirteen_unique_wonders: Option<i8> = s.0.thirteen_unique_wonders();
    all_pair_honours: Option<i8> = s.0.all_pair_honours();
    knitting: Option<i8> = s.0.knitting();
    wriggling_snake: Option<i8> = s.0.wriggling_snake();
    gates_of_heaven: Option<i8> = s.0.gates_of_heaven();
    triple_knitting: Option<i8> = s.0.triple_knitting();
    best: i8 = s.0.best();
    /// The core's `TilesAway::improving`, as tiles.
    improving: Vec<PyTile> = tiles_of(s.0.improving());
    /// The improving tiles as a 34-bit mask.
    improving_mask: u64 = s.0.improving();
} repr [rules, standard, thirteen_unique_wonders, all_pair_honours, knitting, wriggling_snake, gates_of_heaven, triple_knitting, best] to_dict |s| (s.0) eq_by 0;

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, (PyHand::new(self.1), self.0.rules().name()))
    }
);

crate::pickle::restore!(PyTilesAway, "TilesAway", |py, state| {
    let (hand, rules): (Bound<'_, PyAny>, String) = state.extract()?;
    tiles_away(py, &hand, Text::Owned(rules))?
});

/// `mcr` on the hand under the Chinese Official rules, else `f` on hand and profile without the GIL.
fn per_hand<T: PyClass + Into<PyClassInitializer<T>> + Send, M: PyClass + Into<PyClassInitializer<M>>>(
    py: Python<'_>, hand: &Bound<'_, PyAny>, rules: &str,
    mcr: impl FnOnce(Hand) -> Result<M, mahjong_core::mcr::McrError>,
    f: impl FnOnce(&Hand, RuleProfile) -> Result<T, StandardError> + Send,
) -> PyResult<Py<PyAny>> {
    // The hand is read before the rules (a bad hand is reported first); the name is parsed once.
    let (h, r) = (hand_ref(py, hand)?, profile(rules)?);
    if r == RuleProfile::Mcr {
        return Ok(Py::new(py, mcr(h.into_owned()).map_err(raise_as::<McrError>)?)?.into_any());
    }
    Ok(Py::new(py, py.detach(|| f(&h, r)).map_err(raise_as::<InvalidHandError>)?)?.into_any())
}

/// `f` over many count lists (a batch function of the core's form) without the GIL, into a list.
fn each<T: Default + Clone + Send>(
    py: Python<'_>, hands: &Bound<'_, PyAny>, f: impl Fn(&[[u8; 34]], &mut [T]) -> Result<(), ManyError> + Sync,
) -> PyResult<Vec<T>> {
    let all = many_counts(hands)?;
    let mut out = vec![T::default(); all.len()];
    // The core's error names the hand: as many results as hands are given, so no other error comes.
    py.detach(|| f(&all, &mut out)).map_err(raise_as::<InvalidHandError>)?;
    Ok(out)
}

/// The decompositions `f` gives, as a list.
fn decompositions<E>(
    f: impl FnOnce(&mut dyn FnMut(&core::Decomposition)) -> Result<(), E>,
) -> Result<Vec<PyDecomposition>, E> {
    let mut out = Vec::new();
    f(&mut |d| out.push(PyDecomposition(*d)))?;
    Ok(out)
}

/// [`each`], or for an `(n, 34)` numpy array a numpy array of `dtype` (`batch::rows_into`).
fn many<'py, T: Copy + Default + Send + IntoPyObject<'py>>(
    hands: &Bound<'py, PyAny>, dtype: &str, f: impl Fn(&[[u8; 34]], &mut [T]) -> Result<(), ManyError> + Sync,
) -> PyResult<Py<PyAny>> {
    match crate::batch::counts_2d(hands)? {
        Some(arr) => crate::batch::rows_into(hands.py(), &arr, dtype, f).map(Bound::unbind),
        None => each(hands.py(), hands, f)?.into_py_any(hands.py()),
    }
}

pyfns! {
/// Every decomposition of a 14-tile hand into four sets and a pair under `rules`.
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()), text_signature = "(hand, rules = 'classical')")]
fn decompose(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<Vec<PyDecomposition>> = {
    let (h, r) = (hand_ref(py, hand)?, profile(&rules)?);
    decompositions(|f| core::decompose(&h, r, f).map(drop)).map_err(raise_as::<InvalidHandError>)
};

/// Whether a 14-tile hand wins under `rules` (standard form or a special hand).
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()), text_signature = "(hand, rules = 'classical')")]
fn is_winning(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<bool> = {
    let (h, r) = (hand_ref(py, hand)?, profile(&rules)?);
    match r {
        RuleProfile::Mcr => mahjong_core::mcr::is_winning(&h).map_err(raise_as::<McrError>),
        r => core::is_winning(&h, r).map_err(raise_as::<InvalidHandError>),
    }
};

/// The special hands of `rules` a 14-tile hand is.
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()), text_signature = "(hand, rules = 'classical')")]
fn special_hands(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<Vec<PySpecialHand>> = {
    let (h, r) = (hand_arg(py, hand)?, profile(&rules)?);
    core::special_hands(&h, r).map(|s| s.iter().map(PySpecialHand).collect()).map_err(raise_as::<InvalidHandError>)
};

/// The tiles that complete a 13-tile hand under `rules`.
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()) -> "Waits | McrWaits", text_signature = "(hand, rules = 'classical')")]
fn waits(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<Py<PyAny>> =
    per_hand(py, hand, &rules, |h| mcr::waits(&h).map(PyMcrWaits), |h, r| core::waits(h, r).map(PyWaits));

/// Whether the `win=` tile was the only one that could complete the hand (`standard::only_possible_tile`).
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()), text_signature = "(hand, rules = 'classical')")]
fn only_possible_tile(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<bool> = {
    let (h, r) = (hand_arg(py, hand)?, profile(&rules)?);
    py.detach(|| core::only_possible_tile(&h, r)).map_err(raise_as::<InvalidHandError>)
};

/// Tiles away for a hand of 13 or 14 tiles in sets under `rules`.
#[pyo3(signature = (hand: "Hand | str", rules = crate::standard::default_rules()) -> "TilesAway | McrTilesAway", text_signature = "(hand, rules = 'classical')")]
fn tiles_away(py: Python<'_>, hand: &Bound<'_, PyAny>, rules: Text) -> PyResult<Py<PyAny>> =
    per_hand(py, hand, &rules, |h| mcr::tiles_away(&h).map(|a| PyMcrTilesAway(a, h)), |h, r| {
        core::tiles_away(h, r).map(|a| PyTilesAway(a, *h))
    });

/// Fast path: whether 34 counts (3n+2 tiles) split into sets and one pair (standard form).
#[pyo3(signature = (counts: "typing.Sequence[int] | bytes"))]
fn is_winning_counts(counts: &Bound<'_, PyAny>) -> PyResult<bool> =
    core::is_winning_counts(&counts_arg(counts)?).map_err(raise_as::<InvalidHandError>);

/// Fast path: the standard-form tiles away (shanten) of 34 counts, any number of chows.
#[pyo3(signature = (counts: "typing.Sequence[int] | bytes"))]
fn tiles_away_counts(counts: &Bound<'_, PyAny>) -> PyResult<i8> =
    core::tiles_away_counts(&counts_arg(counts)?).map_err(raise_as::<InvalidHandError>);

/// Fast path: every decomposition of 14 concealed tiles given as 34 counts (any number of chows).
#[pyo3(signature = (counts: "typing.Sequence[int] | bytes"))]
fn decompose_counts(counts: &Bound<'_, PyAny>) -> PyResult<Vec<PyDecomposition>> = {
    let c = counts_arg(counts)?;
    decompositions(|f| core::decompose_counts(&c, f).map(drop)).map_err(raise_as::<InvalidHandError>)
};

/// Bulk `is_winning_counts` over many count lists (or one `bytes` of 34·n counts, or an `(n, 34)`
/// integer numpy array, which gives a numpy `bool` array), GIL released.
#[pyo3(signature = (hands: "typing.Sequence[typing.Sequence[int] | bytes] | bytes | typing.Any") -> "list[bool] | typing.Any")]
fn is_winning_many(hands: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> =
    many(hands, "bool", |h, o| core::map_counts_many(h, o, core::is_winning_counts));

/// Bulk `tiles_away_counts`, GIL released (an `(n, 34)` numpy array gives an `int8` array).
#[pyo3(signature = (hands: "typing.Sequence[typing.Sequence[int] | bytes] | bytes | typing.Any") -> "list[int] | typing.Any")]
fn tiles_away_many(hands: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> =
    many(hands, "int8", core::tiles_away_counts_many);

/// Bulk `waits` over concealed hands of 13 tiles given as counts, GIL released.
#[pyo3(signature = (hands: "typing.Any", rules = crate::standard::default_rules()), text_signature = "(hands, rules = 'classical')")]
fn waits_many(py: Python<'_>, hands: &Bound<'_, PyAny>, rules: Text) -> PyResult<Vec<PyWaits>> = {
    let (all, r) = (many_counts(hands)?, profile(&rules)?);
    type Bad = Box<dyn KindedError + Send>;
    let res: Result<Vec<PyWaits>, (usize, Bad)> = py.detach(|| {
        let one = |c| match Hand::from_counts34(c) {
            Ok(h) => core::waits(&h, r).map(PyWaits).map_err(|e| Box::new(e) as Bad),
            Err(e) => Err(Box::new(e) as Bad),
        };
        all.iter().enumerate().map(|(k, c)| one(c).map_err(|e| (k, e))).collect()
    });
    res.map_err(|(k, e)| raise_about::<InvalidHandError>(format_args!("hand {k}"), &*e))
};

/// Bulk `decompose_counts`: for each 14-tile count list, its decompositions; GIL released.
#[pyo3(signature = (hands: "typing.Any"))]
fn decompose_many(py: Python<'_>, hands: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<PyDecomposition>>> =
    each(py, hands, |h, o| core::map_counts_many(h, o, |c| decompositions(|f| core::decompose_counts(c, f).map(drop))));
}

pyfns! {
/// The rule profile names: classical, british, two_player, three_player.
fn rule_profiles() -> Vec<&'static str> = RuleProfile::STANDARD.iter().map(|p| p.name()).collect();

/// Bytes of the lookup tables behind the fast paths.
fn standard_table_bytes() -> usize = core::table_bytes();
}

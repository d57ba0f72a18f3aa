//! `Tile`, `TileSet`, `Meld` and `Hand`.
// `to_dict(&self)` and `to_136(&self)` are the Python names; pyo3 methods cannot take `self` by value.
#![allow(clippy::wrong_self_convention)]
use crate::error::{MahjongError, parse_error, raise_as};
use crate::pickle::{Reduced, Restore, reduce};
use crate::rules::rules_args::Num;
use crate::text::text_arg;
use crate::to_py;
use mahjong_core::args::{Given, NotInRange};
use mahjong_core::notation::NotationKind;
use mahjong_core::{self as core, notation};
use pyo3::prelude::*;
#[cfg(feature = "stubs")]
use pyo3::type_hint_union;
use pyo3::types::{PyDict, PyType};

/// One tile. `Tile.parse("5p")`, `str(tile) == "5p"`, `tile.unicode == "\U0001F01D"`.
#[pyclass(module = "mahjong_core", name = "Tile", frozen, eq, ord, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct PyTile(pub core::Tile);

/// What a `record!` sequence of tiles (core tiles or `PyTile`s) gives: `PyTile::from`.
impl From<core::Tile> for PyTile {
    fn from(t: core::Tile) -> PyTile {
        PyTile(t)
    }
}

crate::record!(PyTile, |s| {
    /// The index 0–44 (0–33 match the 34-count arrays of other libraries).
    index: u8 = s.0.index();
    /// The Unicode Mahjong Tiles character.
    unicode: String = s.0.unicode().to_string();
    /// `craks`, `dots`, `bams`, or None.
    suit: Option<&'static str> = s.0.suit().map(|s| s.name());
    /// 1–9 for numbered tiles, else None.
    number: Option<u8> = s.0.number();
    /// The American form: `5d`, `N`, `R`, `0`, `F`, `J`.
    american: String = s.0.american().to_string();
    /// An English name: `5 dots`, `east wind`, `joker`.
    name: String = s.0.english_name().to_string();
    /// The kind's canonical name (`TileKind::name`).
    kind: &'static str = s.0.kind().name();
} str |s| (s.0) pickle "Tile";
    /// Parses one tile in MPSZ (`5p`), American (`5d`, `N`, `0`, `F`, `J`) or Unicode form.
    #[classmethod]
    #[pyo3(signature = (text: "str"))]
    fn parse(_cls: &Bound<'_, PyType>, py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<PyTile> {
        let text = text_arg(text, "text", "a tile string such as '5p'")?;
        notation::parse_tile(&text).map(PyTile).map_err(|e| parse_error(py, e))
    }

    /// The tile with index 0–44 (`Tile::from_index`), read by the core's `args::tile`.
    #[classmethod]
    fn from_index(_cls: &Bound<'_, PyType>, index: Num) -> PyResult<PyTile> {
        core::args::tile(index.0).map(PyTile).map_err(|e| {
            // The core's error, with the int as Python writes it (it may not fit 64 bits).
            raise_as::<MahjongError>(NotInRange { value: Given::Written(&index.1), ..e })
        })
    }

    /// The tile as plain data: `{"mpsz", "american", "unicode", "name", "index"}` (the core's `notation::TileReport`).
    #[pyo3(signature = () -> "dict[str, str | int]")]
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &notation::TileReport(self.0))
    }

    fn __repr__(&self) -> String {
        format!("Tile('{}')", self.0)
    }
);

/// The tile sets made by the constructors, with the call that makes each.
const KNOWN_SETS: [(core::TileSet, &str); 5] = [
    (core::TileSet::american(), "TileSet.american()"),
    (core::TileSet::chinese(true), "TileSet.chinese(flowers=True)"),
    (core::TileSet::chinese(false), "TileSet.chinese(flowers=False)"),
    (core::TileSet::three_player(false), "TileSet.three_player(flowers=False)"),
    (core::TileSet::three_player(true), "TileSet.three_player(flowers=True)"),
];

crate::class!(
/// A tile set with exact contents: `TileSet.american()`, `.chinese(flowers=True)`,
/// `.three_player(flowers=False)`.
PyTileSet(core::TileSet) in "mahjong_core" as "TileSet", |s| {
    /// The set's name, e.g. "Chinese 144".
    name: &'static str = s.0.name();
    /// Total tiles.
    total: u32 = s.0.total();
} to_dict |s| (s.0) pickle "TileSet" tiles |t| t.0.tiles().collect::<Vec<_>>();
    fn __repr__(&self) -> String {
        KNOWN_SETS.iter().find(|(s, _)| *s == self.0).map_or_else(
            || format!("TileSet(name={}, total={})", crate::py_str(self.0.name()), self.0.total()),
            |(_, c)| c.to_string(),
        )
    }
    /// The American set: 152 tiles.
    #[classmethod]
    fn american(_cls: &Bound<'_, PyType>) -> PyTileSet {
        PyTileSet(core::TileSet::american())
    }

    /// The Chinese set: 144 tiles with flowers and seasons, 136 without.
    #[classmethod]
    #[pyo3(signature = (flowers = core::TileSet::CHINESE_FLOWERS), text_signature = "($cls, flowers=True)")]
    fn chinese(_cls: &Bound<'_, PyType>, flowers: bool) -> PyTileSet {
        PyTileSet(core::TileSet::chinese(flowers))
    }

    /// The triangular three-player set: 132 tiles, or 138 with flowers and seasons.
    #[classmethod]
    #[pyo3(signature = (flowers = core::TileSet::THREE_PLAYER_FLOWERS), text_signature = "($cls, flowers=False)")]
    fn three_player(_cls: &Bound<'_, PyType>, flowers: bool) -> PyTileSet {
        PyTileSet(core::TileSet::three_player(flowers))
    }

    /// Copies of a tile (a `Tile` or its text) in the set.
    fn count(&self, tile: TileArg) -> u8 {
        self.0.count(tile.0)
    }
);

/// Accepts a `Tile` or a string such as "5p".
pub(crate) fn tile_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<core::Tile> {
    if let Ok(t) = obj.cast::<PyTile>() {
        return Ok(t.get().0);
    }
    let s = text_arg(obj, "tile", "a Tile or a tile string such as '5p'")?;
    notation::parse_tile(&s).map_err(|e| parse_error(py, e))
}

crate::rules::rules_args::arg! {
    /// A tile argument: a `Tile` or a tile string such as "5p" (read by [`tile_arg`]).
    TileArg(core::Tile): pyo3::type_hint_union!(
        <PyTile as pyo3::PyTypeInfo>::TYPE_HINT,
        <pyo3::types::PyString as pyo3::PyTypeInfo>::TYPE_HINT
    ), |o| tile_arg(o.py(), &o);
}

/// An iterator over tiles: what iterating a hand, a meld, a tile set or a matched line gives.
#[pyclass(module = "mahjong_core", name = "TileIterator")]
#[derive(Debug)]
pub struct PyTileIterator(pub(crate) std::vec::IntoIter<PyTile>);

#[pymethods]
impl PyTileIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }
    fn __next__(&mut self) -> Option<PyTile> {
        self.0.next()
    }
}

crate::class!(
/// A meld (exposure): its kind, status and tiles.
PyMeld(core::Meld) in "mahjong_core" as "Meld", |s| {
    /// The kind's canonical name (`MeldKind::name`).
    kind: &'static str = s.0.kind().name();
    /// The status's canonical name (`MeldStatus::name`).
    status: &'static str = s.0.status().name();
    /// The tiles, jokers included.
    tiles: Vec<PyTile> = s.0.tiles().iter().map(|&t| PyTile(t)).collect();
    /// Jokers standing in the meld.
    jokers: usize = s.0.jokers();
} repr [kind, status, tiles] str |s| (s.0) to_dict |s| (s.0) pickle "Meld" else |_py, state| {
    let text: String = state.extract()?;
    let h = core::Hand::parse(&text).map_err(|e| crate::pickle::bad(Self::KIND, e))?;
    PyMeld(*h.melds().first().ok_or_else(|| crate::pickle::bad(Self::KIND, &text))?)
} tiles |t| t.0.tiles();
);

/// A hand: `str(hand)` prints it in the notation it was written in; equal hands hold the same
/// tiles in any order, melds and win context.
#[pyclass(module = "mahjong_core", name = "Hand", frozen, from_py_object)]
#[derive(Clone, Copy, Debug)]
pub struct PyHand(pub core::Hand, pub NotationKind);

impl PyHand {
    /// A hand that was not written by the user: printed in MPSZ.
    pub(crate) fn new(h: core::Hand) -> PyHand {
        PyHand(h, NotationKind::Mpsz)
    }

    fn text(&self) -> String {
        notation::write_in(&self.0, self.1).to_string()
    }
}

crate::record!(PyHand, |s| {
    /// All tiles: concealed first, then those of the exposures (bonus tiles not included).
    tiles: Vec<PyTile> = s.0.tiles().map(|&t| PyTile(t)).collect();
    /// The concealed tiles.
    concealed: Vec<PyTile> = s.0.concealed().iter().map(|&t| PyTile(t)).collect();
    /// The exposed groups (melds), concealed kongs included.
    exposures: Vec<PyMeld> = s.0.melds().iter().map(|&m| PyMeld(m)).collect();
    /// Flowers and seasons set aside.
    bonus: Vec<PyTile> = s.0.bonus().iter().map(|&t| PyTile(t)).collect();
    /// The MPSZ form.
    mpsz: String = notation::mpsz(&s.0).to_string();
    /// The American form.
    american: String = notation::american(&s.0).to_string();
    /// The Unicode form.
    unicode: String = notation::unicode(&s.0).to_string();
    /// The notation `str(hand)` uses: `mpsz`, `american` or `unicode`.
    notation: &'static str = s.1.name();
    /// The win context as a dict.
    context(py): PyResult<Py<PyDict>> = Ok(pythonize::pythonize(py, s.0.context())?.cast_into::<PyDict>()?.unbind());
} str |s| (s.text()) to_dict |s| (s.0) tiles |t| t.tiles();
    /// Parses MPSZ, American or Unicode notation (detected), checked against `tile_set` (default:
    /// the union of all sets). Raises `NotationError` / `TileCountError` with `.column`.
    #[classmethod]
    #[pyo3(signature = (text: "str", tile_set = None))]
    fn parse(_cls: &Bound<'_, PyType>, py: Python<'_>, text: &Bound<'_, PyAny>,
        tile_set: Option<&Bound<'_, PyTileSet>>,
    ) -> PyResult<PyHand> {
        let text = text_arg(text, "text", "a hand string")?;
        let set = tile_set.map_or(core::TileSet::any(), |s| s.get().0);
        let kind = notation::written_in(&text);
        core::Hand::parse_in(&text, &set).map(|h| PyHand(h, kind)).map_err(|e| parse_error(py, e))
    }

    /// A concealed hand from 136-tile indices in any order (`Hand::from_tiles136`).
    #[classmethod]
    #[pyo3(signature = (tiles: "typing.Iterable[int]"))]
    fn from_136(_cls: &Bound<'_, PyType>, py: Python<'_>, tiles: &Bound<'_, PyAny>) -> PyResult<PyHand> {
        let index = |(i, item): (usize, PyResult<Bound<'_, PyAny>>)| {
            core::Hand::tile136(i + 1, item?.extract::<i64>().ok()).map_err(|e| parse_error(py, e))
        };
        let v = tiles.try_iter()?.enumerate().map(index).collect::<PyResult<Vec<u32>>>()?;
        core::Hand::from_tiles136(&v).map(PyHand::new).map_err(|e| parse_error(py, e))
    }

    /// The playing tiles as 136-tile indices (`Hand::tiles136`).
    fn to_136(&self) -> Vec<u16> {
        let mut out = [0u8; 136];
        let n = self.0.tiles136(&mut out);
        out[..n].iter().map(|&i| u16::from(i)).collect()
    }

    /// A concealed hand from 34 counts in index order (the format of the `mahjong` package).
    #[classmethod]
    #[pyo3(signature = (counts: "typing.Sequence[int]"))]
    pub(crate) fn from_counts(_cls: &Bound<'_, PyType>, py: Python<'_>, counts: &Bound<'_, PyAny>) -> PyResult<PyHand> {
        let c = crate::standard::counts_arg(counts)?;
        core::Hand::from_counts34(&c).map(PyHand::new).map_err(|e| parse_error(py, e))
    }

    /// Counts of the 34 playing faces (concealed and melds).
    fn counts(&self) -> Vec<u32> {
        self.0.counts34().iter().map(|&c| u32::from(c)).collect()
    }

    /// Checks tile counts against a tile set; raises `TileCountError`.
    fn check(&self, py: Python<'_>, tile_set: &Bound<'_, PyTileSet>) -> PyResult<()> {
        self.0.check(&tile_set.get().0).map_err(|e| parse_error(py, e))
    }

    fn __repr__(&self) -> String {
        format!("Hand.parse({})", crate::py_str(&self.text()))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyHand>().is_ok_and(|o| self.0.canonical() == o.get().0.canonical())
    }

    fn __hash__(&self) -> u64 {
        crate::hash_of(&self.0.canonical())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, (self.text(), self.1.name()))
    }
);

crate::pickle::restore!(PyHand, "Hand", |py, state| {
    let bad = |e: &dyn std::fmt::Display| crate::pickle::bad(Self::KIND, e);
    let (text, written): (String, String) = state.extract()?;
    let h = core::Hand::parse(&text).map_err(|e| bad(&e))?;
    PyHand(h, str::parse::<NotationKind>(&written).map_err(|e| bad(&e))?)
});

/// Accepts a `Hand` (borrowed, not copied) or a hand string (parsed).
pub(crate) fn hand_ref<'a>(py: Python<'_>, obj: &'a Bound<'_, PyAny>) -> PyResult<std::borrow::Cow<'a, core::Hand>> {
    if let Ok(h) = obj.cast::<PyHand>() {
        return Ok(std::borrow::Cow::Borrowed(&h.get().0));
    }
    let s = text_arg(obj, "hand", "a Hand or a hand string")?;
    core::Hand::parse(&s).map(std::borrow::Cow::Owned).map_err(|e| parse_error(py, e))
}

/// Accepts a `Hand` or a hand string.
pub(crate) fn hand_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<core::Hand> {
    hand_ref(py, obj).map(std::borrow::Cow::into_owned)
}

/// Reads a Python int (or `__index__`) argument of any size: `Ok(None)` when it does not fit `T`,
/// so the caller names the argument and its range; a non-int raises `TypeError`.
pub(crate) fn int_in<T: TryFrom<i64>>(obj: &Bound<'_, PyAny>) -> PyResult<Option<T>> {
    match obj.extract::<i64>() {
        Ok(v) => Ok(T::try_from(v).ok()),
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(obj.py()) => Ok(None),
        Err(e) => Err(e),
    }
}

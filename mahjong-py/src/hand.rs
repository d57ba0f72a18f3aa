//! `Tile`, `TileSet`, `Meld` and `Hand`.
use crate::error::{MahjongError, parse_error};
use crate::to_py;
use mahjong_core::{self as core, notation};
use pyo3::prelude::*;
use pyo3::types::PyType;

/// One tile. `Tile.parse("5p")`, `str(tile) == "5p"`, `tile.unicode == "\U0001F01D"`.
#[pyclass(module = "mahjong_core", name = "Tile", frozen, eq, ord, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PyTile(pub core::Tile);

#[pymethods]
impl PyTile {
    /// Parses one tile in MPSZ (`5p`), American (`5d`, `N`, `0`, `F`, `J`) or Unicode form.
    #[classmethod]
    fn parse(_cls: &Bound<'_, PyType>, py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<PyTile> {
        let text = text_arg(text, "a tile string such as '5p'")?;
        notation::parse_tile(&text).map(PyTile).map_err(|e| parse_error(py, e))
    }

    /// The tile with index 0–44.
    #[classmethod]
    fn from_index(_cls: &Bound<'_, PyType>, index: &Bound<'_, PyAny>) -> PyResult<PyTile> {
        int_in::<u8>(index)?
            .and_then(core::Tile::from_index)
            .map(PyTile)
            .ok_or_else(|| MahjongError::new_err(format!("{index} is not a tile index (0 to 44)")))
    }

    /// The index 0–44 (0–33 match the 34-count arrays of other libraries).
    #[getter]
    fn index(&self) -> u8 {
        self.0.index()
    }

    /// The Unicode Mahjong Tiles character.
    #[getter]
    fn unicode(&self) -> String {
        self.0.unicode().to_string()
    }

    /// The American form: `5d`, `N`, `R`, `0`, `F`, `J`.
    #[getter]
    fn american(&self) -> String {
        let mut s = String::new();
        let _ = self.0.write_american(&mut s);
        s
    }

    /// An English name: `5 dots`, `east wind`, `joker`.
    #[getter]
    fn name(&self) -> String {
        let mut s = String::new();
        let _ = self.0.write_name(&mut s);
        s
    }

    /// `craks`, `dots`, `bams`, or None.
    #[getter]
    fn suit(&self) -> Option<&'static str> {
        self.0.suit().map(|s| s.name())
    }

    /// 1–9 for numbered tiles, else None.
    #[getter]
    fn number(&self) -> Option<u8> {
        self.0.number()
    }

    /// `suited`, `wind`, `dragon`, `flower`, `season`, `american-flower`, `joker` or `blank`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.0.kind() {
            core::TileKind::Suited(..) => "suited",
            core::TileKind::Wind(_) => "wind",
            core::TileKind::Dragon(_) => "dragon",
            core::TileKind::Flower(_) => "flower",
            core::TileKind::Season(_) => "season",
            core::TileKind::AmericanFlower => "american-flower",
            core::TileKind::Joker => "joker",
            core::TileKind::Blank => "blank",
        }
    }

    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let d = pyo3::types::PyDict::new(py);
        d.set_item("mpsz", self.0.to_string())?;
        d.set_item("american", self.american())?;
        d.set_item("unicode", self.unicode())?;
        d.set_item("name", self.name())?;
        d.set_item("index", self.0.index())?;
        Ok(d.into_any().unbind())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Tile('{}')", self.0)
    }
}

/// A tile set with exact contents: `TileSet.american()`, `.chinese(flowers=True)`,
/// `.three_player(flowers=False)`.
#[pyclass(module = "mahjong_core", name = "TileSet", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyTileSet(pub core::TileSet);

#[pymethods]
impl PyTileSet {
    /// The American set: 152 tiles.
    #[classmethod]
    fn american(_cls: &Bound<'_, PyType>) -> PyTileSet {
        PyTileSet(core::TileSet::american())
    }

    /// The Chinese set: 144 tiles with flowers and seasons, 136 without.
    #[classmethod]
    #[pyo3(signature = (flowers = true))]
    fn chinese(_cls: &Bound<'_, PyType>, flowers: bool) -> PyTileSet {
        PyTileSet(core::TileSet::chinese(flowers))
    }

    /// The triangular three-player set: 132 tiles, or 138 with flowers and seasons.
    #[classmethod]
    #[pyo3(signature = (flowers = false))]
    fn three_player(_cls: &Bound<'_, PyType>, flowers: bool) -> PyTileSet {
        PyTileSet(core::TileSet::three_player(flowers))
    }

    /// The set's name, e.g. "Chinese 144".
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name()
    }

    /// Total tiles.
    #[getter]
    fn total(&self) -> u32 {
        self.0.total()
    }

    /// Copies of a tile (a `Tile` or its text) in the set.
    fn count(&self, py: Python<'_>, tile: &Bound<'_, PyAny>) -> PyResult<u8> {
        Ok(self.0.count(tile_arg(py, tile)?))
    }

    fn __len__(&self) -> usize {
        self.0.total() as usize
    }

    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let d = pyo3::types::PyDict::new(py);
        d.set_item("name", self.0.name())?;
        d.set_item("total", self.0.total())?;
        let counts = pyo3::types::PyDict::new(py);
        for t in core::Tile::all() {
            if self.0.count(t) > 0 {
                counts.set_item(t.to_string(), self.0.count(t))?;
            }
        }
        d.set_item("counts", counts)?;
        Ok(d.into_any().unbind())
    }

    fn __repr__(&self) -> String {
        format!("TileSet('{}', {} tiles)", self.0.name(), self.0.total())
    }
}

/// Accepts a `Tile` or a string such as "5p".
pub(crate) fn tile_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<core::Tile> {
    if let Ok(t) = obj.cast::<PyTile>() {
        return Ok(t.get().0);
    }
    let s = text_arg(obj, "a Tile or a tile string such as '5p'")?;
    notation::parse_tile(&s).map_err(|e| parse_error(py, e))
}

/// A meld (exposure): its kind, status and tiles.
#[pyclass(module = "mahjong_core", name = "Meld", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyMeld(pub core::Meld);

#[pymethods]
impl PyMeld {
    /// `chow`, `pung`, `kong`, `quint` or `sextet`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind().name()
    }

    /// `exposed`, `concealed` (a concealed kong) or `added` (an added kong).
    #[getter]
    fn status(&self) -> &'static str {
        self.0.status().name()
    }

    /// The tiles, jokers included.
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        self.0.tiles().iter().map(|&t| PyTile(t)).collect()
    }

    /// Jokers standing in the meld.
    #[getter]
    fn jokers(&self) -> usize {
        self.0.jokers()
    }

    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.0)
    }

    fn __repr__(&self) -> String {
        let mut h = core::Hand::new();
        let _ = h.push_meld(self.0);
        format!("Meld('{}')", notation::mpsz(&h))
    }
}

/// A hand: `Hand.parse("123m456p789s11z [555s]")`; `str(hand)` is its MPSZ form.
#[pyclass(module = "mahjong_core", name = "Hand", frozen)]
#[derive(Clone, Copy, Debug)]
pub struct PyHand(pub core::Hand);

#[pymethods]
impl PyHand {
    /// Parses MPSZ, American or Unicode notation (detected), checked against `tile_set` (default:
    /// the union of all sets). Raises `NotationError` / `TileCountError` with `.column`.
    #[classmethod]
    #[pyo3(signature = (text, tile_set = None))]
    fn parse(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        tile_set: Option<&Bound<'_, PyTileSet>>,
    ) -> PyResult<PyHand> {
        let text = text_arg(text, "a hand string")?;
        let set = tile_set.map_or(core::TileSet::any(), |s| s.get().0);
        core::Hand::parse_in(&text, &set).map(PyHand).map_err(|e| parse_error(py, e))
    }

    /// A concealed hand from 34 counts in index order (the format of the `mahjong` package).
    #[classmethod]
    pub(crate) fn from_counts(_cls: &Bound<'_, PyType>, py: Python<'_>, counts: &Bound<'_, PyAny>) -> PyResult<PyHand> {
        let c = crate::standard::counts_arg(counts)?;
        core::Hand::from_counts34(&c).map(PyHand).map_err(|e| parse_error(py, e))
    }

    /// All tiles: concealed first, then those of the exposures (bonus tiles not included).
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        self.0.concealed().iter().chain(self.0.melds().iter().flat_map(|m| m.tiles())).map(|&t| PyTile(t)).collect()
    }

    /// The concealed tiles.
    #[getter]
    fn concealed(&self) -> Vec<PyTile> {
        self.0.concealed().iter().map(|&t| PyTile(t)).collect()
    }

    /// The exposed groups (melds), concealed kongs included.
    #[getter]
    fn exposures(&self) -> Vec<PyMeld> {
        self.0.melds().iter().map(|&m| PyMeld(m)).collect()
    }

    /// Flowers and seasons set aside.
    #[getter]
    fn bonus(&self) -> Vec<PyTile> {
        self.0.bonus().iter().map(|&t| PyTile(t)).collect()
    }

    /// The MPSZ form.
    #[getter]
    fn mpsz(&self) -> String {
        notation::mpsz(&self.0).to_string()
    }

    /// The American form.
    #[getter]
    fn american(&self) -> String {
        notation::american(&self.0).to_string()
    }

    /// The Unicode form.
    #[getter]
    fn unicode(&self) -> String {
        notation::unicode(&self.0).to_string()
    }

    /// The win context as a dict.
    #[getter]
    fn context(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, self.0.context())
    }

    /// Counts of the 34 playing faces (concealed and melds).
    fn counts(&self) -> Vec<u32> {
        self.0.counts34().iter().map(|&c| u32::from(c)).collect()
    }

    /// Checks tile counts against a tile set; raises `TileCountError`.
    fn check(&self, py: Python<'_>, tile_set: &Bound<'_, PyTileSet>) -> PyResult<()> {
        self.0.check(&tile_set.get().0).map_err(|e| parse_error(py, e))
    }

    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.0)
    }

    fn __len__(&self) -> usize {
        self.0.tile_count()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Hand('{}')", self.0)
    }

    fn __eq__(&self, other: &PyHand) -> bool {
        self.0 == other.0
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.0.hash(&mut h);
        h.finish()
    }
}

/// Accepts a `Hand` (borrowed, not copied) or a hand string (parsed).
pub(crate) fn hand_ref<'a>(py: Python<'_>, obj: &'a Bound<'_, PyAny>) -> PyResult<std::borrow::Cow<'a, core::Hand>> {
    if let Ok(h) = obj.cast::<PyHand>() {
        return Ok(std::borrow::Cow::Borrowed(&h.get().0));
    }
    hand_arg(py, obj).map(std::borrow::Cow::Owned)
}

/// Accepts a `Hand` or a hand string.
pub(crate) fn hand_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<core::Hand> {
    if let Ok(h) = obj.cast::<PyHand>() {
        return Ok(h.get().0);
    }
    let s = text_arg(obj, "a Hand or a hand string")?;
    core::Hand::parse(&s).map_err(|e| parse_error(py, e))
}

/// Reads a Python int argument of any size: `Ok(None)` when it does not fit `T` (too large,
/// or negative for an unsigned `T`), so the caller raises `MahjongError` naming the argument and
/// its range instead of a bare `OverflowError`. Objects with `__index__` (numpy ints, user
/// classes) are read through it, as `PyLong_AsLong` does; an int past 64 bits fits none of our
/// arguments. A non-int raises pyo3's `TypeError`.
pub(crate) fn int_in<T: TryFrom<i64>>(obj: &Bound<'_, PyAny>) -> PyResult<Option<T>> {
    match obj.extract::<i64>() {
        Ok(v) => Ok(T::try_from(v).ok()),
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(obj.py()) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Reads a Python str argument. A str that is not valid Unicode (a lone surrogate) raises
/// `NotationError` naming the column; anything else raises `MahjongError` saying what was expected.
pub(crate) fn text_arg(obj: &Bound<'_, PyAny>, expected: &str) -> PyResult<String> {
    let Ok(s) = obj.cast::<pyo3::types::PyString>() else {
        return Err(MahjongError::new_err(format!("expected {expected}, got {}", type_name(obj))));
    };
    match s.to_cow() {
        Ok(t) => Ok(t.into_owned()),
        Err(_) => {
            let text = s.to_string_lossy();
            let column = text.chars().position(|c| c == '\u{FFFD}').map_or(0, |i| i + 1);
            let err = crate::error::NotationError::new_err(format!(
                "column {column}: the text is not valid Unicode (a lone surrogate)"
            ));
            let _ = err.value(obj.py()).setattr("column", column);
            Err(err)
        }
    }
}

fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type().name().map_or_else(|_| "an object".to_owned(), |n| n.to_string())
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyTile>()?;
    m.add_class::<PyTileSet>()?;
    m.add_class::<PyMeld>()?;
    m.add_class::<PyHand>()?;
    Ok(())
}

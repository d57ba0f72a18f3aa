//! Python bindings for the American card engine: cards, matching, nearest lines.
//!
//! `Card` wraps a compiled card (the embedded sample or one read from a file or text). Results
//! (`Match`, `MatchGroup`, `Nearest`) copy what they report out of the card, so they outlive it.
use crate::error::MahjongError;
use crate::hand::{PyTile, hand_arg};
use crate::to_py;
use mahjong_core::american::{Card, CardError as CoreCardError, CardFormat, Match, MatchError, Nearest};
use mahjong_core::{Hand, Suit, Tile};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::PyType;
use std::collections::BTreeMap;

create_exception!(
    mahjong_core,
    CardError,
    MahjongError,
    "A card could not be read or compiled. `.file`, `.hand` (1-based position), `.section`, `.number`, `.line` (1-based line of the hand) and `.column` (1-based column in the line string, 0 when none) name the place."
);

create_exception!(
    mahjong_core,
    HandSizeError,
    MahjongError,
    "A hand the card engine cannot take: `Card.match`/`matches` need 14 tiles, `Card.nearest` 13 or 14 (exposures, jokers and flowers included). `.tiles` is the hand's count."
);

/// The matcher's refusal as a Python error: `HandSizeError` (with `.tiles`) for a wrong tile
/// count, `MahjongError` for k = 0.
fn match_error(py: Python<'_>, e: MatchError) -> PyErr {
    match e {
        MatchError::MatchTiles { tiles } | MatchError::NearestTiles { tiles } => {
            let err = HandSizeError::new_err(e.to_string());
            let _ = err.value(py).setattr("tiles", tiles);
            err
        }
        _ => MahjongError::new_err(e.to_string()),
    }
}

fn card_error(py: Python<'_>, e: CoreCardError) -> PyErr {
    let err = CardError::new_err(e.to_string());
    let v = err.value(py);
    let _ = v.setattr("column", e.column);
    let _ = v.setattr("file", e.file.as_deref());
    let _ = v.setattr("hand", e.hand);
    let _ = v.setattr("section", e.section.clone());
    let _ = v.setattr("number", e.number);
    let _ = v.setattr("line", e.line);
    let _ = v.setattr("file_line", e.file_line);
    err
}

fn json_value<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap_or(serde_json::Value::Null)
}

fn tiles(ts: &[Tile]) -> Vec<PyTile> {
    ts.iter().copied().map(PyTile).collect()
}

fn suits_of(suit: impl Fn(char) -> Option<Suit>) -> BTreeMap<String, &'static str> {
    ['a', 'b', 'c'].into_iter().filter_map(|l| suit(l).map(|s| (l.to_string(), s.name()))).collect()
}

/// One group of a matched line: `kind` ("pung", "pair", "singles", …), `tile`, `tiles` (jokers
/// where they stand), `jokers` and `exposed`.
#[pyclass(module = "mahjong_core", name = "MatchGroup", frozen)]
#[derive(Clone, Debug)]
pub struct PyMatchGroup {
    /// "single", "pair", "pung", "kong", "quint", "sextet" or "singles" (different tiles).
    #[pyo3(get)]
    kind: &'static str,
    tile: Tile,
    tiles: Vec<Tile>,
    /// Jokers standing in the group.
    #[pyo3(get)]
    jokers: usize,
    /// True when the group is one of the hand's exposures.
    #[pyo3(get)]
    exposed: bool,
}

#[pymethods]
impl PyMatchGroup {
    /// The tile of a set (for a group of singles, its first tile).
    #[getter]
    fn tile(&self) -> PyTile {
        PyTile(self.tile)
    }

    /// The group's tiles in line order, jokers where they stand.
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        tiles(&self.tiles)
    }

    fn __len__(&self) -> usize {
        self.tiles.len()
    }

    /// `{"kind", "tile", "tiles", "jokers", "exposed"}`, tiles as MPSZ strings.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let v = serde_json::json!({
            "kind": self.kind,
            "tile": self.tile,
            "tiles": self.tiles,
            "jokers": self.jokers,
            "exposed": self.exposed,
        });
        to_py(py, &v)
    }

    fn __repr__(&self) -> String {
        let t: Vec<String> = self.tiles.iter().map(|t| t.to_string()).collect();
        format!("MatchGroup({}, [{}], jokers={})", self.kind, t.join(" "), self.jokers)
    }
}

/// A line of the card the hand matches: the hand (`section`, `number`, `text`, `value`,
/// `concealed`), the line string matched, the concrete form (`suits`, `n`), the groups and
/// whether the hand is jokerless. `points` is the value won (doubled when jokerless, for lines
/// with a joker-eligible group).
#[pyclass(module = "mahjong_core", name = "Match", frozen)]
#[derive(Clone, Debug)]
pub struct PyMatch {
    /// The hand's section, e.g. "Year 2026".
    #[pyo3(get)]
    section: String,
    /// The hand's number in its section.
    #[pyo3(get)]
    number: u32,
    /// The hand as printed on the card.
    #[pyo3(get)]
    text: String,
    /// The line string matched (one of the hand's lines), e.g. "FFF 2026a 222b 2222c".
    #[pyo3(get)]
    line: String,
    /// The printed value.
    #[pyo3(get)]
    value: u32,
    /// The value won if "jokerless" is announced: doubled when jokerless, except for lines with no
    /// joker-eligible group (seed 004: without the announcement the bonus is lost; see `value`).
    #[pyo3(get)]
    points: u64,
    /// True for a concealed (C) hand.
    #[pyo3(get)]
    concealed: bool,
    /// Jokers in the hand.
    #[pyo3(get)]
    jokers: usize,
    /// The suit of each letter the line uses: `{"a": "craks", "b": "bams"}`.
    #[pyo3(get)]
    suits: BTreeMap<String, &'static str>,
    /// The base number n for lines with X groups, else None.
    #[pyo3(get)]
    n: Option<i8>,
    tiles: Vec<Tile>,
    /// The groups in line order.
    #[pyo3(get)]
    groups: Vec<PyMatchGroup>,
    dict: serde_json::Value,
}

impl PyMatch {
    fn new(m: &Match<'_>) -> PyMatch {
        let groups = m
            .groups()
            .iter()
            .enumerate()
            .map(|(i, g)| PyMatchGroup {
                kind: g.kind().name(),
                tile: g.tile(),
                tiles: m.group_tiles(i).to_vec(),
                jokers: g.jokers(),
                exposed: g.exposed(),
            })
            .collect();
        PyMatch {
            section: m.section().to_string(),
            number: m.number(),
            text: m.text().to_string(),
            line: m.line_text().to_string(),
            value: m.value(),
            points: m.points(),
            concealed: m.concealed(),
            jokers: m.jokers(),
            suits: suits_of(|l| m.suit(l)),
            n: m.base_number(),
            tiles: m.tiles().to_vec(),
            groups,
            dict: json_value(m),
        }
    }
}

#[pymethods]
impl PyMatch {
    /// "C" or "X".
    #[getter]
    fn marking(&self) -> &'static str {
        if self.concealed { "C" } else { "X" }
    }

    /// True when the hand holds no joker.
    #[getter]
    fn jokerless(&self) -> bool {
        self.jokers == 0
    }

    /// The 14 tiles in line order, jokers where they stand.
    #[getter]
    fn tiles(&self) -> Vec<PyTile> {
        tiles(&self.tiles)
    }

    /// Plain data: `{"section", "number", "text", "line", "line_index", "value", "points",
    /// "marking", "concealed", "jokerless", "jokers", "suits", "n", "tiles", "groups"}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.dict)
    }

    fn __repr__(&self) -> String {
        format!(
            "Match({} #{}, {:?}, value={}, points={}, {})",
            self.section,
            self.number,
            self.line,
            self.value,
            self.points,
            if self.concealed { "C" } else { "X" }
        )
    }
}

/// A line near the hand: `tiles_away`, the tiles still `needed` (`needed_naturals` must be
/// naturals; `needed_eligible` are slots of pungs and larger, `jokers_fit` of which jokers
/// already held fill) and the hand's `unused` tiles (discard candidates).
#[pyclass(module = "mahjong_core", name = "Nearest", frozen)]
#[derive(Clone, Debug)]
pub struct PyNearest {
    /// The hand's section.
    #[pyo3(get)]
    section: String,
    /// The hand's number in its section.
    #[pyo3(get)]
    number: u32,
    /// The hand as printed on the card.
    #[pyo3(get)]
    text: String,
    /// The line string.
    #[pyo3(get)]
    line: String,
    /// The printed value.
    #[pyo3(get)]
    value: u32,
    /// True for a concealed (C) hand.
    #[pyo3(get)]
    concealed: bool,
    /// 14 minus the hand's tiles that fit the closest form; 0 for a winning hand.
    #[pyo3(get)]
    tiles_away: usize,
    needed_naturals: Vec<Tile>,
    needed_eligible: Vec<Tile>,
    /// Jokers already held that fill `needed_eligible` slots.
    #[pyo3(get)]
    jokers_fit: usize,
    unused: Vec<Tile>,
    /// The suit of each letter in the closest form.
    #[pyo3(get)]
    suits: BTreeMap<String, &'static str>,
    /// The base number n of the closest form, or None.
    #[pyo3(get)]
    n: Option<i8>,
    dict: serde_json::Value,
}

impl PyNearest {
    fn new(n: &Nearest<'_>) -> PyNearest {
        PyNearest {
            section: n.section().to_string(),
            number: n.number(),
            text: n.text().to_string(),
            line: n.line_text().to_string(),
            value: n.value(),
            concealed: n.concealed(),
            tiles_away: n.tiles_away(),
            needed_naturals: n.needed_naturals().to_vec(),
            needed_eligible: n.needed_eligible().to_vec(),
            jokers_fit: n.jokers_fit(),
            unused: n.unused().to_vec(),
            suits: suits_of(|l| n.suit(l)),
            n: n.base_number(),
            dict: json_value(n),
        }
    }
}

#[pymethods]
impl PyNearest {
    /// Every tile still needed: `needed_naturals` then `needed_eligible`.
    #[getter]
    fn needed(&self) -> Vec<PyTile> {
        tiles(&[self.needed_naturals.as_slice(), self.needed_eligible.as_slice()].concat())
    }

    /// Tiles still needed that must be naturals (singles, pairs, singles groups).
    #[getter]
    fn needed_naturals(&self) -> Vec<PyTile> {
        tiles(&self.needed_naturals)
    }

    /// Empty slots of pungs and larger, before the hand's spare jokers are placed.
    #[getter]
    fn needed_eligible(&self) -> Vec<PyTile> {
        tiles(&self.needed_eligible)
    }

    /// Concealed tiles that fit nowhere in the line (discard candidates); spare jokers last.
    #[getter]
    fn unused(&self) -> Vec<PyTile> {
        tiles(&self.unused)
    }

    /// Plain data: `{"section", "number", "text", "line", "line_index", "value", "marking",
    /// "concealed", "tiles_away", "needed_naturals", "needed_eligible", "jokers_fit", "unused",
    /// "suits", "n"}`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.dict)
    }

    fn __repr__(&self) -> String {
        format!("Nearest({} #{}, {:?}, tiles_away={})", self.section, self.number, self.line, self.tiles_away)
    }
}

#[derive(Debug)]
enum Holder {
    Sample(&'static Card),
    Owned(Box<Card>),
}

/// A compiled American card: `Card.sample()` (the embedded sample card, our own), `Card.load(path)`,
/// `Card.from_toml(text)`, `Card.from_json(text)`. `len(card)` is its number of hands.
#[pyclass(module = "mahjong_core", name = "Card", frozen)]
#[derive(Debug)]
pub struct PyCard(Holder);

impl PyCard {
    pub(crate) fn card(&self) -> &Card {
        match &self.0 {
            Holder::Sample(c) => c,
            Holder::Owned(c) => c,
        }
    }
}

fn format_arg(format: &str) -> PyResult<CardFormat> {
    match format.to_ascii_lowercase().as_str() {
        "toml" => Ok(CardFormat::Toml),
        "json" => Ok(CardFormat::Json),
        _ => Err(MahjongError::new_err(format!(
            "unknown card format {}: use 'toml' or 'json'",
            mahjong_core::error::Quoted(format)
        ))),
    }
}

#[pymethods]
impl PyCard {
    /// The embedded sample card (`cards/sample-2026.toml`), compiled once and shared.
    #[classmethod]
    fn sample(_cls: &Bound<'_, PyType>) -> PyCard {
        PyCard(Holder::Sample(Card::sample()))
    }

    /// Loads a card file: JSON when the name ends in .json, TOML otherwise. Raises `CardError`.
    #[classmethod]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: std::path::PathBuf) -> PyResult<PyCard> {
        py.detach(|| Card::load(&path).map_err(Box::new))
            .map(|c| PyCard(Holder::Owned(Box::new(c))))
            .map_err(|e| card_error(py, *e))
    }

    /// Compiles the text of a TOML card file; `source` names it in errors. Raises `CardError`.
    #[classmethod]
    #[pyo3(signature = (text, source = None))]
    fn from_toml(_cls: &Bound<'_, PyType>, py: Python<'_>, text: &str, source: Option<&str>) -> PyResult<PyCard> {
        py.detach(|| Card::from_toml_str(text, source).map_err(Box::new))
            .map(|c| PyCard(Holder::Owned(Box::new(c))))
            .map_err(|e| card_error(py, *e))
    }

    /// Compiles the text of a JSON card file (the TOML fields). Raises `CardError`.
    #[classmethod]
    #[pyo3(signature = (text, source = None))]
    fn from_json(_cls: &Bound<'_, PyType>, py: Python<'_>, text: &str, source: Option<&str>) -> PyResult<PyCard> {
        py.detach(|| Card::from_json_str(text, source).map_err(Box::new))
            .map(|c| PyCard(Holder::Owned(Box::new(c))))
            .map_err(|e| card_error(py, *e))
    }

    /// Lints card file text: `{"errors": [{"message", "file", "hand", "section", "number",
    /// "line", "column", "file_line", "reason"}, …], "more_errors": n, "hands": [{"section",
    /// "number", "forms"}, …] (the hands without errors), "total_forms": n, "warnings": [text, …],
    /// "more_warnings": n}` (warnings: two hands with one section and number; a card without
    /// hands is an error). The first 100 errors and warnings are listed, the rest counted in
    /// `more_errors` and `more_warnings`. `format` is "toml" or "json".
    #[classmethod]
    #[pyo3(signature = (text, format = "toml", source = None))]
    fn lint(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        text: &str,
        format: &str,
        source: Option<&str>,
    ) -> PyResult<Py<PyAny>> {
        let f = format_arg(format)?;
        let lint = py.detach(|| Card::lint_str(text, f, source));
        let warnings: Vec<String> = lint.warnings.iter().map(|w| w.to_string()).collect();
        let counts: Vec<_> = lint.card.iter().flat_map(|c| c.form_counts()).collect();
        let v = serde_json::json!({
            "errors": lint.errors,
            "more_errors": lint.more_errors,
            "hands": counts,
            "total_forms": lint.card.as_ref().map_or(0, |c| c.form_count()),
            "warnings": warnings,
            "more_warnings": lint.more_warnings,
        });
        to_py(py, &v)
    }

    /// The card's name.
    #[getter]
    fn name(&self) -> &str {
        self.card().name()
    }

    /// The card's edition (usually a year).
    #[getter]
    fn edition(&self) -> &str {
        self.card().edition()
    }

    /// Total concrete forms (every suit assignment, base number and wind of every line).
    #[getter]
    fn form_count(&self) -> usize {
        self.card().form_count()
    }

    /// Forms per hand, in card order: `[{"section", "number", "forms"}, …]`.
    fn form_counts(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let counts: Vec<_> = self.card().form_counts().collect();
        to_py(py, &counts)
    }

    /// Bytes the compiled card takes, heap included.
    #[getter]
    fn memory_size(&self) -> usize {
        self.card().memory_size()
    }

    /// The card as TOML text.
    fn to_toml(&self) -> String {
        self.card().to_toml()
    }

    /// The best line for a 14-tile hand (a `Hand` or a hand string): highest pay, ties in card
    /// order; None when no line matches. Raises `HandSizeError` when the hand is not 14 tiles.
    #[pyo3(name = "match")]
    fn match_(&self, py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Option<PyMatch>> {
        let h = hand_arg(py, hand)?;
        let found = self.card().try_match_hand(&h).map_err(|e| match_error(py, e))?;
        Ok(found.map(|m| PyMatch::new(&m)))
    }

    /// Every line the hand matches, in card order. Raises `HandSizeError` when the hand is not
    /// 14 tiles.
    fn matches(&self, py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Vec<PyMatch>> {
        let h = hand_arg(py, hand)?;
        let found = self.card().try_matches(&h).map_err(|e| match_error(py, e))?;
        Ok(found.map(|m| PyMatch::new(&m)).collect())
    }

    /// The `k` lines fewest tiles away from a 13- or 14-tile hand, closest first (ties in card
    /// order). C lines are left out when the hand has exposures. Raises `HandSizeError` for
    /// other tile counts and `MahjongError` for k = 0.
    #[pyo3(signature = (hand, k = None))]
    fn nearest(
        &self,
        py: Python<'_>,
        hand: &Bound<'_, PyAny>,
        k: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<PyNearest>> {
        let k = match k {
            None => 5,
            Some(k) => crate::hand::int_in::<usize>(k)?
                .ok_or_else(|| MahjongError::new_err(format!("k must be 0 to {}, not {k}", usize::MAX)))?,
        };
        let h = hand_arg(py, hand)?;
        let card = self.card();
        let mut buf = vec![Nearest::EMPTY; k.min(card.line_count().max(1))];
        let n = card.try_nearest(&h, &mut buf).map_err(|e| match_error(py, e))?;
        Ok(buf[..n].iter().map(PyNearest::new).collect())
    }

    /// The best line of each hand of an iterable, one result per hand, in order: a `Match`, or
    /// None where no line matches **or the hand cannot be used** (a hand string that does not
    /// read, or a hand not of 14 tiles): one such hand never fails the batch. A str batch, or an
    /// item that is neither a `Hand` nor a str, raises `MahjongError`; an error raised by the
    /// iterable itself propagates. Hands are read first; the matching runs without the GIL.
    fn match_many(&self, py: Python<'_>, hands: &Bound<'_, PyAny>) -> PyResult<Vec<Option<PyMatch>>> {
        if hands.is_instance_of::<pyo3::types::PyString>() {
            return Err(MahjongError::new_err(
                "match_many takes an iterable of hands, not one str (use Card.match for one hand)",
            ));
        }
        let mut hs: Vec<Option<Hand>> = Vec::new();
        for (i, item) in hands.try_iter()?.enumerate() {
            let item = item?;
            if let Ok(h) = item.cast::<crate::hand::PyHand>() {
                hs.push(Some(h.get().0));
            } else if let Ok(s) = item.cast::<pyo3::types::PyString>() {
                // A string that does not read is a bad hand: None, like a wrong size.
                hs.push(s.to_cow().ok().and_then(|t| Hand::parse(&t).ok()));
            } else {
                let kind = item.get_type().name()?;
                return Err(MahjongError::new_err(format!(
                    "match_many item {i} is a {kind}: expected a Hand or a hand string"
                )));
            }
        }
        let card = self.card();
        Ok(py.detach(|| {
            hs.iter()
                .map(|h| h.as_ref().and_then(|h| card.try_match_hand(h).ok().flatten()).map(|m| PyMatch::new(&m)))
                .collect()
        }))
    }

    fn __len__(&self) -> usize {
        self.card().hands().len()
    }

    fn __repr__(&self) -> String {
        let c = self.card();
        format!("Card({:?}, {} hands, {} forms)", c.name(), c.hands().len(), c.form_count())
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CardError", m.py().get_type::<CardError>())?;
    m.add("HandSizeError", m.py().get_type::<HandSizeError>())?;
    m.add_class::<PyCard>()?;
    m.add_class::<PyMatch>()?;
    m.add_class::<PyMatchGroup>()?;
    m.add_class::<PyNearest>()?;
    Ok(())
}

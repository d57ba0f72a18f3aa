//! Python bindings for the American card engine (`mahjong_core::american`); results copy what
//! they report out of the card, so they outlive it.
use crate::advice::{self, advised};
use crate::class;
use crate::error::{MahjongError, raise_as};
use crate::hand::{PyHand, PyTile, hand_arg, hand_ref};
use crate::pickle::{Reduced, Restore, reduce};
use crate::standard::InvalidHandError;
use crate::text::Text;
use crate::to_py;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking};
use mahjong_core::american::{
    AwayText, Card, CardError as CoreCardError, CardErrorKind, CardFormat, DEFAULT_NEAREST, GroupMatch, HandSpec,
    JokersText, Match, MatchError, Nearest, PointsText,
};
use mahjong_core::rules::limits::DISCARD_CHOICES;
use mahjong_core::{Hand, Tile};
use pyo3::create_exception;
use pyo3::exceptions::PyUnicodeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyType};
use std::borrow::Cow;
use std::collections::BTreeMap;

create_exception!(mahjong_core, CardError, MahjongError, "A card could not be read; `.file`, `.line`… name where.");

/// The matcher's refusal as a Python error: `InvalidHandError` (also named `HandSizeError`,
/// with `.tiles`) when it is about the hand (`MatchError::is_about_hand`), else `MahjongError`.
pub(crate) fn match_error(py: Python<'_>, e: MatchError) -> PyErr {
    let err = if e.is_about_hand() { raise_as::<InvalidHandError>(&e) } else { raise_as::<MahjongError>(&e) };
    match e {
        MatchError::MatchTiles { tiles } | MatchError::NearestTiles { tiles } => {
            crate::error::with_attr(py, err, "tiles", tiles)
        }
        _ => err,
    }
}

/// `CardError`, and `CardFileNotFoundError` (also a `FileNotFoundError`) when the file named
/// does not exist.
fn card_error(py: Python<'_>, e: CoreCardError, path: Option<&std::path::Path>) -> PyErr {
    let missing = matches!(e.kind, CardErrorKind::Io(_))
        && path.is_some_and(|p| std::fs::metadata(p).is_err_and(|m| m.kind() == std::io::ErrorKind::NotFound));
    let err = if missing {
        let args = (2, e.to_string(), path.map(|p| p.to_string_lossy().into_owned()));
        card_file_not_found(py).and_then(|cls| cls.call1(args)).map_or_else(|err| err, PyErr::from_value)
    } else {
        CardError::new_err(e.to_string())
    };
    let err = crate::error::with_kind(err, e.kind());
    // `.file`, `.hand`, `.section`, … (and `.message`, `.reason`): the core's serde form of the error.
    if let Ok(place) = to_py(py, &e) {
        for (name, v) in place.bind(py).cast::<PyDict>().into_iter().flatten() {
            let _ = err.value(py).setattr(name.to_string(), v);
        }
    }
    err
}

/// `CardFileNotFoundError(FileNotFoundError, CardError)`: made once, at import, with its own
/// `__str__` (OSError's would print `[Errno 2] …`).
pub(crate) fn card_file_not_found(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    static CLS: pyo3::sync::PyOnceLock<Py<PyAny>> = pyo3::sync::PyOnceLock::new();
    CLS.get_or_try_init(py, || {
        let bases = (py.get_type::<pyo3::exceptions::PyFileNotFoundError>(), py.get_type::<CardError>());
        let ns = PyDict::new(py);
        ns.set_item("__module__", "mahjong_core")?;
        let doc = "A card file that does not exist: a CardError and a FileNotFoundError (.errno, .filename).";
        ns.set_item("__doc__", doc)?;
        ns.set_item("__str__", py.eval(c"lambda self: str(self.strerror)", None, None)?)?;
        Ok::<_, PyErr>(py.get_type::<PyType>().call1(("CardFileNotFoundError", bases, ns))?.unbind())
    })
    .map(|c| c.bind(py).clone())
}

fn tiles(ts: &[Tile]) -> Vec<PyTile> {
    ts.iter().copied().map(PyTile).collect()
}

/// A record class made `From` a core value: in `from_record!(PyX from |v: Core| { field: Type =
/// expr, … } as "Name", …)` each field, written once, is a readable attribute copied from `v` by
/// `expr`; the rest is `class!`'s. `from_record!(line …)`: a result that names a line of the card
/// (a `Match`, a `Nearest`), its section, number, text, line string and value first.
macro_rules! from_record {
    ($(#[$m:meta])* $py:ident from |$v:ident: $core:ty| { $($(#[$fm:meta])* $f:ident: $t:ty = $e:expr,)* } $($rest:tt)*) => {
        impl From<$core> for $py {
            fn from($v: $core) -> $py {
                $py { $($f: $e),* }
            }
        }
        $crate::class!($(#[$m])* $py { $($(#[$fm])* $f: $t,)* } $($rest)*);
    };
    (line $(#[$m:meta])* $py:ident from |$v:ident: $core:ty| { $($fields:tt)* } $($rest:tt)*) => {
        from_record!($(#[$m])* $py from |$v: $core| {
            /// The hand's section, e.g. "Year 2026".
            section: String = $v.section().to_owned(),
            /// The hand's number in its section.
            number: u32 = $v.number(),
            /// The hand as printed on the card.
            text: String = $v.text().to_owned(),
            /// The line string, e.g. "FFF 2026a 222b 2222c".
            line: String = $v.line_text().to_owned(),
            /// The printed value.
            value: u32 = $v.value(),
            $($fields)*
        } $($rest)*);
    };
}
pub(crate) use from_record;

from_record!(
/// One group of a matched line.
PyMatchGroup from |g: (&GroupMatch, &[Tile])| {
    /// `single`, `pair`, `pung`, `kong`, `quint`, `sextet` or `singles` (different tiles).
    kind: String = g.0.kind().name().to_owned(),
    /// The tile of a set (for a group of singles, its first tile).
    tile: PyTile = PyTile(g.0.tile()),
    /// The group's tiles in line order, jokers where they stand.
    tiles: Vec<PyTile> = tiles(g.1),
    /// Jokers standing in the group.
    jokers: usize = g.0.jokers(),
    /// True when the group is one of the hand's exposures.
    exposed: bool = g.0.exposed(),
} as "MatchGroup", |s| {} repr [kind, tiles, jokers, exposed]
    str |g| (g.tiles.iter().map(|t| t.0.to_string()).collect::<String>())
    own_dict to_dict pickle_record "MatchGroup" tiles |t| &t.tiles;);

from_record!(line
/// A line of the card the hand matches (`mahjong_core::american::Match`).
PyMatch from |m: Match<'_>| {
    /// The value won (`Match::points`; the same as `points_if_announced`).
    points: u64 = m.points(),
    /// The value won when "jokerless" is announced.
    points_if_announced: u64 = m.points_announced(true),
    /// The value won when "jokerless" is not announced: the printed value.
    points_if_not_announced: u64 = m.points_announced(false),
    /// True for a concealed (C) hand.
    concealed: bool = m.concealed(),
    /// Jokers in the hand.
    jokers: usize = m.jokers(),
    /// The suit of each letter the line uses: `{"a": "craks", "b": "bams"}`.
    suits: BTreeMap<String, String> = m.suits().map(|(l, s)| (l.into(), s.name().into())).collect(),
    /// The base number n for lines with X groups, else None.
    n: Option<i8> = m.base_number(),
    /// The 14 tiles in line order, jokers where they stand.
    tiles: Vec<PyTile> = tiles(m.tiles()),
    /// The groups in line order.
    groups: Vec<PyMatchGroup> = m.groups().iter().enumerate().map(|(i, g)| (g, m.group_tiles(i)).into()).collect(),
} as "Match", |s| {
    /// "C" or "X".
    marking: &'static str = mahjong_core::american::marking(s.concealed);
    /// True when the hand holds no joker.
    jokerless: bool = mahjong_core::american::jokerless(s.jokers);
} repr [section, number, line, value, points_if_announced, points_if_not_announced, concealed, jokers]
    own_dict to_dict pickle_record "Match" tiles |t| &t.tiles;
    /// "Winds-Dragons #1 — NNNN EEE WWW SSSS (value 25; 25 points; 1 joker)", as the CLI says it.
    fn __str__(&self) -> String {
        let points = PointsText { announced: self.points_if_announced, not_announced: self.points_if_not_announced };
        let (section, number, line, value) = (&self.section, self.number, &self.line, self.value);
        format!("{section} #{number} — {line} (value {value}; {points}; {})", JokersText(self.jokers))
    }
);

from_record!(line
/// A line near the hand (`mahjong_core::american::Nearest`).
PyNearest from |n: &Nearest<'_>| {
    /// True for a concealed (C) hand.
    concealed: bool = n.concealed(),
    /// Tiles away from the closest form (`Nearest::tiles_away`); 0 for a winning hand.
    tiles_away: usize = n.tiles_away(),
    /// Tiles still needed that must be naturals (`Nearest::needed_naturals`).
    needed_naturals: Vec<PyTile> = tiles(n.needed_naturals()),
    /// Empty slots of joker-eligible groups (`Nearest::needed_eligible`).
    needed_eligible: Vec<PyTile> = tiles(n.needed_eligible()),
    /// Jokers already held that fill `needed_eligible` slots.
    jokers_fit: usize = n.jokers_fit(),
    /// Concealed tiles that fit nowhere in the line (`Nearest::unused`), spare jokers last.
    unused: Vec<PyTile> = tiles(n.unused()),
    /// The suit of each letter in the closest form.
    suits: BTreeMap<String, String> = n.suits().map(|(l, s)| (l.into(), s.name().into())).collect(),
    /// The base number n of the closest form, or None.
    n: Option<i8> = n.base_number(),
} as "Nearest", |s| {
    /// Every tile still needed: `needed_naturals` then `needed_eligible`.
    needed: Vec<PyTile> = [s.needed_naturals.as_slice(), s.needed_eligible.as_slice()].concat();
} repr [section, number, line, value, tiles_away, n] own_dict to_dict pickle_record "Nearest";
    /// "Year 2026 #1 — FFF 2026a 222b 2222c, 2 tiles away" (`american::AwayText`, as the CLI says it).
    fn __str__(&self) -> String {
        format!("{} #{} — {}, {}", self.section, self.number, self.line, AwayText(self.tiles_away))
    }
);

/// `f` on each hand of a batch, without the GIL: the batch is `Hand`s and hand strings (None for
/// a string that does not read, and no call), or the rows of an `(n, 34)` integer array as
/// concealed hands; `what` names the method, `one` its one-hand form.
fn each_hand<T: Send>(
    hands: &Bound<'_, PyAny>, what: &str, one: &str, mut f: impl FnMut(&Hand) -> Option<T> + Send,
) -> PyResult<Vec<Option<T>>> {
    if hands.is_instance_of::<PyString>() {
        let one_str = format!("{what} takes an iterable of hands, not one str (use {one} for one hand)");
        return Err(MahjongError::new_err(one_str));
    }
    let hs: Vec<Option<Hand>> = if let Some(arr) = crate::batch::counts_2d(hands)? {
        let rows = crate::batch::all_rows(&arr)?;
        rows.iter().map(|c| Hand::from_counts34(c).ok()).collect()
    } else {
        let read = |(i, item): (usize, PyResult<Bound<'_, PyAny>>)| {
            let item = item?;
            if let Ok(h) = item.cast::<PyHand>() {
                Ok(Some(h.get().0))
            } else if let Ok(s) = item.cast::<PyString>() {
                // A string that does not read is a bad hand: None, like a wrong size.
                Ok(s.to_cow().ok().and_then(|t| Hand::parse(&t).ok()))
            } else {
                let kind = item.get_type().name()?;
                Err(MahjongError::new_err(format!("{what} item {i} is a {kind}: expected a Hand or a hand string")))
            }
        };
        hands.try_iter()?.enumerate().map(read).collect::<PyResult<_>>()?
    };
    Ok(hands.py().detach(|| hs.iter().map(|h| h.as_ref().and_then(&mut f)).collect()))
}

/// A compiled American card, a sequence of its hands.
// The sample card is borrowed (compiled once, shared); a card read or compiled here is owned.
#[pyclass(module = "mahjong_core", name = "Card", frozen)]
#[derive(Debug)]
pub struct PyCard(Cow<'static, Card>);

class!(
/// One hand printed on a card (`mahjong_core::american::HandSpec`).
PyCardHand(HandSpec) in "mahjong_core" as "CardHand" [Hash] [hash], |s| {
    /// The section, e.g. "Year 2026".
    section: String = s.0.section.clone();
    /// The hand's number in its section.
    number: u32 = s.0.number;
    /// The hand as printed on the card.
    text: String = s.0.text.clone();
    /// The printed value.
    value: u32 = s.0.value;
    /// True for a concealed (C) hand.
    concealed: bool = s.0.concealed;
    /// The hand's line strings (alternatives; any one wins).
    lines: Vec<String> = s.0.lines.clone();
    /// "C" or "X".
    marking: &'static str = s.0.marking();
} repr [section, number, text, value, concealed, lines] str |s| (s.0) pickle "CardHand" seq String = |s| (s.0.lines.clone());
);

impl PyCard {
    pub(crate) fn card(&self) -> &Card {
        &self.0
    }
}

/// The lines of `card` nearest `h`, as many as `buf` holds.
fn nearest_in<'c>(card: &'c Card, h: &Hand, buf: &mut [Nearest<'c>]) -> Result<Vec<PyNearest>, MatchError> {
    let n = card.try_nearest(h, buf)?;
    Ok(buf[..n].iter().map(PyNearest::from).collect())
}

/// A card compiled by `f` without the GIL, or its `CardError` (`path`: the file read, if any).
fn compiled(
    py: Python<'_>, path: Option<&std::path::Path>, f: impl FnOnce() -> Result<Card, Box<CoreCardError>> + Send,
) -> PyResult<PyCard> {
    py.detach(f).map(|c| PyCard(Cow::Owned(c))).map_err(|e| card_error(py, *e, path))
}

crate::record!(PyCard, |s| {
    /// The card's name.
    name: &str = s.card().name();
    /// The card's edition (usually a year).
    edition: &str = s.card().edition();
    /// Total concrete forms (every suit assignment, base number and wind of every line).
    form_count: usize = s.card().form_count();
    /// Bytes the compiled card takes, heap included.
    memory_size: usize = s.card().memory_size();
    /// The hands of the card, in card order.
    hands: Vec<PyCardHand> = s.card().hands().iter().cloned().map(PyCardHand).collect();
} str |s| (s.card()) seq PyCardHand = |s| (s.hands());
    fn __repr__(&self) -> String {
        let (c, name) = (self.card(), crate::py_str(self.card().name()));
        let (edition, hands) = (crate::py_str(c.edition()), c.hands().len());
        let owned = format!("Card(name={name}, edition={edition}, hands={hands}, forms={})", c.form_count());
        if let Cow::Borrowed(_) = self.0 { "Card.sample()".to_owned() } else { owned }
    }
    /// The embedded sample card (`cards/sample-2026.toml`), compiled once and shared.
    #[classmethod]
    fn sample(_cls: &Bound<'_, PyType>) -> PyCard {
        PyCard(Cow::Borrowed(Card::sample()))
    }

    /// Loads a card file: JSON when the name ends in .json, TOML otherwise. Raises `CardError`.
    #[classmethod]
    #[pyo3(signature = (path: "str | os.PathLike[str]"))]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: &Bound<'_, PyAny>) -> PyResult<PyCard> {
        // A str path is encoded as the file system does (undecodable bytes kept as surrogates
        // U+DC80–U+DCFF); any other lone surrogate cannot name a file: `EncodingError`.
        let path: std::path::PathBuf = path.extract().map_err(|e: PyErr| match path.cast::<PyString>() {
            Ok(s) if e.is_instance_of::<PyUnicodeError>(py) => crate::text::decode(s, Some("path")).err().unwrap_or(e),
            _ => e,
        })?;
        compiled(py, Some(&path), || Card::load(&path).map_err(Box::new))
    }

    /// Compiles the text of a TOML card file; `source` names it in errors. Raises `CardError`.
    #[classmethod]
    #[pyo3(signature = (text, source = None))]
    fn from_toml(_cls: &Bound<'_, PyType>, py: Python<'_>, text: Text, source: Option<Text>) -> PyResult<PyCard> {
        compiled(py, None, || Card::from_toml_str(&text, source.as_deref()).map_err(Box::new))
    }

    /// Compiles the text of a JSON card file (the TOML fields). Raises `CardError`.
    #[classmethod]
    #[pyo3(signature = (text, source = None))]
    fn from_json(_cls: &Bound<'_, PyType>, py: Python<'_>, text: Text, source: Option<Text>) -> PyResult<PyCard> {
        compiled(py, None, || Card::from_json_str(&text, source.as_deref()).map_err(Box::new))
    }

    /// Lints card file text in `format` ("toml" or "json"): every error and warning (the first
    /// 100 of each listed) and the forms of each hand without errors (the core's `american::CardLint`).
    #[classmethod]
    #[pyo3(signature = (text, format = Text::Static(CardFormat::Toml.name()), source = None) -> "dict[str, typing.Any]", text_signature = "($cls, text, format = 'toml', source = None)")]
    fn lint(_cls: &Bound<'_, PyType>, py: Python<'_>, text: Text, format: Text, source: Option<Text>,
    ) -> PyResult<Py<PyAny>> {
        let f = format.parse::<CardFormat>().map_err(raise_as::<MahjongError>)?;
        to_py(py, &py.detach(|| Card::lint_str(&text, f, source.as_deref())))
    }

    /// Forms per hand, in card order: `[{"section", "number", "forms"}, …]`.
    #[pyo3(signature = () -> "list[dict[str, typing.Any]]")]
    fn form_counts(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, &self.card().form_counts().collect::<Vec<_>>())
    }

    /// The card as TOML text.
    fn to_toml(&self) -> String {
        self.card().to_toml()
    }

    /// The best line for a 14-tile hand (`Card::try_match_hand`), or None. Raises `HandSizeError` for another size.
    #[pyo3(name = "match", signature = (hand: "Hand | str"))]
    fn match_(&self, py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Option<PyMatch>> {
        Ok(self.card().try_match_hand(&*hand_ref(py, hand)?).map_err(|e| match_error(py, e))?.map(PyMatch::from))
    }

    /// Every line a 14-tile hand matches, in card order. Raises `HandSizeError` for another size.
    #[pyo3(signature = (hand: "Hand | str"))]
    fn matches(&self, py: Python<'_>, hand: &Bound<'_, PyAny>) -> PyResult<Vec<PyMatch>> {
        Ok(self.card().try_matches(&*hand_ref(py, hand)?).map_err(|e| match_error(py, e))?.map(PyMatch::from).collect())
    }

    /// The `k` lines fewest tiles away from a 13- or 14-tile hand, closest first.
    #[pyo3(signature = (hand: "Hand | str", k: "int | None" = None))]
    fn nearest(&self, py: Python<'_>, hand: &Bound<'_, PyAny>, k: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<PyNearest>> {
        let (k, h) = (advice::read_count(k, mahjong_core::advice::k)?.unwrap_or(DEFAULT_NEAREST), hand_arg(py, hand)?);
        let mut buf = vec![Nearest::EMPTY; self.card().nearest_room(k)];
        nearest_in(self.card(), &h, &mut buf).map_err(|e| match_error(py, e))
    }

    /// The exact odds of the top `k` lines (default: every line with a chance), best first;
    /// `visible`: tiles seen outside the hand; `draws`: the player's draws to come.
    #[pyo3(signature = (hand: "Hand | str", visible: "str | typing.Iterable[Tile | str] | None" = None, draws: "int | None" = None, k: "int | None" = None))]
    fn odds(&self, py: Python<'_>, hand: &Bound<'_, PyAny>, visible: Option<&Bound<'_, PyAny>>,
        draws: Option<&Bound<'_, PyAny>>, k: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<advice::PyLineOdds>> {
        let ((h, seen, draws), card) = (advice::inputs(py, hand, visible, draws)?, self.card());
        let k = card.odds_room(advice::read_count(k, mahjong_core::advice::k)?);
        advised(py, LineOdds::EMPTY, k, |buf| card.odds(&h, &seen, draws, buf))
    }

    /// For each distinct tile of a 14-tile hand, the best lines after discarding it, ranked by
    /// `rank`: "odds" (ties by value) or "expected_points".
    #[pyo3(
        signature = (hand: "Hand | str", visible: "str | typing.Iterable[Tile | str] | None" = None, draws: "int | None" = None, rank = Text::Static(Ranking::default().name())),
        text_signature = "($self, hand, visible = None, draws = None, rank = 'odds')"
    )]
    fn discard_advice(&self, py: Python<'_>, hand: &Bound<'_, PyAny>, visible: Option<&Bound<'_, PyAny>>,
        draws: Option<&Bound<'_, PyAny>>, rank: Text,
    ) -> PyResult<Vec<advice::PyDiscardAdvice>> {
        let ((h, seen, draws), card) = (advice::inputs(py, hand, visible, draws)?, self.card());
        let ranking = rank.parse().map_err(raise_as::<MahjongError>)?;
        advised(py, DiscardAdvice::EMPTY, DISCARD_CHOICES, |buf| card.discard_advice(&h, &seen, draws, ranking, buf))
    }

    /// Every choice of tiles to pass on Charleston pass `charleston_pass` (its number in playing
    /// order), ranked by the odds of what is kept.
    #[pyo3(signature = (hand: "Hand | str", charleston_pass: "int", visible: "str | typing.Iterable[Tile | str] | None" = None, draws: "int | None" = None))]
    fn charleston_advice(&self, py: Python<'_>, hand: &Bound<'_, PyAny>, charleston_pass: &Bound<'_, PyAny>,
        visible: Option<&Bound<'_, PyAny>>, draws: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<advice::PyPassAdvice>> {
        let ((h, seen, draws), pass) = (advice::inputs(py, hand, visible, draws)?, advice::pass_arg(charleston_pass)?);
        let card = self.card();
        advised(py, PassAdvice::EMPTY, MAX_PASS_CHOICES, |buf| card.charleston_advice(&h, &seen, draws, pass, buf))
    }

    /// `match` for each hand of an iterable of hands (or an `(n, 34)` integer array), without the
    /// GIL: None where no line matches or the hand cannot be used.
    #[pyo3(signature = (hands: "typing.Any"))]
    fn match_many(&self, hands: &Bound<'_, PyAny>) -> PyResult<Vec<Option<PyMatch>>> {
        let card = self.card();
        each_hand(hands, "match_many", "Card.match", |h| card.try_match_hand(h).ok().flatten().map(PyMatch::from))
    }

    /// `nearest` for each hand of an iterable (as `match_many` reads them): None where the hand
    /// cannot be used.
    #[pyo3(signature = (hands: "typing.Any", k: "int | None" = None))]
    fn nearest_many(&self, hands: &Bound<'_, PyAny>, k: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Option<Vec<PyNearest>>>> {
        let k = advice::read_count(k, mahjong_core::advice::k)?.unwrap_or(DEFAULT_NEAREST);
        let (card, mut buf) = (self.card(), vec![Nearest::EMPTY; self.card().nearest_room(k)]);
        if buf.is_empty() {
            // Room for no line (k = 0): `try_nearest` refuses it for every hand, so it is raised once.
            return Err(match_error(hands.py(), MatchError::NoRoom));
        }
        each_hand(hands, "nearest_many", "Card.nearest", |h| nearest_in(card, h, &mut buf).ok())
    }

    /// Two cards are equal when they hold the same name, edition and hands (the core's `Card` equality).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyCard>().is_ok_and(|o| self.card() == o.get().card())
    }

    fn __hash__(&self) -> u64 {
        crate::hash_of(self.card())
    }

    /// Pickled as its TOML text (the sample card as itself).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        reduce(py, Self::KIND, matches!(self.0, Cow::Owned(_)).then(|| self.card().to_toml()))
    }
);

// A `Card` is pickled as its TOML text, or None for the sample card.
crate::pickle::restore!(PyCard, "Card", |py, state| PyCard(match state.extract::<Option<String>>()? {
    None => Cow::Borrowed(Card::sample()),
    Some(t) => Cow::Owned(Card::from_toml_str(&t, None).map_err(|e| crate::pickle::bad(Self::KIND, e))?),
}));

//! Cards: the hand specifications, the compiler into concrete forms, card files and errors.

// `CardError` is a plain struct naming the place (file, hand, line, column) so bindings can read
// its fields; it is only built on the cold path, so its size does not matter.
#![allow(clippy::result_large_err)]

use super::forms::{Concrete, FLOWER, P, V, concretize, decode_combo, profile, tile_of};
use super::line::{Line, LineErrorKind, MAX_GROUPS};
use crate::Tile;
use crate::error::Window;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;

/// The most concrete forms a card may expand to. A card over the cap is rejected
/// ([`CardErrorKind::TooManyForms`]), so a compiled card takes bounded memory (about 120 bytes a
/// form).
pub const MAX_FORMS: usize = 65_536;

/// The most lines (alternative strings) one hand may have ([`CardErrorKind::TooManyLines`]).
pub const MAX_LINES: usize = 255;

/// The most combinations of `|` alternatives one line may have
/// ([`CardErrorKind::TooManyCombinations`]).
pub const MAX_COMBINATIONS: u64 = 65_536;

/// The card-wide work budget: lines, combinations of alternatives tried and forms made, summed
/// over the whole card. Each unit is a few hundred nanoseconds at most, so compiling (or linting)
/// any card, however many hands and lines it has, stops within well under a second
/// ([`CardErrorKind::WorkBudget`]). The sample card uses about a thousand.
pub const MAX_WORK: u64 = 1 << 20;

/// The largest card file (or card text) read: 256 KiB, a dozen times the largest real card
/// (about 20 KiB; the sample is about 10 KiB). A longer file or text is refused
/// ([`CardErrorKind::TooLarge`]) before it is read in full, so reading `/dev/zero` stops at once.
///
/// The cap bounds the memory of reading: the TOML reader takes up to about 80 bytes per byte of
/// text (its tokens and tables; the JSON reader about 30), so reading, compiling or linting any
/// text under the cap peaks at about 20 MiB plus a few copies of the text, whatever the text.
pub const MAX_CARD_BYTES: usize = 256 << 10;

/// The most hands a card may have ([`CardErrorKind::TooManyHands`]). A card file declaring more
/// is refused while it is read, before its hands are built.
pub const MAX_HANDS: usize = 1024;

/// The most values a hand's `numbers` list may hold ([`CardErrorKind::TooManyNumbers`]): the
/// base numbers 1 to 9, each once.
pub const MAX_NUMBERS: usize = 9;

/// The most errors, and the most warnings, a lint reports ([`CardLint`]); the rest are only
/// counted, so a lint report stays small whatever the card.
pub const MAX_LINT_PROBLEMS: usize = 100;

/// The base number of a form whose line has no `X`.
pub(crate) const NO_N: i8 = i8::MIN;

/// Jokers in the American set.
const JOKERS: u8 = 8;

/// The allowed values of a line's base number n (the card file's `numbers` field).
///
/// ```
/// use mahjong_core::american::Numbers;
/// assert!(Numbers::Odd.allows(3));
/// assert!(!Numbers::List(vec![2, 5]).allows(3));
/// assert_eq!(Numbers::Even.name(), "even");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "card-files", derive(serde::Serialize))]
#[cfg_attr(feature = "card-files", serde(into = "NumbersRepr"))]
pub enum Numbers {
    /// Any n that keeps every `X` group within 1..9 (the default).
    #[default]
    Any,
    /// Odd n only.
    Odd,
    /// Even n only.
    Even,
    /// Only the listed n (each 1–9).
    List(Vec<u8>),
}

impl Numbers {
    /// True when n may take the value `n`.
    ///
    /// ```
    /// assert!(mahjong_core::american::Numbers::Any.allows(9));
    /// ```
    pub fn allows(&self, n: u8) -> bool {
        match self {
            Numbers::Any => true,
            Numbers::Odd => n % 2 == 1,
            Numbers::Even => n % 2 == 0,
            Numbers::List(l) => l.contains(&n),
        }
    }

    /// The base numbers allowed, as bit n + 8 for n in -8..=9: n may be 0 or below when the
    /// line has no `X0` (`XXXX1a` at n = 0 is a kong of 1s). Lists hold 1–9 only; parity holds
    /// for every n.
    fn mask(&self) -> u32 {
        // Bit n + 8: every n from -8 to 9, and the odd ones (n + 8 odd).
        const ALL: u32 = 0x3_ffff;
        const ODD: u32 = 0x2_aaaa;
        match self {
            Numbers::Any => ALL,
            Numbers::Odd => ODD,
            Numbers::Even => ALL & !ODD,
            Numbers::List(l) => l.iter().filter(|&&n| (1..=9).contains(&n)).fold(0, |m, &n| m | 1 << (n + 8)),
        }
    }

    /// The card-file word: `any`, `odd`, `even` or `list`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Numbers::List(vec![3]).name(), "list");
    /// ```
    pub fn name(&self) -> &'static str {
        match self {
            Numbers::Any => "any",
            Numbers::Odd => "odd",
            Numbers::Even => "even",
            Numbers::List(_) => "list",
        }
    }
}

#[cfg(feature = "card-files")]
#[derive(serde::Serialize)]
#[serde(untagged)]
enum NumbersRepr {
    Word(String),
    List(Vec<i64>),
}

/// Reads `numbers`: a word, or a list of at most [`MAX_NUMBERS`] values 1 to 9, refused at the
/// first value past the cap (a list of millions is never built).
#[cfg(feature = "card-files")]
impl<'de> serde::Deserialize<'de> for Numbers {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Numbers, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Numbers;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"any\", \"odd\", \"even\" or a list of 1 to 9")
            }
            fn visit_str<E: serde::de::Error>(self, w: &str) -> Result<Numbers, E> {
                match w {
                    "any" => Ok(Numbers::Any),
                    "odd" => Ok(Numbers::Odd),
                    "even" => Ok(Numbers::Even),
                    _ => Err(E::custom(alloc::format!(
                        "numbers must be \"any\", \"odd\", \"even\" or a list of 1 to 9, not {:?}",
                        crate::error::Window::head(w).to_string()
                    ))),
                }
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Numbers, A::Error> {
                let mut list = Vec::new();
                while let Some(v) = seq.next_element::<i64>()? {
                    if list.len() == MAX_NUMBERS {
                        return Err(serde::de::Error::custom(CardErrorKind::TooManyNumbers { cap: MAX_NUMBERS }));
                    }
                    match u8::try_from(v).ok().filter(|v| (1..=9).contains(v)) {
                        Some(n) => list.push(n),
                        None => {
                            return Err(serde::de::Error::custom(alloc::format!(
                                "numbers in the list must be 1 to 9, not {v}"
                            )));
                        }
                    }
                }
                Ok(Numbers::List(list))
            }
        }
        d.deserialize_any(V)
    }
}

/// Reads a list of at most `cap` values, refused at the first value past the cap with the
/// error `over` (a list of millions is never built).
#[cfg(feature = "card-files")]
fn capped_list<'de, D, T>(d: D, cap: usize, over: String) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    struct V<T> {
        cap: usize,
        over: String,
        item: core::marker::PhantomData<T>,
    }
    impl<'de, T: serde::Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
        type Value = Vec<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a list of at most {}", self.cap)
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut out = Vec::new();
            while let Some(v) = seq.next_element()? {
                if out.len() == self.cap {
                    return Err(serde::de::Error::custom(self.over));
                }
                out.push(v);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(V { cap, over, item: core::marker::PhantomData })
}

#[cfg(feature = "card-files")]
fn capped_hands<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<HandSpec>, D::Error> {
    capped_list(d, MAX_HANDS, CardErrorKind::TooManyHands { cap: MAX_HANDS }.to_string())
}

#[cfg(feature = "card-files")]
fn capped_lines<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    capped_list(d, MAX_LINES, alloc::format!("the hand has more than {MAX_LINES} lines; the cap is {MAX_LINES}"))
}

#[cfg(feature = "card-files")]
impl From<Numbers> for NumbersRepr {
    fn from(n: Numbers) -> NumbersRepr {
        match n {
            Numbers::List(l) => NumbersRepr::List(l.into_iter().map(i64::from).collect()),
            w => NumbersRepr::Word(w.name().to_string()),
        }
    }
}

/// One hand of a card, as written in the card file.
///
/// ```
/// use mahjong_core::american::{Card, HandSpec};
/// let spec = HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]);
/// let card = Card::compile("Mine", "2026", vec![spec]).unwrap();
/// assert_eq!(card.hands()[0].section, "2468");
/// assert_eq!(card.hands()[0].text, "FF 222a 44a 666b 8888b");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "card-files", derive(serde::Deserialize, serde::Serialize))]
#[cfg_attr(feature = "card-files", serde(deny_unknown_fields))]
pub struct HandSpec {
    /// The section (free text; the usual nine are Year, 2468, Any Like Numbers, Quints,
    /// Consecutive Run, 13579, Winds-Dragons, 369, Singles and Pairs).
    pub section: String,
    /// The hand's number within its section.
    pub number: u32,
    /// The hand as printed, for display (defaults to the first line).
    #[cfg_attr(feature = "card-files", serde(default))]
    pub text: String,
    /// Its value in points.
    pub value: u32,
    /// True for a concealed (C) hand; false for exposed (X).
    #[cfg_attr(feature = "card-files", serde(default))]
    pub concealed: bool,
    /// The alternative line strings of this hand.
    #[cfg_attr(feature = "card-files", serde(deserialize_with = "capped_lines"))]
    pub lines: Vec<String>,
    /// The allowed base numbers n for `X` groups.
    #[cfg_attr(feature = "card-files", serde(default))]
    pub numbers: Numbers,
}

impl HandSpec {
    /// A hand with `numbers = "any"` and its text taken from the first line.
    ///
    /// ```
    /// let h = mahjong_core::american::HandSpec::new("Quints", 2, 40, true, &["FF XXX0a XXXX1b DDDDDc"]);
    /// assert!(h.concealed);
    /// ```
    pub fn new(section: &str, number: u32, value: u32, concealed: bool, lines: &[&str]) -> HandSpec {
        HandSpec {
            section: section.to_string(),
            number,
            text: String::new(),
            value,
            concealed,
            lines: lines.iter().map(|s| s.to_string()).collect(),
            numbers: Numbers::Any,
        }
    }

    /// `"C"` for a concealed hand, `"X"` for an exposed one.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::HandSpec::new("369", 1, 25, false, &[]).marking(), "X");
    /// ```
    pub fn marking(&self) -> &'static str {
        if self.concealed { "C" } else { "X" }
    }
}

#[cfg(feature = "card-files")]
#[derive(serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    #[serde(default)]
    name: String,
    #[serde(default)]
    edition: String,
    #[serde(default, deserialize_with = "capped_hands")]
    hand: Vec<HandSpec>,
}

/// What went wrong in a card. See [`CardError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardErrorKind {
    /// The file could not be read.
    #[error("cannot read the card file: {0}")]
    Io(String),
    /// TOML or JSON syntax, a missing or unknown field, or a field of the wrong type.
    #[error("{0}")]
    Syntax(String),
    /// An error in a line string.
    #[error(transparent)]
    Line(LineErrorKind),
    /// A hand with no line strings.
    #[error("the hand has no lines")]
    NoLines,
    /// The card has no hands: nothing could ever match.
    #[error("the card has no hands")]
    Empty,
    /// The card file or text is longer than [`MAX_CARD_BYTES`].
    #[error("card file larger than {} KiB (the cap is {MAX_CARD_BYTES} bytes)", MAX_CARD_BYTES >> 10)]
    TooLarge,
    /// A card with more hands than [`MAX_HANDS`].
    #[error("the card has more than {cap} hands; the cap is {cap}")]
    TooManyHands {
        /// The cap.
        cap: usize,
    },
    /// A `numbers` list with more values than [`MAX_NUMBERS`].
    #[error("the hand's numbers list has more than {cap} values; the cap is {cap}")]
    TooManyNumbers {
        /// The cap.
        cap: usize,
    },
    /// More naturals of one tile than the set holds (a pair and a single of one tile need 3).
    #[error("the line needs {count} naturals of {} ({}); the American set has {max}", Named(*tile), American(*tile))]
    Impossible {
        /// The tile.
        tile: Tile,
        /// Naturals the line needs.
        count: u8,
        /// Copies in the set.
        max: u8,
    },
    /// More jokers needed than the set holds (sets larger than the naturals left).
    #[error("the line needs {0} jokers; the American set has 8")]
    TooManyJokers(u8),
    /// No base number in the hand's domain keeps every `X` group within 1..9.
    #[error("no base number n allowed by `numbers` keeps every X group within 1 to 9")]
    NoBaseNumber,
    /// The card expands to more concrete forms than [`MAX_FORMS`].
    #[error("with this line the card expands to at least {forms} concrete forms; the cap is {cap}")]
    TooManyForms {
        /// Forms of the card counted when the cap was passed (the hands before, the lines of this
        /// hand before this one, and this line's forms counted so far).
        forms: u64,
        /// The cap.
        cap: usize,
    },
    /// A hand with more lines than [`MAX_LINES`].
    #[error("the hand has {lines} lines; the cap is {cap}")]
    TooManyLines {
        /// Lines of the hand.
        lines: usize,
        /// The cap.
        cap: usize,
    },
    /// A line with more combinations of `|` alternatives than [`MAX_COMBINATIONS`].
    #[error("the line has {combinations} combinations of alternatives; the cap is {cap}")]
    TooManyCombinations {
        /// The product of the numbers of alternatives of its groups.
        combinations: u64,
        /// The cap.
        cap: u64,
    },
    /// Compiling the card would pass the card-wide work budget [`MAX_WORK`].
    #[error(
        "compiling the card up to this line takes {work} steps (lines, combinations of alternatives tried and forms made); the budget is {cap}"
    )]
    WorkBudget {
        /// Steps the card would take with this line.
        work: u64,
        /// The budget.
        cap: u64,
    },
}

struct Named(Tile);
impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_name(f)
    }
}

/// A tile in American notation (`2c`, `F`, `J`, `0` for Soap).
struct American(Tile);
impl fmt::Display for American {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_american(f)
    }
}

/// An error in a card, naming the place: the file (when loaded from one), the hand (its
/// position in the file, its section and number), the line of the hand and the 1-based column in
/// the line string. Syntax errors name the line and column in the file instead.
///
/// ```
/// use mahjong_core::american::{Card, CardErrorKind, HandSpec};
/// let bad = HandSpec::new("2468", 3, 25, false, &["FF 222a 44a 666b 888b"]);
/// let err = Card::compile("Mine", "2026", vec![bad]).unwrap_err();
/// assert_eq!(err.column, 22);
/// assert_eq!(err.to_string(), "hand 1 (2468 #3), line 1, column 22: the line has 13 tiles; a line has exactly 14");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct CardError {
    /// The file name or path, when the card came from one (shared by every error of one read,
    /// never copied per error).
    pub file: Option<Arc<str>>,
    /// 1-based position of the hand in the card.
    pub hand: Option<usize>,
    /// The hand's section, when known.
    pub section: Option<String>,
    /// The hand's number in its section, when known.
    pub number: Option<u32>,
    /// 1-based position of the line among the hand's lines.
    pub line: Option<usize>,
    /// 1-based column in the line string (0 when the error concerns no single column).
    pub column: usize,
    /// For syntax errors: the 1-based line in the file.
    pub file_line: Option<usize>,
    /// What went wrong.
    pub kind: CardErrorKind,
}

impl CardError {
    fn new(kind: CardErrorKind) -> CardError {
        CardError { file: None, hand: None, section: None, number: None, line: None, column: 0, file_line: None, kind }
    }

    fn in_hand(kind: CardErrorKind, i: usize, spec: &HandSpec, line: Option<usize>, column: usize) -> CardError {
        CardError {
            hand: Some(i + 1),
            section: Some(spec.section.clone()),
            number: Some(spec.number),
            line: line.map(|l| l + 1),
            column,
            ..CardError::new(kind)
        }
    }

    #[cfg(feature = "card-files")]
    fn with_file(mut self, file: Option<&str>) -> CardError {
        self.file = file.map(Arc::from);
        self
    }

    #[cfg(feature = "card-files")]
    fn with_shared_file(mut self, file: &Option<Arc<str>>) -> CardError {
        self.file.clone_from(file);
        self
    }
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        if let Some(file) = &self.file {
            write!(f, "{}", Window::tail(file))?;
            sep = ": ";
        }
        if let Some(l) = self.file_line {
            write!(f, "{sep}file line {l}, column {}", self.column)?;
            sep = ", ";
        }
        if let Some(h) = self.hand {
            write!(f, "{sep}hand {h}")?;
            if let (Some(s), Some(n)) = (&self.section, self.number) {
                write!(f, " ({} #{n})", Window::head(s))?;
            }
            sep = ", ";
        }
        if let Some(l) = self.line {
            write!(f, "{sep}line {l}")?;
            sep = ", ";
        }
        if self.column > 0 && self.file_line.is_none() {
            write!(f, "{sep}column {}", self.column)?;
            sep = ", ";
        }
        if !sep.is_empty() {
            f.write_str(": ")?;
        }
        write!(f, "{}", self.kind)
    }
}

/// Per-form metadata kept next to the count vectors.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FormInfo {
    /// Alternative combination (mixed radix over the groups).
    pub combo: u32,
    /// Two bits per group: the wind of its `Z` glyphs.
    pub winds: u32,
    /// Suit index per letter a, b, c (0xff when the letter is unused).
    pub suits: [u8; 3],
    /// Base number ([`NO_N`] when the line has no `X`).
    pub n: i8,
    /// Joker-eligible groups as (tile index, size), for the exposure check.
    pub sets: [(u8, u8); 4],
    pub n_sets: u8,
}

impl FormInfo {
    pub(crate) fn has_joker_group(&self) -> bool {
        self.n_sets > 0
    }

    /// True when every exposure (tile index, size) takes a distinct joker-eligible group of the
    /// same tile and size.
    pub(crate) fn accepts(&self, expo: &[(u8, u8, u8)]) -> bool {
        let mut used = [false; 4];
        'e: for &(t, s, _) in expo {
            for (i, &(gt, gs)) in self.sets[..self.n_sets as usize].iter().enumerate() {
                if !used[i] && gt == t && gs == s {
                    used[i] = true;
                    continue 'e;
                }
            }
            return false;
        }
        true
    }
}

/// A run of forms sharing the alternatives and n: only suits and `Z` winds differ, so the
/// suit-free profile is the same.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub start: u32,
    pub end: u32,
    pub nat: [u8; P],
    pub slots: [u8; P],
}

/// One line of the card, in card order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineEntry {
    pub hand: u32,
    pub line: u8,
    pub concealed: bool,
    /// Some form has a joker-eligible group (jokerless can double the value).
    pub any_joker_group: bool,
    pub value: u32,
    pub blocks: (u32, u32),
    pub nat: [u8; P],
    pub slots: [u8; P],
}

/// A compiled card: every line expanded into its concrete forms, each form a pair of tile-count
/// vectors (naturals required, slots) for vector-compare matching.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::american::{Card, HandSpec};
/// let card = Card::compile("Mine", "2026", vec![
///     HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]),
/// ]).unwrap();
/// assert_eq!(card.form_count(), 6);
/// let m = card.match_hand(&Hand::parse("FF 222b 44b 666c J888c").unwrap()).unwrap();
/// assert_eq!((m.section(), m.number(), m.value()), ("2468", 1, 25));
/// ```
#[derive(Clone, Debug)]
pub struct Card {
    pub(crate) name: String,
    pub(crate) edition: String,
    pub(crate) hands: Vec<HandSpec>,
    pub(crate) hand_forms: Vec<u32>,
    pub(crate) lines: Vec<LineEntry>,
    pub(crate) blocks: Vec<Block>,
    pub(crate) nat: Vec<[u8; V]>,
    pub(crate) slots: Vec<[u8; V]>,
    pub(crate) info: Vec<FormInfo>,
}

/// Form counts of one hand, from [`Card::form_counts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormCount<'c> {
    /// The hand's section.
    pub section: &'c str,
    /// The hand's number in its section.
    pub number: u32,
    /// Concrete forms over all its lines.
    pub forms: usize,
}

fn copies(i: usize) -> u8 {
    if i == FLOWER { 8 } else { 4 }
}

/// Checks a form's counts against the set; `Err` names the group (its column) where the line
/// first becomes impossible.
fn check_possible(groups: &[Concrete]) -> Result<(), (usize, CardErrorKind)> {
    let mut nat = [0u8; V];
    let mut slots = [0u8; V];
    for g in groups {
        for &t in &g.tiles[..g.len as usize] {
            let t = t as usize;
            slots[t] += 1;
            if !g.joker_eligible() {
                nat[t] += 1;
                if nat[t] > copies(t) {
                    let kind = CardErrorKind::Impossible { tile: tile_of(t), count: nat[t], max: copies(t) };
                    return Err((g.column as usize, kind));
                }
            }
        }
        let need: u8 = (0..V).map(|i| slots[i].saturating_sub(copies(i))).sum();
        if need > JOKERS {
            return Err((g.column as usize, CardErrorKind::TooManyJokers(need)));
        }
    }
    Ok(())
}

/// Suit assignments for the letters in `used` (bit l for letter l): distinct letters get
/// distinct suits; unused letters are 0xff.
fn suit_assignments(used: u8) -> impl Iterator<Item = [u8; 3]> {
    (0..27u8).filter_map(move |code| {
        let s = [code / 9, code / 3 % 3, code % 3];
        let mut out = [0xffu8; 3];
        for l in 0..3 {
            if used & (1 << l) != 0 {
                out[l] = s[l];
            } else if s[l] != 0 {
                return None;
            }
        }
        let distinct = (0..3).all(|i| (0..i).all(|j| out[i] == 0xff || out[i] != out[j]));
        distinct.then_some(out)
    })
}

struct ComboFacts {
    letters: u8,
    z_groups: u32,
    x: Option<(u8, u8)>,
}

fn combo_facts(line: &Line, choice: &[u8; MAX_GROUPS]) -> ComboFacts {
    let mut f = ComboFacts { letters: 0, z_groups: 0, x: None };
    for g in 0..line.group_count() {
        let alts = line.group(g).alternatives();
        let alt = &alts[choice[g] as usize % alts.len()];
        if let Some(l) = alt.letter_index() {
            f.letters |= 1 << l;
        }
        if alt.has_any_wind() {
            f.z_groups |= 1 << g;
        }
        for glyph in alt.glyphs() {
            if let super::Glyph::X(k) = *glyph {
                f.x = Some(f.x.map_or((k, k), |(lo, hi)| (lo.min(k), hi.max(k))));
            }
        }
    }
    f
}

/// Every n with all `X<k>` numbers n + k in 1..9 (`lo` and `hi` the least and greatest k), that
/// the hand's `numbers` allows; just [`NO_N`] for a line without `X`.
fn base_numbers(x: Option<(u8, u8)>, mask: u32) -> impl Iterator<Item = i8> {
    let range = match x {
        None => NO_N..=NO_N,
        // k is a single digit, so both ends fit an i8 and n + 8 lies in 0..=17.
        Some((lo, hi)) => 1 - lo as i8..=9 - hi as i8,
    };
    range.filter(move |&n| n == NO_N || mask & (1 << (n + 8)) != 0)
}

/// The column of the alternative with the greatest `X<k>` (the group that leaves n no room).
fn highest_x_column(line: &Line) -> usize {
    let mut best = (0u8, 0usize);
    for g in 0..line.group_count() {
        for alt in line.group(g).alternatives() {
            for glyph in alt.glyphs() {
                if let super::Glyph::X(k) = *glyph {
                    if best.1 == 0 || k > best.0 {
                        best = (k, alt.column());
                    }
                }
            }
        }
    }
    best.1
}

fn wind_choices(z_groups: u32) -> impl Iterator<Item = u32> {
    let zs = z_groups.count_ones();
    (0..1u32 << (2 * zs)).map(move |code| {
        let mut w = 0u32;
        let mut k = 0;
        for g in 0..MAX_GROUPS {
            if z_groups & (1 << g) != 0 {
                w |= ((code >> (2 * k)) & 3) << (2 * g);
                k += 1;
            }
        }
        w
    })
}

impl Card {
    /// Compiles hands into a card. The first error stops compilation; see [`Card::lint`] to
    /// collect them all. A card without hands is an error ([`CardErrorKind::Empty`]).
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("Quints", 1, 40, false, &["FF XXX0a XXXX1b DDDDDc"])]).unwrap();
    /// // 8 base numbers (n + 1 stays within 9) times 6 suit assignments.
    /// assert_eq!(card.form_count(), 48);
    /// assert_eq!(Card::compile("Mine", "2026", vec![]).unwrap_err().to_string(), "the card has no hands");
    /// ```
    pub fn compile(name: &str, edition: &str, hands: Vec<HandSpec>) -> Result<Card, CardError> {
        let mut first = None;
        let card = Card::compile_collect(name, edition, hands, &mut |e| {
            if first.is_none() {
                first = Some(e);
            }
            false
        });
        match first {
            Some(e) => Err(e),
            None => Ok(card),
        }
    }

    /// Compiles every hand it can, calling `report` for each error; `report` returns true to go
    /// on. Hands with errors are left out of the returned card.
    fn compile_collect(
        name: &str,
        edition: &str,
        mut hands: Vec<HandSpec>,
        report: &mut dyn FnMut(CardError) -> bool,
    ) -> Card {
        let mut card = Card {
            name: name.to_string(),
            edition: edition.to_string(),
            hands: Vec::new(),
            hand_forms: Vec::new(),
            lines: Vec::new(),
            blocks: Vec::new(),
            nat: Vec::new(),
            slots: Vec::new(),
            info: Vec::new(),
        };
        if hands.is_empty() {
            report(CardError::new(CardErrorKind::Empty));
            return card;
        }
        if hands.len() > MAX_HANDS {
            report(CardError::new(CardErrorKind::TooManyHands { cap: MAX_HANDS }));
            return card;
        }
        let mut work = 0u64;
        for (i, mut spec) in hands.drain(..).enumerate() {
            if spec.text.is_empty() {
                spec.text = spec.lines.first().cloned().unwrap_or_default();
            }
            let mark = (card.lines.len(), card.blocks.len(), card.nat.len());
            match card.compile_hand(i, &spec, &mut work) {
                Ok(()) => {
                    card.hand_forms.push((card.nat.len() - mark.2) as u32);
                    card.hands.push(spec);
                }
                Err(e) => {
                    card.lines.truncate(mark.0);
                    card.blocks.truncate(mark.1);
                    card.nat.truncate(mark.2);
                    card.slots.truncate(mark.2);
                    card.info.truncate(mark.2);
                    let stop = matches!(e.kind, CardErrorKind::TooManyForms { .. } | CardErrorKind::WorkBudget { .. });
                    if !report(e) || stop {
                        break;
                    }
                }
            }
        }
        card.shrink();
        card
    }

    fn shrink(&mut self) {
        self.hands.shrink_to_fit();
        self.hand_forms.shrink_to_fit();
        self.lines.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.nat.shrink_to_fit();
        self.slots.shrink_to_fit();
        self.info.shrink_to_fit();
    }

    /// Compiles one hand; `work` is the card-wide work spent so far (see [`MAX_WORK`]).
    fn compile_hand(&mut self, i: usize, spec: &HandSpec, work: &mut u64) -> Result<(), CardError> {
        if spec.lines.is_empty() {
            return Err(CardError::in_hand(CardErrorKind::NoLines, i, spec, None, 0));
        }
        if spec.lines.len() > MAX_LINES {
            let kind = CardErrorKind::TooManyLines { lines: spec.lines.len(), cap: MAX_LINES };
            return Err(CardError::in_hand(kind, i, spec, None, 0));
        }
        if let Numbers::List(l) = &spec.numbers {
            if l.len() > MAX_NUMBERS {
                return Err(CardError::in_hand(CardErrorKind::TooManyNumbers { cap: MAX_NUMBERS }, i, spec, None, 0));
            }
        }
        let hand = self.hands.len() as u32;
        let mask = spec.numbers.mask();
        for (li, text) in spec.lines.iter().enumerate() {
            let fail = |kind, column| CardError::in_hand(kind, i, spec, Some(li), column);
            let line = Line::parse_exact(text).map_err(|e| fail(CardErrorKind::Line(e.kind), e.column))?;
            // Refuse a pathological line before any work: its combinations are known up front,
            // and every one is tried (twice) below.
            let combos = (0..line.group_count())
                .map(|g| line.group(g).alternatives().len() as u64)
                .fold(1u64, |a, b| a.saturating_mul(b));
            if combos > MAX_COMBINATIONS {
                return Err(fail(
                    CardErrorKind::TooManyCombinations { combinations: combos, cap: MAX_COMBINATIONS },
                    0,
                ));
            }
            *work += 1 + combos;
            if *work > MAX_WORK {
                return Err(fail(CardErrorKind::WorkBudget { work: *work, cap: MAX_WORK }, 0));
            }
            let mut count = 0u64;
            let left = (MAX_FORMS - self.nat.len()) as u64;
            for combo in 0..combos {
                let f = combo_facts(&line, &decode_combo(&line, combo as u32));
                let ns = base_numbers(f.x, mask).count() as u64;
                count += ns * suit_assignments(f.letters).count() as u64 * (1u64 << (2 * f.z_groups.count_ones()));
                if count > left {
                    let kind = CardErrorKind::TooManyForms { forms: self.nat.len() as u64 + count, cap: MAX_FORMS };
                    return Err(fail(kind, 0));
                }
            }
            *work += count;
            if *work > MAX_WORK {
                return Err(fail(CardErrorKind::WorkBudget { work: *work, cap: MAX_WORK }, 0));
            }
            if count == 0 {
                return Err(fail(CardErrorKind::NoBaseNumber, highest_x_column(&line)));
            }
            let mut first_err = None;
            let block_start = self.blocks.len() as u32;
            let mut groups = [Concrete::default(); MAX_GROUPS];
            for combo in 0..combos as u32 {
                let choice = decode_combo(&line, combo);
                let f = combo_facts(&line, &choice);
                for n in base_numbers(f.x, mask) {
                    let start = self.nat.len() as u32;
                    for suits in suit_assignments(f.letters) {
                        for winds in wind_choices(f.z_groups) {
                            let ng = concretize(&line, &choice, suits, n, winds, &mut groups);
                            if let Err((col, kind)) = check_possible(&groups[..ng]) {
                                first_err.get_or_insert((col, kind));
                                continue;
                            }
                            self.push_form(&groups[..ng], FormInfo { combo, winds, suits, n, ..FormInfo::default() });
                        }
                    }
                    let end = self.nat.len() as u32;
                    if end > start {
                        let mut b = Block { start, end, nat: [u8::MAX; P], slots: [0; P] };
                        for f in start..end {
                            let (pn, ps) = (profile(&self.nat[f as usize]), profile(&self.slots[f as usize]));
                            for k in 0..P {
                                b.nat[k] = b.nat[k].min(pn[k]);
                                b.slots[k] = b.slots[k].max(ps[k]);
                            }
                        }
                        self.blocks.push(b);
                    }
                }
            }
            let block_end = self.blocks.len() as u32;
            if block_end == block_start {
                let (col, kind) = first_err.unwrap_or((0, CardErrorKind::NoBaseNumber));
                return Err(fail(kind, col));
            }
            let mut entry = LineEntry {
                hand,
                line: li as u8,
                concealed: spec.concealed,
                any_joker_group: false,
                value: spec.value,
                blocks: (block_start, block_end),
                nat: [u8::MAX; P],
                slots: [0; P],
            };
            for b in &self.blocks[block_start as usize..block_end as usize] {
                for k in 0..P {
                    entry.nat[k] = entry.nat[k].min(b.nat[k]);
                    entry.slots[k] = entry.slots[k].max(b.slots[k]);
                }
                entry.any_joker_group |=
                    self.info[b.start as usize..b.end as usize].iter().any(|f| f.has_joker_group());
            }
            self.lines.push(entry);
        }
        Ok(())
    }

    fn push_form(&mut self, groups: &[Concrete], mut info: FormInfo) {
        let mut nat = [0u8; V];
        let mut slots = [0u8; V];
        for g in groups {
            for &t in &g.tiles[..g.len as usize] {
                slots[t as usize] += 1;
                if !g.joker_eligible() {
                    nat[t as usize] += 1;
                }
            }
            if g.joker_eligible() && (info.n_sets as usize) < info.sets.len() {
                info.sets[info.n_sets as usize] = (g.tiles[0], g.len);
                info.n_sets += 1;
            }
        }
        self.nat.push(nat);
        self.slots.push(slots);
        self.info.push(info);
    }

    /// Compiles every hand it can and collects the errors and warnings ([`Card::warnings`]), for
    /// `mahjong card lint`: the first [`MAX_LINT_PROBLEMS`] of each, and a count of the rest.
    /// The card holds the hands without errors.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let lint = Card::lint("Mine", "2026", vec![
    ///     HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]),
    ///     HandSpec::new("2468", 2, 25, false, &["FF 2222a 44a 666b 888Qb"]),
    ///     HandSpec::new("2468", 3, 25, false, &["22a 22a 2a 444b 6666b 88b"]),
    /// ]);
    /// assert_eq!(lint.card.unwrap().hands().len(), 1);
    /// assert_eq!((lint.errors.len(), lint.more_errors), (2, 0));
    /// assert_eq!(lint.errors[1].to_string(), "hand 3 (2468 #3), line 1, column 9: the line needs 5 naturals of 2 craks (2c); the American set has 4");
    /// ```
    pub fn lint(name: &str, edition: &str, hands: Vec<HandSpec>) -> CardLint {
        let mut lint = CardLint::default();
        lint.add_warnings(Card::warnings(&hands));
        let card = Card::compile_collect(name, edition, hands, &mut |e| {
            lint.add_error(e);
            true
        });
        lint.card = Some(card);
        lint
    }

    /// The card's name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::sample().name(), "mahjong sample card");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The card's edition (usually a year).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::sample().edition(), "2026");
    /// ```
    pub fn edition(&self) -> &str {
        &self.edition
    }

    /// The hands, in card order.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert_eq!(card.hands()[0].value, 25);
    /// ```
    pub fn hands(&self) -> &[HandSpec] {
        &self.hands
    }

    /// Total concrete forms.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert_eq!(card.form_count(), 3);
    /// ```
    pub fn form_count(&self) -> usize {
        self.nat.len()
    }

    /// Concrete forms per hand, in card order.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("Winds-Dragons", 1, 25, false, &["NNNN EEE WWW SSSS"])]).unwrap();
    /// let counts: Vec<_> = card.form_counts().collect();
    /// assert_eq!((counts[0].section, counts[0].forms), ("Winds-Dragons", 1));
    /// ```
    pub fn form_counts(&self) -> impl Iterator<Item = FormCount<'_>> + '_ {
        self.hands.iter().zip(&self.hand_forms).map(|(h, &f)| FormCount {
            section: &h.section,
            number: h.number,
            forms: f as usize,
        })
    }

    /// Number of lines (alternatives of all hands).
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("M", "", vec![HandSpec::new("2468", 1, 25, false, &["222a 444a 6666b 8888b", "666a 888a 2222b 4444b"])]).unwrap();
    /// assert_eq!(card.line_count(), 2);
    /// ```
    pub fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// Bytes the compiled card takes, heap included.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("M", "", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert!(card.memory_size() > 3 * 96);
    /// ```
    pub fn memory_size(&self) -> usize {
        use core::mem::size_of;
        let strings: usize = self
            .hands
            .iter()
            .map(|h| {
                size_of::<HandSpec>()
                    + h.section.capacity()
                    + h.text.capacity()
                    + h.lines.capacity() * size_of::<String>()
                    + h.lines.iter().map(|l| l.capacity()).sum::<usize>()
                    + match &h.numbers {
                        Numbers::List(l) => l.capacity(),
                        _ => 0,
                    }
            })
            .sum();
        size_of::<Card>()
            + self.name.capacity()
            + self.edition.capacity()
            + strings
            + self.hand_forms.capacity() * 4
            + self.lines.capacity() * size_of::<LineEntry>()
            + self.blocks.capacity() * size_of::<Block>()
            + self.nat.capacity() * V
            + self.slots.capacity() * V
            + self.info.capacity() * size_of::<FormInfo>()
    }
}

/// What a lint of a card found: the card made of the hands without errors, and the first
/// [`MAX_LINT_PROBLEMS`] errors and warnings with a count of the rest. From [`Card::lint`] and
/// (with `card-files`) [`Card::lint_str`].
///
/// ```
/// use mahjong_core::american::{Card, HandSpec, MAX_LINT_PROBLEMS};
/// let hands = vec![HandSpec::new("369", 1, 25, false, &[]); 150];
/// let lint = Card::lint("Empty hands", "", hands);
/// assert_eq!((lint.errors.len(), lint.more_errors), (MAX_LINT_PROBLEMS, 50));
/// assert_eq!((lint.warnings.len(), lint.more_warnings), (MAX_LINT_PROBLEMS, 49));
/// assert_eq!(lint.errors[0].to_string(), "hand 1 (369 #1): the hand has no lines");
/// ```
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct CardLint {
    /// The card made of the hands without errors; `None` when the text does not read.
    pub card: Option<Card>,
    /// The first errors, in card order (at most [`MAX_LINT_PROBLEMS`]).
    pub errors: Vec<CardError>,
    /// Errors found past those kept.
    pub more_errors: usize,
    /// The first warnings, in card order (at most [`MAX_LINT_PROBLEMS`]).
    pub warnings: Vec<CardWarning>,
    /// Warnings found past those kept.
    pub more_warnings: usize,
}

impl CardLint {
    fn add_error(&mut self, e: CardError) {
        if self.errors.len() < MAX_LINT_PROBLEMS {
            self.errors.push(e);
        } else {
            self.more_errors += 1;
        }
    }

    fn add_warnings(&mut self, mut w: Vec<CardWarning>) {
        self.more_warnings = w.len().saturating_sub(MAX_LINT_PROBLEMS);
        w.truncate(MAX_LINT_PROBLEMS);
        self.warnings = w;
    }

    /// Errors in all, kept and counted.
    ///
    /// ```
    /// let lint = mahjong_core::american::Card::lint("None", "", vec![]);
    /// assert_eq!(lint.error_count(), 1); // the card has no hands
    /// ```
    pub fn error_count(&self) -> usize {
        self.errors.len() + self.more_errors
    }

    /// Warnings in all, kept and counted.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::lint("None", "", vec![]).warning_count(), 0);
    /// ```
    pub fn warning_count(&self) -> usize {
        self.warnings.len() + self.more_warnings
    }
}

/// A doubt about a card that does not stop it compiling, from [`Card::warnings`]. (A card
/// without hands is an error, [`CardErrorKind::Empty`].)
///
/// ```
/// use mahjong_core::american::{Card, CardWarning, HandSpec};
/// let twice = vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"]); 2];
/// assert_eq!(Card::warnings(&twice), [CardWarning::DuplicateHand { section: "369".into(), number: 1, first: 1, second: 2 }]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardWarning {
    /// Two hands share a section and number, so a match cannot say which one it is.
    #[error("hand {second} ({} #{number}) has the same section and number as hand {first}", Window::head(section))]
    DuplicateHand {
        /// The section.
        section: String,
        /// The number.
        number: u32,
        /// 1-based position of the first hand with them.
        first: usize,
        /// 1-based position of the later hand.
        second: usize,
    },
}

impl Card {
    /// The warnings about a card's hands (all of them, also those with errors): every hand whose
    /// section and number an earlier hand already has.
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardWarning, HandSpec};
    /// let hands = [
    ///     HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"]),
    ///     HandSpec::new("369", 2, 25, false, &["333a 666a 9999a DDDDb"]),
    ///     HandSpec::new("369", 1, 30, false, &["3333a 666a 9999a DDDa"]),
    /// ];
    /// let w = Card::warnings(&hands);
    /// assert_eq!(w, [CardWarning::DuplicateHand { section: "369".into(), number: 1, first: 1, second: 3 }]);
    /// assert_eq!(w[0].to_string(), "hand 3 (369 #1) has the same section and number as hand 1");
    /// ```
    pub fn warnings(hands: &[HandSpec]) -> Vec<CardWarning> {
        let mut seen: alloc::collections::BTreeMap<(&str, u32), usize> = alloc::collections::BTreeMap::new();
        let mut out = Vec::new();
        for (i, h) in hands.iter().enumerate() {
            match seen.get(&(h.section.as_str(), h.number)) {
                Some(&first) => out.push(CardWarning::DuplicateHand {
                    section: h.section.clone(),
                    number: h.number,
                    first,
                    second: i + 1,
                }),
                None => {
                    seen.insert((h.section.as_str(), h.number), i + 1);
                }
            }
        }
        out
    }
}

/// A hand the matcher cannot take: the wrong number of tiles, or no room for results.
///
/// ```
/// use mahjong_core::{Hand, american::{Card, MatchError}};
/// let err = Card::sample().try_match_hand(&Hand::parse("FF 2026c 2026b 202d").unwrap()).unwrap_err();
/// assert_eq!(err, MatchError::MatchTiles { tiles: 13 });
/// assert_eq!(err.to_string(), "the hand has 13 tiles; a hand to match has 14");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// A hand to match holds 14 tiles (exposures, jokers and flowers included).
    #[error("the hand has {}; a hand to match has 14", Tiles(*tiles))]
    MatchTiles {
        /// Tiles the hand holds.
        tiles: usize,
    },
    /// [`Card::try_nearest`] takes a hand of 13 or 14 tiles.
    #[error("the hand has {}; nearest takes 13 or 14", Tiles(*tiles))]
    NearestTiles {
        /// Tiles the hand holds.
        tiles: usize,
    },
    /// [`Card::try_nearest`] was given no room for a result (k = 0).
    #[error("nearest needs room for at least one line (k is 0)")]
    NoRoom,
}

/// `1 tile`, `13 tiles`.
struct Tiles(usize);
impl fmt::Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 tile"),
            n => write!(f, "{n} tiles"),
        }
    }
}

/// Tiles of a hand as the matcher counts them: concealed, bonus (flowers) and meld tiles.
fn hand_tiles(hand: &crate::Hand) -> usize {
    hand.concealed().len() + hand.bonus().len() + hand.melds().iter().map(|m| m.tiles().len()).sum::<usize>()
}

impl Card {
    /// [`Card::match_hand`] that refuses a hand not of 14 tiles instead of giving `None`.
    /// `Ok(None)` means 14 tiles that match no line. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError}};
    /// let card = Card::sample();
    /// let m = card.try_match_hand(&Hand::parse("FF 2026c 2026b 2026d").unwrap()).unwrap().unwrap();
    /// assert_eq!((m.section(), m.number()), ("Year 2026", 6));
    /// assert!(card.try_match_hand(&Hand::parse("FF 2026c 2026b 1357d").unwrap()).unwrap().is_none());
    /// let long = Hand::parse("FF 2026c 2026b 2026d 1b").unwrap();
    /// assert_eq!(card.try_match_hand(&long).unwrap_err(), MatchError::MatchTiles { tiles: 15 });
    /// ```
    pub fn try_match_hand(&self, hand: &crate::Hand) -> Result<Option<super::Match<'_>>, MatchError> {
        match hand_tiles(hand) {
            14 => Ok(self.match_hand(hand)),
            tiles => Err(MatchError::MatchTiles { tiles }),
        }
    }

    /// [`Card::matches`] that refuses a hand not of 14 tiles instead of matching nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError}};
    /// let hand = Hand::parse("FF 3333b 3333c 3333d").unwrap();
    /// assert_eq!(Card::sample().try_matches(&hand).unwrap().count(), 2);
    /// let short = Hand::parse("FF 3333b 3333c 333d").unwrap();
    /// assert_eq!(Card::sample().try_matches(&short).unwrap_err(), MatchError::MatchTiles { tiles: 13 });
    /// ```
    pub fn try_matches<'c>(&'c self, hand: &crate::Hand) -> Result<super::Matches<'c>, MatchError> {
        match hand_tiles(hand) {
            14 => Ok(self.matches(hand)),
            tiles => Err(MatchError::MatchTiles { tiles }),
        }
    }

    /// [`Card::nearest`] that refuses a hand not of 13 or 14 tiles and an empty `out` (k = 0)
    /// instead of giving 0. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError, Nearest}};
    /// let card = Card::sample();
    /// let mut out = [Nearest::EMPTY; 3];
    /// let hand = Hand::parse("[NNNN] EEE WWW SSS 1b").unwrap();
    /// assert_eq!(card.try_nearest(&hand, &mut out), Ok(3));
    /// let long = Hand::parse("[NNNN] EEE WWW SSS 1b 2b 3b").unwrap();
    /// assert_eq!(card.try_nearest(&long, &mut out), Err(MatchError::NearestTiles { tiles: 16 }));
    /// assert_eq!(card.try_nearest(&hand, &mut []), Err(MatchError::NoRoom));
    /// ```
    pub fn try_nearest<'c>(&'c self, hand: &crate::Hand, out: &mut [super::Nearest<'c>]) -> Result<usize, MatchError> {
        match hand_tiles(hand) {
            13 | 14 if out.is_empty() => Err(MatchError::NoRoom),
            13 | 14 => Ok(self.nearest(hand, out)),
            tiles => Err(MatchError::NearestTiles { tiles }),
        }
    }
}

/// Refuses a card text longer than [`MAX_CARD_BYTES`].
#[cfg(feature = "card-files")]
fn check_size(text: &str, source: Option<&str>) -> Result<(), CardError> {
    if text.len() > MAX_CARD_BYTES {
        return Err(CardError::new(CardErrorKind::TooLarge).with_file(source));
    }
    Ok(())
}

#[cfg(feature = "card-files")]
fn toml_error(text: &str, e: toml::de::Error) -> CardError {
    let mut err = CardError::new(CardErrorKind::Syntax(crate::error::bounded_message(e.message().trim_end())));
    if let Some(span) = e.span() {
        let before = text.get(..span.start).unwrap_or(text);
        err.file_line = Some(before.matches('\n').count() + 1);
        err.column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let is_header = |l: &str| l.trim_start().starts_with("[[hand]]");
        let hands = before.lines().filter(|l| is_header(l)).count();
        if hands > 0 {
            err.hand = Some(hands);
            // The hand's table: from its header to the next table header. When it reads as
            // TOML on its own, name its section and number.
            let body: Vec<&str> = text
                .lines()
                .skip_while(|l| !is_header(l))
                .filter({
                    let mut seen = 0;
                    move |l| {
                        if is_header(l) {
                            seen += 1;
                        }
                        seen == hands
                    }
                })
                .skip(1)
                .take_while(|l| !l.trim_start().starts_with('['))
                .collect();
            if let Ok(table) = toml::from_str::<toml::Table>(&body.join("\n")) {
                err.section = table.get("section").and_then(|v| v.as_str()).map(|v| v.to_string());
                err.number = table.get("number").and_then(|v| v.as_integer()).and_then(|n| u32::try_from(n).ok());
            }
        }
    }
    err
}

/// The 1-based position of the element of the top-level `hand` array that holds byte `end` of a
/// JSON text, by a small scan of strings and brackets (the text may be broken after `end`).
#[cfg(feature = "card-files")]
fn json_hand_at(text: &str, end: usize) -> Option<usize> {
    let b = text.as_bytes();
    let (mut depth, mut in_str, mut esc, mut str_start) = (0usize, false, false, 0usize);
    let mut last_key: &str = "";
    let (mut in_hands, mut expecting, mut count) = (false, false, 0usize);
    for (i, &c) in b.iter().enumerate().take(end.min(b.len())) {
        if in_str {
            if esc {
                esc = false;
            } else if c == b'\\' {
                esc = true;
            } else if c == b'"' {
                in_str = false;
                if depth == 1 {
                    last_key = text.get(str_start..i).unwrap_or("");
                }
            }
            continue;
        }
        let element_starts = in_hands && depth == 2 && expecting && !c.is_ascii_whitespace();
        if element_starts && !matches!(c, b']' | b',') {
            count += 1;
            expecting = false;
        }
        match c {
            b'"' => {
                in_str = true;
                str_start = i + 1;
            }
            b'[' | b'{' => {
                if c == b'[' && depth == 1 && last_key == "hand" && !in_hands {
                    in_hands = true;
                    expecting = true;
                }
                depth += 1;
            }
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if in_hands && depth < 2 {
                    in_hands = false;
                    count = 0;
                }
            }
            b',' if in_hands && depth == 2 => expecting = true,
            _ => {}
        }
    }
    (in_hands && count > 0).then_some(count)
}

/// A JSON syntax error: the place once (file line and column), the hand when the error lies in
/// an element of the `hand` array.
#[cfg(feature = "card-files")]
fn json_error(text: &str, e: serde_json::Error) -> CardError {
    let full = e.to_string();
    let suffix = alloc::format!(" at line {} column {}", e.line(), e.column());
    let message = crate::error::bounded_message(full.strip_suffix(suffix.as_str()).unwrap_or(&full));
    let mut err = CardError::new(CardErrorKind::Syntax(message));
    err.file_line = Some(e.line());
    err.column = e.column();
    // serde_json counts the column in bytes from the start of the line.
    let line_start: usize = text.split_inclusive('\n').take(e.line().saturating_sub(1)).map(|l| l.len()).sum::<usize>();
    err.hand = json_hand_at(text, line_start + e.column());
    err
}

#[cfg(feature = "card-files")]
impl Card {
    /// Reads and compiles a TOML card file's text. `source` names the file in errors.
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let text = "name = \"Mine\"\n[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n";
    /// assert_eq!(Card::from_toml_str(text, None).unwrap().form_count(), 3);
    /// let typo = text.replace("value", "valeu");
    /// let err = Card::from_toml_str(&typo, Some("mine.toml")).unwrap_err();
    /// assert_eq!((err.hand, err.file_line), (Some(1), Some(5)));
    /// assert!(err.to_string().starts_with("mine.toml: file line 5, column 1, hand 1 (369 #1): unknown field `valeu`"));
    /// ```
    pub fn from_toml_str(text: &str, source: Option<&str>) -> Result<Card, CardError> {
        check_size(text, source)?;
        let file: CardFile = toml::from_str(text).map_err(|e| toml_error(text, e).with_file(source))?;
        Card::compile(&file.name, &file.edition, file.hand).map_err(|e| e.with_file(source))
    }

    /// Reads and compiles a JSON card file's text (the same fields as TOML: `name`, `edition`,
    /// `hand`: a list of hands).
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let json = r#"{"name": "Mine", "hand": [{"section": "369", "number": 1, "value": 25, "concealed": true,
    ///               "lines": ["XXXX0a XXXX0b XXXX0c FF"], "numbers": [3, 6, 9]}]}"#;
    /// let card = Card::from_json_str(json, None).unwrap();
    /// assert_eq!(card.form_count(), 18);
    /// ```
    pub fn from_json_str(text: &str, source: Option<&str>) -> Result<Card, CardError> {
        check_size(text, source)?;
        let file: CardFile = serde_json::from_str(text).map_err(|e| json_error(text, e).with_file(source))?;
        Card::compile(&file.name, &file.edition, file.hand).map_err(|e| e.with_file(source))
    }

    /// Lints a TOML or JSON card text (see [`Card::lint`]): the first errors (syntax stops at
    /// the first) and warnings, and the card made of the hands without errors (`None` after a
    /// syntax error). The text is read once; every error shares one copy of `source`.
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardFormat, CardWarning};
    /// let text = "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDa\"]\n";
    /// let lint = Card::lint_str(text, CardFormat::Toml, Some("c.toml"));
    /// assert_eq!(lint.card.unwrap().hands().len(), 0);
    /// assert_eq!(lint.errors[0].to_string(), "c.toml: hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14");
    /// let json = r#"{"hand": [{"section": "369", "number": 1, "value": 25, "lines": ["333a 666a 9999a DDDDa"]},
    ///                         {"section": "369", "number": 1, "value": 30, "lines": ["3333a 666a 999a DDDDa"]}]}"#;
    /// let w = Card::lint_str(json, CardFormat::Json, None).warnings;
    /// assert!(matches!(w[..], [CardWarning::DuplicateHand { first: 1, second: 2, .. }]));
    /// assert!(Card::lint_str(Card::sample_toml(), CardFormat::Toml, None).warnings.is_empty());
    /// ```
    pub fn lint_str(text: &str, format: CardFormat, source: Option<&str>) -> CardLint {
        let source: Option<Arc<str>> = source.map(Arc::from);
        let fail = |e: CardError| CardLint { errors: alloc::vec![e.with_shared_file(&source)], ..CardLint::default() };
        if text.len() > MAX_CARD_BYTES {
            return fail(CardError::new(CardErrorKind::TooLarge));
        }
        let file: Result<CardFile, CardError> = match format {
            CardFormat::Toml => toml::from_str(text).map_err(|e| toml_error(text, e)),
            CardFormat::Json => serde_json::from_str(text).map_err(|e| json_error(text, e)),
        };
        match file {
            Err(e) => fail(e),
            Ok(f) => {
                let mut lint = Card::lint(&f.name, &f.edition, f.hand);
                for e in &mut lint.errors {
                    e.file.clone_from(&source);
                }
                lint
            }
        }
    }

    /// The card as TOML text (the card file format).
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let again = Card::from_toml_str(&Card::sample().to_toml(), None).unwrap();
    /// assert_eq!(again.form_count(), Card::sample().form_count());
    /// ```
    pub fn to_toml(&self) -> String {
        let file = CardFile { name: self.name.clone(), edition: self.edition.clone(), hand: self.hands.clone() };
        toml::to_string(&file).unwrap_or_default()
    }

    /// The text of the embedded sample card, `cards/sample-2026.toml`.
    ///
    /// ```
    /// assert!(mahjong_core::american::Card::sample_toml().contains("[[hand]]"));
    /// ```
    pub fn sample_toml() -> &'static str {
        SAMPLE_TOML
    }
}

/// The embedded sample card (our own, not the League's).
#[cfg(feature = "card-files")]
const SAMPLE_TOML: &str = include_str!("../../cards/sample-2026.toml");

/// The format of a card file.
///
/// ```
/// use mahjong_core::american::CardFormat;
/// assert_eq!(CardFormat::from_path("my.json"), CardFormat::Json);
/// assert_eq!(CardFormat::from_path("my.toml"), CardFormat::Toml);
/// ```
#[cfg(feature = "card-files")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardFormat {
    /// TOML (the default).
    Toml,
    /// JSON with the same fields.
    Json,
}

#[cfg(feature = "card-files")]
impl CardFormat {
    /// JSON for names ending in `.json` (any case), TOML otherwise.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::CardFormat::from_path("C.JSON"), mahjong_core::american::CardFormat::Json);
    /// ```
    pub fn from_path(path: &str) -> CardFormat {
        if path.to_ascii_lowercase().ends_with(".json") { CardFormat::Json } else { CardFormat::Toml }
    }
}

#[cfg(feature = "std")]
impl Card {
    /// Loads a card file: JSON if the name ends in `.json`, TOML otherwise. Errors name the path.
    ///
    /// ```
    /// let err = mahjong_core::american::Card::load("/no/such/card.toml").unwrap_err();
    /// assert_eq!(err.file.as_deref(), Some("/no/such/card.toml"));
    /// ```
    pub fn load(path: impl AsRef<std::path::Path>) -> Result<Card, CardError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let text = Card::read_file(path)?;
        match CardFormat::from_path(&name) {
            CardFormat::Json => Card::from_json_str(&text, Some(&name)),
            CardFormat::Toml => Card::from_toml_str(&text, Some(&name)),
        }
    }

    /// Reads a card file's text, at most [`MAX_CARD_BYTES`] of it: a longer file (or an endless
    /// one such as `/dev/zero`) is [`CardErrorKind::TooLarge`], an unreadable or non-UTF-8 one
    /// [`CardErrorKind::Io`]. Errors name the path (shown lossily when it is not UTF-8).
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardErrorKind};
    /// let err = Card::read_file("/dev/zero").unwrap_err();
    /// assert_eq!(err.kind, CardErrorKind::TooLarge);
    /// assert_eq!(err.to_string(), "/dev/zero: card file larger than 256 KiB (the cap is 262144 bytes)");
    /// ```
    pub fn read_file(path: impl AsRef<std::path::Path>) -> Result<String, CardError> {
        use std::io::Read;
        let path = path.as_ref();
        let name = path.display().to_string();
        let fail = |kind| CardError::new(kind).with_file(Some(&name));
        let io = |e: std::io::Error| fail(CardErrorKind::Io(e.to_string()));
        let file = std::fs::File::open(path).map_err(io)?;
        let declared = file.metadata().map_err(io)?.len();
        if declared > MAX_CARD_BYTES as u64 {
            return Err(fail(CardErrorKind::TooLarge));
        }
        // Special files report a length of 0 whatever they hold: read one byte past the cap.
        let mut bytes = Vec::with_capacity(declared as usize);
        file.take(MAX_CARD_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(io)?;
        if bytes.len() > MAX_CARD_BYTES {
            return Err(fail(CardErrorKind::TooLarge));
        }
        String::from_utf8(bytes).map_err(|e| {
            fail(CardErrorKind::Io(alloc::format!(
                "the file is not UTF-8 text (byte {})",
                e.utf8_error().valid_up_to()
            )))
        })
    }

    /// The embedded sample card, compiled once.
    ///
    /// ```
    /// let card = mahjong_core::american::Card::sample();
    /// assert!(card.hands().len() >= 50);
    /// ```
    pub fn sample() -> &'static Card {
        static SAMPLE: std::sync::OnceLock<Card> = std::sync::OnceLock::new();
        SAMPLE.get_or_init(|| {
            // The shipped card is checked by the tests; a failure here is a build defect.
            Card::from_toml_str(SAMPLE_TOML, Some("cards/sample-2026.toml")).expect("the sample card compiles")
        })
    }
}

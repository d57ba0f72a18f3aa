//! Errors of the American engine: what is wrong in a card ([`CardError`], [`CardErrorKind`]) and
//! why a hand cannot be matched ([`MatchError`]).

// `CardError` is a plain struct naming the place (file, hand, line, column) so bindings can read
// its fields; it is only built on the cold path, so its size does not matter.
#![allow(clippy::result_large_err)]

use super::compile::MAX_CARD_BYTES;
use super::line::LineErrorKind;
use super::spec::HandSpec;
use crate::Tile;
use crate::error::Window;
use alloc::string::String;
use alloc::sync::Arc;
use core::fmt;

crate::kind::error_enum! {
    /// What went wrong in a card. See [`CardError`].
    #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum CardErrorKind {
        /// The file could not be read.
        #[error("cannot read the card file: {0}")]
        Io(String) => CardIo,
        /// TOML or JSON syntax, a missing or unknown field, or a field of the wrong type.
        #[error("{0}")]
        Syntax(String) => CardSyntax,
        /// An error in a line string.
        #[error(transparent)]
        Line(LineErrorKind) => inner,
        /// A hand with no line strings.
        #[error("the hand has no lines")]
        NoLines => CardNoLines,
        /// The card has no hands: nothing could ever match.
        #[error("the card has no hands")]
        Empty => CardEmpty,
        /// The card file or text is longer than [`MAX_CARD_BYTES`].
        #[error("card file larger than {} KiB (the cap is {MAX_CARD_BYTES} bytes)", MAX_CARD_BYTES >> 10)]
        TooLarge => CardTooLarge,
        /// A card with more hands than [`MAX_HANDS`](super::MAX_HANDS).
        #[error("the card has more than {cap} hands; the cap is {cap}")]
        TooManyHands {
            /// The cap.
            cap: usize,
        } => CardTooManyHands,
        /// A `numbers` list with more values than [`MAX_NUMBERS`](super::MAX_NUMBERS).
        #[error("the hand's numbers list has more than {cap} values; the cap is {cap}")]
        TooManyNumbers {
            /// The cap.
            cap: usize,
        } => CardTooManyNumbers,
        /// More naturals of one tile than the set holds (a pair and a single of one tile need 3).
        #[error("the line needs {count} naturals of {} ({}); the American set has {max}", Named(*tile), American(*tile))]
        Impossible {
            /// The tile.
            tile: Tile,
            /// Naturals the line needs.
            count: u8,
            /// Copies in the set.
            max: u8,
        } => CardImpossible,
        /// More jokers needed than the set holds (sets larger than the naturals left).
        #[error("the line needs {0} jokers; the American set has 8")]
        TooManyJokers(u8) => CardTooManyJokers,
        /// No base number in the hand's domain keeps every `X` group within 1..9.
        #[error("no base number n allowed by `numbers` keeps every X group within 1 to 9")]
        NoBaseNumber => CardNoBaseNumber,
        /// The card expands to more concrete forms than [`MAX_FORMS`](super::MAX_FORMS).
        #[error("with this line the card expands to at least {forms} concrete forms; the cap is {cap}")]
        TooManyForms {
            /// Forms of the card counted when the cap was passed (the hands before, the lines of this
            /// hand before this one, and this line's forms counted so far).
            forms: u64,
            /// The cap.
            cap: usize,
        } => CardTooManyForms,
        /// A hand with more lines than [`MAX_LINES`](super::MAX_LINES).
        #[error("the hand has {lines} lines; the cap is {cap}")]
        TooManyLines {
            /// Lines of the hand.
            lines: usize,
            /// The cap.
            cap: usize,
        } => CardTooManyLines,
        /// A line with more combinations of `|` alternatives than [`MAX_COMBINATIONS`](super::MAX_COMBINATIONS).
        #[error("the line has {combinations} combinations of alternatives; the cap is {cap}")]
        TooManyCombinations {
            /// The product of the numbers of alternatives of its groups.
            combinations: u64,
            /// The cap.
            cap: u64,
        } => CardTooManyCombinations,
        /// Compiling the card would pass the card-wide work budget [`MAX_WORK`](super::MAX_WORK).
        #[error(
            "compiling the card up to this line takes {work} steps (lines, combinations of alternatives tried and forms made); the budget is {cap}"
        )]
        WorkBudget {
            /// Steps the card would take with this line.
            work: u64,
            /// The budget.
            cap: u64,
        } => CardWorkBudget,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, american::CardErrorKind};
    /// assert_eq!(CardErrorKind::NoBaseNumber.kind(), ErrorKind::CardNoBaseNumber);
    /// ```
    fn kind;
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

#[cfg(feature = "alloc")]
impl CardError {
    /// The [`ErrorKind`](crate::ErrorKind) of the card error's kind.
    pub fn kind(&self) -> crate::ErrorKind {
        self.kind.kind()
    }
}

crate::kind::kinded_errors!(CardError);

impl CardError {
    pub(super) fn new(kind: CardErrorKind) -> CardError {
        CardError { file: None, hand: None, section: None, number: None, line: None, column: 0, file_line: None, kind }
    }

    pub(super) fn in_hand(
        kind: CardErrorKind,
        i: usize,
        spec: &HandSpec,
        line: Option<usize>,
        column: usize,
    ) -> CardError {
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
    pub(super) fn with_file(mut self, file: Option<&str>) -> CardError {
        self.file = file.map(Arc::from);
        self
    }

    #[cfg(feature = "card-files")]
    pub(super) fn with_shared_file(mut self, file: &Option<Arc<str>>) -> CardError {
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

crate::kind::error_enum! {
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
        } => MatchTiles,
        /// [`Card::try_nearest`](super::Card::try_nearest) takes a hand of 13 or 14 tiles.
        #[error("the hand has {}; nearest takes 13 or 14", Tiles(*tiles))]
        NearestTiles {
            /// Tiles the hand holds.
            tiles: usize,
        } => NearestTiles,
        /// [`Card::try_nearest`](super::Card::try_nearest) was given no room for a result (k = 0).
        #[error("nearest needs room for at least one line (k is 0)")]
        NoRoom => MatchNoRoom,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, american::MatchError};
    /// assert_eq!(MatchError::NoRoom.kind(), ErrorKind::MatchNoRoom);
    /// ```
    fn kind;
}

impl MatchError {
    /// Whether the hand itself does not fit (its tile count), rather than the room for results
    /// (k = 0): as [`AdviceError::is_about_hand`](crate::advice::AdviceError::is_about_hand).
    ///
    /// ```
    /// use mahjong_core::american::MatchError;
    /// assert!(MatchError::NearestTiles { tiles: 12 }.is_about_hand());
    /// assert!(!MatchError::NoRoom.is_about_hand());
    /// ```
    pub const fn is_about_hand(&self) -> bool {
        match self {
            MatchError::MatchTiles { .. } | MatchError::NearestTiles { .. } => true,
            MatchError::NoRoom => false,
        }
    }
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

//! Errors for parsing and validating tiles and hands.
//!
//! Every error names the place: a 1-based character column in the text, and the tile when one is
//! involved.
//!
//! ```
//! use mahjong_core::{Hand, ParseErrorKind};
//! let err = Hand::parse("123m45x").unwrap_err();
//! assert_eq!(err.column, 7);
//! assert_eq!(err.kind, ParseErrorKind::UnknownLetter('x'));
//! assert_eq!(err.to_string(), "column 7: unknown tile letter 'x'");
//! ```

use crate::Tile;
// Quoting input in messages is its own module (`name` uses it too); this is its public path.
use crate::quote::write_escaped;
pub use crate::quote::{MESSAGE_WINDOW, Quoted, Window};
use core::fmt;

crate::kind::error_enum! {
    /// What went wrong while reading a tile or hand. See [`ParseError`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum ParseErrorKind {
        /// The text holds no tiles.
        #[error("no tiles")]
        Empty => ParseEmpty,
        /// A character that is not part of any tile notation.
        #[error("unexpected character {0:?}")]
        UnexpectedChar(char) => ParseUnexpectedChar,
        /// A letter that is not a suit or honour letter of the notation in use.
        #[error("unknown tile letter {0:?}")]
        UnknownLetter(char) => ParseUnknownLetter,
        /// Digits with no suit letter after them (`123`).
        #[error("digits without a suit letter")]
        MissingSuit => ParseMissingSuit,
        /// A suit letter with no digits before it (`zzz`, `m`).
        #[error("suit letter {0:?} with no number before it")]
        MissingNumber(char) => ParseMissingNumber,
        /// A digit that the suit letter does not take (`10m` has a 0, `8z` has no eighth honour).
        #[error("{digit}{letter} is not a tile: {}", number_hint(*letter))]
        BadNumber {
            /// The digit read.
            digit: u8,
            /// The suit letter it was given.
            letter: char,
        } => ParseBadNumber,
        /// The text mixes MPSZ letters (`m p s z`) with American letters (`b c d`, `N E W S R G F J`).
        #[error("MPSZ letters (m p s z) mixed with American letters (b c d N E W S R G F J)")]
        MixedNotation => ParseMixedNotation,
        /// A `[` or `(` with no closing bracket.
        #[error("group is not closed")]
        UnclosedGroup => ParseUnclosedGroup,
        /// A closing bracket with no opening one.
        #[error("closing bracket without an opening one")]
        UnopenedGroup => ParseUnopenedGroup,
        /// A bracket inside a bracket.
        #[error("a group inside a group")]
        NestedGroup => ParseNestedGroup,
        /// Brackets around no tiles.
        #[error("empty group")]
        EmptyGroup => ParseEmptyGroup,
        /// A bracketed group that is not a chow, pung, kong, quint or sextet.
        #[error("group is not a chow, pung, kong, quint or sextet")]
        NotAMeld => ParseNotAMeld,
        /// An exposed group made only of jokers: it needs at least one natural tile.
        #[error("an exposed group needs at least one natural tile")]
        AllJokers => ParseAllJokers,
        /// A joker in a chow.
        #[error("a joker cannot stand in a chow")]
        JokerInChow => ParseJokerInChow,
        /// A concealed kong `(…)` or an added kong `[…+]` that is not four identical tiles.
        #[error("a concealed or added kong must be four identical tiles")]
        NotAKong => ParseNotAKong,
        /// A flower, season or blank inside a meld.
        #[error("{} cannot be part of a meld", Name(*.0))]
        BonusInMeld(Tile) => ParseBonusInMeld,
        /// More concealed tiles than a hand can hold.
        #[error("{count} concealed tiles; a hand holds at most {max}")]
        TooManyTiles {
            /// Tiles read.
            count: u8,
            /// The most allowed.
            max: u8,
        } => ParseTooManyTiles,
        /// More melds than a hand can hold.
        #[error("more than {max} melds")]
        TooManyMelds {
            /// The most allowed.
            max: u8,
        } => ParseTooManyMelds,
        /// More copies of one tile than the tile set has.
        #[error("{}", Copies { tile: *tile, count: *count, max: *max, set })]
        TooManyCopies {
            /// The tile.
            tile: Tile,
            /// Copies in the hand.
            count: u8,
            /// Copies in the set.
            max: u8,
            /// The tile set's name.
            set: &'static str,
        } => ParseTooManyCopies,
        /// Text that should hold exactly one tile holds none or several.
        #[error("expected exactly one tile")]
        NotOneTile => ParseNotOneTile,
        /// An unknown word in the win-context part of a hand (after `;`).
        #[error(
            "unknown context word (expected win=, by=, seat_wind=, prevailing=, first-turn, original-call, kong-after-kong, last-of-kind)"
        )]
        UnknownContext => ParseUnknownContext,
        /// `win=` names a tile that is not in the hand.
        #[error("winning tile {} is not in the hand", Name(*.0))]
        WinningTileNotInHand(Tile) => ParseWinningTileNotInHand,
        /// `by=` names no win method.
        #[error("unknown win method (expected discard, self, kong-replacement, robbing-kong, last-tile or last-discard)")]
        UnknownWinMethod => ParseUnknownWinMethod,
        /// `seat_wind=` or `prevailing=` names no wind.
        #[error("unknown wind (expected E, S, W, N or east, south, west, north)")]
        UnknownWind => ParseUnknownWind,
        /// A context word given twice.
        #[error("context word given twice")]
        RepeatedContext => ParseRepeatedContext,
        /// A list item that is not an index of the 136-tile convention
        /// ([`Limit::TILE136`](crate::args::Limit::TILE136), 0 to 135: four copies of each of the
        /// 34 faces, copy k of face f at 4f + k): the number given, or `None` for an item a face
        /// could not read as a 64-bit whole number (a Python float, text, an int past 64 bits).
        /// Read by [`Hand::tile136`](crate::Hand::tile136).
        #[error("{}", Index136(*.0))]
        NotATileIndex136(Option<i64>) => ParseNotATileIndex136,
        /// The same 136-tile index twice: one physical tile cannot be held twice.
        #[error("136-tile index {0} given twice")]
        RepeatedTileIndex136(u8) => ParseRepeatedTileIndex136,
        /// A code point that is no character of Unicode's Mahjong Tiles block (U+1F000 to
        /// U+1F02B), read as one tile ([`Tile::from_unicode`]).
        #[error("U+{0:X} is not a mahjong tile (U+1F000 to U+1F02B)")]
        NotAUnicodeTile(u32) => ParseNotAUnicodeTile,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, Hand};
    /// assert_eq!(Hand::parse("123x").unwrap_err().kind(), ErrorKind::ParseUnknownLetter);
    /// ```
    fn kind;
}

fn number_hint(letter: char) -> &'static str {
    match letter {
        'm' | 'p' | 's' | 'b' | 'c' | 'd' => "numbers run 1 to 9",
        'z' => "honours run 1z to 7z",
        'f' => "flowers run 1f to 4f (0f is the American flower)",
        'g' => "seasons run 1g to 4g",
        'j' => "the joker is 0j",
        'k' => "the blank is 0k",
        _ => "no such tile",
    }
}

/// An error reading a tile or a hand, with the 1-based character column where it was found
/// (0 when it concerns the hand as a whole).
///
/// ```
/// use mahjong_core::{Hand, ParseErrorKind, TileSet};
/// let err = Hand::parse_in("77777z", &TileSet::chinese(false)).unwrap_err();
/// assert_eq!(err.column, 5);
/// assert!(matches!(err.kind, ParseErrorKind::TooManyCopies { count: 5, max: 4, .. }));
/// assert_eq!(err.to_string(), "column 5: 5 copies of red dragon (7z); the Chinese 136 set has 4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{kind}", Column(*column))]
pub struct ParseError {
    /// 1-based character column, or 0 for the hand as a whole.
    pub column: usize,
    /// What went wrong.
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The [`ErrorKind`](crate::ErrorKind) of [`ParseError::kind`](crate::ParseError#structfield.kind).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, Hand};
    /// assert_eq!(Hand::parse("[12m]").unwrap_err().kind(), ErrorKind::ParseNotAMeld);
    /// ```
    pub fn kind(&self) -> crate::ErrorKind {
        self.kind.kind()
    }
}

crate::kind::kinded_errors!(ParseError);

impl ParseError {
    pub(crate) const fn new(column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { column, kind }
    }
}

struct Column(usize);
impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 { Ok(()) } else { write!(f, "column {}: ", self.0) }
    }
}

struct Index136(Option<i64>);
impl fmt::Display for Index136 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let limit = crate::args::Limit::TILE136;
        match self.0 {
            Some(n) => write!(f, "{n} is {limit}"),
            None => write!(f, "expected {}", limit.expected),
        }
    }
}

struct Copies<'a> {
    tile: Tile,
    count: u8,
    max: u8,
    set: &'a str,
}
impl fmt::Display for Copies<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.max == 0 {
            write!(f, "the {} set has no {}", self.set, Name(self.tile))
        } else {
            write!(f, "{} copies of {}; the {} set has {}", self.count, Name(self.tile), self.set, self.max)
        }
    }
}

struct Name(Tile);
impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_name(f)?;
        write!(f, " ({})", self.0)
    }
}

/// The place of a parse error in its input, as two lines: a window of at most
/// [`MESSAGE_WINDOW`] characters of the input around the column (control characters escaped,
/// `…` where it is cut) and a caret under the column, aligned whatever the escapes' widths.
/// Each line starts with two spaces. Empty when the error names no column.
///
/// ```
/// use mahjong_core::{Hand, error::Excerpt};
/// let text = "123m\u{1b}45p";
/// let err = Hand::parse(text).unwrap_err();
/// assert_eq!(err.column, 5);
/// assert_eq!(Excerpt::new(text, err.column).to_string(), "  123m\\u{1b}45p\n      ^");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Excerpt<'a> {
    input: &'a str,
    column: usize,
}

impl<'a> Excerpt<'a> {
    /// The excerpt of `input` at 1-based character `column` (0: none).
    pub const fn new(input: &'a str, column: usize) -> Excerpt<'a> {
        Excerpt { input, column }
    }
}

impl fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column == 0 {
            return Ok(());
        }
        let at = self.column - 1;
        let from = at.saturating_sub(MESSAGE_WINDOW / 2);
        let shown = self.input.chars().skip(from).take(MESSAGE_WINDOW);
        let more = self.input.chars().nth(from + MESSAGE_WINDOW).is_some();
        let lead = if from > 0 { "…" } else { "" };
        f.write_str("  ")?;
        f.write_str(lead)?;
        shown.clone().try_for_each(|c| write_escaped(f, c))?;
        if more {
            f.write_str("…")?;
        }
        f.write_str("\n  ")?;
        // One space per column the escaped text before the caret takes.
        let width = |c: char| if c.is_control() { c.escape_debug().count() } else { 1 };
        for _ in lead.chars() {
            f.write_str(" ")?;
        }
        for c in shown.take(at - from) {
            for _ in 0..width(c) {
                f.write_str(" ")?;
            }
        }
        f.write_str("^")
    }
}

/// A message from a reader (TOML, JSON) that may quote input: every quoted part (between
/// backticks, or a `"…"` string with its escapes) is cut to a [`Window`], control characters
/// are escaped, and the whole is cut after 400 characters.
#[cfg(feature = "card-files")]
pub(crate) fn bounded_message(message: &str) -> alloc::string::String {
    use alloc::string::String;
    use core::fmt::Write;
    let mut out = String::new();
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let _ = write!(out, "{}", Escaped(&rest[..open]));
        let quote = rest.as_bytes()[open];
        let body = &rest[open + 1..];
        // The closing quote: the next one not escaped by a backslash.
        let mut end = None;
        let mut escaped = false;
        for (i, c) in body.char_indices() {
            if escaped {
                escaped = false;
            } else if c == '\\' && quote == b'"' {
                escaped = true;
            } else if c as u32 == u32::from(quote) {
                end = Some(i);
                break;
            }
        }
        let end = end.unwrap_or(body.len());
        let q = quote as char;
        let _ = write!(out, "{q}{}{q}", Window::head(&body[..end]));
        rest = body.get(end + 1..).unwrap_or("");
    }
    let _ = write!(out, "{}", Escaped(rest));
    if let Some((cut, _)) = out.char_indices().nth(400) {
        out.truncate(cut);
        out.push('…');
    }
    out
}

/// Text with control characters escaped (the length unchanged otherwise).
#[cfg(feature = "card-files")]
struct Escaped<'a>(&'a str);
#[cfg(feature = "card-files")]
impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.chars().try_for_each(|c| write_escaped(f, c))
    }
}

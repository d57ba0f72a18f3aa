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
use core::fmt;

/// What went wrong while reading a tile or hand. See [`ParseError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The text holds no tiles.
    #[error("no tiles")]
    Empty,
    /// A character that is not part of any tile notation.
    #[error("unexpected character {0:?}")]
    UnexpectedChar(char),
    /// A letter that is not a suit or honour letter of the notation in use.
    #[error("unknown tile letter {0:?}")]
    UnknownLetter(char),
    /// Digits with no suit letter after them (`123`).
    #[error("digits without a suit letter")]
    MissingSuit,
    /// A suit letter with no digits before it (`zzz`, `m`).
    #[error("suit letter {0:?} with no number before it")]
    MissingNumber(char),
    /// A digit that the suit letter does not take (`10m` has a 0, `8z` has no eighth honour).
    #[error("{digit}{letter} is not a tile: {}", number_hint(*letter))]
    BadNumber {
        /// The digit read.
        digit: u8,
        /// The suit letter it was given.
        letter: char,
    },
    /// The text mixes MPSZ letters (`m p s z`) with American letters (`b c d`, `N E W S R G F J`).
    #[error("MPSZ letters (m p s z) mixed with American letters (b c d N E W S R G F J)")]
    MixedNotation,
    /// A `[` or `(` with no closing bracket.
    #[error("group is not closed")]
    UnclosedGroup,
    /// A closing bracket with no opening one.
    #[error("closing bracket without an opening one")]
    UnopenedGroup,
    /// A bracket inside a bracket.
    #[error("a group inside a group")]
    NestedGroup,
    /// Brackets around no tiles.
    #[error("empty group")]
    EmptyGroup,
    /// A bracketed group that is not a chow, pung, kong, quint or sextet.
    #[error("group is not a chow, pung, kong, quint or sextet")]
    NotAMeld,
    /// An exposed group made only of jokers: it needs at least one natural tile.
    #[error("an exposed group needs at least one natural tile")]
    AllJokers,
    /// A joker in a chow.
    #[error("a joker cannot stand in a chow")]
    JokerInChow,
    /// A concealed kong `(…)` or an added kong `[…+]` that is not four identical tiles.
    #[error("a concealed or added kong must be four identical tiles")]
    NotAKong,
    /// A flower, season or blank inside a meld.
    #[error("{} cannot be part of a meld", Name(*.0))]
    BonusInMeld(Tile),
    /// More concealed tiles than a hand can hold.
    #[error("{count} concealed tiles; a hand holds at most {max}")]
    TooManyTiles {
        /// Tiles read.
        count: u8,
        /// The most allowed.
        max: u8,
    },
    /// More melds than a hand can hold.
    #[error("more than {max} melds")]
    TooManyMelds {
        /// The most allowed.
        max: u8,
    },
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
    },
    /// Text that should hold exactly one tile holds none or several.
    #[error("expected exactly one tile")]
    NotOneTile,
    /// An unknown word in the win-context part of a hand (after `;`).
    #[error(
        "unknown context word (expected win=, by=, seat=, prevailing=, first-turn, original-call, kong-after-kong)"
    )]
    UnknownContext,
    /// `win=` names a tile that is not in the hand.
    #[error("winning tile {} is not in the hand", Name(*.0))]
    WinningTileNotInHand(Tile),
    /// `by=` names no win method.
    #[error("unknown win method (expected discard, self, kong-replacement, robbing-kong, last-tile or last-discard)")]
    UnknownWinMethod,
    /// `seat=` or `prevailing=` names no wind.
    #[error("unknown wind (expected E, S, W, N or east, south, west, north)")]
    UnknownWind,
    /// A context word given twice.
    #[error("context word given twice")]
    RepeatedContext,
    /// A number that is not an index of the 136-tile convention (0 to 135: four copies of each
    /// of the 34 faces, copy k of face f at 4f + k).
    #[error("{0} is not a 136-tile index (0 to 135)")]
    NotATileIndex136(u32),
    /// The same 136-tile index twice: one physical tile cannot be held twice.
    #[error("136-tile index {0} given twice")]
    RepeatedTileIndex136(u8),
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

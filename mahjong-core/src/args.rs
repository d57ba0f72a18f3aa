//! Whole numbers the faces read for the rules, checked once here: each range and the words a
//! message says it with is a [`Limit`] (a seat, a die, a pass, a count of one face's copies …),
//! with [`MAX_COPIES`] and [`PASS_TILES`]; the seat given by its number (0 East … 3 North), a
//! scoring limit and a count of one face's copies are checked here too. The table rules'
//! argument checks ([`rules::args`](crate::rules::args), [`rules::limits`](crate::rules::limits))
//! read the same limits, so the C, Python, command-line and WebAssembly faces only convert and
//! say the same words.
//!
//! ```
//! use mahjong_core::{Wind, args};
//! assert_eq!(args::seat(2), Ok(Wind::West));
//! assert_eq!(args::seat(7).unwrap_err().to_string(), "is not a seat (0 to 3)");
//! assert_eq!(args::limit(500), Ok(500));
//! ```

use crate::{ErrorKind, Wind};
use core::fmt;

/// A value as a face gave it: a number, or its digits as written (a Python int of any size).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Given<'a> {
    /// A number that fits 64 bits.
    Number(i64),
    /// The digits as written.
    Written(&'a str),
}

impl fmt::Display for Given<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Given::Number(n) => write!(f, "{n}"),
            Given::Written(s) => f.write_str(s),
        }
    }
}

/// An argument outside its [`Limit`]: the one "argument out of range" error of every face (the
/// C face's [`rules::limits`](crate::rules::limits), the Python face's
/// [`rules::args`](crate::rules::args)), of kind [`ErrorKind::InvalidArgument`].
///
/// ```
/// use mahjong_core::args::{Given, Limit, NotInRange};
/// let e = NotInRange { argument: "seat", value: Given::Number(7), limit: Limit::SEAT };
/// assert_eq!(e.to_string(), "seat 7 is not a seat (0 to 3)");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{argument} {value} is {limit}")]
pub struct NotInRange<'a> {
    /// The argument's name.
    pub argument: &'a str,
    /// The value given.
    pub value: Given<'a>,
    /// What it may be.
    pub limit: Limit,
}

impl NotInRange<'_> {
    /// Always [`ErrorKind::InvalidArgument`]: a number a face could not convert.
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(NotInRange<'_>);

/// A number outside the range the rules take. Its `Display` is the sentence that follows the
/// number in a message: `seat 7 is not a seat (0 to 3)`. The seat and the count say their
/// [`Limit`]'s words, as every face does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutOfRange {
    /// A seat number past 0 (East) to 3 (North).
    Seat,
    /// A scoring limit past what a limit can be.
    Limit,
    /// A count of one face past 0 to [`MAX_COPIES`].
    Count,
}

// The numbers of `MAX_COPIES` and `PASS_TILES`, written once: the constants and the words of
// their limits (`Limit::COPIES`, `Limit::ASKS`) are both made from them, the
// words by `concat!`, which takes only literals.
macro_rules! max_copies {
    () => {
        4
    };
}
macro_rules! pass_tiles {
    () => {
        3
    };
}

/// The most copies of one face a hand holds (a set has four of each).
pub const MAX_COPIES: u8 = max_copies!();

/// The most tiles one Charleston pass (or courtesy ask) holds
/// ([`Pass`](crate::rules::Pass)).
pub const PASS_TILES: usize = pass_tiles!();

/// The most discard choices a hand offers: one per tile of a 14-tile hand (the size of the
/// buffer for the card's and the standard form's discard advice).
pub const DISCARD_CHOICES: usize = 14;

/// A number's allowed range as a face reads it, and the words a message says it with. Where a
/// rule checks the value further (the dice by variant, a deal count against
/// [`MAX_DEAL_COUNT`](crate::rules::MAX_DEAL_COUNT)), the range is what the rule takes and the words
/// say the rule's range. This is the one home of each range and its words: the C face's checks
/// ([`limits`](crate::rules::limits)), the Python face's ([`rules::args`](crate::rules::args)) and the scoring seat here read
/// the same limits.
///
/// ```
/// use mahjong_core::args::Limit;
/// assert_eq!(Limit::SEAT.to_string(), "not a seat (0 to 3)");
/// assert_eq!(Limit::DIE.to_string(), "out of range: a die shows 1 to 6, a throw of two dice 2 to 12");
/// assert_eq!(Limit::DIE.expected, "a die shows 1 to 6, a throw of two dice 2 to 12");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The least value.
    pub min: i64,
    /// The greatest value.
    pub max: i64,
    /// What a value may be: `"a seat (0 to 3)"`, `"0 to 255"`.
    pub expected: &'static str,
    /// Whether a message says "is out of range: …" (a count the rules bound) rather than
    /// "is not …" (a number that names nothing of its kind).
    pub out_of_range: bool,
}

impl Limit {
    /// A seat, 0 to 3 in turn order (and a seat's wind, 0 East to 3 North).
    pub const SEAT: Limit = Limit::not(0, 3, "a seat (0 to 3)");
    /// A seat, or none: the number [`NO_SEAT`](crate::rules::limits::NO_SEAT) (-1).
    pub const SEAT_OR_NONE: Limit = Limit::not(-1, 3, "a seat (0 to 3, or -1 for none)");
    /// A count of one byte: jokers used in an exposure, players before the table checks them.
    pub const BYTE: Limit = Limit::out_of(0, 255, "0 to 255");
    /// Blanks in the set, a house rule: [`HouseRules::MAX_BLANKS`](crate::rules::HouseRules::MAX_BLANKS)
    /// is its greatest, and [`HouseRules::check`](crate::rules::HouseRules::check) says its words.
    pub const BLANKS: Limit = Limit::out_of(0, 8, "0 to 8 blanks");
    /// Wind rounds a game lasts, a house rule, 0 playing all four:
    /// [`HouseRules::MAX_WIND_ROUNDS`](crate::rules::HouseRules::MAX_WIND_ROUNDS) is its greatest.
    pub const WIND_ROUNDS: Limit = Limit::out_of(0, 4, "0 (all four) or 1 to 4 wind rounds");
    /// A count of 32 bits: players of a table, a game's number.
    pub const U32: Limit = Limit::out_of(0, u32::MAX as i64, "0 to 4294967295");
    /// Tiles in a wall or a set.
    pub const TILES: Limit = Limit::not(0, u16::MAX as i64, "a tile count a wall holds (0 to 65535)");
    /// Tiles in the Kong Box.
    pub const KONG_BOX: Limit = Limit::not(0, u8::MAX as i64, "a tile count a Kong Box holds (0 to 255)");
    /// A tile count a player asks for in the courtesy pass (the pass then checks the most,
    /// [`PASS_TILES`]).
    pub const ASKS: Limit = Limit::out_of(0, 255, concat!("0 to ", pass_tiles!(), " tiles"));
    /// An index among a rack's exposures.
    pub const INDEX: Limit = Limit::not(0, 255, "an index");
    /// A seat's tile count after the deal (the deal check then refuses more than 15).
    pub const DEAL_COUNT: Limit = Limit::out_of(0, 255, "0 to 15 tiles a seat");
    /// A die or a throw of two dice (the wall break then checks the variant's range).
    pub const DIE: Limit = Limit::out_of(0, 255, "a die shows 1 to 6, a throw of two dice 2 to 12");
    /// Stacks in each player's wall (the wall break then refuses none).
    pub const STACKS: Limit = Limit::out_of(0, 255, "1 to 255 stacks");
    /// A count of one tile seen by all.
    pub const VISIBLE: Limit = Limit::out_of(0, 255, "a count is 0 to 255");
    /// A Charleston pass by its number.
    pub const PASS: Limit = Limit::not(1, 7, "a pass (1 to 7)");
    /// Copies of one tile face in a hand's counts: 0 to [`MAX_COPIES`].
    pub const COPIES: Limit = Limit::not(0, MAX_COPIES as i64, concat!("0 to ", max_copies!()));
    /// A tile by its index ([`Tile::index`](crate::Tile::index)).
    pub const TILE: Limit = Limit::not(0, 44, "a tile index (0 to 44)");
    /// A tile by its index, or none for -1 (a hand's winning tile not given).
    pub const TILE_OR_NONE: Limit = Limit::not(-1, 44, "a tile index (0 to 44, or -1 for none)");
    /// A tile of the 136-tile convention by its index: four copies of each of the 34 faces, copy
    /// k of face f at 4f + k ([`Hand::from_tiles136`](crate::Hand::from_tiles136)).
    pub const TILE136: Limit = Limit::not(0, 135, "a 136-tile index (0 to 135)");
    /// A scoring limit (the scoring then refuses 0 with its own error).
    pub const SCORE_LIMIT: Limit = Limit::out_of(0, u32::MAX as i64, "a limit is a whole number from 1 to 4294967295");

    /// The limit from `min` to `max` of numbers that name something: a value outside "is not
    /// `expected`".
    pub const fn not(min: i64, max: i64, expected: &'static str) -> Limit {
        Limit { min, max, expected, out_of_range: false }
    }

    /// The limit from `min` to `max` of counts: a value outside "is out of range: `expected`".
    pub const fn out_of(min: i64, max: i64, expected: &'static str) -> Limit {
        Limit { min, max, expected, out_of_range: true }
    }

    /// The value, when within the limit.
    ///
    /// ```
    /// use mahjong_core::args::Limit;
    /// assert_eq!((Limit::PASS.check(7), Limit::PASS.check(0)), (Some(7), None));
    /// ```
    pub const fn check(self, value: i64) -> Option<i64> {
        if value >= self.min && value <= self.max { Some(value) } else { None }
    }

    /// `value` (a number, or its digits as a face wrote them) when within the limit, or
    /// [`NotInRange`] naming `argument`: the one reading of a count a face gives as an integer
    /// of any width (C's `size_t`, a Python `int`, a JavaScript number written as its digits).
    /// Digits that are no whole number of 64 bits (`1.5`, `NaN`, a hundred digits) are outside.
    ///
    /// ```
    /// use mahjong_core::args::{Given, Limit};
    /// assert_eq!(Limit::BYTE.read("blanks", Given::Written("255")), Ok(255));
    /// let e = Limit::BYTE.read("blanks", Given::Written("1e30")).unwrap_err();
    /// assert_eq!(e.to_string(), "blanks 1e30 is out of range: 0 to 255");
    /// assert!(Limit::BYTE.read("blanks", Given::Number(-1)).is_err());
    /// ```
    pub fn read<'a>(self, argument: &'a str, value: Given<'a>) -> Result<i64, NotInRange<'a>> {
        let whole = match value {
            Given::Number(n) => Some(n),
            Given::Written(digits) => digits.parse::<i64>().ok(),
        };
        whole.and_then(|n| self.check(n)).ok_or(NotInRange { argument, value, limit: self })
    }
}

/// What follows "is" in a message: `not a seat (0 to 3)`, `out of range: 0 to 255`.
impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = if self.out_of_range { "out of range:" } else { "not" };
        write!(f, "{verb} {}", self.expected)
    }
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutOfRange::Seat => write!(f, "is {}", Limit::SEAT),
            OutOfRange::Limit => write!(f, "is {}", Limit::SCORE_LIMIT),
            OutOfRange::Count => write!(f, "is {}", Limit::COPIES),
        }
    }
}

impl OutOfRange {
    /// Always [`ErrorKind::InvalidArgument`]: a number a face could not convert.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, args};
    /// assert_eq!(args::count(5).unwrap_err().kind(), ErrorKind::InvalidArgument);
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(OutOfRange);

#[cfg(feature = "std")]
impl std::error::Error for OutOfRange {}

/// The seat numbered `n`: 0 East, 1 South, 2 West, 3 North.
///
/// ```
/// use mahjong_core::{Wind, args::{self, OutOfRange}};
/// assert_eq!(args::seat(0), Ok(Wind::East));
/// assert_eq!(args::seat(-1), Err(OutOfRange::Seat));
/// ```
pub fn seat(n: i128) -> Result<Wind, OutOfRange> {
    within(n, Limit::SEAT).map(Wind::from_index).ok_or(OutOfRange::Seat)
}

/// A scoring limit given as a number (the scoring refuses 0 with its own error).
///
/// ```
/// use mahjong_core::args::{self, OutOfRange};
/// assert_eq!(args::limit(1000), Ok(1000));
/// assert_eq!(args::limit(1 << 40), Err(OutOfRange::Limit));
/// assert_eq!(OutOfRange::Limit.to_string(), "is out of range: a limit is a whole number from 1 to 4294967295");
/// ```
pub fn limit(n: i128) -> Result<u32, OutOfRange> {
    let n = i64::try_from(n).ok().and_then(|n| Limit::SCORE_LIMIT.check(n));
    n.and_then(|n| u32::try_from(n).ok()).ok_or(OutOfRange::Limit)
}

/// A scoring limit as a face gives it: a number, or what was written (a Python int's digits, or
/// the text of a value that is no number), within [`Limit::SCORE_LIMIT`], or [`NotInRange`]
/// naming `limit`, as WebAssembly's limit says it (the scoring refuses 0 with its own error).
///
/// ```
/// use mahjong_core::args::{self, Given};
/// assert_eq!(args::score_limit(Given::Written("500")), Ok(500));
/// let e = args::score_limit(Given::Written("high")).unwrap_err();
/// assert_eq!(e.to_string(), "limit high is out of range: a limit is a whole number from 1 to 4294967295");
/// assert!(args::score_limit(Given::Number(1 << 32)).is_err() && args::score_limit(Given::Number(-1)).is_err());
/// ```
pub fn score_limit(value: Given<'_>) -> Result<u32, NotInRange<'_>> {
    Limit::SCORE_LIMIT.read("limit", value).map(|n| n as u32)
}

/// A count of one face's copies: 0 to [`MAX_COPIES`].
///
/// ```
/// use mahjong_core::args::{self, OutOfRange};
/// assert_eq!(args::count(4), Ok(4));
/// assert_eq!(args::count(5).unwrap_err().to_string(), "is not 0 to 4");
/// ```
pub fn count(n: i128) -> Result<u8, OutOfRange> {
    within(n, Limit::COPIES).ok_or(OutOfRange::Count)
}

/// The tile with index `n` ([`Tile::from_index`](crate::Tile::from_index)), or [`NotInRange`]
/// naming it: a tile a face gives as a number.
///
/// ```
/// use mahjong_core::{Tile, args};
/// assert_eq!(args::tile(43), Ok(Tile::JOKER));
/// assert_eq!(args::tile(300).unwrap_err().to_string(), "tile 300 is not a tile index (0 to 44)");
/// ```
pub fn tile(n: i64) -> Result<crate::Tile, NotInRange<'static>> {
    let found = Limit::TILE.check(n).and_then(|i| crate::Tile::from_index(i as u8));
    found.ok_or(NotInRange { argument: "tile", value: Given::Number(n), limit: Limit::TILE })
}

/// The tile with index `n`, or none for -1 ([`Limit::TILE_OR_NONE`]): a winning tile a face
/// gives as a number; another value is [`NotInRange`] naming it, as [`tile`] refuses it.
///
/// ```
/// use mahjong_core::{Tile, args};
/// assert_eq!(args::tile_or_none(-1), Ok(None));
/// assert_eq!(args::tile_or_none(43), Ok(Some(Tile::JOKER)));
/// assert_eq!(args::tile_or_none(-2).unwrap_err().to_string(), "tile -2 is not a tile index (0 to 44, or -1 for none)");
/// assert_eq!(args::tile_or_none(45).unwrap_err().to_string(), "tile 45 is not a tile index (0 to 44, or -1 for none)");
/// ```
pub fn tile_or_none(n: i64) -> Result<Option<crate::Tile>, NotInRange<'static>> {
    let bad = NotInRange { argument: "tile", value: Given::Number(n), limit: Limit::TILE_OR_NONE };
    if n == -1 { Ok(None) } else { tile(n).map(Some).map_err(|_| bad) }
}

/// `n` as a byte, when within `limit` (whose range fits a byte).
fn within(n: i128, limit: Limit) -> Option<u8> {
    i64::try_from(n).ok().and_then(|n| limit.check(n)).and_then(|n| u8::try_from(n).ok())
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    /// The words of the pass and copy limits say the numbers of the constants they bound.
    #[test]
    fn limit_words_say_their_constants() {
        assert_eq!(Limit::ASKS.expected, format!("0 to {PASS_TILES} tiles"));
        assert_eq!(Limit::COPIES.expected, format!("0 to {MAX_COPIES}"));
        assert_eq!(Limit::COPIES.max, i64::from(MAX_COPIES));
        assert_eq!(Limit::TILE.max, crate::Tile::COUNT as i64 - 1);
        assert_eq!(Limit::TILE.expected, format!("a tile index (0 to {})", crate::Tile::COUNT - 1));
        assert_eq!((Limit::TILE_OR_NONE.min, Limit::TILE_OR_NONE.max), (-1, Limit::TILE.max));
        // Four copies of each of the 34 faces.
        assert_eq!(Limit::TILE136.max, 4 * 34 - 1);
        // The rule: a Charleston pass is three tiles, a set holds four of each face.
        assert_eq!(Limit::ASKS.to_string(), "out of range: 0 to 3 tiles");
        assert_eq!(count(5).unwrap_err().to_string(), "is not 0 to 4");
    }
}

impl Limit {
    /// A meld's tile count: at most a sextet's six ([`Meld::new`](crate::Meld::new) takes 3 to 6,
    /// and refuses fewer with its own error). A face that gives a meld as an array and a length
    /// (C's `mahjong_meld`) reads the length with [`meld_len`].
    ///
    /// ```
    /// use mahjong_core::args::Limit;
    /// assert_eq!(Limit::MELD_TILES.to_string(), "out of range: a meld holds at most 6 tiles");
    /// ```
    pub const MELD_TILES: Limit = Limit::out_of(0, 6, "a meld holds at most 6 tiles");
}

/// A meld's tile count `len` as a face gives it beside an array of tiles, when it is within
/// [`Limit::MELD_TILES`] (the meld then checks its shape), or [`NotInRange`] naming the
/// `meld len`. A count past `i64::MAX` (only a `size_t` holds one) is said as `i64::MAX`.
///
/// ```
/// use mahjong_core::{ErrorKind, args};
/// assert_eq!(args::meld_len(6), Ok(6));
/// let e = args::meld_len(7).unwrap_err();
/// assert_eq!(e.to_string(), "meld len 7 is out of range: a meld holds at most 6 tiles");
/// assert_eq!(e.kind(), ErrorKind::InvalidArgument);
/// ```
pub fn meld_len(len: usize) -> Result<usize, NotInRange<'static>> {
    let n = i64::try_from(len).unwrap_or(i64::MAX);
    Limit::MELD_TILES.read("meld len", Given::Number(n)).map(|n| n as usize)
}

#[cfg(test)]
mod meld_tests {
    use super::*;
    use crate::{Meld, MeldKind, MeldStatus, ParseErrorKind, Tile};

    /// The limit says what a meld holds: six copies of a tile are a sextet, seven no meld.
    #[test]
    fn a_meld_holds_at_most_six_tiles() {
        let t = Tile::JOKER;
        let five_dots = crate::notation::parse_tile("5p").unwrap();
        let six = [five_dots, five_dots, five_dots, five_dots, t, t];
        assert_eq!(Meld::new(&six, MeldStatus::Exposed).map(|m| m.kind()), Ok(MeldKind::Sextet));
        assert_eq!(Limit::MELD_TILES.max, six.len() as i64);
        let seven = [five_dots, five_dots, five_dots, five_dots, t, t, t];
        assert_eq!(Meld::new(&seven, MeldStatus::Exposed).unwrap_err(), ParseErrorKind::NotAMeld);
        assert_eq!(meld_len(7).unwrap_err().value, Given::Number(7));
        assert_eq!(meld_len(usize::MAX).unwrap_err().value, Given::Number(i64::MAX));
        assert_eq!(meld_len(0), Ok(0));
    }
}

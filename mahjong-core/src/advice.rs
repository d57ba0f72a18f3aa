//! What advice refuses: the error shared by American odds and advice
//! ([`american::advice`](crate::american::advice)) and standard discard advice
//! ([`standard::advice`](crate::standard::advice)). The definitions (unseen pool, committed odds)
//! are in those modules and in `docs/advice.md`.
//!
//! ```
//! use mahjong_core::advice::AdviceError;
//! let err = AdviceError::Visible { tile: "5m".parse().unwrap(), count: 5, set: 4 };
//! assert_eq!(err.to_string(), "tile 5m: the hand and the visible tiles hold 5 of it; the set has 4");
//! ```

// The error is defined beside the standard discard advice, which returns it and wraps the
// standard rules' error in it; this module is its documented home (`advice::AdviceError`).
pub use crate::standard::advice::AdviceError;

use crate::args::{Given, Limit, NotInRange};
#[cfg(feature = "alloc")]
use crate::{Hand, ParseError, Tile};

/// The most results one advice call gives (`k`): every line of the largest card the core
/// compiles, [`MAX_HANDS`](crate::american::MAX_HANDS) hands of
/// [`MAX_LINES`](crate::american::MAX_LINES) lines. The odds and the nearest lines give at most
/// the card's lines, so a larger `k` asks for nothing more.
pub const MAX_RESULTS: usize = 261_120;

/// The results a face may ask for ([`k`]): 0 to [`MAX_RESULTS`]; the advice then refuses 0
/// (room for none), so the words say 1.
pub const RESULTS: Limit = Limit::out_of(0, MAX_RESULTS as i64, "1 to 261120 results (the most lines a card holds)");

/// The draws a face may give ([`draws`]): any count of 32 bits. The advice then refuses draws
/// beyond the wall or the unseen pool with its own error (at most
/// [`WALL_TILES`](crate::american::advice::WALL_TILES), 99), which these words say too.
pub const DRAWS: Limit = Limit::out_of(0, u32::MAX as i64, "a player draws 0 to 99 tiles (the wall after the deal)");

/// A reader of a count a face gives ([`k`], [`draws`]), for a face that reads both alike.
pub type CountReader = for<'a> fn(Given<'a>) -> Result<usize, NotInRange<'a>>;

/// `k`, how many results an advice call asks for (the odds of the top `k` lines, the `k` nearest
/// lines), as a face gives it: within [`RESULTS`], or [`NotInRange`] naming `k`.
///
/// ```
/// use mahjong_core::advice::{self, MAX_RESULTS};
/// use mahjong_core::args::Given;
/// assert_eq!(advice::k(Given::Number(MAX_RESULTS as i64)), Ok(MAX_RESULTS));
/// let e = advice::k(Given::Written("261121")).unwrap_err();
/// assert_eq!(e.to_string(), "k 261121 is out of range: 1 to 261120 results (the most lines a card holds)");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// assert!(advice::k(Given::Number(-1)).is_err());
/// ```
pub fn k(value: Given<'_>) -> Result<usize, NotInRange<'_>> {
    RESULTS.read("k", value).map(|n| n as usize)
}

/// `draws`, the player's draws still to come, as a face gives it: within [`DRAWS`], or
/// [`NotInRange`] naming `draws`. The advice then checks them against the wall and the pool
/// ([`AdviceError::Draws`]).
///
/// ```
/// use mahjong_core::advice;
/// use mahjong_core::args::Given;
/// assert_eq!(advice::draws(Given::Number(24)), Ok(24));
/// assert_eq!(advice::draws(Given::Number(4_294_967_295)), Ok(4_294_967_295));
/// let e = advice::draws(Given::Written("4294967296")).unwrap_err();
/// assert_eq!(e.to_string(), "draws 4294967296 is out of range: a player draws 0 to 99 tiles (the wall after the deal)");
/// assert_eq!(advice::draws(Given::Number(-1)).unwrap_err().kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn draws(value: Given<'_>) -> Result<usize, NotInRange<'_>> {
    DRAWS.read("draws", value).map(|n| n as usize)
}

/// `draws` as the C face gives it, a signed count: a negative count takes the advice's default
/// ([`None`]: [`DEFAULT_DRAWS`](crate::american::advice::DEFAULT_DRAWS)), another is read by [`draws`].
///
/// ```
/// use mahjong_core::advice;
/// assert_eq!(advice::draws_or_default(-1), Ok(None));
/// assert_eq!(advice::draws_or_default(0), Ok(Some(0)));
/// assert_eq!(advice::draws_or_default(24), Ok(Some(24)));
/// let e = advice::draws_or_default(4_294_967_296).unwrap_err();
/// assert_eq!(e.to_string(), "draws 4294967296 is out of range: a player draws 0 to 99 tiles (the wall after the deal)");
/// ```
pub fn draws_or_default(value: i64) -> Result<Option<usize>, NotInRange<'static>> {
    (value >= 0).then(|| draws(Given::Number(value))).transpose()
}

/// Reads visible tiles (tiles seen outside the hand, or any list of tiles) from text: words
/// separated by whitespace, each read as a hand in any notation ([`Hand::parse`]), their tiles
/// taken in order: concealed, then melded, then bonus. An error's column counts from the start
/// of the whole text; an error about a whole word points at the word's first character.
///
/// ```
/// use mahjong_core::advice::parse_visible;
/// let tiles = parse_visible("2026c  NN J").unwrap();
/// let names: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
/// assert_eq!(names, ["2m", "5z", "2m", "6m", "4z", "4z", "0j"]);
/// assert_eq!(parse_visible("EEE 5q").unwrap_err().column, 6);
/// assert_eq!(parse_visible(" NN 1111111b").unwrap_err().column, 9);
/// assert!(parse_visible("").unwrap().is_empty());
/// ```
#[cfg(feature = "alloc")]
pub fn parse_visible(text: &str) -> Result<alloc::vec::Vec<Tile>, ParseError> {
    let mut out = alloc::vec::Vec::new();
    for word in text.split_whitespace() {
        let hand = Hand::parse(word).map_err(|e| {
            // The word is a slice of `text`: its byte offset, then the characters before it.
            let before = text[..word.as_ptr() as usize - text.as_ptr() as usize].chars().count();
            ParseError { column: before + e.column.max(1), ..e }
        })?;
        out.extend(hand.tiles().chain(hand.bonus()).copied());
    }
    Ok(out)
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::*;
    use crate::american::{MAX_HANDS, MAX_LINES, advice::WALL_TILES};
    use alloc::format;

    /// The limits' numbers and words say the card's and the wall's constants.
    #[test]
    fn the_result_and_draw_limits_say_the_card_and_wall_constants() {
        assert_eq!(MAX_RESULTS, MAX_HANDS * MAX_LINES);
        assert_eq!(RESULTS.expected, format!("1 to {MAX_RESULTS} results (the most lines a card holds)"));
        assert_eq!(DRAWS.expected, format!("a player draws 0 to {WALL_TILES} tiles (the wall after the deal)"));
    }
}

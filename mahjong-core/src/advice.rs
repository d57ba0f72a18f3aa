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

#[cfg(feature = "alloc")]
use crate::{Hand, ParseError, Tile};

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

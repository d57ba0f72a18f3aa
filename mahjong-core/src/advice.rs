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

use crate::Tile;
use crate::standard::StandardError;

/// Why a question to the advisor cannot be answered. Each variant names the tile, the count or
/// the argument at fault.
///
/// ```
/// use mahjong_core::advice::AdviceError;
/// let err = AdviceError::Draws { draws: 120, most: 99 };
/// assert_eq!(err.to_string(), "draws is 120, beyond the wall: at most 99");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AdviceError {
    /// The hand holds the wrong number of tiles for the question.
    #[error("the hand has {tiles} tiles; {call} takes {expected}")]
    HandTiles {
        /// Tiles the hand holds (exposures, jokers and flowers included).
        tiles: usize,
        /// The question asked (`odds`, `discard advice`, …).
        call: &'static str,
        /// What it takes (`13 or 14`, `14`).
        expected: &'static str,
    },
    /// The player's own tiles and the visible tiles hold more of a tile than the set has.
    #[error("tile {tile}: the hand and the visible tiles hold {count} of it; the set has {set}")]
    Visible {
        /// The tile.
        tile: Tile,
        /// Copies counted (hand, exposures and visible tiles).
        count: usize,
        /// Copies in the set.
        set: u8,
    },
    /// A tile the set does not hold at all (a blank in the American set, a joker in a standard
    /// hand's visible tiles).
    #[error("tile {tile} is not in the set the advice draws from")]
    NotInSet {
        /// The tile.
        tile: Tile,
    },
    /// More draws asked than the wall (or the unseen pool) can give.
    #[error("draws is {draws}, beyond the wall: at most {most}")]
    Draws {
        /// Draws asked (with the tiles a pass brings in, for Charleston advice).
        draws: usize,
        /// The most the wall and the unseen pool allow.
        most: usize,
    },
    /// The card has no lines, so there is nothing to aim for.
    #[error("the card has no lines")]
    NoLines,
    /// The output buffer has no room for a result.
    #[error("no room for results (the output buffer is empty)")]
    NoRoom,
    /// Charleston advice for a hand with exposures (nothing is exposed before the Charleston).
    #[error("the hand has {exposures} exposures; the Charleston is passed from a concealed hand")]
    Exposed {
        /// Exposures in the hand.
        exposures: usize,
    },
    /// The standard rules refuse the hand (see [`StandardError`]).
    #[error(transparent)]
    Standard(#[from] StandardError),
}

//! Hands given as tile counts in an integer type wider than a count (a numpy row of `int64`, a
//! list of ints), as the faces read batches of hands: each count is 0 to [`MAX_COUNT`], the
//! copies of one face in the set.
use crate::ErrorKind;

/// The most copies of one tile face a hand's counts may hold.
pub const MAX_COUNT: u8 = 4;

/// A count outside 0 to [`MAX_COUNT`]: hand `hand` of a batch, at tile index `index`.
///
/// ```
/// use mahjong_core::standard::check_count;
/// assert_eq!(check_count(0, 3, 4), Ok(4));
/// let e = check_count(2, 7, -1).unwrap_err();
/// assert_eq!(e.to_string(), "hand 2: count -1 at index 7 is not 0 to 4");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("hand {hand}: count {value} at index {index} is not 0 to {MAX_COUNT}")]
pub struct CountOutOfRange {
    /// The hand's place in the batch, from 0.
    pub hand: usize,
    /// The tile index of the count.
    pub index: usize,
    /// The count given.
    pub value: i128,
}

impl CountOutOfRange {
    /// The error's kind: [`ErrorKind::InvalidArgument`].
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::InvalidArgument
    }
}

/// The count `value` at tile index `index` of hand `hand`, when it is 0 to [`MAX_COUNT`].
pub fn check_count(hand: usize, index: usize, value: i128) -> Result<u8, CountOutOfRange> {
    u8::try_from(value).ok().filter(|&c| c <= MAX_COUNT).ok_or(CountOutOfRange { hand, index, value })
}

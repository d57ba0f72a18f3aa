//! Hands given as tile counts in an integer type wider than a count (a numpy row of `int64`, a
//! list of ints), as the faces read batches of hands: each count is 0 to
//! [`MAX_COPIES`](crate::args::MAX_COPIES), the copies of one face in the set, checked by
//! [`crate::args::count`].
use crate::ErrorKind;
use crate::args::{self, OutOfRange};

/// A count outside 0 to [`MAX_COPIES`](crate::args::MAX_COPIES): hand `hand` of a batch, at tile index `index`.
///
/// ```
/// use mahjong_core::standard::check_count;
/// assert_eq!(check_count(0, 3, 4), Ok(4));
/// let e = check_count(2, 7, -1).unwrap_err();
/// assert_eq!(e.to_string(), "hand 2: count -1 at index 7 is not 0 to 4");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("hand {hand}: count {value} at index {index} {}", OutOfRange::Count)]
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

crate::kind::kinded_errors!(CountOutOfRange);

/// The count `value` at tile index `index` of hand `hand`, when it is 0 to
/// [`MAX_COPIES`](crate::args::MAX_COPIES).
pub fn check_count(hand: usize, index: usize, value: i128) -> Result<u8, CountOutOfRange> {
    args::count(value).map_err(|_| CountOutOfRange { hand, index, value })
}

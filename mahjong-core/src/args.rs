//! Whole numbers the faces read for the rules, checked once here: a seat given by its number
//! (0 East … 3 North), a scoring limit and a count of one face's copies. Each range and the sentence saying it live here, so
//! the C, Python and command-line faces only convert.
//!
//! ```
//! use mahjong_core::{Wind, args};
//! assert_eq!(args::seat(2), Ok(Wind::West));
//! assert_eq!(args::seat(7).unwrap_err().to_string(), "is not a seat: winds are 0 (east) to 3 (north)");
//! assert_eq!(args::limit(500), Ok(500));
//! ```

use crate::Wind;
use core::fmt;

/// A number outside the range the rules take. Its `Display` is the sentence that follows the
/// number in a message: `seat 7 is not a seat: winds are 0 (east) to 3 (north)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutOfRange {
    /// A seat number past 0 (East) to 3 (North).
    Seat,
    /// A scoring limit past what a limit can be.
    Limit,
    /// A count of one face past 0 to [`MAX_COPIES`].
    Count,
}

/// The most copies of one face a hand holds (a set has four of each).
pub const MAX_COPIES: u8 = 4;

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutOfRange::Seat => f.write_str("is not a seat: winds are 0 (east) to 3 (north)"),
            OutOfRange::Limit => write!(f, "is out of range: a limit is a whole number from 1 to {}", u32::MAX),
            OutOfRange::Count => write!(f, "is not 0 to {MAX_COPIES}"),
        }
    }
}

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
    u8::try_from(n).ok().filter(|&i| i < 4).map(Wind::from_index).ok_or(OutOfRange::Seat)
}

/// A scoring limit given as a number (the scoring refuses 0 with its own error).
///
/// ```
/// use mahjong_core::args::{self, OutOfRange};
/// assert_eq!(args::limit(1000), Ok(1000));
/// assert_eq!(args::limit(1 << 40), Err(OutOfRange::Limit));
/// ```
pub fn limit(n: i128) -> Result<u32, OutOfRange> {
    u32::try_from(n).map_err(|_| OutOfRange::Limit)
}

/// A count of one face's copies: 0 to [`MAX_COPIES`].
///
/// ```
/// use mahjong_core::args::{self, OutOfRange};
/// assert_eq!(args::count(4), Ok(4));
/// assert_eq!(args::count(5).unwrap_err().to_string(), "is not 0 to 4");
/// ```
pub fn count(n: i128) -> Result<u8, OutOfRange> {
    u8::try_from(n).ok().filter(|&c| c <= MAX_COPIES).ok_or(OutOfRange::Count)
}

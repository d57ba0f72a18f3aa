//! How a breakdown line and a score read as text: "Major tile Pung: 4 points", "No Chows: 1 double",
//! "64 (32 points, 1 double)". Every face prints these.

use super::{Score, ScoreItem};
use core::fmt;

/// `n word` or `n words`.
fn counted(f: &mut fmt::Formatter<'_>, n: u32, word: &str) -> fmt::Result {
    write!(f, "{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// The line as the scoring table words it, then its points or its doubles.
///
/// ```
/// use mahjong_core::scoring::{score_losing_hand, ScoreRules};
/// let hand = mahjong_core::Hand::parse("[777z] 19m 2468p 1357s").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!(s.items()[0].to_string(), "Major tile Pung: 4 points");
/// ```
impl fmt::Display for ScoreItem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.label())?;
        if self.doubles() > 0 { counted(f, self.doubles(), "double") } else { counted(f, self.points(), "point") }
    }
}

/// The total, then the points and doubles it came from (", the limit" when cut to the limit).
///
/// ```
/// use mahjong_core::scoring::{score_losing_hand, ScoreRules};
/// let hand = mahjong_core::Hand::parse("(7777z) 12m 468p 1357s 2z ; seat_wind=S").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!(s.to_string(), "64 (32 points, 1 double)");
/// ```
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (", self.total())?;
        counted(f, self.points(), "point")?;
        f.write_str(", ")?;
        counted(f, self.doubles(), "double")?;
        f.write_str(if self.is_limit() { ", the limit)" } else { ")" })
    }
}

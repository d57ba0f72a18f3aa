//! How a decomposition and a wait read as text: `[5z5z5z] 1m2m3m 4p5p6p 7s8s9s + pair 1z`, `1m 4m`.

use super::{Decomposition, Waits};
use core::fmt;

/// The sets, each its tiles written one by one (a meld in brackets), then the pair.
///
/// ```
/// use mahjong_core::{Hand, standard::{decompose, RuleProfile}};
/// let hand = Hand::parse("123m 456p 789s 11z [555z]").unwrap();
/// let mut text = Vec::new();
/// decompose(&hand, RuleProfile::Classical, |d| text.push(d.to_string())).unwrap();
/// assert_eq!(text, ["[5z5z5z] 1m2m3m 4p5p6p 7s8s9s + pair 1z"]);
/// ```
impl fmt::Display for Decomposition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in self.sets() {
            f.write_str(if s.meld_status().is_some() { "[" } else { "" })?;
            for t in s.tiles() {
                write!(f, "{t}")?;
            }
            f.write_str(if s.meld_status().is_some() { "] " } else { " " })?;
        }
        write!(f, "+ pair {}", self.pair())
    }
}

/// The completing tiles in index order, a space between.
///
/// ```
/// use mahjong_core::{Hand, standard::{waits, RuleProfile}};
/// let w = waits(&Hand::parse("23m 456p 789s 111z 22z").unwrap(), RuleProfile::Classical).unwrap();
/// assert_eq!(w.to_string(), "1m 4m");
/// ```
impl fmt::Display for Waits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.iter().enumerate() {
            write!(f, "{}{t}", if i > 0 { " " } else { "" })?;
        }
        Ok(())
    }
}

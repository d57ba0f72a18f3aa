//! How a card and one of its hands read as text.

use super::{Card, HandSpec};
use core::fmt;

/// `name (n hands)`.
///
/// ```
/// use mahjong_core::american::Card;
/// let c = Card::sample();
/// assert_eq!(c.to_string(), format!("{} ({} hands)", c.name(), c.hands().len()));
/// ```
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} hands)", self.name(), self.hands().len())
    }
}

/// `section #number: text (value, C or X)`.
///
/// ```
/// let mut h = mahjong_core::american::HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"]);
/// h.text = "333 666 9999 DDDD".into();
/// assert_eq!(h.to_string(), "369 #1: 333 666 9999 DDDD (25, X)");
/// ```
impl fmt::Display for HandSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} #{}: {} ({}, {})", self.section, self.number, self.text, self.value, self.marking())
    }
}

//! How a card reads as text: its name and how many hands it prints.

use super::Card;
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

//! A cheap lower bound of a hand's tiles away from the card, for callers (the game engine) that
//! only need to know that a hand is far from every line.

use super::card::Card;
use super::forms::P;
use super::line::LINE_TILES;
use super::matcher::HandVec;
use crate::Hand;

impl Card {
    /// A lower bound of [`Card::nearest`]'s tiles away for the hand: 14 minus, over the lines
    /// the hand may still make, the most of its tiles that the line's suit-free profile has
    /// room for (jokers counted as fitting anywhere). It never exceeds the nearest line's tiles
    /// away; it gives 0 (no information) for a hand `nearest` does not take.
    pub(crate) fn tiles_away_floor(&self, hand: &Hand) -> u8 {
        let hv = HandVec::new(hand);
        if hv.total > LINE_TILES || hv.chow {
            return 0;
        }
        let mut most = 0u8;
        for le in &self.lines {
            if le.concealed && hv.n_expo > 0 {
                continue;
            }
            let mut s = 0u8;
            for k in 0..P {
                s = s.wrapping_add(hv.hi[k].min(le.slots[k]));
            }
            most = most.max(s.saturating_add(hv.jc).min(14));
        }
        14 - most
    }
}

//! A cheap lower bound of a hand's tiles away from the card, for callers (the game engine) that
//! only need to know that a hand is far from every line.

use super::card::Card;
use super::forms::P;
use super::line::LINE_TILES;
use super::matcher::HandVec;
use crate::Hand;

impl Card {
    /// A lower bound of [`Card::nearest`]'s tiles away for the hand: 14 minus, over the lines
    /// the hand may still make, the most of its tiles that one of the line's suit-free profiles
    /// (one per run of forms that differ only in suits) has room for, jokers counted as fitting
    /// anywhere. It never exceeds the nearest line's tiles away; it gives 0 (no information)
    /// for a hand `nearest` does not take.
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
            // The line's profile holds every block's: when it cannot beat the best so far, no
            // block can.
            if room(&hv, &le.slots) <= most {
                continue;
            }
            for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
                most = most.max(room(&hv, &b.slots));
            }
        }
        14 - most
    }
}

/// How many of the hand's tiles the suit-free profile `slots` has room for, jokers counted as
/// fitting anywhere (at most 14).
#[inline]
fn room(hv: &HandVec, slots: &[u8; P]) -> u8 {
    let s = hv.hi.iter().zip(slots).fold(0u8, |s, (&have, &room)| s.wrapping_add(have.min(room)));
    s.saturating_add(hv.jc).min(14)
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::super::Nearest;
    use crate::american::Card;
    use crate::rules::Table;
    use crate::sim::{Actions, Bot, BotKind, Game, Player};

    #[test]
    fn the_floor_never_exceeds_the_nearest_lines_tiles_away() {
        // Every hand of every step of some games, concealed and with exposures and jokers: the
        // floor against `nearest` (the slow, exact answer).
        let card = Card::sample();
        let mut legal = Actions::new();
        let (mut checked, mut close) = (0u32, 0u32);
        for seed in 0..6 {
            let kind = if seed % 2 == 0 { BotKind::Random } else { BotKind::Greedy };
            let mut g = Game::new(Table::american(), Some(card), seed).unwrap();
            let mut players = Bot::seats(kind, seed);
            while let Some(seat) = g.to_act() {
                for hand in g.hands() {
                    let mut near = [Nearest::EMPTY; 1];
                    if card.nearest(hand, &mut near) == 1 {
                        let away = near[0].tiles_away();
                        let floor = usize::from(card.tiles_away_floor(hand));
                        assert!(floor <= away, "{hand}: floor {floor}, nearest {away}");
                        checked += 1;
                        close += u32::from(floor + 2 >= away);
                    }
                }
                g.legal_actions(&mut legal);
                let a = legal.as_slice()[players[seat.index() as usize].choose(&g, legal.as_slice())];
                g.step_as(seat, a).unwrap();
            }
        }
        // The floor is a useful bound, not only a true one: mostly within two tiles.
        assert!(checked > 1_000 && close * 2 > checked, "{close} of {checked}");
    }
}

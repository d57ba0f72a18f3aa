//! A cheap lower bound of a hand's tiles away from the card, for callers (the game engine) that
//! only need to know that a hand is far from every line.

use super::card::Card;
use super::forms::{CLASS_OF, FACE_OF, JOKER_FACE, OTHER, P};
use super::line::LINE_TILES;
use crate::{Hand, MeldKind, MeldStatus, Tile};

impl Card {
    /// A lower bound of [`Card::nearest`]'s tiles away for the hand: 14 minus, over the lines
    /// the hand may still make, the most of its tiles that one of the line's suit-free profiles
    /// (one per run of forms that differ only in suits) has room for, jokers counted as fitting
    /// anywhere. It never exceeds the nearest line's tiles away; it gives 0 (no information)
    /// for a hand `nearest` does not take.
    ///
    /// The hand is given by its profile ([`HandProfile::new`]).
    pub(crate) fn floor_of(&self, hp: &HandProfile) -> u8 {
        let hp = *hp;
        if hp.total > LINE_TILES || hp.chow {
            return 0;
        }
        if self.lines.len() > MAX_SORTED_LINES {
            return 14 - self.most_room_in_card_order(&hp);
        }
        // Each line's profile has room for at least as many tiles as any of its blocks': visit
        // the lines from the roomiest down (card order among equals), and stop once no line
        // left can beat the best block.
        let mut rooms = [0u8; MAX_SORTED_LINES];
        let mut count = [0u16; 16];
        for (r, le) in rooms.iter_mut().zip(&self.lines) {
            // A C line is closed to a hand with exposures (room 0: never visited).
            *r = if le.concealed && hp.n_expo > 0 { 0 } else { room(&hp, &le.slots) };
            count[usize::from(*r & 15)] += 1;
        }
        let n = self.lines.len();
        // A counting sort of the line indices by room, roomiest first.
        let mut next = [0u16; 16];
        let mut at = 0u16;
        for r in (0..16).rev() {
            next[r] = at;
            at += count[r];
        }
        let mut order = [0u8; MAX_SORTED_LINES];
        for (li, &r) in rooms[..n].iter().enumerate() {
            let slot = &mut next[usize::from(r & 15)];
            order[usize::from(*slot) % MAX_SORTED_LINES] = li as u8;
            *slot += 1;
        }
        let mut most = 0u8;
        for &li in &order[..n] {
            let r = rooms[usize::from(li)];
            if r <= most {
                break;
            }
            let le = &self.lines[usize::from(li)];
            for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
                most = most.max(room(&hp, &b.slots));
                if most >= r {
                    break;
                }
            }
        }
        14 - most
    }

    /// The most room of any block of the lines open to the hand, lines in card order (for cards
    /// with more lines than the sorted visit holds).
    fn most_room_in_card_order(&self, hp: &HandProfile) -> u8 {
        let mut most = 0u8;
        for le in &self.lines {
            if le.concealed && hp.n_expo > 0 {
                continue;
            }
            // The line's profile holds every block's: when it cannot beat the best so far, no
            // block can.
            if room(hp, &le.slots) <= most {
                continue;
            }
            for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
                most = most.max(room(hp, &b.slots));
            }
        }
        most
    }
}

/// Lines the floor visits in order of room (a card with more is visited in card order).
const MAX_SORTED_LINES: usize = 256;

/// What the floor needs of a hand: the suit-free profile of its tiles, concealed and exposed
/// (that of `HandVec`'s `e`), without the per-tile vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HandProfile {
    /// Suit-free profile of every natural tile and every exposed tile.
    hi: [u8; P],
    /// Concealed jokers.
    jc: u8,
    total: usize,
    /// Exposures other than chows.
    n_expo: u8,
    /// An exposed chow.
    chow: bool,
}

impl HandProfile {
    /// A lower bound of this hand's [`Card::floor_of`], knowing that an `earlier` hand's was
    /// `floor`: each profile class (and each joker) the hand holds more of than the earlier
    /// one lets a block's room grow by one, and nothing else does (so a tile drawn and one of
    /// its class discarded change nothing). 0 (no information) when the hand may make lines
    /// the earlier one could not (it has lost its exposures) or the floor takes no information
    /// from it.
    pub(crate) fn floor_since(&self, earlier: &HandProfile, floor: u8) -> u8 {
        if self.total > LINE_TILES || self.chow || (earlier.n_expo > 0 && self.n_expo == 0) {
            return 0;
        }
        // Summed wide (every lane at once); the sum of the gains, capped at 255, is what adding
        // them one by one with saturation gives.
        let mut gain = u16::from(self.jc.saturating_sub(earlier.jc));
        for k in 0..P {
            gain += u16::from(self.hi[k].saturating_sub(earlier.hi[k]));
        }
        floor.saturating_sub(gain.min(255) as u8)
    }

    pub(crate) fn new(hand: &Hand) -> HandProfile {
        let mut hp = HandProfile { hi: [0; P], jc: 0, total: 0, n_expo: 0, chow: false };
        // The concealed tiles, the bonus tiles and the concealed kongs' tiles, each counted in
        // its class (jokers apart).
        let mut count = |tiles: &[Tile]| {
            hp.total += tiles.len();
            for &t in tiles {
                match class(t) {
                    Some(k) => hp.hi[k] = hp.hi[k].saturating_add(1),
                    None => hp.jc = hp.jc.saturating_add(1),
                }
            }
        };
        count(hand.concealed());
        count(hand.bonus());
        for m in hand.melds().iter().filter(|m| m.status() == MeldStatus::Concealed) {
            count(m.tiles());
        }
        for m in hand.melds().iter().filter(|m| m.status() != MeldStatus::Concealed) {
            let size = m.tiles().len() as u8;
            hp.total += size as usize;
            if m.kind() == MeldKind::Chow {
                hp.chow = true;
                continue;
            }
            let k = class(m.tile()).unwrap_or(CLASS_OF[OTHER] as usize);
            hp.hi[k] = hp.hi[k].saturating_add(size);
            hp.n_expo = hp.n_expo.saturating_add(1);
        }
        hp
    }
}

/// The profile class of a natural tile (`None` for the joker), from the tables.
#[inline]
fn class(t: Tile) -> Option<usize> {
    match TILE_CLASS.get(usize::from(t.index())) {
        Some(&k) if k != JOKER_FACE => Some(usize::from(k) % P),
        _ => None,
    }
}

/// The profile class of each tile index ([`JOKER_FACE`] for the joker): [`FACE_OF`] then
/// [`CLASS_OF`] in one table.
const TILE_CLASS: [u8; Tile::COUNT] = {
    let mut t = [JOKER_FACE; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        let f = FACE_OF[i];
        if f != JOKER_FACE {
            t[i] = CLASS_OF[f as usize];
        }
        i += 1;
    }
    t
};

/// How many of the hand's tiles the suit-free profile `slots` has room for, jokers counted as
/// fitting anywhere (at most 14).
#[inline]
fn room(hp: &HandProfile, slots: &[u8; P]) -> u8 {
    let s = hp.hi.iter().zip(slots).fold(0u8, |s, (&have, &room)| s.wrapping_add(have.min(room)));
    s.saturating_add(hp.jc).min(14)
}

#[cfg(all(test, feature = "std"))]
impl Card {
    /// [`Card::floor_of`] of a hand.
    pub(crate) fn tiles_away_floor(&self, hand: &Hand) -> u8 {
        self.floor_of(&HandProfile::new(hand))
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::super::Nearest;
    use super::super::matcher::HandVec;
    use super::HandProfile;
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
        let mut since = 0u32;
        for seed in 0..6 {
            let kind = if seed % 2 == 0 { BotKind::Random } else { BotKind::Greedy };
            let mut g = Game::new(Table::american(), Some(card), seed).unwrap();
            let mut players = Bot::seats(kind, seed);
            let mut snaps = [None; 4];
            while let Some(seat) = g.to_act() {
                // The bound from an earlier hand of the seat never exceeds the hand's own floor.
                for (i, hand) in g.hands().iter().enumerate() {
                    let hp = HandProfile::new(hand);
                    let floor = card.floor_of(&hp);
                    if let Some((earlier, f)) = snaps[i] {
                        assert!(hp.floor_since(&earlier, f) <= floor, "{hand}");
                        since += 1;
                    }
                    if g.steps() % 7 == i as u32 {
                        snaps[i] = Some((hp, floor));
                    }
                }
                for hand in g.hands() {
                    // The light profile is HandVec's.
                    let hv = HandVec::new(hand);
                    let hp = HandProfile::new(hand);
                    assert_eq!((hp.hi, hp.jc, hp.total, hp.chow), (hv.hi, hv.jc, hv.total, hv.chow), "{hand}");
                    assert_eq!(hp.n_expo > 0, hv.n_expo > 0, "{hand}");
                    // The sorted visit and the card-order one agree.
                    if hp.total <= 14 && !hp.chow {
                        assert_eq!(card.tiles_away_floor(hand), 14 - card.most_room_in_card_order(&hp), "{hand}");
                    }
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
        assert!(since > 1_000, "{since}");
    }
}

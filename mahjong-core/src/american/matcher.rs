//! Matching a hand against a compiled card: the hand folded into count vectors ([`HandVec`]),
//! the vector compares, the best line and every line matched. Nothing here allocates.

// The hot loops index fixed-size arrays in lockstep so that they compile to vector code.
#![allow(clippy::needless_range_loop)]

use super::card::{Card, LineEntry};
use super::error::MatchError;
use super::forms::{Concrete, OTHER, P, V, concretize, decode_combo, index_of, profile, tile_of};
use super::line::{LINE_TILES, Line, MAX_GROUPS};
use super::report::{GroupMatch, Match, jokerless, points};
use crate::{Hand, MeldKind, MeldStatus, Tile};

/// A hand folded into count vectors.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HandVec {
    /// Concealed naturals per tile.
    pub(crate) hc: [u8; V],
    /// Exposed tiles per tile (whole exposures, jokers included).
    pub(crate) x: [u8; V],
    /// `hc + x`.
    pub(crate) e: [u8; V],
    /// Suit-free profiles of `hc` and `e`.
    pub(crate) lo: [u8; P],
    pub(crate) hi: [u8; P],
    /// Concealed jokers.
    pub(crate) jc: u8,
    /// All jokers.
    pub(crate) jokers: u8,
    pub(crate) total: usize,
    /// Exposures: (tile index, size, jokers).
    pub(crate) expo: [(u8, u8, u8); 4],
    pub(crate) n_expo: u8,
    /// An exposed chow: no American line takes it.
    pub(crate) chow: bool,
}

impl HandVec {
    pub(crate) fn new(hand: &Hand) -> HandVec {
        let mut hv = HandVec {
            hc: [0; V],
            x: [0; V],
            e: [0; V],
            lo: [0; P],
            hi: [0; P],
            jc: 0,
            jokers: 0,
            total: 0,
            expo: [(0, 0, 0); 4],
            n_expo: 0,
            chow: false,
        };
        let concealed = hand.concealed().iter().chain(hand.bonus());
        let kongs = hand.melds().iter().filter(|m| m.status() == MeldStatus::Concealed).flat_map(|m| m.tiles());
        for &t in concealed.chain(kongs) {
            hv.total += 1;
            match index_of(t) {
                Some(i) => hv.hc[i] = hv.hc[i].saturating_add(1),
                None => hv.jc = hv.jc.saturating_add(1),
            }
        }
        hv.jokers = hv.jc;
        for m in hand.melds().iter().filter(|m| m.status() != MeldStatus::Concealed) {
            let size = m.tiles().len() as u8;
            hv.total += size as usize;
            hv.jokers = hv.jokers.saturating_add(m.jokers() as u8);
            if m.kind() == MeldKind::Chow {
                hv.chow = true;
                continue;
            }
            let i = index_of(m.tile()).unwrap_or(OTHER);
            hv.x[i] = hv.x[i].saturating_add(size);
            if (hv.n_expo as usize) < hv.expo.len() {
                hv.expo[hv.n_expo as usize] = (i as u8, size, m.jokers() as u8);
                hv.n_expo += 1;
            }
        }
        for i in 0..V {
            hv.e[i] = hv.hc[i].saturating_add(hv.x[i]);
        }
        hv.lo = profile(&hv.hc);
        hv.hi = profile(&hv.e);
        hv
    }

    pub(crate) fn exposures(&self) -> &[(u8, u8, u8)] {
        &self.expo[..self.n_expo as usize]
    }

    /// The hand less one concealed tile (`None`: a joker); the caller checks the hand holds it.
    pub(crate) fn without(&self, i: Option<usize>) -> HandVec {
        let mut hv = *self;
        match i {
            Some(i) => {
                hv.hc[i] -= 1;
                hv.e[i] -= 1;
                hv.lo = profile(&hv.hc);
                hv.hi = profile(&hv.e);
            }
            None => {
                hv.jc -= 1;
                hv.jokers -= 1;
            }
        }
        hv.total -= 1;
        hv
    }
}

/// Every count `held` at least the naturals required (`nat`), and every count `all` at most
/// the slots.
#[inline]
fn within<const N: usize>(held: &[u8; N], all: &[u8; N], nat: &[u8; N], slots: &[u8; N]) -> bool {
    let mut bad = 0u8;
    for k in 0..N {
        bad |= nat[k].saturating_sub(held[k]) | all[k].saturating_sub(slots[k]);
    }
    bad == 0
}

/// Necessary condition from the suit-free profiles.
#[inline]
fn profile_fits(hv: &HandVec, nat: &[u8; P], slots: &[u8; P]) -> bool {
    within(&hv.lo, &hv.hi, nat, slots)
}

/// Every tile's concealed naturals at least the naturals required, and concealed plus exposed
/// tiles at most the slots.
#[inline]
fn fits(hv: &HandVec, nat: &[u8; V], slots: &[u8; V]) -> bool {
    within(&hv.hc, &hv.e, nat, slots)
}

/// Tiles of the hand that fit the form (naturals in their slots, concealed jokers in the
/// joker-eligible slots left), assuming the exposures are consistent with it.
#[inline]
pub(crate) fn fit(hv: &HandVec, nat: &[u8; V], slots: &[u8; V]) -> u8 {
    let mut s = 0u8;
    let mut m = 0u8;
    for i in 0..V {
        let a = hv.e[i].min(slots[i]);
        s = s.wrapping_add(a);
        m = m.wrapping_add(a.max(nat[i].wrapping_add(hv.x[i])));
    }
    s.wrapping_add(hv.jc.min(14u8.saturating_sub(m))).min(14)
}

/// Upper bound of [`fit`] over the forms of a block or line, from profiles.
#[inline]
pub(super) fn fit_bound(hv: &HandVec, slots: &[u8; P]) -> u8 {
    let mut s = 0u8;
    for k in 0..P {
        s = s.wrapping_add(hv.hi[k].min(slots[k]));
    }
    s.saturating_add(hv.jc).min(14)
}

/// Iterator over every line a hand matches, in card order. Made by [`Card::matches`].
#[derive(Clone, Debug)]
pub struct Matches<'c> {
    card: &'c Card,
    hv: HandVec,
    next: usize,
}

impl<'c> Iterator for Matches<'c> {
    type Item = Match<'c>;
    fn next(&mut self) -> Option<Match<'c>> {
        if self.hv.total != LINE_TILES || self.hv.chow {
            return None;
        }
        while self.next < self.card.lines.len() {
            let li = self.next;
            self.next += 1;
            if let Some(f) = self.card.line_match(&self.card.lines[li], &self.hv) {
                if let Some(m) = self.card.build_match(&self.hv, li, f) {
                    return Some(m);
                }
            }
        }
        None
    }
}
impl Card {
    /// The first form of the line the hand matches (preferring one with a joker-eligible group
    /// when the hand is jokerless, for the doubling).
    fn line_match(&self, le: &LineEntry, hv: &HandVec) -> Option<usize> {
        if le.concealed && hv.n_expo > 0 {
            return None;
        }
        if !profile_fits(hv, &le.nat, &le.slots) {
            return None;
        }
        let prefer_jokers = jokerless(hv.jokers.into()) && le.any_joker_group;
        let mut found = None;
        for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
            if !profile_fits(hv, &b.nat, &b.slots) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                if fits(hv, &self.nat[f], &self.slots[f]) && self.info[f].accepts(hv.exposures()) {
                    if !prefer_jokers || self.info[f].has_joker_group() {
                        return Some(f);
                    }
                    found.get_or_insert(f);
                }
            }
        }
        found
    }

    /// The best line the hand matches: the most points (the value, doubled when jokerless for
    /// lines with a joker-eligible group); ties go to the line first in card order. `None` when
    /// the hand does not hold 14 tiles or matches no line. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let card = Card::sample();
    /// let m = card.match_hand(&Hand::parse("FF 2026c 2026b 2026d").unwrap()).unwrap();
    /// assert_eq!((m.section(), m.number(), m.concealed(), m.value()), ("Year 2026", 6, true, 50));
    /// assert!(card.match_hand(&Hand::parse("FF 2026c 2026b 2026d 1b").unwrap()).is_none());
    /// ```
    pub fn match_hand(&self, hand: &Hand) -> Option<Match<'_>> {
        let hv = HandVec::new(hand);
        if hv.total != LINE_TILES || hv.chow {
            return None;
        }
        let mut best: Option<(u64, usize, usize)> = None;
        for (li, le) in self.lines.iter().enumerate() {
            let most = points(le.value, jokerless(hv.jokers.into()), le.any_joker_group);
            if best.is_some_and(|b| most <= b.0) {
                continue;
            }
            if let Some(f) = self.line_match(le, &hv) {
                let p = points(le.value, jokerless(hv.jokers.into()), self.info[f].has_joker_group());
                if best.is_none_or(|b| p > b.0) {
                    best = Some((p, li, f));
                }
            }
        }
        best.and_then(|(_, li, f)| self.build_match(&hv, li, f))
    }

    /// Every line the hand matches, in card order. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::Card};
    /// let hand = Hand::parse("FF 3333b 3333c 3333d").unwrap();
    /// let found: Vec<_> = Card::sample().matches(&hand).map(|m| (m.section(), m.number())).collect();
    /// assert_eq!(found, [("Any Like Numbers", 1), ("369", 8)]);
    /// ```
    pub fn matches<'c>(&'c self, hand: &Hand) -> Matches<'c> {
        Matches { card: self, hv: HandVec::new(hand), next: 0 }
    }

    fn build_match(&self, hv: &HandVec, li: usize, f: usize) -> Option<Match<'_>> {
        let le = &self.lines[li];
        let spec = self.hands.get(le.hand as usize)?;
        let line = Line::parse(spec.lines.get(le.line as usize)?).ok()?;
        let info = &self.info[f];
        let mut groups = [Concrete::default(); MAX_GROUPS];
        let ng = concretize(&line, &decode_combo(&line, info.combo), info.suits, info.n, info.winds, &mut groups);
        let groups = &groups[..ng];
        let mut m = Match {
            spec,
            line: le.line,
            suits: info.suits,
            n: info.n,
            jokers: hv.jokers,
            joker_group: info.has_joker_group(),
            tiles: [Tile::BLANK; LINE_TILES],
            groups: [GroupMatch::default(); MAX_GROUPS],
            n_groups: ng as u8,
        };
        // Exposures take joker-eligible groups of their tile and size, first come first served.
        let mut exposure_of = [None; MAX_GROUPS];
        let mut used = [false; 4];
        for (g, c) in groups.iter().enumerate() {
            if !c.kind().joker_eligible() {
                continue;
            }
            let e =
                hv.exposures().iter().enumerate().position(|(i, &(t, s, _))| !used[i] && t == c.tiles[0] && s == c.len);
            if let Some(e) = e {
                used[e] = true;
                exposure_of[g] = Some(e);
            }
        }
        // Naturals-only groups take their naturals first; concealed sets take what is left,
        // jokers fill the rest.
        let mut left = hv.hc;
        for c in groups.iter().filter(|c| !c.kind().joker_eligible()) {
            for &t in &c.tiles[..c.len as usize] {
                left[t as usize] = left[t as usize].checked_sub(1)?;
            }
        }
        let mut pos = 0usize;
        for (g, c) in groups.iter().enumerate() {
            let tile = tile_of(c.tiles[0] as usize);
            let jokers = match exposure_of[g] {
                Some(e) => hv.expo[e].2,
                None if c.kind().joker_eligible() => {
                    let naturals = left[c.tiles[0] as usize].min(c.len);
                    left[c.tiles[0] as usize] -= naturals;
                    c.len - naturals
                }
                None => 0,
            };
            for (i, &t) in c.tiles[..c.len as usize].iter().enumerate() {
                m.tiles[pos + i] = if i >= (c.len - jokers) as usize { Tile::JOKER } else { tile_of(t as usize) };
            }
            m.groups[g] = GroupMatch {
                kind: c.kind(),
                tile,
                start: pos as u8,
                len: c.len,
                jokers,
                exposed: exposure_of[g].is_some(),
            };
            pos += c.len as usize;
        }
        Some(m)
    }
}

impl Card {
    /// [`Card::match_hand`] that refuses a hand not of 14 tiles instead of giving `None`.
    /// `Ok(None)` means 14 tiles that match no line. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError}};
    /// let card = Card::sample();
    /// let m = card.try_match_hand(&Hand::parse("FF 2026c 2026b 2026d").unwrap()).unwrap().unwrap();
    /// assert_eq!((m.section(), m.number()), ("Year 2026", 6));
    /// assert!(card.try_match_hand(&Hand::parse("FF 2026c 2026b 1357d").unwrap()).unwrap().is_none());
    /// let long = Hand::parse("FF 2026c 2026b 2026d 1b").unwrap();
    /// assert_eq!(card.try_match_hand(&long).unwrap_err(), MatchError::MatchTiles { tiles: 15 });
    /// ```
    pub fn try_match_hand(&self, hand: &Hand) -> Result<Option<Match<'_>>, MatchError> {
        match hand_tiles(hand) {
            14 => Ok(self.match_hand(hand)),
            tiles => Err(MatchError::MatchTiles { tiles }),
        }
    }

    /// [`Card::matches`] that refuses a hand not of 14 tiles instead of matching nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError}};
    /// let hand = Hand::parse("FF 3333b 3333c 3333d").unwrap();
    /// assert_eq!(Card::sample().try_matches(&hand).unwrap().count(), 2);
    /// let short = Hand::parse("FF 3333b 3333c 333d").unwrap();
    /// assert_eq!(Card::sample().try_matches(&short).unwrap_err(), MatchError::MatchTiles { tiles: 13 });
    /// ```
    pub fn try_matches<'c>(&'c self, hand: &Hand) -> Result<Matches<'c>, MatchError> {
        match hand_tiles(hand) {
            14 => Ok(self.matches(hand)),
            tiles => Err(MatchError::MatchTiles { tiles }),
        }
    }
}

/// Tiles of a hand as the matcher counts them: concealed, bonus (flowers) and meld tiles.
pub(super) fn hand_tiles(hand: &Hand) -> usize {
    hand.concealed().len() + hand.bonus().len() + hand.melds().iter().map(|m| m.tiles().len()).sum::<usize>()
}

//! The lines nearest a hand ([`Card::nearest`]): tiles away, the tiles still needed and the
//! tiles that fit nowhere ([`Nearest`]). Nothing here allocates.

// The hot loops index fixed-size arrays in lockstep so that they compile to vector code.
#![allow(clippy::needless_range_loop)]

use super::card::{Card, LineEntry};
use super::error::MatchError;
use super::forms::{NO_N, V, tile_of};
use super::line::LINE_TILES;
use super::matcher::{HandVec, fit, fit_bound, hand_tiles};
use super::report::{suit_of, suits_in};
use super::spec::HandSpec;
use crate::{Hand, Suit, Tile};

/// A line near the hand: how many tiles away, the tiles still needed, and the hand's tiles that
/// fit nowhere in it.
///
/// ```
/// use mahjong_core::{Hand, american::{Card, Nearest}};
/// let mut out = [Nearest::EMPTY; 3];
/// let n = Card::sample().nearest(&Hand::parse("NNNN EEE WWW SSS").unwrap(), &mut out);
/// assert_eq!(n, 3);
/// assert_eq!((out[0].section(), out[0].number(), out[0].tiles_away()), ("Winds-Dragons", 1, 1));
/// assert_eq!(out[0].needed_eligible()[0].to_string(), "2z");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Nearest<'c> {
    spec: Option<&'c HandSpec>,
    line: u8,
    pub(crate) line_idx: u32,
    form: u32,
    fit: u8,
    suits: [u8; 3],
    n: i8,
    jokers_fit: u8,
    needed_naturals: [Tile; LINE_TILES],
    n_needed_naturals: u8,
    needed_eligible: [Tile; LINE_TILES],
    n_needed_eligible: u8,
    unused: [Tile; LINE_TILES],
    n_unused: u8,
}

impl Default for Nearest<'_> {
    fn default() -> Self {
        Nearest::EMPTY
    }
}

impl<'c> Nearest<'c> {
    /// An empty entry, to fill a buffer before [`Card::nearest`].
    pub const EMPTY: Nearest<'static> = Nearest {
        spec: None,
        line: 0,
        line_idx: 0,
        form: 0,
        fit: 0,
        suits: [0xff; 3],
        n: NO_N,
        jokers_fit: 0,
        needed_naturals: [Tile::BLANK; LINE_TILES],
        n_needed_naturals: 0,
        needed_eligible: [Tile::BLANK; LINE_TILES],
        n_needed_eligible: 0,
        unused: [Tile::BLANK; LINE_TILES],
        n_unused: 0,
    };

    /// The hand's section ("" for an empty entry).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.section(), "");
    /// ```
    pub fn section(&self) -> &'c str {
        self.spec.map_or("", |s| s.section.as_str())
    }

    /// The hand's number in its section.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.number(), 0);
    /// ```
    pub fn number(&self) -> u32 {
        self.spec.map_or(0, |s| s.number)
    }

    /// The printed value.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.value(), 0);
    /// ```
    pub fn value(&self) -> u32 {
        self.spec.map_or(0, |s| s.value)
    }

    /// True for a concealed (C) hand.
    ///
    /// ```
    /// assert!(!mahjong_core::american::Nearest::EMPTY.concealed());
    /// ```
    pub fn concealed(&self) -> bool {
        self.spec.is_some_and(|s| s.concealed)
    }

    /// `"C"` or `"X"`: the [`marking`](super::marking) of [`concealed`](Self::concealed).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.marking(), "X");
    /// ```
    pub fn marking(&self) -> &'static str {
        super::marking(self.concealed())
    }

    /// The hand as printed.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.text(), "");
    /// ```
    pub fn text(&self) -> &'c str {
        self.spec.map_or("", |s| s.text.as_str())
    }

    /// The line string (one of the hand's lines).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.line_text(), "");
    /// ```
    pub fn line_text(&self) -> &'c str {
        self.spec.and_then(|s| s.lines.get(self.line as usize)).map_or("", |s| s.as_str())
    }

    /// 0-based index of the line among the hand's lines.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.line_index(), 0);
    /// ```
    pub fn line_index(&self) -> usize {
        self.line as usize
    }

    /// Tiles away: 14 minus the hand's tiles that fit the closest form (naturals in their slots,
    /// jokers in joker-eligible slots). 0 for a winning hand.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.tiles_away(), 14);
    /// ```
    pub fn tiles_away(&self) -> usize {
        14 - self.fit.min(14) as usize
    }

    /// Tiles still needed that must be naturals (singles, pairs, singles groups).
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.needed_naturals().is_empty());
    /// ```
    pub fn needed_naturals(&self) -> &[Tile] {
        &self.needed_naturals[..self.n_needed_naturals as usize]
    }

    /// Empty slots of joker-eligible groups (pungs and larger), before the hand's spare jokers
    /// are placed; [`Nearest::jokers_fit`] of them are filled by jokers already held.
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.needed_eligible().is_empty());
    /// ```
    pub fn needed_eligible(&self) -> &[Tile] {
        &self.needed_eligible[..self.n_needed_eligible as usize]
    }

    /// Concealed jokers that fit the line's empty joker-eligible slots.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.jokers_fit(), 0);
    /// ```
    pub fn jokers_fit(&self) -> usize {
        self.jokers_fit as usize
    }

    /// Concealed tiles that fit nowhere in the line (discard candidates); spare jokers come last.
    ///
    /// ```
    /// assert!(mahjong_core::american::Nearest::EMPTY.unused().is_empty());
    /// ```
    pub fn unused(&self) -> &[Tile] {
        &self.unused[..self.n_unused as usize]
    }

    /// The suit given to letter `a`, `b` or `c` in the closest form.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.suit('a'), None);
    /// ```
    pub fn suit(&self, letter: char) -> Option<Suit> {
        suit_of(&self.suits, letter)
    }

    /// Each letter the closest form uses (`a`, `b`, `c`, in that order) with the suit given to it.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.suits().count(), 0);
    /// ```
    pub fn suits(&self) -> impl Iterator<Item = (char, Suit)> + use<> {
        suits_in(self.suits)
    }

    /// The base number n of the closest form, for lines with `X` groups.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Nearest::EMPTY.base_number(), None);
    /// ```
    pub fn base_number(&self) -> Option<i8> {
        (self.n != NO_N).then_some(self.n)
    }
}

fn push_tiles(list: &mut [Tile; LINE_TILES], len: &mut u8, tile: Tile, count: u8) {
    for _ in 0..count {
        if (*len as usize) < LINE_TILES {
            list[*len as usize] = tile;
            *len += 1;
        }
    }
}

impl Card {
    /// The lines closest to the hand, fewest tiles away first (ties in card order), written into
    /// `out` (as many as it holds); returns how many were written. Works for hands of up to 14
    /// tiles (usually 13 or 14), exposures included: only lines with a form that takes every
    /// exposure count, and concealed (C) lines are left out when the hand has exposures. Hands
    /// over 14 tiles give 0. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, Nearest}};
    /// let mut out = [Nearest::EMPTY; 8];
    /// let hand = Hand::parse("[NNNN] EEE WWW SSS 1b").unwrap();
    /// // Only six lines take an exposed kong of North (three of them Winds-Dragons #7's).
    /// assert_eq!(Card::sample().nearest(&hand, &mut out), 6);
    /// assert_eq!((out[0].section(), out[0].tiles_away()), ("Winds-Dragons", 1));
    /// assert_eq!(out[0].unused()[0].to_string(), "1s");
    /// assert!(out.iter().all(|n| !n.concealed()));
    /// ```
    pub fn nearest<'c>(&'c self, hand: &Hand, out: &mut [Nearest<'c>]) -> usize {
        let k = out.len();
        let hv = HandVec::new(hand);
        if k == 0 || hv.total > LINE_TILES || hv.chow {
            return 0;
        }
        let eligible = |le: &LineEntry| !(le.concealed && hv.n_expo > 0);
        // Pass 1: bound every line, find the bound reached by at least k lines.
        let mut hist = [0usize; 15];
        for le in self.lines.iter().filter(|le| eligible(le)) {
            hist[fit_bound(&hv, &le.slots) as usize] += 1;
        }
        let mut threshold = 0u8;
        let mut acc = 0;
        for t in (0..=14u8).rev() {
            acc += hist[t as usize];
            if acc >= k {
                threshold = t;
                break;
            }
        }
        // Pass 2: the lines at or above it; pass 3: the lines below it that may still beat the
        // k-th found.
        let mut n = 0usize;
        for (li, le) in self.lines.iter().enumerate() {
            if eligible(le) && fit_bound(&hv, &le.slots) >= threshold {
                self.consider(li, &hv, out, &mut n);
            }
        }
        let kth = if n == k { out[k - 1].fit } else { 0 };
        if kth < threshold {
            for (li, le) in self.lines.iter().enumerate() {
                let b = fit_bound(&hv, &le.slots);
                if eligible(le) && b < threshold && b >= kth {
                    self.consider(li, &hv, out, &mut n);
                }
            }
        }
        for entry in &mut out[..n] {
            self.fill_nearest(&hv, entry);
        }
        n
    }

    fn consider<'c>(&'c self, li: usize, hv: &HandVec, out: &mut [Nearest<'c>], n: &mut usize) {
        let k = out.len();
        let le = &self.lines[li];
        let beats = |fit: u8, out: &[Nearest<'c>], n: usize| {
            n < k || fit > out[k - 1].fit || (fit == out[k - 1].fit && (li as u32) < out[k - 1].line_idx)
        };
        let mut best: Option<(u8, usize)> = None;
        for b in &self.blocks[le.blocks.0 as usize..le.blocks.1 as usize] {
            let bound = fit_bound(hv, &b.slots);
            if best.is_some_and(|(bf, _)| bound <= bf) || !beats(bound, out, *n) {
                continue;
            }
            for f in b.start as usize..b.end as usize {
                let v = fit(hv, &self.nat[f], &self.slots[f]);
                if best.is_none_or(|(bf, _)| v > bf) && self.info[f].accepts(hv.exposures()) {
                    best = Some((v, f));
                }
            }
        }
        let Some((v, f)) = best else { return };
        if !beats(v, out, *n) {
            return;
        }
        let at = out[..*n].iter().position(|o| v > o.fit || (v == o.fit && (li as u32) < o.line_idx)).unwrap_or(*n);
        if at >= k {
            return;
        }
        let last = (*n).min(k - 1);
        out.copy_within(at..last, at + 1);
        let info = &self.info[f];
        out[at] = Nearest {
            spec: self.hands.get(le.hand as usize),
            line: le.line,
            line_idx: li as u32,
            form: f as u32,
            fit: v,
            suits: info.suits,
            n: info.n,
            ..Nearest::EMPTY
        };
        *n = (*n + 1).min(k);
    }

    /// The [`Nearest`] entry describing form `f` of line `li` for the hand: tiles away, the
    /// tiles still needed and the tiles that fit nowhere in it.
    pub(crate) fn form_entry(&self, hv: &HandVec, li: usize, f: usize) -> Nearest<'_> {
        let le = &self.lines[li];
        let info = &self.info[f];
        let mut entry = Nearest {
            spec: self.hands.get(le.hand as usize),
            line: le.line,
            line_idx: li as u32,
            form: f as u32,
            fit: fit(hv, &self.nat[f], &self.slots[f]),
            suits: info.suits,
            n: info.n,
            ..Nearest::EMPTY
        };
        self.fill_nearest(hv, &mut entry);
        entry
    }

    fn fill_nearest(&self, hv: &HandVec, entry: &mut Nearest<'_>) {
        let f = entry.form as usize;
        let (nat, slots) = (&self.nat[f], &self.slots[f]);
        let mut room = 0u8;
        for i in 0..V {
            let tile = tile_of(i);
            let a = hv.e[i].min(slots[i]);
            push_tiles(&mut entry.needed_naturals, &mut entry.n_needed_naturals, tile, nat[i].saturating_sub(hv.hc[i]));
            let open = slots[i].saturating_sub(a.max(nat[i].saturating_add(hv.x[i])));
            push_tiles(&mut entry.needed_eligible, &mut entry.n_needed_eligible, tile, open);
            room = room.saturating_add(open);
            push_tiles(&mut entry.unused, &mut entry.n_unused, tile, hv.e[i].saturating_sub(slots[i]));
        }
        entry.jokers_fit = hv.jc.min(room);
        push_tiles(&mut entry.unused, &mut entry.n_unused, Tile::JOKER, hv.jc - entry.jokers_fit);
    }
}

impl Card {
    /// [`Card::nearest`] that refuses a hand not of 13 or 14 tiles and an empty `out` (k = 0)
    /// instead of giving 0. Allocates nothing.
    ///
    /// ```
    /// use mahjong_core::{Hand, american::{Card, MatchError, Nearest}};
    /// let card = Card::sample();
    /// let mut out = [Nearest::EMPTY; 3];
    /// let hand = Hand::parse("[NNNN] EEE WWW SSS 1b").unwrap();
    /// assert_eq!(card.try_nearest(&hand, &mut out), Ok(3));
    /// let long = Hand::parse("[NNNN] EEE WWW SSS 1b 2b 3b").unwrap();
    /// assert_eq!(card.try_nearest(&long, &mut out), Err(MatchError::NearestTiles { tiles: 16 }));
    /// assert_eq!(card.try_nearest(&hand, &mut []), Err(MatchError::NoRoom));
    /// ```
    pub fn try_nearest<'c>(&'c self, hand: &Hand, out: &mut [Nearest<'c>]) -> Result<usize, MatchError> {
        match hand_tiles(hand) {
            13 | 14 if out.is_empty() => Err(MatchError::NoRoom),
            13 | 14 => Ok(self.nearest(hand, out)),
            tiles => Err(MatchError::NearestTiles { tiles }),
        }
    }
}

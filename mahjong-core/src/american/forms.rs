//! Concrete forms of a line: one per choice of alternatives, suits for the letters, base number n
//! and wind for each `Z` group. Shared by the compiler and by the match report.

use super::group::GroupKind;
use super::line::{Alternative, Glyph, LINE_TILES, Line, MAX_GROUPS};
use crate::{Suit, Tile};

/// Width of the tile-count vectors: 34 playing faces, the flower (34), other tiles such as blanks
/// (35), padded to three 16-byte lanes.
pub(crate) const V: usize = 48;
/// Index of the flower in the count vectors.
pub(crate) const FLOWER: usize = 34;
/// Index of tiles no line uses (blanks).
pub(crate) const OTHER: usize = 35;
/// The base number of a form whose line has no `X`.
pub(crate) const NO_N: i8 = i8::MIN;
/// Width of the suit-free profile: numbers 1–9 summed over suits, winds, dragons, flowers, other.
pub(crate) const P: usize = 16;

/// The tile for a count-vector index.
pub(crate) fn tile_of(i: usize) -> Tile {
    match i {
        0..=33 => Tile::from_index(i as u8).unwrap_or(Tile::BLANK),
        FLOWER => Tile::AMERICAN_FLOWER,
        _ => Tile::BLANK,
    }
}

/// The count-vector index of a natural tile, or `None` for jokers.
pub(crate) const fn index_of(t: Tile) -> Option<usize> {
    if t.is_joker() {
        None
    } else if t.is_playing() {
        Some(t.index() as usize)
    } else if t.is_bonus() {
        // Every flower and season counts as the American flower.
        Some(FLOWER)
    } else {
        Some(OTHER)
    }
}

/// [`index_of`] by tile index, as a table (hot paths fold many tiles): [`JOKER_FACE`] for the
/// joker.
pub(crate) const FACE_OF: [u8; Tile::COUNT] = {
    let mut t = [0u8; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        t[i] = match Tile::from_index(i as u8) {
            Some(tile) => match index_of(tile) {
                Some(f) => f as u8,
                None => JOKER_FACE,
            },
            None => JOKER_FACE,
        };
        i += 1;
    }
    t
};

/// [`FACE_OF`]'s entry for the joker (no count-vector index).
pub(crate) const JOKER_FACE: u8 = u8::MAX;

/// [`class_of`] by count-vector index, as a table.
pub(crate) const CLASS_OF: [u8; V] = {
    let mut t = [0u8; V];
    let mut i = 0;
    while i < V {
        t[i] = class_of(i) as u8;
        i += 1;
    }
    t
};

/// The profile class of a count-vector index.
pub(crate) const fn class_of(i: usize) -> usize {
    match i {
        0..=26 => i % 9,
        27..=30 => 9,
        31..=33 => 10,
        FLOWER => 11,
        _ => 12,
    }
}

/// Folds a count vector into its suit-free profile: each class ([`class_of`]) the sum of its
/// faces' counts (saturating; the order of the additions does not change a saturating sum of
/// counts).
pub(crate) fn profile(v: &[u8; V]) -> [u8; P] {
    let mut p = [0u8; P];
    let sum = |faces: core::ops::Range<usize>| v[faces].iter().fold(0u8, |s, &c| s.saturating_add(c));
    // The numbers 1-9 of the three suits, lane by lane.
    for (k, pk) in p.iter_mut().enumerate().take(9) {
        *pk = v[k].saturating_add(v[k + 9]).saturating_add(v[k + 18]);
    }
    p[9] = sum(27..31);
    p[10] = sum(31..34);
    p[11] = v[FLOWER];
    p[12] = v[OTHER];
    p
}

/// One group of a concrete line.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Concrete {
    /// Count-vector indices of the group's tiles.
    pub tiles: [u8; LINE_TILES],
    pub len: u8,
    /// All tiles the same (single, pair, pung, kong, quint, sextet).
    pub set: bool,
    /// Column of the chosen alternative in the line string.
    pub column: u32,
}

impl Concrete {
    /// The group's kind; [`GroupKind::joker_eligible`] says whether jokers may stand in it.
    pub fn kind(&self) -> GroupKind {
        GroupKind::of_shape(self.set, self.len)
    }
}

/// Which alternative each group takes for combination number `combo` (mixed radix, first group
/// fastest).
pub(crate) fn decode_combo(line: &Line, mut combo: u32) -> [u8; MAX_GROUPS] {
    let mut out = [0u8; MAX_GROUPS];
    for (g, o) in out.iter_mut().enumerate().take(line.group_count()) {
        let n = line.group(g).alternatives().len() as u32;
        *o = (combo % n) as u8;
        combo /= n;
    }
    out
}

pub(crate) fn glyph_index(g: Glyph, suit: Suit, n: i8, wind: u8) -> u8 {
    let s = suit as u8;
    match g {
        Glyph::Number(d) => s * 9 + d - 1,
        Glyph::X(k) => s * 9 + (i16::from(n) + i16::from(k)).clamp(1, 9) as u8 - 1,
        Glyph::Soap => 31,
        Glyph::Dragon => match suit {
            Suit::Craks => 33,
            Suit::Dots => 31,
            Suit::Bams => 32,
        },
        Glyph::Flower => FLOWER as u8,
        Glyph::Wind(w) => 27 + w as u8,
        Glyph::Red => 33,
        Glyph::Green => 32,
        Glyph::AnyWind => 27 + (wind & 3),
    }
}

/// Writes the concrete groups of one form into `out`; returns the number of groups.
/// `suits[l]` is the suit index (0 craks, 1 dots, 2 bams) of letter `l`; `winds` holds two bits
/// per group for `Z`.
pub(crate) fn concretize(
    line: &Line,
    choice: &[u8; MAX_GROUPS],
    suits: [u8; 3],
    n: i8,
    winds: u32,
    out: &mut [Concrete; MAX_GROUPS],
) -> usize {
    for (g, slot) in out.iter_mut().enumerate().take(line.group_count()) {
        let alts = line.group(g).alternatives();
        let alt: &Alternative = &alts[(choice[g] as usize).min(alts.len() - 1)];
        let suit = Suit::ALL[alt.letter_index().map_or(0, |l| suits[l] as usize % 3)];
        let wind = ((winds >> (2 * g)) & 3) as u8;
        let mut c = Concrete {
            len: alt.glyphs().len() as u8,
            set: alt.is_set(),
            column: alt.column() as u32,
            ..Concrete::default()
        };
        for (t, &glyph) in c.tiles.iter_mut().zip(alt.glyphs()) {
            *t = glyph_index(glyph, suit, n, wind);
        }
        *slot = c;
    }
    line.group_count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_profile_sums_each_class_and_the_tables_are_the_functions() {
        // The fold written out class by class, against arbitrary counts (saturation included).
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..2000 {
            let mut v = [0u8; V];
            for c in v.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                *c = if round % 2 == 0 { (seed % 9) as u8 } else { (seed >> 8) as u8 };
            }
            let mut want = [0u8; P];
            for (i, &c) in v.iter().enumerate().take(OTHER + 1) {
                want[class_of(i)] = want[class_of(i)].saturating_add(c);
            }
            assert_eq!(profile(&v), want, "{v:?}");
        }
        for (i, &face) in FACE_OF.iter().enumerate() {
            let t = Tile::from_index(i as u8).unwrap();
            assert_eq!(face, index_of(t).map_or(JOKER_FACE, |f| f as u8), "{t}");
        }
        for (i, &k) in CLASS_OF.iter().enumerate() {
            assert_eq!(usize::from(k), class_of(i));
        }
    }
}

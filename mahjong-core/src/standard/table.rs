//! The per-suit lookup table and the fast paths on 34 counts.
//!
//! The table is written at build time by `build.rs` from `table_gen.rs` (the generator; see its
//! header for the entry layout) and included with `include_bytes!`: 405,350 entries of 2 bytes
//! (one per arrangement of one suit with at most 14 tiles, ≈ 792 KiB), the distinct keep profiles
//! of 10 bytes each, and the profiles of two suits together and of a suit with the honours (whose
//! profile depends only on how many faces are held once, twice, three or four times).

use super::StandardError;
use super::keep::{KeepProfile, capped_honour_profile, capped_suit_profile, combine_profiles};

const SUIT_LEN: usize = 9;
const SUIT_MAX_TOTAL: usize = 14;
const PROFILE_WIDTH: usize = 10;

static SUIT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit.bin"));
static PROFILES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_profiles.bin"));
static SUIT_PAIRS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit_pairs.bin"));
static SUIT_HONOURS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit_honours.bin"));

/// Bytes of lookup tables held by the library (suit entries, keep profiles, the two combination
/// tables, the rank offsets and the honour class numbers).
pub(crate) fn table_bytes() -> usize {
    SUIT.len()
        + PROFILES.len()
        + SUIT_PAIRS.len()
        + SUIT_HONOURS.len()
        + core::mem::size_of_val(&OFFSETS)
        + HONOUR_CLASS.len()
}

const fn vector_counts() -> [[u32; SUIT_MAX_TOTAL + 1]; SUIT_LEN + 1] {
    // v[len][budget]: vectors of `len` counts 0..=4 with sum ≤ budget.
    let mut v = [[0u32; SUIT_MAX_TOTAL + 1]; SUIT_LEN + 1];
    let mut b = 0;
    while b <= SUIT_MAX_TOTAL {
        v[0][b] = 1;
        b += 1;
    }
    let mut len = 1;
    while len <= SUIT_LEN {
        let mut b = 0;
        while b <= SUIT_MAX_TOTAL {
            let mut x = 0;
            let mut c = 0;
            while c <= 4 && c <= b {
                x += v[len - 1][b - c];
                c += 1;
            }
            v[len][b] = x;
            b += 1;
        }
        len += 1;
    }
    v
}

const fn rank_offsets() -> [[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN] {
    let v = vector_counts();
    let mut off = [[[0u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN];
    let mut i = 0;
    while i < SUIT_LEN {
        let mut s = 0;
        while s <= SUIT_MAX_TOTAL {
            let mut acc = 0;
            let mut c = 0;
            while c < 5 {
                off[i][s][c] = acc;
                if s + c <= SUIT_MAX_TOTAL {
                    acc += v[SUIT_LEN - 1 - i][SUIT_MAX_TOTAL - s - c];
                }
                c += 1;
            }
            s += 1;
        }
        i += 1;
    }
    off
}

/// `OFFSETS[i][s][c]`: the rank contribution of count `c` at position `i` after `s` tiles.
static OFFSETS: [[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN] = rank_offsets();

/// The rank of one suit's nine counts (each ≤ 4, total ≤ 14) in the table.
#[inline(always)]
pub(crate) fn suit_rank(c: &[u8]) -> usize {
    let mut idx = 0u32;
    let mut s = 0usize;
    let mut i = 0;
    while i < SUIT_LEN {
        let n = c[i] as usize;
        idx += OFFSETS[i][s][n];
        s += n;
        i += 1;
    }
    idx as usize
}

/// The table entry of one suit.
#[inline(always)]
pub(crate) fn suit_entry(c: &[u8]) -> u16 {
    let r = suit_rank(c) * 2;
    u16::from_le_bytes([SUIT[r], SUIT[r + 1]])
}

/// Bit of an entry: the suit splits into sets and one pair.
pub(crate) const WITH_PAIR: u16 = 1 << 15;
/// Bit of an entry: the suit splits into sets only.
pub(crate) const SETS_ONLY: u16 = 1 << 14;

/// Checks 34 counts: each ≤ 4; returns the total.
#[inline(always)]
pub(crate) fn check_counts(c: &[u8; 34]) -> Result<u8, StandardError> {
    let mut total = 0u32;
    let mut over = 0u8;
    for &n in c {
        total += n as u32;
        over |= (n > 4) as u8;
    }
    if over != 0 {
        let i = c.iter().position(|&n| n > 4).unwrap_or(0);
        return Err(StandardError::TooManyCopies {
            tile: crate::Tile::from_index(i as u8).unwrap_or(crate::Tile::BLANK),
            count: c[i],
        });
    }
    if total > 14 {
        return Err(StandardError::WrongTileCount { count: total.min(255) as u8, expected: "at most 14" });
    }
    Ok(total as u8)
}

/// Standard form on counts already checked (each ≤ 4, total ≤ 14): the counts split into sets
/// and exactly one pair (any number of further sets being melds outside the counts).
#[inline(always)]
pub(crate) fn complete_unchecked(c: &[u8; 34]) -> bool {
    // Honours: every count 0, 2 or 3.
    let mut honour_pairs = 0u32;
    let mut bad = false;
    for &n in &c[27..34] {
        bad |= n == 1 || n == 4;
        honour_pairs += (n == 2) as u32;
    }
    if bad {
        return false;
    }
    let mut pairs = honour_pairs;
    for s in 0..3 {
        let suit = &c[s * 9..s * 9 + 9];
        let total: u32 = suit.iter().map(|&n| n as u32).sum();
        match total % 3 {
            0 => {
                if total != 0 && suit_entry(suit) & SETS_ONLY == 0 {
                    return false;
                }
            }
            2 => {
                if suit_entry(suit) & WITH_PAIR == 0 {
                    return false;
                }
                pairs += 1;
            }
            _ => return false,
        }
    }
    pairs == 1
}

/// Tiles away (shanten) of the standard form on counts already checked (each ≤ 4, total ≤ 14 and
/// not a multiple of 3): the least number of tile exchanges, less one, that turns the counts into
/// `total / 3` sets and a pair with no face more than four times (sets missing from the count are
/// taken as melds). `-1` is complete, `0` calling.
///
/// A target hand keeps `sum(min(target[k], held[k]))` of the held tiles and needs the rest drawn;
/// that sum splits by suit, so the best target is the best split of the sets and the pair among
/// the three suits (each read from its keep profile in the table) and the honours (by arithmetic).
/// With `s` sets the target holds `3 * s + 2` tiles, and the number is `3 * s + 1 - kept`.
pub(crate) fn shanten_unchecked(c: &[u8; 34], total: u8) -> i8 {
    let sets = (total / 3) as usize;
    let ab = pair_of(SUIT_PAIRS, profile_id(&c[0..9]) * profiles() + profile_id(&c[9..18]));
    let dh = pair_of(SUIT_HONOURS, profile_id(&c[18..27]) * HONOUR_CLASSES + honour_class(&c[27..34]));
    away_of_split(ab, dh, sets)
}

/// Tiles away of the standard form, as [`shanten_unchecked`], when the target may use face `t`
/// at most `cap[t]` times (four less the copies in melds, 0 for a face the rules remove). Suits
/// whose caps are all four read their keep profile from the table; the others, and the honours,
/// run the same dynamic programme the table was built with (`keep.rs`).
pub(crate) fn shanten_capped(c: &[u8; 34], total: u8, cap: &[u8; 34]) -> i8 {
    let sets = (total / 3) as usize;
    let suit = |s: usize| -> KeepProfile {
        let r = s * 9..s * 9 + 9;
        if cap[r.clone()].iter().all(|&x| x >= 4) {
            *pair_of(PROFILES, profile_id(&c[r]))
        } else {
            capped_suit_profile(&c[r.clone()], &cap[r])
        }
    };
    let abd = combine_profiles(&combine_profiles(&suit(0), &suit(1)), &suit(2));
    let h = capped_honour_profile(&c[27..34], &cap[27..34]);
    away_of_split(&abd, &h, sets)
}

/// Tiles away when the faces are split into two groups with profiles `x` and `y`: the best way
/// to share `sets` sets and the pair between them keeps `kept` tiles, and the number is
/// `3 * sets + 1 - kept`.
#[inline(always)]
fn away_of_split(x: &KeepProfile, y: &KeepProfile, sets: usize) -> i8 {
    let mut kept = 0u8;
    for m in 0..=sets.min(4) {
        let n = sets - m;
        kept = kept.max(x[2 * m] + y[2 * n + 1]).max(x[2 * m + 1] + y[2 * n]);
    }
    (3 * sets as i8 + 1) - kept as i8
}

/// Number of keep profiles in the pool.
#[inline(always)]
fn profiles() -> usize {
    PROFILES.len() / PROFILE_WIDTH
}

/// Entry `i` of a combination table.
#[inline(always)]
fn pair_of(table: &'static [u8], i: usize) -> &'static [u8; PROFILE_WIDTH] {
    let bytes = &table[i * PROFILE_WIDTH..i * PROFILE_WIDTH + PROFILE_WIDTH];
    bytes.try_into().unwrap_or(&[0; PROFILE_WIDTH])
}

/// Honour classes (see the generator): faces held once, twice, three or four times.
const HONOUR_CLASSES: usize = 120;

/// The class of the seven honour counts.
#[inline(always)]
fn honour_class(c: &[u8]) -> usize {
    let mut idx = 0usize;
    for &n in c {
        // Base 8 digits: faces held once, twice, three or four times.
        idx += [0, 1, 8, 64, 64][(n as usize).min(4)];
    }
    HONOUR_CLASS[idx & 511] as usize
}

/// `HONOUR_CLASS[once + 8 * twice + 64 * three_or_four]`: the class number, written by the
/// generator (`honour_class_map`) in the order of its suit-with-honours table.
static HONOUR_CLASS: &[u8; 512] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_class.bin"));

/// The keep profile number of one suit.
#[inline(always)]
fn profile_id(suit: &[u8]) -> usize {
    (suit_entry(suit) & 0x3FFF) as usize
}

//! The lookup tables and the fast paths on 34 counts.
//!
//! The tables are written at build time by `build.rs` from `table_gen.rs` (the generator; see its
//! header) and included with `include_bytes!`:
//!
//! - the number of a suit's keep profile (126 distinct; 10 bytes each in `PROFILES`) in two
//!   steps: `PROFILE_FIRST[first six counts in
//!   base 5]` is a state (1,023 of them), `PROFILE_SECOND[state * 128 + last three counts in
//!   base 5]` the profile number; and the winning check's two steps (`WINNING_FIRST`,
//!   `WINNING_SECOND`, 110 states), whose last step says whether the suit splits into sets, or
//!   sets and one pair;
//! - `TWO_SUITS[a * 128 + b]`: the number of the profile of two suits together (180 distinct);
//!   `SUIT_HONOURS[s * 64 + h]`: of the third suit with the honours (165 distinct; the honours'
//!   profile, one of 55, depends only on how many faces are held once, twice, three or four
//!   times: `HONOUR_PROFILE` by those numbers);
//! - `AWAY[(sets * 180 + ab) * 256 + sh]`: tiles away of those two groups together (`AWAY_BASE`
//!   gives `sets * 180 * 256` for each tile count, or for the counts the standard form does not
//!   take the end of the blocks, where one more place holds a mark no tiles-away number equals).
//!
//! With the `fast-tables` feature the first steps and `TWO_SUITS` hold their numbers already
//! times the row length of the next table (wider entries, no shift between two loads),
//! `TWO_SUITS` and `SUIT_HONOURS` are padded so that any two profile numbers read as bytes index
//! them without a mask, and the honours' profile is read from `HONOUR_BASE5` by the last count
//! and the first six in base 5 (131,072 bytes) instead of being counted from their bit planes;
//! without it the same numbers come from the narrow tables (about 238 KB less).
//!
//! So tiles away is four loads that depend on the counts (the first steps and the honours), then
//! three, two and one that depend on those, with no search and no loop over set splits; the
//! winning check is two loads a suit.

use super::StandardError;
use super::keep::{KeepProfile, capped_honour_profile, capped_suit_profile, combine_profiles};

#[cfg(feature = "improving-tables")]
const SUIT_LEN: usize = 9;
#[cfg(feature = "improving-tables")]
const SUIT_MAX_TOTAL: usize = 14;
const PROFILE_WIDTH: usize = 10;
/// Keep profiles of one suit.
const SUIT_PROFILES: usize = 126;
/// Profiles of two suits together.
pub(super) const GROUP_PROFILES: usize = 180;
/// Row lengths of the chained tables (see `table_gen.rs`).
pub(super) const TWO_STRIDE: usize = 128;
pub(super) const HONOUR_STRIDE: usize = 64;
pub(super) const AWAY_STRIDE: usize = 256;
/// Keep profiles of the honours.
const HONOUR_PROFILES: usize = 55;
/// Tiles-away numbers per entry of `AWAY`: 0 to 4 sets.
const SETS_SLOTS: usize = 5;
/// Entries of `AWAY` per number of sets.
pub(super) const SETS_BLOCK: usize = GROUP_PROFILES * AWAY_STRIDE;
/// What the batch path reads for a tile count the standard form does not take (its place in
/// `AWAY` is past the end); no tiles-away number is 64.
pub(super) const AWAY_NOT_TAKEN: u8 = 64;
/// Entries of the honours' fast table: eight rows (the last face's count, by three bits) of
/// 16,384 (the first six counts in base 5, 15,625 of them, padded to a power of two).
#[cfg(feature = "fast-tables")]
const HONOUR_FAST_LEN: usize = 8 * 16_384;
/// Where [`AWAY_NOT_TAKEN`] is, one place past the last block of `AWAY`.
pub(super) const AWAY_END: usize = SETS_SLOTS * SETS_BLOCK;

static PROFILES: &[u8; SUIT_PROFILES * PROFILE_WIDTH] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_profiles.bin"));
/// `TWO_SUITS[a * 128 + b]`: the number of the profile of two suits with profile numbers `a` and
/// `b`, times [`AWAY_STRIDE`] (its row in `AWAY`); padded with zeros to 255 * 128 + 256 entries,
/// so that `a * 128 + b` of any two bytes is in range without a mask.
#[cfg(feature = "fast-tables")]
static TWO_SUITS: [u16; 255 * TWO_STRIDE + 256] = {
    let b: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_two_suits.bin"));
    let mut t = [0u16; 255 * TWO_STRIDE + 256];
    let mut i = 0;
    while i < b.len() {
        t[i] = b[i] as u16 * AWAY_STRIDE as u16;
        i += 1;
    }
    t
};
/// `TWO_SUITS[a * 128 + b]`: the number of the profile of two suits with profile numbers `a` and
/// `b`.
#[cfg(not(feature = "fast-tables"))]
static TWO_SUITS: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_two_suits.bin"));
/// `SUIT_HONOURS[s * 64 + h]`: the number of the profile of a suit (profile number `s`) with the
/// honours (profile number `h`); padded with zeros to 16,384 entries, so that `s * 64 | h` of any
/// two bytes is in range without a mask.
#[cfg(feature = "fast-tables")]
static SUIT_HONOURS: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit_honours_fast.bin"));
/// `SUIT_HONOURS[s * 64 + h]`: the number of the profile of a suit (profile number `s`) with the
/// honours (profile number `h`).
#[cfg(not(feature = "fast-tables"))]
static SUIT_HONOURS: &[u8; 8_192] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit_honours.bin"));
/// The tiles-away blocks, then [`AWAY_NOT_TAKEN`] at [`AWAY_END`].
pub(super) static AWAY: &[u8; AWAY_END + 1] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_away.bin"));
/// `PROFILE_FIRST[d]`: the state of a suit whose first six counts read in base 5 are `d`, times
/// 128 (its row in `PROFILE_SECOND`).
#[cfg(feature = "fast-tables")]
static PROFILE_FIRST: [u32; 16_384] = {
    let b: &[u8; 32_768] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_profile_first.bin"));
    let mut t = [0u32; 16_384];
    let mut i = 0;
    while i < t.len() {
        t[i] = (u16::from_le_bytes([b[2 * i], b[2 * i + 1]]) as u32) << 7;
        i += 1;
    }
    t
};
/// `PROFILE_FIRST[d]`: the state of a suit whose first six counts read in base 5 are `d`.
#[cfg(not(feature = "fast-tables"))]
static PROFILE_FIRST: [u16; 16_384] = {
    let b: &[u8; 32_768] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_profile_first.bin"));
    let mut t = [0u16; 16_384];
    let mut i = 0;
    while i < t.len() {
        t[i] = u16::from_le_bytes([b[2 * i], b[2 * i + 1]]);
        i += 1;
    }
    t
};
/// `PROFILE_SECOND[state * 128 + d]`: the suit's keep profile number, `d` its last three counts in
/// base 5.
pub(super) static PROFILE_SECOND: &[u8; 131_072] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_profile_second.bin"));
/// The winning check's two steps, as the profile's (the first step's state times 128, its row in
/// the second): the last gives 1 (sets only), 2 (sets and one pair) or 16 (neither).
#[cfg(feature = "fast-tables")]
static WINNING_FIRST: [u16; 16_384] = {
    let b: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_winning_first.bin"));
    let mut t = [0u16; 16_384];
    let mut i = 0;
    while i < t.len() {
        t[i] = (b[i] as u16) << 7;
        i += 1;
    }
    t
};
/// The winning check's two steps, as the profile's: the last gives 1 (sets only), 2 (sets and one
/// pair) or 16 (neither).
#[cfg(not(feature = "fast-tables"))]
static WINNING_FIRST: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_winning_first.bin"));
static WINNING_SECOND: &[u8; 16_384] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_winning_second.bin"));
/// `HONOUR_PROFILE[once + 8 * twice + 64 * three_or_four]`: the honours' profile number.
pub(super) static HONOUR_PROFILE: &[u8; 512] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_profile.bin"));
/// `HONOUR_BASE5[last * 16_384 + first]`: the honours' profile number, `last` the last face's
/// count and `first` the first six counts read in base 5 (first face most significant).
#[cfg(feature = "fast-tables")]
static HONOUR_BASE5: &[u8; HONOUR_FAST_LEN] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_base5.bin"));
/// `AWAY_BASE[total]`: where the block of `AWAY` for `total` tiles starts: `total / 3` sets, or
/// for a total the standard form does not take (a multiple of 3, or more than 14) the end of
/// `AWAY`, so that every place read from it is past the end.
pub(super) static AWAY_BASE: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut total = 0;
    while total < t.len() {
        let sets = if total <= 14 && total % 3 != 0 { total / 3 } else { SETS_SLOTS };
        t[total] = (sets * SETS_BLOCK) as u32;
        total += 1;
    }
    t
};

/// Bytes of lookup tables held by the library (suit profile numbers, keep profiles, the chained
/// tables, the rank tables and the honour profile numbers).
pub(crate) fn table_bytes() -> usize {
    PROFILES.len()
        + core::mem::size_of_val(TWO_SUITS.as_slice())
        + SUIT_HONOURS.len()
        + AWAY.len()
        + core::mem::size_of_val(&PROFILE_FIRST)
        + PROFILE_SECOND.len()
        + core::mem::size_of_val(WINNING_FIRST.as_slice())
        + WINNING_SECOND.len()
        + HONOUR_PROFILE.len()
        + honour_base5_bytes()
        + core::mem::size_of_val(&AWAY_BASE)
        + HONOUR_PROFILES_POOL.len()
        + rank_table_bytes()
        + core::mem::size_of_val(&HONOUR_DIGITS)
}

/// Bytes of the honours' base-5 table.
#[cfg(feature = "fast-tables")]
fn honour_base5_bytes() -> usize {
    HONOUR_BASE5.len()
}

/// Bytes of the honours' base-5 table: none without the fast tables.
#[cfg(not(feature = "fast-tables"))]
fn honour_base5_bytes() -> usize {
    0
}

/// Bytes of the rank tables (only the improving tables are indexed by rank).
#[cfg(feature = "improving-tables")]
fn rank_table_bytes() -> usize {
    core::mem::size_of_val(&RANK_HIGH) + core::mem::size_of_val(&RANK_LOW)
}

/// Bytes of the rank tables: none without the improving tables.
#[cfg(not(feature = "improving-tables"))]
fn rank_table_bytes() -> usize {
    0
}

#[cfg(feature = "improving-tables")]
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

/// `off[i][s][c]`: the rank contribution of count `c` at position `i` after `s` tiles.
#[cfg(feature = "improving-tables")]
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

/// The rank offsets, worked out once.
#[cfg(feature = "improving-tables")]
const OFFSETS: [[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN] = rank_offsets();

/// What counts `digits` (base 5, first count most significant) at positions `from..from + n`
/// add to the rank after `before` tiles; `None` past 14 tiles.
#[cfg(feature = "improving-tables")]
const fn partial_rank(mut digits: usize, n: usize, from: usize, mut before: usize) -> Option<u32> {
    let off = &OFFSETS;
    let mut place = 1;
    let mut k = 1;
    while k < n {
        place *= 5;
        k += 1;
    }
    let mut rank = 0;
    let mut i = 0;
    while i < n {
        let c = digits / place;
        digits %= place;
        place /= 5;
        if before + c > SUIT_MAX_TOTAL {
            return None;
        }
        rank += off[from + i][before][c];
        before += c;
        i += 1;
    }
    Some(rank)
}

#[cfg(feature = "improving-tables")]
/// `RANK_HIGH[d]`: what a suit's first five counts, read as the base-5 number `d`, add to its
/// rank (4,096 entries so that any 12-bit index is in range; 0 past 14 tiles).
static RANK_HIGH: [u32; 4096] = {
    let mut t = [0u32; 4096];
    let mut d = 0;
    while d < 3125 {
        if let Some(r) = partial_rank(d, 5, 0, 0) {
            t[d] = r;
        }
        d += 1;
    }
    t
};

#[cfg(feature = "improving-tables")]
/// `RANK_LOW[s * 625 + d]`: what the last four counts, read as the base-5 number `d`, add to the
/// rank after `s` tiles in the first five (16,384 entries so that any 14-bit index is in range;
/// 0 past 14 tiles).
static RANK_LOW: [u16; 16384] = {
    let mut t = [0u16; 16384];
    let mut s = 0;
    while s <= SUIT_MAX_TOTAL {
        let mut d = 0;
        while d < 625 {
            if let Some(r) = partial_rank(d, 4, 5, s) {
                t[s * 625 + d] = r as u16;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// `[base-5 number of the counts in bytes 0..4, of those in bytes 4..8]` of a word of eight
/// counts (each ≤ 4, byte 0 the most significant digit), by pairing digits twice.
#[inline(always)]
fn base5_halves(w: u64) -> (usize, usize) {
    const BYTES: u64 = 0x00FF_00FF_00FF_00FF;
    const HALVES: u64 = 0x0000_FFFF_0000_FFFF;
    // 16-bit lanes: c0 * 5 + c1, c2 * 5 + c3, …
    let pairs = (w & BYTES) * 5 + ((w >> 8) & BYTES);
    // 32-bit lanes: (c0 * 5 + c1) * 25 + c2 * 5 + c3, …
    let quads = (pairs & HALVES) * 25 + ((pairs >> 16) & HALVES);
    ((quads & 0xFFFF) as usize, ((quads >> 32) & 0xFFFF) as usize)
}

#[cfg(feature = "improving-tables")]
/// What a suit's rank is read from: its first five counts in base 5 (`high`), how many tiles
/// they hold (`before`) and its last four counts in base 5 (`low`), first count most
/// significant. One tile less of rank `r` takes `5^(4 - r)` from `high` and one from `before`
/// (`r < 5`), or `5^(8 - r)` from `low`.
#[inline(always)]
pub(crate) fn suit_rank_parts(c: &[u8; 9]) -> (usize, usize, usize) {
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[..8]);
    rank_parts_of(u64::from_le_bytes(b), c[8])
}

#[cfg(feature = "improving-tables")]
#[inline(always)]
fn rank_parts_of(w: u64, last: u8) -> (usize, usize, usize) {
    let (first4, next4) = base5_halves(w);
    let fifth = ((w >> 32) & 0xFF) as usize;
    let high = first4 * 5 + fifth;
    let low = (next4 - fifth * 125) * 5 + last as usize;
    // Bytes 0..5 summed into byte 4.
    let before = (((w & 0xFF_FFFF_FFFF).wrapping_mul(0x01_0101_0101) >> 32) & 0xFF) as usize;
    (high, before, low)
}

#[cfg(feature = "improving-tables")]
/// The rank from [`suit_rank_parts`].
#[inline(always)]
pub(crate) fn rank_from_parts(high: usize, before: usize, low: usize) -> usize {
    RANK_HIGH[high & 4095] as usize + RANK_LOW[(before * 625 + low) & 16383] as usize
}

/// The keep profile number of one suit (each count ≤ 4, total ≤ 14), from the two-step tables.
#[inline(always)]
pub(crate) fn suit_profile(c: &[u8; 9]) -> usize {
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[..8]);
    profile_two_step(u64::from_le_bytes(b), c[8])
}

/// `t[i]`, or 0 past the end (never, for indices made from checked counts): no panic path.
#[inline(always)]
pub(crate) fn byte(t: &[u8], i: usize) -> u8 {
    match t.get(i) {
        Some(&b) => b,
        None => 0,
    }
}

/// The three suits and the honours of 34 counts.
#[inline(always)]
pub(crate) fn groups(c: &[u8; 34]) -> (&[u8; 9], &[u8; 9], &[u8; 9], &[u8; 7]) {
    let (a, rest) = c.split_first_chunk::<9>().unwrap_or((&[0; 9], &[]));
    let (b, rest) = rest.split_first_chunk::<9>().unwrap_or((&[0; 9], &[]));
    let (s, rest) = rest.split_first_chunk::<9>().unwrap_or((&[0; 9], &[]));
    let h = rest.first_chunk::<7>().unwrap_or(&[0; 7]);
    (a, b, s, h)
}

/// Checks 34 counts: each ≤ 4; returns the total.
#[inline(always)]
pub(crate) fn check_counts(c: &[u8; 34]) -> Result<u8, StandardError> {
    // Eight counts per word. A byte of 5 or more has its high bit set after adding 0x7B (a byte
    // of 0x85 or more carries into the next, but its own high bit is set already); with every
    // byte at most 4, multiplying by 0x0101… sums a word's bytes into its top byte.
    const OVER: u64 = 0x7B7B_7B7B_7B7B_7B7B;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut over = 0u64;
    let mut total = 0u64;
    for k in 0..4 {
        let w = word(c, 8 * k);
        over |= (w | w.wrapping_add(OVER)) & HIGH;
        total += w.wrapping_mul(0x0101_0101_0101_0101) >> 56;
    }
    let last = u16::from_le_bytes([c[32], c[33]]) as u64;
    over |= (last | (last + 0x7B7B)) & 0x8080;
    total += (last & 0xFF) + (last >> 8);
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

/// Counts `c[from..from + 8]` as the bytes of a word, `c[from]` lowest (`from` ≤ 26).
#[inline(always)]
pub(super) fn word(c: &[u8; 34], from: usize) -> u64 {
    let mut b = [0u8; 8];
    if let Some(bytes) = c.get(from..from + 8) {
        b.copy_from_slice(bytes);
    }
    u64::from_le_bytes(b)
}

/// Standard form on counts already checked (each ≤ 4, total ≤ 14): the counts split into sets
/// and exactly one pair (any number of further sets being melds outside the counts). That is
/// tiles away `-1`: the best target of `total / 3` sets and a pair keeps every tile.
#[inline(always)]
pub(crate) fn complete_unchecked(c: &[u8; 34]) -> bool {
    let total: u32 = c.iter().map(|&n| n as u32).sum();
    complete_with_total(c, total as u8)
}

/// [`complete_unchecked`] with the total of the counts already known (not needed: a hand whose
/// groups all split into sets and pairs with one pair in all holds `3n + 2` tiles). Every suit
/// reads its winning code in two steps (1: sets only, 2: sets and one pair, 16: neither); the
/// honours' code is worked out from their counts (every count 0, 2 or 3; 1 plus the pairs). The
/// hand is complete exactly when the four codes sum to 5: nothing is 16, and there is one pair.
#[inline(always)]
pub(crate) fn complete_with_total(c: &[u8; 34], _total: u8) -> bool {
    let code = |w: u64, last: u8| -> u64 {
        let (first, rest) = split_suit(w, last);
        WINNING_SECOND[(winning_row(first) | rest) & 16_383] as u64
    };
    let w26 = word(c, 26);
    let suits = code(word(c, 0), c[8]) + code(word(c, 9), c[17]) + code(word(c, 18), w26 as u8);
    // Honours: bit planes of the seven counts (each ≤ 4).
    let h = w26 >> 8;
    let (b0, b1, b2) = (h & LOW_BYTES, (h >> 1) & LOW_BYTES, (h >> 2) & LOW_BYTES);
    let bad = (b0 & !b1) | b2; // a count of 1 or 4
    let twos = (b1 & !b0).wrapping_mul(LOW_BYTES) >> 56;
    suits + 1 + twos + 16 * (bad != 0) as u64 == 5
}

const LOW_BYTES: u64 = 0x0101_0101_0101_0101;

/// A suit's first six counts and its last three, each read in base 5 (first count most
/// significant), from its first eight counts as the bytes of `w` (first count lowest) and its
/// ninth, `last`.
#[inline(always)]
pub(super) fn split_suit(w: u64, last: u8) -> (usize, usize) {
    const BYTES: u64 = 0x00FF_00FF_00FF_00FF;
    // 16-bit lanes p0..p3: c0 * 5 + c1, c2 * 5 + c3, c4 * 5 + c5, c6 * 5 + c7 (each byte of
    // `w * 5 + (w >> 8)` is 5 times one count plus the next, at most 24: nothing carries; for
    // counts over 4, some numbers the callers do not use).
    let pairs = (w.wrapping_mul(5).wrapping_add(w >> 8)) & BYTES;
    // p0 * 625 + p1 * 25 + p2 (below 15,625 < 2^14) lands in the top 14 bits, 50..64: p0 is
    // taken 625 times at bit 50 (and 25 times at bit 34, once at bit 18), p1 (at bit 16) 25
    // times at bit 50 (once at bit 34), p2 (at bit 32) once at bit 50; what lands below stays
    // under 625 * 2^34 < 2^44, so nothing carries into bit 50, and the products of p3 and the
    // higher ones of p1 and p2 fall off the top. The shift alone bounds it below 2^14, so no
    // mask is needed to read the 16,384-entry first-step tables.
    let first = pairs.wrapping_mul(625 << 50 | 25 << 34 | 1 << 18) >> 50;
    let rest = (pairs >> 48) * 5 + last as u64;
    (first as usize, rest as usize)
}

/// The keep profile number of a suit, from [`split_suit`]'s parts, in two steps.
#[inline(always)]
fn profile_two_step(w: u64, last: u8) -> usize {
    profile_byte(w, last) as usize
}

/// [`profile_two_step`] as the byte the table holds.
#[inline(always)]
fn profile_byte(w: u64, last: u8) -> u8 {
    let (first, rest) = split_suit(w, last);
    PROFILE_SECOND[(profile_row(first) | rest) & 131_071]
}

/// A suit's row of `PROFILE_SECOND` (its state times 128), `first` its first six counts in base 5.
#[inline(always)]
pub(super) fn profile_row(first: usize) -> usize {
    #[cfg(feature = "fast-tables")]
    return PROFILE_FIRST[first & 16_383] as usize;
    #[cfg(not(feature = "fast-tables"))]
    return (PROFILE_FIRST[first & 16_383] as usize) << 7;
}

/// A suit's row of `WINNING_SECOND` (its state times 128), `first` its first six counts in base 5.
#[inline(always)]
fn winning_row(first: usize) -> usize {
    #[cfg(feature = "fast-tables")]
    return WINNING_FIRST[first & 16_383] as usize;
    #[cfg(not(feature = "fast-tables"))]
    return (WINNING_FIRST[first & 16_383] as usize) << 7;
}

/// The row of `AWAY` (within a block of sets) of two suits with keep profile numbers `a` and `b`:
/// the number of their profile together times [`AWAY_STRIDE`].
#[inline(always)]
pub(super) fn two_suits_row(a: usize, b: usize) -> usize {
    let i = (a * TWO_STRIDE + b) & 16_383;
    #[cfg(feature = "fast-tables")]
    return TWO_SUITS[i] as usize;
    #[cfg(not(feature = "fast-tables"))]
    return TWO_SUITS[i] as usize * AWAY_STRIDE;
}

/// [`two_suits_row`] of profile numbers read as bytes: with the fast tables, whose two-suit
/// table covers any two bytes, no mask.
#[inline(always)]
pub(super) fn two_suits_row_of(a: u8, b: u8) -> usize {
    #[cfg(feature = "fast-tables")]
    return TWO_SUITS[a as usize * TWO_STRIDE + b as usize] as usize;
    #[cfg(not(feature = "fast-tables"))]
    return two_suits_row(a as usize, b as usize);
}

/// The number of the profile of a suit (keep profile number `s`) with the honours (profile
/// number `h`, below 64, so `s * 64 | h` is `s * 64 + h`): its place in a row of `AWAY`. With the
/// fast tables, whose table covers any two bytes, no mask.
#[inline(always)]
pub(super) fn suit_honours_of(s: u8, h: u8) -> usize {
    #[cfg(feature = "fast-tables")]
    return SUIT_HONOURS[(s as usize) << 6 | h as usize] as usize;
    #[cfg(not(feature = "fast-tables"))]
    return SUIT_HONOURS[(s as usize * HONOUR_STRIDE + h as usize) & 8_191] as usize;
}

/// The honours' profile number from the word of counts 26..34 (`c[26]`, the last of the third
/// suit, in byte 0): the seven honour counts read in base 5 the way [`split_suit`] reads a suit,
/// then one table read.
#[cfg(feature = "fast-tables")]
#[inline(always)]
pub(super) fn honour_profile_of(w26: u64) -> usize {
    HONOUR_BASE5[honour_fast_index(w26)] as usize
}

/// The honours' profile number from the word of counts 26..34 (`c[26]`, the last of the third
/// suit, in byte 0): their digit number from the bit planes of the seven counts, then one table
/// read.
#[cfg(not(feature = "fast-tables"))]
#[inline(always)]
pub(super) fn honour_profile_of(w26: u64) -> usize {
    HONOUR_PROFILE[honour_digits_bits(w26 >> 8) & 511] as usize
}

/// The honours' digit number (see [`honour_digits`]) of the seven counts in bytes 0..7 of `h`
/// (byte 7 zero), from their bit planes: faces held once plus eight times those held twice (at
/// most 56, one byte sum) and 64 times those held three or four times.
#[cfg(not(feature = "fast-tables"))]
#[inline(always)]
fn honour_digits_bits(h: u64) -> usize {
    let (b0, b1, b2) = (h & LOW_BYTES, (h >> 1) & LOW_BYTES, (h >> 2) & LOW_BYTES);
    let once_twice = ((b0 & !b1) | (b1 & !b0) << 3).wrapping_mul(LOW_BYTES) >> 56;
    let more = ((b0 & b1) | b2).wrapping_mul(LOW_BYTES) >> 56;
    (once_twice + (more << 6)) as usize
}

/// The honours' place in their fast table, from the seven honour counts in bytes 1..8 of `w26`:
/// the last count times 16,384 (its low three bits: the count itself, for counts at most 4)
/// and the first six read in base 5 the way [`split_suit`] reads a suit's first six (the first
/// face most significant; below 5^6, with the same constants). Below 2^17 by its make, so the
/// table needs no bound.
#[cfg(feature = "fast-tables")]
#[inline(always)]
pub(super) fn honour_fast_index(w26: u64) -> usize {
    let (first, _) = split_suit(w26 >> 8, 0);
    // The last count, byte 7, to bits 14..17.
    ((w26 >> 42) as usize & 0x1_C000) | first
}

/// Tiles away (shanten) of the standard form on counts already checked (each ≤ 4, total ≤ 14 and
/// not a multiple of 3): the least number of tile exchanges, less one, that turns the counts into
/// `total / 3` sets and a pair with no face more than four times (sets missing from the count are
/// taken as melds). `-1` is complete, `0` calling.
///
/// A target hand keeps `sum(min(target[k], held[k]))` of the held tiles and needs the rest drawn;
/// that sum splits by suit, so the best target is the best split of the sets and the pair among
/// the three suits and the honours, each summed up by its keep profile. The chained tables hold
/// that best split for every combination of profiles.
#[inline(always)]
pub(crate) fn shanten_unchecked(c: &[u8; 34], total: u8) -> i8 {
    let sets = (total / 3) as usize;
    let w26 = word(c, 26);
    let a = profile_byte(word(c, 0), c[8]);
    let b = profile_byte(word(c, 9), c[17]);
    let s = profile_byte(word(c, 18), w26 as u8);
    let h = honour_profile_of(w26) as u8;
    let ab = two_suits_row_of(a, b);
    let sh = suit_honours_of(s, h);
    byte(AWAY, sets * SETS_BLOCK + ab + sh) as i8
}

/// The number of the profile of two suits with keep profile numbers `a` and `b` together (one
/// of [`GROUP_PROFILES`]).
#[cfg(feature = "improving-tables")]
#[inline(always)]
pub(crate) fn two_suits(a: usize, b: usize) -> usize {
    two_suits_row(a, b) / AWAY_STRIDE
}

/// The number of the profile of a suit (keep profile number `s`) with the honours (honour
/// profile number `h`) together (one of 165).
#[cfg(feature = "improving-tables")]
#[inline(always)]
pub(crate) fn suit_honours(s: usize, h: usize) -> usize {
    SUIT_HONOURS[(s * HONOUR_STRIDE + h) & 8_191] as usize
}

/// Tiles away of `sets` sets and the pair from two groups: the two suits together (`ab`, from
/// [`two_suits`]) and the third with the honours (`sh`, from [`suit_honours`]).
#[cfg(feature = "improving-tables")]
#[inline(always)]
pub(crate) fn away_of(sets: usize, ab: usize, sh: usize) -> i8 {
    byte(AWAY, (sets * GROUP_PROFILES + ab) * AWAY_STRIDE + sh) as i8
}

/// Tiles away of the standard form, as [`shanten_unchecked`], when the target may use face `t`
/// at most `cap[t]` times (four less the copies in melds, 0 for a face the rules remove). Suits
/// whose caps are all four read their keep profile from the table; the others, and the honours,
/// run the same dynamic programme the table was built with (`keep.rs`).
pub(crate) fn shanten_capped(c: &[u8; 34], total: u8, cap: &[u8; 34]) -> i8 {
    let sets = (total / 3) as usize;
    let suit = |s: usize| -> KeepProfile {
        let r = s * 9..s * 9 + 9;
        let held: &[u8; 9] = c[r.clone()].try_into().unwrap_or(&[0; 9]);
        if cap[r.clone()].iter().all(|&x| x >= 4) {
            profile(suit_profile(held))
        } else {
            capped_suit_profile(held, &cap[r])
        }
    };
    let abd = combine_profiles(&combine_profiles(&suit(0), &suit(1)), &suit(2));
    let h = capped_honour_profile(&c[27..34], &cap[27..34]);
    let kept = combine_profiles(&abd, &h)[2 * sets.min(4) + 1];
    (3 * sets as i8 + 1) - kept as i8
}

/// Keep profile number `id` of one suit.
#[inline(always)]
pub(crate) fn profile(id: usize) -> KeepProfile {
    let mut p = [0; PROFILE_WIDTH];
    if let Some(bytes) = PROFILES.get(id * PROFILE_WIDTH..id * PROFILE_WIDTH + PROFILE_WIDTH) {
        p.copy_from_slice(bytes);
    }
    p
}

/// The honours' digit number: `once + 8 * twice + 64 * three_or_four` (below 512).
#[inline(always)]
pub(crate) fn honour_digits(h: &[u8; 7]) -> usize {
    let mut b = [0u8; 8];
    b[..7].copy_from_slice(h);
    honour_digits_of(u64::from_le_bytes(b))
}

/// [`honour_digits`] of the seven counts in bytes 0..7 of `w` (byte 7 zero), as the sum of two
/// lookups by the first four and the last four bytes read in base 5 (a zero count adds nothing).
#[inline(always)]
fn honour_digits_of(w: u64) -> usize {
    let (first, last) = base5_halves(w);
    (HONOUR_DIGITS[first & 1023] as usize + HONOUR_DIGITS[last & 1023] as usize) & 511
}

/// `HONOUR_DIGITS[d]`: the digit number of the honour counts whose base-5 number is `d` (up to
/// four counts; 1,024 entries so that any 10-bit index is in range).
static HONOUR_DIGITS: [u16; 1024] = {
    let mut t = [0u16; 1024];
    let mut d = 0;
    while d < 625 {
        let (mut x, mut digits, mut k) = (d, 0, 0);
        while k < 4 {
            digits += match x % 5 {
                0 => 0,
                1 => 1,
                2 => 8,
                _ => 64,
            };
            x /= 5;
            k += 1;
        }
        t[d] = digits;
        d += 1;
    }
    t
};

/// The honours' profile number from their digit number.
#[inline(always)]
fn honour_profile_at(digits: usize) -> usize {
    HONOUR_PROFILE[digits & 511] as usize
}

/// The honours' keep profile from their digit number.
#[inline(always)]
#[cfg_attr(feature = "improving-tables", allow(dead_code))] // the improving tables hold it
pub(crate) fn honour_keep_profile(digits: usize) -> KeepProfile {
    let id = honour_profile_at(digits);
    let mut p = [0; PROFILE_WIDTH];
    if let Some(bytes) = HONOUR_PROFILES_POOL.get(id * PROFILE_WIDTH..id * PROFILE_WIDTH + PROFILE_WIDTH) {
        p.copy_from_slice(bytes);
    }
    p
}

/// The honours' 55 keep profiles, 10 bytes each.
static HONOUR_PROFILES_POOL: &[u8; HONOUR_PROFILES * PROFILE_WIDTH] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_profiles.bin"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn honour_profile_of_reads_every_honour_arrangement_in_base_5() {
        // Every arrangement of the seven honour counts, each 0..=4, with a count in the third
        // suit's last place that must be left out: the index is the base-5 number of the seven
        // (first face most significant), and the profile the one of the honours' digit number.
        let mut c = [0u8; 34];
        for d in 0..5usize.pow(7) {
            let mut x = d;
            for k in (27..34).rev() {
                c[k] = (x % 5) as u8;
                x /= 5;
            }
            c[26] = (d % 5) as u8;
            let w26 = word(&c, 26);
            #[cfg(feature = "fast-tables")]
            assert_eq!(honour_fast_index(w26), d % 5 * 16_384 + d / 5);
            let h: &[u8; 7] = c[27..34].try_into().unwrap();
            assert_eq!(honour_profile_of(w26), honour_profile_at(honour_digits(h)), "{h:?}");
        }
    }

    #[test]
    fn away_base_starts_the_block_of_each_tile_count() {
        for (total, &base) in AWAY_BASE.iter().enumerate() {
            let want = if total <= 14 && total % 3 != 0 { total / 3 } else { 5 };
            assert_eq!(base as usize, want * SETS_BLOCK, "{total}");
        }
        assert_eq!(AWAY.len(), 5 * SETS_BLOCK + 1);
        assert_eq!(AWAY_END, 5 * SETS_BLOCK);
        assert!(AWAY[..AWAY_END].iter().all(|&n| n != AWAY_NOT_TAKEN));
        assert_eq!(AWAY[AWAY_END], AWAY_NOT_TAKEN);
    }
}

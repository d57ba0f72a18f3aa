//! The lookup tables and the fast paths on 34 counts.
//!
//! The tables are written at build time by `build.rs` from `table_gen.rs` (the generator; see its
//! header) and included with `include_bytes!`:
//!
//! - one byte per arrangement of one suit with at most 14 tiles (405,350 of them, in
//!   lexicographic order): the number of its keep profile (126 distinct; 10 bytes each in
//!   `PROFILES`);
//! - `TWO_SUITS[a * 126 + b]`: the number of the profile of two suits together (180 distinct);
//!   `THREE_SUITS[ab * 126 + c]`: of those with the third suit (the same 180);
//! - `AWAY[(abc * 55 + h) * 5 + sets]`: tiles away of the three suits with the honours (whose
//!   profile, one of 55, depends only on how many faces are held once, twice, three or four
//!   times: `HONOUR_PROFILE`), for every number of sets.
//!
//! A suit's rank is the sum of two lookups computed here at compile time: its first five counts
//! read as a base-5 number (`RANK_HIGH`), and its last four with the first five's total
//! (`RANK_LOW`). So tiles away is six loads that depend on the counts and three that depend on
//! those, with no search and no loop over set splits.

use super::StandardError;
use super::keep::{KeepProfile, capped_honour_profile, capped_suit_profile, combine_profiles};

const SUIT_LEN: usize = 9;
const SUIT_MAX_TOTAL: usize = 14;
const PROFILE_WIDTH: usize = 10;
/// Keep profiles of one suit.
const SUIT_PROFILES: usize = 126;
/// Profiles of two or three suits together.
const GROUP_PROFILES: usize = 180;
/// Keep profiles of the honours.
const HONOUR_PROFILES: usize = 55;
/// Tiles-away numbers per entry of `AWAY`: 0 to 4 sets.
const SETS_SLOTS: usize = 5;

static SUIT_PROFILE: &[u8; 405_350] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit_profile.bin"));
static PROFILES: &[u8; SUIT_PROFILES * PROFILE_WIDTH] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_profiles.bin"));
static TWO_SUITS: &[u8; SUIT_PROFILES * SUIT_PROFILES] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_two_suits.bin"));
static THREE_SUITS: &[u8; GROUP_PROFILES * SUIT_PROFILES] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_three_suits.bin"));
static AWAY: &[u8; GROUP_PROFILES * HONOUR_PROFILES * SETS_SLOTS] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_away.bin"));
/// `HONOUR_PROFILE[once + 8 * twice + 64 * three_or_four]`: the honours' profile number.
static HONOUR_PROFILE: &[u8; 512] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_profile.bin"));

/// Bytes of lookup tables held by the library (suit profile numbers, keep profiles, the chained
/// tables, the rank tables and the honour profile numbers).
pub(crate) fn table_bytes() -> usize {
    SUIT_PROFILE.len()
        + PROFILES.len()
        + TWO_SUITS.len()
        + THREE_SUITS.len()
        + AWAY.len()
        + HONOUR_PROFILE.len()
        + HONOUR_PROFILES_POOL.len()
        + core::mem::size_of_val(&RANK_HIGH)
        + core::mem::size_of_val(&RANK_LOW)
        + core::mem::size_of_val(&HONOUR_DIGITS)
        + core::mem::size_of_val(&COMPLETE)
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

/// `off[i][s][c]`: the rank contribution of count `c` at position `i` after `s` tiles.
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
const OFFSETS: [[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN] = rank_offsets();

/// What counts `digits` (base 5, first count most significant) at positions `from..from + n`
/// add to the rank after `before` tiles; `None` past 14 tiles.
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

/// The rank of one suit's nine counts (each ≤ 4, total ≤ 14) among the arrangements.
#[inline(always)]
pub(crate) fn suit_rank(c: &[u8; 9]) -> usize {
    let mut b = [0u8; 8];
    b.copy_from_slice(&c[..8]);
    rank_of(u64::from_le_bytes(b), c[8])
}

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

/// The rank of a suit whose first eight counts are the bytes of `w` (first count lowest) and
/// whose ninth is `last`.
#[inline(always)]
fn rank_of(w: u64, last: u8) -> usize {
    let (first4, next4) = base5_halves(w);
    let fifth = ((w >> 32) & 0xFF) as usize;
    let high = first4 * 5 + fifth;
    let low = (next4 - fifth * 125) * 5 + last as usize;
    // Bytes 0..5 summed into byte 4.
    let before = (((w & 0xFF_FFFF_FFFF).wrapping_mul(0x01_0101_0101) >> 32) & 0xFF) as usize;
    RANK_HIGH[high & 4095] as usize + RANK_LOW[(before * 625 + low) & 16383] as usize
}

/// The keep profile number of one suit (each count ≤ 4, total ≤ 14).
#[inline(always)]
fn suit_profile(c: &[u8; 9]) -> usize {
    suit_profile_at(suit_rank(c))
}

/// The keep profile number of the suit of rank `rank`.
#[inline(always)]
pub(crate) fn suit_profile_at(rank: usize) -> usize {
    byte(SUIT_PROFILE, rank) as usize
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
fn word(c: &[u8; 34], from: usize) -> u64 {
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

/// [`complete_unchecked`] with the total of the counts already known: every suit holding `n`
/// tiles splits into `n / 3` sets and, when `n % 3 == 2`, a pair (its profile keeps all `n`), the
/// honours are pungs and pairs, and there is one pair in all. The same as tiles away `-1`, with
/// fewer dependent loads.
#[inline(always)]
pub(crate) fn complete_with_total(c: &[u8; 34], total: u8) -> bool {
    let mut ok = total % 3 == 2;
    let mut pairs = 0u32;
    for (w, last) in [(word(c, 0), c[8]), (word(c, 9), c[17]), (word(c, 18), c[26])] {
        let n = (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize + last as usize;
        let id = byte(SUIT_PROFILE, rank_of(w, last)) as usize;
        ok &= COMPLETE.get(id).is_some_and(|&bits| bits >> n.min(15) & 1 != 0);
        pairs += (n % 3 == 2) as u32;
    }
    // Honours: every count 0, 2 or 3; a count of 2 is a pair.
    let h = word(c, 26) >> 8;
    const LOW: u64 = 0x0101_0101_0101_0101;
    let (b0, b1, b2) = (h & LOW, (h >> 1) & LOW, (h >> 2) & LOW);
    let ones = b0 & !b1 & !b2;
    let fours = b2 & !b1 & !b0;
    let twos = b1 & !b0 & !b2;
    ok &= ones | fours == 0;
    pairs += twos.count_ones();
    ok && pairs == 1
}

/// `COMPLETE[id]`, bit `n`: a suit of `n` tiles (`n % 3` 0 or 2) with keep profile `id` splits
/// into `n / 3` sets and, for `n % 3 == 2`, a pair: its profile keeps every tile.
static COMPLETE: [u16; SUIT_PROFILES] = {
    let mut t = [0u16; SUIT_PROFILES];
    let mut id = 0;
    while id < SUIT_PROFILES {
        let mut n = 0;
        while n <= SUIT_MAX_TOTAL {
            if n % 3 != 1 && PROFILES[id * PROFILE_WIDTH + 2 * (n / 3) + (n % 3 == 2) as usize] as usize == n {
                t[id] |= 1 << n;
            }
            n += 1;
        }
        id += 1;
    }
    t
};

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
    let a = byte(SUIT_PROFILE, rank_of(word(c, 0), c[8])) as usize;
    let b = byte(SUIT_PROFILE, rank_of(word(c, 9), c[17])) as usize;
    let s = byte(SUIT_PROFILE, rank_of(word(c, 18), c[26])) as usize;
    let h = honour_profile_at(honour_digits_of(word(c, 26) >> 8));
    let ab = byte(TWO_SUITS, a * SUIT_PROFILES + b) as usize;
    let abs = byte(THREE_SUITS, ab * SUIT_PROFILES + s) as usize;
    away_byte((abs * HONOUR_PROFILES + h) * SETS_SLOTS + sets)
}

/// An entry of `AWAY` as a number.
#[inline(always)]
fn away_byte(i: usize) -> i8 {
    byte(AWAY, i) as i8
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

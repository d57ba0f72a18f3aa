//! The per-suit lookup table and the fast paths on 34 counts.
//!
//! The table is written at build time by `build.rs` from `table_gen.rs` (the generator; see its
//! header for the entry layout) and included with `include_bytes!`: 405,350 entries of 2 bytes
//! (one per arrangement of one suit with at most 14 tiles, ≈ 792 KiB) plus 2,767 shanten
//! frontiers of 12 bytes (≈ 32 KiB). Honours never form chows, so they are handled by arithmetic.

use super::StandardError;

const SUIT_LEN: usize = 9;
const SUIT_MAX_TOTAL: usize = 14;
const FRONTIER_WIDTH: usize = 12;

static SUIT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_suit.bin"));
static FRONTIER: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_frontier.bin"));

/// Bytes of lookup tables held by the library (suit entries plus shanten frontiers).
pub(crate) fn table_bytes() -> usize {
    SUIT.len() + FRONTIER.len() + core::mem::size_of_val(&OFFSETS)
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

/// Riichi shanten of the standard form (4 sets and a pair) on counts already checked (each ≤ 4,
/// total ≤ 14 and not a multiple of 3), exactly as the `mahjong` package computes it with only
/// the regular form. Sets missing from the count are taken as melds (`(14 - total) / 3`).
pub(crate) fn shanten_unchecked(c: &[u8; 34], total: u8) -> i8 {
    // Honours, as the package pre-processes them.
    let mut m0 = ((14 - total) / 3) as i32;
    let mut p_h = 0i32;
    let mut jidahai = 0i32;
    let mut four = false;
    let mut single = false;
    for &n in &c[27..34] {
        match n {
            4 => {
                m0 += 1;
                jidahai += 1;
                four = true;
            }
            3 => m0 += 1,
            2 => p_h += 1,
            1 => single = true,
            _ => {}
        }
    }
    if jidahai > 0 && total % 3 == 2 {
        jidahai -= 1;
    }
    // Honour isolated kind: 1 none, 2 only four-copy honours, 3 a single honour.
    let kind_h: u8 = if single {
        3
    } else if four {
        2
    } else {
        1
    };
    let fa = frontier(&c[0..9]);
    let fb = frontier(&c[9..18]);
    let fc = frontier(&c[18..27]);
    let mut best = i32::MAX;
    'outer: for &a in fa.iter().take_while(|&&x| x != 0xFF) {
        for &b in fb.iter().take_while(|&&x| x != 0xFF) {
            let ab_m = (a & 7) as i32 + (b & 7) as i32;
            let ab_x = ((a >> 3) & 7) as i32 + ((b >> 3) & 7) as i32;
            let ab_pair = (a >> 6 == 0) | (b >> 6 == 0);
            let ab_kind = (a >> 6).max(b >> 6);
            let ab_good = (a >> 6 == 2) | (b >> 6 == 2);
            for &x in fc.iter().take_while(|&&x| x != 0xFF) {
                let m = m0 + ab_m + (x & 7) as i32;
                let tp = ab_x + ((x >> 3) & 7) as i32 + p_h;
                let ret = if ab_pair | (x >> 6 == 0) | (p_h > 0) {
                    7 - 2 * m - (tp - 1).min(4 - m)
                } else {
                    // Penalised when nothing but four-copy tiles was left isolated.
                    let bad = ab_kind == 3 || x >> 6 == 3 || kind_h == 3;
                    let good = ab_good || x >> 6 == 2 || kind_h == 2;
                    8 - 2 * m - tp.min(4 - m) + (good && !bad) as i32
                };
                if ret < best {
                    best = ret;
                    if best <= -1 {
                        break 'outer;
                    }
                }
            }
        }
    }
    if best != -1 && best < jidahai {
        best = jidahai;
    }
    best.min(8) as i8
}

#[inline(always)]
fn frontier(suit: &[u8]) -> &'static [u8] {
    let id = (suit_entry(suit) & 0x3FFF) as usize;
    &FRONTIER[id * FRONTIER_WIDTH..id * FRONTIER_WIDTH + FRONTIER_WIDTH]
}

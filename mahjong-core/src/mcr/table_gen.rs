//! Build-time generator of the Chinese Official rules' per-suit decomposition table, run by
//! `build.rs` (which writes `mcr_suit_tables.rs` to `OUT_DIR`; `src/mcr/suit_table.rs` includes
//! it). Self-contained: it shares nothing with the standard module's generator.
//!
//! For every suit of nine counts (each at most four, at most 14 tiles) whose total leaves no
//! remainder of one when divided by three, the table lists the ways to split it into chows and
//! pungs (and one pair when the total is two more than a multiple of three), in the order the
//! decomposition search finds them: pair face ascending, then at the lowest face held the pung
//! before the chow, and a pung never after a chow on the same face (so each multiset of groups
//! is listed once).
//!
//! A suit is read as two base-5 numbers, first count most significant: its first six counts
//! (the prefix, below 15,625) and its last three (the suffix, below 125). The entries of all
//! prefixes share one array of slots: prefix `p`'s entry for suffix `s` sits at `base[p] + s`,
//! and each slot holds its prefix, so a slot of another prefix (or an empty one) reads as "no
//! split". The bases are chosen first-fit, fullest prefixes first, so the rows interleave.

use std::fmt::Write as _;

/// Prefixes: six counts 0..=4 in base 5.
pub const MCR_PREFIXES: usize = 15_625;
/// Suffixes: three counts 0..=4 in base 5.
pub const MCR_SUFFIXES: usize = 125;
/// A slot no prefix owns.
pub const MCR_EMPTY_SLOT: u32 = u32::MAX;

/// A split of one suit as a `u32`: bits 0–15 its sets in the order found, four bits each (a
/// pung of rank index `r` is `r`, a chow starting at rank index `r` is `9 + r`), bits 16–18 the
/// number of sets, bits 20–23 the pair's rank index plus one (0: no pair).
pub fn mcr_encode(sets: &[u8], pair: Option<usize>) -> u32 {
    let mut code = 0u32;
    for (k, &g) in sets.iter().enumerate() {
        code |= (g as u32) << (4 * k);
    }
    code | (sets.len() as u32) << 16 | pair.map_or(0, |p| p as u32 + 1) << 20
}

/// Every split of the suit `c` in the search's order (see the module docs); empty when none.
pub fn mcr_suit_splits(c: &[u8; 9]) -> Vec<u32> {
    fn sets(c: &mut [u8; 9], pungs_from: usize, found: &mut Vec<u8>, pair: Option<usize>, out: &mut Vec<u32>) {
        let Some(i) = (0..9).find(|&i| c[i] > 0) else {
            out.push(mcr_encode(found, pair));
            return;
        };
        if c[i] >= 3 && i >= pungs_from {
            c[i] -= 3;
            found.push(i as u8);
            sets(c, i, found, pair, out);
            found.pop();
            c[i] += 3;
        }
        if i <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            found.push(9 + i as u8);
            sets(c, i + 1, found, pair, out);
            found.pop();
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
    }
    let total: usize = c.iter().map(|&n| n as usize).sum();
    let mut out = Vec::new();
    let mut w = *c;
    match total % 3 {
        0 => sets(&mut w, 0, &mut Vec::new(), None, &mut out),
        2 => {
            for p in 0..9 {
                if w[p] >= 2 {
                    w[p] -= 2;
                    sets(&mut w, 0, &mut Vec::new(), Some(p), &mut out);
                    w[p] += 2;
                }
            }
        }
        _ => {}
    }
    out
}

/// The counts of prefix `p` and suffix `s` (first count most significant in each).
pub fn mcr_counts(p: usize, s: usize) -> [u8; 9] {
    let mut c = [0u8; 9];
    let (mut x, mut y) = (p, s);
    for i in (0..6).rev() {
        c[i] = (x % 5) as u8;
        x /= 5;
    }
    for i in (6..9).rev() {
        c[i] = (y % 5) as u8;
        y /= 5;
    }
    c
}

/// The tables: `(base by prefix, padded to 16,384; slots, padded to a power of two; splits)`.
/// A slot is `prefix << 18 | count << 15 | offset` (the suit's splits are `splits[offset..offset
/// + count]`), or [`MCR_EMPTY_SLOT`].
pub fn mcr_generate() -> (Vec<u16>, Vec<u32>, Vec<u32>) {
    // Rows: for each prefix, its suffixes with splits, and the splits.
    let mut rows: Vec<Vec<(usize, Vec<u32>)>> = vec![Vec::new(); MCR_PREFIXES];
    for (p, row) in rows.iter_mut().enumerate() {
        for s in 0..MCR_SUFFIXES {
            let c = mcr_counts(p, s);
            if c.iter().map(|&n| n as usize).sum::<usize>() > 14 {
                continue;
            }
            let splits = mcr_suit_splits(&c);
            if !splits.is_empty() {
                row.push((s, splits));
            }
        }
    }
    let mut order: Vec<usize> = (0..MCR_PREFIXES).filter(|&p| !rows[p].is_empty()).collect();
    order.sort_by_key(|&p| (std::cmp::Reverse(rows[p].len()), p));
    let mut used: Vec<bool> = Vec::new();
    let mut base = vec![0u16; 16_384];
    let mut first_free = 0usize;
    for &p in &order {
        let row = &rows[p];
        let s0 = row[0].0;
        let mut f = first_free.max(s0);
        let b = loop {
            let b = f - s0;
            if row.iter().all(|&(s, _)| !used.get(b + s).copied().unwrap_or(false)) {
                break b;
            }
            f += 1;
        };
        for &(s, _) in row {
            if used.len() <= b + s {
                used.resize(b + s + 1, false);
            }
            used[b + s] = true;
        }
        while first_free < used.len() && used[first_free] {
            first_free += 1;
        }
        base[p] = u16::try_from(b).expect("bases below 65,536");
    }
    let len = (used.len().max(*base.iter().max().unwrap_or(&0) as usize + MCR_SUFFIXES)).next_power_of_two();
    let mut slots = vec![MCR_EMPTY_SLOT; len];
    let mut splits = Vec::new();
    for (p, row) in rows.iter().enumerate() {
        for (s, list) in row {
            assert!(list.len() < 8 && splits.len() < 1 << 15, "a split list fits its slot");
            slots[base[p] as usize + s] = (p as u32) << 18 | (list.len() as u32) << 15 | splits.len() as u32;
            splits.extend_from_slice(list);
        }
    }
    (base, slots, splits)
}

/// Writes `mcr_suit_tables.rs` (the statics `SUIT_BASE`, `SUIT_SLOTS`, `SUIT_SPLITS`) to `out`.
pub fn mcr_write_tables(out: &std::path::Path) {
    let (base, slots, splits) = mcr_generate();
    let mut text = String::new();
    let mut array = |name: &str, ty: &str, values: &mut dyn Iterator<Item = u32>, len: usize| {
        let _ = write!(text, "pub(crate) static {name}: [{ty}; {len}] = [");
        for (i, v) in values.enumerate() {
            if i % 16 == 0 {
                text.push('\n');
            }
            let _ = write!(text, "{v},");
        }
        text.push_str("\n];\n");
    };
    array("SUIT_BASE", "u16", &mut base.iter().map(|&b| b as u32), base.len());
    array("SUIT_SLOTS", "u32", &mut slots.iter().copied(), slots.len());
    array("SUIT_SPLITS", "u32", &mut splits.iter().copied(), splits.len());
    std::fs::write(out.join("mcr_suit_tables.rs"), text).expect("write the MCR suit tables to OUT_DIR");
}

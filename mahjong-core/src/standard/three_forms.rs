//! The least tiles away over three forms, from counts: the standard form, seven pairs of
//! different faces, and thirteen orphans (one of each terminal and honour with a pair of one of
//! them), with the tiles that lower it. Seven pairs and thirteen orphans are numbers of plain
//! arithmetic on two masks (faces held at least once, at least twice); the standard form is read
//! from the tables.

use super::{StandardError, improving, table};

/// Bits of the terminals and honours: 1 and 9 of each suit, the seven honours.
const ORPHAN_BITS: u64 = (1 << 0) | (1 << 8) | (1 << 9) | (1 << 17) | (1 << 18) | (1 << 26) | (0x7F << 27);
/// Bits of the 34 faces.
const ALL: u64 = (1 << 34) - 1;

/// `(faces held at least once, faces held at least twice)` as 34-bit masks of checked counts
/// (each at most 4, so three bits), eight counts at a time.
#[inline(always)]
fn held_masks(c: &[u8; 34]) -> (u64, u64) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    // One bit per byte gathered into the top byte, byte `j`'s bit landing at bit `56 + j`.
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let (mut once, mut twice) = (0u64, 0u64);
    for k in 0..5 {
        let w = word(c, k);
        let (a, t) = ((w | w >> 1 | w >> 2) & LOW, (w >> 1 | w >> 2) & LOW);
        once |= (a.wrapping_mul(GATHER) >> 56) << (8 * k);
        twice |= (t.wrapping_mul(GATHER) >> 56) << (8 * k);
    }
    (once, twice)
}

/// Counts `8k..8k + 8` of `c` as one little-endian word (the last word holds two counts).
#[inline(always)]
fn word(c: &[u8; 34], k: usize) -> u64 {
    let mut b = [0u8; 8];
    let n = if k < 4 { 8 } else { 2 };
    if let (Some(to), Some(from)) = (b.get_mut(..n), c.get(8 * k..8 * k + n)) {
        to.copy_from_slice(from);
    }
    u64::from_le_bytes(b)
}

/// Seven pairs and thirteen orphans of checked counts, without masks: `(seven pairs, orphans)`.
/// Byte sums of the "held" and "held twice" bits, eight counts at a time (no bit counting).
#[inline(always)]
fn special_numbers(c: &[u8; 34]) -> (i8, i8) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    // The orphans' low bits in each word of eight counts (faces 0, 8 9, 17 18, 26..31, 32 33).
    const ORPHAN_LOW: [u64; 5] = [0x01, 0x0101, 0x01_0100, 0x0101_0101_0101_0000, 0x0101];
    let (mut kinds, mut pairs, mut orphan_kinds, mut orphan_pair) = (0u64, 0u64, 0u64, 0u64);
    for (k, &om) in ORPHAN_LOW.iter().enumerate() {
        let w = word(c, k);
        let (a, t) = ((w | w >> 1 | w >> 2) & LOW, (w >> 1 | w >> 2) & LOW);
        kinds += a.wrapping_mul(LOW) >> 56;
        pairs += t.wrapping_mul(LOW) >> 56;
        orphan_kinds += (a & om).wrapping_mul(LOW) >> 56;
        orphan_pair |= t & om;
    }
    let seven = 6 - pairs as i8 + (7 - kinds as i8).max(0);
    let thirteen = 13 - orphan_kinds as i8 - (orphan_pair != 0) as i8;
    (seven, thirteen)
}

/// Seven pairs (13 or 14 tiles): 6 less the pairs held, plus the faces missing for seven
/// different ones.
#[inline(always)]
fn seven_pairs(once: u64, twice: u64) -> i8 {
    let (pairs, kinds) = (twice.count_ones() as i8, once.count_ones() as i8);
    6 - pairs + (7 - kinds).max(0)
}

/// Thirteen orphans: 13 less the orphan faces held, less one more with a pair of one of them.
#[inline(always)]
fn orphans(once: u64, twice: u64) -> i8 {
    13 - (once & ORPHAN_BITS).count_ones() as i8 - (twice & ORPHAN_BITS != 0) as i8
}

/// Checks 13 or 14 tiles.
#[inline(always)]
fn check(c: &[u8; 34]) -> Result<u8, StandardError> {
    let total = table::check_counts(c)?;
    if total != 13 && total != 14 {
        return Err(StandardError::WrongTileCount { count: total, expected: "13 or 14" });
    }
    Ok(total)
}

/// See [`tiles_away_three_forms_counts`](super::tiles_away_three_forms_counts).
#[inline]
pub(crate) fn tiles_away_checked(c: &[u8; 34]) -> Result<i8, StandardError> {
    let total = check(c)?;
    let (seven, thirteen) = special_numbers(c);
    Ok(table::shanten_unchecked(c, total).min(seven).min(thirteen))
}

/// See [`improving_three_forms_counts`](super::improving_three_forms_counts).
#[inline]
pub(crate) fn improving_checked(c: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    let total = check(c)?;
    let (standard, standard_tiles) = improving::improving_any_unchecked(c, total);
    let (once, twice) = held_masks(c);
    let (sp, or) = (seven_pairs(once, twice), orphans(once, twice));
    let best = standard.min(sp).min(or);
    if best < 0 {
        return Ok((best, 0));
    }
    let mut out = if standard == best { standard_tiles } else { 0 };
    if sp == best {
        // A second of a single face makes a pair; a new face counts while fewer than seven.
        out |= once & !twice;
        if once.count_ones() < 7 {
            out |= ALL & !once;
        }
    }
    if or == best {
        out |= ORPHAN_BITS & !once;
        if twice & ORPHAN_BITS == 0 {
            out |= ORPHAN_BITS & once;
        }
    }
    Ok((best, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn held_masks_match_a_plain_loop() {
        let mut c = [0u8; 34];
        for (t, x) in c.iter_mut().enumerate() {
            *x = (t * 7 % 5) as u8;
        }
        let plain = |k: u8| (0..34).filter(|&t| c[t] >= k).fold(0u64, |m, t| m | 1 << t);
        assert_eq!(held_masks(&c), (plain(1), plain(2)));
        assert_eq!(ORPHAN_BITS.count_ones(), 13);
        let (once, twice) = held_masks(&c);
        assert_eq!(special_numbers(&c), (seven_pairs(once, twice), orphans(once, twice)));
        let mut o = [0u8; 34];
        for (t, x) in o.iter_mut().enumerate() {
            if ORPHAN_BITS >> t & 1 == 1 {
                *x = 2;
            }
        }
        assert_eq!(special_numbers(&o), (6 - 13, 13 - 14));
    }
}

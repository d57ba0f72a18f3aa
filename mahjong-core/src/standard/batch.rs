//! Tiles away of many hands (see [`tiles_away_counts_many`](super::tiles_away_counts_many)):
//! the same tables as the single-hand path, read for eight hands in steps.
//!
//! One hand's number is a chain of dependent loads (a suit's state, then its profile, then the
//! profile of two groups, then the number), each often a miss in the first-level cache. Here the
//! work is cut into three steps, each done for all eight hands of a group before the next, so
//! that the loads of a step are in flight together: first each hand's table indices, suit
//! states and honour profile; then the suit profiles, the two groups' profiles and where the
//! number is; then the numbers. Between steps only what the next step reads is kept (four
//! numbers a hand, then one).
//!
//! The counts are checked for the whole group at once, folded into the work: the largest count
//! of the group's 272 bytes (a loop the compiler vectorises), and each hand's total, which picks
//! the block of the tiles-away table to read, and for a total the standard form does not take a
//! place past its end, read as [`AWAY_NOT_TAKEN`]. A group with a count over four or such a
//! result goes through the single-hand path, hand by hand, which names the first bad hand.

use super::table::{
    AWAY, AWAY_BASE, AWAY_NOT_TAKEN, HONOUR_STRIDE, PROFILE_SECOND, SUIT_HONOURS, honour_profile_of, profile_row,
    split_suit, two_suits_row, word,
};

/// Hands read in lockstep.
pub(crate) const GROUP: usize = 8;

/// The sum of the eight bytes of `w`, each at most 16 (for larger bytes, some number: the group
/// check rejects them anyway).
#[inline(always)]
fn byte_sum(w: u64) -> u32 {
    (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Tiles away of the eight hands of `g` into `out`, when every count is at most 4 and every
/// total is one the standard form takes; `false` (and `out` unspecified) otherwise.
#[inline(always)]
pub(crate) fn group(g: &[[u8; 34]; GROUP], out: &mut [i8; GROUP]) -> bool {
    // The largest count of each of 16 places over the group's 272 bytes (17 rows of 16), then of
    // those: plain loops the compiler vectorises.
    let mut largest = [0u8; 16];
    for row in g.as_flattened().chunks_exact(16) {
        for (m, &n) in largest.iter_mut().zip(row) {
            *m = (*m).max(n);
        }
    }
    let largest = largest.iter().fold(0, |a, &m| a | m.saturating_sub(4));
    // Step 1: each suit's row of the second step (its state) with its last three counts, the
    // honours' profile, and the block of the tiles-away table the total reads.
    let mut rows = [[0u32; GROUP]; 3];
    let mut honours = [0u32; GROUP];
    let mut at = [0u32; GROUP];
    for (i, c) in g.iter().enumerate() {
        let (w0, w9, w18, w26) = (word(c, 0), word(c, 9), word(c, 18), word(c, 26));
        // With every count at most 4, the four words' bytes sum to at most 16 each.
        let words = w0.wrapping_add(w9).wrapping_add(w18).wrapping_add(w26);
        let total = byte_sum(words) + c[8] as u32 + c[17] as u32;
        at[i] = AWAY_BASE[(total & 255) as usize];
        for (s, (w, last)) in [(w0, c[8]), (w9, c[17]), (w18, w26 as u8)].into_iter().enumerate() {
            let (first, rest) = split_suit(w, last);
            rows[s][i] = (profile_row(first) | rest) as u32;
        }
        honours[i] = honour_profile_of(w26) as u32;
    }
    if largest != 0 {
        return false;
    }
    // Step 2: each suit's profile, the two groups' profiles, and where the number is.
    for i in 0..GROUP {
        let profile = |s: usize| PROFILE_SECOND[rows[s][i] as usize & 131_071] as usize;
        let (a, b, s) = (profile(0), profile(1), profile(2));
        let ab = two_suits_row(a, b) as u32;
        let sh = SUIT_HONOURS[(s * HONOUR_STRIDE + honours[i] as usize) & 8_191] as u32;
        at[i] += ab + sh;
    }
    // Step 3: the numbers. A hand whose total the standard form does not take reads past the
    // end of `AWAY`, and takes `AWAY_NOT_TAKEN`; every entry is -1 to 13, so one more is below
    // 16 and the `or` of them all stays below `AWAY_NOT_TAKEN` unless such a hand is among them.
    let mut seen = 0u8;
    for (o, &at) in out.iter_mut().zip(&at) {
        let n = AWAY.get(at as usize).copied().unwrap_or(AWAY_NOT_TAKEN);
        seen |= n.wrapping_add(1);
        *o = n as i8;
    }
    seen < AWAY_NOT_TAKEN
}

//! Tiles away of many hands (see [`tiles_away_counts_many`](super::tiles_away_counts_many)):
//! the same tables as the single-hand path, read for eight hands in lockstep.
//!
//! One hand's number is a chain of dependent loads (a suit's state, then its profile, then the
//! profile of two groups, then the number), each often a miss in the first-level cache. One hand
//! at a time, the processor overlaps the chains of about two hands; here each step is done for
//! all eight hands of a group before the next, so the loads of a step are issued together and
//! wait out their latency once. The counts are checked for the whole group at once (the largest
//! count, and each hand's total against the totals the standard form takes); a group that fails
//! goes through the single-hand path, hand by hand, which names the first bad hand.

use super::table::{
    AWAY, AWAY_STRIDE, GROUP_PROFILES, HONOUR_PROFILE, HONOUR_STRIDE, PROFILE_FIRST, PROFILE_SECOND, SUIT_HONOURS,
    TWO_STRIDE, TWO_SUITS, honour_digits_bits, split_suit, word,
};

/// Hands read in lockstep.
pub(crate) const GROUP: usize = 8;

/// Bit `t` set for the totals the standard form takes: 3n+1 or 3n+2, at most 14.
const TAKES: u32 =
    (1 << 1) | (1 << 2) | (1 << 4) | (1 << 5) | (1 << 7) | (1 << 8) | (1 << 10) | (1 << 11) | (1 << 13) | (1 << 14);

/// The sum of the eight bytes of `w`, each at most 4 (for larger bytes, some number: the group
/// check rejects them anyway).
#[inline(always)]
fn byte_sum(w: u64) -> u32 {
    (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Tiles away of the eight hands of `g` into `out`, when every count is at most 4 and every
/// total is one the standard form takes; `false` (and `out` unspecified) otherwise.
#[inline(always)]
pub(crate) fn group(g: &[[u8; 34]; GROUP], out: &mut [i8; GROUP]) -> bool {
    // The largest count of the group: a plain loop over its bytes, which the compiler vectorises.
    let mut largest = 0u8;
    for &n in g.as_flattened() {
        largest = largest.max(n);
    }
    let mut takes = 1u32;
    // Step 1: each hand's table indices, from four words of eight counts.
    let mut first = [[0usize; GROUP]; 3];
    let mut rest = [[0usize; GROUP]; 3];
    let mut honours = [0usize; GROUP];
    let mut base = [0usize; GROUP];
    for (i, c) in g.iter().enumerate() {
        let (w0, w9, w18, w26) = (word(c, 0), word(c, 9), word(c, 18), word(c, 26));
        let total = byte_sum(w0) + byte_sum(w9) + byte_sum(w18) + byte_sum(w26) + c[8] as u32 + c[17] as u32;
        takes &= TAKES >> total.min(15);
        base[i] = (total / 3) as usize * GROUP_PROFILES;
        for (s, (w, last)) in [(w0, c[8]), (w9, c[17]), (w18, c[26])].into_iter().enumerate() {
            let (f, r) = split_suit(w, last);
            first[s][i] = f;
            rest[s][i] = r;
        }
        honours[i] = honour_digits_bits(w26 >> 8);
    }
    if largest > 4 || takes & 1 == 0 {
        return false;
    }
    // Step 2: each suit's state, and the honours' profile.
    let mut state = [[0usize; GROUP]; 3];
    for s in 0..3 {
        for i in 0..GROUP {
            state[s][i] = PROFILE_FIRST[first[s][i] & 16_383] as usize;
        }
    }
    for h in &mut honours {
        *h = HONOUR_PROFILE[*h & 511] as usize;
    }
    // Step 3: each suit's profile.
    let mut profile = [[0usize; GROUP]; 3];
    for s in 0..3 {
        for i in 0..GROUP {
            profile[s][i] = PROFILE_SECOND[(state[s][i] << 7 | rest[s][i]) & 131_071] as usize;
        }
    }
    // Step 4: the two groups' profiles; step 5: the number.
    for i in 0..GROUP {
        let ab = TWO_SUITS[(profile[0][i] * TWO_STRIDE + profile[1][i]) & 16_383] as usize;
        let sh = SUIT_HONOURS[(profile[2][i] * HONOUR_STRIDE + honours[i]) & 8_191] as usize;
        base[i] = (base[i] + ab) * AWAY_STRIDE + sh;
    }
    for (o, &at) in out.iter_mut().zip(&base) {
        *o = super::table::byte(AWAY, at) as i8;
    }
    true
}

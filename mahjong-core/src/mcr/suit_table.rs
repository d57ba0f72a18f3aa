//! The per-suit decomposition table, built by `build.rs` from `table_gen.rs`: for each suit of
//! nine counts, its splits into chows and pungs (and a pair when its total is two more than a
//! multiple of three) in the order the decomposition search finds them.

use super::forms::Counts;

include!(concat!(env!("OUT_DIR"), "/mcr_suit_tables.rs"));

/// A suit read as its first eight counts (the bytes of a word, first count lowest) and its
/// ninth.
#[derive(Clone, Copy)]
pub(crate) struct Suit {
    word: u64,
    last: u8,
}

impl Suit {
    /// Suit `s` (0, 1 or 2) of `c`.
    #[inline(always)]
    pub fn of(c: &Counts, s: usize) -> Suit {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[s * 9..s * 9 + 8]);
        Suit { word: u64::from_le_bytes(b), last: c[s * 9 + 8] }
    }

    /// The number of tiles (each count at most 58, so the bytes' sum does not carry out).
    #[inline(always)]
    pub fn total(self) -> u32 {
        (self.word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32 + self.last as u32
    }

    /// The key: the first six counts and the last three, each in base 5, first count most
    /// significant. Meaningful when every count is at most four.
    #[inline(always)]
    pub fn key(self) -> Key {
        const BYTES: u64 = 0x00FF_00FF_00FF_00FF;
        let w = self.word;
        // 16-bit lanes: c0 * 5 + c1, c2 * 5 + c3, c4 * 5 + c5, c6 * 5 + c7.
        let pairs = (w & BYTES) * 5 + ((w >> 8) & BYTES);
        // lane0 * 625 + lane1 * 25 + lane2 lands in bits 32..48 (below 15,625: no carry in).
        let prefix = (pairs.wrapping_mul(1 | 25 << 16 | 625 << 32) >> 32) & 0xFFFF;
        let suffix = (pairs >> 48) * 5 + self.last as u64;
        Key { prefix: prefix as u32, suffix: suffix as u32 }
    }
}

/// A suit's key (see [`Suit::key`]).
#[derive(Clone, Copy)]
pub(crate) struct Key {
    prefix: u32,
    suffix: u32,
}

/// What one more tile of rank index `r` adds to a key's prefix (ranks 0–5) or suffix (6–8).
const STEP: [u32; 9] = [3125, 625, 125, 25, 5, 1, 25, 5, 1];

impl Key {
    /// The key with one more tile of rank index `r` (0–8); meaningful when that count was below
    /// four.
    #[inline(always)]
    pub fn plus(self, r: usize) -> Key {
        let step = STEP[r % 9];
        if r < 6 {
            Key { prefix: self.prefix + step, suffix: self.suffix }
        } else {
            Key { prefix: self.prefix, suffix: self.suffix + step }
        }
    }

    /// The suit's splits, in the search's order; `None` when it has none (its total leaves a
    /// remainder of one when divided by three, or no split fits). The empty suit has one split,
    /// with no sets.
    #[inline(always)]
    pub fn splits(self) -> Option<&'static [u32]> {
        let base = SUIT_BASE[self.prefix as usize & (SUIT_BASE.len() - 1)] as usize;
        let slot = SUIT_SLOTS[(base + self.suffix as usize) & (SUIT_SLOTS.len() - 1)];
        if slot >> 18 != self.prefix {
            return None;
        }
        let (start, n) = ((slot & 0x7fff) as usize, (slot >> 15 & 7) as usize);
        SUIT_SPLITS.get(start..start + n)
    }

    /// Whether the suit splits (see [`Key::splits`]).
    #[inline(always)]
    pub fn splits_at_all(self) -> bool {
        let base = SUIT_BASE[self.prefix as usize & (SUIT_BASE.len() - 1)] as usize;
        SUIT_SLOTS[(base + self.suffix as usize) & (SUIT_SLOTS.len() - 1)] >> 18 == self.prefix
    }
}

/// The number of sets of a split.
#[inline(always)]
pub(crate) const fn split_sets(code: u32) -> usize {
    (code >> 16 & 7) as usize
}

/// The pair's rank index plus one of a split (0: no pair).
#[inline(always)]
pub(crate) const fn split_pair(code: u32) -> u32 {
    code >> 20 & 15
}

/// Set `k` of a split: whether it is a chow, and its rank index (the lowest of a chow).
#[inline(always)]
pub(crate) const fn split_set(code: u32, k: usize) -> (bool, u8) {
    let g = (code >> (4 * k) & 15) as u8;
    if g >= 9 { (true, g - 9) } else { (false, g) }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// A split as the tests read it: the pair's rank index (or none) and the sets, each as
    /// (is chow, rank index), in order.
    type Split = (Option<u8>, Vec<(bool, u8)>);

    /// Every split of one suit by a direct search, in the search's order: the pair on each face
    /// held twice (ascending) when the total is two more than a multiple of three, then at the
    /// lowest face held a pung before a chow, never a pung after a chow on the same face. Each
    /// split as (pair rank index or none, its sets as (is chow, rank index) in the order found).
    fn by_search(c: &[u8; 9]) -> Vec<Split> {
        fn sets(
            c: &mut [u8; 9],
            from: usize,
            pungs_from: usize,
            found: &mut Vec<(bool, u8)>,
            pair: Option<u8>,
            out: &mut Vec<Split>,
        ) {
            let Some(i) = (from..9).find(|&i| c[i] > 0) else {
                out.push((pair, found.clone()));
                return;
            };
            if c[i] >= 3 && i >= pungs_from {
                c[i] -= 3;
                found.push((false, i as u8));
                sets(c, i, i, found, pair, out);
                found.pop();
                c[i] += 3;
            }
            if i + 2 < 9 && c[i + 1] > 0 && c[i + 2] > 0 {
                c[i..i + 3].iter_mut().for_each(|n| *n -= 1);
                found.push((true, i as u8));
                sets(c, i, i + 1, found, pair, out);
                found.pop();
                c[i..i + 3].iter_mut().for_each(|n| *n += 1);
            }
        }
        let total: u32 = c.iter().map(|&n| n as u32).sum();
        let mut out = Vec::new();
        let mut w = *c;
        if total % 3 == 0 {
            sets(&mut w, 0, 0, &mut Vec::new(), None, &mut out);
        } else if total % 3 == 2 {
            for p in 0..9 {
                if w[p] >= 2 {
                    w[p] -= 2;
                    sets(&mut w, 0, 0, &mut Vec::new(), Some(p as u8), &mut out);
                    w[p] += 2;
                }
            }
        }
        out
    }

    fn decoded(list: &[u32]) -> Vec<Split> {
        list.iter()
            .map(|&code| {
                let pair = split_pair(code).checked_sub(1).map(|p| p as u8);
                (pair, (0..split_sets(code)).map(|k| split_set(code, k)).collect())
            })
            .collect()
    }

    /// Every one-suit count vector (each count at most four, at most 14 tiles), in each of the
    /// three suits: the table's splits are exactly the direct search's, in its order, and
    /// "none" exactly when the search finds none; a key plus one tile is the key of the counts
    /// plus that tile.
    #[test]
    fn the_table_equals_a_direct_search_on_every_one_suit_count_vector() {
        let mut n = [0u8; 9];
        let (mut checked, mut splitting, mut splits) = (0, 0, 0);
        loop {
            let total: u32 = n.iter().map(|&x| x as u32).sum();
            if total <= 14 {
                let want = by_search(&n);
                for s in 0..3 {
                    let mut c = [0u8; 34];
                    c[s * 9..s * 9 + 9].copy_from_slice(&n);
                    let suit = Suit::of(&c, s);
                    assert_eq!(suit.total(), total);
                    let key = suit.key();
                    let got = key.splits();
                    assert_eq!(key.splits_at_all(), got.is_some(), "{n:?}");
                    assert_eq!(got.map(decoded).unwrap_or_default(), want, "{n:?} in suit {s}");
                    if total < 14 && s == 0 {
                        for r in 0..9 {
                            if n[r] < 4 {
                                let mut m = c;
                                m[r] += 1;
                                let k = Suit::of(&m, 0).key();
                                let plus = key.plus(r);
                                assert_eq!((plus.prefix, plus.suffix), (k.prefix, k.suffix), "{n:?} plus {r}");
                            }
                        }
                    }
                }
                checked += 1;
                splitting += usize::from(!want.is_empty());
                splits += want.len();
            }
            if !crate::mcr::forms::next_counts(&mut n) {
                break;
            }
        }
        // Counted independently of the table by the search itself: every vector of at most 14
        // tiles was visited.
        assert_eq!(checked, 405_350);
        assert!(splitting > 20_000 && splits >= splitting, "{splitting} {splits}");
    }
}

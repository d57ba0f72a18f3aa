// The generator of the per-suit lookup table used by `standard` (read by `build.rs` through
// `include!`, and by the test `tests/standard_table.rs`, which checks it against slow references).
//
// It is not a module of the library: it uses `std` and runs at build time only.
//
// One entry per arrangement of one suit: nine counts 0..=4 with a total of at most 14, numbered
// in lexicographic order (first count most significant) by `suit_rank_offsets`. Each entry is a
// little-endian `u16`:
//
// - bit 15: the suit splits into sets (pungs and chows) and exactly one pair;
// - bit 14: the suit splits into sets only (the empty suit does);
// - bits 0..=13: the number of the suit's shanten frontier in the frontier pool.
//
// A frontier is the list, with dominated items removed, of what the riichi shanten search (the
// depth-first search of the `mahjong` package's `Shanten`, ported move for move in
// `suit_search`) can reach in this suit: sets `m`, partial sets plus pairs `tp`, and whether it
// used a pair or, without one, which tiles it left isolated. Items are one byte each:
// `m | tp << 3 | kind << 6`, kind 0 = with a pair, 1 = no pair and nothing isolated, 2 = no pair
// and only tiles held four times isolated, 3 = no pair and another tile isolated. The pool holds
// `FRONTIER_WIDTH` bytes per frontier, padded with 0xFF.

/// Nine positions per suit.
pub const SUIT_LEN: usize = 9;
/// The largest number of tiles of one suit the table covers.
pub const SUIT_MAX_TOTAL: usize = 14;
/// Bytes per frontier in the pool.
pub const FRONTIER_WIDTH: usize = 12;

/// Number of vectors of `len` counts 0..=4 with sum at most `budget`.
pub fn suit_vectors(len: usize, budget: usize) -> u32 {
    if len == 0 {
        return 1;
    }
    (0..=4.min(budget)).map(|v| suit_vectors(len - 1, budget - v)).sum()
}

/// `offsets[i][s][c]`: added to the rank when position `i` holds `c` after `s` tiles in positions
/// before it. The rank of a suit is the sum over its nine positions.
pub fn suit_rank_offsets() -> [[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN] {
    let mut off = [[[0u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN];
    for (i, row) in off.iter_mut().enumerate() {
        for (s, cell) in row.iter_mut().enumerate() {
            let mut acc = 0;
            for (c, slot) in cell.iter_mut().enumerate() {
                *slot = acc;
                if s + c <= SUIT_MAX_TOTAL {
                    acc += suit_vectors(SUIT_LEN - 1 - i, SUIT_MAX_TOTAL - s - c);
                }
            }
        }
    }
    off
}

/// Whether `c` (a suit, or the honours with `chows == false`) splits into sets only.
pub fn gen_sets_only(c: &mut [u8; SUIT_LEN], chows: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else { return true };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = gen_sets_only(c, chows);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if chows && i + 2 < SUIT_LEN && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = gen_sets_only(c, chows);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        if ok {
            return true;
        }
    }
    false
}

/// Whether `c` splits into sets and exactly one pair.
pub fn gen_sets_and_pair(c: &mut [u8; SUIT_LEN], chows: bool) -> bool {
    for i in 0..SUIT_LEN {
        if c[i] >= 2 {
            c[i] -= 2;
            let ok = gen_sets_only(c, chows);
            c[i] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// One leaf of the shanten search in one suit: sets, partial sets, pairs, isolated-tile kind
/// (1 none, 2 only tiles held four times, 3 another tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SuitLeaf {
    /// Sets.
    pub m: u8,
    /// Partial sets (two of a chow).
    pub t: u8,
    /// Pairs.
    pub p: u8,
    /// Isolated-tile kind.
    pub iso: u8,
}

/// The riichi shanten search restricted to one suit, move for move as the `mahjong` package
/// (`_RegularShanten._run`) does it; calls `leaf` for each leaf.
pub fn suit_search(tiles: &[u8; SUIT_LEN], leaf: &mut dyn FnMut(SuitLeaf)) {
    struct S<'a> {
        t: [u8; SUIT_LEN + 3],
        four: u16,
        iso: u16,
        m: u8,
        ta: u8,
        p: u8,
        leaf: &'a mut dyn FnMut(SuitLeaf),
    }
    impl S<'_> {
        fn emit(&mut self) {
            let kind = if self.iso == 0 {
                1
            } else if self.iso & !self.four == 0 {
                2
            } else {
                3
            };
            (self.leaf)(SuitLeaf { m: self.m, t: self.ta, p: self.p, iso: kind });
        }
        fn set(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 3;
                self.m += 1
            } else {
                self.t[k] += 3;
                self.m -= 1
            }
        }
        fn pair(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 2;
                self.p += 1
            } else {
                self.t[k] += 2;
                self.p -= 1
            }
        }
        fn chow(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 1;
                self.t[k + 1] -= 1;
                self.t[k + 2] -= 1;
                self.m += 1
            } else {
                self.t[k] += 1;
                self.t[k + 1] += 1;
                self.t[k + 2] += 1;
                self.m -= 1
            }
        }
        fn first(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 1;
                self.t[k + 1] -= 1;
                self.ta += 1
            } else {
                self.t[k] += 1;
                self.t[k + 1] += 1;
                self.ta -= 1
            }
        }
        fn second(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 1;
                self.t[k + 2] -= 1;
                self.ta += 1
            } else {
                self.t[k] += 1;
                self.t[k + 2] += 1;
                self.ta -= 1
            }
        }
        fn isolated(&mut self, k: usize, on: bool) {
            if on {
                self.t[k] -= 1;
                self.iso |= 1 << k
            } else {
                self.t[k] += 1;
                self.iso &= !(1 << k)
            }
        }
        fn run(&mut self, mut d: usize) {
            while d < SUIT_LEN && self.t[d] == 0 {
                d += 1;
            }
            if d >= SUIT_LEN {
                self.emit();
                return;
            }
            let i = d;
            if self.t[d] == 4 {
                self.set(d, true);
                if i < 7 && self.t[d + 2] > 0 {
                    if self.t[d + 1] > 0 {
                        self.chow(d, true);
                        self.run(d + 1);
                        self.chow(d, false);
                    }
                    self.second(d, true);
                    self.run(d + 1);
                    self.second(d, false);
                }
                if i < 8 && self.t[d + 1] > 0 {
                    self.first(d, true);
                    self.run(d + 1);
                    self.first(d, false);
                }
                self.isolated(d, true);
                self.run(d + 1);
                self.isolated(d, false);
                self.set(d, false);
                self.pair(d, true);
                if i < 7 && self.t[d + 2] > 0 {
                    if self.t[d + 1] > 0 {
                        self.chow(d, true);
                        self.run(d);
                        self.chow(d, false);
                    }
                    self.second(d, true);
                    self.run(d + 1);
                    self.second(d, false);
                }
                if i < 8 && self.t[d + 1] > 0 {
                    self.first(d, true);
                    self.run(d + 1);
                    self.first(d, false);
                }
                self.pair(d, false);
            }
            if self.t[d] == 3 {
                self.set(d, true);
                self.run(d + 1);
                self.set(d, false);
                self.pair(d, true);
                if i < 7 && self.t[d + 1] > 0 && self.t[d + 2] > 0 {
                    self.chow(d, true);
                    self.run(d + 1);
                    self.chow(d, false);
                } else {
                    if i < 7 && self.t[d + 2] > 0 {
                        self.second(d, true);
                        self.run(d + 1);
                        self.second(d, false);
                    }
                    if i < 8 && self.t[d + 1] > 0 {
                        self.first(d, true);
                        self.run(d + 1);
                        self.first(d, false);
                    }
                }
                self.pair(d, false);
                if i < 7 && self.t[d + 2] >= 2 && self.t[d + 1] >= 2 {
                    self.chow(d, true);
                    self.chow(d, true);
                    self.run(d);
                    self.chow(d, false);
                    self.chow(d, false);
                }
            }
            if self.t[d] == 2 {
                self.pair(d, true);
                self.run(d + 1);
                self.pair(d, false);
                if i < 7 && self.t[d + 2] > 0 && self.t[d + 1] > 0 {
                    self.chow(d, true);
                    self.run(d);
                    self.chow(d, false);
                }
            }
            if self.t[d] == 1 {
                if i < 6 && self.t[d + 1] == 1 && self.t[d + 2] > 0 && self.t[d + 3] != 4 {
                    self.chow(d, true);
                    self.run(d + 2);
                    self.chow(d, false);
                } else {
                    self.isolated(d, true);
                    self.run(d + 1);
                    self.isolated(d, false);
                    if i < 7 && self.t[d + 2] > 0 {
                        if self.t[d + 1] > 0 {
                            self.chow(d, true);
                            self.run(d + 1);
                            self.chow(d, false);
                        }
                        self.second(d, true);
                        self.run(d + 1);
                        self.second(d, false);
                    }
                    if i < 8 && self.t[d + 1] > 0 {
                        self.first(d, true);
                        self.run(d + 1);
                        self.first(d, false);
                    }
                }
            }
        }
    }
    let mut t = [0u8; SUIT_LEN + 3];
    t[..SUIT_LEN].copy_from_slice(tiles);
    let mut four = 0u16;
    for (k, &n) in tiles.iter().enumerate() {
        if n == 4 {
            four |= 1 << k;
        }
    }
    let mut s = S { t, four, iso: 0, m: 0, ta: 0, p: 0, leaf };
    s.run(0);
}

/// Encodes one frontier item.
pub fn frontier_item(m: u8, tp: u8, kind: u8) -> u8 {
    m | tp << 3 | kind << 6
}

/// The frontier of a suit: leaves reduced to (m, t + p, kind) with dominated items removed,
/// sorted.
pub fn suit_frontier(tiles: &[u8; SUIT_LEN]) -> Vec<u8> {
    let mut items: Vec<(u8, u8, u8)> = Vec::new();
    suit_search(tiles, &mut |l: SuitLeaf| {
        let kind = if l.p > 0 { 0 } else { l.iso };
        items.push((l.m, l.t + l.p, kind));
    });
    items.sort_unstable();
    items.dedup();
    // Preference among kinds without a pair: 3 (another tile isolated) is never penalised, 1
    // (nothing isolated) only through the other suits, 2 may be penalised.
    let pref = |k: u8| match k {
        3 => 2,
        1 => 1,
        _ => 0,
    };
    let dominated = |a: &(u8, u8, u8), b: &(u8, u8, u8)| {
        // b dominates a
        let same_class = (a.2 == 0) == (b.2 == 0);
        same_class && b.0 >= a.0 && b.1 >= a.1 && (a.2 == 0 || pref(b.2) >= pref(a.2)) && a != b
    };
    let kept: Vec<(u8, u8, u8)> = items.iter().filter(|a| !items.iter().any(|b| dominated(a, b))).copied().collect();
    let mut out: Vec<u8> = kept.iter().map(|&(m, tp, k)| frontier_item(m, tp, k)).collect();
    out.sort_unstable();
    out
}

/// The whole table: `(entries, frontier pool)`. Entries are in rank order.
pub fn generate_suit_table() -> (Vec<u16>, Vec<u8>) {
    let total = suit_vectors(SUIT_LEN, SUIT_MAX_TOTAL) as usize;
    let mut entries = Vec::with_capacity(total);
    let mut pool: Vec<u8> = Vec::new();
    let mut ids: std::collections::HashMap<Vec<u8>, u16> = std::collections::HashMap::new();
    let mut c = [0u8; SUIT_LEN];
    fn walk(i: usize, left: usize, c: &mut [u8; SUIT_LEN], f: &mut dyn FnMut(&mut [u8; SUIT_LEN])) {
        if i == SUIT_LEN {
            f(c);
            return;
        }
        for v in 0..=4.min(left) {
            c[i] = v as u8;
            walk(i + 1, left - v, c, f);
        }
        c[i] = 0;
    }
    walk(0, SUIT_MAX_TOTAL, &mut c, &mut |c| {
        let frontier = suit_frontier(c);
        assert!(frontier.len() <= FRONTIER_WIDTH, "frontier of {c:?} has {} items", frontier.len());
        let next = ids.len() as u16;
        let id = *ids.entry(frontier.clone()).or_insert_with(|| {
            let mut row = [0xFFu8; FRONTIER_WIDTH];
            row[..frontier.len()].copy_from_slice(&frontier);
            pool.extend_from_slice(&row);
            next
        });
        assert!(id < 1 << 14, "too many frontiers");
        let mut e = id;
        if gen_sets_and_pair(c, true) {
            e |= 1 << 15;
        }
        if gen_sets_only(c, true) {
            e |= 1 << 14;
        }
        entries.push(e);
    });
    assert_eq!(entries.len(), total);
    (entries, pool)
}

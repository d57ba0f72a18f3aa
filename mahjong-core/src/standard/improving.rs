//! Improving tiles of the standard form from tables, without working tiles away out again for
//! each tile.
//!
//! Tiles away is read from how many held tiles the best target keeps, and a target is a split of
//! the sets and the pair between the three suits and the honours, each group keeping what its
//! keep profile says for its share. One tile more raises a group's profile entry by at most one.
//! So a drawn tile lowers tiles away exactly when, for some best split, it raises the entry of
//! its group's share: the improving tiles are the union, over the best splits, of each group's
//! improving tiles for its share.
//!
//! With the improving tables (`table_gen.rs`: `generate_improving_tables`,
//! `generate_improving_entries`, `generate_improving_pairs`) one lookup per suit gives its keep
//! profile number and, for each profile entry, the ranks that raise it (a 16-byte entry, found
//! through a `u16` number per arrangement); a table by pair of profiles (two suits; the third
//! suit and the honours) gives, for each entry of the pair, the tiles kept and which entries of
//! each profile the best splits use. The honours need no arrangement table: faces held the same
//! number of times are alike, so a table by honour digit number (`honour_improving_table`) says
//! which of "held 0, 1, 2 times" improve each entry. The table of every discard adds the kept
//! numbers of three groups together (`generate_rest_table`): a discard changes one group, so the
//! other three are read once for all its discards. Without the improving tables (the
//! WebAssembly build) each suit's improving ranks are worked out from the tiles-away tables,
//! rank by rank, and the groups are combined at run time: the same answers.

use super::StandardError;
use super::table::{self, groups};
use crate::Tile;

const PROFILE_WIDTH: usize = 10;

static HONOUR_IMPROVING: &[u8; 512 * PROFILE_WIDTH] =
    include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_improving.bin"));

#[cfg(feature = "improving-tables")]
pub(crate) use fast::{discards_unchecked, improving_unchecked, table_bytes};
#[cfg(not(feature = "improving-tables"))]
pub(crate) use slow::{discards_unchecked, improving_unchecked, table_bytes};

/// Faces of the honours held 0, 1 and 2 times, as masks of tiles 27..34.
#[inline(always)]
fn honour_by_count(h: &[u8; 7]) -> [u64; 3] {
    const LOW: u64 = 0x0001_0101_0101_0101;
    // One bit per byte gathered into the top byte, byte `j`'s bit landing at bit `56 + j`.
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let mut b = [0u8; 8];
    b[..7].copy_from_slice(h);
    let w = u64::from_le_bytes(b);
    let (b0, b1, b2) = (w & LOW, (w >> 1) & LOW, (w >> 2) & LOW);
    let gather = |x: u64| (x.wrapping_mul(GATHER) >> 56) << 27;
    [gather(LOW & !(b0 | b1 | b2)), gather(b0 & !(b1 | b2)), gather(b1 & !(b0 | b2))]
}

/// Table-driven: one entry per suit, one row per pair of groups.
#[cfg(feature = "improving-tables")]
mod fast {
    use super::super::table::{self, groups, honour_digits, rank_from_parts, suit_rank_parts};
    use super::{Discards, HONOUR_IMPROVING, PROFILE_WIDTH, honour_by_count};

    /// Keep profiles of one suit.
    const SUIT_PROFILES: usize = 126;
    /// Keep profiles of the honours.
    const HONOUR_PROFILES: usize = 55;
    /// Bytes of a row of a pair table: a `u32` per entry, the kept numbers forward and reversed
    /// (`u64` each), eight bytes of padding.
    const ROW: usize = 64;

    /// Bytes aligned to a cache line, so that no 16-byte entry straddles two.
    #[repr(C, align(64))]
    struct Aligned<T: ?Sized>(T);

    /// `INDEX[rank]` (`u16`): the suit's entry number, counted from `BASES[tiles]`.
    static INDEX: &Aligned<[u8; 405_350 * 2]> =
        &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_index.bin")));
    /// The distinct suit entries, 16 bytes each: improving ranks of entry `e` at bits `9 * e`
    /// of a little-endian `u128`, the keep profile number at bits 120..128.
    static ENTRIES: &Aligned<[u8]> =
        &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_entries.bin")));
    /// The first entry of the suits of each tile count (0 to 14).
    static BASES: [u32; 15] = {
        let b: &[u8; 60] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_bases.bin"));
        let mut t = [0u32; 15];
        let mut i = 0;
        while i < 15 {
            t[i] = u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
            i += 1;
        }
        t
    };
    /// Rows by pair of suit profiles (`x * 126 + y`), and by suit and honour profile
    /// (`x * 55 + h`): per entry of the pair, bits 0..4 the tiles kept, bits 4..14 and 14..24 the
    /// entries of `x` and `y` the best splits use; then the kept numbers as 6-bit fields, entry
    /// `E` at bit `6 * E` and, reversed, at bit `6 * (9 - E)`.
    static SUIT_PAIRS: &Aligned<[u8; SUIT_PROFILES * SUIT_PROFILES * ROW]> =
        &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_suit_pairs.bin")));
    static HONOUR_PAIRS: &Aligned<[u8; SUIT_PROFILES * HONOUR_PROFILES * ROW]> =
        &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_honour_pairs.bin")));
    /// `HONOUR_IDS[digits]`: the honours' profile number.
    static HONOUR_IDS: &[u8; 512] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_honour_ids.bin"));

    /// Bytes of the improving-tile tables.
    pub(crate) fn table_bytes() -> usize {
        INDEX.0.len()
            + ENTRIES.0.len()
            + core::mem::size_of_val(&BASES)
            + SUIT_PAIRS.0.len()
            + HONOUR_PAIRS.0.len()
            + HONOUR_IDS.len()
            + HONOUR_IMPROVING.len()
            + discard_table_bytes()
    }

    /// The entry of a suit holding `c` (each count ≤ 4, total ≤ 14).
    #[inline(always)]
    fn suit_entry(c: &[u8; 9]) -> u128 {
        let (high, before, low) = suit_rank_parts(c);
        entry_at(rank_from_parts(high, before, low), c.iter().sum::<u8>() as usize)
    }

    /// The entry of the suit of rank `rank` holding `tiles` tiles.
    #[inline(always)]
    fn entry_at(rank: usize, tiles: usize) -> u128 {
        entry_from(rank, BASES.get(tiles).copied().unwrap_or(0) as usize)
    }

    /// The entry of the suit of rank `rank` whose tile count's entries start at `base`.
    #[inline(always)]
    fn entry_from(rank: usize, base: usize) -> u128 {
        let number = match INDEX.0.get(2 * rank..2 * rank + 2) {
            Some(&[x, y]) => u16::from_le_bytes([x, y]) as usize,
            _ => 0,
        };
        let i = 16 * (base + number);
        match ENTRIES.0.get(i..i + 16).and_then(|b| <[u8; 16]>::try_from(b).ok()) {
            Some(b) => u128::from_le_bytes(b),
            None => 0,
        }
    }

    /// The keep profile number in a suit entry.
    #[inline(always)]
    fn profile_id(e: u128) -> usize {
        (e >> 120) as usize & 127
    }

    /// `LANES[t]`: the 9-bit lanes `e` (at bit `9 * e`) of the entries `e` in `t`, five of them.
    const LANES: [u64; 32] = {
        let mut t = [0u64; 32];
        let mut x = 0;
        while x < 32 {
            let mut e = 0;
            while e < 5 {
                if x >> e & 1 != 0 {
                    t[x] |= 0x1FF << (9 * e);
                }
                e += 1;
            }
            x += 1;
        }
        t
    };

    /// The ranks (9-bit mask) improving the entries of `tight` (a 10-bit set) of suit entry `e`:
    /// the lanes of `tight` kept, entries 5..10 laid over 0..5, and the five lanes or-ed
    /// together.
    #[inline(always)]
    fn suit_masks(e: u128, tight: u32) -> u64 {
        let low = e as u64 & LANES[(tight & 31) as usize];
        let high = (e >> 45) as u64 & LANES[(tight >> 5 & 31) as usize];
        let mut x = low | high;
        x |= x >> 27;
        x |= x >> 18;
        x |= x >> 9;
        x & 0x1FF
    }

    /// A row of a pair table.
    #[derive(Clone, Copy)]
    struct Row<'a>(&'a [u8; ROW]);

    impl Row<'_> {
        /// Word `e` (see `SUIT_PAIRS`), for `e` at most 9 (any other `e` reads some four bytes
        /// of the row: never out of bounds, and no bound to test).
        #[inline(always)]
        fn word(self, e: usize) -> u32 {
            let i = 4 * (e & 15);
            match self.0.get(i..i + 4) {
                Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
                _ => 0,
            }
        }

        #[inline(always)]
        fn field_word(self, i: usize) -> u64 {
            match self.0.get(i..i + 8).and_then(|b| <[u8; 8]>::try_from(b).ok()) {
                Some(b) => u64::from_le_bytes(b),
                None => 0,
            }
        }

        /// The kept numbers, entry `E` at bit `6 * E`.
        #[inline(always)]
        fn forward(self) -> u64 {
            self.field_word(40)
        }

        /// The kept numbers, entry `E` at bit `6 * (9 - E)`.
        #[inline(always)]
        fn reversed(self) -> u64 {
            self.field_word(48)
        }
    }

    /// Row `row` of a pair table.
    #[inline(always)]
    fn pair_row(t: &[u8], row: usize) -> Row<'_> {
        static ZERO: [u8; ROW] = [0; ROW];
        Row(t.get(ROW * row..ROW * row + ROW).and_then(|b| <&[u8; ROW]>::try_from(b).ok()).unwrap_or(&ZERO))
    }

    /// The honours: digit number, profile number, faces held 0, 1, 2 times.
    struct Honours {
        digits: usize,
        id: usize,
        by_count: [u64; 3],
    }

    #[inline(always)]
    fn honours(h: &[u8; 7]) -> Honours {
        let digits = honour_digits(h) & 511;
        let id = HONOUR_IDS.get(digits).copied().unwrap_or(0) as usize;
        Honours { digits, id, by_count: honour_by_count(h) }
    }

    /// `HONOUR_TIGHT[digits]`: for `n` of 0, 1 and 2, at bit `10 * n`, the entries that one more
    /// tile of a face held `n` times raises (`HONOUR_IMPROVING` by face count).
    static HONOUR_TIGHT: [u32; 512] = {
        let b: &[u8; 512 * PROFILE_WIDTH] = include_bytes!(concat!(env!("OUT_DIR"), "/standard_honour_improving.bin"));
        let mut t = [0u32; 512];
        let mut d = 0;
        while d < 512 {
            let mut e = 0;
            while e < PROFILE_WIDTH {
                let bits = b[d * PROFILE_WIDTH + e];
                let mut n = 0;
                while n < 3 {
                    if bits >> n & 1 != 0 {
                        t[d] |= 1 << (10 * n + e);
                    }
                    n += 1;
                }
                e += 1;
            }
            d += 1;
        }
        t
    };

    /// The honour tiles improving the entries of `tight`.
    #[inline(always)]
    fn honour_masks(h: &Honours, tight: u32) -> u64 {
        let w = HONOUR_TIGHT[h.digits & 511];
        let pick = |n: u32, faces: u64| faces & 0u64.wrapping_sub((w >> (10 * n) & tight != 0) as u64);
        pick(0, h.by_count[0]) | pick(1, h.by_count[1]) | pick(2, h.by_count[2])
    }

    /// The tiles improving one of the best targets of `sets` sets and the pair, which keep
    /// `best` tiles (read from the tiles-away tables), for suits `a`, `b`, `s`, honours `h`, and
    /// the rows `ab` (of `a` and `b`) and `sh` (of `s` and `h`). The number of sets is made a
    /// constant so that the loops unroll.
    #[inline(always)]
    fn solve(suits: [u128; 3], h: &Honours, ab: Row, sh: Row, sets: usize, best: u8) -> u64 {
        match sets {
            4 => solve_top::<9>(suits, h, ab, sh, best),
            3 => solve_top::<7>(suits, h, ab, sh, best),
            2 => solve_top::<5>(suits, h, ab, sh, best),
            1 => solve_top::<3>(suits, h, ab, sh, best),
            _ => solve_top::<1>(suits, h, ab, sh, best),
        }
    }

    /// A 1 in each of the ten 6-bit fields.
    const FIELD_ONES: u64 = 0x0041_0410_4104_1041;

    /// [`solve`] for the pair entry `TOP` (`2 * sets + 1`, at most 9). The kept numbers of the
    /// splits (`ab` entry `e`, `sh` entry `TOP - e`) are added as 6-bit fields, and the best
    /// splits found as the fields equal to `best`.
    #[inline(always)]
    fn solve_top<const TOP: usize>([a, b, s]: [u128; 3], h: &Honours, ab: Row, sh: Row, best: u8) -> u64 {
        let fields: u64 = (1 << (6 * (TOP.min(9) + 1))) - 1;
        let sums = (ab.forward() & fields) + (sh.reversed() >> (6 * (9 - TOP.min(9))));
        let best = best as u64;
        // Fields of `x` are zero exactly where the sum is the best; each is below 32, so
        // `(x | 32) - 1` keeps bit 5 unless the field is zero, and borrows nothing.
        let x = sums ^ best.wrapping_mul(FIELD_ONES);
        let high = FIELD_ONES << 5;
        let mut tight = !((x | high) - FIELD_ONES) & high & fields;
        let (mut tx, mut ty) = (0u32, 0u32);
        while tight != 0 {
            let e = tight.trailing_zeros() as usize / 6;
            tight &= tight - 1;
            tx |= ab.word(e);
            ty |= sh.word(TOP.min(9).wrapping_sub(e));
        }
        suit_masks(a, tx >> 4 & 0x3FF)
            | suit_masks(b, tx >> 14 & 0x3FF) << 9
            | suit_masks(s, ty >> 4 & 0x3FF) << 18
            | honour_masks(h, ty >> 14 & 0x3FF)
    }

    #[inline(always)]
    fn suit_pair(x: u128, y: u128) -> Row<'static> {
        pair_row(&SUIT_PAIRS.0, profile_id(x) * SUIT_PROFILES + profile_id(y))
    }

    #[inline(always)]
    fn honour_pair(x: u128, h: &Honours) -> Row<'static> {
        pair_row(&HONOUR_PAIRS.0, profile_id(x) * HONOUR_PROFILES + h.id)
    }

    /// Tiles away and improving tiles of checked counts with `total % 3 == 1` (or 3n+2 tiles,
    /// see [`super::improving_any_unchecked`]).
    #[inline(always)]
    pub(crate) fn improving_unchecked(c: &[u8; 34], total: u8) -> (i8, u64) {
        let sets = (total / 3) as usize;
        let (a, b, s, h) = groups(c);
        let suits = [suit_entry(a), suit_entry(b), suit_entry(s)];
        let h = honours(h);
        let (ab, sh) = (suit_pair(suits[0], suits[1]), honour_pair(suits[2], &h));
        let (pa, pb, ps) = (profile_id(suits[0]), profile_id(suits[1]), profile_id(suits[2]));
        let away = table::away_of(sets, table::two_suits(pa, pb), table::suit_honours(ps, h.id));
        let kept = (3 * sets as i8 + 1 - away) as u8;
        (away, solve(suits, &h, ab, sh, sets, kept))
    }

    /// Profiles of two suits together, and of a suit with the honours (as `table.rs` numbers
    /// them).
    const PAIR_PROFILES: usize = 180;
    const SUIT_HONOUR_PROFILES: usize = 165;

    /// Little-endian `u64`s of `bytes` (exactly `8 * N` of them).
    const fn words<const N: usize>(bytes: &[u8]) -> [u64; N] {
        assert!(bytes.len() == 8 * N);
        let mut t = [0u64; N];
        let mut i = 0;
        while i < N {
            let b = 8 * i;
            t[i] = u64::from_le_bytes([
                bytes[b],
                bytes[b + 1],
                bytes[b + 2],
                bytes[b + 3],
                bytes[b + 4],
                bytes[b + 5],
                bytes[b + 6],
                bytes[b + 7],
            ]);
            i += 1;
        }
        t
    }

    /// The kept numbers of each suit profile, entry `E` at bit `6 * E`.
    static SUIT_PACKED: [u64; SUIT_PROFILES] =
        words(include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_suit_packed.bin")));
    /// The kept numbers of each honour profile, entry `E` at bit `6 * E`.
    static HONOUR_PACKED: [u64; HONOUR_PROFILES] =
        words(include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_honour_packed.bin")));
    /// The kept numbers of three groups together, entry `E` at bit `6 * (9 - E)`: a suit with
    /// the third suit and the honours (`suit * 165 + sh`), …
    static REST_SUIT: [u64; SUIT_PROFILES * SUIT_HONOUR_PROFILES] =
        words(include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_rest_suit.bin")));
    /// … two suits with the honours (`ab * 55 + h`), …
    static REST_HONOURS: [u64; PAIR_PROFILES * HONOUR_PROFILES] =
        words(include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_rest_honours.bin")));
    /// … and two suits with the third (`ab * 126 + s`).
    static REST_THIRD: [u64; PAIR_PROFILES * SUIT_PROFILES] =
        words(include_bytes!(concat!(env!("OUT_DIR"), "/standard_improving_rest_third.bin")));

    /// Bytes of the tables of the table of every discard.
    pub(super) fn discard_table_bytes() -> usize {
        core::mem::size_of_val(&SUIT_PACKED)
            + core::mem::size_of_val(&HONOUR_PACKED)
            + core::mem::size_of_val(&REST_SUIT)
            + core::mem::size_of_val(&REST_HONOURS)
            + core::mem::size_of_val(&REST_THIRD)
            + core::mem::size_of_val(&HONOUR_TIGHT)
    }

    #[inline(always)]
    fn at(t: &[u64], i: usize) -> u64 {
        t.get(i).copied().unwrap_or(0)
    }

    /// Bit 5 of each 6-bit field.
    const FIELD_HIGH: u64 = FIELD_ONES << 5;

    /// Bit 5 of the fields of `sums` equal to `best`, for fields below 32.
    #[inline(always)]
    fn equal_fields(sums: u64, best: u64) -> u64 {
        let x = sums ^ best.wrapping_mul(FIELD_ONES);
        !((x | FIELD_HIGH) - FIELD_ONES) & FIELD_HIGH
    }

    /// `SPLITS[E]`: bit 5 of the fields `e` for which a group at entry `e` and another at
    /// `E - e` make entry `E` together: `e ≤ E`, and `e` even when `E` is (one pair at most).
    const SPLITS: [u64; PROFILE_WIDTH] = {
        let mut t = [0u64; PROFILE_WIDTH];
        let mut big = 0;
        while big < PROFILE_WIDTH {
            let mut e = 0;
            while e <= big {
                if big % 2 == 1 || e % 2 == 0 {
                    t[big] |= 1 << (6 * e + 5);
                }
                e += 1;
            }
            big += 1;
        }
        t
    };

    /// The tight entries of three fixed groups together at their entry `big`: one group with
    /// kept numbers `x` (forward) and two with the pair row `row`, whose kept numbers together
    /// are `rest` (reversed, from a `REST_*` table). Returns the entries that some best split of
    /// `big` uses: of the one group at bits 0..10, of the row's two at bits 10..20 and 20..30.
    #[inline(always)]
    fn rest_tight(x: u64, row: Row, rest: u64, big: usize) -> u32 {
        let shift = 6 * (PROFILE_WIDTH - 1 - big.min(PROFILE_WIDTH - 1));
        let best = rest >> shift & 63;
        let sums = x + (row.reversed() >> shift);
        let tx = entry_bits(equal_fields(sums, best) & SPLITS.get(big).copied().unwrap_or(0));
        let (mut bits, mut words) = (tx, 0u32);
        while bits != 0 {
            let e = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            words |= row.word(big.wrapping_sub(e));
        }
        tx | (words << 6 & 0x3FFF_FC00)
    }

    /// The entries (bit `e`) of the fields of `f` whose bit 5 is set: fields 0..5 and 5..10 each
    /// gathered by one multiplication (bit `6 * e` times `2^(20 - 5 * j)` lands at `20 + e` for
    /// `j = e`, and for `j ≠ e` more than four places away from `20..25`, each place reached at
    /// most once, so nothing carries).
    #[inline(always)]
    fn entry_bits(f: u64) -> u32 {
        const FIVE: u64 = 0x0104_1041;
        const GATHER: u64 = 1 << 20 | 1 << 15 | 1 << 10 | 1 << 5 | 1;
        let b = f >> 5;
        let low = ((b & FIVE).wrapping_mul(GATHER) >> 20) & 31;
        let high = ((b >> 30 & FIVE).wrapping_mul(GATHER) >> 20) & 31;
        (low | high << 5) as u32
    }

    /// Bit 5 of the fields of `x` that are zero, for fields below 32.
    #[inline(always)]
    fn zero_fields(x: u64) -> u64 {
        !((x | FIELD_HIGH) - FIELD_ONES) & FIELD_HIGH
    }

    /// One group (a suit or the honours) against the other three, for the discards of the group.
    ///
    /// One tile less lowers each of the group's kept numbers by at most one and leaves the other
    /// three groups as they are. So, with `K` the tiles the hand's best targets keep (`kept`) and
    /// the group's entries split into those whose best split with the others keeps `K` (`tight`)
    /// and `K - 1` (`second`): after a discard that leaves some tight entry's kept number as it
    /// was, the targets keep `K` and the best splits are those tight entries; after any other,
    /// they keep `K - 1`, and the best splits are every tight entry and the second entries whose
    /// number is unchanged. Nothing else is read per discard but the group's new kept numbers.
    struct Against {
        /// The group's kept numbers (forward).
        own: u64,
        /// Bit 5 of the fields of the tight and the second entries.
        tight: u64,
        second: u64,
        /// Tiles away after a discard that keeps `K`.
        away: i8,
    }

    impl Against {
        /// The group with kept numbers `own` (forward), the others' together `rest` (reversed),
        /// `top` the whole hand's entry after a discard (`2 * sets + 1`), `full` the tiles of its
        /// target (`3 * sets + 1`).
        #[inline(always)]
        fn new(own: u64, rest: u64, top: usize, full: i8, kept: u8) -> Self {
            let splits = SPLITS.get(top).copied().unwrap_or(0);
            let sums = own + (rest >> (6 * (PROFILE_WIDTH - 1 - top.min(PROFILE_WIDTH - 1))));
            let tight = equal_fields(sums, kept as u64) & splits;
            let second = if kept > 0 { equal_fields(sums, kept as u64 - 1) & splits } else { 0 };
            Against { own, tight, second, away: full - kept as i8 }
        }

        /// Tiles away after a discard that leaves the group with kept numbers `x` (forward), and
        /// the group's entries the best splits then use (bit `e`).
        #[inline(always)]
        fn after(&self, x: u64) -> (i8, u32) {
            let same = zero_fields(x ^ self.own);
            let kept = same & self.tight;
            if kept != 0 {
                (self.away, entry_bits(kept))
            } else {
                (self.away + 1, entry_bits(self.tight | (self.second & same)))
            }
        }
    }

    /// The other three groups' improving tiles for the discards of one group: which of their
    /// entries the best splits use at each of their entries ([`rest_tight`]), worked out when a
    /// best split first needs it, and their tiles for the last set of those (discards of one
    /// group often leave the same).
    struct Others {
        /// By entry (16 places, so that any 4-bit entry number is in range without a bound).
        tight: [u32; 16],
        done: u32,
        last_tx: u32,
        last_tight: u32,
        last: u64,
    }

    impl Others {
        const fn new() -> Self {
            Others { tight: [0; 16], done: 0, last_tx: u32::MAX, last_tight: u32::MAX, last: 0 }
        }

        /// The others' improving tiles when the changed group's best splits use its entries `tx`
        /// of `top`: `work(big)` gives the others' tight entries at their entry `big`, `masks`
        /// the tiles of tight entries.
        #[inline(always)]
        fn improving(&mut self, tx: u32, top: usize, work: &impl Fn(usize) -> u32, masks: &impl Fn(u32) -> u64) -> u64 {
            if tx == self.last_tx {
                return self.last;
            }
            self.last_tx = tx;
            // The entries not worked out yet, then the union over all of `tx` (entries are
            // below 10, so `& 15` only tells the compiler so).
            let mut new = tx & !self.done;
            self.done |= tx;
            while new != 0 {
                let e = new.trailing_zeros() as usize;
                new &= new - 1;
                self.tight[e & 15] = work(top.wrapping_sub(e));
            }
            let (mut bits, mut t) = (tx, 0u32);
            while bits != 0 {
                t |= self.tight[bits.trailing_zeros() as usize & 15];
                bits &= bits - 1;
            }
            if t != self.last_tight {
                (self.last_tight, self.last) = (t, masks(t));
            }
            self.last
        }
    }

    /// A suit's rank parts (see `suit_rank_parts`) and tiles: its entry, and the entry after one
    /// tile less of a rank, without reading the counts again.
    struct SuitParts {
        high: usize,
        before: usize,
        low: usize,
        tiles: usize,
    }

    /// What one tile of each rank adds to the high and the low rank parts.
    const HIGH_PLACE: [usize; 9] = [625, 125, 25, 5, 1, 0, 0, 0, 0];
    const LOW_PLACE: [usize; 9] = [0, 0, 0, 0, 0, 125, 25, 5, 1];

    impl SuitParts {
        #[inline(always)]
        fn new(c: &[u8; 9]) -> Self {
            let (high, before, low) = suit_rank_parts(c);
            SuitParts { high, before, low, tiles: c.iter().sum::<u8>() as usize }
        }

        /// The suit's entry.
        #[inline(always)]
        fn entry(&self) -> u128 {
            entry_at(rank_from_parts(self.high, self.before, self.low), self.tiles)
        }

        /// The entry after one tile less of rank `r` (held); `base` the first entry of the
        /// suits of one tile less.
        #[inline(always)]
        fn less(&self, r: usize, base: usize) -> u128 {
            let high = self.high.wrapping_sub(HIGH_PLACE.get(r).copied().unwrap_or(0));
            let low = self.low.wrapping_sub(LOW_PLACE.get(r).copied().unwrap_or(0));
            let before = self.before.wrapping_sub((r < 5) as usize);
            entry_from(rank_from_parts(high, before, low), base)
        }

        /// The first entry of the suits of one tile less.
        #[inline(always)]
        fn base_less(&self) -> usize {
            BASES.get(self.tiles.wrapping_sub(1)).copied().unwrap_or(0) as usize
        }
    }

    /// The faces `c` holds (bit `i` for `c[i] > 0`): each word of eight counts (at most 4)
    /// folded onto the bytes' low bits and gathered into the top byte by one multiplication.
    #[inline(always)]
    fn faces_held(c: &[u8; 34]) -> u64 {
        const LOW: u64 = 0x0101_0101_0101_0101;
        // Byte `j`'s low bit lands at bit `56 + j`.
        const GATHER: u64 = 0x0102_0408_1020_4080;
        let mut m = 0u64;
        for from in [0, 8, 16, 24, 26] {
            let w = table::word(c, from);
            m |= ((((w | w >> 1 | w >> 2) & LOW).wrapping_mul(GATHER)) >> 56) << from;
        }
        m
    }

    /// What one tile less of an honour held `n` times adds to the honours' digit number
    /// (`once + 8 * twice + 64 * three_or_four`).
    const HONOUR_LESS: [usize; 5] = [0, 0usize.wrapping_sub(1), 0usize.wrapping_sub(7), 0usize.wrapping_sub(56), 0];

    /// The honours after one tile less of face `f` (held `n` times, 1 to 4).
    #[inline(always)]
    fn honours_less(h: &Honours, f: usize, n: usize) -> Honours {
        let digits = h.digits.wrapping_add(HONOUR_LESS.get(n).copied().unwrap_or(0)) & 511;
        let id = HONOUR_IDS.get(digits).copied().unwrap_or(0) as usize;
        let bit = 1u64 << (27 + f);
        let mut by_count = h.by_count;
        if let Some(m) = by_count.get_mut(n) {
            *m &= !bit;
        }
        if let Some(m) = by_count.get_mut(n.wrapping_sub(1)) {
            *m |= bit;
        }
        Honours { digits, id, by_count }
    }

    /// Tiles away and improving tiles after each discard of checked counts with
    /// `total % 3 == 2`. A discard changes one group: the other three groups' kept numbers
    /// together are one lookup per group, and which of the group's entries a best split uses
    /// before and after a discard follows from its kept numbers alone (see [`Against`]); per
    /// discard only the group's new entry is read. The others' improving tiles for an entry of
    /// the group are worked out once, when a discard first needs them.
    pub(crate) fn discards_unchecked(c: &[u8; 34], total: u8) -> Discards {
        let sets = ((total - 1) / 3) as usize;
        let top = 2 * sets + 1;
        let full = 3 * sets as i8 + 1;
        let (ga, gb, gs, gh) = groups(c);
        let parts = [SuitParts::new(ga), SuitParts::new(gb), SuitParts::new(gs)];
        let [ea, eb, es] = [parts[0].entry(), parts[1].entry(), parts[2].entry()];
        let h = honours(gh);
        let (pa, pb, ps) = (profile_id(ea), profile_id(eb), profile_id(es));
        let (ab_row, sh_row) = (suit_pair(ea, eb), honour_pair(es, &h));
        let (ab, sh) = (table::two_suits(pa, pb), table::suit_honours(ps, h.id));
        // The tiles the hand's best targets of `sets` sets and the pair keep.
        let kept = (full - table::away_of(sets, ab, sh)) as u8;
        let held = faces_held(c);
        let mut out = Discards::EMPTY;
        out.held = held;
        // Rows written (kept here, not in `out`, so that it stays in a register).
        let mut written = 0usize;
        // The first two suits: the others are the other suit with the third and the honours.
        for (k, other, p_other, p_own) in [(0usize, eb, pb, pa), (1, ea, pa, pb)] {
            let Some(part) = parts.get(k) else { continue };
            let mut ranks = held >> (9 * k) & 0x1FF;
            if ranks == 0 {
                continue;
            }
            let rest = at(&REST_SUIT, p_other * SUIT_HONOUR_PROFILES + sh);
            let x_other = at(&SUIT_PACKED, p_other);
            let against = Against::new(at(&SUIT_PACKED, p_own), rest, top, full, kept);
            let mut others = Others::new();
            let work = |big: usize| rest_tight(x_other, sh_row, rest, big);
            let masks = |t: u32| {
                suit_masks(other, t & 0x3FF) << (9 * (1 - k))
                    | suit_masks(es, t >> 10 & 0x3FF) << 18
                    | honour_masks(&h, t >> 20)
            };
            let base = part.base_less();
            while ranks != 0 {
                let r = ranks.trailing_zeros() as usize;
                ranks &= ranks - 1;
                let x = part.less(r, base);
                let (away, tx) = against.after(at(&SUIT_PACKED, profile_id(x)));
                out.put_row(written, away, suit_masks(x, tx) << (9 * k) | others.improving(tx, top, &work, &masks));
                written += 1;
            }
        }
        // The third suit: the others are the first two with the honours.
        let mut ranks = held >> 18 & 0x1FF;
        if ranks != 0 {
            let rest = at(&REST_HONOURS, ab * HONOUR_PROFILES + h.id);
            let x_other = at(&HONOUR_PACKED, h.id);
            let against = Against::new(at(&SUIT_PACKED, ps), rest, top, full, kept);
            let mut others = Others::new();
            let work = |big: usize| rest_tight(x_other, ab_row, rest, big);
            let masks =
                |t: u32| honour_masks(&h, t & 0x3FF) | suit_masks(ea, t >> 10 & 0x3FF) | suit_masks(eb, t >> 20) << 9;
            let base = parts[2].base_less();
            while ranks != 0 {
                let r = ranks.trailing_zeros() as usize;
                ranks &= ranks - 1;
                let x = parts[2].less(r, base);
                let (away, tx) = against.after(at(&SUIT_PACKED, profile_id(x)));
                out.put_row(written, away, suit_masks(x, tx) << 18 | others.improving(tx, top, &work, &masks));
                written += 1;
            }
        }
        // The honours: the others are the three suits.
        let mut faces = held >> 27;
        if faces != 0 {
            let rest = at(&REST_THIRD, ab * SUIT_PROFILES + ps);
            let x_other = at(&SUIT_PACKED, ps);
            let against = Against::new(at(&HONOUR_PACKED, h.id), rest, top, full, kept);
            let mut others = Others::new();
            let work = |big: usize| rest_tight(x_other, ab_row, rest, big);
            let masks = |t: u32| {
                suit_masks(es, t & 0x3FF) << 18 | suit_masks(ea, t >> 10 & 0x3FF) | suit_masks(eb, t >> 20) << 9
            };
            while faces != 0 {
                let f = faces.trailing_zeros() as usize;
                faces &= faces - 1;
                let n = gh.get(f).copied().unwrap_or(0) as usize;
                let x = honours_less(&h, f, n);
                let (away, tx) = against.after(at(&HONOUR_PACKED, x.id));
                out.put_row(written, away, honour_masks(&x, tx) | others.improving(tx, top, &work, &masks));
                written += 1;
            }
        }
        out.len = written as u8;
        out
    }
}

/// Without the improving tables: each suit's improving ranks worked out from the tiles-away
/// tables, the groups combined at run time.
#[cfg(not(feature = "improving-tables"))]
mod slow {
    use super::super::keep::{KeepProfile, combine_profiles as combine_kept};
    use super::super::table::{groups, honour_digits, honour_keep_profile, profile, suit_profile};
    use super::{Discards, HONOUR_IMPROVING, PROFILE_WIDTH, honour_by_count};

    /// The honour tiles improving entry `e` of honours with digit number `digits`.
    #[inline(always)]
    fn honour_entry_mask(digits: usize, by_count: &[u64; 3], e: usize) -> u64 {
        let bits = super::super::table::byte(HONOUR_IMPROVING, digits * PROFILE_WIDTH + e);
        let mut x = 0;
        for (k, mask) in by_count.iter().enumerate() {
            x |= mask & 0u64.wrapping_sub((bits >> k & 1) as u64);
        }
        x
    }

    /// Bytes of the improving-tile tables.
    pub(crate) fn table_bytes() -> usize {
        HONOUR_IMPROVING.len()
    }

    /// A group of faces (a suit or the honours): its keep profile and, for each entry, the tiles
    /// (34-bit mask) that raise the entry by one.
    #[derive(Clone, Copy)]
    struct Group {
        kept: KeepProfile,
        improving: [u64; PROFILE_WIDTH],
    }

    /// Suit `s` (0, 1 or 2) holding `c`: a rank improves an entry when one more tile of it
    /// raises the entry's kept number (faces held four times, and a suit of 14 tiles, have
    /// none, as in the tables).
    fn suit_group(c: &[u8; 9], s: u32) -> Group {
        let kept = profile(suit_profile(c));
        let mut improving = [0u64; PROFILE_WIDTH];
        if c.iter().sum::<u8>() < 14 {
            let mut more = *c;
            for r in 0..9 {
                if c[r] >= 4 {
                    continue;
                }
                more[r] += 1;
                let up = profile(suit_profile(&more));
                more[r] -= 1;
                for (e, x) in improving.iter_mut().enumerate() {
                    if up[e] > kept[e] {
                        *x |= 1 << (9 * s as usize + r);
                    }
                }
            }
        }
        Group { kept, improving }
    }

    /// The honours holding `h`.
    #[inline(always)]
    fn honour_group(h: &[u8; 7]) -> Group {
        let digits = honour_digits(h);
        let by_count = honour_by_count(h);
        let mut improving = [0u64; PROFILE_WIDTH];
        for (e, x) in improving.iter_mut().enumerate() {
            *x = honour_entry_mask(digits, &by_count, e);
        }
        Group { kept: honour_keep_profile(digits), improving }
    }

    /// The best way to give `m` sets and `p` pairs (at most) to `x` and `y` together: tiles kept and
    /// the union of the improving tiles of every best split.
    #[inline(always)]
    fn best_split(x: &Group, y: &Group, m: usize, p: usize) -> (u8, u64) {
        let (mut best, mut improving) = (0u8, 0u64);
        for i in 0..=m.min(4) {
            for q in 0..=p {
                let (ex, ey) = (2 * i + q, 2 * (m - i) + (p - q));
                let (Some(&kx), Some(&ky)) = (x.kept.get(ex), y.kept.get(ey)) else { continue };
                let v = kx + ky;
                let mask = x.improving.get(ex).copied().unwrap_or(0) | y.improving.get(ey).copied().unwrap_or(0);
                if v > best {
                    best = v;
                    improving = mask;
                } else if v == best {
                    improving |= mask;
                }
            }
        }
        (best, improving)
    }

    /// `x` and `y` as one group.
    #[inline(always)]
    fn combine(x: &Group, y: &Group) -> Group {
        let mut out = Group { kept: [0; PROFILE_WIDTH], improving: [0; PROFILE_WIDTH] };
        for m in 0..5 {
            for p in 0..2 {
                (out.kept[2 * m + p], out.improving[2 * m + p]) = best_split(x, y, m, p);
            }
        }
        out
    }

    /// The four groups of checked counts.
    #[inline(always)]
    fn four_groups(c: &[u8; 34]) -> [Group; 4] {
        let (a, b, s, h) = groups(c);
        [suit_group(a, 0), suit_group(b, 1), suit_group(s, 2), honour_group(h)]
    }

    /// Tiles away and improving tiles of checked counts with `total % 3 == 1`. The profiles of the
    /// suit pair and of the other suit with the honours are combined on their kept numbers only;
    /// the improving tiles are gathered just for the entries the best splits use.
    #[inline(always)]
    pub(crate) fn improving_unchecked(c: &[u8; 34], total: u8) -> (i8, u64) {
        let sets = (total / 3) as usize;
        let [a, b, s, h] = four_groups(c);
        let (ab, sh) = (combine_kept(&a.kept, &b.kept), combine_kept(&s.kept, &h.kept));
        let mut best = 0u8;
        for i in 0..=sets.min(4) {
            for q in 0..2 {
                best = best.max(kept_at(&ab, 2 * i + q) + kept_at(&sh, 2 * (sets - i) + 1 - q));
            }
        }
        let mut improving = 0u64;
        for i in 0..=sets.min(4) {
            for q in 0..2 {
                let (e, f) = (2 * i + q, 2 * (sets - i) + 1 - q);
                if kept_at(&ab, e) + kept_at(&sh, f) == best {
                    improving |=
                        entry_improving(&a, &b, e, kept_at(&ab, e)) | entry_improving(&s, &h, f, kept_at(&sh, f));
                }
            }
        }
        (3 * sets as i8 + 1 - best as i8, improving)
    }

    /// Entry `e` of a profile, 0 past its end.
    #[inline(always)]
    fn kept_at(p: &KeepProfile, e: usize) -> u8 {
        p.get(e).copied().unwrap_or(0)
    }

    /// The improving tiles of entry `e` (`2 * m + p`) of `x` and `y` together, whose kept number is
    /// `best`: the union over the splits that keep `best`.
    #[inline(always)]
    fn entry_improving(x: &Group, y: &Group, e: usize, best: u8) -> u64 {
        let (m, p) = (e / 2, e % 2);
        let mut out = 0;
        for i in 0..=m.min(4) {
            for q in 0..=p {
                let (ex, ey) = (2 * i + q, 2 * (m - i) + (p - q));
                if kept_at(&x.kept, ex) + kept_at(&y.kept, ey) == best {
                    out |= x.improving.get(ex).copied().unwrap_or(0) | y.improving.get(ey).copied().unwrap_or(0);
                }
            }
        }
        out
    }

    /// Tiles away and improving tiles after each discard of checked counts with `total % 3 == 2`.
    pub(crate) fn discards_unchecked(c: &[u8; 34], total: u8) -> Discards {
        let sets = ((total - 1) / 3) as usize;
        let g = four_groups(c);
        let (ab, sh) = (combine(&g[0], &g[1]), combine(&g[2], &g[3]));
        // For each group, the other three together.
        let rest = [combine(&g[1], &sh), combine(&g[0], &sh), combine(&ab, &g[3]), combine(&ab, &g[2])];
        let mut out = Discards::EMPTY;
        let mut less = *c;
        for t in 0..34 {
            if c[t] == 0 {
                continue;
            }
            less[t] -= 1;
            let (a, b, s, h) = groups(&less);
            let (group, k) = match t {
                0..9 => (suit_group(a, 0), 0),
                9..18 => (suit_group(b, 1), 1),
                18..27 => (suit_group(s, 2), 2),
                _ => (honour_group(h), 3),
            };
            let (kept, improving) = best_split(&group, &rest[k], sets, 1);
            out.put(t, 3 * sets as i8 + 1 - kept as i8, improving);
            less[t] += 1;
        }
        out
    }
}

const NOT_HELD: i8 = i8::MAX;

/// Tiles away and improving tiles after each possible discard from a hand of 3n+2 tiles (see
/// [`discards_counts`](super::discards_counts)): the table an efficiency tool shows.
///
/// ```
/// use mahjong_core::{Tile, standard::discards_counts};
/// let mut c = [0u8; 34];
/// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
/// let d = discards_counts(&c).unwrap();
/// let white = Tile::from_index(31).unwrap();
/// // Discarding the White leaves 123m 123p 123s EEE and the Red alone: calling on the Red.
/// assert_eq!(d.away(white), Some(0));
/// assert_eq!(d.improving(white), 1 << 33);
/// assert_eq!(d.away(Tile::from_index(5).unwrap()), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discards {
    held: u64,
    /// One row per face held, in index order: the improving tiles after discarding it (bits
    /// 0..34) and tiles away after it (bits 56..64, an `i8`); the rows past the faces held are
    /// zero. A hand of at most 14 tiles holds at most 14 faces.
    rows: [u64; MAX_FACES],
    /// Rows written.
    len: u8,
}

/// The most faces a hand of at most 14 tiles holds.
const MAX_FACES: usize = 14;
/// The improving tiles' bits in a row of [`Discards`].
const ROW_TILES: u64 = (1 << 34) - 1;

impl Discards {
    /// No discard recorded yet.
    pub(crate) const EMPTY: Discards = Discards { held: 0, rows: [0; MAX_FACES], len: 0 };

    /// Writes row `k` (the faces held are set apart, [`Discards::held`], and the number of
    /// rows by the caller): tiles away `away` after the discard, and its improving tiles (a
    /// 34-bit mask).
    #[cfg(feature = "improving-tables")]
    #[inline(always)]
    pub(crate) fn put_row(&mut self, k: usize, away: i8, improving: u64) {
        if let Some(r) = self.rows.get_mut(k) {
            *r = improving & ROW_TILES | (away as u8 as u64) << 56;
        }
    }

    /// Records discard `t`: tiles away `away` after it, and its improving tiles (a 34-bit
    /// mask). Discards are recorded in index order, each once.
    #[cfg(not(feature = "improving-tables"))]
    #[inline(always)]
    pub(crate) fn put(&mut self, t: usize, away: i8, improving: u64) {
        self.held |= 1 << t;
        if let Some(r) = self.rows.get_mut(self.len as usize) {
            *r = improving & ROW_TILES | (away as u8 as u64) << 56;
        }
        self.len += 1;
    }

    /// The rows written.
    #[inline(always)]
    fn written(&self) -> &[u64] {
        self.rows.get(..self.len as usize).unwrap_or(&self.rows)
    }

    /// The row of face index `t`, if held.
    #[inline]
    fn row(&self, t: usize) -> Option<u64> {
        if t < 34 && self.held >> t & 1 != 0 {
            self.rows.get((self.held & ((1 << t) - 1)).count_ones() as usize).copied()
        } else {
            None
        }
    }

    /// Tiles away and improving tiles after discarding the `k`-th face held (from 0, in index
    /// order).
    #[inline(always)]
    pub(crate) fn nth(&self, k: usize) -> (i8, u64) {
        let r = self.rows.get(k).copied().unwrap_or(0);
        ((r >> 56) as u8 as i8, r & ROW_TILES)
    }

    /// Tiles away after discarding `t`, `None` when the hand holds no `t` (or `t` is not a
    /// playing tile).
    ///
    /// ```
    /// use mahjong_core::{Tile, standard::discards_counts};
    /// let mut c = [0u8; 34];
    /// for t in [0, 0, 0, 1, 2, 3, 9, 10, 11, 18, 19, 20, 27, 27] { c[t] += 1; }
    /// let d = discards_counts(&c).unwrap();
    /// // 111234m 123p 123s EE is complete; after discarding the 4m or a 1m it is calling.
    /// assert_eq!(d.away(Tile::from_index(3).unwrap()), Some(0));
    /// assert_eq!(d.away(Tile::from_index(0).unwrap()), Some(0));
    /// ```
    pub fn away(&self, t: Tile) -> Option<i8> {
        self.row(t.index() as usize).map(|r| (r >> 56) as u8 as i8)
    }

    /// Tiles that lower tiles away when drawn after discarding `t`, as a 34-bit mask (bit `i`
    /// for the tile of index `i`); 0 when the hand holds no `t`.
    ///
    /// ```
    /// use mahjong_core::{Tile, standard::discards_counts};
    /// let mut c = [0u8; 34];
    /// for t in [0, 0, 0, 1, 2, 3, 9, 10, 11, 18, 19, 20, 27, 27] { c[t] += 1; }
    /// let d = discards_counts(&c).unwrap();
    /// // Without the 4m, 11123m 123p 123s EE completes with 1m or 4m (111m and 123m or 234m),
    /// // or with East (11m 123m and a pung of East).
    /// assert_eq!(d.improving(Tile::from_index(3).unwrap()), (1 << 0) | (1 << 3) | (1 << 27));
    /// ```
    pub fn improving(&self, t: Tile) -> u64 {
        self.row(t.index() as usize).map_or(0, |r| r & ROW_TILES)
    }

    /// The faces the hand holds (the possible discards), as a 34-bit mask.
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// c[0] = 2;
    /// assert_eq!(discards_counts(&c).unwrap().held(), 1);
    /// ```
    pub const fn held(&self) -> u64 {
        self.held
    }

    /// The least tiles away over the discards: the hand's own tiles away, except that a
    /// complete hand (`-1`) is calling (`0`) after any discard.
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// c[0] = 2;
    /// assert_eq!(discards_counts(&c).unwrap().best(), 0);
    /// c[0] = 1;
    /// c[10] = 1;
    /// assert_eq!(discards_counts(&c).unwrap().best(), 0);
    /// ```
    pub fn best(&self) -> i8 {
        let mut best = NOT_HELD;
        for &r in self.written() {
            best = best.min((r >> 56) as u8 as i8);
        }
        best
    }

    /// Tiles that lower the hand's tiles away when drawn after some discard that keeps it: the
    /// union of [`Discards::improving`] over the discards whose tiles away is
    /// [`Discards::best`].
    ///
    /// ```
    /// use mahjong_core::standard::discards_counts;
    /// let mut c = [0u8; 34];
    /// for t in [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 33] { c[t] += 1; }
    /// // Calling after discarding the White (on the Red) or the Red (on the White).
    /// assert_eq!(discards_counts(&c).unwrap().improving_any(), (1 << 31) | (1 << 33));
    /// ```
    pub fn improving_any(&self) -> u64 {
        // Rows of a best discard have the least top byte; the improving tiles are below it.
        let rows = self.written();
        let least = rows.iter().fold(u64::MAX, |m, &r| m.min(r ^ 1 << 63));
        let mut out = 0;
        for &r in rows {
            if (r ^ 1 << 63) >> 56 == least >> 56 {
                out |= r;
            }
        }
        out & ROW_TILES
    }
}

/// Checks counts for [`improving_counts`](super::improving_counts).
pub(crate) fn improving_checked(c: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 != 1 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+1 (1, 4, 7, 10 or 13)" });
    }
    Ok(improving_unchecked(c, total))
}

/// Checks counts for [`improving_any_counts`](super::improving_any_counts). With 3n+2 tiles the
/// same reading holds: a best target keeping fewer than all the tiles leaves a tile to discard,
/// so a drawn tile lowers tiles away after the best discard exactly when it raises a best
/// target's kept number; a complete hand keeps every entry full and so has none.
pub(crate) fn improving_any_checked(c: &[u8; 34]) -> Result<(i8, u64), StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 == 0 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+1 or 3n+2, at most 14" });
    }
    Ok(improving_any_unchecked(c, total))
}

/// [`improving_unchecked`] for checked counts with `total % 3 != 0`, 3n+2 tiles included. The
/// suit tables hold no improving tiles for a suit of 14 tiles (no hand draws a fifteenth), so a
/// hand of 14 tiles of one suit (or of the honours alone) takes the table of every discard.
#[inline(always)]
pub(crate) fn improving_any_unchecked(c: &[u8; 34], total: u8) -> (i8, u64) {
    if total == 14 {
        let (a, b, s, h) = groups(c);
        let sum = |x: &[u8]| x.iter().sum::<u8>();
        if sum(a) == 14 || sum(b) == 14 || sum(s) == 14 || sum(h) == 14 {
            let away = table::shanten_unchecked(c, total);
            if away < 0 {
                return (away, 0);
            }
            let d = discards_unchecked(c, total);
            return (d.best(), d.improving_any());
        }
    }
    improving_unchecked(c, total)
}

/// Checks counts for [`discards_counts`](super::discards_counts).
pub(crate) fn discards_checked(c: &[u8; 34]) -> Result<Discards, StandardError> {
    let total = table::check_counts(c)?;
    if total % 3 != 2 {
        return Err(StandardError::WrongTileCount { count: total, expected: "3n+2 (2, 5, 8, 11 or 14)" });
    }
    Ok(discards_unchecked(c, total))
}

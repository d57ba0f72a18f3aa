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
// - bits 0..=13: the number of the suit's keep profile in the profile pool.
//
// A keep profile answers, for `m` sets (0..=4) and `p` pairs (0 or 1) made in this suit, how many
// of the suit's held tiles the best such target keeps: the largest `sum(min(target[k], held[k]))`
// over every multiset of `m` sets (pungs and chows) and `p` pairs of this suit in which no face
// appears more than four times. Tiles away for a whole hand follows from the profiles alone (see
// `table.rs`): a complete hand is a target in every suit at once, and what it keeps is the sum of
// what it keeps in each suit. The pool holds `PROFILE_WIDTH` bytes per profile, byte `2 * m + p`.
//
// Two more tables save the work of splitting sets between groups at run time
// (`generate_combination_tables`): the profile of two suits together for every pair of profiles,
// and of a suit and the honours together for every profile and every honour class. The honours
// never form chows, so their profile depends only on how many faces are held once, twice, and
// three or four times: one of `HONOUR_CLASSES` classes, numbered as `honour_classes` lists them.

/// Nine positions per suit.
pub const SUIT_LEN: usize = 9;
/// The largest number of tiles of one suit the table covers.
pub const SUIT_MAX_TOTAL: usize = 14;

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

// The keep profile arithmetic (`KeepProfile`, `KeepDp`, `combine_profiles`) is shared with the
// library, which uses it for hands whose melds hold copies of some faces.
include!("keep.rs");

/// The keep profile of one suit's nine counts.
pub fn keep_profile(tiles: &[u8; SUIT_LEN]) -> KeepProfile {
    let mut d = KeepDp::start();
    for (i, &n) in tiles.iter().enumerate() {
        d = d.step(i, n, 4);
    }
    d.profile()
}

/// Honour classes: faces held once, twice and three or four times, at most seven faces.
pub const HONOUR_CLASSES: usize = 120;

/// The honour classes in table order: `[_, once, twice, three_or_four]`, the last count outermost.
pub fn honour_classes() -> Vec<[usize; 4]> {
    let mut out = Vec::with_capacity(HONOUR_CLASSES);
    for n3 in 0..=7 {
        for n2 in 0..=7 - n3 {
            for n1 in 0..=7 - n3 - n2 {
                out.push([0, n1, n2, n3]);
            }
        }
    }
    assert_eq!(out.len(), HONOUR_CLASSES);
    out
}

/// The keep profile of the honours of one class: [`capped_honour_profile`] of seven faces
/// holding that many ones, twos and threes, nothing melded.
pub fn honour_profile(kinds: [usize; 4]) -> KeepProfile {
    let mut held = [0u8; 7];
    let mut f = 0;
    for (k, &count) in kinds.iter().enumerate().skip(1) {
        for _ in 0..count {
            held[f] = k as u8;
            f += 1;
        }
    }
    capped_honour_profile(&held, &[4; 7])
}

/// The class number of every honour arrangement's digits, `once + 8 * twice + 64 * three_or_four`
/// (512 bytes, 0 for digits no seven faces can have): the library's index into the suit-with-
/// honours table, in the order of [`honour_classes`].
pub fn honour_class_map() -> Vec<u8> {
    let mut map = vec![0u8; 512];
    for (k, x) in honour_classes().iter().enumerate() {
        map[x[1] + 8 * x[2] + 64 * x[3]] = k as u8;
    }
    map
}

/// `(suit with suit, suit with honours)`: `combine_profiles` of every pair of profiles of the
/// pool (row-major, `PROFILE_WIDTH` bytes each), and of every profile with every honour class.
pub fn generate_combination_tables(pool: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let profiles: Vec<KeepProfile> =
        pool.chunks_exact(PROFILE_WIDTH).map(|p| p.try_into().expect("whole profiles")).collect();
    let honours: Vec<KeepProfile> = honour_classes().into_iter().map(honour_profile).collect();
    let mut suits = Vec::with_capacity(profiles.len() * profiles.len() * PROFILE_WIDTH);
    let mut with_honours = Vec::with_capacity(profiles.len() * HONOUR_CLASSES * PROFILE_WIDTH);
    for x in &profiles {
        for y in &profiles {
            suits.extend_from_slice(&combine_profiles(x, y));
        }
        for h in &honours {
            with_honours.extend_from_slice(&combine_profiles(x, h));
        }
    }
    (suits, with_honours)
}

/// The whole table: `(entries, profile pool)`. Entries are in rank order. The arrangements are
/// walked in rank order with the dynamic programme carried down the counts already fixed, so each
/// shared prefix is stepped once.
pub fn generate_suit_table() -> (Vec<u16>, Vec<u8>) {
    let total = suit_vectors(SUIT_LEN, SUIT_MAX_TOTAL) as usize;
    let mut entries = Vec::with_capacity(total);
    let mut pool: Vec<u8> = Vec::new();
    let mut ids: std::collections::HashMap<KeepProfile, u16> = std::collections::HashMap::new();
    let mut c = [0u8; SUIT_LEN];
    fn walk(i: usize, left: usize, c: &mut [u8; SUIT_LEN], d: &KeepDp, f: &mut dyn FnMut(&mut [u8; SUIT_LEN], &KeepDp)) {
        if i == SUIT_LEN {
            f(c, d);
            return;
        }
        for v in 0..=4.min(left) {
            c[i] = v as u8;
            walk(i + 1, left - v, c, &d.step(i, v as u8, 4), f);
        }
        c[i] = 0;
    }
    walk(0, SUIT_MAX_TOTAL, &mut c, &KeepDp::start(), &mut |c, d| {
        let profile = d.profile();
        let next = ids.len() as u16;
        let id = *ids.entry(profile).or_insert_with(|| {
            pool.extend_from_slice(&profile);
            next
        });
        assert!(id < 1 << 14, "too many keep profiles");
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

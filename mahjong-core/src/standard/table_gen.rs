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
// The library reads one byte per suit: the profile number (there are 126 profiles, and whether
// the suit splits into sets, or sets and a pair, follows from its profile and its tile count).
// Tiles away and the winning check read a suit in two steps instead (`generate_two_step`): the
// first six counts give a state, and the state with the last three counts gives the profile number
// (or, for the winning check, whether the suit splits into sets, or sets and a pair). Three
// chained tables then save the work of splitting sets between groups at run time
// (`generate_chain_tables`): the profile number of two suits together for every pair of suit
// profiles (a new numbering: 180 distinct profiles), of the third suit with the honours (165
// distinct profiles), and the tiles away of those two groups together, for every number of sets. The honours
// never form chows, so their profile depends only on how many faces are held once, twice, and
// three or four times: one of `HONOUR_CLASSES` classes, numbered as `honour_classes` lists them,
// which have 55 distinct profiles.

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

/// The suit's profile number for every rank (one byte; the entries' low bits).
pub fn suit_profile_bytes(entries: &[u16]) -> Vec<u8> {
    entries.iter().map(|&e| u8::try_from(e & 0x3FFF).expect("fewer than 256 keep profiles")).collect()
}

/// The distinct honour profiles in order of first appearance among [`honour_classes`], and for
/// every honour digit number (`once + 8 * twice + 64 * three_or_four`, 512 bytes) the number of
/// its profile in that list.
pub fn honour_profiles() -> (Vec<KeepProfile>, Vec<u8>) {
    let mut distinct: Vec<KeepProfile> = Vec::new();
    let mut map = vec![0u8; 512];
    for x in honour_classes() {
        let p = honour_profile(x);
        let id = distinct.iter().position(|q| *q == p).unwrap_or_else(|| {
            distinct.push(p);
            distinct.len() - 1
        });
        map[x[1] + 8 * x[2] + 64 * x[3]] = id as u8;
    }
    (distinct, map)
}

/// Honour arrangements read as one base-5 number (seven counts 0..=4, the first face most
/// significant): 5^7.
pub const HONOUR_ARRANGEMENTS: usize = 78_125;

/// Rows of the honours' fast table: the last face's count, read by three bits (0 to 7).
pub const HONOUR_LAST_ROWS: usize = 8;
/// Row length of the honours' fast table: the first six faces' counts read in base 5 (15,625),
/// padded to a power of two, so that the index is a shift and an or.
pub const HONOUR_FIRST_SIX: usize = 16_384;

/// The honours' fast table: at `last * HONOUR_FIRST_SIX + first`, for `last` the last face's
/// count and `first` the first six counts read as one base-5 number (the first face most
/// significant, as a suit's first six are read), the number of the arrangement's keep profile
/// in [`honour_profiles`]' list, read from `map` (the digit-number table `honour_profiles`
/// returns) by how many faces it holds once, twice and three or four times. The places no
/// arrangement has (a last count over four, a first number of 15,625 or more) hold 0.
pub fn honour_base5_table(map: &[u8]) -> Vec<u8> {
    let mut t = vec![0u8; HONOUR_LAST_ROWS * HONOUR_FIRST_SIX];
    for d in 0..HONOUR_ARRANGEMENTS {
        let (mut kinds, mut x) = ([0usize; 4], d);
        for _ in 0..7 {
            kinds[(x % 5).min(3)] += 1;
            x /= 5;
        }
        t[d % 5 * HONOUR_FIRST_SIX + d / 5] = map[kinds[1] + 8 * kinds[2] + 64 * kinds[3]];
    }
    t
}

/// What the batch path reads for a tile count the standard form does not take (a multiple of 3,
/// or more than 14; its place in the tiles-away table is past the last block, and the batch
/// reads the one place there): no tiles-away number is 64, so a batch of hands finds such a hand
/// by its result alone.
pub const AWAY_NOT_TAKEN: u8 = 64;

/// Sets in a hand of at most 14 tiles: 0 to 4, so five tiles-away numbers per entry of the last
/// chained table.
pub const SETS_SLOTS: usize = 5;

/// Row length of the table of two suits (126 suit profiles, padded to a power of two).
pub const TWO_STRIDE: usize = 128;
/// Row length of the table of a suit with the honours (55 honour profiles, padded).
pub const HONOUR_STRIDE: usize = 64;
/// Row length of the tiles-away table (165 profiles of a suit with the honours, padded).
pub const AWAY_STRIDE: usize = 256;

/// Suits and honours together: `(sh, profiles)`, where `sh[s * HONOUR_STRIDE + h]` is the number, in
/// `profiles` (distinct [`combine_profiles`] results in order of first appearance), of the profile
/// of a suit with profile `s` and the honours with profile `h`.
pub fn generate_suit_honour_table(suits: &[KeepProfile], honours: &[KeepProfile]) -> (Vec<u8>, Vec<KeepProfile>) {
    let (mut list, mut ids) = (Vec::new(), std::collections::HashMap::new());
    assert!(honours.len() <= HONOUR_STRIDE);
    let mut sh = vec![0u8; (suits.len() * HONOUR_STRIDE).next_power_of_two()];
    for (i, s) in suits.iter().enumerate() {
        for (j, h) in honours.iter().enumerate() {
            sh[i * HONOUR_STRIDE + j] = chain_number(&mut list, &mut ids, combine_profiles(s, h));
        }
    }
    (sh, list)
}

fn chain_number(list: &mut Vec<KeepProfile>, ids: &mut std::collections::HashMap<KeepProfile, u8>, p: KeepProfile) -> u8 {
    *ids.entry(p).or_insert_with(|| {
        list.push(p);
        u8::try_from(list.len() - 1).expect("fewer than 256 combined profiles")
    })
}

/// The chained tables, each of bytes:
///
/// - `two[a * TWO_STRIDE + b]`: the number of the profile of two suits with profiles `a` and `b`, in
///   the list `pairs` (distinct [`combine_profiles`] results, in order of first appearance);
/// - `sh[s * HONOUR_STRIDE + h]`: the number of the profile of the third suit with the honours, in the
///   list `suit_honours` ([`generate_suit_honour_table`]);
/// - `away[(sets * pairs + ab) * AWAY_STRIDE + sh]`: tiles away, `3 * sets + 1` less the tiles
///   the best split of `sets` sets and the pair between the two groups keeps (each number of
///   sets in a block of its own, so the blocks of the usual four sets stay together in memory),
///   then one place holding [`AWAY_NOT_TAKEN`].
///
/// Returns `(two, sh, away, pairs, suit_honours)`.
#[allow(clippy::type_complexity)]
pub fn generate_chain_tables(pool: &[u8]) -> (Vec<u8>, Vec<u8>, Vec<u8>, Vec<KeepProfile>, Vec<KeepProfile>) {
    let suits: Vec<KeepProfile> =
        pool.chunks_exact(PROFILE_WIDTH).map(|p| p.try_into().expect("whole profiles")).collect();
    let (mut pairs, mut pair_ids) = (Vec::new(), std::collections::HashMap::new());
    assert!(suits.len() <= TWO_STRIDE);
    let mut two = vec![0u8; (suits.len() * TWO_STRIDE).next_power_of_two()];
    for (i, a) in suits.iter().enumerate() {
        for (j, b) in suits.iter().enumerate() {
            two[i * TWO_STRIDE + j] = chain_number(&mut pairs, &mut pair_ids, combine_profiles(a, b));
        }
    }
    let (honours, _) = honour_profiles();
    let (sh, suit_honours) = generate_suit_honour_table(&suits, &honours);
    assert!(suit_honours.len() <= AWAY_STRIDE);
    let mut away = vec![0u8; SETS_SLOTS * pairs.len() * AWAY_STRIDE];
    for (ab, p) in pairs.iter().enumerate() {
        for (x, q) in suit_honours.iter().enumerate() {
            let all = combine_profiles(p, q);
            for sets in 0..SETS_SLOTS {
                away[(sets * pairs.len() + ab) * AWAY_STRIDE + x] = (3 * sets as i8 + 1 - all[2 * sets + 1] as i8) as u8;
            }
        }
    }
    // One place past the last block, read by the batch for a tile count the standard form does
    // not take.
    away.push(AWAY_NOT_TAKEN);
    (two, sh, away, pairs, suit_honours)
}

/// Faces of a suit read by the first step of a two-step suit table (base 5, first face most
/// significant: 5^6 prefixes); the last three are read by the second.
pub const PREFIX_LEN: usize = 6;
/// Prefixes of [`PREFIX_LEN`] counts 0..=4 (15,625), padded to a power of two so that any
/// 14-bit index is in range.
pub const PREFIXES: usize = 16_384;
/// Entries per state in the second step: the 125 suffixes of three counts, padded to a power of
/// two so that the index is a shift and an or.
pub const SUFFIX_STRIDE: usize = 128;

/// A two-step suit table for `value` (a function of one suit's nine counts, each ≤ 4, total
/// ≤ 14): `first[prefix]` is the state of the first six counts, `second[state * 128 + suffix]`
/// is `value` of the whole suit. Two prefixes share a state exactly when they give the same value
/// with every suffix (a minimal automaton of the two steps); entries past 14 tiles are 0, and
/// `second` is padded with zeros to a power of two.
pub fn generate_two_step(value: &dyn Fn(&[u8; SUIT_LEN]) -> u8) -> (Vec<u16>, Vec<u8>) {
    const PAST: u16 = 0x100;
    let mut first = vec![0u16; PREFIXES];
    let mut second: Vec<u8> = Vec::new();
    let mut ids: std::collections::HashMap<Vec<u16>, u16> = std::collections::HashMap::new();
    for (prefix, state) in first.iter_mut().enumerate() {
        let mut c = [0u8; SUIT_LEN];
        let mut x = prefix;
        for i in (0..PREFIX_LEN).rev() {
            c[i] = (x % 5) as u8;
            x /= 5;
        }
        let before: usize = c.iter().map(|&n| n as usize).sum();
        if prefix >= 15_625 || before > SUIT_MAX_TOTAL {
            continue;
        }
        let row: Vec<u16> = (0..SUFFIX_STRIDE)
            .map(|suffix| {
                let mut y = suffix;
                for i in (PREFIX_LEN..SUIT_LEN).rev() {
                    c[i] = (y % 5) as u8;
                    y /= 5;
                }
                let n: usize = c.iter().map(|&n| n as usize).sum();
                if suffix >= 125 || n > SUIT_MAX_TOTAL { PAST } else { value(&c) as u16 }
            })
            .collect();
        let next = ids.len();
        *state = *ids.entry(row.clone()).or_insert_with(|| {
            second.extend(row.iter().map(|&v| if v == PAST { 0 } else { v as u8 }));
            u16::try_from(next).expect("fewer than 65,536 states")
        });
    }
    second.resize(second.len().next_power_of_two(), 0);
    (first, second)
}

/// The two-step tables of the keep profile number of a suit (`entries`: from
/// [`generate_suit_table`]) and of its winning code: 1 if it splits into sets only (the empty suit
/// does), 2 if into sets and exactly one pair, 16 if neither (a hand, three suits and the honours
/// coded the same way, is complete exactly when the four codes sum to 5: no 16, and one 2 among
/// 1s):
/// `(profile_first, profile_second, winning_first, winning_second)`. The winning tables have
/// fewer than 256 states, so their first step is stored in bytes.
pub fn generate_two_step_tables(entries: &[u16]) -> (Vec<u16>, Vec<u8>, Vec<u8>, Vec<u8>) {
    let off = suit_rank_offsets();
    let (pf, ps) = generate_two_step(&|c| (entries[suit_rank(c, &off)] & 0x3FFF) as u8);
    // The entries' completeness bits are the winning code (the test checks both against a search).
    let (wf, ws) = generate_two_step(&|c| match entries[suit_rank(c, &off)] >> 14 {
        1 => 1,
        2 => 2,
        _ => 16,
    });
    let wf = wf.iter().map(|&s| u8::try_from(s).expect("fewer than 256 winning states")).collect();
    (pf, ps, wf, ws)
}

/// The rank of one suit's nine counts (each ≤ 4, total ≤ 14) in the table's order.
pub fn suit_rank(c: &[u8; SUIT_LEN], off: &[[[u32; 5]; SUIT_MAX_TOTAL + 1]; SUIT_LEN]) -> usize {
    let (mut rank, mut before) = (0usize, 0usize);
    for (i, &n) in c.iter().enumerate() {
        rank += off[i][before][n as usize] as usize;
        before += n as usize;
    }
    rank
}

/// Improving tiles of one suit, by keep profile entry: bit `f` of `masks[2 * m + p]` is set when
/// a tile of face `f` (held fewer than four times) added to the suit lets `m` sets and `p` pairs
/// keep one more tile. A hand's improving tiles are the union, over the best splits of its sets
/// and pair between the groups, of each group's mask for its share. Suits of 14 tiles have none
/// (no hand of at most 14 tiles draws a fifteenth).
///
/// Stored as two numbered lists of five masks, those without the pair (`2 * m`) and those with
/// it (`2 * m + 1`), and for every rank both numbers in one `u32` (without the pair low). Returns
/// `(numbers by rank, lists without the pair, lists with the pair)`.
#[allow(clippy::type_complexity)]
pub fn generate_improving_tables(entries: &[u16], pool: &[u8]) -> (Vec<u32>, Vec<[u16; 5]>, Vec<[u16; 5]>) {
    let off = suit_rank_offsets();
    let profile = |c: &[u8; SUIT_LEN]| -> &[u8] {
        let id = (entries[suit_rank(c, &off)] & 0x3FFF) as usize;
        &pool[id * PROFILE_WIDTH..(id + 1) * PROFILE_WIDTH]
    };
    let mut numbers = vec![0u32; entries.len()];
    let (mut sets, mut sets_ids) = (Vec::new(), std::collections::HashMap::new());
    let (mut pair, mut pair_ids) = (Vec::new(), std::collections::HashMap::new());
    fn number(list: &mut Vec<[u16; 5]>, ids: &mut std::collections::HashMap<[u16; 5], u32>, m: [u16; 5]) -> u32 {
        *ids.entry(m).or_insert_with(|| {
            list.push(m);
            let n = list.len() as u32 - 1;
            assert!(n < 1 << 16, "too many improving lists");
            n
        })
    }
    let mut c = [0u8; SUIT_LEN];
    loop {
        let total: usize = c.iter().map(|&n| n as usize).sum();
        if total <= SUIT_MAX_TOTAL {
            let mut masks = [0u16; PROFILE_WIDTH];
            if total < SUIT_MAX_TOTAL {
                let now = profile(&c);
                for f in 0..SUIT_LEN {
                    if c[f] < 4 {
                        let mut more = c;
                        more[f] += 1;
                        for (e, (&after, &before)) in profile(&more).iter().zip(now).enumerate() {
                            if after > before {
                                masks[e] |= 1 << f;
                            }
                        }
                    }
                }
            }
            let without: [u16; 5] = std::array::from_fn(|m| masks[2 * m]);
            let with: [u16; 5] = std::array::from_fn(|m| masks[2 * m + 1]);
            numbers[suit_rank(&c, &off)] =
                number(&mut sets, &mut sets_ids, without) | number(&mut pair, &mut pair_ids, with) << 16;
        }
        let mut k = 0;
        loop {
            if k == SUIT_LEN {
                return (numbers, sets, pair);
            }
            c[k] += 1;
            if c[k] <= 4 {
                break;
            }
            c[k] = 0;
            k += 1;
        }
    }
}

/// Improving honours, by honour digit number (`once + 8 * twice + 64 * three_or_four`, 512 rows of
/// `PROFILE_WIDTH` bytes): bit `n` (0, 1 or 2) of byte `2 * m + p` is set when one more tile of a
/// face held `n` times lets `m` sets and `p` pairs keep one more honour. Faces held the same number
/// of times are alike; a face held three times gains nothing from a fourth.
pub fn honour_improving_table() -> Vec<u8> {
    let mut out = vec![0u8; 512 * PROFILE_WIDTH];
    for x in honour_classes() {
        let now = honour_profile(x);
        let row = (x[1] + 8 * x[2] + 64 * x[3]) * PROFILE_WIDTH;
        for n in 0..3 {
            let faces = if n == 0 { 7 - x[1] - x[2] - x[3] } else { x[n] };
            if faces == 0 {
                continue;
            }
            let mut more = x;
            more[n] -= usize::from(n > 0);
            more[n + 1] += 1;
            for (e, (&after, &before)) in honour_profile(more).iter().zip(&now).enumerate() {
                if after > before {
                    out[row + e] |= 1 << n;
                }
            }
        }
    }
    out
}

/// The improving tables the library reads, one lookup per group: for every rank a `u16` entry
/// number (counted from `bases[n]` for a suit of `n` tiles, so that every number fits), and the
/// distinct entries, 16 bytes each: a little-endian `u128` holding the ten masks of
/// [`generate_improving_tables`] (mask `e` at bits `9 * e`) and the suit's keep profile number
/// (bits 120..128). Returns `(numbers by rank, entry bytes, bases by tile count)`.
pub fn generate_improving_entries(
    entries: &[u16],
    numbers: &[u32],
    sets: &[[u16; 5]],
    pair: &[[u16; 5]],
) -> (Vec<u16>, Vec<u8>, Vec<u32>) {
    let off = suit_rank_offsets();
    // The distinct entries of each tile count, in order of first appearance.
    let mut by_count: Vec<Vec<u128>> = vec![Vec::new(); SUIT_MAX_TOTAL + 1];
    let mut ids: Vec<std::collections::HashMap<u128, u16>> = vec![Default::default(); SUIT_MAX_TOTAL + 1];
    let mut local = vec![0u16; entries.len()];
    let mut count_of = vec![0usize; entries.len()];
    let mut c = [0u8; SUIT_LEN];
    loop {
        let total: usize = c.iter().map(|&n| n as usize).sum();
        if total <= SUIT_MAX_TOTAL {
            let rank = suit_rank(&c, &off);
            let n = numbers[rank];
            let (without, with) = (sets[(n & 0xFFFF) as usize], pair[(n >> 16) as usize]);
            let mut e = ((entries[rank] & 0x3FFF) as u128) << 120;
            for m in 0..5 {
                e |= (without[m] as u128) << (9 * (2 * m));
                e |= (with[m] as u128) << (9 * (2 * m + 1));
            }
            let list = &mut by_count[total];
            local[rank] = *ids[total].entry(e).or_insert_with(|| {
                list.push(e);
                u16::try_from(list.len() - 1).expect("fewer than 65,536 improving entries per tile count")
            });
            count_of[rank] = total;
        }
        let mut k = 0;
        loop {
            if k == SUIT_LEN {
                let mut bases = Vec::with_capacity(SUIT_MAX_TOTAL + 1);
                let mut bytes = Vec::new();
                for list in &by_count {
                    bases.push((bytes.len() / 16) as u32);
                    for e in list {
                        bytes.extend_from_slice(&e.to_le_bytes());
                    }
                }
                return (local, bytes, bases);
            }
            c[k] += 1;
            if c[k] <= 4 {
                break;
            }
            c[k] = 0;
            k += 1;
        }
    }
}

/// For every pair of keep profiles `x` (of `xs`) and `y` (of `ys`), row `x * ys.len() + y` of 64
/// bytes: ten little-endian `u32`, one per entry `E = 2 * m + p` of the two groups together (bits
/// 0..4 the tiles the best split keeps, bits 4..14 the entries `e` of `x` and bits 14..24 the
/// entries `E - e` of `y` over the splits `e` (`2 * i + q`, `i <= m`, `q <= p`) that keep that
/// best), then the ten kept numbers as 6-bit fields of a `u64` (entry `E` at bit `6 * E`), the
/// same reversed (at bit `6 * (9 - E)`), and eight zero bytes.
pub fn generate_improving_pairs(xs: &[KeepProfile], ys: &[KeepProfile]) -> Vec<u8> {
    let mut out = Vec::with_capacity(xs.len() * ys.len() * 64);
    for x in xs {
        for y in ys {
            let (mut forward, mut reversed) = (0u64, 0u64);
            for big in 0..PROFILE_WIDTH {
                let (m, p) = (big / 2, big % 2);
                let mut best = 0u8;
                for i in 0..=m {
                    for q in 0..=p {
                        best = best.max(x[2 * i + q] + y[2 * (m - i) + (p - q)]);
                    }
                }
                let mut word = best as u32;
                assert!(best < 16);
                for i in 0..=m {
                    for q in 0..=p {
                        let (ex, ey) = (2 * i + q, 2 * (m - i) + (p - q));
                        if x[ex] + y[ey] == best {
                            word |= 1 << (4 + ex) | 1 << (14 + ey);
                        }
                    }
                }
                out.extend_from_slice(&word.to_le_bytes());
                forward |= (best as u64) << (6 * big);
                reversed |= (best as u64) << (6 * (PROFILE_WIDTH - 1 - big));
            }
            out.extend_from_slice(&forward.to_le_bytes());
            out.extend_from_slice(&reversed.to_le_bytes());
            out.extend_from_slice(&[0; 8]);
        }
    }
    out
}

/// The ten kept numbers of a profile as 6-bit fields of a `u64`: entry `E` at bit `6 * E`
/// (`forward`), or at bit `6 * (9 - E)` (reversed).
pub fn packed_profile(p: &KeepProfile, reversed: bool) -> u64 {
    let mut out = 0u64;
    for (e, &k) in p.iter().enumerate() {
        let at = if reversed { PROFILE_WIDTH - 1 - e } else { e };
        out |= (k as u64) << (6 * at);
    }
    out
}

/// [`packed_profile`] forward of each profile of `list`, as little-endian `u64`s.
pub fn packed_profiles(list: &[KeepProfile]) -> Vec<u8> {
    list.iter().flat_map(|p| packed_profile(p, false).to_le_bytes()).collect()
}

/// The kept numbers of three groups together, for the table of every discard: when a discard
/// changes one group, the other three are fixed, and their profile together is read from one of
/// these tables. Each entry is [`packed_profile`] reversed of [`combine_profiles`] of `x` and
/// `y`, at `x * ys.len() + y`, as little-endian `u64`s. The library reads three: a suit with the
/// third suit and the honours (`suits` × `suit_honours`), two suits with the honours (`pairs` ×
/// honours) and two suits with the third suit (`pairs` × `suits`).
pub fn generate_rest_table(xs: &[KeepProfile], ys: &[KeepProfile]) -> Vec<u8> {
    let mut out = Vec::with_capacity(xs.len() * ys.len() * 8);
    for x in xs {
        for y in ys {
            out.extend_from_slice(&packed_profile(&combine_profiles(x, y), true).to_le_bytes());
        }
    }
    out
}

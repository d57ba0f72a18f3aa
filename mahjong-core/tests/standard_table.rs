//! The lookup table is current and right: the generator (the same file `build.rs` runs) is run
//! here; every one-suit arrangement's completeness is checked against a plain search, and keep
//! profiles against every target hand of one suit.

#![allow(dead_code)]
include!("../src/standard/table_gen.rs");

mod common;

use common::Rng;
use mahjong_core::standard;

/// The counts whose base-5 digits are `code`'s, the first face most significant.
fn base5<const N: usize>(code: usize) -> [u8; N] {
    let mut c = [0u8; N];
    let mut x = code;
    for k in (0..N).rev() {
        c[k] = (x % 5) as u8;
        x /= 5;
    }
    c
}

/// The honour class of seven counts: how many faces are held once, twice, and three or four
/// times.
fn honour_kinds(c: &[u8; 7]) -> [usize; 4] {
    [
        0,
        c.iter().filter(|&&n| n == 1).count(),
        c.iter().filter(|&&n| n == 2).count(),
        c.iter().filter(|&&n| n >= 3).count(),
    ]
}

/// A plain search: the counts of one suit split into sets (pungs and chows) alone.
fn sets(c: &mut [u8; 9]) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else { return true };
    let mut ok = false;
    if c[i] >= 3 {
        c[i] -= 3;
        ok = sets(c);
        c[i] += 3;
    }
    if !ok && i <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        ok = sets(c);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    ok
}

/// A plain search: the counts of one suit split into exactly one pair and sets.
fn pair_and_sets(c: &[u8; 9]) -> bool {
    (0..9).filter(|&i| c[i] >= 2).any(|i| {
        let mut x = *c;
        x[i] -= 2;
        sets(&mut x)
    })
}

/// The suit table's profile pool, its keep profiles one by one, and the honour profiles.
fn suit_and_honour_profiles() -> (Vec<u8>, Vec<KeepProfile>, Vec<KeepProfile>) {
    let (_, pool) = generate_suit_table();
    let suits = pool.chunks_exact(PROFILE_WIDTH).map(|p| p.try_into().unwrap()).collect();
    (pool, suits, honour_profiles().0)
}

/// Seeded random numbers below the `n` each call names.
fn below_from(seed: u64) -> impl FnMut(usize) -> usize {
    let mut rng = Rng(seed);
    move |n| rng.below(n)
}

#[test]
fn table_holds_one_entry_per_suit_arrangement_and_fits_in_1_mib() {
    let (entries, pool) = generate_suit_table();
    assert_eq!(entries.len(), 405_350);
    assert_eq!(suit_vectors(SUIT_LEN, SUIT_MAX_TOTAL), 405_350);
    let profiles = pool.len() / PROFILE_WIDTH;
    // The module docs quote this number.
    assert_eq!(profiles, 126);
    let (two, sh, away, pairs, suit_honours) = generate_chain_tables(&pool);
    let (honours, honour_map) = honour_profiles();
    // The module docs quote these numbers.
    assert_eq!((pairs.len(), suit_honours.len(), honours.len()), (180, 165, 55));
    assert_eq!(two.len(), 16_384);
    assert_eq!(sh.len(), 8_192);
    // Five blocks, then the one place the batch reads for a tile count the form does not take.
    assert_eq!(away.len(), SETS_SLOTS * pairs.len() * AWAY_STRIDE + 1);
    let (profile_first, profile_second, winning_first, winning_second) = generate_two_step_tables(&entries);
    assert_eq!((profile_first.len(), profile_second.len()), (16_384, 131_072));
    assert_eq!((winning_first.len(), winning_second.len()), (16_384, 16_384));
    // Tiles away (the per-arrangement entries are read through the two-step tables and not
    // shipped): the keep profile pool, the three chained tables, the 512 honour profile numbers
    // and the 55 honour profiles, where each tile count's block starts (256 × 4 bytes), the rank
    // tables (4,096 × 4 bytes and 16,384 × 2 bytes), the honour digit table (1,024 × 2 bytes),
    // and the two-step tables of the profile (16,384 × 2 bytes, 131,072) and of the winning
    // check (16,384 each). With the fast tables, the first steps and the two-suit table have
    // wider entries (4, 2 and 2 bytes), the two-suit table and the suit-and-honours table are
    // padded so that any two bytes index them (255 * 128 + 256 entries of 2 bytes; 16,384
    // bytes), and the honour profile of every honour arrangement is held too (8 rows of 16,384
    // bytes, by the last count and the first six in base 5). The module docs quote the sums; the
    // budget is 1 MiB.
    let narrow_bytes = pool.len()
        + two.len()
        + sh.len()
        + away.len()
        + honour_map.len()
        + honours.len() * PROFILE_WIDTH
        + 256 * 4
        + 4096 * 4
        + 16384 * 2
        + 1024 * 2
        + profile_first.len() * 2
        + profile_second.len()
        + winning_first.len()
        + winning_second.len();
    assert_eq!(narrow_bytes, 506_131);
    let fast_bytes = narrow_bytes - two.len() + (255 * 128 + 256) * 2 - sh.len()
        + 16_384
        + honour_base5_table(&honour_map).len()
        + profile_first.len() * 2
        + winning_first.len();
    assert_eq!(fast_bytes, 743_955);
    assert!(fast_bytes <= 1 << 20);
    // The rank tables (49,152 bytes) are held only with the improving tables.
    let rank_bytes = if cfg!(feature = "improving-tables") { 0 } else { 4096 * 4 + 16384 * 2 };
    let away_bytes = if cfg!(feature = "fast-tables") { fast_bytes } else { narrow_bytes } - rank_bytes;
    // Improving tiles: a u16 entry number per arrangement, 16 bytes per distinct entry, the first
    // entry of each tile count (15 × 4 bytes), a 64-byte row for each pair of suit profiles
    // (126 × 126) and of suit and honour profiles (126 × 55), the 512 honour profile numbers and
    // 512 rows of 10 bytes for the honours (and the same by face count, 512 × 4 bytes); for the
    // table of every discard, the kept numbers packed in a u64 for each suit and honour profile
    // and for three groups together (126 suit × 165 suit-and-honour profiles, 180 two-suit × 55
    // honour profiles, 180 × 126 suit profiles); the budget is 4 MiB more.
    let (numbers, sets, pair) = generate_improving_tables(&entries, &pool);
    assert_eq!((numbers.len(), sets.len(), pair.len()), (405_350, 11_795, 30_255));
    let (index, improving_entries, bases) = generate_improving_entries(&entries, &numbers, &sets, &pair);
    assert_eq!((index.len(), improving_entries.len(), bases.len()), (405_350, 78_884 * 16, 15));
    let improving_bytes = index.len() * 2
        + improving_entries.len()
        + bases.len() * 4
        + 126 * 126 * 64
        + 126 * 55 * 64
        + 512
        + honour_improving_table().len()
        + 512 * 4
        + (126 + 55) * 8
        + (126 * 165 + 180 * 55 + 180 * 126) * 8;
    assert_eq!(improving_bytes, 3_968_576);
    assert!(improving_bytes <= 4 << 20);
    // Without the improving tables only the honours' improving table (512 × 4 bytes) is held.
    let held_improving =
        if cfg!(feature = "improving-tables") { improving_bytes } else { honour_improving_table().len() };
    assert_eq!(standard::table_bytes(), away_bytes + held_improving);
}

#[test]
fn honour_profiles_agree_with_every_target_of_the_honours() {
    // Every honour hand of seven faces with counts 0..=4 and at most 14 tiles, against every
    // target: up to four pungs on distinct faces and no pair or a pair on another face.
    let classes = honour_classes();
    let mut seen = [false; HONOUR_CLASSES];
    for code in 0..5usize.pow(7) {
        let c: [u8; 7] = base5(code);
        if c.iter().map(|&n| n as usize).sum::<usize>() <= 14 {
            let mut want = [0u8; PROFILE_WIDTH];
            for pungs in 0u32..128 {
                let m = pungs.count_ones() as usize;
                if m > 4 {
                    continue;
                }
                let pung_keeps: u8 = (0..7).filter(|f| pungs & (1 << f) != 0).map(|f| c[f].min(3)).sum();
                want[2 * m] = want[2 * m].max(pung_keeps);
                for (f, &n) in c.iter().enumerate() {
                    if pungs & (1 << f) == 0 {
                        want[2 * m + 1] = want[2 * m + 1].max(pung_keeps + n.min(2));
                    }
                }
            }
            let kinds = honour_kinds(&c);
            let k = classes.iter().position(|x| *x == kinds).expect("every class is listed");
            seen[k] = true;
            assert_eq!(honour_profile(kinds), want, "{c:?}");
        }
    }
    // Every class that at most 14 tiles can make was checked.
    for (k, x) in classes.iter().enumerate() {
        assert_eq!(seen[k], x[1] + 2 * x[2] + 3 * x[3] <= 14, "{x:?}");
    }
}

#[test]
fn honour_base5_table_gives_the_profile_of_every_honour_arrangement() {
    // Every arrangement of seven honour counts 0..=4: its entry, at the last count times 16,384
    // plus the first six read in base 5 with the first face most significant, names the keep
    // profile of the faces held once, twice, and three or four times, counted here from the
    // counts; every other place holds 0.
    let (honours, map) = honour_profiles();
    let table = honour_base5_table(&map);
    assert_eq!(table.len(), 8 * 16_384);
    let mut used = vec![false; table.len()];
    for d in 0..78_125 {
        let c: [u8; 7] = base5(d);
        let first = c[..6].iter().fold(0, |a, &n| a * 5 + n as usize);
        let place = c[6] as usize * 16_384 + first;
        used[place] = true;
        let id = table[place];
        let kinds = honour_kinds(&c);
        assert_eq!(honours[id as usize], honour_profile(kinds), "{c:?}");
    }
    assert!(table.iter().zip(&used).all(|(&id, &u)| u || id == 0));
}

#[test]
fn no_tiles_away_number_shows_the_not_taken_mark() {
    // Every tiles-away number of the chained table is -1 to 13 (3 * 4 + 1 tiles, none kept), so
    // the batch path's `or` of one more than each stays below 16 and never shows the mark it reads
    // for a tile count the standard form does not take.
    let (_, pool) = generate_suit_table();
    let (_, _, away, _, _) = generate_chain_tables(&pool);
    let (mark, away) = away.split_last().unwrap();
    assert_eq!(*mark, AWAY_NOT_TAKEN);
    assert!(away.iter().all(|&n| (-1..=13).contains(&(n as i8))));
    assert_eq!(away.iter().fold(0u8, |a, &n| a | n.wrapping_add(1)) & AWAY_NOT_TAKEN, 0);
}

#[test]
fn every_one_suit_arrangement_agrees_with_a_plain_search() {
    let mut checked = 0;
    // Every arrangement in base 5.
    for code in 0..5usize.pow(9) {
        let c: [u8; 9] = base5(code);
        let total: u32 = c.iter().map(|&n| n as u32).sum();
        if total <= 14 && total % 3 == 2 {
            let mut counts = [0u8; 34];
            counts[9..18].copy_from_slice(&c);
            assert_eq!(standard::is_winning_counts(&counts), Ok(pair_and_sets(&c)), "{c:?}");
            checked += 1;
        }
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn keep_profiles_agree_with_every_target_of_one_suit() {
    // Every target of one suit: up to four sets among the nine pungs and seven chows, and no pair
    // or one of nine, no face more than four times; (faces, sets, pairs).
    fn sets(from: usize, left: usize, t: &mut [u8; 9], m: usize, out: &mut Vec<([u8; 9], usize, usize)>) {
        if t.iter().all(|&n| n <= 4) {
            out.push((*t, m, 0));
            for f in 0..9 {
                if t[f] + 2 <= 4 {
                    let mut with_pair = *t;
                    with_pair[f] += 2;
                    out.push((with_pair, m, 1));
                }
            }
        } else {
            return;
        }
        if left == 0 {
            return;
        }
        for k in from..16 {
            let faces: [usize; 3] = if k < 9 { [k, k, k] } else { [k - 9, k - 8, k - 7] };
            for f in faces {
                t[f] += 1;
            }
            sets(k, left - 1, t, m + 1, out);
            for f in faces {
                t[f] -= 1;
            }
        }
    }
    let mut targets = Vec::new();
    sets(0, 4, &mut [0; 9], 0, &mut targets);
    let (entries, pool) = generate_suit_table();
    let off = suit_rank_offsets();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut next = move || rng.next();
    let mut checked = 0;
    while checked < 1500 {
        // Random suits, many with faces held four times.
        let mut c = [0u8; 9];
        let n = (next() % 15) as usize;
        let span = 1 + (next() % 9) as usize;
        let base = (next() % (10 - span as u64)) as usize;
        let mut placed = 0;
        for _ in 0..100 {
            if placed == n {
                break;
            }
            let f = base + (next() % span as u64) as usize;
            if c[f] < 4 {
                c[f] += 1;
                placed += 1;
            }
        }
        let mut want = [0u8; 10];
        for (t, m, p) in &targets {
            let kept: u8 = t.iter().zip(&c).map(|(&x, &h)| x.min(h)).sum();
            let slot = &mut want[2 * m + p];
            *slot = (*slot).max(kept);
        }
        let mut rank = 0usize;
        let mut before = 0usize;
        for (i, &h) in c.iter().enumerate() {
            rank += off[i][before][h as usize] as usize;
            before += h as usize;
        }
        let id = (entries[rank] & 0x3FFF) as usize;
        assert_eq!(&pool[id * PROFILE_WIDTH..(id + 1) * PROFILE_WIDTH], &want[..], "{c:?}");
        checked += 1;
    }
    // A worked case: 1111 of a suit. One set keeps 3 (the pung), a pair 2. A pung and the pair
    // cannot share the face (five tiles), so one set and the pair keep max(3 (pung, pair
    // elsewhere), 1 + 2 (chow 123 and the pair 11)) = 3. Two sets keep all 4 (111 and 123).
    let mut rank = 0usize;
    for (i, h) in [4u8, 0, 0, 0, 0, 0, 0, 0, 0].iter().enumerate() {
        rank += off[i][if i == 0 { 0 } else { 4 }][*h as usize] as usize;
    }
    let id = (entries[rank] & 0x3FFF) as usize;
    assert_eq!(&pool[id * PROFILE_WIDTH..(id + 1) * PROFILE_WIDTH], &[0, 2, 3, 3, 4, 4, 4, 4, 4, 4]);
}

/// Every one-suit arrangement (nine counts 0..=4, at most 14 tiles) read through the two-step
/// tables gives the keep profile of the definition (the dynamic programme `keep_profile`, itself
/// checked against every target above) and the winning code of a plain search.
#[test]
fn two_step_tables_agree_with_the_definition_on_every_one_suit_arrangement() {
    let (entries, pool) = generate_suit_table();
    let (profile_first, profile_second, winning_first, winning_second) = generate_two_step_tables(&entries);
    let mut checked = 0;
    for code in 0..5usize.pow(9) {
        let c: [u8; 9] = base5(code);
        if c.iter().map(|&n| n as usize).sum::<usize>() > 14 {
            continue;
        }
        let first = code / 125;
        let rest = code % 125;
        let id = profile_second[profile_first[first] as usize * SUFFIX_STRIDE + rest] as usize;
        assert_eq!(&pool[id * PROFILE_WIDTH..(id + 1) * PROFILE_WIDTH], &keep_profile(&c)[..], "{c:?}");
        let mut y = c;
        let want = if sets(&mut y) {
            1
        } else if pair_and_sets(&y) {
            2
        } else {
            16
        };
        let got = winning_second[winning_first[first] as usize * SUFFIX_STRIDE + rest];
        assert_eq!(got, want, "{c:?}");
        checked += 1;
    }
    assert_eq!(checked, 405_350);
}

/// The chained tables give, for every combination of two suit profiles, a suit profile and an
/// honour profile, and every number of sets, the best split of the sets and the pair among the
/// four groups, worked out here by trying every split.
#[test]
fn chained_tables_agree_with_every_split_of_the_sets() {
    let (pool, suits, honours) = suit_and_honour_profiles();
    let (two, sh, away, pairs, _) = generate_chain_tables(&pool);
    let mut next = below_from(0x9E37_79B9_7F4A_7C15);
    for _ in 0..200_000 {
        let (a, b, s, h) = (next(suits.len()), next(suits.len()), next(suits.len()), next(honours.len()));
        let ab = two[a * TWO_STRIDE + b] as usize;
        let x = sh[s * HONOUR_STRIDE + h] as usize;
        for sets in 0..SETS_SLOTS {
            let mut best = 0;
            for ma in 0..=sets {
                for mb in 0..=sets - ma {
                    for ms in 0..=sets - ma - mb {
                        let mh = sets - ma - mb - ms;
                        for pair in 0..4 {
                            let p = |g: usize| usize::from(pair == g);
                            let kept = suits[a][2 * ma + p(0)] as usize
                                + suits[b][2 * mb + p(1)] as usize
                                + suits[s][2 * ms + p(2)] as usize
                                + honours[h][2 * mh + p(3)] as usize;
                            best = best.max(kept);
                        }
                    }
                }
            }
            let want = 3 * sets as i32 + 1 - best as i32;
            assert_eq!(away[(sets * pairs.len() + ab) * AWAY_STRIDE + x] as i8 as i32, want, "{a} {b} {s} {h} {sets}");
        }
    }
}

/// The three-group tables of the table of every discard give, for every entry (sets and pair
/// at most), the tiles kept by the best split among the three groups, worked out here by trying
/// every split; and the packed profiles hold each profile's kept numbers.
#[test]
fn three_group_tables_agree_with_every_split_of_the_sets() {
    let (pool, suits, honours) = suit_and_honour_profiles();
    let (two, sh, _, pairs, suit_honours) = generate_chain_tables(&pool);
    let rest_suit = generate_rest_table(&suits, &suit_honours);
    let rest_honours = generate_rest_table(&pairs, &honours);
    let rest_third = generate_rest_table(&pairs, &suits);
    let field = |t: &[u8], i: usize, e: usize| {
        let w = u64::from_le_bytes(t[8 * i..8 * i + 8].try_into().unwrap());
        (w >> (6 * (9 - e)) & 63) as usize
    };
    for (list, bytes) in [(&suits, packed_profiles(&suits)), (&honours, packed_profiles(&honours))] {
        for (i, p) in list.iter().enumerate() {
            let w = u64::from_le_bytes(bytes[8 * i..8 * i + 8].try_into().unwrap());
            for (e, &pe) in p.iter().enumerate() {
                assert_eq!((w >> (6 * e) & 63) as u8, pe);
            }
        }
    }
    let mut next = below_from(0x2545_F491_4F6C_DD1D);
    // The best of `m` sets and `p` pairs (at most one) among three groups.
    let best3 = |x: &KeepProfile, y: &KeepProfile, z: &KeepProfile, m: usize, p: usize| {
        let mut best = 0;
        for mx in 0..=m {
            for my in 0..=m - mx {
                let mz = m - mx - my;
                for pair in 0..3 {
                    let q = |g: usize| usize::from(p == 1 && pair == g);
                    if p == 0 && pair > 0 {
                        continue;
                    }
                    best = best.max(x[2 * mx + q(0)] + y[2 * my + q(1)] + z[2 * mz + q(2)]);
                }
            }
        }
        best as usize
    };
    for _ in 0..50_000 {
        let (a, b, s, h) = (next(suits.len()), next(suits.len()), next(suits.len()), next(honours.len()));
        let ab = two[a * TWO_STRIDE + b] as usize;
        let x = sh[s * HONOUR_STRIDE + h] as usize;
        for e in 0..PROFILE_WIDTH {
            let (m, p) = (e / 2, e % 2);
            let want = best3(&suits[b], &suits[s], &honours[h], m, p);
            assert_eq!(
                field(&rest_suit, a * suit_honours.len() + x, e),
                best3(&suits[a], &suits[s], &honours[h], m, p)
            );
            assert_eq!(field(&rest_suit, b * suit_honours.len() + x, e), want, "{b} {s} {h} {e}");
            assert_eq!(field(&rest_honours, ab * honours.len() + h, e), best3(&suits[a], &suits[b], &honours[h], m, p));
            assert_eq!(field(&rest_third, ab * suits.len() + s, e), best3(&suits[a], &suits[b], &suits[s], m, p));
        }
    }
}

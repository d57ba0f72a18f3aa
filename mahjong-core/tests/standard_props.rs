//! Property tests: the table-driven fast paths against slow references written here.
//!
//! - completeness: a plain recursive search for sets and one pair over the 34 counts;
//! - shanten: the least number of exchanges straight from its definition, by trying target
//!   hands (no table, no suits, no honour arithmetic);
//! - decompositions: every multiset of four sets and a pair, enumerated directly;
//! - waits: adding each tile and asking the reference.

mod common;
use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile};

use common::{Rng, add_sets_and_pair};

/// Random hand of `n` tiles: from the full wall, from a few faces, or built as a winning hand.
fn random_counts(rng: &mut Rng, n: usize) -> [u8; 34] {
    loop {
        let mut c = [0u8; 34];
        match rng.below(3) {
            0 => return common::random_counts(rng, n),
            1 => {
                let faces: Vec<usize> = (0..1 + rng.below(8)).map(|_| rng.below(34)).collect();
                for _ in 0..n {
                    c[faces[rng.below(faces.len())]] += 1;
                }
            }
            _ => {
                add_sets_and_pair(rng, &mut c);
                while c.iter().map(|&x| x as usize).sum::<usize>() > n {
                    let t = rng.below(34);
                    if c[t] > 0 {
                        c[t] -= 1;
                    }
                }
            }
        }
        if c.iter().all(|&x| x <= 4) && c.iter().map(|&x| x as usize).sum::<usize>() == n {
            return c;
        }
    }
}

fn sets_only(c: &mut [u8; 34]) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else { return true };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = sets_only(c);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = sets_only(c);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        return ok;
    }
    false
}

fn complete_ref(c: &[u8; 34]) -> bool {
    let mut c = *c;
    (0..34).any(|i| {
        if c[i] < 2 {
            return false;
        }
        c[i] -= 2;
        let ok = sets_only(&mut c);
        c[i] += 2;
        ok
    })
}

/// Tiles away of the standard form straight from its definition: the least number of tile
/// exchanges, less one, that turns the counts into `total / 3` sets and a pair, no face used more
/// than four times. A target keeps `sum(min(target[k], held[k]))` of the held tiles; the number
/// is `3 * sets + 1 - kept` for the best target.
///
/// The search tries every multiset of sets that each touch a held face (a set touching none keeps
/// nothing, and a pung on a face nobody holds or uses can always stand in for it), then every pair
/// on a held face or on a free one, pruned when even a perfect rest cannot beat the best so far.
/// It knows nothing of suits, tables or honours' arithmetic.
fn tiles_away_by_definition(c: &[u8; 34]) -> i8 {
    tiles_away_by_definition_capped(c, &[4; 34])
}

/// The same with face `k` usable at most `cap[k]` times (four less the copies in melds).
fn tiles_away_by_definition_capped(c: &[u8; 34], cap: &[u8; 34]) -> i8 {
    let sets = c.iter().map(|&n| n as usize).sum::<usize>() / 3;
    // Candidate sets: (first face, is_chow), each touching a held face.
    let mut cands: Vec<(usize, bool)> = Vec::new();
    for f in 0..34 {
        if c[f] > 0 {
            cands.push((f, false));
        }
        if f < 27 && f % 9 <= 6 && (c[f] > 0 || c[f + 1] > 0 || c[f + 2] > 0) {
            cands.push((f, true));
        }
    }
    fn kept(c: &[u8; 34], t: &[u8; 34]) -> usize {
        c.iter().zip(t).map(|(&h, &x)| h.min(x) as usize).sum()
    }
    fn best_pair(c: &[u8; 34], cap: &[u8; 34], t: &[u8; 34]) -> usize {
        // The pair on a held face adds what it finds there; on a free face, nothing.
        let gain = (0..34)
            .filter(|&f| t[f] + 2 <= cap[f])
            .map(|f| (c[f].min(t[f] + 2) - c[f].min(t[f])) as usize)
            .max()
            .unwrap_or(0);
        kept(c, t) + gain
    }
    fn go(
        c: &[u8; 34],
        cap: &[u8; 34],
        cands: &[(usize, bool)],
        from: usize,
        left: usize,
        t: &mut [u8; 34],
        best: &mut usize,
    ) {
        *best = (*best).max(best_pair(c, cap, t));
        if left == 0 || from == cands.len() {
            return;
        }
        // The sets still to come start at or after this face, so they keep at most the held
        // tiles there not kept yet; the pair adds at most two.
        let first = cands[from].0;
        let unkept: usize = (first..34).map(|x| c[x].saturating_sub(t[x]) as usize).sum();
        if kept(c, t) + (3 * left).min(unkept) + 2 <= *best {
            return;
        }
        for k in from..cands.len() {
            let (f, chow) = cands[k];
            let faces: &[usize] = if chow { &[f, f + 1, f + 2] } else { &[f, f, f] };
            let mut ok = true;
            for &x in faces {
                t[x] += 1;
                ok &= t[x] <= cap[x];
            }
            if ok {
                go(c, cap, cands, k, left - 1, t, best);
            }
            for &x in faces {
                t[x] -= 1;
            }
        }
    }
    let mut t = [0u8; 34];
    let mut best = 0;
    go(c, cap, &cands, 0, sets, &mut t, &mut best);
    (3 * sets + 1) as i8 - best as i8
}

/// Every multiset of sets (as sorted (kind, tile) codes) and a pair over the counts.
fn decompositions_ref(c: &[u8; 34]) -> Vec<Vec<(u8, u8)>> {
    fn rec(c: &mut [u8; 34], start: usize, acc: &mut Vec<(u8, u8)>, out: &mut Vec<Vec<(u8, u8)>>) {
        if c.iter().all(|&n| n == 0) {
            out.push(acc.clone());
            return;
        }
        // sets in non-decreasing order of code to make multisets unique
        for code in start..68 {
            let (kind, t) = ((code / 34) as u8, code % 34);
            let ok =
                if kind == 0 { c[t] >= 3 } else { t < 27 && t % 9 <= 6 && c[t] > 0 && c[t + 1] > 0 && c[t + 2] > 0 };
            if !ok {
                continue;
            }
            let take: &[usize] = if kind == 0 { &[t, t, t] } else { &[t, t + 1, t + 2] };
            for &x in take {
                c[x] -= 1;
            }
            acc.push((kind, t as u8));
            rec(c, code, acc, out);
            acc.pop();
            for &x in take {
                c[x] += 1;
            }
        }
    }
    let mut out = Vec::new();
    let mut c = *c;
    for p in 0..34 {
        if c[p] >= 2 {
            c[p] -= 2;
            let mut acc = vec![(9, p as u8)];
            rec(&mut c, 0, &mut acc, &mut out);
            c[p] += 2;
        }
    }
    for d in &mut out {
        d.sort();
    }
    out.sort();
    out
}

/// The tiles (a bit per face, at most four of each held) whose draw gives counts that `pick`
/// picks.
fn draws_where(c: &[u8; 34], mut pick: impl FnMut(&[u8; 34]) -> bool) -> u64 {
    let mut want = 0u64;
    let mut d = *c;
    for t in 0..34 {
        if d[t] < 4 {
            d[t] += 1;
            if pick(&d) {
                want |= 1 << t;
            }
            d[t] -= 1;
        }
    }
    want
}

/// Calls `check` on `per` seeded random hands of each size in `sizes`, the sizes in turn.
fn each_random_hand(seed: u64, sizes: &[usize], per: usize, mut check: impl FnMut(&[u8; 34])) {
    let mut rng = Rng(seed);
    for &n in sizes {
        for _ in 0..per {
            check(&random_counts(&mut rng, n));
        }
    }
}

#[test]
fn standard_form_completeness_matches_reference_on_random_hands() {
    each_random_hand(0x9E37_79B9_7F4A_7C15, &[2, 5, 8, 11, 14], 4000, |c| {
        assert_eq!(standard::is_winning_counts(c), Ok(complete_ref(c)), "{c:?}");
    });
}

#[test]
fn tiles_away_matches_the_definition_on_random_hands() {
    each_random_hand(0xDEAD_BEEF_1234_5678, &[1, 2, 4, 5, 7, 8, 10, 11, 13, 14], 1500, |c| {
        assert_eq!(standard::tiles_away_counts(c), Ok(tiles_away_by_definition(c)), "{c:?}");
    });
}

#[test]
fn tiles_away_minus_one_exactly_when_complete() {
    each_random_hand(42, &[14], 5000, |c| {
        assert_eq!(standard::tiles_away_counts(c).unwrap() == -1, complete_ref(c), "{c:?}");
    });
}

#[test]
fn every_distinct_decomposition_is_enumerated_once() {
    let mut multi = 0;
    each_random_hand(7, &[14], 4000, |c| {
        let mut got = Vec::new();
        let n = standard::decompose_counts(c, |d| {
            let mut v: Vec<(u8, u8)> = d
                .sets()
                .iter()
                .map(|s| (if s.kind() == standard::SetKind::Pung { 0 } else { 1 }, s.tile().index()))
                .collect();
            v.push((9, d.pair().index()));
            v.sort();
            got.push(v);
        })
        .unwrap();
        got.sort();
        assert_eq!(n, got.len());
        let want = decompositions_ref(c);
        assert_eq!(got, want, "{c:?}");
        multi += (want.len() > 1) as usize;
    });
    assert!(multi > 10, "the sample has hands with several readings: {multi}");
}

#[test]
fn waits_match_reference_on_random_13_tile_hands() {
    let mut calling = 0;
    each_random_hand(99, &[13], 1500, |c| {
        let hand = Hand::from_counts34(c).unwrap();
        let w = standard::waits(&hand, RuleProfile::Classical).unwrap();
        let want = draws_where(c, complete_ref);
        assert_eq!(w.standard_mask(), want, "{c:?}");
        calling += (want != 0) as usize;
    });
    assert!(calling > 50, "{calling}");
}

#[test]
fn improving_tiles_lower_tiles_away_for_13_tiles() {
    each_random_hand(5, &[13], 300, |c| {
        let hand = Hand::from_counts34(c).unwrap();
        let a = standard::tiles_away(&hand, RuleProfile::Classical).unwrap();
        let best = |c: &[u8; 34]| {
            let s = tiles_away_by_definition(c);
            let h = Hand::from_counts34(c).unwrap();
            let t = standard::tiles_away(&h, RuleProfile::Classical).unwrap();
            assert_eq!(t.standard(), s);
            t.best()
        };
        let want = draws_where(c, |d| best(d) < a.best());
        assert_eq!(a.improving(), want, "{c:?}");
    });
}

#[test]
fn classical_tiles_away_with_melds_counts_the_copies_the_melds_hold() {
    // Random concealed hands under one or two melds (pungs, kongs, chows); the classical and
    // three-player numbers against the definition with each face capped at four less the copies
    // in melds.
    let mut rng = Rng(0x5EED_0F7A_B1E5);
    let mut differs_from_uncapped = 0;
    let mut checked = 0;
    while checked < 600 {
        let melds = 1 + rng.below(2);
        let mut all = [0u8; 34];
        let mut text = String::new();
        let mut ok = true;
        for _ in 0..melds {
            let kind = rng.below(3);
            let f = if kind == 2 { rng.below(3) * 9 + rng.below(7) } else { rng.below(34) };
            let faces: Vec<usize> = match kind {
                0 => vec![f; 3],
                1 => vec![f; 4],
                _ => vec![f, f + 1, f + 2],
            };
            for &x in &faces {
                all[x] += 1;
                ok &= all[x] <= 4;
            }
            let tiles: String = faces.iter().map(|&x| Hand::from_counts34(&one(x)).unwrap().to_string()).collect();
            text.push_str(&format!(" [{tiles}]"));
        }
        if !ok {
            continue;
        }
        // Concealed tiles: 13 or 14 less three per meld.
        let n = 13 + rng.below(2) - 3 * melds;
        let mut conc = [0u8; 34];
        let mut placed = 0;
        let mut tries = 0;
        while placed < n && tries < 1000 {
            tries += 1;
            // Mostly next to a face the melds use, where their copies are missed.
            let near: Vec<usize> = (0..34).filter(|&x| all[x] > 0).collect();
            let t = if rng.below(5) == 0 {
                rng.below(34)
            } else {
                (near[rng.below(near.len())] + 34 + rng.below(5) - 2) % 34
            };
            if all[t] + conc[t] < 4 {
                conc[t] += 1;
                placed += 1;
            }
        }
        if placed < n {
            continue;
        }
        let cap: [u8; 34] = std::array::from_fn(|t| 4 - all[t]);
        let hand = Hand::parse(&format!("{}{}", Hand::from_counts34(&conc).unwrap(), text)).unwrap();
        let want = tiles_away_by_definition_capped(&conc, &cap);
        for rules in [RuleProfile::Classical, RuleProfile::ThreePlayer] {
            let Ok(a) = standard::tiles_away(&hand, rules) else { continue };
            assert_eq!(a.standard(), want, "{hand} {rules:?}");
        }
        differs_from_uncapped += (want != tiles_away_by_definition(&conc)) as usize;
        checked += 1;
    }
    assert!(differs_from_uncapped > 20, "the melds' copies matter in {differs_from_uncapped} hands");
}

fn one(t: usize) -> [u8; 34] {
    let mut c = [0u8; 34];
    c[t] = 1;
    c
}

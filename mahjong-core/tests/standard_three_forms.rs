//! The least tiles away over the standard form, seven pairs and thirteen orphans
//! (`tiles_away_three_forms_counts`, `improving_three_forms_counts`) equal a slow reference:
//! each form's number from its targets (the most tiles of the hand a complete hand of the form
//! can keep), and the improving tiles by trying every draw (and, for 14 tiles, every discard).

mod common;

use common::Rng;
use mahjong_core::standard::{improving_three_forms_counts, tiles_away_counts, tiles_away_three_forms_counts};

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Seven pairs of different faces: 13 less the most tiles kept by seven faces taken twice.
fn seven_pairs_reference(c: &[u8; 34]) -> i8 {
    let mut kept: Vec<u8> = c.iter().map(|&n| n.min(2)).collect();
    kept.sort_unstable_by(|a, b| b.cmp(a));
    13 - kept[..7].iter().sum::<u8>() as i8
}

/// Thirteen orphans: 13 less the most tiles kept by one of each orphan and a second of one.
fn orphans_reference(c: &[u8; 34]) -> i8 {
    let mut best = 0;
    for &pair in &ORPHANS {
        let kept: u8 = ORPHANS.iter().map(|&t| c[t].min(if t == pair { 2 } else { 1 })).sum();
        best = best.max(kept);
    }
    13 - best as i8
}

fn away_reference(c: &[u8; 34]) -> i8 {
    tiles_away_counts(c).unwrap().min(seven_pairs_reference(c)).min(orphans_reference(c))
}

/// 13 tiles: the draws that lower the number.
fn draws_lowering(c: &[u8; 34], away: i8) -> u64 {
    let mut more = *c;
    let mut out = 0;
    for t in 0..34 {
        if more[t] < 4 {
            more[t] += 1;
            if away_reference(&more) < away {
                out |= 1 << t;
            }
            more[t] -= 1;
        }
    }
    out
}

fn improving_reference(c: &[u8; 34]) -> (i8, u64) {
    let away = away_reference(c);
    if c.iter().sum::<u8>() == 13 {
        return (away, draws_lowering(c, away));
    }
    if away < 0 {
        return (away, 0);
    }
    // 14 tiles: the draws that lower the number after some discard that keeps it.
    let mut less = *c;
    let mut out = 0;
    for t in 0..34 {
        if c[t] > 0 {
            less[t] -= 1;
            if away_reference(&less) == away {
                out |= draws_lowering(&less, away);
            }
            less[t] += 1;
        }
    }
    (away, out)
}

/// `n` tiles from the whole wall, crowded onto a few faces, or onto the orphans and a few pairs.
fn random_hand(rng: &mut Rng, n: u8) -> [u8; 34] {
    let mut c = [0u8; 34];
    let mut placed = 0;
    let kind = rng.below(3);
    let width = 4 + rng.below(9);
    let from = rng.below(34 - width + 1);
    while placed < n {
        let t = match kind {
            0 => rng.below(34),
            1 => from + rng.below(width),
            _ if rng.below(4) > 0 => ORPHANS[rng.below(13)],
            _ => rng.below(34),
        };
        if c[t] < 4 {
            c[t] += 1;
            placed += 1;
        }
    }
    c
}

fn check(c: &[u8; 34]) {
    let (away, tiles) = improving_reference(c);
    assert_eq!(tiles_away_three_forms_counts(c), Ok(away), "{c:?}");
    assert_eq!(improving_three_forms_counts(c), Ok((away, tiles)), "{c:?}");
}

#[test]
fn three_forms_from_counts_equal_the_slow_reference_on_seeded_hands() {
    let mut rng = Rng(0xA076_1D64_78BD_642F);
    for _ in 0..1_500 {
        check(&random_hand(&mut rng, 13));
        check(&random_hand(&mut rng, 14));
    }
}

#[test]
fn three_forms_on_hands_worked_out_by_hand() {
    // Seven pairs complete: 11m 22m 33p 44p 55s 66s EE.
    let mut c = [0u8; 34];
    for t in [0, 1, 11, 12, 22, 23, 27] {
        c[t] = 2;
    }
    assert_eq!(improving_three_forms_counts(&c), Ok((-1, 0)));
    // Four of a kind is not two pairs: 1111m 22m 33p 44p 55s 66s holds six pairs of six faces,
    // one away (a seventh face wanted).
    c[0] = 4;
    c[27] = 0;
    assert_eq!(tiles_away_three_forms_counts(&c), Ok(1));
    // Thirteen orphans complete.
    let mut o = [0u8; 34];
    for t in ORPHANS {
        o[t] = 1;
    }
    o[33] = 2;
    assert_eq!(improving_three_forms_counts(&o), Ok((-1, 0)));
    // Wrong counts are refused, naming the count.
    let err = tiles_away_three_forms_counts(&[0; 34]).unwrap_err();
    assert!(err.to_string().contains('0'), "{err}");
    let mut twelve = o;
    twelve[33] = 0;
    assert!(improving_three_forms_counts(&twelve).is_err());
    let mut five = o;
    five[0] = 5;
    assert!(tiles_away_three_forms_counts(&five).is_err());
}

//! The batch entry point `tiles_away_counts_many` (eight hands in lockstep, the rest one by one)
//! against the single-hand call `tiles_away_counts`, hand by hand: numbers, errors and the place
//! of the first bad hand, on seeded hands of every kind and on every length around the group size.

mod common;

use common::{Rng, window_counts};
use mahjong_core::standard::{self, ManyError};

/// A hand of one of the kinds: 14 or 13 tiles from the whole wall, 13 or 14 crowded onto a few
/// faces of one suit (many held four times), the honours alone, or any total the standard form
/// takes (1, 2, 4, … 14 tiles).
fn any_hand(rng: &mut Rng) -> [u8; 34] {
    match rng.below(6) {
        0 => window_counts(rng, 14, 0, 34),
        1 => window_counts(rng, 13, 0, 34),
        2 | 3 => {
            let width = 4 + rng.below(6);
            let from = 9 * rng.below(3) + rng.below(10 - width);
            let n = 13 + rng.below(2);
            window_counts(rng, n, from, width)
        }
        4 => {
            let n = [5, 7, 8, 10, 11][rng.below(5)];
            window_counts(rng, n, 27, 7)
        }
        _ => {
            let n = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14][rng.below(10)];
            window_counts(rng, n, 0, 34)
        }
    }
}

/// What the batch must give: the single call on each hand in order, stopping at the first error.
fn expected(hands: &[[u8; 34]]) -> (Vec<i8>, Result<(), ManyError>) {
    let mut out = Vec::new();
    for (index, c) in hands.iter().enumerate() {
        match standard::tiles_away_counts(c) {
            Ok(n) => out.push(n),
            Err(error) => return (out, Err(ManyError::Hand { index, error })),
        }
    }
    (out, Ok(()))
}

fn check(hands: &[[u8; 34]]) {
    let (want, result) = expected(hands);
    // A sentinel no number takes, to see which places the batch wrote.
    let mut out = vec![i8::MIN; hands.len() + 3];
    assert_eq!(standard::tiles_away_counts_many(hands, &mut out), result, "{hands:?}");
    // Every hand before the first bad one is written; nothing past the hands is touched.
    assert_eq!(&out[..want.len()], &want[..], "{hands:?}");
    assert!(out[hands.len()..].iter().all(|&x| x == i8::MIN));
}

#[test]
fn many_equals_the_single_call_on_200000_seeded_hands() {
    let mut rng = Rng(0x005E_ED0B_47C4_2026);
    let hands: Vec<[u8; 34]> = (0..200_000).map(|_| any_hand(&mut rng)).collect();
    let mut out = vec![0i8; hands.len()];
    standard::tiles_away_counts_many(&hands, &mut out).unwrap();
    for (c, &n) in hands.iter().zip(&out) {
        assert_eq!(standard::tiles_away_counts(c), Ok(n), "{c:?}");
    }
    // The kinds are all there, and the numbers spread from complete to far.
    let count = |k: u8| hands.iter().filter(|c| c.iter().sum::<u8>() == k).count();
    assert!(count(13) > 50_000 && count(14) > 50_000 && count(5) > 1_000);
    assert!(out.contains(&-1) && out.contains(&0) && out.iter().any(|&n| n >= 5));
}

#[test]
fn every_length_around_the_group_size() {
    let mut rng = Rng(0x1E_9C7B);
    for len in 0..=25 {
        for _ in 0..40 {
            let hands: Vec<[u8; 34]> = (0..len).map(|_| any_hand(&mut rng)).collect();
            check(&hands);
        }
    }
}

#[test]
fn a_bad_hand_anywhere_is_named_and_the_hands_before_it_are_written() {
    let mut rng = Rng(0xBAD_4A2D);
    // Bad hands of each kind: five of a face, a multiple of three tiles, more than 14 tiles,
    // no tiles, and a count far past 4 whose group sum still looks right.
    let bad = |rng: &mut Rng, kind: usize| -> [u8; 34] {
        match kind {
            0 => {
                let t = rng.below(34);
                let mut c = [0; 34];
                c[t] = 5;
                c[(t + 1) % 34] = 9;
                c
            }
            1 => {
                let n = 3 * (1 + rng.below(4));
                window_counts(rng, n, 0, 34)
            }
            2 => {
                let n = 15 + rng.below(20);
                window_counts(rng, n, 0, 34)
            }
            3 => [0; 34],
            _ => {
                let mut c = [0; 34];
                c[rng.below(34)] = 254;
                let t = rng.below(34);
                c[t] += 1;
                c
            }
        }
    };
    for len in 1..=19 {
        for at in 0..len {
            for kind in 0..5 {
                let mut hands: Vec<[u8; 34]> = (0..len).map(|_| any_hand(&mut rng)).collect();
                hands[at] = bad(&mut rng, kind);
                if rng.below(3) == 0 {
                    // A second bad hand after the first: the first is the one named.
                    let later = at + rng.below(len - at);
                    let other = rng.below(5);
                    hands[later] = bad(&mut rng, other);
                }
                check(&hands);
                let result = standard::tiles_away_counts_many(&hands, &mut vec![0; len]);
                assert!(matches!(result, Err(ManyError::Hand { index, .. }) if index == at), "{hands:?}");
            }
        }
    }
}

#[test]
fn a_short_output_is_an_error_and_nothing_is_written() {
    let mut rng = Rng(7);
    let hands: Vec<[u8; 34]> = (0..9).map(|_| window_counts(&mut rng, 14, 0, 34)).collect();
    let mut out = [i8::MIN; 8];
    assert_eq!(standard::tiles_away_counts_many(&hands, &mut out), Err(ManyError::OutputTooShort { hands: 9, out: 8 }));
    assert_eq!(out, [i8::MIN; 8]);
}

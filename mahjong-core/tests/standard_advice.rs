//! Standard discard advice against a slow reference built from the public tiles-away function:
//! every discard, every face drawn after it, the unseen copies counted by hand.

#![allow(clippy::needless_range_loop)]

mod common;

use common::Rng;
use mahjong_core::advice::AdviceError;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};
use mahjong_core::standard::{RuleProfile, StandardError, tiles_away};
use mahjong_core::{Hand, Tile};

fn face(i: usize) -> Tile {
    Tile::from_index(i as u8).unwrap()
}

#[test]
fn discard_advice_agrees_with_tiles_away_after_each_discard_and_draw() {
    let mut rng = Rng(0x57d_ad71);
    let mut out = [StandardDiscard::EMPTY; 14];
    for round in 0..120 {
        let rules = RuleProfile::STANDARD[round % 4];
        let mut wall: Vec<Tile> = (0..34).filter(|&i| rules.uses_tile(face(i))).flat_map(|i| [face(i); 4]).collect();
        for i in (1..wall.len()).rev() {
            wall.swap(i, rng.below(i + 1));
        }
        let mut hand = Hand::new();
        for &t in &wall[..14] {
            hand.push(t).unwrap();
        }
        let visible: Vec<Tile> = wall[14..14 + rng.below(30)].to_vec();
        let n = discard_advice(&hand, rules, &visible, &mut out).unwrap();
        let mut unseen = [0usize; 34];
        for i in 0..34 {
            if rules.uses_tile(face(i)) {
                unseen[i] = 4;
            }
        }
        for &t in hand.concealed().iter().chain(&visible) {
            unseen[t.index() as usize] -= 1;
        }
        let pool: usize = unseen.iter().sum();
        let mut distinct: Vec<Tile> = hand.concealed().to_vec();
        distinct.sort();
        distinct.dedup();
        assert_eq!(n, distinct.len());
        for &d in &distinct {
            let mut left = hand;
            left.remove(d);
            let away = tiles_away(&left, rules).unwrap().best();
            let mut improving = 0u64;
            let mut copies = 0;
            for t in 0..34 {
                if !rules.uses_tile(face(t)) || left.concealed().iter().filter(|&&x| x == face(t)).count() == 4 {
                    continue;
                }
                let mut drawn = left;
                drawn.push(face(t)).unwrap();
                // The draw lowers the number when some discard from the 14 tiles keeps it lower.
                let after = tiles_away(&drawn, rules).unwrap().best();
                if after < away {
                    improving |= 1 << t;
                    copies += unseen[t];
                }
            }
            let e = out[..n].iter().find(|e| e.discard() == d).unwrap();
            assert_eq!((e.tiles_away(), e.improving()), (away, improving), "{hand} {rules:?} discard {d}");
            assert_eq!(e.improving_copies() as usize, copies);
            assert_eq!(e.pool() as usize, pool);
            assert!((e.chance() - copies as f64 / pool as f64).abs() < 1e-15);
        }
        for w in out[..n].windows(2) {
            let key = |e: &StandardDiscard| (e.tiles_away(), std::cmp::Reverse(e.improving_copies()));
            assert!(key(&w[0]) <= key(&w[1]), "{hand}: ranked fewest tiles away, then most improving copies");
        }
    }
}

#[test]
fn standard_advice_refuses_bad_input_with_the_tile_or_count() {
    let mut out = [StandardDiscard::EMPTY; 14];
    let short = Hand::parse("123456789m1122z").unwrap();
    assert_eq!(
        discard_advice(&short, RuleProfile::Classical, &[], &mut out).unwrap_err(),
        AdviceError::Standard(StandardError::WrongTileCount { count: 13, expected: "14" })
    );
    let hand = Hand::parse("123456789m1122z5p").unwrap();
    let nine: Tile = "9m".parse().unwrap();
    assert_eq!(
        discard_advice(&hand, RuleProfile::Classical, &[nine; 4], &mut out).unwrap_err().to_string(),
        "tile 9m: the hand and the visible tiles hold 5 of it; the set has 4"
    );
    assert_eq!(
        discard_advice(&hand, RuleProfile::Classical, &[Tile::JOKER], &mut out).unwrap_err(),
        AdviceError::NotInSet { tile: Tile::JOKER }
    );
    let north: Tile = "4z".parse().unwrap();
    assert_eq!(
        discard_advice(&hand, RuleProfile::ThreePlayer, &[north], &mut out).unwrap_err(),
        AdviceError::Visible { tile: north, count: 1, set: 0 }
    );
    assert_eq!(discard_advice(&hand, RuleProfile::Classical, &[], &mut []).unwrap_err(), AdviceError::NoRoom);
    // Words every face can show: what was asked for, not a C buffer.
    assert_eq!(AdviceError::NoRoom.to_string(), "0 results asked for (k is 0): ask for at least one");
}

//! The improving tiles read from tables (`improving_counts`, `discards_counts`) equal the ones
//! worked out again tile by tile with `tiles_away_counts` (itself checked against the definition
//! of tiles away in `standard_props.rs`): on every hand of one suit or of the honours alone, and
//! on seeded random hands. The long run (10^6 hands of each kind) is `#[ignore]`d and run in
//! release by `scripts/test-all.sh`.

mod common;

use common::Rng;
use mahjong_core::standard::{RuleProfile, tiles_away};
use mahjong_core::standard::{discards_counts, improving_any_counts, improving_counts, tiles_away_counts};
use mahjong_core::{Hand, Tile};

/// Tiles away and the tiles that lower it, one tile at a time.
fn improving_by_recomputing(c: &[u8; 34]) -> (i8, u64) {
    let away = tiles_away_counts(c).unwrap();
    let mut more = *c;
    let mut improving = 0;
    for t in 0..34 {
        if more[t] < 4 {
            more[t] += 1;
            if tiles_away_counts(&more).unwrap() < away {
                improving |= 1 << t;
            }
            more[t] -= 1;
        }
    }
    (away, improving)
}

fn check_improving(c: &[u8; 34]) {
    assert_eq!(improving_counts(c), Ok(improving_by_recomputing(c)), "{c:?}");
}

fn check_discards(c: &[u8; 34]) {
    let d = discards_counts(c).unwrap();
    let mut held = 0;
    let mut less = *c;
    for t in 0..34 {
        let tile = Tile::from_index(t as u8).unwrap();
        if c[t] == 0 {
            assert_eq!((d.away(tile), d.improving(tile)), (None, 0), "{c:?} {t}");
            continue;
        }
        held |= 1 << t;
        less[t] -= 1;
        let (away, improving) = improving_by_recomputing(&less);
        assert_eq!((d.away(tile), d.improving(tile)), (Some(away), improving), "{c:?} discard {t}");
        less[t] += 1;
    }
    assert_eq!(d.held(), held);
    // A complete hand is calling after any discard.
    assert_eq!(d.best(), tiles_away_counts(c).unwrap().max(0), "{c:?}");
    // The improving tiles after the best discard, read in one pass: the union over the best
    // discards just checked, none for a complete hand.
    let away = tiles_away_counts(c).unwrap();
    let any = if away < 0 { 0 } else { d.improving_any() };
    assert_eq!(improving_any_counts(c), Ok((away, any)), "{c:?}");
}

/// Every arrangement of `faces` counts 0..=4 with at most 14 tiles, placed at `at` in 34 counts,
/// with its number of tiles.
fn arrangements(faces: usize, at: usize) -> impl Iterator<Item = ([u8; 34], usize)> {
    (0..5usize.pow(faces as u32)).filter_map(move |code| {
        let mut c = [0u8; 34];
        let mut x = code;
        for n in &mut c[at..at + faces] {
            *n = (x % 5) as u8;
            x /= 5;
        }
        let total: usize = c.iter().map(|&n| n as usize).sum();
        (total <= 14).then_some((c, total))
    })
}

#[test]
fn improving_tiles_from_tables_equal_the_recomputed_ones_on_every_hand_of_one_suit() {
    let mut checked = 0;
    // Each arrangement in one of the three suits in turn, so every suit's place is read.
    let mut suit = 0;
    for (c, _) in arrangements(9, 0).filter(|&(_, total)| total % 3 == 1) {
        let mut placed = [0u8; 34];
        placed[9 * suit..9 * suit + 9].copy_from_slice(&c[..9]);
        suit = (suit + 1) % 3;
        check_improving(&placed);
        checked += 1;
    }
    assert_eq!(checked, 132_345);
}

#[test]
fn improving_tiles_from_tables_equal_the_recomputed_ones_on_every_hand_of_honours() {
    let mut checked = 0;
    for (c, total) in arrangements(7, 27) {
        match total % 3 {
            1 => check_improving(&c),
            2 => check_discards(&c),
            _ => continue,
        }
        checked += 1;
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn discards_from_tables_equal_the_recomputed_ones_on_hands_of_one_suit() {
    // Every 14-tile arrangement of one suit, and every twentieth of the smaller 3n+2 ones (all of
    // them in the release run below).
    let mut checked = 0;
    let mut seen = 0;
    for (c, total) in arrangements(9, 9).filter(|&(_, total)| total % 3 == 2) {
        seen += 1;
        if total == 14 || seen % 20 == 0 {
            check_discards(&c);
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
#[ignore = "long: run in release by scripts/test-all.sh"]
fn discards_from_tables_equal_the_recomputed_ones_on_every_hand_of_one_suit() {
    let mut checked = 0;
    for (c, _) in arrangements(9, 18).filter(|&(_, total)| total % 3 == 2) {
        check_discards(&c);
        checked += 1;
    }
    assert_eq!(checked, 180_387);
}

/// `n` tiles: from the whole wall, or crowded onto a window of a few consecutive faces.
fn random_hand(rng: &mut Rng, n: u8) -> [u8; 34] {
    let (from, width) = if rng.below(2) == 0 {
        (0, 34)
    } else {
        let width = 4 + rng.below(9);
        (rng.below(34 - width + 1), width)
    };
    common::window_counts(rng, n as usize, from, width)
}

fn random_hands(hands: usize, seed: u64) {
    let mut rng = Rng(seed);
    for _ in 0..hands {
        check_improving(&random_hand(&mut rng, 13));
        check_discards(&random_hand(&mut rng, 14));
        // Hands with melds: fewer tiles in the counts.
        let n = 1 + 3 * rng.below(4) as u8;
        check_improving(&random_hand(&mut rng, n));
        check_discards(&random_hand(&mut rng, n + 1));
    }
}

#[test]
fn improving_tiles_from_tables_equal_the_recomputed_ones_on_seeded_random_hands() {
    random_hands(2_000, 0x9E37_79B9_7F4A_7C15);
}

#[test]
#[ignore = "long: run in release by scripts/test-all.sh"]
fn improving_tiles_from_tables_equal_the_recomputed_ones_on_a_million_seeded_hands() {
    random_hands(1_000_000, 0xD1B5_4A32_D192_ED03);
}

/// The improving tiles of `TilesAway` by trying every tile (13 tiles), or every discard and then
/// every tile (14), with `tiles_away(..).best()` of each resulting hand.
fn tiles_away_improving_by_recomputing(c: &[u8; 34], rules: RuleProfile) -> u64 {
    let best = |c: &[u8; 34]| tiles_away(&Hand::from_counts34(c).unwrap(), rules).unwrap().best();
    let usable = |t: usize| rules.uses_tile(Tile::from_index(t as u8).unwrap());
    let now = best(c);
    let total: u8 = c.iter().sum();
    // The tiles, other than `skip`, whose draw lowers the number below `now`.
    let drawn = |c: &[u8; 34], skip: usize| {
        (0..34).filter(|&t| t != skip && c[t] < 4 && usable(t)).fold(0u64, |out, t| {
            let mut more = *c;
            more[t] += 1;
            out | ((best(&more) < now) as u64) << t
        })
    };
    if total == 13 {
        return drawn(c, 34);
    }
    let mut out = 0u64;
    if now > -1 {
        for d in (0..34).filter(|&d| c[d] > 0) {
            let mut less = *c;
            less[d] -= 1;
            if best(&less) == now {
                out |= drawn(&less, d);
            }
        }
    }
    out
}

#[test]
fn tiles_away_improving_from_tables_equals_trying_every_tile_under_classical_and_three_player_rules() {
    let mut rng = Rng(0x5EED_0F1A_2B3C);
    // Faces near the Thirteen Unique Wonders (ones, nines, honours) and near the Wriggling Snake
    // (a suit and the winds), so the special forms are often at the least number.
    let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    for k in 0..1500 {
        let n = 13 + (k % 2) as u8;
        let mut c = [0u8; 34];
        let mut placed = 0;
        while placed < n {
            let t = match k % 3 {
                0 => rng.below(34),
                1 => orphans[rng.below(13)],
                _ => {
                    if rng.below(3) == 0 {
                        27 + rng.below(4)
                    } else {
                        18 + rng.below(9)
                    }
                }
            };
            if c[t] < 4 {
                c[t] += 1;
                placed += 1;
            }
        }
        let a = tiles_away(&Hand::from_counts34(&c).unwrap(), RuleProfile::Classical).unwrap();
        assert_eq!(a.improving(), tiles_away_improving_by_recomputing(&c, RuleProfile::Classical), "{c:?}");
        // Three players: no North wind; its tiles go to other faces.
        let mut t = 0;
        while c[30] > 0 {
            if t != 30 && c[t] < 4 {
                c[30] -= 1;
                c[t] += 1;
            }
            t += 1;
        }
        let a = tiles_away(&Hand::from_counts34(&c).unwrap(), RuleProfile::ThreePlayer).unwrap();
        assert_eq!(a.improving(), tiles_away_improving_by_recomputing(&c, RuleProfile::ThreePlayer), "{c:?}");
    }
}

//! The classical and three-player tiles away from a `Hand` without melds, and the improving tiles
//! `TilesAway::improving` reads in the same pass as the standard number (the improving tables
//! give both), against a slow reference written here: the standard number from the tiles-away
//! tables (`tiles_away_counts`), the Thirteen Unique Wonders' and the Wriggling Snake's numbers
//! by their definitions (13 less the best overlap with a complete hand of the form), and the
//! improving tiles by trying each of the 34 tiles and comparing the numbers before and after.
//! On every hand one tile from each classical special hand, one exchange from it, and on seeded
//! random hands, some crowded onto the faces those hands use.

mod common;
use common::Rng;
use mahjong_core::Hand;
use mahjong_core::standard::{RuleProfile, tiles_away, tiles_away_counts};

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const NORTH: usize = 30;

/// The Thirteen Unique Wonders: one of each orphan face and a pair of one of them. Thirteen
/// targets; the number is 13 less the best overlap.
fn thirteen_by_definition(c: &[u8; 34]) -> i8 {
    let mut best = 0;
    for pair in ORPHANS {
        let overlap: u8 = ORPHANS.iter().map(|&i| c[i].min(1 + (i == pair) as u8)).sum();
        best = best.max(overlap);
    }
    13 - best as i8
}

/// The Wriggling Snake: a pair of Ones and Two to Nine of one suit, with East, South, West and
/// North. Three targets; the number is 13 less the best overlap.
fn snake_by_definition(c: &[u8; 34]) -> i8 {
    let mut best = 0;
    for s in [0, 9, 18] {
        let target = snake_hand(s);
        best = best.max((0..34).map(|i| c[i].min(target[i])).sum::<u8>());
    }
    13 - best as i8
}

/// The Wriggling Snake in the suit starting at face `s`.
fn snake_hand(s: usize) -> [u8; 34] {
    let mut c = [0u8; 34];
    c[s] = 2;
    for k in 1..9 {
        c[s + k] = 1;
    }
    // The four winds, faces 27 to 30.
    c[27..31].fill(1);
    c
}

/// The least number of the classical profile (three-player: no North, so no Wonders or Snake).
fn best_by_reference(c: &[u8; 34], rules: RuleProfile) -> i8 {
    let standard = tiles_away_counts(c).unwrap();
    if rules == RuleProfile::ThreePlayer {
        standard
    } else {
        standard.min(thirteen_by_definition(c)).min(snake_by_definition(c))
    }
}

/// The tiles whose draw lowers the least number, by trying each face with a copy left.
fn improving_by_trying(c: &[u8; 34], rules: RuleProfile) -> u64 {
    let now = best_by_reference(c, rules);
    let mut c = *c;
    let mut out = 0u64;
    for t in 0..34 {
        if c[t] < 4 && !(rules == RuleProfile::ThreePlayer && t == NORTH) {
            c[t] += 1;
            out |= ((best_by_reference(&c, rules) < now) as u64) << t;
            c[t] -= 1;
        }
    }
    out
}

fn check(c: &[u8; 34], rules: RuleProfile) {
    let a = tiles_away(&Hand::from_counts34(c).unwrap(), rules).unwrap();
    assert_eq!(a.standard(), tiles_away_counts(c).unwrap(), "standard {c:?} {rules:?}");
    assert_eq!(a.best(), best_by_reference(c, rules), "best {c:?} {rules:?}");
    assert_eq!(a.improving(), improving_by_trying(c, rules), "improving {c:?} {rules:?}");
    // The numbers are worked out the same way whichever is asked first.
    let b = tiles_away(&Hand::from_counts34(c).unwrap(), rules).unwrap();
    assert_eq!((b.improving(), b.best(), b.standard()), (a.improving(), a.best(), a.standard()));
    assert_eq!(a, b);
}

/// The complete classical special hands that are not four sets and a pair: the Thirteen Unique
/// Wonders with each pair, the Wriggling Snake in each suit.
fn special_hands() -> Vec<[u8; 34]> {
    let mut out = Vec::new();
    for pair in ORPHANS {
        let mut c = [0u8; 34];
        for i in ORPHANS {
            c[i] = 1;
        }
        c[pair] += 1;
        out.push(c);
    }
    out.extend([0, 9, 18].map(snake_hand));
    out
}

#[test]
fn improving_tiles_one_tile_and_one_exchange_from_each_classical_special_hand_match_trying_every_tile() {
    let mut hands = 0;
    for complete in special_hands() {
        for d in (0..34).filter(|&d| complete[d] > 0) {
            let mut c = complete;
            c[d] -= 1;
            // One tile short: calling on the special hand (and perhaps on the standard form).
            assert_eq!(tiles_away(&Hand::from_counts34(&c).unwrap(), RuleProfile::Classical).unwrap().best(), 0);
            check(&c, RuleProfile::Classical);
            for (d2, t) in (0..34).flat_map(|d2| (0..34).map(move |t| (d2, t))) {
                if c[d2] == 0 || c[t] >= 4 || d2 == t {
                    continue;
                }
                let mut e = c;
                e[d2] -= 1;
                e[t] += 1;
                check(&e, RuleProfile::Classical);
                hands += 1;
            }
        }
    }
    assert!(hands > 5_000, "{hands}");
}

/// A seeded hand of `n` tiles: over every face, or crowded onto the orphans, the winds and one
/// suit (near the Wonders and the Snake), each face at most four times.
fn seeded_hand(rng: &mut Rng, n: u8, crowded: bool) -> [u8; 34] {
    let mut c = [0u8; 34];
    let mut placed = 0;
    while placed < n {
        let t = if !crowded {
            rng.below(34)
        } else {
            match rng.below(3) {
                0 => ORPHANS[rng.below(13)],
                1 => 27 + rng.below(4),
                _ => 18 + rng.below(9),
            }
        };
        if c[t] < 4 {
            c[t] += 1;
            placed += 1;
        }
    }
    c
}

#[test]
fn improving_tiles_of_seeded_hands_match_trying_every_tile_under_classical_and_three_player_rules() {
    let mut rng = Rng(0x5EED_C1A5_51CA_1001);
    let mut at_special = 0;
    for k in 0..6_000 {
        let mut c = seeded_hand(&mut rng, 13, k % 2 == 1);
        check(&c, RuleProfile::Classical);
        let standard = tiles_away_counts(&c).unwrap();
        at_special += (thirteen_by_definition(&c).min(snake_by_definition(&c)) <= standard) as u32;
        // Three players: no North wind; its tiles go to the next faces with room.
        let mut t = 0;
        while c[NORTH] > 0 {
            if t != NORTH && c[t] < 4 {
                c[NORTH] -= 1;
                c[t] += 1;
            }
            t += 1;
        }
        check(&c, RuleProfile::ThreePlayer);
    }
    assert!(at_special > 300, "the crowded hands bring a special hand to the least number ({at_special})");
}

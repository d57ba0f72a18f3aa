//! Reading a `Hand` for the four-sets-and-a-pair questions: on seeded hands holding now and
//! then a tile the profile does not play (a joker, a blank, an American flower, the North wind
//! or a removed bonus tile under three-player rules) or a fifth copy of a face, every reader
//! (`tiles_away`, `is_winning`, `waits`) gives the error a slow reference written here names:
//! the first bad bonus tile, then the first bad concealed tile, then the first bad meld tile,
//! in the hand's order, then the first face held more than four times (concealed and melded
//! copies together). Hands with no problem read without error (or fail only on their tile
//! count).

mod common;
use common::Rng;
use mahjong_core::standard::{self, RuleProfile, StandardError};
use mahjong_core::{Hand, Meld, MeldStatus, Tile};

/// The error the rules name for `hand` under `rules`, worked out tile by tile.
fn reference(hand: &Hand, rules: RuleProfile) -> Option<StandardError> {
    let label = rules.label();
    for &t in hand.bonus() {
        if !rules.uses_tile(t) {
            return Some(StandardError::NotInProfile { tile: t, profile: label });
        }
    }
    let meld_tiles = hand.melds().iter().flat_map(|m| m.tiles().iter().copied());
    let mut all = [0u32; 34];
    for t in hand.concealed().iter().copied().chain(meld_tiles) {
        if t.index() >= 34 {
            return Some(StandardError::NotPlayed(t));
        }
        if !rules.uses_tile(t) {
            return Some(StandardError::NotInProfile { tile: t, profile: label });
        }
        all[t.index() as usize] += 1;
    }
    (0..34)
        .find(|&i| all[i] > 4)
        .map(|i| StandardError::TooManyCopies { tile: Tile::from_index(i as u8).unwrap(), count: all[i] as u8 })
}

/// A seeded hand of 13 or 14 tiles in sets: up to two pungs or kongs melded, the rest
/// concealed, crowded onto a few faces (so fifth copies come up), a bad tile now and then.
fn random_hand(rng: &mut Rng) -> Hand {
    let mut h = Hand::new();
    let faces: Vec<u8> = (0..6).map(|_| rng.below(34) as u8).collect();
    let melds = rng.below(3);
    for _ in 0..melds {
        let t = Tile::from_index(faces[rng.below(6)]).unwrap();
        let n = 3 + rng.below(2);
        h.push_meld(Meld::new(&vec![t; n], MeldStatus::Exposed).unwrap()).unwrap();
    }
    let concealed = 13 + rng.below(2) - 3 * melds;
    for _ in 0..concealed {
        let t = match rng.below(40) {
            0 => Tile::JOKER,
            1 => Tile::BLANK,
            2 => Tile::AMERICAN_FLOWER,
            3 => Tile::from_index(30).unwrap(),
            _ => Tile::from_index(faces[rng.below(6)]).unwrap(),
        };
        h.push(t).unwrap();
    }
    if rng.below(8) == 0 {
        // A flower or season: bamboo flower and Winter are removed under three-player rules.
        h.push(Tile::from_index(34 + rng.below(8) as u8).unwrap()).unwrap();
    }
    h
}

#[test]
fn every_reader_names_the_first_bad_tile_or_fifth_copy() {
    let mut rng = Rng(0x5EED_0A17);
    let mut errors = [0u32; 3];
    for _ in 0..20_000 {
        let h = random_hand(&mut rng);
        for rules in [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer, RuleProfile::ThreePlayer] {
            let want = reference(&h, rules);
            let n = h.concealed().len() + 3 * h.melds().len();
            let away = standard::tiles_away(&h, rules);
            match want {
                Some(e) => {
                    errors[match e {
                        StandardError::NotPlayed(_) => 0,
                        StandardError::NotInProfile { .. } => 1,
                        _ => 2,
                    }] += 1;
                    assert_eq!(away.unwrap_err(), e, "{h} {rules:?}");
                    if n == 14 {
                        assert_eq!(standard::is_winning(&h, rules), Err(e), "{h} {rules:?}");
                    } else {
                        assert_eq!(standard::waits(&h, rules).unwrap_err(), e, "{h} {rules:?}");
                    }
                }
                None => {
                    assert!(matches!(away, Ok(_) | Err(StandardError::TooManyChows { .. })), "{h} {rules:?}: {away:?}");
                    if n == 14 {
                        assert!(standard::is_winning(&h, rules).is_ok(), "{h} {rules:?}");
                    } else {
                        assert!(standard::waits(&h, rules).is_ok(), "{h} {rules:?}");
                    }
                }
            }
        }
    }
    assert!(errors.iter().all(|&n| n > 500), "each kind of error comes up: {errors:?}");
}

#[test]
fn a_hand_without_melds_reads_as_its_concealed_counts() {
    // The reading without melds skips the meld view: its numbers equal the counts' fast path.
    let mut rng = Rng(0x5EED_0A18);
    for _ in 0..20_000 {
        let mut c = [0u8; 34];
        let mut placed = 0;
        while placed < 13 {
            let t = rng.below(34);
            if c[t] < 4 {
                c[t] += 1;
                placed += 1;
            }
        }
        let h = Hand::from_counts34(&c).unwrap();
        let a = standard::tiles_away(&h, RuleProfile::Classical).unwrap();
        assert_eq!(a.standard(), standard::tiles_away_counts(&c).unwrap());
        // At the least number the standard form's improving tiles are among the hand's.
        let (away, tiles) = standard::improving_counts(&c).unwrap();
        assert_eq!(away, a.standard());
        if a.standard() == a.best() {
            assert_eq!(a.improving() & tiles, tiles, "{h}");
        }
    }
}

//! Four sets and a pair on any hand (text, or bytes read as tiles), under every rule profile: never a panic, and the
//! answers agree with each other: a hand is winning exactly when it is -1 tiles away; every
//! decomposition holds exactly the hand's tiles in sets; a winning hand in the standard form has
//! a decomposition; every standard wait of a 13-tile hand makes it winning, and a calling hand (0 away)
//! has a wait; the counts fast paths agree with the hand functions on a hand without melds.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::standard::{self, RuleProfile};
use mahjong_core::{Hand, Tile};

const PROFILES: [RuleProfile; 4] =
    [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer, RuleProfile::ThreePlayer];

/// Hand text, or (for bytes that are not a hand) up to 14 concealed tiles, one per byte (its
/// value modulo 34, at most four copies of a face), so most inputs are hands of 13 or 14 tiles.
fn hand_of(data: &[u8]) -> Option<(String, Hand)> {
    if let Some(hand) = std::str::from_utf8(data).ok().and_then(|t| Hand::parse(t).ok()) {
        return Some((String::from_utf8_lossy(data).into_owned(), hand));
    }
    let mut counts = [0u8; 34];
    let mut hand = Hand::new();
    for &b in data.iter().take(14) {
        let i = (b % 34) as usize;
        if counts[i] < 4 {
            counts[i] += 1;
            hand.push(Tile::from_index(i as u8)?).ok()?;
        }
    }
    Some((mahjong_core::notation::mpsz(&hand).to_string(), hand))
}

fuzz_target!(|data: &[u8]| {
    let Some((text, hand)) = hand_of(data) else { return };
    for rules in PROFILES {
        let winning = standard::is_winning(&hand, rules);
        let away = standard::tiles_away(&hand, rules);
        if let (Ok(w), Ok(a)) = (&winning, &away) {
            assert_eq!(*w, a.best() == -1, "{text:?} {rules:?}: winning {w} but {} away", a.best());
            assert!(a.best() <= a.standard(), "{text:?} {rules:?}");
            assert!((-1..=8).contains(&a.best()), "{text:?} {rules:?}: {} away", a.best());
        }
        let mut decompositions = 0;
        let counted = standard::decompose(&hand, rules, |d| {
            decompositions += 1;
            // The sets' tiles (a kong's four) and the pair are exactly the hand's tiles in sets.
            let mut got = [0u8; 34];
            for s in d.sets() {
                for t in s.tiles() {
                    got[t.index() as usize] += 1;
                }
            }
            let mut want = [0u8; 34];
            for t in hand.concealed().iter().chain(hand.melds().iter().flat_map(|m| m.tiles())) {
                if (t.index() as usize) < 34 {
                    want[t.index() as usize] += 1;
                }
            }
            got[d.pair().index() as usize] += 2;
            assert_eq!(got, want, "{text:?} {rules:?}: a decomposition does not re-assemble the hand");
        });
        if let Ok(n) = counted {
            assert_eq!(n, decompositions, "{text:?} {rules:?}");
            if let Ok(a) = &away {
                if a.standard() == -1 {
                    assert!(n > 0, "{text:?} {rules:?}: standard -1 away but no decomposition");
                }
                if n > 0 {
                    assert_eq!(a.standard(), -1, "{text:?} {rules:?}: a decomposition but {} away", a.standard());
                }
            }
        }
        if let Ok(waits) = standard::waits(&hand, rules) {
            for t in waits.iter().filter(|&t| waits.completes_standard(t)) {
                let mut won = hand;
                if won.push(t).is_err() {
                    continue;
                }
                assert_eq!(
                    standard::is_winning(&won, rules),
                    Ok(true),
                    "{text:?} {rules:?}: waiting on {t} does not win"
                );
            }
            if let Ok(a) = &away {
                if a.best() == 0 {
                    assert!(!waits.is_empty(), "{text:?} {rules:?}: calling (0 away) with no wait");
                }
            }
        }
        let _ = standard::special_hands(&hand, rules);
        let _ = standard::only_possible_tile(&hand, rules);
    }
    // The counts fast paths on a hand of concealed tiles only.
    if hand.melds().is_empty() && hand.bonus().is_empty() {
        let counts = hand.concealed_counts34();
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if let (Ok(w), true) = (standard::is_winning_counts(&counts), total == 14) {
            let n = standard::decompose_counts(&counts, |_| {}).unwrap();
            assert_eq!(w, n > 0, "{text:?}: winning by counts {w} but {n} decompositions");
        }
        if let Ok(a) = standard::tiles_away_counts(&counts) {
            if let Ok(t) = standard::tiles_away(&hand, RuleProfile::Classical) {
                assert_eq!(a, t.standard(), "{text:?}: counts {a}, hand {}", t.standard());
            }
        }
    }
});

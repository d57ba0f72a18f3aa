//! Any hand text against the sample card: matching and nearest never panic, and the results
//! agree with the hand: a match's groups hold exactly the hand's 14 tiles (jokers where they
//! stand, as many jokers as the hand has; jokers only in pungs and larger), exposures are whole
//! groups with a natural, a concealed line has no exposure, and a hand that matches a line is 0
//! tiles away from it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::american::{Card, Nearest};
use mahjong_core::{Hand, MeldStatus, Tile};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(hand) = Hand::parse(text) else { return };
    let card = Card::sample();
    // The hand's tiles, concealed and exposed, as counts over the 45 tile indices.
    let mut held = [0u32; 45];
    for t in hand.concealed().iter().chain(hand.melds().iter().flat_map(|m| m.tiles())) {
        held[t.index() as usize] += 1;
    }
    let best = card.match_hand(&hand);
    let mut count = 0;
    for m in card.matches(&hand) {
        count += 1;
        let mut got = [0u32; 45];
        let mut jokers = 0;
        let mut exposed = 0;
        for (i, g) in m.groups().iter().enumerate() {
            let tiles = m.group_tiles(i);
            assert_eq!(tiles.len(), g.len(), "{text:?}");
            assert_eq!(tiles.iter().filter(|t| **t == Tile::JOKER).count(), g.jokers(), "{text:?}");
            if g.jokers() > 0 {
                assert!(g.kind().joker_eligible(), "{text:?}: a joker in a {}", g.kind().name());
            }
            // A concealed group may be all jokers; an exposure holds at least one natural.
            if g.exposed() {
                assert!(g.jokers() < g.len(), "{text:?}: an exposure of jokers only");
            }
            for t in tiles {
                got[t.index() as usize] += 1;
            }
            jokers += g.jokers();
            exposed += usize::from(g.exposed());
        }
        assert_eq!(got, held, "{text:?}: {} #{} tiles differ from the hand", m.section(), m.number());
        assert_eq!(jokers, m.jokers(), "{text:?}");
        assert_eq!(exposed, hand.melds().iter().filter(|x| x.status() != MeldStatus::Concealed).count(), "{text:?}");
        assert!(!(m.concealed() && exposed > 0), "{text:?}: a C line with an exposure");
        if let Some(b) = &best {
            assert!(b.points() >= m.points(), "{text:?}: the best line pays less than another");
        }
    }
    assert_eq!(best.is_some(), count > 0, "{text:?}");
    let mut near = [Nearest::EMPTY; 5];
    let n = card.nearest(&hand, &mut near);
    assert!(n <= 5);
    for x in &near[..n] {
        assert!(x.tiles_away() <= 14, "{text:?}");
        if best.is_some() {
            assert_eq!(near[0].tiles_away(), 0, "{text:?}: a matching hand is 0 tiles away");
        }
    }
});

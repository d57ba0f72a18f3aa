//! Any text read with every tile set (`Hand::parse_in`): never a panic; a hand a set accepts has
//! no more copies of any tile than that set holds, the largest set accepts it too, and it prints
//! in MPSZ and American notation to text that reads back (in the same set) to the same hand.
//! An error names a column within the text (or 0 for the hand as a whole).
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::{Hand, Tile, TileSet, notation};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let sets = [
        TileSet::american(),
        TileSet::american_with_blanks(data.first().map_or(0, |b| b % 8)),
        TileSet::chinese(true),
        TileSet::chinese(false),
        TileSet::three_player(true),
        TileSet::three_player(false),
        TileSet::any(),
    ];
    let plain = Hand::parse(text);
    for set in &sets {
        match Hand::parse_in(text, set) {
            Ok(hand) => {
                let all = hand.counts_all();
                for (i, &n) in all.iter().enumerate() {
                    let t = Tile::from_index(i as u8).unwrap();
                    assert!(n <= set.count(t), "{text:?} in {}: {n} of {t}", set.name());
                }
                assert_eq!(plain.as_ref().ok(), Some(&hand), "{text:?}: parse_in accepts what parse refuses");
                assert!(Hand::parse_in(text, &TileSet::any()).is_ok(), "{text:?}: the largest set refuses");
                assert_eq!(hand.check(set), Ok(()), "{text:?}");
                let mpsz = notation::mpsz(&hand).to_string();
                assert_eq!(Hand::parse_in(&mpsz, set).as_ref(), Ok(&hand), "{text:?} printed as {mpsz:?}");
                let american = notation::american(&hand).to_string();
                assert_eq!(Hand::parse_in(&american, set).as_ref(), Ok(&hand), "{text:?} printed as {american:?}");
            }
            Err(e) => {
                assert!(e.column <= text.chars().count() + 1, "{text:?}: column {} past the end", e.column);
                let message = e.to_string();
                assert!(message.len() < 300, "{text:?}: a {}-byte message", message.len());
                if let Ok(hand) = &plain {
                    // parse_in refuses only what the set cannot hold.
                    assert!(hand.check(set).is_err(), "{text:?}: parse_in refuses a hand the set holds: {e}");
                }
            }
        }
    }
});

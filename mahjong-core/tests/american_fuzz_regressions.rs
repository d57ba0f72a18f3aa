//! Inputs found by the fuzz targets (`fuzz/fuzz_targets/card_*.rs`), kept as ordinary tests.
use mahjong_core::american::{Card, GroupKind, Nearest};
use mahjong_core::{Hand, Tile};

/// card_match: "WWJJJNWJJNWJ\nJJ" is four West, two North and eight jokers. Only Winds-Dragons
/// #7 "ZZZZ ZZZZ DDD DDD (any two different winds)" (35), line "NNNN WWWW DDDa DDDb", takes
/// it: the kongs are WWWW and NNJJ, and both dragon pungs
/// are three jokers each (2 + 3 + 3 = 8). A concealed group of jokers only is allowed (only an
/// exposure needs a natural); the fuzz target had wrongly asserted otherwise.
#[test]
fn concealed_pung_of_jokers_only_is_allowed() {
    let hand = Hand::parse("WWJJJNWJJNWJ\nJJ").unwrap();
    let card = Card::sample();
    let all: Vec<_> = card.matches(&hand).collect();
    assert_eq!(all.len(), 1);
    let m = card.match_hand(&hand).unwrap();
    assert_eq!((m.section(), m.number(), m.value(), m.jokers()), ("Winds-Dragons", 7, 35, 8));
    let g = m.groups();
    assert_eq!(g.len(), 4);
    assert_eq!((g[0].kind(), g[1].kind()), (GroupKind::Kong, GroupKind::Kong));
    assert_eq!(g[0].jokers() + g[1].jokers(), 2);
    let mut kong_winds = [g[0].tile().to_string(), g[1].tile().to_string()];
    kong_winds.sort();
    assert_eq!(kong_winds, ["3z", "4z"]); // West, North
    for i in [2, 3] {
        assert_eq!((g[i].kind(), g[i].jokers()), (GroupKind::Pung, 3));
        assert_eq!(m.group_tiles(i), [Tile::JOKER; 3]);
        assert!(g[i].tile().is_dragon());
    }
    assert_ne!(g[2].tile(), g[3].tile()); // a and b are different suits
    assert!(!m.jokerless());
    assert_eq!(m.points(), 35);
    let mut near = [Nearest::EMPTY; 1];
    assert_eq!(card.nearest(&hand, &mut near), 1);
    assert_eq!((near[0].number(), near[0].tiles_away()), (7, 0));
}

/// An exposure of jokers only cannot even be written: a meld needs a natural.
#[test]
fn exposure_of_jokers_only_is_a_parse_error() {
    assert!(Hand::parse("[JJJ] WWWW NN JJJJJ").is_err());
}

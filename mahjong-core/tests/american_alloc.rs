//! After compiling, matching and nearest allocate nothing: a counting global allocator proves it.

use mahjong_core::Hand;
use mahjong_core::american::{Card, Nearest};
mod alloc_count;
use alloc_count::allocations;

#[test]
fn match_matches_and_nearest_allocate_nothing_after_compile() {
    let card = Card::sample();
    let hands: Vec<Hand> = [
        "FFF 2026c 222b 2222d",
        "[222b] [FFJ] 2026c 2222d",
        "NNNN EEE WWJ SSSS",
        "FF 3333b 3333c 3333d",
        "NEWS F 123456789b",
        "FF 22b 4b 666c 888c J 9d",
        "[NNNN] EEE WWW SSS 1b",
        "1b 2b 3c 5d 7d 9d N E W S R G 0 F",
    ]
    .iter()
    .map(|t| Hand::parse(t).unwrap())
    .collect();
    let mut out = [Nearest::EMPTY; 5];
    let mut sink = 0usize;
    let n = allocations(|| {
        for h in &hands {
            sink += card.match_hand(h).map_or(0, |m| m.value() as usize);
            sink += card.matches(h).count();
            sink += card.nearest(h, &mut out);
            sink += out[0].tiles_away();
        }
    });
    assert_eq!(n, 0);
    // The calls did real work: 8 hands, several matches, 5 nearest lines each.
    assert!(sink > 8 * 5, "{sink}");
}

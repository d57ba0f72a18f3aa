//! Odds, discard advice, Charleston advice and standard discard advice allocate nothing: a
//! counting global allocator proves it.

use mahjong_core::american::Card;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, PassAdvice, Ranking};
use mahjong_core::rules::CharlestonPass;
use mahjong_core::standard::RuleProfile;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};
use mahjong_core::{Hand, Tile};
mod alloc_count;
use alloc_count::allocations;

#[test]
fn advice_allocates_nothing_after_compile() {
    let card = Card::sample();
    let thirteen = Hand::parse("FF 2026c 2026b 202d").unwrap();
    let fourteen = Hand::parse("FF 2026c 2026b 202d 9b").unwrap();
    let standard = Hand::parse("123456789m1122z5p").unwrap();
    let visible: [Tile; 2] = ["1z".parse().unwrap(), "7b".parse().unwrap()];
    let mut odds = [LineOdds::EMPTY; 70];
    let mut discards = [DiscardAdvice::EMPTY; 14];
    let mut passes = [PassAdvice::EMPTY; 300];
    let mut standard_out = [StandardDiscard::EMPTY; 14];
    let mut sink = 0usize;
    let n = allocations(|| {
        sink += card.odds(&thirteen, &visible, None, &mut odds).unwrap();
        sink += card.discard_advice(&fourteen, &visible, None, Ranking::Odds, &mut discards).unwrap();
        sink += card.charleston_advice(&thirteen, &[], None, CharlestonPass::FirstLeft, &mut passes).unwrap();
        sink += discard_advice(&standard, RuleProfile::British, &visible[..1], &mut standard_out).unwrap();
    });
    assert!(sink > 0);
    assert_eq!(n, 0);
}

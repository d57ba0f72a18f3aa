//! No allocation per step: a counting global allocator sees none while whole hands are dealt,
//! stepped through their legal actions and settled by random and greedy bots (American and
//! classical).

use mahjong_core::american::Card;
use mahjong_core::rules::Table;
use mahjong_core::sim::{Bot, BotKind, Game, play};
mod alloc_count;
use alloc_count::allocations;

#[test]
fn playing_whole_hands_allocates_nothing() {
    let card = Card::sample();
    let mut sink = 0i64;
    assert_eq!(allocations(|| sink += *Box::new(1i64)), 1);
    let n = allocations(|| {
        for seed in 0..20 {
            for kind in [BotKind::Random, BotKind::Greedy] {
                let mut g = Game::new(Table::american(), Some(card), seed).unwrap();
                sink += play(&mut g, &mut Bot::seats(kind, seed), None).unwrap().nets[0];
                let mut g = Game::new(Table::chinese(), None, seed).unwrap();
                sink += play(&mut g, &mut Bot::seats(kind, seed), None).unwrap().nets[0];
            }
        }
    });
    assert_eq!(n, 0, "allocations while playing ({sink})");
}

//! Plays whole games one after another in one thread, the same loop as the `sim` bench, so
//! that `/usr/bin/time -f %U` gives the CPU time of a known number of games on a loaded machine
//! (BENCHMARKS.md, "Game engine"). Prints a checksum of the games (the sum of seat 0's nets and
//! of the moves), which is the same before and after a change that keeps the games identical.
//!
//! Run: `cargo run --release -p mahjong-benches --example sim_games -- american random 3000`
//! (variants `american`, `chinese`; bots `random`, `greedy`).

use mahjong_core::american::Card;
use mahjong_core::rules::Table;
use mahjong_core::sim::{Bot, BotKind, Game, play};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: sim_games american|chinese random|greedy GAMES";
    let [variant, bots, games] = args.as_slice() else { panic!("{usage}") };
    let card = Card::sample();
    let (table, card) = match variant.as_str() {
        "american" => (Table::american(), Some(card)),
        "chinese" => (Table::chinese(), None),
        _ => panic!("{usage}"),
    };
    let kind = match bots.as_str() {
        "random" => BotKind::Random,
        "greedy" => BotKind::Greedy,
        _ => panic!("{usage}"),
    };
    let games: u64 = games.parse().expect(usage);
    let mut sum = 0i64;
    for seed in 0..games {
        let mut g = Game::new(table, card, seed).unwrap();
        let out = play(&mut g, &mut Bot::seats(kind, seed), None).unwrap();
        sum += out.nets[0] + i64::from(g.steps());
    }
    println!("{sum}");
}

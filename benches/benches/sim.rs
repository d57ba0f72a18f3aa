//! The game engine: whole seeded hands played by bots, shuffle to settlement, and card
//! statistics over many games with one and two worker threads.
//!
//! Run: `cargo bench -p mahjong-benches --bench sim`. Each iteration plays a batch of games
//! (seeds `0..batch`); the throughput is in games (criterion prints games/s as elements/s).
//! The statistics group plays 10^4 games an iteration; `MAHJONG_SIM_STATS_GAMES` changes it
//! (BENCHMARKS.md gives the 10^6-game run).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mahjong_core::american::Card;
use mahjong_core::rules::Table;
use mahjong_core::sim::stats::card_stats;
use mahjong_core::sim::{Bot, BotKind, Game, play};
use std::hint::black_box;

fn games(table: Table, card: Option<&Card>, kind: BotKind, seeds: std::ops::Range<u64>) -> i64 {
    let mut sum = 0;
    for seed in seeds {
        let mut g = Game::new(table, card, seed).unwrap();
        let out = play(&mut g, &mut Bot::seats(kind, seed), None).unwrap();
        sum += out.nets[0] + i64::from(g.steps());
    }
    sum
}

fn bench(c: &mut Criterion) {
    let card = Card::sample();
    let mut g = c.benchmark_group("sim");
    for (name, table, card, kind, batch) in [
        ("american random", Table::american(), Some(card), BotKind::Random, 200u64),
        ("american greedy", Table::american(), Some(card), BotKind::Greedy, 50),
        ("chinese random", Table::chinese(), None, BotKind::Random, 500),
        ("chinese greedy", Table::chinese(), None, BotKind::Greedy, 100),
    ] {
        g.throughput(Throughput::Elements(batch));
        g.bench_function(name, |b| b.iter(|| black_box(games(table, card, kind, 0..black_box(batch)))));
    }
    g.finish();

    let mut g = c.benchmark_group("sim advice");
    g.sample_size(10);
    g.throughput(Throughput::Elements(2));
    g.bench_function("american advice", |b| {
        b.iter(|| black_box(games(Table::american(), Some(card), BotKind::Advice, 0..2)))
    });
    g.finish();

    let n: u64 = std::env::var("MAHJONG_SIM_STATS_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let mut g = c.benchmark_group("sim stats");
    g.sample_size(10);
    g.throughput(Throughput::Elements(n));
    for workers in [1usize, 2] {
        g.bench_function(format!("card_stats greedy, {workers} worker(s)"), |b| {
            b.iter(|| black_box(card_stats(card, n, 1, BotKind::Greedy, workers).unwrap().wall_games))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

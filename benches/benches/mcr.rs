//! Chinese Official rules: the fans of a winning hand (every form and decomposition, the best
//! total) and the tiles away of a 13-tile hand in all five forms, on the same seeded hands as
//! `benches/python/bench_mcr.py` (benches/data/mcr_*.txt, written by mahjong-py/tests/mcr_hands.py
//! and mcr_compare.py with seeds 7 and 8).
//!
//! Run: `cargo bench -p mahjong-benches --bench mcr`. Each iteration handles the whole list; the
//! time per hand is the reported time divided by the list length (see the throughput).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mahjong_core::{Hand, mcr};

mod common;
use common::sum_over;

fn hands(text: &str) -> Vec<Hand> {
    text.lines().map(|l| Hand::parse(l).unwrap()).collect()
}

fn bench(c: &mut Criterion) {
    let winning = hands(include_str!("../data/mcr_winning.txt"));
    let thirteen = hands(include_str!("../data/mcr_thirteen.txt"));
    let mut g = c.benchmark_group("mcr_score");
    g.throughput(Throughput::Elements(winning.len() as u64));
    sum_over(&mut g, "score 1000 winning hands", &winning, |h| mcr::score(h).map_or(0u32, |s| s.total()));
    g.finish();
    let mut g = c.benchmark_group("mcr_tiles_away");
    g.throughput(Throughput::Elements(thirteen.len() as u64));
    sum_over(&mut g, "five forms of 1000 13-tile hands", &thirteen, |h| {
        mcr::tiles_away(h).map_or(0i32, |a| a.best() as i32)
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

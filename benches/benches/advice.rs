//! Advice: the exact odds of every line of the sample card, the top 5 lines, discard advice for
//! a 14-tile hand, Charleston advice over every choice of 3 from 13, and standard discard advice;
//! `nearest` on the same 13-tile hands for comparison.
//!
//! Run: `cargo bench -p mahjong-benches --bench advice`. Each iteration handles the whole list
//! of hands; divide by the list length (see the throughput) for the time per hand.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mahjong_benches::{advice_thirteen, american_set, deals};
use mahjong_core::Tile;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, PassAdvice, Ranking};
use mahjong_core::american::{Card, Nearest};
use mahjong_core::rules::CharlestonPass;
use mahjong_core::standard::RuleProfile;
use mahjong_core::standard::advice::{StandardDiscard, discard_advice};

mod common;
use common::sum_over;

fn bench(c: &mut Criterion) {
    let card = Card::sample();
    let set = american_set();
    let thirteen = advice_thirteen();
    let fourteen = deals(&set, 14, 6, 0x0dd5_0014);
    let lines = card.line_count();

    let mut g = c.benchmark_group("advice_odds");
    g.throughput(Throughput::Elements(thirteen.len() as u64));
    let mut out = vec![LineOdds::EMPTY; lines];
    sum_over(&mut g, "odds_every_line_sample_card", &thirteen, |h| card.odds(h, &[], None, &mut out).unwrap());
    let mut out = [LineOdds::EMPTY; 5];
    sum_over(&mut g, "odds_top_5_sample_card", &thirteen, |h| card.odds(h, &[], None, &mut out).unwrap());
    let mut out = [Nearest::EMPTY; 5];
    sum_over(&mut g, "nearest_5_same_hands", &thirteen, |h| card.nearest(h, &mut out));
    g.finish();

    let mut g = c.benchmark_group("advice_discard");
    g.throughput(Throughput::Elements(fourteen.len() as u64));
    let mut out = [DiscardAdvice::EMPTY; 14];
    sum_over(&mut g, "discard_advice_sample_card", &fourteen, |h| {
        card.discard_advice(h, &[], None, Ranking::Odds, &mut out).unwrap()
    });
    g.finish();

    let deals13 = deals(&set, 13, 2, 0x0dd5_c4a5);
    let mut g = c.benchmark_group("advice_charleston");
    g.sample_size(10);
    g.throughput(Throughput::Elements(deals13.len() as u64));
    let mut out = vec![PassAdvice::EMPTY; 286];
    sum_over(&mut g, "charleston_advice_286_choices", &deals13, |h| {
        card.charleston_advice(h, &[], None, CharlestonPass::FirstRight, &mut out).unwrap()
    });
    g.finish();

    let mut standard_set = Vec::new();
    for i in 0..34u8 {
        for _ in 0..4 {
            standard_set.push(Tile::from_index(i).unwrap());
        }
    }
    let standard14 = deals(&standard_set, 14, 16, 0x0dd5_57d0);
    let mut g = c.benchmark_group("advice_standard");
    g.throughput(Throughput::Elements(standard14.len() as u64));
    let mut out = [StandardDiscard::EMPTY; 14];
    sum_over(&mut g, "standard_discard_advice_classical", &standard14, |h| {
        discard_advice(h, RuleProfile::Classical, &[], &mut out).unwrap()
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Four sets and a pair: is it winning, all decompositions, tiles away, waits.
//!
//! Each iteration handles one hand from a fixed pool of 1024 (half winning, half random 14-tile
//! hands drawn from the 136-tile wall), cycling, so the branch predictor cannot learn one hand.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_benches::{Rng, random_counts, winning_counts};
use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile};
use std::hint::black_box;

mod common;
use common::each;

const N: usize = 1024;

fn pools() -> (Vec<[u8; 34]>, Vec<[u8; 34]>, Vec<[u8; 34]>) {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let winning: Vec<_> = (0..N).map(|_| winning_counts(&mut rng)).collect();
    let mixed: Vec<_> = (0..N).map(|i| if i % 2 == 0 { winning[i] } else { random_counts(&mut rng, 14) }).collect();
    let thirteen: Vec<_> = mixed
        .iter()
        .map(|c| {
            let mut c = *c;
            let i = c.iter().position(|&n| n > 0).unwrap();
            c[i] -= 1;
            c
        })
        .collect();
    (winning, mixed, thirteen)
}

fn standard(c: &mut Criterion) {
    let (winning, mixed, thirteen) = pools();
    let mut g = c.benchmark_group("standard");
    each(&mut g, "is_winning_counts/mixed", &mixed, |h| standard::is_winning_counts(h).unwrap());
    each(&mut g, "is_winning_counts/winning", &winning, |h| standard::is_winning_counts(h).unwrap());
    each(&mut g, "decompose_counts/mixed", &mixed, |h| {
        let mut n = 0;
        standard::decompose_counts(h, |d| n += d.chows()).unwrap() + n
    });
    each(&mut g, "decompose_counts/winning", &winning, |h| {
        let mut n = 0;
        standard::decompose_counts(h, |d| n += d.chows()).unwrap() + n
    });
    each(&mut g, "tiles_away_counts/mixed14", &mixed, |h| standard::tiles_away_counts(h).unwrap());
    each(&mut g, "tiles_away_counts/13", &thirteen, |h| standard::tiles_away_counts(h).unwrap());
    each(&mut g, "hand/from_counts34/mixed", &mixed, |h| Hand::from_counts34(h).unwrap());
    let hands: Vec<Hand> = mixed.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
    let hands13: Vec<Hand> = thirteen.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
    each(&mut g, "is_winning/hand/classical", &hands, |h| standard::is_winning(h, RuleProfile::Classical).unwrap());
    each(&mut g, "decompose/hand/classical", &hands, |h| {
        standard::decompose(h, RuleProfile::Classical, |d| {
            black_box(d);
        })
        .unwrap()
    });
    each(&mut g, "waits/hand/classical", &hands13, |h| standard::waits(h, RuleProfile::Classical).unwrap());
    // 13 tiles in sets with one melded pung: the mixed hands that hold a pung, the pung melded and
    // one more tile taken away. The melds' copies are counted, so classical runs the capped path.
    let melded: Vec<Hand> = mixed
        .iter()
        .filter_map(|c| {
            let t = c.iter().position(|&n| n >= 3)?;
            let mut pung = [0u8; 34];
            pung[t] = 3;
            let mut conc = *c;
            conc[t] -= 3;
            let j = conc.iter().position(|&n| n > 0)?;
            conc[j] -= 1;
            let text = format!("{} [{}]", Hand::from_counts34(&conc).unwrap(), Hand::from_counts34(&pung).unwrap());
            Some(Hand::parse(&text).unwrap())
        })
        .collect();
    g.bench_function("tiles_away/hand13_melded/classical", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % melded.len();
            standard::tiles_away(black_box(&melded[k]), RuleProfile::Classical).unwrap().best()
        })
    });
    for rules in [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer] {
        each(&mut g, &format!("tiles_away/hand14/{}", rules.label()), &hands, |h| {
            standard::tiles_away(h, rules).unwrap().best()
        });
        each(&mut g, &format!("tiles_away/hand13/{}", rules.label()), &hands13, |h| {
            standard::tiles_away(h, rules).unwrap().best()
        });
        each(&mut g, &format!("tiles_away/hand13_improving/{}", rules.label()), &hands13, |h| {
            standard::tiles_away(h, rules).unwrap().improving()
        });
    }
    g.finish();
}

criterion_group!(benches, standard);
criterion_main!(benches);

//! Four sets and a pair: is it winning, all decompositions, tiles away, waits.
//!
//! Each iteration handles one hand from a fixed pool of 1024 (half winning, half random 14-tile
//! hands drawn from the 136-tile wall), cycling, so the branch predictor cannot learn one hand.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_benches::{Rng, random_counts, winning_counts};
use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile};
use std::hint::black_box;

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
    let mut i = 0;
    g.bench_function("is_winning_counts/mixed", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::is_winning_counts(black_box(&mixed[i])).unwrap()
        })
    });
    g.bench_function("is_winning_counts/winning", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::is_winning_counts(black_box(&winning[i])).unwrap()
        })
    });
    g.bench_function("decompose_counts/mixed", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            let mut n = 0;
            standard::decompose_counts(black_box(&mixed[i]), |d| n += d.chows()).unwrap() + n
        })
    });
    g.bench_function("decompose_counts/winning", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            let mut n = 0;
            standard::decompose_counts(black_box(&winning[i]), |d| n += d.chows()).unwrap() + n
        })
    });
    g.bench_function("tiles_away_counts/mixed14", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::tiles_away_counts(black_box(&mixed[i])).unwrap()
        })
    });
    g.bench_function("tiles_away_counts/13", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::tiles_away_counts(black_box(&thirteen[i])).unwrap()
        })
    });
    g.bench_function("hand/from_counts34/mixed", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            Hand::from_counts34(black_box(&mixed[i])).unwrap()
        })
    });
    let hands: Vec<Hand> = mixed.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
    let hands13: Vec<Hand> = thirteen.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
    g.bench_function("is_winning/hand/classical", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::is_winning(black_box(&hands[i]), RuleProfile::Classical).unwrap()
        })
    });
    g.bench_function("decompose/hand/classical", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::decompose(black_box(&hands[i]), RuleProfile::Classical, |d| {
                black_box(d);
            })
            .unwrap()
        })
    });
    g.bench_function("waits/hand/classical", |b| {
        b.iter(|| {
            i = (i + 1) % N;
            standard::waits(black_box(&hands13[i]), RuleProfile::Classical).unwrap()
        })
    });
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
        g.bench_function(format!("tiles_away/hand14/{}", rules.label()), |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::tiles_away(black_box(&hands[i]), rules).unwrap().best()
            })
        });
        g.bench_function(format!("tiles_away/hand13/{}", rules.label()), |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::tiles_away(black_box(&hands13[i]), rules).unwrap().best()
            })
        });
        g.bench_function(format!("tiles_away/hand13_improving/{}", rules.label()), |b| {
            b.iter(|| {
                i = (i + 1) % N;
                standard::tiles_away(black_box(&hands13[i]), rules).unwrap().improving()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, standard);
criterion_main!(benches);

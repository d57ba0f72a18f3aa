//! Parsing and printing hands in the three notations.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_core::{Hand, notation};
use std::fmt::Write;
use std::hint::black_box;

fn notation(c: &mut Criterion) {
    let mut g = c.benchmark_group("notation");
    let mpsz = "123m456p789s11z [555s] (7777z) ; win=1z by=self seat_wind=S";
    let american = "[222b] [FFJ] 2026c 44d 6d J";
    g.bench_function("parse_mpsz", |b| b.iter(|| Hand::parse(black_box(mpsz)).unwrap()));
    g.bench_function("parse_american", |b| b.iter(|| Hand::parse(black_box(american)).unwrap()));
    let h = Hand::parse(mpsz).unwrap();
    let mut s = String::with_capacity(128);
    g.bench_function("format_mpsz", |b| {
        b.iter(|| {
            s.clear();
            write!(s, "{}", notation::mpsz(black_box(&h))).unwrap();
        })
    });
    g.finish();
}

criterion_group!(benches, notation);
criterion_main!(benches);

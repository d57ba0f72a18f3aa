//! Set-up shared by the criterion benches (a folder, so Cargo does not take it for a bench).
// Each bench compiles this module for itself and uses only some of it.
#![allow(dead_code)]

use criterion::BenchmarkGroup;
use criterion::measurement::WallTime;
use std::hint::black_box;
use std::iter::Sum;

/// Times `f` on the items of `pool` in turn, one item an iteration.
pub fn each<T, R>(g: &mut BenchmarkGroup<'_, WallTime>, name: &str, pool: &[T], mut f: impl FnMut(&T) -> R) {
    let mut i = 0;
    g.bench_function(name, |b| {
        b.iter(|| {
            i = (i + 1) % pool.len();
            f(black_box(&pool[i]))
        })
    });
}

/// Times `f` on every item of `list` in one iteration, adding up what it returns.
pub fn sum_over<T, R: Sum>(g: &mut BenchmarkGroup<'_, WallTime>, name: &str, list: &[T], mut f: impl FnMut(&T) -> R) {
    g.bench_function(name, |b| b.iter(|| list.iter().map(|x| f(black_box(x))).sum::<R>()));
}

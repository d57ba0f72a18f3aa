//! Set-up shared by the criterion benches (a folder, so Cargo does not take it for a bench).

use criterion::BenchmarkGroup;
use criterion::measurement::WallTime;
use std::hint::black_box;

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

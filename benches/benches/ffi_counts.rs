//! What the C ABI adds to a counts call: `mahjong_tiles_away_counts` called through its C symbol
//! (declared here as a C program declares it, so the call is not inlined), against the Rust
//! `tiles_away_counts`, on the same hands in the same run.
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_core::standard;
use std::hint::black_box;

mod common;
use common::each;

// Link the library that defines the symbols.
use mahjong as _;

unsafe extern "C" {
    fn mahjong_tiles_away_counts(counts: *const u8, out: *mut i8) -> i32;
}

const N: usize = 1024;

fn hands(seed: u64, n: usize) -> Vec<[u8; 34]> {
    let mut s = seed;
    let mut next = move |k: usize| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s % k as u64) as usize
    };
    (0..N)
        .map(|_| {
            let mut c = [0u8; 34];
            let mut placed = 0;
            while placed < n {
                let t = next(34);
                if c[t] < 4 {
                    c[t] += 1;
                    placed += 1;
                }
            }
            c
        })
        .collect()
}

fn ffi_counts(c: &mut Criterion) {
    for (name, pool) in [("14_random", hands(0x2545_F491_4F6C_DD1D, 14)), ("13_random", hands(0x9E37_79B9, 13))] {
        // Same numbers both ways before timing.
        for h in &pool {
            let mut out = 0i8;
            // SAFETY: 34 readable counts and a writable out.
            assert_eq!(unsafe { mahjong_tiles_away_counts(h.as_ptr(), &mut out) }, 0);
            assert_eq!(Ok(out), standard::tiles_away_counts(h));
        }
        let mut g = c.benchmark_group(format!("ffi/tiles_away_counts/{name}"));
        let mut i = 0;
        each(&mut g, "rust", &pool, |h| standard::tiles_away_counts(h).unwrap());
        g.bench_function("c_abi", |b| {
            b.iter(|| {
                i = (i + 1) % N;
                let mut out = 0i8;
                // SAFETY: 34 readable counts and a writable out.
                let r = unsafe { mahjong_tiles_away_counts(black_box(pool[i].as_ptr()), &mut out) };
                (r, out)
            })
        });
        g.finish();
    }
}

criterion_group!(benches, ffi_counts);
criterion_main!(benches);

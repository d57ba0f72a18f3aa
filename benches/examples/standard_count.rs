//! A small driver for counting instructions of the standard-form fast paths under
//! `valgrind --tool=callgrind` (steady figures on a loaded machine, unlike wall times): ten
//! passes over 1,024 seeded hands of each kind, as in `benches/benches/peers.rs`.
//!
//! `cargo build --release -p mahjong-benches --example standard_count`, then
//! `valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.away target/release/examples/standard_count away`
//! (`away13`, `many`, `winning`, `mixed`, and `none` for making the hands alone, to subtract).

use mahjong_benches::Rng;
use mahjong_core::standard;
use std::hint::black_box;

const N: usize = 1024;

fn hand(rng: &mut Rng, n: usize) -> [u8; 34] {
    let mut c = [0u8; 34];
    let mut placed = 0;
    while placed < n {
        let t = rng.below(34);
        if c[t] < 4 {
            c[t] += 1;
            placed += 1;
        }
    }
    c
}

fn winning(rng: &mut Rng) -> [u8; 34] {
    loop {
        let mut c = [0u8; 34];
        for _ in 0..4 {
            if rng.below(2) == 0 {
                let b = rng.below(3) * 9 + rng.below(7);
                for x in &mut c[b..b + 3] {
                    *x += 1;
                }
            } else {
                c[rng.below(34)] += 3;
            }
        }
        c[rng.below(34)] += 2;
        if c.iter().all(|&x| x <= 4) {
            return c;
        }
    }
}

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "away".into());
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let r14: Vec<[u8; 34]> = (0..N).map(|_| hand(&mut rng, 14)).collect();
    let r13: Vec<[u8; 34]> = (0..N).map(|_| hand(&mut rng, 13)).collect();
    let win: Vec<[u8; 34]> = (0..N).map(|_| winning(&mut rng)).collect();
    let mixed: Vec<[u8; 34]> = (0..N).map(|i| if i % 2 == 0 { win[i] } else { r14[i] }).collect();
    let mut out = vec![0i8; N];
    let mut sum = 0i64;
    for _ in 0..10 {
        match which.as_str() {
            "away" => r14.iter().for_each(|h| sum += standard::tiles_away_counts(black_box(h)).unwrap() as i64),
            "away13" => r13.iter().for_each(|h| sum += standard::tiles_away_counts(black_box(h)).unwrap() as i64),
            "many" => {
                standard::tiles_away_counts_many(black_box(&r14), &mut out).unwrap();
                sum += out.iter().map(|&x| x as i64).sum::<i64>();
            }
            "winning" => win.iter().for_each(|h| sum += standard::is_winning_counts(black_box(h)).unwrap() as i64),
            "mixed" => mixed.iter().for_each(|h| sum += standard::is_winning_counts(black_box(h)).unwrap() as i64),
            _ => {}
        }
    }
    println!("{sum}");
}

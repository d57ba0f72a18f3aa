//! A small driver for counting instructions of the standard-form fast paths under
//! `valgrind --tool=callgrind` (steady figures on a loaded machine, unlike wall times): ten
//! passes over 1,024 seeded hands of each kind, as in `benches/benches/peers.rs`.
//!
//! `cargo build --release -p mahjong-benches --example standard_count`, then
//! `valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.away target/release/examples/standard_count away`
//! (`away13`, `many`, `winning`, `mixed`, and `none` for making the hands alone, to subtract).

use mahjong_benches::{Rng, random_counts, winning_counts};
use mahjong_core::standard;
use std::hint::black_box;

const N: usize = 1024;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "away".into());
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let r14: Vec<[u8; 34]> = (0..N).map(|_| random_counts(&mut rng, 14)).collect();
    let r13: Vec<[u8; 34]> = (0..N).map(|_| random_counts(&mut rng, 13)).collect();
    let win: Vec<[u8; 34]> = (0..N).map(|_| winning_counts(&mut rng)).collect();
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

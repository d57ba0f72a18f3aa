//! A small driver for counting instructions of the Chinese Official rules paths under
//! `valgrind --tool=callgrind` (steady figures on a loaded machine, unlike wall times): ten
//! passes over the same seeded hands as `benches/benches/mcr.rs`.
//!
//! `cargo build --release -p mahjong-benches --example mcr_count`, then
//! `valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.score target/release/examples/mcr_count score`
//! (`away` for tiles away, `none` for the parsing alone, to subtract).

use mahjong_core::{Hand, mcr};
use std::hint::black_box;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "score".into());
    let parse = |text: &str| text.lines().map(|l| Hand::parse(l).unwrap()).collect::<Vec<_>>();
    let winning = parse(include_str!("../data/mcr_winning.txt"));
    let thirteen = parse(include_str!("../data/mcr_thirteen.txt"));
    let mut sum = 0i64;
    for _ in 0..10 {
        match which.as_str() {
            "score" => {
                for h in &winning {
                    sum += mcr::score(black_box(h)).map_or(0, |s| s.total() as i64);
                }
            }
            "away" => {
                for h in &thirteen {
                    sum += mcr::tiles_away(black_box(h)).map_or(0, |a| a.best() as i64);
                }
            }
            _ => {}
        }
    }
    println!("{sum}");
}

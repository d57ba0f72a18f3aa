//! A small driver for counting instructions of the American odds under
//! `valgrind --tool=callgrind` (steady figures on a loaded machine, unlike wall times): ten
//! passes over the same hands as the `advice_odds` group of `benches/benches/advice.rs`.
//!
//! `cargo build --release -p mahjong-benches --example advice_count`, then
//! `valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.top5 target/release/examples/advice_count top5`
//! (`every` for every line, `none` for the set-up alone, to subtract; a second argument sets the
//! passes, 10 by default).

use mahjong_benches::advice_thirteen;
use mahjong_core::american::Card;
use mahjong_core::american::advice::LineOdds;
use std::hint::black_box;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "top5".into());
    let passes: usize = std::env::args().nth(2).map_or(10, |p| p.parse().expect("passes: a number"));
    let card = Card::sample();
    let hands = advice_thirteen();
    let mut every = vec![LineOdds::EMPTY; card.line_count()];
    let mut five = [LineOdds::EMPTY; 5];
    let mut sum = 0.0f64;
    for _ in 0..passes {
        for h in &hands {
            let out: &mut [LineOdds] = match which.as_str() {
                "top5" => &mut five,
                "every" => &mut every,
                _ => continue,
            };
            let n = card.odds(black_box(h), &[], None, out).unwrap();
            sum += out[..n].iter().map(|o| o.probability()).sum::<f64>();
        }
    }
    println!("{sum}");
}

//! A small driver for counting instructions of the American odds under
//! `valgrind --tool=callgrind` (steady figures on a loaded machine, unlike wall times): ten
//! passes over the same hands as the `advice_odds` group of `benches/benches/advice.rs`.
//!
//! `cargo build --release -p mahjong-benches --example advice_count`, then
//! `valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.top5 target/release/examples/advice_count top5`
//! (`every` for every line, `none` for the set-up alone, to subtract; a second argument sets the
//! passes, 10 by default).

use mahjong_core::american::Card;
use mahjong_core::american::advice::LineOdds;
use mahjong_core::{Hand, Tile};
use std::hint::black_box;

/// A seeded xorshift64 generator (as in the bench).
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The bench's hands: six seeded deals of 13 and six hands near a line.
fn hands() -> Vec<Hand> {
    let mut set = Vec::new();
    for i in 0..34u8 {
        for _ in 0..4 {
            set.push(Tile::from_index(i).unwrap());
        }
    }
    set.extend([Tile::AMERICAN_FLOWER; 8]);
    set.extend([Tile::JOKER; 8]);
    let mut rng = Rng(0x0dd5_0013);
    let mut out: Vec<Hand> = (0..6)
        .map(|_| {
            for i in (1..set.len()).rev() {
                set.swap(i, rng.below(i + 1));
            }
            let mut hand = Hand::new();
            for &t in &set[..13] {
                hand.push(t).unwrap();
            }
            hand
        })
        .collect();
    for s in [
        "FFF 2026c 222b 222d",
        "FF 2026c 2026b 202d",
        "22b 444b 66b 88b GGGG",
        "FF 3333b 333c 3333d",
        "NNNN EEE WWJ SSS",
        "NEWS F 12345679b",
    ] {
        out.push(Hand::parse(s).unwrap());
    }
    out
}

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "top5".into());
    let passes: usize = std::env::args().nth(2).map_or(10, |p| p.parse().expect("passes: a number"));
    let card = Card::sample();
    let hands = hands();
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

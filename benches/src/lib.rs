//! Benchmarks for mahjong-core live in `benches/`; see BENCHMARKS.md for the commands and figures.
//!
//! This library holds the set-up the benches and the counting examples share, so that a count
//! under callgrind runs on the very hands its bench times.

use mahjong_core::{Hand, Tile};

// The seeded generator, random and winning hands and the American set are the ones the core's
// tests use (the file also holds a generator only some tests use).
#[path = "../../mahjong-core/tests/common/random.rs"]
#[allow(dead_code)]
mod random;
pub use random::{Rng, add_sets_and_pair, american_set, random_counts, window_counts, winning_counts};

/// `count` deals of `size` tiles from a shuffled set.
pub fn deals(set: &[Tile], size: usize, count: usize, seed: u64) -> Vec<Hand> {
    let mut rng = Rng(seed);
    let mut set = set.to_vec();
    (0..count)
        .map(|_| {
            for i in (1..set.len()).rev() {
                set.swap(i, rng.below(i + 1));
            }
            let mut hand = Hand::new();
            for &t in &set[..size] {
                hand.push(t).unwrap();
            }
            hand
        })
        .collect()
}

/// Hands of 13 tiles near a line of the sample card (the nearest benchmark's kind of hand).
pub const NEAR: &[&str] = &[
    "FFF 2026c 222b 222d",
    "FF 2026c 2026b 202d",
    "22b 444b 66b 88b GGGG",
    "FF 3333b 333c 3333d",
    "NNNN EEE WWJ SSS",
    "NEWS F 12345679b",
];

/// The 13-tile hands of the `advice_odds` group: six seeded deals and the [`NEAR`] hands.
pub fn advice_thirteen() -> Vec<Hand> {
    let mut thirteen = deals(&american_set(), 13, 6, 0x0dd5_0013);
    thirteen.extend(NEAR.iter().map(|s| Hand::parse(s).unwrap()));
    thirteen
}

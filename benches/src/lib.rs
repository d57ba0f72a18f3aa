//! Benchmarks for mahjong-core live in `benches/`; see BENCHMARKS.md for the commands and figures.
//!
//! This library holds the set-up the benches and the counting examples share, so that a count
//! under callgrind runs on the very hands its bench times.

use mahjong_core::{Hand, Tile};

/// A seeded xorshift64 generator: the same seed gives the same hands in every run.
pub struct Rng(pub u64);

impl Rng {
    /// The next number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `n` random tiles from the 136-tile wall, as 34 counts.
pub fn random_counts(rng: &mut Rng, n: usize) -> [u8; 34] {
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

/// A random winning hand of four sets (chows or pungs) and a pair, as 34 counts.
pub fn winning_counts(rng: &mut Rng) -> [u8; 34] {
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

/// The 152-tile American set: 4 of each face, 8 flowers, 8 jokers.
pub fn american_set() -> Vec<Tile> {
    let mut set = Vec::new();
    for i in 0..34u8 {
        for _ in 0..4 {
            set.push(Tile::from_index(i).unwrap());
        }
    }
    set.extend([Tile::AMERICAN_FLOWER; 8]);
    set.extend([Tile::JOKER; 8]);
    set
}

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

//! Helpers shared by integration tests (each test file that uses them says `mod common;`).
// Each test file compiles this module for itself and uses only some of it.
#![allow(dead_code)]

use mahjong_core::{Hand, Tile};

/// The tile written `s` (`"5p"`, `"N"`); panics on a typo in a test.
pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The hand written `s`; panics on a typo in a test.
pub fn h(s: &str) -> Hand {
    Hand::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// A seeded xorshift64 generator: the same numbers on every run and every machine.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

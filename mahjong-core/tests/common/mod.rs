//! Helpers shared by integration tests (each test file that uses them says `mod common;`).
// Each test file compiles this module for itself and uses only some of it.
#![allow(dead_code)]

use mahjong_core::{Hand, Tile};

mod random;
#[allow(unused_imports)]
pub use random::*;

/// The tile written `s` (`"5p"`, `"N"`); panics on a typo in a test.
pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The hand written `s`; panics on a typo in a test.
pub fn h(s: &str) -> Hand {
    Hand::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The dead-hand reason of a hand holding `has` tiles where the rules want `expected`.
pub fn wrong_tile_count(has: u8, expected: u8) -> Option<mahjong_core::rules::DeadHandReason> {
    Some(mahjong_core::rules::DeadHandReason::WrongTileCount { has, expected })
}

/// The American card `name` of `year` compiled from its lines, each (section, number, value,
/// concealed, the line's one form); panics on a mistake in a test.
pub fn card_of(name: &str, year: &str, lines: &[(&str, u32, u32, bool, &str)]) -> mahjong_core::american::Card {
    let specs =
        lines.iter().map(|&(s, n, v, c, line)| mahjong_core::american::HandSpec::new(s, n, v, c, &[line])).collect();
    mahjong_core::american::Card::compile(name, year, specs).unwrap()
}

/// A score's points, doubles and total.
pub fn summary(s: &mahjong_core::scoring::Score) -> (u32, u32, u32) {
    (s.points(), s.doubles(), s.total())
}

/// Whether a score has an item of `kind` worth `points` and `doubles`.
pub fn has(
    s: &mahjong_core::scoring::Score,
    kind: mahjong_core::scoring::ScoreItemKind,
    points: u32,
    doubles: u32,
) -> bool {
    s.items().iter().any(|i| i.kind() == kind && i.points() == points && i.doubles() == doubles)
}

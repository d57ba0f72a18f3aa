//! Runs one improving-tile call over 10,000 seeded random hands from the 136-tile wall, for
//! instruction counts: `valgrind --tool=callgrind target/release/examples/improving_count MODE`
//! with MODE one of `none` (making the hands only), `standard13` (`improving_counts`),
//! `three13` (`improving_three_forms_counts`, 13 tiles), `any14` (`improving_any_counts`),
//! `discards14` (`discards_counts`), `hands13` and `hands14` (making `Hand`s from the counts
//! only), `classical13` and `classical14` (`tiles_away(..).improving()`, classical, on those
//! `Hand`s), `away13` (`tiles_away(..)` alone, classical, 13 tiles).
use mahjong_core::Hand;
use mahjong_core::standard::{
    RuleProfile, discards_counts, improving_any_counts, improving_counts, improving_three_forms_counts, tiles_away,
};
use std::hint::black_box;

// The tests' seeded generator.
#[allow(dead_code)]
#[path = "../tests/common/random.rs"]
mod random;

const HANDS: usize = 10_000;

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "standard13".into());
    let size = if mode.ends_with("14") { 14 } else { 13 };
    let mut rng = random::Rng(0x9E37_79B9_7F4A_7C15);
    let mut hands = Vec::with_capacity(HANDS);
    for _ in 0..HANDS {
        let mut wall: Vec<u8> = (0..136).map(|i| (i / 4) as u8).collect();
        let mut c = [0u8; 34];
        for k in 0..size {
            let j = k + rng.below(136 - k);
            wall.swap(k, j);
            c[wall[k] as usize] += 1;
        }
        hands.push(c);
    }
    let mut sum = 0u64;
    match mode.as_str() {
        "none" => {}
        "standard13" => hands.iter().for_each(|c| sum ^= improving_counts(black_box(c)).unwrap().1),
        "three13" => hands.iter().for_each(|c| sum ^= improving_three_forms_counts(black_box(c)).unwrap().1),
        "any14" => hands.iter().for_each(|c| sum ^= improving_any_counts(black_box(c)).unwrap().1),
        "discards14" => hands.iter().for_each(|c| sum ^= discards_counts(black_box(c)).unwrap().improving_any()),
        "hands13" | "hands14" => {
            let hands: Vec<Hand> = hands.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
            sum = black_box(&hands).len() as u64;
        }
        "classical13" | "classical14" => {
            let hands: Vec<Hand> = hands.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
            hands.iter().for_each(|h| sum ^= tiles_away(black_box(h), RuleProfile::Classical).unwrap().improving());
        }
        "away13" => {
            let hands: Vec<Hand> = hands.iter().map(|c| Hand::from_counts34(c).unwrap()).collect();
            hands.iter().for_each(|h| sum ^= tiles_away(black_box(h), RuleProfile::Classical).unwrap().best() as u64);
        }
        _ => panic!("unknown mode {mode}"),
    }
    println!("{sum}");
}

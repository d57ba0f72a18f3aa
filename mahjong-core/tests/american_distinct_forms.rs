//! Identical forms of a line are compiled once. A line whose suit letters are interchangeable
//! (`XXXX0a XXXX0b XXXX0c`: kongs of one number in the three suits) gives the same tiles under
//! several suit assignments; the card stores each distinct form once. The count is checked by
//! hand for a card in the style of recent League cards (our own lines) and by a brute-force
//! dedupe of the slow reference expansion (`american_ref`) for it and for the sample card.

mod american_ref;
use american_ref::*;
use mahjong_core::Tile;
use mahjong_core::american::{Card, HandSpec};
use std::collections::BTreeSet;

/// Lines with interchangeable suit letters, the way recent cards write them. Forms per line,
/// counted by hand (n runs over 1..9 when the line has `X0` and no higher k, else as noted):
fn card_2025_style() -> Card {
    Card::compile(
        "Style",
        "2025",
        vec![
            // 9 n × 6 suit assignments = 54; b and c (both pungs) interchangeable: 9 × 3 = 27.
            HandSpec::new("Any Like Numbers", 1, 25, false, &["FFFF XXXX0a XXX0b XXX0c"]),
            // 54; a, b and c all interchangeable: one form per n, 9.
            HandSpec::new("Any Like Numbers", 2, 30, false, &["FF XXXX0a XXXX0b XXXX0c"]),
            // 6 suit assignments; b and c interchangeable: 3 (the suit of 2025).
            HandSpec::new("Year", 1, 25, false, &["2025a 222b 222c FFFF"]),
            // 16 wind pairs × 6 × 9 = 864; the two Z pungs and a, b interchangeable:
            // 10 unordered wind pairs × 3 × 9 = 270.
            HandSpec::new("Winds-Dragons", 1, 30, false, &["ZZZ ZZZ XXXX0a XXXX0b"]),
            // One letter: n from 1 to 6 × 3 suits = 18, all distinct.
            HandSpec::new("Consecutive Run", 1, 25, false, &["XX0a XXX1a XXXX2a XXXXX3a"]),
            // 6; the pairs of 1 in b and c interchangeable: 3.
            HandSpec::new("13579", 1, 50, true, &["11a 33a 55a 77a 99a 11b 11c"]),
            // 6; a, b and c interchangeable: 1.
            HandSpec::new("Singles and Pairs", 1, 50, true, &["NN EE WW SS 11a 11b 11c"]),
        ],
    )
    .unwrap()
}

/// Distinct forms per line by brute force: a form is its naturals-only tiles and its
/// joker-eligible groups (tile, size), both as sorted lists.
fn brute_force_distinct(card: &Card) -> usize {
    // (section, line, the naturals-only tiles, the joker-eligible groups)
    type Form = (usize, usize, Vec<Tile>, Vec<(Tile, usize)>);
    let mut seen: BTreeSet<Form> = BTreeSet::new();
    for form in reference_forms(card) {
        let naturals = sorted(form.groups.iter().filter(|g| !g.joker_ok).flat_map(|g| g.tiles.clone()).collect());
        let mut sets: Vec<(Tile, usize)> =
            form.groups.iter().filter(|g| g.joker_ok).map(|g| (g.tiles[0], g.tiles.len())).collect();
        sets.sort();
        seen.insert((form.hand, form.line, naturals, sets));
    }
    seen.len()
}

#[test]
fn a_card_with_interchangeable_suit_letters_stores_each_distinct_form_once() {
    let card = card_2025_style();
    assert_eq!(card.form_count(), 54 + 54 + 6 + 864 + 18 + 6 + 6);
    assert_eq!(card.distinct_form_count(), 27 + 9 + 3 + 270 + 18 + 3 + 1);
    assert_eq!(reference_forms(&card).len(), card.form_count());
    assert_eq!(brute_force_distinct(&card), card.distinct_form_count());
}

#[test]
fn the_sample_card_stores_each_distinct_form_of_a_line_once() {
    let card = Card::sample();
    assert_eq!(reference_forms(card).len(), card.form_count());
    assert_eq!(brute_force_distinct(card), card.distinct_form_count());
    assert!(card.distinct_form_count() < card.form_count());
}

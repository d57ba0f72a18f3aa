//! Property tests: the fast matcher and nearest against a slow reference (`american_ref`, also
//! used by the fuzz target `american_reference`). The reference expands every line into concrete
//! forms itself (from the parsed line's glyphs), and for matching tries every assignment of
//! exposures to groups and every placement of jokers.

mod american_ref;
use american_ref::*;
use mahjong_core::Hand;
use mahjong_core::american::{Card, HandSpec, Numbers};

#[test]
fn matcher_agrees_with_reference_on_random_winning_hands_and_near_misses() {
    let card = Card::sample();
    let forms = reference_forms(card);
    assert_eq!(forms.len(), card.form_count(), "the reference expands the same number of forms");
    let mut rng = Rng(0x5EED_2026);
    let (mut wins, mut misses, mut miss_matches) = (0, 0, 0);
    for round in 0..1200 {
        let (mut concealed, melds) = random_win(&mut rng, card, &forms);
        let miss = round % 2 == 1;
        if miss {
            near_miss(&mut rng, &mut concealed);
        }
        if !physical(&concealed, &melds) {
            continue;
        }
        let hand = build_hand(&concealed, &melds);
        let want = reference_match_set(card, &forms, &hand);
        let got = fast_match_set(card, &hand);
        assert_eq!(got, want, "hand {hand}");
        if miss {
            misses += 1;
            miss_matches += usize::from(!want.is_empty());
        } else {
            wins += 1;
            assert!(!want.is_empty(), "a hand built from a line matches it: {hand}");
        }
        check_best_line(card, &forms, &hand, &want);
        check_report(card, &hand);
    }
    assert!(wins > 400 && misses > 400, "{wins} wins, {misses} misses");
    // Near misses mostly miss, but not always (the changed tile may fit another line).
    assert!(miss_matches < misses, "{miss_matches} of {misses}");
}

#[test]
fn nearest_agrees_with_reference() {
    let card = Card::sample();
    let forms = reference_forms(card);
    let mut rng = Rng(0xA11CE);
    for round in 0..150 {
        let (mut concealed, melds) = random_win(&mut rng, card, &forms);
        // 14 tiles with a few changed, or 13 tiles.
        for _ in 0..rng.below(4) {
            near_miss(&mut rng, &mut concealed);
        }
        if round % 2 == 0 && !concealed.is_empty() {
            concealed.remove(rng.below(concealed.len()));
        }
        if !physical(&concealed, &melds) {
            continue;
        }
        check_nearest::<5>(card, &forms, &build_hand(&concealed, &melds));
    }
}

/// Found by the fuzz target `american_reference`: the base number n may be below 1 when the
/// line's `X` groups add to it (CARD-NOTATION: "any n with all numbers in 1..9"), and `odd`
/// takes n = -1. "XX2b F F F F F F F 22222a" with odd n: n + 2 in 1..9 gives n from -1 to 7,
/// odd: -1, 1, 3, 5, 7; times 6 suit assignments = 30 forms, n = -1 a pair of 1s.
#[test]
fn odd_base_numbers_below_one_are_forms_of_the_line() {
    let mut spec = HandSpec::new("F", 1, 25, false, &["XX2b F F F F F F F 22222a"]);
    spec.numbers = Numbers::Odd;
    let card = Card::compile("fuzz", "", vec![spec]).unwrap();
    assert_eq!(card.form_count(), 30);
    assert_eq!(reference_forms(&card).len(), 30);
    let hand = Hand::parse("11b FFFFFFF 2222c J").unwrap();
    let m = card.match_hand(&hand).unwrap();
    assert_eq!(m.base_number(), Some(-1));
    assert_eq!(fast_match_set(&card, &hand), reference_match_set(&card, &reference_forms(&card), &hand));
}

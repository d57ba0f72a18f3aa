//! Scores of the hands that did not go Mah Jong (for the losers' settlement of seed 003), and a
//! whole hand settled from the four scores. Arithmetic by hand in the comments.

use mahjong_core::Hand;
use mahjong_core::Wind::*;
use mahjong_core::scoring::{ScoreError, ScoreItemKind as K, ScoreRules, score, score_losing_hand, settle};
use mahjong_core::standard::{SpecialHand, StandardError};

/// Points, doubles and total of a losing hand.
fn losing(hand: &str, rules: &ScoreRules) -> (u32, u32, u32) {
    let s = score_losing_hand(&Hand::parse(hand).unwrap(), rules).unwrap();
    (s.points(), s.doubles(), s.total())
}

fn kinds(hand: &str, rules: &ScoreRules) -> Vec<(K, u32, u32)> {
    let s = score_losing_hand(&Hand::parse(hand).unwrap(), rules).unwrap();
    s.items().iter().map(|i| (i.kind(), i.points(), i.doubles())).collect()
}

/// A loser scores the sets on the table and the pungs held concealed, with the doubles for any
/// player, and no Mah Jong items.
#[test]
fn loser_scores_melds_concealed_pungs_and_any_player_doubles() {
    // West player, prevailing South. [666z] green dragons exposed: 4 and a double.
    // 999p held concealed: 8. 3m 4m 7s 8s 5p 1z 1z: a pair of East (neither own nor prevailing):
    // 0. Points 12, doubles 1: 24.
    let hand = Hand::parse("[666z] 999p 34m 78s 5p 11z ; seat_wind=W prevailing=S").unwrap();
    let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!((s.points(), s.doubles(), s.total()), (12, 1, 24));
    assert!(s.items().iter().all(|i| !i.kind().is_mah_jong_only()));
}

/// Four identical tiles held in hand without declaring the kong count as a concealed pung.
#[test]
fn loser_undeclared_kong_counts_as_a_pung() {
    // 2222s in hand: concealed minor pung 4. Nothing else scores.
    assert_eq!(
        kinds("2222s 159s 135m 79p 4z ; seat_wind=S prevailing=W", &ScoreRules::classical()),
        [(K::MinorPung, 4, 0)]
    );
}

/// Pairs of dragons, of the prevailing wind and of the own wind score for a loser.
#[test]
fn loser_scoring_pairs() {
    // South player, West round: 22z own 2, 33z prevailing 2, 77z dragons 2, 44z nothing: 6.
    assert_eq!(losing("22z 33z 44z 77z 159m 48p ; seat_wind=S prevailing=W", &ScoreRules::classical()), (6, 0, 6));
}

/// A loser's kongs: exposed, added (exposed) and concealed.
#[test]
fn loser_kongs_exposed_added_concealed() {
    // [5555m] minor exposed 8, [9999p+] major added = exposed 16, (3333s) minor concealed 16: 40.
    assert_eq!(
        losing("[5555m] [9999p+] (3333s) 12m 57p ; seat_wind=S prevailing=W", &ScoreRules::classical()),
        (40, 0, 40)
    );
}

/// British: a loser's flowers and seasons score and double.
#[test]
fn british_loser_flowers_and_seasons() {
    // North player: 4f (own flower) and 1g: 8 points, own flower 1 double: 16.
    let hand = "159m 2468p 1357s 23z 4f 1g ; seat_wind=N prevailing=E";
    assert_eq!(losing(hand, &ScoreRules::british()), (8, 1, 16));
    // The classical game does not use them: 0.
    let s = score_losing_hand(&Hand::parse(hand).unwrap(), &ScoreRules::classical()).unwrap();
    assert_eq!(s.total(), 0);
}

/// The limit caps a loser's hand too.
#[test]
fn loser_limit() {
    // Concealed kongs of white and green dragons and of East, East seat in the East round, four
    // odd tiles (one tile cannot complete it: no calling): 3 × 32 = 96 points; doubles:
    // 2 dragons + own wind + prevailing wind = 4: 96 × 16 = 1536.
    let hand = Hand::parse("(5555z) (6666z) (1111z) 257m 8p ; seat_wind=E prevailing=E").unwrap();
    let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!((s.points(), s.doubles(), s.raw_total()), (96, 4, 1536));
    assert_eq!(s.total(), 1000);
    assert!(s.is_limit());
    let s = score_losing_hand(&hand, &ScoreRules::classical().with_limit(2000)).unwrap();
    assert_eq!((s.total(), s.is_limit()), (1536, false));
}

/// Tiles and seats outside the game are errors naming them.
#[test]
fn losing_hand_errors() {
    let r = score_losing_hand(&Hand::parse("44z ; seat_wind=N").unwrap(), &ScoreRules::three_player());
    assert_eq!(r.unwrap_err(), ScoreError::WindNotAtTable(North));
    let r = score_losing_hand(&Hand::parse("444z ; seat_wind=S").unwrap(), &ScoreRules::three_player());
    assert_eq!(r.unwrap_err().to_string(), "4z is not used in this game");
    let r = score_losing_hand(&Hand::parse("[123m] 55p ; seat_wind=W").unwrap(), &ScoreRules::two_player());
    assert_eq!(r.unwrap_err(), ScoreError::TooManyChows { count: 1, max: 0 });
    let r = score_losing_hand(&Hand::parse("[123m] [456p] 55p ; seat_wind=W").unwrap(), &ScoreRules::british());
    assert_eq!(r.unwrap_err().to_string(), "2 chows; this game allows 1");
}

/// A whole hand settled: four scores into the payments.
#[test]
fn whole_hand_losers_settlement_east_doubling() {
    // Losers' hands (classical, East round):
    //   East:  [666z] 999p 34m 78s 5p 11z, seat E → 666z exposed 4 (dragon double), 999p 8, pair
    //          of own = prevailing wind 11z: 2 + 2 → 16 × 2 = 32.
    //   South: 2222s 159s 135m 79p 4z → 4.
    //   North: [5555m] 12m … → 8.
    // West wins with 40 (given).
    let rules = ScoreRules::classical();
    let score = |h: &str| score_losing_hand(&Hand::parse(h).unwrap(), &rules).unwrap().total();
    let east = score("[666z] 999p 34m 78s 5p 11z ; seat_wind=E prevailing=E");
    let south = score("2222s 159s 135m 79p 4z ; seat_wind=S prevailing=E");
    let north = score("[5555m] 12m 469p 1357s 2z ; seat_wind=N prevailing=E");
    assert_eq!((east, south, north), (32, 4, 8));
    // To West: East 80, South 40, North 40.
    // Losers: South pays East 2 × 28 = 56, South pays North 4, North pays East 2 × 24 = 48.
    // Nets: East -80 + 56 + 48 = 24; South -40 - 56 - 4 = -100; West +160; North -40 + 4 - 48 = -84.
    let p = settle(&rules, Some(West), [east, south, 40, north]).unwrap();
    assert_eq!(p.nets(), [24, -100, 160, -84]);
}

/// A losing hand holds 13 tiles in sets (a kong counts 3): one tile, or 23, is not a hand to
/// score, and the error says how many there are.
#[test]
fn losing_hand_holds_13_tiles_kongs_count_3() {
    let rules = ScoreRules::classical();
    let err = |h: &str| score_losing_hand(&Hand::parse(h).unwrap(), &rules).unwrap_err();
    assert_eq!(err("5z"), ScoreError::Standard(StandardError::WrongTileCount { count: 1, expected: "13" }));
    // 23 tiles (five concealed pungs' worth and more) once scored the limit.
    let e = err("1111m 2222m 3333m 1111p 2222p 333p");
    assert_eq!(e, ScoreError::Standard(StandardError::WrongTileCount { count: 23, expected: "13" }));
    assert_eq!(e.to_string(), "23 tiles in sets (kongs count 3); expected 13");
    // Four kongs (4 × 3) and a single tile: 13. [1111m] exposed major kong 16 + three
    // concealed minor kongs 3 × 16: 64.
    let s = score_losing_hand(&Hand::parse("[1111m] (2222p) (3333p) (4444s) 6m").unwrap(), &rules).unwrap();
    assert_eq!(s.total(), 64);
    // Fourteen tiles are a Mah Jong hand's count, not a loser's.
    assert_eq!(
        err("123m 456m 789m 123p 55p"),
        ScoreError::Standard(StandardError::WrongTileCount { count: 14, expected: "13" })
    );
}

/// "A player calling on a special hand at Mah Jong scores under that rule": when the loser's own
/// score reaches the limit too, the special hand is named.
#[test]
fn losing_hand_calling_on_special_hand_at_the_limit_is_named() {
    // Concealed kongs of the three dragons and of East (East seat, East round), one 2m: calling
    // on Three Great Scholars (limit) with 2m. Own score: 4 × 32 = 128, doubles 3 dragons + own
    // + prevailing = 5: 4096, cut to 1000 — the same as the special hand's limit.
    let hand = Hand::parse("(5555z) (6666z) (7777z) (1111z) 2m ; seat_wind=E prevailing=E").unwrap();
    let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!(s.total(), 1000);
    assert_eq!(s.items()[0].kind(), K::CallingOnSpecialHand);
    assert_eq!(s.special(), Some(SpecialHand::ThreeGreatScholars));
}

/// A special hand whose standard reading also reaches the limit keeps its name (seed 003's Four
/// Blessings Hovering Over the Door: pungs or kongs of the four winds and a pair).
#[test]
fn four_blessings_hovering_over_the_door_named_when_its_standard_reading_reaches_the_limit() {
    // Standard reading: four concealed major kongs 4 × 32 + pair of dragons 2 + Mah Jong 10 =
    // 140 points; doubles own wind, prevailing wind, no chows, all honours, … → far over 1000.
    let hand = Hand::parse("(1111z) (2222z) (3333z) (4444z) 55z ; win=5z").unwrap();
    let s = score(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!(s.total(), 1000);
    assert_eq!(s.special(), Some(SpecialHand::FourBlessingsHoveringOverTheDoor));
    assert_eq!(s.items()[0].label(), "Four Blessings Hovering Over the Door");
}

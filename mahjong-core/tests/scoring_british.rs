//! Worked examples for the British (BMJA) changes of seed 003, named after the rule. Each
//! expected score is worked out by hand in the comment. The winner sits South in a West round
//! unless the test says otherwise.

mod common;
use common::{has, summary};

use mahjong_core::Hand;
use mahjong_core::scoring::{Score, ScoreError, ScoreItemKind as K, ScoreRules, score};

fn british(hand: &str) -> Score {
    score(&Hand::parse(hand).unwrap(), &ScoreRules::british()).unwrap()
}

/// "Going Mah Jong counts 20 points instead of 10."
#[test]
fn going_mah_jong_counts_20() {
    // [222m] 2 + [333p] 2 + 444s concealed 4 + 20 = 28; one chow: no doubles.
    let s = british("[222m] [333p] 444s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::MahJong, 20, 0));
    assert_eq!(summary(&s), (28, 0, 28));
}

/// "All concealed hand = Double"
#[test]
fn all_concealed_hand_double() {
    // 222m 4 + 444p 4 + 666s 4 (all concealed; 9s completed the chow) + 20 = 32; one double: 64.
    let s = british("222m 444p 666s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::AllConcealed, 0, 1));
    assert_eq!(summary(&s), (32, 1, 64));
}

/// A concealed kong keeps the hand concealed.
#[test]
fn all_concealed_hand_with_a_concealed_kong() {
    // (2222m) 16 + 444p 4 + 666s 4 + 20 = 44; all concealed: 88.
    let s = british("(2222m) 444p 666s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (44, 1, 88));
}

/// "Going Mah Jong with the last discard = Double"
#[test]
fn going_mah_jong_with_the_last_discard_double() {
    // [222m] 2 + 444p 4 + 666s 4 + 20 = 30; one double: 60.
    let s = british("[222m] 444p 666s 789s 99m ; win=9s by=last-discard seat_wind=S prevailing=W");
    assert!(has(&s, K::LastDiscard, 0, 1));
    assert_eq!(summary(&s), (30, 1, 60));
}

/// "The following Mah Jong doubles are omitted … All 4 Winds (3 sets and 1 pair)"
#[test]
fn all_4_winds_double_is_omitted() {
    // [111z] 4 + [222z] own 4 + 444z 8 + pair 33z prevailing 2 + 20 = 38;
    // doubles: own wind 1, one suit with honours 1 = 2 (no All 4 Winds): 152.
    let s = british("[111z] [222z] 444z 567m 33z ; win=7m seat_wind=S prevailing=W");
    assert!(!s.items().iter().any(|i| i.kind() == K::AllFourWinds));
    assert_eq!(summary(&s), (38, 2, 152));
}

/// "The following Mah Jong doubles are omitted … All 3 Dragons (2 sets and 1 pair)"
#[test]
fn all_3_dragons_double_is_omitted() {
    // [555z] 4 + [666z] 4 + 222m 4 + pair 77z 2 + 20 = 34;
    // doubles: dragons 2, one suit with honours 1 = 3 (no All 3 Dragons): 272.
    let s = british("[555z] [666z] 222m 567m 77z ; win=7m seat_wind=S prevailing=W");
    assert!(!s.items().iter().any(|i| i.kind() == K::AllThreeDragons));
    assert_eq!(summary(&s), (34, 3, 272));
}

/// "Each Flower or Season counts 4 points."
#[test]
fn each_flower_or_season_counts_4() {
    // South seat: 3f and 4g are not its own. [222m] 2 + 444p 4 + 666s 4 + 20 + 4 + 4 = 38.
    let s = british("[222m] 444p 666s 789s 99m 3f 4g ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::Flower, 4, 0) && has(&s, K::Season, 4, 0));
    assert_eq!(summary(&s), (38, 0, 38));
}

/// "Holding player's own Flower (1=E,2=S,3=W,4=N) = Double"
#[test]
fn holding_players_own_flower_double() {
    // South seat, 2f: 30 + 4 = 34; one double: 68.
    let s = british("[222m] 444p 666s 789s 99m 2f ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::OwnFlower, 0, 1));
    assert_eq!(summary(&s), (34, 1, 68));
}

/// "Holding player's own Season (1=E,2=S,3=W,4=N) = Double"
#[test]
fn holding_players_own_season_double() {
    // North seat, 4g: 30 + 4 = 34; one double: 68.
    let s = british("[222m] 444p 666s 789s 99m 4g ; win=9s seat_wind=N prevailing=W");
    assert!(has(&s, K::OwnSeason, 0, 1));
    assert_eq!(summary(&s), (34, 1, 68));
}

/// "Holding complete set of Flowers = Double twice"
#[test]
fn holding_complete_set_of_flowers_double_twice() {
    // South seat, 1f–4f: 30 + 16 = 46; doubles: own flower 1 + complete set 2 = 3: 368.
    let s = british("[222m] 444p 666s 789s 99m 1234f ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::CompleteSetOfFlowers, 0, 2));
    assert_eq!(summary(&s), (46, 3, 368));
}

/// "Holding complete set of Seasons = Double twice"
#[test]
fn holding_complete_set_of_seasons_double_twice() {
    // West seat, 1g–4g: 30 + 16 = 46; doubles: own season 1 + complete set 2 = 3: 368.
    let s = british("[222m] 444p 666s 789s 99m 1234g ; win=9s seat_wind=W prevailing=S");
    assert!(has(&s, K::CompleteSetOfSeasons, 0, 2));
    assert_eq!(summary(&s), (46, 3, 368));
}

/// Flowers and seasons may be omitted by agreement.
#[test]
fn flowers_and_seasons_off() {
    let hand = Hand::parse("[222m] 444p 666s 789s 99m 1234f ; win=9s seat_wind=S prevailing=W").unwrap();
    let s = score(&hand, &ScoreRules::british().with_flowers_and_seasons(false)).unwrap();
    assert_eq!(summary(&s), (30, 0, 30));
}

/// "Each player may declare only one Chow per round."
#[test]
fn one_chow_per_hand() {
    let hand = Hand::parse("[222m] 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W").unwrap();
    assert_eq!(score(&hand, &ScoreRules::british()).unwrap_err(), ScoreError::NotMahJong("british"));
    let hand = Hand::parse("[123m] [456p] 456s 999s 99m ; win=9s seat_wind=S prevailing=W").unwrap();
    assert_eq!(score(&hand, &ScoreRules::british()).unwrap_err(), ScoreError::TooManyChows { count: 2, max: 1 });
}

/// British special hands: "Knitting – Seven pairs of tiles in any two out of the three suits.
/// No Winds or Dragons = Half Limit"
#[test]
fn half_limit_special_hand() {
    // Seven knitted pairs (1m1p, 2m2p, 3m3p, 4m4p, 5m5p, 7m7p, 9m9p).
    // Half of 1000 = 500; half of 2000 = 1000.
    let hand = "1234579m1234579p ; win=9p seat_wind=S prevailing=W";
    let s = british(hand);
    assert_eq!(s.total(), 500);
    assert_eq!(s.items()[0].label(), "Knitting");
    assert_eq!(score(&Hand::parse(hand).unwrap(), &ScoreRules::british().with_limit(2000)).unwrap().total(), 1000);
}

/// "All Winds and Dragons – Pungs/Kongs of Winds/Dragons. No Suit tiles = Limit" (British only)
#[test]
fn all_winds_and_dragons_is_a_british_limit() {
    let s = british("[111z] [222z] 444z 555z 66z ; win=5z seat_wind=S prevailing=W");
    assert_eq!(s.total(), 1000);
    assert_eq!(s.items()[0].label(), "All Winds and Dragons");
}

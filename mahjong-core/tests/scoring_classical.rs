//! One worked example for every line of the seed 003 Chinese classical tables, named after the
//! line. Each expected score is worked out by hand from the table in the comment above it.
//! Unless a test says otherwise the winner sits South in a West round, so East (1z) and North
//! (4z) winds are neither own nor prevailing.

mod common;
use common::{has, summary};

use mahjong_core::Hand;
use mahjong_core::scoring::{Score, ScoreError, ScoreItemKind as K, ScoreRules, score};

fn classical(hand: &str) -> Score {
    score(&Hand::parse(hand).unwrap(), &ScoreRules::classical()).unwrap()
}

// ---- Points ----

/// "Minor tile Pung = 2 exposed, 4 concealed"
#[test]
fn minor_tile_pung_2_exposed_4_concealed() {
    // [222m] exposed 2 + 333p concealed 4 + Mah Jong 10 = 16; two chows, three suits: no doubles.
    // (Waits were 1p and 2p: not the only possible tile.)
    let s = classical("[222m] 333p 456s 789s 11p ; win=1p seat_wind=S prevailing=W");
    assert!(has(&s, K::MinorPung, 2, 0) && has(&s, K::MinorPung, 4, 0));
    assert_eq!(summary(&s), (16, 0, 16));
}

/// "Major tile Pung = 4 exposed, 8 concealed"
#[test]
fn major_tile_pung_4_exposed_8_concealed() {
    // [999m] exposed 4 + 111p concealed 8 + 10 = 22. (Waits 2p and 3p.)
    let s = classical("[999m] 111p 456s 789s 22p ; win=2p seat_wind=S prevailing=W");
    assert!(has(&s, K::MajorPung, 4, 0) && has(&s, K::MajorPung, 8, 0));
    assert_eq!(summary(&s), (22, 0, 22));
}

/// "Minor tile Kong = 8 exposed, 16 concealed"
#[test]
fn minor_tile_kong_8_exposed_16_concealed() {
    // [2222m] 8 + (3333p) 16 + 10 = 34. (78s waits 6s and 9s.)
    let s = classical("[2222m] (3333p) 456s 789s 11p ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::MinorKong, 8, 0) && has(&s, K::MinorKong, 16, 0));
    assert_eq!(summary(&s), (34, 0, 34));
}

/// "Major tile Kong = 16 exposed, 32 concealed"
#[test]
fn major_tile_kong_16_exposed_32_concealed() {
    // [9999m] 16 + (1111p) 32 + 10 = 58.
    let s = classical("[9999m] (1111p) 456s 789s 22p ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::MajorKong, 16, 0) && has(&s, K::MajorKong, 32, 0));
    assert_eq!(summary(&s), (58, 0, 58));
}

/// An added kong (a melded pung made a kong) is exposed.
#[test]
fn added_kong_scores_as_exposed() {
    // [9999m+] 16 + (1111p) 32 + 10 = 58.
    let s = classical("[9999m+] (1111p) 456s 789s 22p ; win=9s seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (58, 0, 58));
}

/// "Pair of Dragons = 2 exposed, 2 concealed"
#[test]
fn pair_of_dragons_2() {
    // [222m] 2 + pair of white dragons 2 + 10 = 14; three chows: no doubles.
    let s = classical("[222m] 456p 456s 789s 55z ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PairOfDragons, 2, 0));
    assert_eq!(summary(&s), (14, 0, 14));
}

/// "Pair of prevailing Wind = 2 exposed, 2 concealed"
#[test]
fn pair_of_prevailing_wind_2() {
    // West round: 33z pair 2 + [222m] 2 + 10 = 14.
    let s = classical("[222m] 456p 456s 789s 33z ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PairOfPrevailingWind, 2, 0));
    assert_eq!(summary(&s), (14, 0, 14));
}

/// "Pair of player's own Wind = 2 exposed, 2 concealed"
#[test]
fn pair_of_players_own_wind_2() {
    // South seat: 22z pair 2 + [222m] 2 + 10 = 14.
    let s = classical("[222m] 456p 456s 789s 22z ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PairOfOwnWind, 2, 0));
    assert_eq!(summary(&s), (14, 0, 14));
}

/// A pair of a wind that is both own and prevailing scores both lines.
#[test]
fn pair_of_own_and_prevailing_wind_scores_both() {
    // West seat, West round: 33z 2 + 2, [222m] 2, 10 = 16.
    let s = classical("[222m] 456p 456s 789s 33z ; win=9s seat_wind=W prevailing=W");
    assert_eq!(summary(&s), (16, 0, 16));
}

/// A pair of a wind that is neither own nor prevailing scores nothing.
#[test]
fn pair_of_other_wind_scores_nothing() {
    // 44z: 0. [222m] 2 + 10 = 12.
    let s = classical("[222m] 456p 456s 789s 44z ; win=9s seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (12, 0, 12));
}

/// "For going Mah Jong = 10"
#[test]
fn for_going_mah_jong_10() {
    // [222m] [333p] exposed 2 + 2, 444s concealed 4, 10 for Mah Jong = 18; one chow, three
    // suits: no doubles.
    let s = classical("[222m] [333p] 444s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::MahJong, 10, 0));
    assert_eq!(summary(&s), (18, 0, 18));
}

/// "For drawing the winning tile from the wall = 2"
#[test]
fn for_drawing_the_winning_tile_from_the_wall_2() {
    // [222m] 2 + 10 + 2 = 14.
    let s = classical("[222m] 456p 456s 789s 99m ; win=9s by=self seat_wind=S prevailing=W");
    assert!(has(&s, K::WinningTileFromWall, 2, 0));
    assert_eq!(summary(&s), (14, 0, 14));
}

/// "For going Mah Jong with the only possible tile = 2"
#[test]
fn for_going_mah_jong_with_the_only_possible_tile_2() {
    // 79s could only take 8s: [222m] 2 + 10 + 2 = 14.
    let s = classical("[222m] 456p 456s 789s 99m ; win=8s seat_wind=S prevailing=W");
    assert!(has(&s, K::OnlyPossibleTile, 2, 0));
    assert_eq!(summary(&s), (14, 0, 14));
}

// ---- Doubles for any player ----

/// "Pung or Kong of the player's own Wind (concealed or exposed) = Double"
#[test]
fn pung_or_kong_of_the_players_own_wind_double() {
    // [222z] South, own: 4 + 10 = 14, one double: 28.
    let s = classical("[222z] 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PungOfOwnWind, 0, 1));
    assert_eq!(summary(&s), (14, 1, 28));
}

/// "Pung or Kong of the prevailing Wind (concealed or exposed) = Double"
#[test]
fn pung_or_kong_of_the_prevailing_wind_double() {
    // (3333z) West, prevailing, concealed kong: 32 + 10 = 42, one double: 84.
    let s = classical("(3333z) 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PungOfPrevailingWind, 0, 1));
    assert_eq!(summary(&s), (42, 1, 84));
}

/// Own wind that is also the prevailing wind doubles twice.
#[test]
fn pung_of_own_and_prevailing_wind_doubles_twice() {
    // East seat, East round: [111z] 4 + 10 = 14, two doubles: 56.
    let s = classical("[111z] 456p 456s 789s 99m ; win=9s seat_wind=E prevailing=E");
    assert_eq!(summary(&s), (14, 2, 56));
}

/// "Pung or Kong of Dragons = Double"
#[test]
fn pung_or_kong_of_dragons_double() {
    // [555z] 4 + 10 = 14, one double: 28.
    let s = classical("[555z] 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W");
    assert!(has(&s, K::PungOfDragons, 0, 1));
    assert_eq!(summary(&s), (14, 1, 28));
}

// ---- Doubles for the Mah Jong hand only ----

/// "No Chows = Double"
#[test]
fn no_chows_double() {
    // Won on a discarded 8s (waits 8s and 9m): 888s was completed by the discard, so exposed.
    // [222m] 2 + [333p] 2 + 555s concealed 4 + 888s exposed 2 + 10 = 20; No Chows: 40.
    let s = classical("[222m] [333p] 555s 888s 99m ; win=8s seat_wind=S prevailing=W");
    assert!(has(&s, K::NoChows, 0, 1));
    assert_eq!(summary(&s), (20, 1, 40));
}

/// A pung completed by drawing the winning tile from the wall stays concealed.
#[test]
fn pung_completed_from_the_wall_is_concealed() {
    // Same hand self-drawn: 888s concealed 4. 2 + 2 + 4 + 4 + 10 + 2 (from the wall) = 24;
    // No Chows: 48.
    let s = classical("[222m] [333p] 555s 888s 99m ; win=8s by=self seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (24, 1, 48));
}

/// "Non-scoring hand (4 chows and a pair) = Double"
#[test]
fn non_scoring_hand_double() {
    // Four chows and 99m: 10 for Mah Jong, one double: 20. (34s waits 2s and 5s.)
    let s = classical("123m 456p 789s 234s 99m ; win=2s seat_wind=S prevailing=W");
    assert!(has(&s, K::NonScoringHand, 0, 1));
    assert_eq!(summary(&s), (10, 1, 20));
}

/// Four chows with a scoring pair is not the non-scoring hand.
#[test]
fn four_chows_with_a_dragon_pair_is_not_non_scoring() {
    // Pair of dragons 2 + 10 = 12, no double.
    let s = classical("123m 456p 789s 234s 77z ; win=2s seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (12, 0, 12));
}

/// "All one suit and some Dragons and/or Winds = Double"
#[test]
fn all_one_suit_and_some_dragons_and_or_winds_double() {
    // [777z] 4 + 10 = 14; doubles: dragons 1, one suit with honours 1 = 2: 56.
    // (45678m waits 3m, 6m, 9m.)
    let s = classical("[777z] [123m] 456m 789m 22m ; win=9m seat_wind=S prevailing=W");
    assert!(has(&s, K::OneSuitWithHonours, 0, 1));
    assert_eq!(summary(&s), (14, 2, 56));
}

/// "All major tiles and some Dragons and/or Winds = Double"
#[test]
fn all_major_tiles_and_some_dragons_and_or_winds_double() {
    // Won on a discarded 4z (waits 4z and 5z): 444z exposed.
    // [111m] 4 + [999p] 4 + 999s concealed 8 + 444z 4 + pair of dragons 2 + 10 = 32;
    // doubles: No Chows 1, majors with honours 1 = 2: 128.
    let s = classical("[111m] [999p] 999s 444z 55z ; win=4z seat_wind=S prevailing=W");
    assert!(has(&s, K::MajorsWithHonours, 0, 1));
    assert_eq!(summary(&s), (32, 2, 128));
}

/// "All Dragons and/or winds = Double"
#[test]
fn all_dragons_and_or_winds_double() {
    // Won on a discarded 5z (waits 5z and 6z): 555z exposed.
    // [111z] 4 + [222z] 4 + 444z concealed 8 + 555z 4 + pair 66z 2 + 10 = 32;
    // doubles: own wind (2z) 1, dragons 1, No Chows 1, all honours 1 = 4: 512.
    let s = classical("[111z] [222z] 444z 555z 66z ; win=5z seat_wind=S prevailing=W");
    assert!(has(&s, K::AllHonours, 0, 1));
    assert!(!s.items().iter().any(|i| i.kind() == K::MajorsWithHonours || i.kind() == K::OneSuitWithHonours));
    assert_eq!(summary(&s), (32, 4, 512));
}

/// "All 4 Winds (3 sets and 1 pair) = Double"
#[test]
fn all_4_winds_double() {
    // [111z] 4 + [222z] own 4 + 444z concealed 8 + pair 33z prevailing 2 + 10 = 28;
    // doubles: own wind 1, all 4 winds 1, one suit with honours 1 = 3: 224. (56m waits 4m, 7m.)
    let s = classical("[111z] [222z] 444z 567m 33z ; win=7m seat_wind=S prevailing=W");
    assert!(has(&s, K::AllFourWinds, 0, 1));
    assert_eq!(summary(&s), (28, 3, 224));
}

/// "All 3 Dragons (2 sets and 1 pair) = Double"
#[test]
fn all_3_dragons_double() {
    // [555z] 4 + [666z] 4 + 222m concealed 4 + pair 77z 2 + 10 = 24;
    // doubles: dragons 2, all 3 dragons 1, one suit with honours 1 = 4: 384. (56m waits 4m, 7m.)
    let s = classical("[555z] [666z] 222m 567m 77z ; win=7m seat_wind=S prevailing=W");
    assert!(has(&s, K::AllThreeDragons, 0, 1));
    assert_eq!(summary(&s), (24, 4, 384));
}

/// "Going Mah Jong with a loose tile = Double"
#[test]
fn going_mah_jong_with_a_loose_tile_double() {
    // (2222m) 16 + 10 + 2 (drawn) = 28, one double: 56.
    let s = classical("(2222m) 456p 456s 789s 99m ; win=9s by=kong-replacement seat_wind=S prevailing=W");
    assert!(has(&s, K::LooseTile, 0, 1));
    assert_eq!(summary(&s), (28, 1, 56));
}

/// "Going Mah Jong with the last tile from the wall = Double"
#[test]
fn going_mah_jong_with_the_last_tile_from_the_wall_double() {
    // [222m] 2 + 10 + 2 (drawn) = 14, one double: 28.
    let s = classical("[222m] 456p 456s 789s 99m ; win=9s by=last-tile seat_wind=S prevailing=W");
    assert!(has(&s, K::LastTileOfTheWall, 0, 1));
    assert_eq!(summary(&s), (14, 1, 28));
}

/// "Going Mah Jong by Robbing the Kong = Double"
#[test]
fn going_mah_jong_by_robbing_the_kong_double() {
    // [222m] 2 + 10 = 12 (not drawn), one double: 24.
    let s = classical("[222m] 456p 456s 789s 99m ; win=9s by=robbing-kong seat_wind=S prevailing=W");
    assert!(has(&s, K::RobbingTheKong, 0, 1));
    assert_eq!(summary(&s), (12, 1, 24));
}

/// "Original Call … A Mah Jong made with those same 13 tiles plus a tile discarded or taken
/// from the wall in subsequent turns = Double"
#[test]
fn original_call_double() {
    // [222m] 2 + 10 = 12, one double: 24.
    let s = classical("[222m] 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W original-call");
    assert!(has(&s, K::OriginalCall, 0, 1));
    assert_eq!(summary(&s), (12, 1, 24));
}

/// "Pungs/Kongs of any one suit and a pair. No Winds, Dragons or Chows = Double three times"
#[test]
fn pungs_kongs_of_any_one_suit_and_a_pair_double_three_times() {
    // Won on a discarded 9m (waits 8m, 9m): 999m exposed.
    // [222m] 2 + [444m] 2 + 666m concealed 4 + 999m 4 + 10 = 22;
    // doubles: No Chows 1 + three = 4: 352.
    let s = classical("[222m] [444m] 666m 999m 88m ; win=9m seat_wind=S prevailing=W");
    assert!(has(&s, K::PungsOfOneSuit, 0, 3));
    assert_eq!(summary(&s), (22, 4, 352));
}

/// Mah Jong on the last discard is not a classical double (only British).
#[test]
fn last_discard_is_not_a_classical_double() {
    // [222m] 2 + 444p 4 + 666s 4 + 10 = 20.
    let s = classical("[222m] 444p 666s 789s 99m ; win=9s by=last-discard seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (20, 0, 20));
}

/// Flowers and seasons are not used in the Chinese game: ignored.
#[test]
fn classical_ignores_flowers_and_seasons() {
    let s = classical("[222m] 456p 456s 789s 99m 2f 2g ; win=9s seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (12, 0, 12));
}

// ---- Choosing the reading, the limit, special hands ----

/// The best reading is taken: 111222333m read as three pungs (not three chows).
#[test]
fn highest_scoring_decomposition_is_chosen() {
    // Pungs: 111m 8 + 222m 4 + 333m 4 (concealed; won on 8p, self-drawn) + 10 + 2 (drawn)
    // + 2 (79p could only take 8p: the only possible tile) = 30; doubles: none (chow 789p). 30.
    // Chows: 123m ×3: 10 + 2 + 2 = 14. Pungs win.
    let s = classical("111222333m 789p 55s ; win=8p by=self seat_wind=S prevailing=W");
    assert_eq!(summary(&s), (30, 0, 30));
}

/// "a limit is usually applied … tournament limits tend to be 1000 points."
#[test]
fn limit_caps_the_total_at_1000_or_2000() {
    // East seat, East round. (1111z) 32 + (5555z) 32 + 999m 8 + 111p 8 + 10 + 2 (drawn) = 92;
    // doubles: own wind, prevailing wind, dragons, No Chows = 4: 92 × 16 = 1472.
    let hand = Hand::parse("(1111z) (5555z) 999m 111p 22p ; win=2p by=self seat_wind=E prevailing=E").unwrap();
    let s = score(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!((s.points(), s.doubles(), s.raw_total(), s.total()), (92, 4, 1472, 1000));
    assert!(s.is_limit());
    let s = score(&hand, &ScoreRules::classical().with_limit(2000)).unwrap();
    assert_eq!(s.total(), 1472);
    assert!(!s.is_limit());
}

/// Special hands: "Heads and Tails – Pungs/Kongs of Ones and Nines = Limit"
#[test]
fn special_hand_scores_the_limit() {
    let hand = Hand::parse("[111m] [999m] 111p 999p 99s ; win=9s seat_wind=S prevailing=W").unwrap();
    let s = score(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!(s.total(), 1000);
    assert_eq!(s.items().len(), 1);
    assert_eq!(s.items()[0].kind(), K::SpecialHand);
    assert_eq!(s.items()[0].label(), "Heads and Tails");
    assert_eq!(score(&hand, &ScoreRules::classical().with_limit(2000)).unwrap().total(), 2000);
}

/// "If a player … was Calling on a special hand at Mah Jong, the scores in the Special Hand
/// table apply."
#[test]
fn calling_on_a_special_hand_scores_under_that_rule() {
    // A loser holding Thirteen Unique Wonders but for the pair: calling, limit 1000.
    let hand = Hand::parse("19m19p19s1234567z ; seat_wind=S prevailing=W").unwrap();
    let s = mahjong_core::scoring::score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
    assert_eq!(s.total(), 1000);
    assert_eq!(s.items()[0].kind(), K::CallingOnSpecialHand);
    assert_eq!(s.items()[0].label(), "The Thirteen Unique Wonders");
}

/// A hand that does not go Mah Jong is an error, not a score.
#[test]
fn not_mah_jong_is_an_error() {
    let r = score(&Hand::parse("123m 456p 789s 235s 99m ; win=2s").unwrap(), &ScoreRules::classical());
    assert_eq!(r.unwrap_err(), ScoreError::NotMahJong("classical"));
}

/// Two players: "No chows are allowed."
#[test]
fn two_player_no_chows() {
    let hand = Hand::parse("[222m] 456p 456s 789s 99m ; win=9s seat_wind=W prevailing=E").unwrap();
    assert_eq!(score(&hand, &ScoreRules::two_player()).unwrap_err(), ScoreError::NotMahJong("two-player"));
    // All pungs: [222m] 2 + 444p 4 + 666s 4 + 999s (won on a discard: exposed) 4 + 10 = 24;
    // No Chows: 48. (Waits 9s and 9m.)
    let hand = Hand::parse("[222m] 444p 666s 999s 99m ; win=9s seat_wind=W prevailing=E").unwrap();
    let s = score(&hand, &ScoreRules::two_player()).unwrap();
    assert_eq!(summary(&s), (24, 1, 48));
}

/// Three players: the North seat and the North winds are out.
#[test]
fn three_player_has_no_north() {
    let hand = Hand::parse("[222m] 456p 456s 789s 44z ; win=9s seat_wind=S prevailing=W").unwrap();
    assert_eq!(score(&hand, &ScoreRules::three_player()).unwrap_err().to_string(), "4z is not used in this game");
    // The classical table otherwise: [222m] 2 + pair 55z 2 + 10 = 14.
    let hand = Hand::parse("[222m] 456p 456s 789s 55z ; win=9s seat_wind=S prevailing=W").unwrap();
    assert_eq!(summary(&score(&hand, &ScoreRules::three_player()).unwrap()), (14, 0, 14));
}

/// Three players, seed 003: "If flowers and seasons are included, one season and one flower is
/// removed, usually Winter and Bamboo tiles" — the Bamboo flower (4f) and the Winter season (4g)
/// are not at the triangular table.
#[test]
fn three_player_one_season_and_one_flower_is_removed_usually_winter_and_bamboo() {
    let rules = ScoreRules::three_player().with_flowers_and_seasons(true);
    let with =
        |bonus: &str| Hand::parse(&format!("[222m] 456p 456s 789s 55z {bonus} ; win=9s seat_wind=S prevailing=W"));
    let err = score(&with("4f").unwrap(), &rules).unwrap_err();
    assert_eq!(err, ScoreError::NotInThisGame("4f".parse().unwrap()));
    assert_eq!(err.to_string(), "4f is not used in this game");
    assert_eq!(score(&with("4g").unwrap(), &rules).unwrap_err().to_string(), "4g is not used in this game");
    // Losing hands too.
    let loser = Hand::parse("[222m] 456p 456s 79s 5z 4g ; seat_wind=S prevailing=W").unwrap();
    assert_eq!(
        mahjong_core::scoring::score_losing_hand(&loser, &rules).unwrap_err().to_string(),
        "4g is not used in this game"
    );
    // The other flowers and seasons stay: [222m] 2 + pair 55z 2 + 10 + Plum 1f 4 + Autumn 3g 4 =
    // 22 (South's own are 2f and 2g: no double).
    assert_eq!(summary(&score(&with("1f 3g").unwrap(), &rules).unwrap()), (22, 0, 22));
    // The four-player game keeps all eight: + Bamboo 4f 4 = 18.
    let four = ScoreRules::classical().with_flowers_and_seasons(true);
    assert_eq!(summary(&score(&with("4f").unwrap(), &four).unwrap()), (18, 0, 18));
}

/// When a special hand's standard reading also reaches the limit, the special hand is named
/// ("Special hands score at limit"): Heads and Tails with the English limit halved to 100.
#[test]
fn special_hand_named_when_standard_reading_ties_at_the_limit() {
    // Heads and Tails (limit). Standard reading: [111m] 4 + [999m] 4 + 111p 8 + 999p 8 + 10 =
    // 34, No Chows and Pungs/Kongs of one suit? no (two suits): 1 double → 68. Limit 50: both
    // readings score 50; the special hand is named.
    let hand = Hand::parse("[111m] [999m] 111p 999p 99s ; win=9s seat_wind=S prevailing=W").unwrap();
    let s = score(&hand, &ScoreRules::classical().with_limit(50)).unwrap();
    assert_eq!(s.total(), 50);
    assert_eq!(s.items()[0].kind(), K::SpecialHand);
    assert_eq!(s.items()[0].label(), "Heads and Tails");
}

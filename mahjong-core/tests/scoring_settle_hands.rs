//! `settle_hands`: every hand scored at its seat and settled in one call. Expected values are
//! worked out by hand in the comments.
use mahjong_core::Hand;
use mahjong_core::scoring::{HandSettlement, ScoreError, ScoreRules, settle_hands};
use mahjong_core::{Wind, Wind::*};

fn h(s: &str) -> Option<Hand> {
    Some(Hand::parse(s).unwrap_or_else(|e| panic!("{s}: {e}")))
}

/// The four hands (East first) settled at a classical table.
fn classical(hands: [Option<Hand>; 4], winner: Option<Wind>, prevailing: Wind) -> HandSettlement {
    settle_hands(&ScoreRules::classical(), &hands, winner, prevailing).unwrap()
}

/// Chows and a single tile: a losing hand that scores nothing.
const NOTHING: &str = "123m 456m 789p 123s 5s";

/// South wins in the West round with [555z] exposed major pung 4, 999m concealed major pung 8,
/// going Mah Jong 10 = 22 points, a pung of dragons doubling once: 44. The others score 0. Every
/// loser pays South 44, East double: 88; equal losers settle nothing.
#[test]
fn the_winner_is_paid_by_every_loser_east_double() {
    let hands = [h(NOTHING), h("[555z] 999m 234p 456s 77p ; win=4p"), h(NOTHING), h(NOTHING)];
    let s = classical(hands, Some(South), West);
    let totals = s.scores.map(|x| x.unwrap().total());
    assert_eq!(totals, [0, 44, 0, 0]);
    assert_eq!(s.payments.nets(), [-88, 176, -44, -44]);
}

/// Each hand is scored at the wind of its place, whatever its text says: a pung of East wind
/// held by East in the East round doubles twice (own wind and prevailing wind), by West once.
#[test]
fn each_hand_is_scored_at_its_seat_and_the_prevailing_wind() {
    let pung_of_east = "[111z] 123s 456s 78s 99p ; seat_wind=N";
    let winner = "123m456m789m111p22p ; win=2p by=self";
    let at_east = classical([h(pung_of_east), h(winner), h(NOTHING), h(NOTHING)], Some(South), East);
    let at_west = classical([h(NOTHING), h(winner), h(pung_of_east), h(NOTHING)], Some(South), East);
    let (e, w) = (at_east.scores[0].unwrap(), at_west.scores[2].unwrap());
    assert_eq!((e.doubles(), w.doubles()), (2, 1));
    // An exposed pung of winds: 4 points; doubled twice 16, once 8.
    assert_eq!((e.total(), w.total()), (16, 8));
}

#[test]
fn a_wall_game_scores_the_hands_and_pays_nothing() {
    let hands = [h(NOTHING), h("[555z] 123s 456s 78s 99p"), h(NOTHING), h(NOTHING)];
    let s = classical(hands, None, East);
    assert_eq!(s.payments.nets(), [0; 4]);
    // An exposed pung of dragons: 4 points, one double: 8.
    assert_eq!(s.scores[1].unwrap().total(), 8);
}

#[test]
fn empty_seats_have_no_hand_and_seated_players_must_have_one() {
    let three = ScoreRules::new(mahjong_core::standard::RuleProfile::ThreePlayer);
    let winner = h("123m456m789m111p22p ; win=2p by=self");
    let s = settle_hands(&three, &[winner, h(NOTHING), h(NOTHING), None], Some(East), East).unwrap();
    assert!(s.scores[3].is_none());
    assert_eq!(s.payments.nets()[3], 0);
    let e = settle_hands(&three, &[winner, h(NOTHING), h(NOTHING), h(NOTHING)], Some(East), East).unwrap_err();
    assert_eq!((e.wind, e.error), (Some(North), ScoreError::WindNotAtTable(North)));
    assert_eq!(e.to_string(), "the north hand: no player has the north wind at this table");
    let e =
        settle_hands(&ScoreRules::classical(), &[winner, None, h(NOTHING), h(NOTHING)], Some(East), East).unwrap_err();
    assert_eq!((e.wind, e.error), (Some(South), ScoreError::MissingHand(South)));
    let e = settle_hands(&three, &[winner, h(NOTHING), h(NOTHING), None], Some(North), East).unwrap_err();
    assert_eq!((e.wind, e.error), (None, ScoreError::WindNotAtTable(North)));
}

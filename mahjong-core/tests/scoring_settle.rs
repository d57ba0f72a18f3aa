//! Settlement of the classical, British, two-player and three-player games (seed 003). Every
//! expected amount is worked out by hand in the comments.

use mahjong_core::scoring::{Payments, ScoreError, ScoreRules, settle};
use mahjong_core::{Wind, Wind::*};

/// The payments of a classical hand: the winner and the four scores, East first.
fn classical(winner: Option<Wind>, scores: [u32; 4]) -> Payments {
    settle(&ScoreRules::classical(), winner, scores).unwrap()
}

/// Each `(payer, payee, amount)` paid, and the nets East first.
fn assert_pays(p: &Payments, amounts: &[(Wind, Wind, u32)], nets: [i64; 4]) {
    for &(from, to, amount) in amounts {
        assert_eq!(p.amount(from, to), amount, "{from:?} pays {to:?}");
    }
    assert_eq!(p.nets(), nets);
}

fn sum_is_zero(p: &Payments) -> bool {
    p.nets().iter().sum::<i64>() == 0
}

/// "The player who went Mah Jong is then paid by the other players the amount scored by his
/// hand." With equal losers there is nothing to settle between them.
#[test]
fn every_loser_pays_the_winner() {
    // South wins with 60; losers all 0. East pays 2 × 60 = 120, West and North 60.
    let p = classical(Some(South), [0, 60, 0, 0]);
    assert_pays(&p, &[(East, South, 120), (West, South, 60), (North, South, 60)], [-120, 240, -60, -60]);
}

/// "If East wins, the others pay double."
#[test]
fn east_receives_double() {
    // East wins with 50: each pays 100, East receives 300.
    let p = classical(Some(East), [50, 0, 0, 0]);
    assert_eq!(p.nets(), [300, -100, -100, -100]);
}

/// "If not, East pays double."
#[test]
fn east_pays_double() {
    // North wins with 36: East 72, South 36, West 36; North receives 144.
    let p = classical(Some(North), [0, 0, 0, 36]);
    assert_pays(&p, &[(East, North, 72)], [-72, -36, -36, 144]);
}

/// "Each losing player pays any other losing player with a greater value hand, the difference
/// between the two hands, with East paying and/or receiving double the difference."
#[test]
fn losers_settle_differences_east_doubling() {
    // South wins 100. East 20, West 50, North 10.
    // To South: East 200, West 100, North 100.
    // Losers: East pays West 2 × 30 = 60; North pays East 2 × 10 = 20; North pays West 40.
    // Nets: East -200 - 60 + 20 = -240; South +400; West -100 + 60 + 40 = 0; North -100 - 20 - 40 = -160.
    let p = classical(Some(South), [20, 100, 50, 10]);
    assert_pays(&p, &[(East, West, 60), (North, East, 20), (North, West, 40), (West, East, 0)], [-240, 400, 0, -160]);
    assert!(sum_is_zero(&p));
}

/// Losers with equal hands pay each other nothing.
#[test]
fn losers_with_equal_hands_pay_nothing_between_them() {
    // West wins 10; East, South, North 8 each: only the payments to West.
    let p = classical(Some(West), [8, 8, 10, 8]);
    assert_eq!(p.nets(), [-20, -10, 40, -10]);
}

/// A loser with a greater hand than the winner's still pays the winner, and collects from the
/// smaller losers.
#[test]
fn mah_jong_always_wins_the_round_payment() {
    // West wins 20; North holds 200, East 0, South 0.
    // To West: East 40, South 20, North 20.
    // Losers: East pays North 2 × 200 = 400, South pays North 200.
    // Nets: East -440, South -220, West +80, North -20 + 600 = 580.
    let p = classical(Some(West), [0, 0, 20, 200]);
    assert_eq!(p.nets(), [-440, -220, 80, 580]);
}

/// The limit caps each hand before settling; East's double is a payment.
#[test]
fn limit_caps_scores_before_settling() {
    // East wins a hand scored 5000 at limit 1000: each pays 2 × 1000.
    let p = classical(Some(East), [5000, 0, 0, 0]);
    assert_eq!(p.nets(), [6000, -2000, -2000, -2000]);
    // At the English limit 2000: each pays 4000.
    let p = settle(&ScoreRules::classical().with_limit(2000), Some(East), [5000, 0, 0, 0]).unwrap();
    assert_eq!(p.nets(), [12000, -4000, -4000, -4000]);
}

/// "If all the tiles from the wall are drawn then the game is declared a draw and no scores are
/// made."
#[test]
fn wall_game_pays_nothing() {
    let p = classical(None, [40, 8, 16, 2]);
    assert_eq!(p, Payments::NONE);
}

/// British settlement is the classical one.
#[test]
fn british_settles_like_classical() {
    let scores = [20, 100, 50, 10];
    let b = settle(&ScoreRules::british(), Some(South), scores).unwrap();
    let c = settle(&ScoreRules::classical(), Some(South), scores).unwrap();
    assert_eq!(b, c);
    assert_eq!(b.nets(), [-240, 400, 0, -160]);
}

/// Two players: "East Wind neither pays nor receives double."
#[test]
fn two_player_east_neither_pays_nor_receives_double() {
    // East wins 40 against West's 10: West pays 40.
    let p = settle(&ScoreRules::two_player(), Some(East), [40, 0, 10, 0]).unwrap();
    assert_eq!(p.nets(), [40, 0, -40, 0]);
    // West wins 40 against East's 10: East pays 40, not 80.
    let p = settle(&ScoreRules::two_player(), Some(West), [10, 0, 40, 0]).unwrap();
    assert_eq!(p.nets(), [-40, 0, 40, 0]);
}

/// Two players: "if the player going Mah Jong has a lower score than the player's opponent, the
/// player with the Mah Jong receives the normal total score plus the difference between the
/// scores."
#[test]
fn two_player_lower_winner_receives_total_plus_difference() {
    // West wins with 30, East holds 70: West receives 30 + (70 − 30) = 70.
    let p = settle(&ScoreRules::two_player(), Some(West), [70, 0, 30, 0]).unwrap();
    assert_pays(&p, &[(East, West, 70), (West, East, 0)], [-70, 0, 70, 0]);
}

/// Two players sit East and West only.
#[test]
fn two_player_has_no_south_or_north() {
    assert_eq!(
        settle(&ScoreRules::two_player(), Some(South), [0, 10, 0, 0]),
        Err(ScoreError::ScoreForWindNotAtTable(South))
    );
    assert_eq!(settle(&ScoreRules::two_player(), Some(North), [0; 4]), Err(ScoreError::WindNotAtTable(North)));
}

/// Three players, triangular: played "in the same way as for 4 player Mah Jong" between East,
/// South and West.
#[test]
fn three_player_triangular_settles_like_four_without_north() {
    // South wins 40; East 10, West 30.
    // To South: East 80, West 40. Losers: East pays West 2 × 20 = 40.
    // Nets: East -120, South +120, West 0.
    let p = settle(&ScoreRules::three_player(), Some(South), [10, 40, 30, 0]).unwrap();
    assert_eq!(p.nets(), [-120, 120, 0, 0]);
    // East wins 25: South and West pay 50 each.
    let p = settle(&ScoreRules::three_player(), Some(East), [25, 0, 0, 0]).unwrap();
    assert_eq!(p.nets(), [100, -50, -50, 0]);
    assert_eq!(settle(&ScoreRules::three_player(), Some(North), [0; 4]), Err(ScoreError::WindNotAtTable(North)));
}

/// The limit must be at least 1: a limit of 0 would make every hand worth nothing.
#[test]
fn limit_zero_is_refused() {
    let r = settle(&ScoreRules::classical().with_limit(0), Some(South), [0, 60, 0, 0]);
    assert_eq!(r, Err(ScoreError::InvalidLimit(0)));
    assert_eq!(r.unwrap_err().to_string(), "limit 0 is not a limit: it must be at least 1");
    let hand = mahjong_core::Hand::parse("[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W").unwrap();
    let rules = ScoreRules::classical().with_limit(0);
    assert_eq!(mahjong_core::scoring::score(&hand, &rules), Err(ScoreError::InvalidLimit(0)));
    // The smallest limit, 1: the same hand (44 points) scores 1.
    assert_eq!(mahjong_core::scoring::score(&hand, &rules.with_limit(1)).unwrap().total(), 1);
}

/// Payments are worked out in 64 bits: East's double of a huge limit hand does not fit in a
/// 32-bit payment and is an error, never a silently cut amount.
#[test]
fn payments_that_overflow_are_errors() {
    // Limit u32::MAX, South wins with 2^31: East pays 2 × 2^31 = 2^32 (one past u32::MAX).
    let rules = ScoreRules::classical().with_limit(u32::MAX);
    let r = settle(&rules, Some(South), [0, 1 << 31, 0, 0]);
    assert_eq!(r, Err(ScoreError::Overflow(1 << 32)));
    // 2^31 - 1 fits: East pays 2^32 - 2, West and North 2^31 - 1.
    let p = settle(&rules, Some(South), [0, (1 << 31) - 1, 0, 0]).unwrap();
    assert_eq!(p.amount(East, South), u32::MAX - 1);
    assert_eq!(p.amount(West, South), (1 << 31) - 1);
    assert_eq!(p.net(South), 4 * ((1i64 << 31) - 1));
    // Two players: a winner with the lower score receives total + difference, which may not fit.
    let two = ScoreRules::two_player().with_limit(u32::MAX);
    let r = settle(&two, Some(East), [1 << 31, 0, u32::MAX, 0]);
    // 2^31 + (2^32 - 1 - 2^31) = 2^32 - 1 fits (no East double in the two-player game).
    assert_eq!(r.unwrap().amount(West, East), u32::MAX);
}

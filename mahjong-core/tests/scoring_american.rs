//! American settlement, one test per payment sentence of seed 004 (and seed 001's social
//! format). Amounts are worked out by hand in the comments.

use mahjong_core::Hand;
use mahjong_core::Wind::{self, *};
use mahjong_core::american::Card;
use mahjong_core::scoring::{
    AmericanFormat, AmericanRules, AmericanSettlement, AmericanWin, AmericanWinBy, ScoreError, settle_american,
    settle_american_wall_game,
};

fn league() -> AmericanRules {
    AmericanRules::default()
}

fn paid(s: &AmericanSettlement, from: Wind) -> u32 {
    let winner = s.winner.unwrap();
    s.payments.amount(from, winner)
}

/// "The player who threw the winning tile pays double the hand's value. The other two pay the
/// value."
#[test]
fn discarder_pays_double_the_others_pay_the_value() {
    // West wins a 25 line on South's discard: South 2 × 25 = 50, East and North 25 each.
    let s = settle_american(&AmericanWin::new(West, 25).by_discard(South), &league()).unwrap();
    assert_eq!((paid(&s, East), paid(&s, South), paid(&s, North)), (25, 50, 25));
    assert_eq!(s.payments.net(West), 100);
    assert_eq!(s.payments.nets(), [-25, -50, 100, -25]);
    assert!(!s.self_drawn);
}

/// "All three other players pay double the hand's value." (self-drawn)
#[test]
fn self_drawn_all_three_pay_double() {
    // East self-draws a 30 line: each pays 60, East receives 180.
    let s = settle_american(&AmericanWin::new(East, 30), &league()).unwrap();
    assert_eq!(s.payments.nets(), [180, -60, -60, -60]);
    assert!(s.self_drawn);
}

/// Mah Jongg right after a joker exchange counts as self-drawn.
#[test]
fn mah_jongg_after_joker_exchange_counts_as_self_drawn() {
    // South wins a 35 line by a joker exchange: each of the three pays 70.
    let win = AmericanWin::new(South, 35).after_joker_exchange();
    assert_eq!(win.by, AmericanWinBy::JokerExchange);
    let s = settle_american(&win, &league()).unwrap();
    assert_eq!(s.payments.nets(), [-70, 210, -70, -70]);
    assert!(s.self_drawn);
}

/// "A hand won with no jokers at all pays double, on top of any other doubling." (discard)
#[test]
fn jokerless_doubles_on_a_discard() {
    // 25 line, jokerless announced, on North's discard: value 50; North 100, East and South 50.
    let s = settle_american(&AmericanWin::new(West, 25).by_discard(North).jokerless(true), &league()).unwrap();
    assert_eq!(s.value, 50);
    assert!(s.jokerless_double);
    assert_eq!(s.payments.nets(), [-50, -50, 200, -100]);
}

/// "… pays double, on top of any other doubling." (self-drawn: 2 × 2)
#[test]
fn jokerless_doubles_on_top_of_self_drawn() {
    // 30 line self-drawn jokerless by North: 30 × 2 × 2 = 120 from each, 360 in all.
    let s = settle_american(&AmericanWin::new(North, 30).jokerless(true), &league()).unwrap();
    assert_eq!(s.payments.nets(), [-120, -120, -120, 360]);
}

/// "Announce "jokerless" when you declare, or the bonus is lost."
#[test]
fn jokerless_not_announced_loses_the_bonus() {
    // Same as the discard case but not announced: North 50, others 25.
    let s = settle_american(&AmericanWin::new(West, 25).by_discard(North).jokerless(false), &league()).unwrap();
    assert!(!s.jokerless_double);
    assert_eq!(s.payments.nets(), [-25, -25, 100, -50]);
}

/// "Hands that cannot use jokers at all, such as singles and pairs, do not get the bonus."
#[test]
fn singles_and_pairs_lines_get_no_jokerless_bonus() {
    // A 50 singles-and-pairs line, self-drawn, no jokers, announced: 100 each, no bonus.
    let win = AmericanWin::new(East, 50).singles_and_pairs().jokerless(true);
    let s = settle_american(&win, &league()).unwrap();
    assert!(!s.jokerless_double);
    assert_eq!(s.payments.nets(), [300, -100, -100, -100]);
}

/// A hand holding a joker is not jokerless, whatever is announced.
#[test]
fn hand_with_jokers_gets_no_jokerless_bonus() {
    let mut win = AmericanWin::new(East, 25).by_discard(West);
    win.jokerless_announced = true;
    let s = settle_american(&win, &league()).unwrap();
    assert_eq!(s.payments.nets(), [100, -25, -50, -25]);
}

/// "Yes. A player with a dead hand still pays the winner."
#[test]
fn dead_hand_still_pays() {
    // South's hand is dead; East wins 25 on West's discard: South still pays 25.
    let s = settle_american(&AmericanWin::new(East, 25).by_discard(West).with_dead(South), &league()).unwrap();
    assert_eq!(paid(&s, South), 25);
    assert_eq!(s.payments.nets(), [100, -25, -50, -25]);
}

/// A dead hand stops playing: it cannot win nor throw the winning tile.
#[test]
fn dead_hand_cannot_win_or_discard() {
    let r = settle_american(&AmericanWin::new(East, 25).with_dead(East), &league());
    assert_eq!(r, Err(ScoreError::DeadHand(East)));
    let r = settle_american(&AmericanWin::new(East, 25).by_discard(North).with_dead(North), &league());
    assert_eq!(r, Err(ScoreError::DeadHand(North)));
}

/// "It is a wall game: nobody wins, and in the standard game nobody pays."
#[test]
fn wall_game_nobody_wins_and_nobody_pays() {
    let s = settle_american_wall_game();
    assert_eq!((s.winner, s.value, s.jokerless_double, s.self_drawn), (None, 0, false, false));
    for from in Wind::ALL {
        for to in Wind::ALL {
            assert_eq!(s.payments.amount(from, to), 0, "{from:?} pays {to:?}");
        }
    }
    assert_eq!(s.payments.nets(), [0; 4]);
}

/// "Announce "jokerless" when you declare, or the bonus is lost": the card engine's match gives
/// the value and the jokerless fact; the announcement decides the bonus.
#[test]
fn jokerless_from_the_match_only_doubles_when_announced() {
    // Winds-Dragons #1 is printed 25; "NNNN EEE WWW SSSS" holds no joker.
    let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap();
    let win = AmericanWin::from_match(&m, South).by_discard(East);
    assert_eq!((win.value, win.jokerless, win.jokerless_announced, win.line_takes_jokers), (25, true, false, true));
    // Not announced: East (discarder) pays 50, West and North 25.
    let s = settle_american(&win, &league()).unwrap();
    assert_eq!((s.value, s.jokerless_double), (25, false));
    assert_eq!(s.payments.nets(), [-50, 100, -25, -25]);
    // Announced: 50, East pays 100, West and North 50.
    let s = settle_american(&win.announce_jokerless(true), &league()).unwrap();
    assert_eq!((s.value, s.jokerless_double), (50, true));
    assert_eq!(s.payments.nets(), [-100, 200, -50, -50]);
    // The match report's own numbers: points assume the announcement.
    assert_eq!((m.value(), m.points(), m.points_announced(false)), (25, 50, 25));
}

/// A matched hand holding a joker is not jokerless: announcing changes nothing.
#[test]
fn match_with_a_joker_gets_no_jokerless_bonus_even_announced() {
    let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    let win = AmericanWin::from_match(&m, West).announce_jokerless(true);
    assert!(!win.jokerless);
    // Self-drawn 25: everyone pays 50.
    let s = settle_american(&win, &league()).unwrap();
    assert_eq!((s.value, s.jokerless_double), (25, false));
    assert_eq!(s.payments.nets(), [-50, -50, 150, -50]);
}

/// "Hands that cannot use jokers at all, such as singles and pairs, do not get the bonus": the
/// match says the line has no joker-eligible group.
#[test]
fn singles_and_pairs_match_gets_no_jokerless_bonus() {
    // Singles and Pairs #4, "NEWS F 123456789", printed 75, concealed.
    let m = Card::sample().match_hand(&Hand::parse("NEWS F 123456789b").unwrap()).unwrap();
    let win = AmericanWin::from_match(&m, North).announce_jokerless(true);
    assert_eq!((win.value, win.jokerless, win.line_takes_jokers), (75, true, false));
    // Self-drawn: 150 from each.
    let s = settle_american(&win, &league()).unwrap();
    assert_eq!((s.value, s.jokerless_double), (75, false));
    assert_eq!(s.payments.nets(), [-150, -150, -150, 450]);
}

/// Amounts are worked out in 64 bits; what does not fit in a 32-bit payment is an error, never a
/// silently cut amount.
#[test]
fn american_amounts_that_overflow_are_errors() {
    // 2^31 self-drawn: each pays 2^32, one more than u32::MAX.
    let r = settle_american(&AmericanWin::new(East, 1 << 31), &league());
    assert_eq!(r, Err(ScoreError::Overflow(1 << 32)));
    // 2^31 jokerless announced on a discard: the value itself is 2^32.
    let r = settle_american(&AmericanWin::new(East, 1 << 31).by_discard(South).jokerless(true), &league());
    assert_eq!(r, Err(ScoreError::Overflow(1 << 32)));
    // The largest value that fits: (2^32 - 1) / 2 on a discard: the discarder pays 2^32 - 2.
    let v = (u32::MAX - 1) / 2;
    let s = settle_american(&AmericanWin::new(East, v).by_discard(South), &league()).unwrap();
    assert_eq!(s.payments.amount(South, East), u32::MAX - 1);
    assert_eq!(s.payments.amount(West, East), v);
}

/// House rule "paying for the party": "the player who threw the winning tile pays everyone's
/// share, and the other players pay nothing."
#[test]
fn house_rule_discarder_pays_everyones_share() {
    // South wins 25 on East's discard: East pays 50 + 25 + 25 = 100, the others nothing.
    let rules = AmericanRules { discarder_pays_all: true, ..league() };
    let s = settle_american(&AmericanWin::new(South, 25).by_discard(East), &rules).unwrap();
    assert_eq!(paid(&s, East), 100);
    assert_eq!((paid(&s, West), paid(&s, North)), (0, 0));
    assert_eq!(s.payments.nets(), [-100, 100, 0, 0]);
}

/// The house rule changes nothing on a self-drawn win: there is no discarder.
#[test]
fn house_rule_does_not_touch_self_drawn() {
    let rules = AmericanRules { discarder_pays_all: true, ..league() };
    let s = settle_american(&AmericanWin::new(South, 25), &rules).unwrap();
    assert_eq!(s.payments.nets(), [-50, 150, -50, -50]);
}

/// Seed 001: "This guide's social format uses no money … the printed value does not affect who
/// wins": settlement names the winner and nobody pays.
#[test]
fn social_format_just_names_the_winner() {
    let rules = AmericanRules { format: AmericanFormat::Social, ..league() };
    let s = settle_american(&AmericanWin::new(North, 50).by_discard(East).jokerless(true), &rules).unwrap();
    assert_eq!(s.winner, Some(North));
    assert_eq!(s.value, 0);
    assert_eq!(s.payments.nets(), [0; 4]);
}

/// The winner cannot have thrown the winning tile.
#[test]
fn winner_cannot_be_the_discarder() {
    let r = settle_american(&AmericanWin::new(West, 25).by_discard(West), &league());
    assert_eq!(r, Err(ScoreError::WinnerIsDiscarder(West)));
    assert_eq!(r.unwrap_err().to_string(), "the player with the west wind cannot both win and throw the winning tile");
}

/// Claiming "jokerless" for a matched hand that holds a joker contradicts the hand: an error.
#[test]
fn jokerless_claim_contradicting_the_match_is_an_error() {
    let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSJ").unwrap()).unwrap();
    let win = AmericanWin::from_match(&m, West);
    assert_eq!(win.check_jokerless_claim(true), Err(ScoreError::JokerlessWithJokers));
    assert_eq!(win.check_jokerless_claim(false), Ok(win));
    let m = Card::sample().match_hand(&Hand::parse("NNNN EEE WWW SSSS").unwrap()).unwrap();
    let win = AmericanWin::from_match(&m, West);
    assert_eq!(win.check_jokerless_claim(true), Ok(win));
}

/// A self-drawn win has no discarder: naming one is an error, in every face (the same inputs as
/// the C and Python tests).
#[test]
fn a_self_drawn_win_names_no_discarder() {
    let named = AmericanWin { discarder: South, ..AmericanWin::new(West, 25) };
    let e = settle_american(&named, &league()).unwrap_err();
    assert_eq!(e, ScoreError::DiscarderOnSelfDrawnWin(South));
    assert_eq!(
        e.to_string(),
        "a win on the discard of the player with the south wind cannot also be self-drawn or after a joker exchange"
    );
    let exchange = AmericanWin { by: AmericanWinBy::JokerExchange, ..named };
    assert_eq!(settle_american(&exchange, &league()), Err(ScoreError::DiscarderOnSelfDrawnWin(South)));
    // The winner in the discarder's place means "none": West self-draws, each pays 50.
    let s = settle_american(&AmericanWin::new(West, 25), &league()).unwrap();
    assert_eq!(s.payments.nets(), [-50, -50, 150, -50]);
}

/// A win's serde form reads `value` with the reader every face uses (`american_value`): 4294967295
/// is read and then refused by the settlement (its doubled self-drawn share is past 32 bits); one
/// more, or below 0, is refused while reading, in the reader's words.
#[cfg(feature = "serde")]
#[test]
fn a_win_read_from_its_serde_form_takes_its_value_through_the_faces_reader() {
    let text = |value: &str| {
        format!(
            r#"{{"winner":"west","value":{value},"by":"self_drawn","discarder":"west","jokerless":false,
            "jokerless_announced":false,"line_takes_jokers":true,"dead":[false,false,false,false]}}"#
        )
    };
    let win: AmericanWin = serde_json::from_str(&text("4294967295")).unwrap();
    assert_eq!(win.value, u32::MAX);
    assert_eq!(settle_american(&win, &league()), Err(ScoreError::Overflow(2 * u64::from(u32::MAX))));
    for (value, words) in [("4294967296", "value 4294967296"), ("-1", "value -1")] {
        let e = serde_json::from_str::<AmericanWin>(&text(value)).unwrap_err().to_string();
        assert!(e.starts_with(&format!("{words} is out of range: 0 to 4294967295")), "{e}");
    }
}

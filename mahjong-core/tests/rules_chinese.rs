//! Chinese and British table rules, each test named after the rule sentence it checks
//! (seeds 000, 003).

mod common;
use common::{h, t, wrong_tile_count};

use mahjong_core::rules::*;
use mahjong_core::{Hand, MeldStatus, Tile, Wind};

const S: [Seat; 4] = Seat::ALL;

fn cn_calls(table: &Table, hand: &str, tile: &str, discarder: Seat, caller: Seat) -> Vec<Call> {
    let d = Discard::latest(t(tile), discarder);
    calls(table, &h(hand), caller, &d, &CallFacts::default()).unwrap().iter().collect()
}

/// The facts `facts_of` gives seat 0 on `hand` for a 5 dots just discarded by seat 2 at a Chinese
/// table, which must let it call Mah Jong, and the calls those facts allow.
fn chinese_calls_on_5p(
    facts_of: fn(&Table, &Hand, Seat, &Discard) -> Result<CallFacts, RulesError>,
    hand: &Hand,
) -> Vec<Call> {
    let d = Discard::latest(t("5p"), S[2]);
    let facts = facts_of(&Table::chinese(), hand, S[0], &d).unwrap();
    assert!(facts.mah_jong);
    calls(&Table::chinese(), hand, S[0], &d, &facts).unwrap().iter().collect()
}

#[test]
fn a_chow_may_only_be_claimed_from_the_player_immediately_before_you_in_turn_order() {
    let tb = Table::chinese();
    assert_eq!(cn_calls(&tb, "46m 123p 456p 789p 11s", "5m", S[3], S[0]), [Call::Chow]);
    assert_eq!(cn_calls(&tb, "46m 123p 456p 789p 11s", "5m", S[2], S[0]), []);
    let e = check_chinese_call(
        &tb,
        &h("46m 123p 456p 789p 11s"),
        S[0],
        &Discard::latest(t("5m"), S[1]),
        Call::Chow,
        &CallFacts::default(),
    );
    assert_eq!(e.unwrap_err().to_string(), "seat 0 can call chow only from seat 3, not from seat 1");
}

#[test]
fn winds_and_dragons_cannot_be_used_in_a_chow() {
    assert_eq!(cn_calls(&Table::chinese(), "12z 123p 456p 789p 11s", "3z", S[3], S[0]), []);
}

#[test]
fn pung_or_kong_may_be_claimed_from_anyone() {
    let tb = Table::chinese();
    for discarder in [S[1], S[2], S[3]] {
        assert_eq!(cn_calls(&tb, "777z 1m 123p 456p 789p", "7z", discarder, S[0]), [Call::Pung, Call::Kong]);
    }
}

#[test]
fn a_kong_can_only_be_made_using_a_discard_if_the_other_three_tiles_are_concealed_in_hand() {
    // Three concealed tiles make a kong with the discard; two make only a pung.
    assert_eq!(cn_calls(&Table::chinese(), "77z 7z [123m] 123p 456p 1s", "7z", S[1], S[0]), [Call::Pung, Call::Kong]);
    assert_eq!(cn_calls(&Table::chinese(), "77z [123m] 123p 456p 11s", "7z", S[1], S[0]), [Call::Pung]);
}

#[test]
fn british_each_player_may_declare_only_one_chow_per_round() {
    let d = Discard::latest(t("5m"), S[3]);
    let e = check_chinese_call(
        &Table::british(),
        &h("46m [123p] 456p 789p 11s"),
        S[0],
        &d,
        Call::Chow,
        &CallFacts::default(),
    );
    assert_eq!(e, Err(RulesError::OneChowPerHand { seat: S[0] }));
    assert_eq!(
        check_chinese_call(
            &Table::chinese(),
            &h("46m [123p] 456p 789p 11s"),
            S[0],
            &d,
            Call::Chow,
            &CallFacts::default()
        ),
        Ok(())
    );
}

#[test]
fn two_player_no_chows_are_allowed() {
    let two = Table::chinese().with_players(2).unwrap();
    assert_eq!(cn_calls(&two, "46m 123p 456p 789p 11s", "5m", S[1], S[0]), []);
}

#[test]
fn chow_exposure_takes_the_discard_and_two_tiles_from_hand() {
    let after = expose_chow(&h("4567m"), S[0], t("5m"), t("3m"));
    assert!(after.is_err());
    let after = expose_chow(&h("4678m"), S[0], t("5m"), t("4m")).unwrap();
    assert_eq!(after.to_string(), "78m [456m]");
}

#[test]
fn priority_mahjong_then_pung_or_kong_then_chow() {
    let tb = Table::chinese();
    let claims = [Claim::new(S[1], Call::Chow), Claim::new(S[3], Call::Kong), Claim::new(S[2], Call::MahJong)];
    let order = claim_order(&tb, S[0], &claims).unwrap();
    let seats: Vec<_> = order.iter().flatten().map(|c| c.seat).collect();
    assert_eq!(seats, [S[2], S[3], S[1]]);
}

#[test]
fn if_two_players_make_the_same_type_of_call_the_player_nearest_in_turn_from_the_discarder_has_priority() {
    let claims = [Claim::new(S[1], Call::MahJong), Claim::new(S[0], Call::MahJong)];
    // Discarder seat 3: seat 0 is next.
    assert_eq!(claim_winner(&Table::british(), S[3], &claims).unwrap().unwrap().seat, S[0]);
    // Commitment is an American rule: it does not reorder Chinese claims.
    let claims = [Claim { committed: true, ..Claim::new(S[1], Call::Pung) }, Claim::new(S[0], Call::Pung)];
    assert_eq!(claim_winner(&Table::chinese(), S[3], &claims).unwrap().unwrap().seat, S[0]);
}

#[test]
fn call_clearly_before_the_next_player_draws() {
    assert!(claim_window_open(&Table::chinese(), &[]));
    assert!(!claim_window_open(&Table::chinese(), &[TableAction::Draw]));
}

#[test]
fn robbing_the_kong_is_only_allowed_on_added_kongs_except_for_thirteen_unique_wonders() {
    let hand = h("[1111m] (2222m) [3333m+]");
    let [exposed, concealed, added] = [hand.melds()[0], hand.melds()[1], hand.melds()[2]];
    assert_eq!(check_rob_kong(&added, false), Ok(()));
    assert_eq!(check_rob_kong(&exposed, false), Err(RulesError::RobOnlyAddedKong));
    assert_eq!(check_rob_kong(&concealed, false), Err(RulesError::RobOnlyAddedKong));
    assert_eq!(check_rob_kong(&concealed, true), Ok(()));
}

#[test]
fn a_declared_pung_can_be_converted_into_a_kong_but_only_using_a_tile_taken_from_the_wall() {
    let hand = h("7z 1m [777z]");
    let after = add_to_pung(&Table::chinese(), &hand, S[0], t("7z"), true).unwrap();
    assert_eq!(after.melds()[0].status(), MeldStatus::Added);
    assert_eq!(after.concealed().len(), 1);
    assert_eq!(
        add_to_pung(&Table::chinese(), &hand, S[0], t("7z"), false),
        Err(RulesError::AddedKongNeedsSelfDrawnTile)
    );
    assert_eq!(
        add_to_pung(&Table::chinese(), &hand, S[0], t("1m"), true),
        Err(RulesError::NoPungToAdd { seat: S[0], tile: t("1m") })
    );
}

#[test]
fn a_player_cannot_declare_a_kong_and_make_mah_jong_because_a_replacement_must_be_taken() {
    assert_eq!(check_kong_or_mah_jong(true, true), Err(RulesError::KongAndMahJongOnSameTile));
    let (wall, src) = Wall { live: 20, kong_box: 14 }.draw_replacement(&Table::british()).unwrap();
    assert_eq!((wall.kong_box, src), (13, ReplacementSource::KongBox));
}

#[test]
fn concealed_kong_is_four_matching_tiles_drawn_yourself() {
    let after = declare_concealed_kong(&Table::chinese(), &h("1111p 2p"), S[0], t("1p")).unwrap();
    assert_eq!(after.melds()[0].status(), MeldStatus::Concealed);
    assert!(declare_concealed_kong(&Table::chinese(), &h("111p 2p"), S[0], t("1p")).is_err());
}

#[test]
fn if_you_draw_a_flower_or_season_expose_it_set_it_aside_and_draw_a_replacement() {
    let (hand, replace) = take_tile(&Table::chinese(), &h("11m"), Tile::season(3).unwrap()).unwrap();
    assert!(replace);
    assert_eq!(hand.bonus(), &[Tile::season(3).unwrap()]);
    let (hand, replace) = take_tile(&Table::chinese(), &h("11m"), t("2m")).unwrap();
    assert!(!replace);
    assert_eq!(hand.to_string(), "112m");
}

#[test]
fn flowers_dealt_are_declared_and_replaced_from_the_kong_box() {
    assert_eq!(bonus_replacements(&Table::british(), &h("1f 2f 4g 1112345678999m")), 3);
}

#[test]
fn the_kong_box_is_fourteen_tiles_used_only_for_replacements() {
    let w = Wall::after_deal(&Table::british(), 144);
    assert_eq!(w.kong_box, KONG_BOX_TILES);
    assert_eq!(w.live, 144 - 53 - 14);
    // Ordinary draws never touch the Kong Box.
    assert_eq!(w.draw().unwrap().kong_box, 14);
    // An empty Kong Box falls back to the live wall.
    let (w2, src) = Wall { live: 5, kong_box: 0 }.draw_replacement(&Table::british()).unwrap();
    assert_eq!((w2.live, src), (4, ReplacementSource::LooseTile));
}

#[test]
fn some_rules_award_a_win_for_all_eight_flowers_and_seasons() {
    assert!(holds_all_bonus_tiles(&h("1234f1234g 11m")));
    assert!(!holds_all_bonus_tiles(&h("1234f123g 11m")));
}

#[test]
fn a_hand_ends_in_a_draw_when_all_tiles_from_the_live_wall_have_been_drawn() {
    let mut w = Wall { live: 2, kong_box: 14 };
    w = w.draw().unwrap().draw().unwrap();
    assert!(w.is_wall_game());
    assert_eq!(w.draw(), Err(RulesError::WallExhausted));
}

#[test]
fn if_east_wins_east_remains_the_dealer_otherwise_the_deal_passes_counterclockwise() {
    let r = Round::start(S[1]);
    assert_eq!(next_round(&Table::chinese(), r, HandResult::Won(S[1])).unwrap(), r);
    assert_eq!(next_round(&Table::chinese(), r, HandResult::Won(S[0])).unwrap().dealer, S[2]);
}

#[test]
fn a_drawn_game_is_restarted_with_the_same_player_as_east() {
    let r = Round::start(S[3]);
    assert_eq!(next_round(&Table::british(), r, HandResult::WallGame).unwrap(), r);
}

#[test]
fn the_prevailing_wind_advances_once_every_player_has_been_east() {
    // Simulate a game where East never keeps the deal: 4 hands per wind, 16 hands in all.
    let mut r = Round::start(S[2]);
    let mut winds = Vec::new();
    let mut hands = 0;
    while !r.finished {
        winds.push(r.prevailing);
        let loser_wins = r.dealer.right();
        r = next_round(&Table::chinese(), r, HandResult::Won(loser_wins)).unwrap();
        hands += 1;
        assert!(hands <= 16);
    }
    assert_eq!(hands, 16);
    assert_eq!(winds.iter().filter(|&&w| w == Wind::South).count(), 4);
    assert_eq!(winds[4], Wind::South);
    assert_eq!(winds[15], Wind::North);
}

#[test]
fn seat_winds_east_south_to_easts_right_west_opposite_north_to_easts_left() {
    let dealer = S[2];
    let t = Table::chinese();
    assert_eq!(dealer.wind(dealer, &t), Some(Wind::East));
    assert_eq!(dealer.right().wind(dealer, &t), Some(Wind::South));
    assert_eq!(dealer.across().wind(dealer, &t), Some(Wind::West));
    assert_eq!(dealer.left().wind(dealer, &t), Some(Wind::North));
}

#[test]
fn triangular_mah_jong_for_3_players_eliminates_the_north_position_completely() {
    let three = Table::chinese().with_players(3).unwrap();
    // Dealer seat 1: seat 1 East, seat 2 (its right) South, seat 0 West; no North anywhere.
    let r = Round::start(S[1]);
    assert_eq!(r.seat_wind(&three, S[1]), Ok(Wind::East));
    assert_eq!(r.seat_wind(&three, S[2]), Ok(Wind::South));
    assert_eq!(r.seat_wind(&three, S[0]), Ok(Wind::West));
    assert_eq!(r.seat_wind(&three, S[3]), Err(RulesError::SeatNotInPlay { seat: S[3], players: 3 }));
    assert_eq!(Seat::with_wind(Wind::North, S[1], &three), None);
    assert_eq!(Seat::with_wind(Wind::West, S[1], &three), Some(S[0]));
}

#[test]
fn one_player_plays_east_the_other_west() {
    let two = Table::chinese().with_players(2).unwrap();
    for dealer in [S[0], S[1]] {
        let r = Round::start(dealer);
        let other = two.next(dealer);
        assert_eq!(r.seat_wind(&two, dealer), Ok(Wind::East));
        assert_eq!(r.seat_wind(&two, other), Ok(Wind::West));
    }
    assert_eq!(Seat::with_wind(Wind::South, S[0], &two), None);
    assert_eq!(Seat::with_wind(Wind::West, S[0], &two), Some(S[1]));
    // Four players: the full compass.
    let r = Round::start(S[3]);
    let four: Vec<_> = S.iter().map(|&s| r.seat_wind(&Table::british(), s).unwrap()).collect();
    assert_eq!(four, [Wind::South, Wind::West, Wind::North, Wind::East]);
}

#[test]
fn east_throws_to_choose_the_breaker_who_throws_again_and_counts_the_total_along_his_wall() {
    // Seed 003's example: 11 → West; 11 + 8 = 19 on 17-stack walls → 2nd stack of South's wall.
    let b = break_wall(&Table::chinese(), S[0], 17, 11, 8).unwrap();
    assert_eq!(b, WallBreak { breaker: S[2], wall: S[1], stack: 2 });
    // A throw of 5 counts East, South, West, North, East.
    assert_eq!(break_wall(&Table::chinese(), S[0], 17, 5, 3).unwrap().breaker, S[0]);
}

#[test]
fn a_throw_of_two_dice_is_2_to_12() {
    let t = Table::chinese();
    let bad =
        |argument, value| Err(RulesError::OutOfRange { argument, value, expected: "a throw of two dice is 2 to 12" });
    assert_eq!(break_wall(&t, S[0], 17, 1, 8), bad("first", 1));
    assert_eq!(break_wall(&t, S[0], 17, 11, 13), bad("second", 13));
    assert_eq!(break_wall(&t, S[0], 17, 255, 8), bad("first", 255));
    assert_eq!(break_wall(&t, S[0], 17, 2, 12).unwrap().stack, 14);
}

#[test]
fn three_or_four_rounds_as_agreed() {
    // Three players, East never keeps the deal: three hands per wind round.
    let play = |table: &Table| {
        let mut r = Round::start(S[0]);
        let mut hands = 0;
        while !r.finished {
            r = next_round(table, r, HandResult::Won(table.next(r.dealer))).unwrap();
            hands += 1;
            assert!(hands <= 12);
        }
        (hands, r.prevailing)
    };
    let three = Table::chinese().with_players(3).unwrap();
    assert_eq!(play(&three), (12, Wind::North));
    let agreed = three.with_house(HouseRules { wind_rounds: 3, ..HouseRules::LEAGUE }).unwrap();
    assert_eq!(play(&agreed), (9, Wind::West));
    // A table of five wind rounds is refused when the table is built.
    assert_eq!(
        three.with_house(HouseRules { wind_rounds: 5, ..HouseRules::LEAGUE }).unwrap_err().to_string(),
        "wind_rounds 5 is out of range: 0 (all four) or 1 to 4 wind rounds"
    );
}

#[test]
fn a_kong_counts_as_one_complete_set_even_though_it_contains_four_tiles() {
    let kong = h("[1111m] 234m 567p 89s 11z");
    assert_eq!(tile_count_dead(&Table::chinese(), &kong, TurnPhase::Waiting), None);
    assert_eq!(tile_count_dead(&Table::british(), &kong, TurnPhase::Waiting), None);
    assert_eq!(tile_count_dead(&Table::chinese(), &kong, TurnPhase::Drawn), wrong_tile_count(13, 14));
    // Flowers set aside do not count; two kongs count six.
    let two = h("[1111m] (2222p) 567p 89s 11z 1f");
    assert_eq!(tile_count_dead(&Table::chinese(), &two, TurnPhase::Waiting), None);
    // American: a kong is four tiles of the fourteen.
    assert_eq!(tile_count_dead(&Table::american(), &kong, TurnPhase::Waiting), wrong_tile_count(14, 13));
}

#[test]
fn a_chow_may_be_claimed_only_from_the_player_on_the_left() {
    let s = S;
    assert_eq!(
        claim_order(&Table::chinese(), s[0], &[Claim::new(s[3], Call::Chow)]),
        Err(RulesError::ChowNotFromLeft { seat: s[3], left: s[2], discarder: s[0] })
    );
    let two = Table::chinese().with_players(2).unwrap();
    assert_eq!(
        claim_order(&two, s[0], &[Claim::new(s[1], Call::Chow)]),
        Err(RulesError::CallNotInVariant { call: Call::Chow, variant: "two-player" })
    );
    assert_eq!(claim_winner(&Table::chinese(), s[0], &[Claim::new(s[1], Call::Chow)]).unwrap().unwrap().seat, s[1]);
}

// Seed 000: each wall is "18 stacks long" with the 144 tiles (flowers and seasons); without them
// 136 tiles make walls of 17 stacks (136 / 4 walls / 2 high).
#[test]
fn four_walls_are_18_stacks_long_with_flowers_and_17_without() {
    assert_eq!(wall_stacks(&Table::chinese(), true), 18);
    assert_eq!(wall_stacks(&Table::chinese(), false), 17);
}

#[test]
fn three_player_triangular_walls_are_22_stacks_or_23_with_flowers() {
    let three = Table::chinese().with_players(3).unwrap();
    assert_eq!(wall_stacks(&three, false), 22);
    assert_eq!(wall_stacks(&three, true), 23);
    assert_eq!(tiles_dealt(&three), 40);
}

#[test]
fn any_player_who_can_form_a_finished_mah_jong_hand_with_the_tile_just_discarded_can_call_mah_jong() {
    let hand = h("123m456p789s111z5p");
    // It holds two 5 dots (one in the 456 run), so a Pung is offered too.
    assert_eq!(chinese_calls_on_5p(chinese_call_facts, &hand), [Call::Pung, Call::MahJong]);
    // 6 dots does not complete it.
    let d6 = Discard::latest(t("6p"), S[2]);
    assert!(!chinese_call_facts(&Table::chinese(), &hand, S[0], &d6).unwrap().mah_jong);
}

#[test]
fn british_mah_jong_with_only_one_chow() {
    // Two chows in hand: a win in the Chinese game, not in the British one.
    let hand = h("123m456m789s111z5p");
    let d = Discard::latest(t("5p"), S[2]);
    assert!(chinese_call_facts(&Table::chinese(), &hand, S[0], &d).unwrap().mah_jong);
    assert!(!chinese_call_facts(&Table::british(), &hand, S[0], &d).unwrap().mah_jong);
}

#[test]
fn a_player_can_rob_a_hidden_kong_in_order_to_complete_the_thirteen_unique_wonders() {
    let robber = h("9m19p19s12345677z");
    let hidden = h("(1111m)").melds()[0];
    let won = rob_kong(&Table::chinese(), &robber, S[1], &hidden).unwrap();
    assert_eq!(won.concealed().len(), 14);
    // The same concealed kong cannot be robbed for an ordinary hand.
    let ordinary = h("23m456p789s111z55p");
    assert_eq!(rob_kong(&Table::chinese(), &ordinary, S[1], &hidden), Err(RulesError::RobOnlyAddedKong));
    // And robbing needs Mah Jong.
    let added = h("[1111m+]").melds()[0];
    assert_eq!(
        rob_kong(&Table::chinese(), &h("23m456p789s111z56p"), S[1], &added),
        Err(RulesError::NotMahJong { seat: S[1], tile: t("1m") })
    );
}

#[test]
fn a_caller_holds_thirteen_tiles_in_sets_a_kong_counting_three() {
    // Seed 000: a hand is 13 tiles between turns; a kong counts as one set of three.
    let tb = Table::chinese();
    let d = Discard::latest(t("5p"), S[1]);
    let f = CallFacts::default();
    let msg = |hand: &str| calls(&tb, &h(hand), S[0], &d, &f).unwrap_err().to_string();
    assert_eq!(
        msg("1111222233334444m 1111222233334444p 55p"),
        "seat 0 cannot call: the hand has 34 tiles in sets; a caller holds 13"
    );
    assert_eq!(
        msg("46m 123p 456p 789p 11s 2s"),
        "seat 0 cannot call: the hand has 14 tiles in sets; a caller holds 13"
    );
    assert_eq!(msg("5p"), "seat 0 cannot call: the hand has 1 tiles in sets; a caller holds 13");
    assert_eq!(
        check_call(&Table::british(), &h("55p"), S[0], &d, Call::Pung, &f),
        Err(RulesError::CallerTileCount { seat: S[0], tiles: 2 })
    );
    // A kong counts three and flowers set aside do not count: 3 + 10 = 13.
    let kong = h("[1111m] 55p 123s 456s 78s 1f");
    assert_eq!(calls(&tb, &kong, S[0], &d, &f).unwrap().iter().collect::<Vec<_>>(), [Call::Pung]);
}

#[test]
fn without_facts_a_chinese_table_asks_the_hand_evaluator_whether_the_discard_wins() {
    // The facts every face assumes when none are given (the same inputs as the C and Python tests).
    let hand = h("123m456p789s111z5p");
    let d = Discard::latest(t("5p"), S[2]);
    assert_eq!(chinese_calls_on_5p(assumed_call_facts, &hand), [Call::Pung, Call::MahJong]);
    // British: three chows do not win (one chow per hand).
    let three_chows = h("123m456m789s111z5p");
    assert!(!assumed_call_facts(&Table::british(), &three_chows, S[0], &d).unwrap().mah_jong);
    // American: the card decides, so nothing is assumed.
    assert_eq!(assumed_call_facts(&Table::american(), &hand, S[0], &d).unwrap(), CallFacts::default());
    // A discard that is not the latest is never a winning tile.
    let old = Discard { latest: false, ..d };
    assert!(!assumed_call_facts(&Table::chinese(), &hand, S[0], &old).unwrap().mah_jong);
    // A caller without 13 tiles in sets is refused, as by chinese_call_facts.
    let e = assumed_call_facts(&Table::chinese(), &h("46m"), S[0], &d).unwrap_err();
    assert_eq!(e.kind(), mahjong_core::ErrorKind::CallerTileCount);
}

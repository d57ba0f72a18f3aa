//! American Charleston, deal, misdeals, wall game and rotation; each test named after the rule
//! sentence it checks (seeds 000, 001, 004).

mod common;
use common::{h, t};

use mahjong_core::rules::*;
use mahjong_core::{Hand, Tile};

const S: [Seat; 4] = Seat::ALL;

fn hands() -> [Hand; 4] {
    [h("111222m 9p"), h("333444m 9p"), h("555666m 9p"), h("777888m 9p")]
}
fn pass(s: &str) -> Pass {
    let tiles: Vec<Tile> = Hand::parse(s).unwrap().concealed().to_vec();
    Pass::new(&tiles).unwrap()
}
fn passes() -> [Pass; 4] {
    [pass("111m"), pass("333m"), pass("555m"), pass("777m")]
}

/// How many tiles of a deal each seat receives.
fn tiles_per_seat(order: &[Seat]) -> [u8; 4] {
    let mut per_seat = [0u8; 4];
    for s in order {
        per_seat[s.index() as usize] += 1;
    }
    per_seat
}

#[test]
fn first_charleston_pass_three_tiles_to_the_right_over_and_left() {
    let tb = Table::american();
    let out = apply_charleston_pass(&tb, &hands(), CharlestonPass::FirstRight, &passes(), &[Pass::EMPTY; 4]).unwrap();
    // Seat 0 passes to seat 1 (its right).
    assert_eq!(out.hands[1].to_string(), "444m9p111m");
    assert_eq!(out.received[1].tiles(), &[t("1m"); 3]);
    let out = apply_charleston_pass(&tb, &hands(), CharlestonPass::FirstOver, &passes(), &[Pass::EMPTY; 4]).unwrap();
    assert_eq!(out.hands[2].to_string(), "666m9p111m");
    let out = apply_charleston_pass(&tb, &hands(), CharlestonPass::FirstLeft, &passes(), &[Pass::EMPTY; 4]).unwrap();
    assert_eq!(out.hands[3].to_string(), "888m9p111m");
    // Tile counts never change.
    assert!(out.hands.iter().all(|x| x.tile_count() == 7));
}

#[test]
fn second_charleston_left_over_right_only_if_all_four_agree() {
    let tb = Table::american();
    assert!(second_charleston(&tb, [true; 4]));
    for stopper in 0..4 {
        let mut votes = [true; 4];
        votes[stopper] = false;
        assert!(!second_charleston(&tb, votes));
    }
    let order: Vec<_> = core::iter::successors(Some(CharlestonPass::FirstRight), |p| p.next(&tb, true)).collect();
    assert_eq!(order, CharlestonPass::ALL);
    let short: Vec<_> = core::iter::successors(Some(CharlestonPass::FirstRight), |p| p.next(&tb, false)).collect();
    assert_eq!(
        short,
        [CharlestonPass::FirstRight, CharlestonPass::FirstOver, CharlestonPass::FirstLeft, CharlestonPass::Courtesy]
    );
    assert_eq!(CharlestonPass::SecondLeft.direction(), PassDirection::Left);
    assert_eq!(CharlestonPass::SecondRight.direction(), PassDirection::Right);
}

#[test]
fn jokers_may_never_be_passed_in_the_charleston() {
    let mut hs = hands();
    hs[1] = h("333444m 0j");
    let mut ps = passes();
    ps[1] = Pass::new(&[t("3m"), t("3m"), Tile::JOKER]).unwrap();
    let e =
        apply_charleston_pass(&Table::american(), &hs, CharlestonPass::FirstOver, &ps, &[Pass::EMPTY; 4]).unwrap_err();
    assert_eq!(e.to_string(), "pass 2 (over): seat 1 passes a joker at position 3");
}

#[test]
fn three_tiles_each_pass() {
    let mut ps = passes();
    ps[2] = pass("55m");
    let e = apply_charleston_pass(&Table::american(), &hands(), CharlestonPass::FirstRight, &ps, &[Pass::EMPTY; 4])
        .unwrap_err();
    assert_eq!(e.to_string(), "pass 1 (right): seat 2 passes 2 tiles; this pass takes 3");
}

#[test]
fn a_pass_holds_only_tiles_the_player_has() {
    let mut ps = passes();
    ps[3] = Pass::new(&[t("7m"), t("7m"), t("1m")]).unwrap();
    let e = apply_charleston_pass(&Table::american(), &hands(), CharlestonPass::FirstRight, &ps, &[Pass::EMPTY; 4])
        .unwrap_err();
    assert_eq!(
        e,
        RulesError::PassesTileNotHeld { pass: CharlestonPass::FirstRight, seat: S[3], position: 3, tile: t("1m") }
    );
}

#[test]
fn a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston() {
    let tb = Table::american();
    let over = apply_charleston_pass(&tb, &hands(), CharlestonPass::FirstOver, &passes(), &[Pass::EMPTY; 4]).unwrap();
    // Seat 0 received 555m; on the left pass it passes them on unseen.
    let mut ps = [pass("222m"), pass("444m"), pass("666m"), pass("888m")];
    ps[0] = Pass::new(&[t("5m"); 3]).unwrap().with_blind(0).with_blind(1).with_blind(2);
    let out = apply_charleston_pass(&tb, &over.hands, CharlestonPass::FirstLeft, &ps, &over.received).unwrap();
    assert_eq!(out.received[3].tiles(), &[t("5m"); 3]);
    // Not on the over pass.
    let e = apply_charleston_pass(&tb, &over.hands, CharlestonPass::SecondOver, &ps, &over.received).unwrap_err();
    assert!(matches!(e, RulesError::BlindPassNotAllowed { seat, position: 1, .. } if seat == S[0]));
    // Blind tiles must be tiles just received.
    let mut ps2 = ps;
    ps2[1] = pass("444m").with_blind(0);
    let e = apply_charleston_pass(&tb, &over.hands, CharlestonPass::FirstLeft, &ps2, &over.received).unwrap_err();
    assert!(matches!(e, RulesError::BlindPassNotAllowed { seat, .. } if seat == S[1]));
}

#[test]
fn courtesy_pass_zero_to_three_tiles_across_the_lower_number_wins() {
    assert_eq!(courtesy_count(S[0], 2, S[2], 3), Ok(2));
    assert_eq!(courtesy_count(S[1], 0, S[3], 3), Ok(0));
    assert_eq!(courtesy_count(S[1], 4, S[3], 3), Err(RulesError::CourtesyCount { seat: S[1], count: 4 }));
    let ps = [pass("11m"), Pass::EMPTY, pass("55m"), Pass::EMPTY];
    let out = apply_courtesy_pass(&Table::american(), &hands(), [2, 1, 3, 0], &ps).unwrap();
    assert_eq!(out.hands[0].to_string(), "1222m9p55m");
    // Seat 1 asked 1 but seat 3 asked 0: they pass nothing.
    let bad = [pass("11m"), pass("3m"), pass("55m"), Pass::EMPTY];
    let e = apply_courtesy_pass(&Table::american(), &hands(), [2, 1, 3, 0], &bad).unwrap_err();
    assert_eq!(e.to_string(), "pass 7 (courtesy): seat 1 passes 1 tiles; this pass takes 0");
}

#[test]
fn with_fewer_than_four_players_the_charleston_is_skipped_unless_the_house_rule_plays_it() {
    let three = Table::american().with_players(3).unwrap();
    assert!(!charleston_played(&three));
    let e = apply_charleston_pass(&three, &hands(), CharlestonPass::FirstRight, &passes(), &[Pass::EMPTY; 4]);
    assert_eq!(e, Err(RulesError::PassNotPlayed { pass: CharlestonPass::FirstRight }));
    let house = three.with_house(HouseRules { three_player_charleston: true, ..HouseRules::LEAGUE }).unwrap();
    assert!(charleston_played(&house));
    let out =
        apply_charleston_pass(&house, &hands(), CharlestonPass::FirstRight, &passes(), &[Pass::EMPTY; 4]).unwrap();
    // Seat 2 passes right to seat 0; seat 3 is empty and untouched.
    assert_eq!(out.hands[0].to_string(), "222m9p555m");
    assert_eq!(out.hands[3], hands()[3]);
    let order: Vec<_> = core::iter::successors(Some(CharlestonPass::FirstRight), |p| p.next(&house, true)).collect();
    assert_eq!(
        order,
        [
            CharlestonPass::FirstRight,
            CharlestonPass::FirstLeft,
            CharlestonPass::SecondLeft,
            CharlestonPass::SecondRight
        ]
    );
}

#[test]
fn house_remedy_for_an_accidentally_passed_joker() {
    assert_eq!(passed_joker_remedy(true), Remedy::ReturnJoker);
    assert_eq!(passed_joker_remedy(false), Remedy::RedealSameEast);
}

#[test]
fn east_14_tiles_all_other_players_13() {
    for dealer in S {
        let counts: Vec<u8> = S.iter().map(|&s| dealt_tiles(s, dealer)).collect();
        assert_eq!(counts.iter().map(|&c| c as u32).sum::<u32>(), 53);
        assert_eq!(counts[dealer.index() as usize], 14);
    }
}

#[test]
fn deal_two_stacks_each_three_times_then_east_takes_the_first_and_third_top_tiles() {
    let dealer = S[1];
    let order = deal_order(&Table::american(), dealer).unwrap();
    let order = order.seats();
    assert_eq!(order.len(), 53);
    assert_eq!(tiles_per_seat(order), [13, 14, 13, 13]);
    // Tiles 16..20 go to East again (second circuit).
    assert!(order[16..20].iter().all(|&s| s == dealer));
    assert_eq!(order[52], dealer);
    assert_eq!(order[49], dealer.right());
}

#[test]
fn the_player_to_easts_left_may_correct_a_missing_thirteenth_tile_other_counts_redeal_with_the_same_east() {
    let tb = Table::american();
    assert_eq!(check_deal(&tb, S[2], [13, 12, 14, 13]).unwrap(), (Remedy::DrawMissingTile, Some(S[1])));
    assert_eq!(check_deal(&tb, S[2], [13, 13, 14, 12]).unwrap(), (Remedy::RedealSameEast, None));
    assert_eq!(check_deal(&tb, S[2], [13, 13, 13, 13]).unwrap(), (Remedy::RedealSameEast, None));
    assert_eq!(check_deal(&tb, S[2], [13, 13, 14, 13]).unwrap(), (Remedy::PlayOn, None));
    assert_eq!(check_deal(&Table::chinese(), S[2], [13, 12, 14, 13]).unwrap(), (Remedy::RedealSameEast, None));
}

#[test]
fn east_counts_the_dice_in_stacks_from_the_right_end_of_easts_wall() {
    assert_eq!(break_wall(&Table::american(), S[3], 19, 4, 5), Ok(WallBreak { breaker: S[3], wall: S[3], stack: 9 }));
}

#[test]
fn east_rolls_both_dice_and_counts_their_sum() {
    // Seed 001: "East rolls both dice". 6 + 6 = 12 stacks, still in East's 19-stack wall; the
    // second die is not ignored: 1 + 6 differs from 1 + 1.
    assert_eq!(break_wall(&Table::american(), S[0], 19, 6, 6).unwrap().stack, 12);
    assert_eq!(break_wall(&Table::american(), S[0], 19, 1, 6).unwrap().stack, 7);
    assert_eq!(break_wall(&Table::american(), S[0], 19, 1, 1).unwrap().stack, 2);
}

#[test]
fn a_die_shows_one_to_six_and_a_wall_has_at_least_one_stack() {
    let t = Table::american();
    assert_eq!(
        break_wall(&t, S[0], 19, 0, 3),
        Err(RulesError::OutOfRange { argument: "first", value: 0, expected: "a die shows 1 to 6" })
    );
    assert_eq!(
        break_wall(&t, S[0], 19, 3, 7),
        Err(RulesError::OutOfRange { argument: "second", value: 7, expected: "a die shows 1 to 6" })
    );
    assert_eq!(
        break_wall(&t, S[0], 0, 3, 3),
        Err(RulesError::OutOfRange { argument: "stacks_per_wall", value: 0, expected: "at least 1 stack" })
    );
    assert_eq!(break_wall(&t, S[0], 19, 0, 3).unwrap_err().to_string(), "first 0 is out of range: a die shows 1 to 6");
    let three = t.with_players(3).unwrap();
    assert_eq!(break_wall(&three, S[3], 19, 3, 3), Err(RulesError::SeatNotInPlay { seat: S[3], players: 3 }));
}

#[test]
fn once_exposed_they_cannot_be_changed_except_through_a_joker_exchange() {
    // Seed 000 (American): no adding to a pung, and seed 001: no kong replacement draws, so no
    // concealed kong declaration nor robbing the kong.
    let t = Table::american();
    let hand = h("5z 9p [555z]");
    let na = |action| Err(RulesError::NotInVariant { action, variant: "american" });
    assert_eq!(add_to_pung(&t, &hand, S[0], self::t("5z"), true), na("adding to a pung"));
    assert_eq!(declare_concealed_kong(&t, &h("1111z 5m"), S[0], self::t("1z")), na("declaring a concealed kong"));
    let added = h("[5555p+]").melds()[0];
    assert_eq!(rob_kong(&t, &h("123m456p789s111z5p"), S[2], &added), na("robbing a kong"));
    assert_eq!(
        add_to_pung(&t, &hand, S[0], self::t("5z"), true).unwrap_err().to_string(),
        "adding to a pung is not allowed in american play"
    );
}

#[test]
fn a_three_player_deal_goes_to_the_three_seats_in_play_only() {
    // 4 tiles each three times round (36), one each (39), East's last tile (40 = 13 * 3 + 1).
    let three = Table::american().with_players(3).unwrap();
    let order = deal_order(&three, S[1]).unwrap();
    let order = order.seats();
    assert_eq!(order.len(), 40);
    assert_eq!(tiles_per_seat(order), [13, 14, 13, 0]);
    assert_eq!(&order[..12], &[S[1], S[1], S[1], S[1], S[2], S[2], S[2], S[2], S[0], S[0], S[0], S[0]]);
    assert_eq!(&order[36..], &[S[1], S[2], S[0], S[1]]);
    let two = Table::chinese().with_players(2).unwrap();
    let order = deal_order(&two, S[0]).unwrap();
    assert_eq!(order.seats().len(), 27);
    assert_eq!(&order.seats()[24..], &[S[0], S[1], S[0]]);
    assert_eq!(deal_order(&three, S[3]), Err(RulesError::SeatNotInPlay { seat: S[3], players: 3 }));
}

#[test]
fn each_wall_is_19_stacks_and_152_tiles_leave_99_after_the_deal() {
    assert_eq!(wall_stacks(&Table::american(), false), 19);
    assert_eq!(u32::from(wall_stacks(&Table::american(), false)) * 2 * 4, 152);
    assert_eq!(Wall::after_deal(&Table::american(), 152), Wall { live: 99, kong_box: 0 });
}

#[test]
fn there_is_no_separate_dead_wall_or_replacement_draw_for_flowers_or_kongs() {
    let w = Wall::after_deal(&Table::american(), 152);
    assert!(w.draw_replacement(&Table::american()).is_err());
    let (hand, replace) = take_tile(&Table::american(), &h("1b"), Tile::AMERICAN_FLOWER).unwrap();
    assert!(!replace);
    assert_eq!(hand.concealed().len(), 2);
}

#[test]
fn if_no_player_declares_mah_jongg_before_all_playable_tiles_are_drawn_the_hand_is_a_wall_game() {
    let mut w = Wall::after_deal(&Table::american(), 152);
    for _ in 0..99 {
        assert!(!w.is_wall_game());
        w = w.draw().unwrap();
    }
    assert!(w.is_wall_game());
}

#[test]
fn east_passes_to_the_right_after_every_hand_whoever_won() {
    let tb = Table::american();
    let r = Round::start(S[0]);
    for result in [HandResult::Won(S[0]), HandResult::Won(S[2]), HandResult::WallGame] {
        let next = next_round(&tb, r, result).unwrap();
        assert_eq!(next.dealer, S[1]);
        assert_eq!(next.prevailing, r.prevailing);
    }
}

#[test]
fn five_players_four_play_at_a_time_and_the_seat_rotates() {
    let outs: Vec<_> = (0..10).map(|g| sitting_out(5, g).unwrap()).collect();
    for p in 0..5 {
        assert_eq!(outs.iter().filter(|&&o| o == p).count(), 2);
    }
    assert_ne!(outs[0], outs[1]);
}

#[test]
fn house_rule_the_player_sitting_out_bets_right_guess_collects_wrong_guess_pays_as_the_chosen_player() {
    let tb = Table::american().with_house(HouseRules { fifth_player_bets: true, ..HouseRules::LEAGUE }).unwrap();
    assert_eq!(settle_bet(&tb, Bet::WallGame, HandResult::WallGame), Ok(BetOutcome::CollectsFromLosers));
    assert_eq!(settle_bet(&tb, Bet::On(S[3]), HandResult::Won(S[0])), Ok(BetOutcome::PaysAs(S[3])));
    assert_eq!(settle_bet(&tb, Bet::WallGame, HandResult::Won(S[0])), Ok(BetOutcome::PaysAsLoser));
}

#[test]
fn league_rules_are_the_default_house_profile() {
    assert_eq!(Table::default().house(), HouseRules::default());
    assert_eq!(HouseRules::default(), HouseRules::LEAGUE);
    assert_eq!(HouseRules::LEAGUE.blanks, 0);
    assert!(!Table::default().house().strict_dead_hand);
    // All four wind rounds unless the table agrees on fewer.
    assert_eq!(Table::default().house().rounds(), 4);
}

#[test]
fn a_deal_count_above_fifteen_is_not_a_misdeal_but_bad_input() {
    // East is dealt 14 and a misdeal is off by one: 15 is the most a seat can hold.
    let east = Seat::ALL[0];
    assert_eq!(check_deal(&Table::american(), east, [15, 13, 13, 13]), Ok((Remedy::RedealSameEast, None)));
    for bad in [16u8, 200, 255] {
        assert_eq!(
            check_deal(&Table::chinese(), east, [14, 13, bad, 13]),
            Err(RulesError::OutOfRange {
                argument: "deal count",
                value: u32::from(bad),
                expected: "0 to 15 tiles a seat"
            })
        );
    }
    assert_eq!(
        check_deal(&Table::american(), east, [255; 4]).unwrap_err().to_string(),
        "deal count 255 is out of range: 0 to 15 tiles a seat"
    );
    // A seat not in play is not read: three players, seat 3's count is ignored.
    let three = Table::chinese().with_players(3).unwrap();
    assert_eq!(check_deal(&three, east, [14, 13, 13, 255]), Ok((Remedy::PlayOn, None)));
}

#[test]
fn a_table_seats_two_to_four_players_and_refuses_any_other_count() {
    for players in [2, 3, 4] {
        let t = Table::new(Variant::American, players, HouseRules::LEAGUE).unwrap();
        assert_eq!((u32::from(t.players()), u32::from(t.seats())), (players, players));
    }
    for players in [0, 1, 5, 9, 255, 256, u32::MAX] {
        let e = Table::new(Variant::Chinese, players, HouseRules::LEAGUE).unwrap_err();
        assert_eq!(e, RulesError::OutOfRange { argument: "players", value: players, expected: "2 to 4 players" });
    }
    assert_eq!(Table::american().with_players(9).unwrap_err().to_string(), "players 9 is out of range: 2 to 4 players");
}

#[test]
fn house_rules_hold_at_most_eight_blanks_and_four_wind_rounds() {
    let eight = HouseRules { blanks: 8, wind_rounds: 4, ..HouseRules::LEAGUE };
    assert_eq!(Table::new(Variant::American, 4, eight).unwrap().house(), eight);
    let nine = HouseRules { blanks: 9, ..HouseRules::LEAGUE };
    assert_eq!(
        Table::new(Variant::American, 4, nine).unwrap_err().to_string(),
        "blanks 9 is out of range: 0 to 8 blanks"
    );
    let five = HouseRules { wind_rounds: 5, ..HouseRules::LEAGUE };
    assert_eq!(
        Table::british().with_house(five).unwrap_err().to_string(),
        "wind_rounds 5 is out of range: 0 (all four) or 1 to 4 wind rounds"
    );
}

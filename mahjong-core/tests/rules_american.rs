//! American table rules, each test named after the rule sentence it checks (seeds 000, 001, 004).

mod common;
use common::{h, t, wrong_tile_count};

use mahjong_core::rules::*;
use mahjong_core::{Hand, MeldStatus, Tile, notation};

const S: [Seat; 4] = Seat::ALL;

fn am_calls(hand: &str, tile: &str, facts: CallFacts) -> Vec<Call> {
    let d = Discard::latest(t(tile), S[0]);
    calls(&Table::american(), &h(hand), S[2], &d, &facts).unwrap().iter().collect()
}

/// A 5 dots just discarded by East.
fn latest_5p() -> Discard {
    Discard::latest(t("5p"), S[0])
}

#[test]
fn a_discarded_tile_may_be_claimed_for_pung_kong_quint_sextet_jokers_from_hand_may_join() {
    // One natural and four jokers in hand: the discard is the natural, up to a sextet.
    assert_eq!(
        am_calls("5d J J J J 1b", "5p", CallFacts::default()),
        [Call::Pung, Call::Kong, Call::Quint, Call::Sextet]
    );
    // One natural, no joker: pung only.
    assert_eq!(am_calls("5d 5d 1b", "5p", CallFacts::default()), [Call::Pung]);
}

#[test]
fn a_pair_or_single_only_for_mah_jongg() {
    // One matching tile: an exposure would be a pair; only a Mah Jongg call is possible.
    assert_eq!(am_calls("5d 1b 2b", "5p", CallFacts::default()), []);
    let win = CallFacts { mah_jong: true, ..CallFacts::default() };
    assert_eq!(am_calls("5d 1b 2b", "5p", win), [Call::MahJong]);
    let e = check_american_call(&Table::american(), &h("5d 1b"), S[2], &latest_5p(), Call::Pung, &CallFacts::default());
    assert_eq!(e, Err(RulesError::CannotCall { seat: S[2], call: Call::Pung, tile: t("5p"), have: 1, need: 2 }));
}

#[test]
fn claim_only_the_most_recently_discarded_tile() {
    let d = Discard { latest: false, ..Discard::latest(t("5p"), S[0]) };
    assert_eq!(calls(&Table::american(), &h("5d 5d"), S[1], &d, &CallFacts::default()), Ok(CallSet::EMPTY));
    assert_eq!(
        check_call(&Table::american(), &h("5d 5d"), S[1], &d, Call::Pung, &CallFacts::default()),
        Err(RulesError::NotLatestDiscard)
    );
}

#[test]
fn a_discarded_joker_is_dead_and_may_never_be_claimed() {
    let d = Discard::latest(Tile::JOKER, S[0]);
    assert_eq!(calls(&Table::american(), &h("J J 1b"), S[1], &d, &CallFacts::default()), Ok(CallSet::EMPTY));
    let e = check_call(&Table::american(), &h("J J 1b"), S[1], &d, Call::Pung, &CallFacts::default()).unwrap_err();
    assert_eq!(e, RulesError::DiscardedJoker);
    assert_eq!(e.to_string(), "a discarded joker is dead and may never be claimed");
}

#[test]
fn concealed_hands_may_not_call_discards_except_for_mah_jongg() {
    let facts = CallFacts { concealed_only: true, mah_jong: true, ..CallFacts::default() };
    assert_eq!(am_calls("5d 5d 5d 1b", "5p", facts), [Call::MahJong]);
}

#[test]
fn optionally_keep_only_calls_that_leave_a_line_possible() {
    let facts = CallFacts { keeps_a_line: [true, false, true, true], ..CallFacts::default() };
    // League: the option is off, Kong is offered.
    assert_eq!(am_calls("5d 5d 5d", "5p", facts), [Call::Pung, Call::Kong]);
    let house = Table::american().with_house(HouseRules { calls_keep_a_line: true, ..HouseRules::LEAGUE }).unwrap();
    let d = Discard::latest(t("5p"), S[0]);
    let c: Vec<_> = calls(&house, &h("5d 5d 5d"), S[2], &d, &facts).unwrap().iter().collect();
    assert_eq!(c, [Call::Pung]);
}

#[test]
fn no_chow_claims_in_american_play() {
    let r = check_call(&Table::american(), &h("4d 6d"), S[1], &latest_5p(), Call::Chow, &CallFacts::default());
    assert_eq!(r, Err(RulesError::CallNotInVariant { call: Call::Chow, variant: "american" }));
}

#[test]
fn the_exposed_group_must_include_the_natural_discard() {
    let after = expose(&h("J J 1b"), S[1], t("3z"), Call::Pung, 2).unwrap();
    let m = after.melds()[0];
    assert_eq!((m.tile(), m.jokers(), m.status()), (t("3z"), 2, MeldStatus::Exposed));
    assert_eq!(notation::american(&after).to_string(), "1b [WJJ]");
    // Three jokers asked for a pung: only two tiles come from the hand.
    assert!(expose(&h("J J J"), S[1], t("3z"), Call::Pung, 3).is_err());
}

#[test]
fn mah_jongg_beats_an_exposure_claim() {
    let claims = [Claim { committed: true, ..Claim::new(S[1], Call::Pung) }, Claim::new(S[3], Call::MahJong)];
    assert_eq!(claim_winner(&Table::american(), S[0], &claims).unwrap().unwrap().seat, S[3]);
}

#[test]
fn between_two_claims_for_the_same_purpose_the_nearest_in_turn_wins_unless_the_other_committed() {
    let a = Claim::new(S[3], Call::Pung);
    let b = Claim::new(S[0], Call::Kong);
    // Discarder seat 2: seat 3 is next, then seat 0.
    assert_eq!(claim_winner(&Table::american(), S[2], &[b, a]).unwrap().unwrap().seat, S[3]);
    let b_committed = Claim { committed: true, ..b };
    assert_eq!(claim_winner(&Table::american(), S[2], &[a, b_committed]).unwrap().unwrap().seat, S[0]);
}

#[test]
fn verify_the_priority_mah_jongg_claimant_first_then_the_next_resolve_the_tile_once() {
    let claims = [Claim::new(S[2], Call::MahJong), Claim::new(S[1], Call::MahJong), Claim::new(S[3], Call::MahJong)];
    let mut checked = Vec::new();
    let w = resolve_mah_jong_claims(&Table::american(), S[0], &claims, |s| {
        checked.push(s);
        s != S[1]
    })
    .unwrap();
    assert_eq!(w, Some(S[2]));
    assert_eq!(checked, [S[1], S[2]]);
}

#[test]
fn a_discard_may_be_called_until_the_next_player_racks_discards_declares_or_exchanges_a_joker() {
    let t4 = Table::american();
    assert!(claim_window_open(&t4, &[]));
    assert!(claim_window_open(&t4, &[TableAction::Draw]));
    for closing in [TableAction::Rack, TableAction::Discard, TableAction::DeclareMahJong, TableAction::ExchangeJoker] {
        assert!(!claim_window_open(&t4, &[TableAction::Draw, closing]), "{closing:?}");
    }
}

#[test]
fn a_simultaneous_rack_and_call_favors_the_caller() {
    assert!(call_in_time(&Table::american(), &[TableAction::Draw, TableAction::Rack], true));
    assert!(!call_in_time(&Table::american(), &[TableAction::Draw, TableAction::Rack, TableAction::Discard], true));
}

#[test]
fn claiming_counts_as_your_turn_and_players_between_lose_their_turn() {
    assert_eq!(turns_lost(&Table::american(), S[1], S[0]), 2);
    assert_eq!(turns_lost(&Table::american(), S[1], S[2]), 0);
    assert!(must_discard_after(Call::Quint));
    assert!(!must_discard_after(Call::MahJong));
}

fn four(a: &str, b: &str) -> [Hand; 4] {
    let p = |s: &str| if s.is_empty() { Hand::new() } else { h(s) };
    [p(a), p(b), Hand::new(), Hand::new()]
}

#[test]
fn exchange_a_joker_from_any_exposure_including_your_own_after_drawing_or_exposing() {
    let hands = four("5d 1b [N N J]", "[5d 5d J J]");
    let tb = Table::american();
    // Another player's exposure, after drawing.
    let x = exchange_joker(&tb, &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, t("5p")).unwrap();
    assert_eq!(notation::american(&x.owner_hand).to_string(), "[555d J]");
    assert_eq!(notation::american(&x.hand).to_string(), "1b J [NNJ]");
    assert_eq!(x.hand.tile_count(), hands[0].tile_count());
    // Own exposure, after exposing: hand and owner hand are the same.
    let hands = four("N 1b [N N J]", "");
    let x = exchange_joker(&tb, &hands, Turn::new(S[0], TurnPhase::Exposed), S[0], 0, t("4z")).unwrap();
    assert_eq!(x.hand, x.owner_hand);
    assert_eq!(notation::american(&x.hand).to_string(), "1b J [NNN]");
}

#[test]
fn joker_exchange_only_during_your_turn() {
    let hands = four("5d", "[5d 5d J]");
    for phase in [TurnPhase::Waiting, TurnPhase::Discarded] {
        let e = exchange_joker(&Table::american(), &hands, Turn::new(S[0], phase), S[1], 0, t("5p")).unwrap_err();
        assert_eq!(e, RulesError::WrongPhase { seat: S[0], action: "exchange a joker", phase });
    }
}

#[test]
fn several_joker_exchanges_per_turn_are_allowed() {
    let mut hands = four("5d 5d 1b", "[5d J J]");
    let tb = Table::american();
    for _ in 0..2 {
        let x = exchange_joker(&tb, &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, t("5p")).unwrap();
        x.apply(&mut hands);
    }
    assert_eq!(notation::american(&hands[0]).to_string(), "1b JJ");
    assert_eq!(notation::american(&hands[1]).to_string(), "[555d]");
}

#[test]
fn a_discarded_tile_may_not_be_reclaimed_for_a_joker_exchange() {
    // The 5 dot was discarded: it is no longer in the hand.
    let hands = four("1b 2b", "[5d 5d J]");
    let e =
        exchange_joker(&Table::american(), &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, t("5p")).unwrap_err();
    assert_eq!(e.to_string(), "seat 0 does not hold 5p in hand");
}

#[test]
fn any_flower_redeems_a_joker_standing_for_a_flower() {
    let hands = four("F 1b", "[F F J]");
    let x =
        exchange_joker(&Table::american(), &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, Tile::AMERICAN_FLOWER)
            .unwrap();
    assert_eq!(x.exposure.jokers(), 0);
}

#[test]
fn a_c_hand_may_redeem_another_players_exposed_joker() {
    // A fully concealed hand (no exposures) redeems without exposing its own tiles.
    let hands = four("2222b 4444b 6666b 5d", "[5d 5d J]");
    let x = exchange_joker(&Table::american(), &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, t("5p")).unwrap();
    assert!(x.hand.melds().is_empty());
}

#[test]
fn the_challenged_dead_player_stops_exchanging() {
    let hands = four("5d", "[5d 5d J]");
    let turn = Turn { dead: true, ..Turn::new(S[0], TurnPhase::Drawn) };
    assert_eq!(
        exchange_joker(&Table::american(), &hands, turn, S[1], 0, t("5p")),
        Err(RulesError::DeadHand { seat: S[0] })
    );
}

#[test]
fn a_dead_hands_earlier_valid_exposures_stay_available_for_joker_exchange() {
    let dead = h("[5d 5d J] [1b 1b J] 2b 3b");
    let rack = dead_hand_rack(&dead, &[true, false], false);
    assert_eq!(rack.melds().len(), 1);
    let hands = [h("5d 9b"), rack, Hand::new(), Hand::new()];
    assert!(exchange_joker(&Table::american(), &hands, Turn::new(S[0], TurnPhase::Drawn), S[1], 0, t("5p")).is_ok());
    // A C hand's exposures all return: no joker left to redeem.
    let c_rack = dead_hand_rack(&dead, &[true, true], true);
    assert_eq!(c_rack.melds().len(), 0);
    assert_eq!(c_rack.tile_count(), dead.tile_count());
}

#[test]
fn a_hand_is_dead_if_a_player_fails_to_maintain_the_correct_number_of_tiles() {
    let thirteen = h("FF 11b 22b 33b 44b 55b 6b");
    assert_eq!(tile_count_dead(&Table::american(), &thirteen, TurnPhase::Waiting), None);
    assert_eq!(tile_count_dead(&Table::american(), &thirteen, TurnPhase::Drawn), wrong_tile_count(13, 14));
}

#[test]
fn a_hand_is_dead_if_mahjong_is_falsely_declared_and_exposed() {
    let exposed = FalseDeclaration { exposed: true, ..FalseDeclaration::default() };
    assert_eq!(false_mah_jong(exposed), FalseMahJongOutcome::DeadHand);
    // Withdrawn before anyone exposes, throws in tiles or disturbs a wall.
    assert_eq!(false_mah_jong(FalseDeclaration::default()), FalseMahJongOutcome::Withdrawn);
    // Tiles thrown in or walls destroyed: no winner, redeal under the next East.
    let wrecked = FalseDeclaration { exposed: true, wall_disturbed: true, others_threw_in: false };
    assert_eq!(false_mah_jong(wrecked), FalseMahJongOutcome::Ended(Remedy::RedealNextEast));
}

#[test]
fn a_concealed_hand_improperly_exposed_is_dead() {
    assert_eq!(concealed_hand_exposed(&h("[NNN] 1b"), true), Some(DeadHandReason::ConcealedHandExposed));
    assert_eq!(concealed_hand_exposed(&h("NNN 1b"), true), None);
}

#[test]
fn the_dead_players_turns_are_skipped_and_one_live_player_ends_the_hand() {
    assert_eq!(next_live_seat(&Table::american(), S[3], [true, true, false, false]), Some(S[2]));
    assert_eq!(next_live_seat(&Table::american(), S[3], [true, true, true, false]), None);
}

#[test]
fn house_rule_blanks_a_blank_can_be_traded_for_a_tile_from_the_discards() {
    let hands = h("12s0k");
    let turn = Turn::new(S[0], TurnPhase::Drawn);
    assert_eq!(
        trade_blank(&Table::american(), &hands, turn, t("3s")),
        Err(RulesError::HouseRuleOff { rule: "blanks in play" })
    );
    let house = Table::american().with_house(HouseRules { blanks: 6, ..HouseRules::LEAGUE }).unwrap();
    assert_eq!(trade_blank(&house, &hands, turn, t("3s")).unwrap().to_string(), "123s");
    assert_eq!(trade_blank(&house, &hands, turn, Tile::JOKER), Err(RulesError::DiscardedJoker));
}

// Seed 001: a joker exchange replaces a joker "in an exposed group"; a concealed kong on the table
// is not an exposure, and the natural must be the tile the joker stands for.
#[test]
fn a_joker_exchange_needs_an_exposure_and_the_matching_natural() {
    let hands = four("5d 6d 1b", "(7d 7d 7d 7d) [5d 5d J]");
    let tb = Table::american();
    let turn = Turn::new(S[0], TurnPhase::Drawn);
    assert_eq!(
        exchange_joker(&tb, &hands, turn, S[1], 0, t("5p")).unwrap_err(),
        RulesError::ExposureConcealed { seat: S[1], index: 0 }
    );
    assert_eq!(
        exchange_joker(&tb, &hands, turn, S[1], 1, t("6p")).unwrap_err(),
        RulesError::NaturalDoesNotMatch { offered: t("6p"), stands_for: t("5p") }
    );
    assert_eq!(exchange_joker(&tb, &hands, turn, S[1], 1, t("5p")).unwrap().exposure.jokers(), 0);
}

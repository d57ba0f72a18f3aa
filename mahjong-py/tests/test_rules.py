"""Table rules from Python (issue 5): each test is named after the rule sentence of the seeds
that it checks; the expected values are worked out by hand from the rule text."""

import json

import pytest

import mahjong_core
from mahjong_core import ErrorKind
from mahjong_core import Hand, MahjongError, Tile, rules
from mahjong_core.rules import (
    CallFacts,
    Claim,
    Discard,
    HouseRules,
    Pass,
    Round,
    RulesError,
    Table,
    Wall,
)

AMERICAN = Table("american")
CHINESE = Table("chinese")
BRITISH = Table("british")


def am_calls(hand, tile, facts=None, table=AMERICAN):
    return rules.calls(table, hand, 2, Discard(tile, discarder=0), facts)


# ---- house rules and the table ----


def test_league_rules_are_the_default_house_profile():
    assert Table().house == HouseRules() == HouseRules.league()
    assert HouseRules().to_dict() == {
        "blanks": 0,
        "three_player_charleston": False,
        "fifth_player_bets": False,
        "thrower_pays_all": False,
        "strict_dead_hand": False,
        "calls_keep_a_line": False,
        "wind_rounds": 0,
    }
    t = Table("american", players=3, blanks=2, three_player_charleston=True)
    assert (t.variant, t.players, t.house.blanks, t.house.three_player_charleston) == ("american", 3, 2, True)
    assert t == Table("american", players=3, house=HouseRules(blanks=2, three_player_charleston=True))
    assert json.loads(json.dumps(t.to_dict()))["house"]["blanks"] == 2
    assert mahjong_core.Table is Table and mahjong_core.rules is rules


def test_bad_table_arguments_name_what_is_wrong():
    with pytest.raises(RulesError, match='unknown variant "mahjongg"'):
        Table("mahjongg")
    with pytest.raises(RulesError, match=r"^players 5 is out of range: 2 to 4 players$"):
        Table("chinese", players=5)
    with pytest.raises(TypeError):
        Table("american", blankz=2)


# ---- calls on a discard (American) ----


def test_a_discarded_tile_may_be_claimed_for_pung_kong_quint_sextet_jokers_from_hand_may_join():
    # One natural and four jokers in hand: the discard is the natural, up to a Sextet.
    assert am_calls("5d J J J J 1b", "5p") == ["pung", "kong", "quint", "sextet"]
    assert am_calls("5d 5d 1b", "5p") == ["pung"]


def test_a_pair_or_single_only_for_mah_jongg():
    assert am_calls("5d 1b 2b", "5p") == []
    assert am_calls("5d 1b 2b", "5p", CallFacts(mah_jong=True)) == ["mah_jong"]
    with pytest.raises(RulesError, match=r"^seat 2 cannot call Pung on 5p: holds 1 of the 2 tiles needed$") as e:
        rules.check_call(AMERICAN, "5d 1b", 2, Discard("5p", 0), "pung")
    assert e.value.kind is ErrorKind.CannotCall


def test_claim_only_the_most_recently_discarded_tile():
    # No call is possible: an empty answer; check_call says why.
    assert rules.calls(AMERICAN, "5d 5d", 1, Discard("5p", 0, latest=False)) == []
    with pytest.raises(RulesError, match="only the most recent discard can be called"):
        rules.check_call(AMERICAN, "5d 5d", 1, Discard("5p", 0, latest=False), "pung")


def test_a_discarded_joker_is_dead_and_may_never_be_claimed():
    assert rules.calls(AMERICAN, "J J 1b", 1, Discard("J", 0)) == []
    with pytest.raises(RulesError) as e:
        rules.check_call(AMERICAN, "J J 1b", 1, Discard("J", 0), "pung")
    assert str(e.value) == "a discarded joker is dead and may never be claimed"
    assert e.value.kind is ErrorKind.DiscardedJoker
    assert isinstance(e.value, MahjongError)


def test_concealed_hands_may_not_call_discards_except_for_mah_jongg():
    assert am_calls("5d 5d 5d 1b", "5p", CallFacts(concealed_only=True, mah_jong=True)) == ["mah_jong"]


def test_optionally_keep_only_calls_that_leave_a_line_possible():
    facts = CallFacts(keeps_a_line=[True, False, True, True])
    assert am_calls("5d 5d 5d", "5p", facts) == ["pung", "kong"]
    house = Table("american", calls_keep_a_line=True)
    assert am_calls("5d 5d 5d", "5p", facts, table=house) == ["pung"]


def test_the_exposed_group_must_include_the_natural_discard():
    after = rules.expose("J J 1b", 1, "3z", "pung", jokers=2)
    assert after.american == "1b [WJJ]"
    assert after.exposures[0].to_dict() == {"kind": "pung", "status": "exposed", "tiles": ["3z", "0j", "0j"], "jokers": 2}
    with pytest.raises(RulesError, match="Pung of 3z cannot use 3 jokers: the hand holds 3"):
        rules.expose("J J J", 1, "3z", "pung", jokers=3)


def test_bad_call_arguments_name_what_is_wrong():
    with pytest.raises(RulesError, match=r"^seat 7 is not a seat \(0 to 3\)$") as e:
        rules.calls(AMERICAN, "5d 5d", 7, Discard("5p", 0))
    assert e.value.kind is ErrorKind.InvalidArgument
    with pytest.raises(RulesError, match="seat 9 is not a seat"):
        Discard("5p", 9)
    with pytest.raises(RulesError, match='unknown call "pong"'):
        rules.check_call(AMERICAN, "5d 5d", 1, Discard("5p", 0), "pong")


# ---- calls on a discard (Chinese and British) ----


def test_a_chow_may_only_be_claimed_from_the_player_immediately_before_you_in_turn_order():
    assert rules.calls(CHINESE, "46m 123p 456p 789p 19s", 0, Discard("5m", 3)) == ["chow"]
    assert rules.calls(CHINESE, "46m 123p 456p 789p 19s", 0, Discard("5m", 2)) == []
    with pytest.raises(RulesError, match=r"^seat 0 can call chow only from seat 3, not from seat 1$") as e:
        rules.check_call(CHINESE, "46m 123p 456p 789p 19s", 0, Discard("5m", 1), "chow")
    assert e.value.kind is ErrorKind.ChowNotFromLeft
    # The chow takes the discard and two tiles from the hand.
    assert [str(t) for t in rules.chow_options("3467m", "5m")] == ["3m", "4m", "5m"]
    assert str(rules.expose_chow("4678m", 0, "5m", "4m")) == "78m [456m]"


def test_pung_or_kong_may_be_claimed_from_anyone():
    for discarder in (1, 2, 3):
        assert rules.calls(CHINESE, "777z 1m 123p 456p 789p", 0, Discard("7z", discarder)) == ["pung", "kong"]


def test_a_caller_holds_thirteen_tiles_in_sets_a_kong_counting_three():
    d = Discard("5p", 1)
    msg = r"^seat 0 cannot call: the hand has {} tiles in sets; a caller holds 13$"
    with pytest.raises(RulesError, match=msg.format(34)) as e:
        rules.calls(CHINESE, "1111222233334444m 1111222233334444p 55p", 0, d)
    assert e.value.kind is ErrorKind.CallerTileCount
    with pytest.raises(RulesError, match=msg.format(14)):
        rules.calls(CHINESE, "46m 123p 456p 789p 11s 2s", 0, d)
    with pytest.raises(RulesError, match=msg.format(1)):
        rules.check_call(BRITISH, "5p", 0, d, "pung")
    # A kong counts three and flowers set aside do not count: 3 + 10 = 13.
    assert rules.calls(CHINESE, "[1111m] 55p 123s 456s 78s 1f", 0, d) == ["pung"]


def test_british_each_player_may_declare_only_one_chow_per_round():
    with pytest.raises(RulesError, match="seat 0 has already declared a chow this hand"):
        rules.check_call(BRITISH, "46m [123p] 456p 789p 19s", 0, Discard("5m", 3), "chow")
    assert rules.check_call(CHINESE, "46m [123p] 456p 789p 19s", 0, Discard("5m", 3), "chow") is None


def test_any_player_who_can_form_a_finished_mah_jong_hand_with_the_tile_just_discarded_can_call_mah_jong():
    hand = "123m456p789s111z5p"
    d = Discard("5p", 2)
    assert rules.chinese_call_facts(CHINESE, hand, 0, d).mah_jong
    # Without facts the Chinese table asks the hand evaluator; two 5 dots held: Pung too.
    assert rules.calls(CHINESE, hand, 0, d) == ["pung", "mah_jong"]
    assert not rules.chinese_call_facts(CHINESE, hand, 0, Discard("6p", 2)).mah_jong
    # British: Mah Jong with only one chow.
    assert "mah_jong" not in rules.calls(BRITISH, "123m456m789s111z5p", 0, d)
    # The same inputs as the C test of NULL facts: both faces ask the core for the assumed facts.
    assert rules.check_call(CHINESE, hand, 0, d, "mah jongg") is None


# ---- claim priority and the claim window ----


def test_mah_jongg_beats_an_exposure_claim():
    claims = [Claim(1, "pung", committed=True), Claim(3, "mah jongg")]
    w = rules.claim_winner(AMERICAN, 0, claims)
    assert (w.seat, w.call) == (3, "mah_jong")
    assert w.to_dict() == {"seat": 3, "call": "mah_jong", "committed": False}


def test_between_two_claims_for_the_same_purpose_the_nearest_in_turn_wins_unless_the_other_committed():
    # Discarder seat 2: seat 3 plays next, then seat 0.
    assert rules.claim_winner(AMERICAN, 2, [(0, "kong"), (3, "pung")]).seat == 3
    assert rules.claim_winner(AMERICAN, 2, [(0, "kong", True), (3, "pung")]).seat == 0
    assert rules.claim_winner(AMERICAN, 2, []) is None


def test_priority_mahjong_then_pung_or_kong_then_chow():
    order = rules.claim_order(CHINESE, 0, [Claim(1, "chow"), Claim(3, "kong"), Claim(2, "mahjong")])
    assert [(c.seat, c.call) for c in order] == [(2, "mah_jong"), (3, "kong"), (1, "chow")]
    with pytest.raises(RulesError, match="seat 0 cannot call its own discard"):
        rules.claim_order(CHINESE, 0, [Claim(0, "pung")])
    with pytest.raises(RulesError, match="Chow is not a call in american play"):
        rules.claim_order(AMERICAN, 0, [Claim(1, "chow")])


def test_verify_the_priority_mah_jongg_claimant_first_then_the_next_resolve_the_tile_once():
    checked = []

    def is_valid(seat):
        checked.append(seat)
        return seat != 1

    claims = [Claim(2, "mah jongg"), Claim(1, "mah jongg"), Claim(3, "mah jongg")]
    assert rules.resolve_mah_jong_claims(AMERICAN, 0, claims, is_valid) == 2
    assert checked == [1, 2]
    assert rules.resolve_mah_jong_claims(AMERICAN, 0, claims, lambda seat: False) is None

    def broken(seat):
        raise KeyError("no hand for that seat")

    with pytest.raises(KeyError):
        rules.resolve_mah_jong_claims(AMERICAN, 0, claims, broken)


def test_a_discard_may_be_called_until_the_next_player_racks_discards_declares_or_exchanges_a_joker():
    assert rules.claim_window_open(AMERICAN, [])
    assert rules.claim_window_open(AMERICAN, ["draw"])
    for closing in ["rack", "discard", "declare_mah_jong", "exchange_joker"]:
        assert not rules.claim_window_open(AMERICAN, ["draw", closing]), closing
    # Chinese: call before the next player draws.
    assert not rules.claim_window_open(CHINESE, ["draw"])
    # A simultaneous rack-and-call favors the caller.
    assert rules.call_in_time(AMERICAN, ["draw", "rack"], simultaneous=True)
    assert not rules.call_in_time(AMERICAN, ["draw", "rack"])
    with pytest.raises(RulesError, match='unknown table action "sneeze"'):
        rules.claim_window_open(AMERICAN, ["sneeze"])


def test_claiming_counts_as_your_turn_and_players_between_lose_their_turn():
    assert rules.turns_lost(AMERICAN, 1, 0) == 2
    assert rules.next_to_play(CHINESE, 0) == 1
    assert rules.next_to_play(CHINESE, 0, Claim(2, "pung")) == 2
    assert rules.must_discard_after("quint") and not rules.must_discard_after("mah jongg")


# ---- joker exchange ----


def test_exchange_a_joker_from_any_exposure_including_your_own_after_drawing_or_exposing():
    hands = ["5d 1b [N N J]", "[5d 5d J J]", None, None]
    x = rules.exchange_joker(AMERICAN, hands, 0, 1, 0, "5p", phase="drawn")
    assert (x.player, x.owner, x.exposure_index, x.position) == (0, 1, 0, 2)
    assert [str(t) for t in x.exposure.tiles] == ["5p", "5p", "5p", "0j"]
    assert x.hand.american == "1b J [NNJ]"
    assert x.owner_hand.american == "[555d J]"
    after = x.apply(hands)
    assert [h.american for h in after[:2]] == ["1b J [NNJ]", "[555d J]"]
    d = x.to_dict()
    assert d["exposure"]["jokers"] == 1 and d["owner_hand"]["american"] == "[555d J]"
    # Own exposure, after exposing.
    own = rules.exchange_joker(AMERICAN, ["N 1b [N N J]", None, None, None], 0, 0, 0, "4z", phase="exposed")
    assert own.hand == own.owner_hand
    assert own.hand.american == "1b J [NNN]"


def test_joker_exchange_only_during_your_turn():
    hands = ["5d", "[5d 5d J]", None, None]
    with pytest.raises(RulesError, match=r"^seat 0 cannot exchange a joker now \(not on turn\)$"):
        rules.exchange_joker(AMERICAN, hands, 0, 1, 0, "5p", phase="waiting")
    with pytest.raises(RulesError, match='unknown turn phase "napping"'):
        rules.exchange_joker(AMERICAN, hands, 0, 1, 0, "5p", phase="napping")


def test_several_joker_exchanges_per_turn_are_allowed():
    hands = [Hand.parse("5d 5d 1b"), Hand.parse("[5d J J]"), None, None]
    for _ in range(2):
        hands = rules.exchange_joker(AMERICAN, hands, 0, 1, 0, "5p").apply(hands)
    assert hands[0].american == "1b JJ"
    assert hands[1].american == "[555d]"


def test_a_discarded_tile_may_not_be_reclaimed_for_a_joker_exchange():
    with pytest.raises(RulesError, match="^seat 0 does not hold 5p in hand$"):
        rules.exchange_joker(AMERICAN, ["1b 2b", "[5d 5d J]", None, None], 0, 1, 0, "5p")


def test_any_flower_redeems_a_joker_standing_for_a_flower():
    x = rules.exchange_joker(AMERICAN, ["F 1b", "[F F J]", None, None], 0, 1, 0, Tile.parse("F"))
    assert x.exposure.jokers == 0
    with pytest.raises(RulesError, match="^0f does not match the joker, which stands for 5p$"):
        rules.exchange_joker(AMERICAN, ["F [5d 5d J]", None, None, None], 0, 0, 0, "F", phase="exposed")


def test_the_challenged_dead_player_stops_exchanging():
    with pytest.raises(RulesError, match="seat 0 has a dead hand"):
        rules.exchange_joker(AMERICAN, ["5d", "[5d 5d J]", None, None], 0, 1, 0, "5p", dead=True)


def test_house_rule_blanks_a_blank_can_be_traded_for_a_tile_from_the_discards():
    with pytest.raises(RulesError, match="house rule not played at this table: blanks in play"):
        rules.trade_blank(AMERICAN, "12s0k", 0, "3s")
    house = Table("american", blanks=6)
    assert str(rules.trade_blank(house, "12s0k", 0, "3s")) == "123s"
    with pytest.raises(RulesError, match="a discarded joker is dead"):
        rules.trade_blank(house, "12s0k", 0, "J")


# ---- dead hands ----


def test_a_hand_is_dead_if_a_player_fails_to_maintain_the_correct_number_of_tiles():
    thirteen = "FF 11b 22b 33b 44b 55b 6b"
    assert rules.tile_count_dead(AMERICAN, thirteen, "waiting") is None
    d = rules.tile_count_dead(AMERICAN, thirteen, "drawn")
    assert (d.reason, d.has, d.expected) == ("wrong_tile_count", 13, 14)
    assert str(d) == "wrong tile count: 13 tiles, 14 expected"
    assert d.to_dict() == {
        "reason": "wrong_tile_count",
        "message": "wrong tile count: 13 tiles, 14 expected",
        "has": 13,
        "expected": 14,
        "exposure": None,
    }


def test_a_hand_is_dead_if_mahjong_is_falsely_declared_and_exposed():
    dead = rules.false_mah_jong(exposed=True)
    assert (dead.outcome, dead.remedy) == (rules.FalseMahJongOutcome.DEAD_HAND, None)
    assert dead.outcome == "dead hand"
    assert rules.false_mah_jong().outcome is rules.FalseMahJongOutcome.WITHDRAWN
    ended = rules.false_mah_jong(exposed=True, wall_disturbed=True)
    assert (ended.outcome, ended.remedy) == (rules.FalseMahJongOutcome.ENDED, rules.Remedy.REDEAL_NEXT_EAST)
    assert ended.remedy == "end with no winner and redeal under the next East"


def test_a_concealed_hand_improperly_exposed_is_dead():
    assert rules.concealed_hand_exposed("[NNN] 1b", True).reason == "concealed_hand_exposed"
    assert rules.concealed_hand_exposed("NNN 1b", True) is None


def test_a_dead_hands_earlier_valid_exposures_stay_available_for_joker_exchange():
    dead = "[5d 5d J] [1b 1b J] 2b 3b"
    rack = rules.dead_hand_rack(dead, [True, False])
    assert len(rack.exposures) == 1 and len(rack) == 8
    x = rules.exchange_joker(AMERICAN, ["5d 9b", rack, None, None], 0, 1, 0, "5p")
    assert sorted(str(t) for t in x.owner_hand.concealed) == ["0j", "1s", "1s", "2s", "3s"]
    assert [str(t) for t in x.owner_hand.exposures[0].tiles] == ["5p", "5p", "5p"]
    assert rules.dead_hand_rack(dead, [True, True], concealed_line=True).exposures == []


def test_the_dead_players_turns_are_skipped_and_one_live_player_ends_the_hand():
    assert rules.next_live_seat(AMERICAN, 3, [True, True, False, False]) == 2
    assert rules.next_live_seat(AMERICAN, 3, [True, True, True, False]) is None


# ---- Charleston ----


def four_hands():
    return ["111222m 9p", "333444m 9p", "555666m 9p", "777888m 9p"]


def four_passes():
    return ["111m", "333m", "555m", "777m"]


def test_first_charleston_pass_three_tiles_to_the_right_over_and_left():
    out = rules.apply_charleston_pass(AMERICAN, four_hands(), "first_right", four_passes())
    # Seat 0 passes to seat 1, on its right.
    assert str(out.hands[1]) == "444m9p111m"
    assert [str(t) for t in out.received[1].tiles] == ["1m", "1m", "1m"]
    assert out.to_dict()["received"][1] == ["1m", "1m", "1m"]
    assert str(rules.apply_charleston_pass(AMERICAN, four_hands(), 2, four_passes()).hands[2]) == "666m9p111m"
    assert str(rules.apply_charleston_pass(AMERICAN, four_hands(), "first left", four_passes()).hands[3]) == "888m9p111m"


def test_three_tiles_each_pass():
    passes = four_passes()
    passes[2] = "55m"
    with pytest.raises(RulesError, match=r"^pass 1 \(right\): seat 2 passes 2 tiles; this pass takes 3$"):
        rules.apply_charleston_pass(AMERICAN, four_hands(), "first_right", passes)
    with pytest.raises(RulesError, match=r"Charleston pass 9 is not a pass \(1 to 7\)"):
        rules.apply_charleston_pass(AMERICAN, four_hands(), 9, four_passes())


def test_jokers_may_never_be_passed_in_the_charleston():
    hands = four_hands()
    hands[1] = "333444m 0j"
    passes = four_passes()
    passes[1] = ["3m", "3m", "J"]
    with pytest.raises(RulesError) as e:
        rules.apply_charleston_pass(AMERICAN, hands, "first_over", passes)
    assert str(e.value) == "pass 2 (over): seat 1 passes a joker at position 3"
    assert e.value.kind is ErrorKind.PassesJoker


def test_a_pass_holds_only_tiles_the_player_has():
    passes = four_passes()
    passes[3] = ["7m", "7m", "1m"]
    with pytest.raises(RulesError, match=r"^pass 1 \(right\): seat 3 passes 1m at position 3 but does not hold it$"):
        rules.apply_charleston_pass(AMERICAN, four_hands(), "first_right", passes)


def test_a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston():
    over = rules.apply_charleston_pass(AMERICAN, four_hands(), "first_over", four_passes())
    # Seat 0 received 555m over; on the left pass it passes them on unseen.
    passes = [Pass("555m", blind=[0, 1, 2]), "444m", "666m", "888m"]
    out = rules.apply_charleston_pass(AMERICAN, over.hands, "first_left", passes, received=over.received)
    assert [str(t) for t in out.received[3].tiles] == ["5m", "5m", "5m"]
    assert out.received[3].blind == []
    with pytest.raises(RulesError, match=r"^pass 5 \(over\): seat 0 passes blind at position 1"):
        rules.apply_charleston_pass(AMERICAN, over.hands, "second_over", passes, received=over.received)
    # Blind tiles must be tiles just received.
    passes[1] = Pass("444m", blind=[0])
    with pytest.raises(RulesError, match=r"seat 1 passes blind at position 1"):
        rules.apply_charleston_pass(AMERICAN, over.hands, "first_left", passes, received=over.received)


def test_second_charleston_left_over_right_only_if_all_four_agree():
    assert rules.second_charleston(AMERICAN, [True] * 4)
    for stopper in range(4):
        votes = [True] * 4
        votes[stopper] = False
        assert not rules.second_charleston(AMERICAN, votes)
    assert rules.charleston_passes(AMERICAN, second_agreed=True) == [
        "first_right",
        "first_over",
        "first_left",
        "second_left",
        "second_over",
        "second_right",
        "courtesy",
    ]
    assert rules.charleston_passes(AMERICAN) == ["first_right", "first_over", "first_left", "courtesy"]


def test_courtesy_pass_zero_to_three_tiles_across_the_lower_number_wins():
    assert rules.courtesy_count(2, 3) == 2
    assert rules.courtesy_count(0, 3, a=1, b=3) == 0
    with pytest.raises(RulesError, match="^seat 1 asks for 4 tiles in the courtesy pass; the most is 3$"):
        rules.courtesy_count(4, 3, a=1, b=3)
    out = rules.apply_courtesy_pass(AMERICAN, four_hands(), [2, 1, 3, 0], ["11m", None, "55m", None])
    assert str(out.hands[0]) == "1222m9p55m"
    assert str(out.hands[1]) == "333444m9p"
    # Seat 1 asked 1 but seat 3 asked 0: they pass nothing.
    with pytest.raises(RulesError, match=r"^pass 7 \(courtesy\): seat 1 passes 1 tiles; this pass takes 0$"):
        rules.apply_courtesy_pass(AMERICAN, four_hands(), [2, 1, 3, 0], ["11m", "3m", "55m", None])


def test_with_fewer_than_four_players_the_charleston_is_skipped_unless_the_house_rule_plays_it():
    three = Table("american", players=3)
    assert not rules.charleston_played(three)
    assert rules.charleston_passes(three) == []
    with pytest.raises(RulesError, match=r"pass 1 \(right\) is not played here"):
        rules.apply_charleston_pass(three, four_hands(), "first_right", four_passes())
    house = Table("american", players=3, three_player_charleston=True)
    out = rules.apply_charleston_pass(house, four_hands(), "first_right", four_passes())
    # Seat 2 passes right to seat 0; seat 3 is not seated and untouched.
    assert str(out.hands[0]) == "222m9p555m"
    assert str(out.hands[3]) == "777888m9p"
    assert rules.charleston_passes(house, second_agreed=True) == [
        "first_right",
        "first_left",
        "second_left",
        "second_right",
    ]


def test_house_remedy_for_an_accidentally_passed_joker():
    assert rules.passed_joker_remedy(True) == "return the joker"
    assert rules.passed_joker_remedy(False) == "redeal with the same East"


# ---- deal, wall game, Kong Box ----


def test_east_14_tiles_all_other_players_13():
    assert [rules.dealt_tiles(s, 2) for s in range(4)] == [13, 13, 14, 13]
    assert rules.tiles_dealt(AMERICAN) == 53
    order = rules.deal_order(AMERICAN, 1)
    assert len(order) == 53
    assert [order.count(s) for s in range(4)] == [13, 14, 13, 13]
    assert order[16:20] == [1, 1, 1, 1]


def test_the_player_to_easts_left_may_correct_a_missing_thirteenth_tile_other_counts_redeal_with_the_same_east():
    def deal(table, counts):
        d = rules.check_deal(table, 2, counts)
        return (d.remedy, d.seat)

    R = rules.Remedy
    assert deal(AMERICAN, [13, 12, 14, 13]) == (R.DRAW_MISSING_TILE, 1)
    assert deal(AMERICAN, [13, 13, 14, 12]) == (R.REDEAL_SAME_EAST, None)
    assert deal(AMERICAN, [13, 13, 14, 13]) == (R.PLAY_ON, None)
    assert deal(CHINESE, [13, 12, 14, 13]) == (R.REDEAL_SAME_EAST, None)
    assert R.DRAW_MISSING_TILE == "draw the missing tile"
    # No seat is dealt more than 15: larger or negative counts are refused, naming the count.
    for counts, text in (([200] * 4, "deal count 200"), ([16, 13, 13, 13], "deal count 16"),
                         ([-1] * 4, r"counts\[0\] -1"), ([2**70] * 4, rf"counts\[0\] {2**70}")):
        with pytest.raises(RulesError, match=rf"^{text} is out of range: 0 to 15 tiles a seat$"):
            rules.check_deal(AMERICAN, 2, counts)


def test_each_wall_is_19_stacks_and_152_tiles_leave_99_after_the_deal():
    assert rules.wall_stacks(AMERICAN, flowers=False) == 19
    w = Wall.after_deal(AMERICAN, 152)
    assert (w.live, w.kong_box) == (99, 0)
    assert w.to_dict() == {"live": 99, "kong_box": 0}
    with pytest.raises(RulesError, match="^no replacement draw: American play has no replacement draw$"):
        w.draw_replacement(AMERICAN)


def test_if_no_player_declares_mah_jongg_before_all_playable_tiles_are_drawn_the_hand_is_a_wall_game():
    w = Wall(2, kong_box=14)
    w = w.draw().draw()
    assert w.is_wall_game and w == Wall(0, 14)
    with pytest.raises(RulesError, match="^the live wall is exhausted$"):
        w.draw()


def test_the_kong_box_is_fourteen_tiles_used_only_for_replacements():
    w = Wall.after_deal(BRITISH, 144)
    assert (w.live, w.kong_box) == (144 - 53 - 14, 14)
    assert w.draw().kong_box == 14
    after, source = w.draw_replacement(BRITISH)
    assert (after.live, after.kong_box, source) == (77, 13, rules.ReplacementSource.KONG_BOX)
    assert source is rules.ReplacementSource.KONG_BOX and source.value == "Kong Box"
    after, source = Wall(5, 0).draw_replacement(BRITISH)
    assert (after.live, source) == (4, rules.ReplacementSource.LOOSE_TILE)
    assert source is rules.ReplacementSource.LOOSE_TILE and source.value == "loose tile"
    after, source = Wall(10, 1).draw_replacement(CHINESE)
    assert (after.live, after.kong_box) == (9, 1) and source is rules.ReplacementSource.LOOSE_TILE


def test_if_you_draw_a_flower_or_season_expose_it_set_it_aside_and_draw_a_replacement():
    hand, replace = rules.take_tile(CHINESE, "11m", "3g")
    assert replace and [str(t) for t in hand.bonus] == ["3g"]
    hand, replace = rules.take_tile(CHINESE, "11m", "2m")
    assert not replace and str(hand) == "112m"
    assert rules.bonus_replacements(BRITISH, "1f 2f 4g 1112345678999m") == 3
    assert rules.holds_all_bonus_tiles("1234f1234g 11m")


def test_east_throws_to_choose_the_breaker_who_throws_again_and_counts_the_total_along_his_wall():
    # Seed 003: 11 picks West; 11 + 8 = 19 on 17-stack walls: the 2nd stack of South's wall.
    b = rules.break_wall(CHINESE, 0, 17, 11, 8)
    assert (b.breaker, b.wall, b.stack) == (2, 1, 2)
    assert rules.break_wall(AMERICAN, 3, 19, 4, 5).to_dict() == {"breaker": 3, "wall": 3, "stack": 9}


# ---- kongs ----


def test_a_declared_pung_can_be_converted_into_a_kong_but_only_using_a_tile_taken_from_the_wall():
    assert str(rules.add_to_pung(CHINESE, "7z 1m [777z]", 0, "7z", self_drawn=True)) == "1m [7777z+]"
    with pytest.raises(RulesError, match="^a melded pung becomes a kong only with a self-drawn tile$"):
        rules.add_to_pung(CHINESE, "7z 1m [777z]", 0, "7z", self_drawn=False)
    with pytest.raises(RulesError, match="^seat 0 has no melded pung of 1m$"):
        rules.add_to_pung(CHINESE, "7z 1m [777z]", 0, "1m", self_drawn=True)


def test_concealed_kong_is_four_matching_tiles_drawn_yourself():
    assert str(rules.declare_concealed_kong(CHINESE, "1111p 2p", 0, "1p")) == "2p (1111p)"
    with pytest.raises(RulesError, match="seat 0 cannot call Kong on 1p: holds 3 of the 4 tiles needed"):
        rules.declare_concealed_kong(CHINESE, "111p 2p", 0, "1p")


def test_a_player_cannot_declare_a_kong_and_make_mah_jong_because_a_replacement_must_be_taken():
    with pytest.raises(RulesError, match="a kong and Mah Jong cannot be declared on the same tile"):
        rules.check_kong_or_mah_jong(True, True)
    assert rules.check_kong_or_mah_jong(True, False) is None


def test_robbing_the_kong_is_only_allowed_on_added_kongs_except_for_thirteen_unique_wonders():
    exposed, concealed, added = Hand.parse("[1111m] (2222m) [3333m+]").exposures
    assert rules.check_rob_kong(added) is None
    with pytest.raises(RulesError, match="only an added kong may be robbed"):
        rules.check_rob_kong(exposed)
    with pytest.raises(RulesError, match="only an added kong may be robbed"):
        rules.check_rob_kong(concealed)
    assert rules.check_rob_kong(concealed, thirteen_unique_wonders=True) is None


def test_a_player_can_rob_a_hidden_kong_in_order_to_complete_the_thirteen_unique_wonders():
    hidden = Hand.parse("(1111m)").exposures[0]
    won = rules.rob_kong(CHINESE, "9m19p19s12345677z", 1, hidden)
    assert len(won.concealed) == 14
    assert won.context["method"] == "robbing-kong" and won.context["winning_tile"] == "1m"
    with pytest.raises(RulesError, match="only an added kong may be robbed"):
        rules.rob_kong(CHINESE, "23m456p789s111z55p", 1, hidden)
    added = Hand.parse("[1111m+]").exposures[0]
    with pytest.raises(RulesError, match="^seat 1 cannot go Mah Jongg with 1m$"):
        rules.rob_kong(CHINESE, "23m456p789s111z56p", 1, added)


# ---- rotation ----


def test_east_passes_to_the_right_after_every_hand_whoever_won():
    r = Round.start(0)
    for winner in (0, 2, None):
        nxt = rules.next_round(AMERICAN, r, winner)
        assert (nxt.dealer, nxt.prevailing) == (1, "east")
    with pytest.raises(RulesError, match="seat 7 is not a seat"):
        rules.next_round(AMERICAN, r, 7)


def test_if_east_wins_east_remains_the_dealer_otherwise_the_deal_passes_counterclockwise():
    r = Round.start(1)
    assert rules.next_round(CHINESE, r, 1) == r
    assert rules.next_round(CHINESE, r, 0).dealer == 2


def test_a_drawn_game_is_restarted_with_the_same_player_as_east():
    r = Round.start(3)
    assert rules.next_round(BRITISH, r, None) == r


def test_the_prevailing_wind_advances_once_every_player_has_been_east():
    # East never keeps the deal: four hands per wind, sixteen in all.
    r = Round.start(2)
    winds = []
    while not r.finished:
        winds.append(r.prevailing)
        r = rules.next_round(CHINESE, r, (r.dealer + 1) % 4)
        assert len(winds) <= 16
    assert winds == ["east"] * 4 + ["south"] * 4 + ["west"] * 4 + ["north"] * 4
    assert r.to_dict() == {"prevailing": "north", "dealer": 2, "first_dealer": 2, "finished": True}


def test_seat_winds_east_south_to_easts_right_west_opposite_north_to_easts_left():
    assert [rules.seat_wind(CHINESE, s, 2) for s in (2, 3, 0, 1)] == ["east", "south", "west", "north"]
    assert Round(dealer=1, prevailing="south").seat_wind(CHINESE, 0) == "north"


def test_triangular_mah_jong_for_3_players_eliminates_the_north_position_completely():
    three = Table("chinese", players=3)
    r = Round.start(1)
    assert [r.seat_wind(three, s) for s in (1, 2, 0)] == ["east", "south", "west"]
    assert [rules.seat_wind(three, s, 0) for s in range(3)] == ["east", "south", "west"]
    with pytest.raises(RulesError, match="^seat 3 is not in play at a table of 3$"):
        r.seat_wind(three, 3)


def test_one_player_plays_east_the_other_west():
    two = Table("chinese", players=2)
    for dealer in (0, 1):
        assert rules.seat_wind(two, dealer, dealer) == "east"
        assert rules.seat_wind(two, 1 - dealer, dealer) == "west"
    assert [Round.start(3).seat_wind(BRITISH, s) for s in range(4)] == ["south", "west", "north", "east"]


def test_three_or_four_rounds_as_agreed():
    def play(table):
        r = Round.start(0)
        hands = 0
        while not r.finished:
            r = rules.next_round(table, r, (r.dealer + 1) % table.players)
            hands += 1
            assert hands <= 12
        return hands, r.prevailing

    assert play(Table("chinese", players=3)) == (12, "north")
    agreed = Table("chinese", players=3, wind_rounds=3)
    assert agreed.house.wind_rounds == 3
    assert play(agreed) == (9, "west")
    with pytest.raises(RulesError, match=r"^wind_rounds 5 is out of range: 0 \(all four\) or 1 to 4 wind rounds$"):
        HouseRules(wind_rounds=5)


def test_a_table_of_nine_players_is_refused_with_the_core_rule_error():
    for make in (lambda: Table("american", players=9), lambda: Table.chinese(9), lambda: Table.british(players=9)):
        with pytest.raises(RulesError, match=r"^players 9 is out of range: 2 to 4 players$") as e:
            make()
        assert e.value.kind is ErrorKind.OutOfRange
        assert int(e.value.kind) == 39  # the core's number (mahjong_core::ErrorKind), never changed
    with pytest.raises(RulesError, match=r"^players 1 is out of range: 2 to 4 players$"):
        Table("british", players=1)
    with pytest.raises(RulesError, match=r"^blanks 9 is out of range: 0 to 8 blanks$"):
        Table("american", blanks=9)
    with pytest.raises(RulesError, match=r"^blanks 9 is out of range: 0 to 8 blanks$"):
        HouseRules(blanks=9)
    assert Table("american", players=2, blanks=8).house.blanks == 8


def test_five_players_four_play_at_a_time_and_the_seat_rotates():
    outs = [rules.sitting_out(5, g) for g in range(10)]
    assert [outs.count(p) for p in range(5)] == [2, 2, 2, 2, 2]
    assert rules.sitting_out(4, 3) is None
    for args, name, value in (((2**70, 0), "players", 2**70), ((-1, 0), "players", -1), ((5, -1), "game", -1)):
        with pytest.raises(RulesError, match=rf"^{name} {value} is out of range"):
            rules.sitting_out(*args)


def test_house_rule_the_player_sitting_out_bets_right_guess_collects_wrong_guess_pays_as_the_chosen_player():
    t = Table("american", fifth_player_bets=True)
    def bet(*args, **kw):
        b = rules.settle_bet(t, *args, **kw)
        return (b.outcome, b.seat)

    B = rules.BetOutcome
    assert bet("wall game") == (B.COLLECTS_FROM_LOSERS, None)
    assert bet(3, winner=0) == (B.PAYS_AS, 3)
    assert bet("wall game", winner=0) == (B.PAYS_AS_LOSER, None)
    assert B.PAYS_AS_LOSER == "pays as a losing player"
    with pytest.raises(RulesError, match="house rule not played at this table: fifth player bets"):
        rules.settle_bet(AMERICAN, 1, winner=1)


# ---- rows of the review of issue 5 (names and values copied from the Rust tests) ----


def test_no_chow_claims_in_american_play():
    # Seed 001: "Do not … add … chow claims".
    with pytest.raises(RulesError, match="^Chow is not a call in american play$") as e:
        rules.check_call(AMERICAN, "4d 6d", 1, Discard("5p", discarder=0), "chow")
    assert e.value.kind is ErrorKind.CallNotInVariant
    assert rules.calls(AMERICAN, "4d 6d", 1, Discard("5p", discarder=0)) == []


def test_a_c_hand_may_redeem_another_players_exposed_joker():
    # A fully concealed hand (no exposures) redeems without exposing its own tiles.
    hands = ["2222b 4444b 6666b 5d", "[5d 5d J]", None, None]
    x = rules.exchange_joker(AMERICAN, hands, 0, 1, 0, "5p")
    assert x.hand.exposures == []
    assert x.owner_hand.american == "[555d]"


def test_winds_and_dragons_cannot_be_used_in_a_chow():
    assert rules.calls(CHINESE, "12z 123p 456p 789p 19s", 0, Discard("3z", discarder=3)) == []


def test_a_kong_can_only_be_made_using_a_discard_if_the_other_three_tiles_are_concealed_in_hand():
    # Three concealed tiles make a kong with the discard; two make only a pung.
    assert rules.calls(CHINESE, "77z 7z [123m] 123p 456p 1s", 0, Discard("7z", discarder=1)) == ["pung", "kong"]
    assert rules.calls(CHINESE, "77z [123m] 123p 456p 19s", 0, Discard("7z", discarder=1)) == ["pung"]


def test_if_two_players_make_the_same_type_of_call_the_player_nearest_in_turn_from_the_discarder_has_priority():
    # Discarder seat 3: seat 0 is next.
    assert rules.claim_winner(BRITISH, 3, [Claim(1, "mah jongg"), Claim(0, "mah jongg")]).seat == 0
    # Commitment is an American rule: it does not reorder Chinese claims.
    assert rules.claim_winner(CHINESE, 3, [Claim(1, "pung", committed=True), Claim(0, "pung")]).seat == 0


def test_two_player_no_chows_are_allowed():
    two = Table("chinese", players=2)
    assert rules.calls(two, "46m 123p 456p 789p 19s", 0, Discard("5m", discarder=1)) == []
    with pytest.raises(RulesError, match="^Chow is not a call in two-player play$"):
        rules.claim_order(two, 0, [Claim(1, "chow")])


def test_three_player_triangular_walls_are_22_stacks_or_23_with_flowers():
    three = Table("chinese", players=3)
    assert rules.wall_stacks(three, flowers=False) == 22
    assert rules.wall_stacks(three, flowers=True) == 23
    assert rules.tiles_dealt(three) == 40


def test_british_mah_jong_with_only_one_chow():
    # Two chows in hand: a win in the Chinese game, not in the British one.
    d = Discard("5p", discarder=2)
    assert rules.chinese_call_facts(CHINESE, "123m456m789s111z5p", 0, d).mah_jong
    assert not rules.chinese_call_facts(BRITISH, "123m456m789s111z5p", 0, d).mah_jong


def test_a_kong_counts_as_one_complete_set_even_though_it_contains_four_tiles():
    kong = "[1111m] 234m 567p 89s 11z"
    assert rules.tile_count_dead(CHINESE, kong, "waiting") is None
    assert rules.tile_count_dead(BRITISH, kong, "waiting") is None
    d = rules.tile_count_dead(CHINESE, kong, "drawn")
    assert (d.has, d.expected) == (13, 14)
    assert rules.tile_count_dead(CHINESE, "[1111m] (2222p) 567p 89s 11z 1f") is None
    d = rules.tile_count_dead(AMERICAN, kong)
    assert (d.has, d.expected) == (14, 13)


def test_once_exposed_they_cannot_be_changed_except_through_a_joker_exchange():
    with pytest.raises(RulesError, match="^adding to a pung is not allowed in american play$") as e:
        rules.add_to_pung(AMERICAN, "5z 9p [555z]", 0, "5z", self_drawn=True)
    assert e.value.kind is ErrorKind.NotInVariant
    with pytest.raises(RulesError, match="^declaring a concealed kong is not allowed in american play$"):
        rules.declare_concealed_kong(AMERICAN, "1111z 5m", 0, "1z")
    added = Hand.parse("[5555p+]").exposures[0]
    with pytest.raises(RulesError, match="^robbing a kong is not allowed in american play$"):
        rules.rob_kong(AMERICAN, "123m456p789s111z5p", 2, added)


def test_east_rolls_both_dice_and_counts_their_sum():
    assert rules.break_wall(AMERICAN, 0, 19, 6, 6).stack == 12
    assert rules.break_wall(AMERICAN, 0, 19, 1, 6).stack == 7
    assert rules.break_wall(AMERICAN, 0, 19, 1, 1).stack == 2


def test_a_die_shows_one_to_six_and_a_wall_has_at_least_one_stack():
    with pytest.raises(RulesError, match="^first 0 is out of range: a die shows 1 to 6$"):
        rules.break_wall(AMERICAN, 0, 19, 0, 3)
    with pytest.raises(RulesError, match="^stacks_per_wall 0 is out of range: at least 1 stack$"):
        rules.break_wall(AMERICAN, 0, 0, 3, 3)
    with pytest.raises(RulesError, match="^first 300 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12$"):
        rules.break_wall(AMERICAN, 0, 19, 300, 3)
    with pytest.raises(RulesError, match="^second 13 is out of range: a throw of two dice is 2 to 12$"):
        rules.break_wall(CHINESE, 0, 17, 11, 13)


def test_a_three_player_deal_goes_to_the_three_seats_in_play_only():
    order = rules.deal_order(Table("american", players=3), 1)
    assert len(order) == 40
    assert [order.count(s) for s in range(4)] == [13, 14, 13, 0]
    assert order[:12] == [1, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 0]
    assert order[36:] == [1, 2, 0, 1]
    two = rules.deal_order(Table("chinese", players=2), 0)
    assert len(two) == 27 and two[24:] == [0, 1, 0]


def test_a_chow_may_be_claimed_only_from_the_player_on_the_left():
    with pytest.raises(RulesError, match="^seat 3 can call chow only from seat 2, not from seat 0$"):
        rules.claim_order(CHINESE, 0, [Claim(3, "chow")])


def test_out_of_range_numbers_raise_rules_error_naming_the_argument():
    d = Discard("5p", discarder=0)
    with pytest.raises(RulesError, match="^seat 1000000000000000000000000000000 is not a seat \\(0 to 3\\)$"):
        rules.calls(AMERICAN, "5d 5d", 10**30, d)
    with pytest.raises(RulesError, match="^seat -1000000000000000000000000000000 is not a seat \\(0 to 3\\)$"):
        rules.calls(AMERICAN, "5d 5d", -(10**30), d)
    with pytest.raises(RulesError, match="^a_asks -1 is not a tile count \\(0 to 3\\)$"):
        rules.courtesy_count(-1, 2)
    with pytest.raises(RulesError, match="^b_asks 1000000000000000000000 is not a tile count \\(0 to 3\\)$"):
        rules.courtesy_count(1, 10**21)
    with pytest.raises(RulesError, match="^seat 1 asks for 4 tiles in the courtesy pass; the most is 3$"):
        rules.courtesy_count(4, 2, a=1, b=3)


def test_error_kinds_are_the_cores_names_and_numbers():
    # The IntEnum is built from the native module's list; spot-check numbers written by hand.
    assert [(k.name, int(k)) for k in list(ErrorKind)[:3]] == [
        ("SeatNotInPlay", 1),
        ("OwnDiscard", 2),
        ("NotLatestDiscard", 3),
    ]
    assert (ErrorKind.CallerTileCount, ErrorKind.InvalidArgument) == (43, 46)
    assert [int(k) for k in ErrorKind] == list(range(1, len(ErrorKind) + 1))
    # A seat that is no seat is a conversion error with its own kind.
    with pytest.raises(RulesError) as e:
        rules.seat_wind(Table("chinese"), 7, 0)
    assert e.value.kind is ErrorKind.InvalidArgument
    # A seat not at a three-player table is the rule's own kind.
    with pytest.raises(RulesError, match="seat 3 is not in play at a table of 3") as e:
        rules.seat_wind(Table("chinese", players=3), 3, 0)
    assert e.value.kind is ErrorKind.SeatNotInPlay

"""Table rules from Python: what is Python's own (records, str enums, argument forms, error
messages and kinds, exceptions from callbacks) and the rule cases not yet rows. The rule cases
themselves are rows (mahjong-core/tests/rows, answered by test_rows.py)."""

import inspect
import json
import pickle

import pytest

import mahjong_core
from mahjong_core import ErrorKind
from mahjong_core import EncodingError, Hand, MahjongError, rules
from mahjong_core.rules import (
    Claim,
    Discard,
    HouseRules,
    Pass,
    Round,
    RulesError,
    Table,
    Wall,
)


# ---- house rules and the table ----


def test_league_rules_are_the_default_house_profile():
    assert Table().house == HouseRules()
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


def test_the_signatures_help_shows_are_the_core_s_defaults():
    # help() and inspect read the text signature, a literal; the defaults themselves are the
    # core's (Table::DEFAULT_PLAYERS, HouseRules::LEAGUE, a game's first round).
    def defaults(cls):
        ps = inspect.signature(cls).parameters.values()
        return {p.name: p.default for p in ps if p.default is not inspect.Parameter.empty and p.default is not None}

    table, house, first = Table(), HouseRules(), Round()
    assert defaults(Table) == {"variant": table.variant, "players": table.players} == {"variant": "american", "players": 4}
    assert defaults(HouseRules) == house.to_dict() == Table().house.to_dict()
    assert defaults(Round) == {"dealer": first.dealer, "prevailing": first.prevailing, "finished": first.finished}
    # A game starts in the East round, the first dealer dealing.
    assert first == Round.start(0) and first.prevailing == "east"
    # A wall has no Kong Box (only the British keep one); a discard is the latest unless said.
    assert defaults(Wall) == {"kong_box": Wall(10).kong_box} == {"kong_box": Wall.after_deal(Table("chinese"), 144).kong_box}
    assert defaults(Discard) == {"latest": Discard("5p", 0).latest} == {"latest": True}
    # The triangular three-player set is 132 tiles, flowers and seasons an option; the Chinese 144.
    for make, total in [(mahjong_core.TileSet.three_player, 132), (mahjong_core.TileSet.chinese, 144)]:
        assert make() == make(**defaults(make)) and make().total == total
    # A joker exchange and a blank trade default to the phase after drawing, the one phase a blank
    # may be traded in.
    blanks = Table("american", blanks=6)
    for call, args in [(rules.exchange_joker, (["5d 1b [N N J]", "[5d 5d J J]", None, None], 0, 1, 0, "5p")),
                       (rules.trade_blank, ("12s0k", 0, "3s"))]:
        assert defaults(call) == {"phase": "drawn", "dead": False}
        assert call(blanks, *args) == call(blanks, *args, phase="drawn")
    with pytest.raises(RulesError, match=r"trade a blank"):
        rules.trade_blank(blanks, "12s0k", 0, "3s", phase="exposed")


def test_bad_table_arguments_name_what_is_wrong():
    with pytest.raises(RulesError, match='unknown variant "mahjongg"'):
        Table("mahjongg")
    with pytest.raises(RulesError, match=r"^players 5 is out of range: 2 to 4 players$"):
        Table("chinese", players=5)
    with pytest.raises(TypeError):
        Table("american", blankz=2)


# ---- calls on a discard (American) ----


def test_an_exposure_is_a_record():
    after = rules.expose("J J 1b", 1, "3z", "pung", jokers=2)
    assert after.exposures[0].to_dict() == {"kind": "pung", "status": "exposed", "tiles": ["3z", "0j", "0j"], "jokers": 2}
    with pytest.raises(RulesError, match="Pung of 3z cannot use 3 jokers: the hand holds 3"):
        rules.expose("J J J", 1, "3z", "pung", jokers=3)


def test_jokers_are_read_as_a_byte_and_the_rule_refuses_too_many():
    # A pung takes at most two jokers from the hand, which holds two: every byte past that is the
    # rule's refusal (JokerCount), as C answers for 6; past a byte, the number names no count.
    for jokers in (6, 255):
        with pytest.raises(RulesError, match=rf"^Pung of 3z cannot use {jokers} jokers: the hand holds 2$") as e:
            rules.expose("J J 1b", 1, "3z", "pung", jokers=jokers)
        assert e.value.kind is ErrorKind.JokerCount
    for jokers in (256, 300, -1):
        with pytest.raises(RulesError, match=rf"^jokers {jokers} is out of range: 0 to 255$") as e:
            rules.expose("J J 1b", 1, "3z", "pung", jokers=jokers)
        assert e.value.kind is ErrorKind.InvalidArgument


def test_bad_call_arguments_name_what_is_wrong(american):
    with pytest.raises(RulesError) as e:
        rules.calls(american, "5d 5d", 7, Discard("5p", 0))
    # The message names the value; the note pyo3 adds names the argument.
    assert (str(e.value), e.value.__notes__) == ("seat 7 is not a seat (0 to 3)", ["while processing 'seat'"])
    assert e.value.kind is ErrorKind.InvalidArgument
    with pytest.raises(RulesError, match="seat 9 is not a seat"):
        Discard("5p", 9)
    with pytest.raises(RulesError, match='unknown call "pong"'):
        rules.check_call(american, "5d 5d", 1, Discard("5p", 0), "pong")


# ---- what is Python's own: messages and kinds of rule errors, records, argument forms ----
# (The rule cases themselves are rows: mahjong-core/tests/rows, answered by test_rows.py.)


def test_rule_errors_carry_the_core_message_and_kind(american, chinese):
    with pytest.raises(RulesError, match=r"^seat 2 cannot call Pung on 5p: holds 1 of the 2 tiles needed$") as e:
        rules.check_call(american, "5d 1b", 2, Discard("5p", 0), "pung")
    assert e.value.kind is ErrorKind.CannotCall
    with pytest.raises(RulesError) as e:
        rules.check_call(american, "J J 1b", 1, Discard("J", 0), "pung")
    assert str(e.value) == "a discarded joker is dead and may never be claimed"
    assert e.value.kind is ErrorKind.DiscardedJoker
    assert isinstance(e.value, MahjongError)
    with pytest.raises(RulesError, match=r"^seat 0 can call chow only from seat 3, not from seat 1$") as e:
        rules.check_call(chinese, "46m 123p 456p 789p 19s", 0, Discard("5m", 1), "chow")
    assert e.value.kind is ErrorKind.ChowNotFromLeft
    with pytest.raises(RulesError, match=r"^seat 0 cannot call: the hand has 34 tiles in sets; a caller holds 13$") as e:
        rules.calls(chinese, "1111222233334444m 1111222233334444p 55p", 0, Discard("5p", 1))
    assert e.value.kind is ErrorKind.CallerTileCount
    with pytest.raises(RulesError, match="^Chow is not a call in two-player play$"):
        rules.claim_order(Table("chinese", players=2), 0, [Claim(1, "chow")])
    with pytest.raises(RulesError, match="seat 0 cannot call its own discard"):
        rules.claim_order(chinese, 0, [Claim(0, "pung")])
    with pytest.raises(RulesError, match="^first 0 is out of range: a die shows 1 to 6$"):
        rules.break_wall(american, 0, 19, 0, 3)


def test_claims_convert_from_records_tuples_and_call_aliases(american, chinese):
    w = rules.claim_winner(american, 0, [Claim(1, "pung", committed=True), Claim(3, "mah jongg")])
    assert (w.seat, w.call) == (3, "mah_jong")
    assert w.to_dict() == {"seat": 3, "call": "mah_jong", "committed": False}
    # Tuples (seat, call) and (seat, call, committed) are claims too.
    assert rules.claim_winner(american, 2, [(0, "kong"), (3, "pung")]).seat == 3
    assert rules.claim_winner(american, 2, [(0, "kong", True), (3, "pung")]).seat == 0
    assert rules.claim_winner(american, 2, []) is None
    order = rules.claim_order(chinese, 0, [Claim(1, "chow"), Claim(3, "kong"), Claim(2, "mahjong")])
    assert [(c.seat, c.call) for c in order] == [(2, "mah_jong"), (3, "kong"), (1, "chow")]


def test_walls_rounds_and_breaks_are_records(american, chinese):
    w = Wall.after_deal(american, 152)
    assert (w.live, w.kong_box) == (99, 0)
    assert w.to_dict() == {"live": 99, "kong_box": 0}
    with pytest.raises(RulesError, match="^no replacement draw: American play has no replacement draw$"):
        w.draw_replacement(american)
    assert rules.break_wall(american, 3, 19, 4, 5).to_dict() == {"breaker": 3, "wall": 3, "stack": 9}
    r = Round.start(1)
    assert rules.next_round(chinese, r, 1) == r
    finished = rules.next_round(chinese, Round(1, "north", first_dealer=2), 2)
    assert finished.to_dict() == {"prevailing": "north", "dealer": 2, "first_dealer": 2, "finished": True}
    # The seat wind is the round's: it follows the round's dealer.
    assert Round(dealer=1, prevailing="south").seat_wind(chinese, 0) == "north"
    # No first dealer given: this deal's dealer began the game (the core's Round::new).
    assert Round(dealer=1, prevailing="south").first_dealer == 1
    assert Round(3, "west", finished=True).to_dict() == {"prevailing": "west", "dealer": 3, "first_dealer": 3, "finished": True}
    with pytest.raises(RulesError, match="^seat 3 is not in play at a table of 3$"):
        Round.start(1).seat_wind(Table("chinese", players=3), 3)
    assert Table("chinese", players=3, wind_rounds=3).house.wind_rounds == 3
    with pytest.raises(RulesError, match=r"^wind_rounds 5 is out of range: 0 \(all four\) or 1 to 4 wind rounds$"):
        HouseRules(wind_rounds=5)
    # A throw too large for the core's number type is refused naming the argument.
    # Of kind OutOfRange, as C answers and as the rule answers a die of 0.
    with pytest.raises(RulesError, match="^first 300 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12$") as e:
        rules.break_wall(american, 0, 19, 300, 3)
    assert e.value.kind is ErrorKind.OutOfRange
    with pytest.raises(RulesError, match="^second 256 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12$") as e:
        rules.break_wall(american, 0, 19, 4, 256)
    assert e.value.kind is ErrorKind.OutOfRange
    with pytest.raises(RulesError, match="^stacks_per_wall 256 is out of range: 1 to 255 stacks$") as e:
        rules.break_wall(american, 0, 256, 4, 5)
    assert e.value.kind is ErrorKind.OutOfRange
    with pytest.raises(RulesError, match="seat 7 is not a seat"):
        rules.next_round(american, Round.start(0), 7)


# ---- the claim window, turns, dead hands, the deal, walls and five players: Python's own ----
# (The rule cases are rows: mahjong-core/tests/rows/table.rows.)


def test_table_actions_calls_and_outcomes_are_named_or_str_enums(american, chinese, british):
    with pytest.raises(RulesError, match='unknown table action "sneeze"'):
        rules.claim_window_open(american, ["sneeze"])
    assert rules.next_to_play(chinese, 0, Claim(2, "pung")) == 2
    assert not rules.must_discard_after("mah jongg")
    dead = rules.false_mah_jong(exposed=True)
    assert (dead.outcome, dead.remedy) == (rules.FalseMahJongOutcome.DEAD_HAND, None)
    assert dead.outcome == "dead hand"
    ended = rules.false_mah_jong(exposed=True, wall_disturbed=True)
    assert ended.remedy == "end with no winner and redeal under the next East"
    assert rules.concealed_hand_exposed("[NNN] 1b", True).reason == "concealed_hand_exposed"
    assert rules.Remedy.DRAW_MISSING_TILE == "draw the missing tile"
    assert rules.passed_joker_remedy(True) == "return the joker"
    bet = rules.settle_bet(Table("american", fifth_player_bets=True), "wall game", winner=0)
    assert bet.outcome == rules.BetOutcome.PAYS_AS_LOSER == "pays as a losing player"
    # A bet that is neither a seat nor text is read as its text: the core's words for no bet.
    for no_bet, text in ((1.5, "1.5"), (None, "None"), ("east", "east")):
        with pytest.raises(RulesError) as e:
            rules.settle_bet(Table("american", fifth_player_bets=True), no_bet)
        assert (str(e.value), e.value.kind) == (f"'{text}' is not a bet (a seat or \"wall game\")", ErrorKind.InvalidArgument)
    # A bet text that is not UTF-8 is refused as every other text argument is, naming the argument.
    with pytest.raises(EncodingError) as e:
        rules.settle_bet(Table("american", fifth_player_bets=True), "\udc80")
    assert e.value.argument == "bet"
    after, source = Wall.after_deal(british, 144).draw_replacement(british)
    assert source is rules.ReplacementSource.KONG_BOX and source.value == "Kong Box"
    assert Wall(2, kong_box=14).draw().draw() == Wall(0, 14)
    with pytest.raises(RulesError, match="^the live wall is exhausted$"):
        Wall(0, 14).draw()


def test_numbers_out_of_range_name_the_argument(american, chinese):
    # No seat is dealt more than 15: larger or negative counts are refused, naming the count.
    for counts, text in (([200] * 4, "deal count 200"), ([16, 13, 13, 13], "deal count 16"),
                         ([-1] * 4, r"counts\[0\] -1"), ([2**70] * 4, rf"counts\[0\] {2**70}")):
        with pytest.raises(RulesError, match=rf"^{text} is out of range: 0 to 15 tiles a seat$"):
            rules.check_deal(american, 2, counts)
    for args, name, value in (((2**70, 0), "players", 2**70), ((-1, 0), "players", -1), ((5, -1), "game", -1)):
        with pytest.raises(RulesError, match=rf"^{name} {value} is out of range"):
            rules.sitting_out(*args)
    with pytest.raises(RulesError, match="^a melded pung becomes a kong only with a self-drawn tile$"):
        rules.add_to_pung(chinese, "7z 1m [777z]", 0, "7z", self_drawn=False)
    with pytest.raises(RulesError, match="^adding to a pung is not allowed in american play$") as e:
        rules.add_to_pung(american, "5z 9p [555z]", 0, "5z", self_drawn=True)
    assert e.value.kind is ErrorKind.NotInVariant


# ---- claim resolution ----


def test_an_exception_in_the_mah_jongg_check_propagates(american):
    claims = [Claim(2, "mah jongg"), Claim(1, "mah jongg"), Claim(3, "mah jongg")]

    def broken(seat):
        raise KeyError("no hand for that seat")

    with pytest.raises(KeyError):
        rules.resolve_mah_jong_claims(american, 0, claims, broken)


# ---- joker exchange ----


def test_a_joker_exchange_is_a_record_that_applies_to_the_racks(american):
    hands = ["5d 1b [N N J]", "[5d 5d J J]", None, None]
    x = rules.exchange_joker(american, hands, 0, 1, 0, "5p", phase="drawn")
    assert (x.player, x.owner, x.exposure_index, x.position) == (0, 1, 0, 2)
    assert [str(t) for t in x.exposure.tiles] == ["5p", "5p", "5p", "0j"]
    after = x.apply(hands)
    assert [h.american for h in after[:2]] == ["1b J [NNJ]", "[555d J]"]
    d = x.to_dict()
    assert d["exposure"]["jokers"] == 1 and d["owner_hand"]["american"] == "[555d J]"
    # Hands may be given as Hand objects too.
    assert rules.exchange_joker(american, [Hand.parse(hands[0]), Hand.parse(hands[1]), None, None], 0, 1, 0, "5p") == x
    with pytest.raises(RulesError, match=r"^seat 0 cannot exchange a joker now \(not on turn\)$") as e:
        rules.exchange_joker(american, hands, 0, 1, 0, "5p", phase="waiting")
    assert e.value.kind is ErrorKind.WrongPhase
    with pytest.raises(RulesError, match='unknown turn phase "napping"'):
        rules.exchange_joker(american, hands, 0, 1, 0, "5p", phase="napping")


# ---- dead hands ----


def test_a_dead_hand_is_a_record(american):
    d = rules.tile_count_dead(american, "FF 11b 22b 33b 44b 55b 6b", "drawn")
    assert (d.reason, d.has, d.expected) == ("wrong_tile_count", 13, 14)
    assert str(d) == "wrong tile count: 13 tiles, 14 expected"
    assert d.to_dict() == {
        "reason": "wrong_tile_count",
        "message": "wrong tile count: 13 tiles, 14 expected",
        "has": 13,
        "expected": 14,
        "exposure": None,
    }
    # The phase defaults to waiting (13 tiles).
    assert rules.tile_count_dead(american, "FF 11b 22b 33b 44b 55b 6b") is None


def test_a_joker_on_a_dead_hands_rack_can_still_be_redeemed(american):
    # (The racks themselves are rows: mahjong-core/tests/rows/dead.rows.)
    rack = rules.dead_hand_rack("[5d 5d J] [1b 1b J] 2b 3b", [True, False])
    x = rules.exchange_joker(american, ["5d 9b", rack, None, None], 0, 1, 0, "5p")
    assert sorted(str(t) for t in x.owner_hand.concealed) == ["0j", "1s", "1s", "2s", "3s"]
    assert [str(t) for t in x.owner_hand.exposures[0].tiles] == ["5p", "5p", "5p"]


# ---- Charleston ----


def four_hands():
    return ["111222m 9p", "333444m 9p", "555666m 9p", "777888m 9p"]


def four_passes():
    return ["111m", "333m", "555m", "777m"]


def test_a_pass_outcome_is_a_record_and_a_pass_is_named_or_numbered(american):
    out = rules.apply_charleston_pass(american, four_hands(), "first_right", four_passes())
    assert [str(t) for t in out.received[1].tiles] == ["1m", "1m", "1m"]
    assert out.to_dict()["received"][1] == ["1m", "1m", "1m"]
    # A pass by number or by name with a space.
    assert str(rules.apply_charleston_pass(american, four_hands(), 2, four_passes()).hands[2]) == "666m9p111m"
    assert str(rules.apply_charleston_pass(american, four_hands(), "first left", four_passes()).hands[3]) == "888m9p111m"
    with pytest.raises(RulesError, match=r"Charleston pass 9 is not a pass \(1 to 7\)"):
        rules.apply_charleston_pass(american, four_hands(), 9, four_passes())
    # A number written as text reads as the command line and WebAssembly read it: the pass it names.
    assert str(rules.apply_charleston_pass(american, four_hands(), " 2 ", four_passes()).hands[2]) == "666m9p111m"
    with pytest.raises(RulesError, match=r"Charleston pass 9 is not a pass \(1 to 7\)") as e:
        rules.apply_charleston_pass(american, four_hands(), "9", four_passes())
    assert e.value.kind is ErrorKind.InvalidArgument
    # Neither a number nor text: its str is read, as the words of a pass, in the core's words for a
    # name that names no pass.
    errors = []
    for pass_ in (2.5, "2.5"):
        with pytest.raises(RulesError, match='unknown Charleston pass "2.5": expected first_right, ') as e:
            rules.apply_charleston_pass(american, four_hands(), pass_, four_passes())
        errors.append((str(e.value), e.value.kind))
    assert errors[0] == errors[1] and errors[0][1] is ErrorKind.UnknownName
    with pytest.raises(EncodingError) as e:
        rules.apply_charleston_pass(american, four_hands(), "\udc80", four_passes())
    assert e.value.argument == "pass_"
    hands, passes = four_hands(), four_passes()
    hands[1], passes[1] = "333444m 0j", ["3m", "3m", "J"]
    with pytest.raises(RulesError) as e:
        rules.apply_charleston_pass(american, hands, "first_over", passes)
    assert str(e.value) == "pass 2 (over): seat 1 passes a joker at position 3"
    assert e.value.kind is ErrorKind.PassesJoker


def test_a_pass_holds_at_most_three_tiles_in_the_core_words(american):
    # The core's one error for a pass too long (rules::args), kind InvalidArgument: a Pass is built
    # alone, so no seat is named; one of four passes by seat names its seat, as C and
    # WebAssembly say it (the core's rules::args::pass_of), given as tiles or as text.
    for tiles in (["1m"] * 4, "1111m"):
        with pytest.raises(RulesError, match=r"^a pass holds at most 3 tiles, not 4$") as e:
            rules.Pass(tiles)
        assert e.value.kind is ErrorKind.InvalidArgument
    for seat, tiles, n in [(2, ["5m"] * 5, 5), (0, "1111m", 4), (3, "77z 7m 7m", 4)]:
        passes = four_passes()
        passes[seat] = tiles
        with pytest.raises(RulesError) as e:
            rules.apply_charleston_pass(american, four_hands(), "first_right", passes)
        assert str(e.value) == f"seat {seat}: a pass holds at most 3 tiles, not {n}"
        assert e.value.kind is ErrorKind.InvalidArgument
    # The courtesy pass reads its passes the same way; five passes are refused by their count first.
    with pytest.raises(RulesError) as e:
        rules.apply_courtesy_pass(american, four_hands(), [0, 3, 0, 3], [None, "3333m", None, None])
    assert str(e.value) == "seat 1: a pass holds at most 3 tiles, not 4"
    with pytest.raises(RulesError) as e:
        rules.apply_charleston_pass(american, four_hands(), "first_right", [*four_passes(), "1111m"])
    assert str(e.value) == "passes: expected 4 values (one per seat), got 5"


def test_the_records_of_a_joker_exchange_and_a_pass_as_dicts(american):
    x = rules.exchange_joker(american, ["5d 1b [N N J]", "[5d 5d J J]", None, None], 0, 1, 0, "5p")
    d = x.to_dict()
    assert list(d) == ["player", "owner", "exposure_index", "position", "exposure", "hand", "owner_hand"]
    assert (d["exposure"], d["hand"], d["owner_hand"]) == (x.exposure.to_dict(), x.hand.to_dict(), x.owner_hand.to_dict())
    assert rules.Pass(["5p", "5p", "1z"], blind=[0, 1]).to_dict() == {"tiles": ["5p", "5p", "1z"], "blind": [0, 1]}
    out = rules.apply_charleston_pass(american, four_hands(), "first_right", four_passes())
    received = [["7m"] * 3, ["1m"] * 3, ["3m"] * 3, ["5m"] * 3]
    assert out.to_dict() == {"hands": [h.to_dict() for h in out.hands], "received": received}


def test_older_pickles_of_rules_records_still_load(american):
    from mahjong_core._native import _restore

    # Pickled by the previous release (protocol 2): a joker exchange and a pass.
    old = bytes.fromhex(
        "8002636d61686a6f6e675f636f72652e5f6e61746976650a5f726573746f72650a7100580d0000004a6f6b65724578636861"
        "6e67657101284b004b014b004b02680058040000004d656c64710258080000005b35353570306a5d71038671045271056800"
        "580400000048616e647106580c0000003173306a205b34347a306a5d710758040000006d70737a710886710986710a52710b"
        "6800580400000048616e64710c58080000005b35353570306a5d710d58040000006d70737a710e86710f8671105271117471128671135271142e"
    )
    x = rules.exchange_joker(american, ["5d 1b [N N J]", "[5d 5d J J]", None, None], 0, 1, 0, "5p")
    assert pickle.loads(old) == x
    old_pass = bytes.fromhex(
        "8002636d61686a6f6e675f636f72652e5f6e61746976650a5f726573746f72650a710058040000005061737371015d710228"
        "6800580400000054696c6571035802000000357071048671055271066800580400000054696c657107580200000035707108"
        "86710952710a6800580400000054696c65710b5802000000317a710c86710d52710e655d710f284b004b01658671108671115271122e"
    )
    assert pickle.loads(old_pass) == rules.Pass(["5p", "5p", "1z"], blind=[0, 1])
    # A meld was pickled as its text, a pass outcome as a tuple.
    assert _restore("Meld", "[555p0j]") == x.exposure
    out = rules.apply_charleston_pass(american, four_hands(), "first_right", four_passes())
    assert _restore("PassOutcome", (list(out.hands), list(out.received))) == out


def test_a_pickled_state_with_a_seat_that_does_not_exist_is_refused(american):
    from mahjong_core._native import _restore

    x = rules.exchange_joker(american, ["5d 1b [N N J]", "[5d 5d J J]", None, None], 0, 1, 0, "5p")
    state = x.__reduce__()[1][1]
    assert _restore("JokerExchange", state) == x
    # Seats are 0-3: a state naming seat 7 is an error, never a crash when the exchange is applied.
    with pytest.raises(mahjong_core.MahjongError, match="cannot restore a JokerExchange") as e:
        _restore("JokerExchange", {**state, "owner": 7})
    assert "0 to 3" in str(e.value)


def test_the_passes_of_the_charleston_in_order(american):
    assert rules.charleston_passes(american, second_agreed=True) == [
        "first_right",
        "first_over",
        "first_left",
        "second_left",
        "second_over",
        "second_right",
        "courtesy",
    ]
    assert rules.charleston_passes(american) == ["first_right", "first_over", "first_left", "courtesy"]
    three = Table("american", players=3)
    assert rules.charleston_passes(three) == []
    house = Table("american", players=3, three_player_charleston=True)
    assert rules.charleston_passes(house, second_agreed=True) == [
        "first_right",
        "first_left",
        "second_left",
        "second_right",
    ]


def test_the_courtesy_pass_exchanges_the_lower_count_across(american):
    out = rules.apply_courtesy_pass(american, four_hands(), [2, 1, 3, 0], ["11m", None, "55m", None])
    assert str(out.hands[0]) == "1222m9p55m"
    assert str(out.hands[1]) == "333444m9p"
    # Seat 1 asked 1 but seat 3 asked 0: they pass nothing.
    with pytest.raises(RulesError, match=r"^pass 7 \(courtesy\): seat 1 passes 1 tiles; this pass takes 0$"):
        rules.apply_courtesy_pass(american, four_hands(), [2, 1, 3, 0], ["11m", "3m", "55m", None])
    with pytest.raises(RulesError, match="^seat 1 asks for 4 tiles in the courtesy pass; the most is 3$"):
        rules.courtesy_count(4, 3, a=1, b=3)


def test_a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston(american):
    over = rules.apply_charleston_pass(american, four_hands(), "first_over", four_passes())
    # Seat 0 received 555m over; on the left pass it passes them on unseen.
    passes = [Pass("555m", blind=[0, 1, 2]), "444m", "666m", "888m"]
    out = rules.apply_charleston_pass(american, over.hands, "first_left", passes, received=over.received)
    assert [str(t) for t in out.received[3].tiles] == ["5m", "5m", "5m"]
    assert out.received[3].blind == []
    with pytest.raises(RulesError, match=r"^pass 5 \(over\): seat 0 passes blind at position 1"):
        rules.apply_charleston_pass(american, over.hands, "second_over", passes, received=over.received)
    # Blind tiles must be tiles just received.
    passes[1] = Pass("444m", blind=[0])
    with pytest.raises(RulesError, match=r"seat 1 passes blind at position 1"):
        rules.apply_charleston_pass(american, over.hands, "first_left", passes, received=over.received)


# ---- deal, wall game, Kong Box ----


def test_a_flower_drawn_is_set_aside_and_replaced(chinese):
    hand, replace = rules.take_tile(chinese, "11m", "3g")
    assert replace and [str(t) for t in hand.bonus] == ["3g"]


# ---- kongs ----


def test_a_player_can_rob_a_hidden_kong_in_order_to_complete_the_thirteen_unique_wonders(chinese):
    hidden = Hand.parse("(1111m)").exposures[0]
    won = rules.rob_kong(chinese, "9m19p19s12345677z", 1, hidden)
    assert len(won.concealed) == 14
    assert won.context["method"] == "robbing-kong" and won.context["winning_tile"] == "1m"
    with pytest.raises(RulesError, match="only an added kong may be robbed"):
        rules.rob_kong(chinese, "23m456p789s111z55p", 1, hidden)
    added = Hand.parse("[1111m+]").exposures[0]
    with pytest.raises(RulesError, match="^seat 1 cannot go Mah Jongg with 1m$"):
        rules.rob_kong(chinese, "23m456p789s111z56p", 1, added)


# ---- rotation ----


def test_a_table_of_nine_players_is_refused_with_the_core_rule_error():
    for make in (lambda: Table("american", players=9), lambda: Table("chinese", 9), lambda: Table("british", players=9)):
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


# ---- more table rules (names and values from the Rust tests) ----


def test_out_of_range_numbers_raise_rules_error_naming_the_argument(american):
    d = Discard("5p", discarder=0)
    for big in (10**30, -(10**30)):
        with pytest.raises(RulesError) as e:
            rules.calls(american, "5d 5d", big, d)
        assert str(e.value) == f"seat {big} is not a seat (0 to 3)"
    # A number no 32-bit count holds (C cannot pass it) is an argument that names no count; past
    # the byte the rule reads, the rule's own OutOfRange, as C answers for 256 and 2**32 - 1.
    with pytest.raises(RulesError, match="^a_asks -1 is out of range: 0 to 3 tiles$") as e:
        rules.courtesy_count(-1, 2)
    assert e.value.kind is ErrorKind.InvalidArgument
    with pytest.raises(RulesError, match="^b_asks 1000000000000000000000 is out of range: 0 to 3 tiles$"):
        rules.courtesy_count(1, 10**21)
    for asks in (256, 2**32 - 1):
        with pytest.raises(RulesError, match=rf"^b_asks {asks} is out of range: 0 to 3 tiles$") as e:
            rules.courtesy_count(2, asks)
        assert e.value.kind is ErrorKind.OutOfRange
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
        Round.start(0).seat_wind(Table("chinese"), 7)
    assert e.value.kind is ErrorKind.InvalidArgument
    # A seat not at a three-player table is the rule's own kind.
    with pytest.raises(RulesError, match="seat 3 is not in play at a table of 3") as e:
        Round.start(0).seat_wind(Table("chinese", players=3), 3)
    assert e.value.kind is ErrorKind.SeatNotInPlay


def test_call_facts_keeps_a_line_holds_one_value_per_call_it_limits():
    # Pung, Kong, Quint, Sextet: four values, or none for the core's default (every call keeps a
    # line); another count in the core's words (rules::args::keeps_a_line), as WebAssembly says it.
    assert rules.CallFacts().keeps_a_line == [True] * 4
    assert rules.CallFacts(keeps_a_line=[True, False, True, False]).keeps_a_line == [True, False, True, False]
    for given in ([True], [True] * 5):
        with pytest.raises(RulesError) as e:
            rules.CallFacts(keeps_a_line=given)
        words = f"keeps_a_line: expected 4 values (Pung, Kong, Quint, Sextet), got {len(given)}"
        assert (str(e.value), e.value.kind) == (words, ErrorKind.InvalidArgument)

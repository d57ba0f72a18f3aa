"""Scoring and settlement from Python (issue 6: seeds 003 and 004). Every expected value is
worked out by hand in the comment above it, from the seed's tables."""

import json

import pytest

import mahjong_core
from mahjong_core import (
    AmericanSettlement,
    Card,
    Hand,
    MahjongError,
    NotMahJongError,
    Payments,
    Score,
    ScoreError,
    score,
    score_losing_hand,
    settle,
    settle_american,
    settle_american_hand,
    settle_american_wall_game,
)


def summary(s):
    return (s.points, s.doubles, s.total)


def test_breakdown_names_points_doubles_and_tiles():
    # South player, West round, won on a discarded 4p (23p waited on 1p and 4p):
    # [555z] exposed major pung 4, 999m concealed major pung 8, going Mah Jong 10 = 22;
    # pung of dragons: one double. 22 x 2 = 44.
    s = score("[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W")
    assert isinstance(s, Score)
    assert summary(s) == (22, 1, 44)
    assert not s.is_limit
    assert s.special is None
    rows = [(i.name, i.points, i.doubles, [str(t) for t in i.tiles]) for i in s.items]
    assert rows == [
        ("Major tile Pung", 4, 0, ["5z", "5z", "5z"]),
        ("Major tile Pung", 8, 0, ["9m", "9m", "9m"]),
        ("For going Mah Jong", 10, 0, []),
        ("Pung or Kong of Dragons", 0, 1, ["5z", "5z", "5z"]),
    ]
    assert s.items[3].kind == "pung_of_dragons"


def test_to_dict_is_plain_json():
    s = score(Hand.parse("[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W"))
    d = s.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert (d["points"], d["doubles"], d["total"], d["raw_total"], d["limit"], d["is_limit"]) == (
        22, 1, 44, 44, 1000, False,
    )
    assert d["special"] is None
    assert d["items"][0] == {
        "name": "Major tile Pung", "kind": "major_pung", "points": 4, "doubles": 0, "tiles": ["5z", "5z", "5z"],
    }
    assert s.items[2].to_dict()["tiles"] == []


def test_seat_wind_and_prevailing_wind_override_the_hand():
    hand = "[222z] 456p 456s 789s 99m ; win=9s seat=S prevailing=W"
    # [222z] is the South player's own wind: 4 + 10 = 14, one double: 28.
    assert summary(score(hand)) == (14, 1, 28)
    # Moved to the West seat: South winds are neither own nor prevailing: 14.
    assert summary(score(hand, seat_wind="W")) == (14, 0, 14)
    assert summary(score(hand, seat_wind="west")) == (14, 0, 14)
    assert summary(score(hand, seat_wind=2)) == (14, 0, 14)

    class West:
        def __str__(self):
            return "west"

    # Neither a number nor a string: read as its text (str).
    assert summary(score(hand, seat_wind=West())) == (14, 0, 14)
    # West seat in a South round: the pung doubles as the prevailing wind instead: 28.
    assert summary(score(hand, seat_wind="West", prevailing_wind="S")) == (14, 1, 28)
    # East seat, South round: 22z is the prevailing wind: "Pung or Kong of the prevailing Wind".
    names = [i.name for i in score(hand, seat_wind="E", prevailing_wind="south").items]
    assert "Pung or Kong of the prevailing Wind" in names
    assert "Pung or Kong of the player's own Wind" not in names


def test_limit_1000_or_2000():
    # East seat, East round, self-drawn: (1111z) 32 + (5555z) 32 + 999m 8 + 111p 8 + 10 + 2 = 92
    # (3p would also win: 11p and 123p). Doubles: own, prevailing, dragons, no chows = 4.
    # 92 x 16 = 1472: cut to 1000; stands under the English limit 2000.
    hand = "(1111z) (5555z) 999m 111p 22p ; win=2p by=self seat=E prevailing=E"
    s = score(hand)
    assert (s.points, s.doubles, s.raw_total, s.total, s.is_limit) == (92, 4, 1472, 1000, True)
    s = score(hand, limit=2000)
    assert (s.total, s.is_limit) == (1472, False)


def test_special_hand_scores_the_limit_under_its_name():
    # "Heads and Tails – Pungs/Kongs of Ones and Nines = Limit".
    s = score("[111m] [999m] 111p 999p 99s ; win=9s seat=S prevailing=W")
    assert s.total == 1000 and s.is_limit
    assert s.special == "Heads and Tails"
    assert [i.name for i in s.items] == ["Heads and Tails"]
    assert score("[111m] [999m] 111p 999p 99s ; win=9s", limit=2000).total == 2000


def test_british_flowers_own_and_complete_set():
    # British, South seat, 1f-4f: [222m] 2 + 444p 4 + 666s 4 + 20 + 4 x 4 = 46; own flower (2f)
    # 1 double + complete set 2 = 3: 46 x 8 = 368.
    hand = "[222m] 444p 666s 789s 99m 1234f ; win=9s seat=S prevailing=W"
    s = score(hand, rules="british")
    assert summary(s) == (46, 3, 368)
    assert ("Holding complete set of Flowers", 2) in [(i.name, i.doubles) for i in s.items]
    # Without flowers and seasons: 30, no doubles. Classical ignores them by default.
    assert summary(score(hand, rules="british", flowers_and_seasons=False)) == (30, 0, 30)
    assert summary(score(hand, rules="classical")) == (20, 0, 20)


def test_two_player_no_chows_and_three_player_no_north():
    # Two players, all pungs: [222m] 2 + 444p 4 + 666s 4 + 999s (won on a discard: exposed) 4
    # + 10 = 24; No Chows: 48.
    assert summary(score("[222m] 444p 666s 999s 99m ; win=9s seat=W prevailing=E", rules="two-player")) == (24, 1, 48)
    with pytest.raises(NotMahJongError, match="not a Mah Jong hand under the two-player rules"):
        score("[222m] 456p 456s 789s 99m ; win=9s seat=W prevailing=E", rules="two-player")
    with pytest.raises(ScoreError, match="4z is not used in this game"):
        score("[222m] 456p 456s 789s 44z ; win=9s seat=S prevailing=W", rules="three-player")
    with pytest.raises(ScoreError, match="no player has the north wind at this table"):
        score("[222m] 456p 456s 789s 55z ; win=9s", rules="three-player", seat_wind="N")


def test_losing_hand_scores_without_mah_jong_items():
    # South player: [555p] exposed minor pung 2, 444z held concealed 8, 22z own wind pair 2 = 12.
    s = score_losing_hand("[555p] 444z 22z 13579m ; seat=S")
    assert summary(s) == (12, 0, 12)
    assert "For going Mah Jong" not in [i.name for i in s.items]
    # The same tiles at the North seat: 444z becomes own wind (8 and a double), 22z scores
    # nothing: 2 + 8 = 10, one double: 20.
    assert summary(score_losing_hand("[555p] 444z 22z 13579m ; seat=S", seat_wind="N")) == (10, 1, 20)


def test_bad_input_is_a_clear_error():
    with pytest.raises(MahjongError, match='unknown rule profile "riichi": expected classical, british, two_player, three_player or mcr'):
        score("[555z] 999m 234p 456s 77p ; win=4p", rules="riichi")
    with pytest.raises(NotMahJongError, match="not a Mah Jong hand under the classical rules") as e:
        score("123m 456p 789s 235s 99m ; win=2s")
    assert isinstance(e.value, ScoreError) and isinstance(e.value, MahjongError)
    with pytest.raises(ScoreError, match="2 chows; this game allows 1"):
        score("[123m] [456p] 456s 999s 99m ; win=9s seat=S prevailing=W", rules="british")
    with pytest.raises(MahjongError, match="seat_wind: unknown wind \"up\""):
        score("[555z] 999m 234p 456s 77p ; win=4p", seat_wind="up")
    with pytest.raises(MahjongError, match="is not a seat"):
        score("[555z] 999m 234p 456s 77p ; win=4p", prevailing_wind=7)
    # A wind that is neither a number nor text is read as its text (str), in the core's words for
    # a name that names no wind, as the same text given as a string.
    errors = []
    for bad in (1.5, "1.5"):
        with pytest.raises(MahjongError) as e:
            score("[555z] 999m 234p 456s 77p ; win=4p", seat_wind=bad)
        errors.append((str(e.value), e.value.kind))
    assert errors[0] == errors[1] and errors[0][0].startswith('seat_wind: unknown wind "1.5"')
    assert errors[0][1] is mahjong_core.ErrorKind.UnknownName
    with pytest.raises(mahjong_core.NotationError):
        score("10m")


def test_settle_east_doubling_and_losers_settlement():
    # West wins with 40; East 30, South 8, North 12. To West: East 80, South 40, North 40.
    # Losers: South pays East 2 x 22 = 44, South pays North 4, North pays East 2 x 18 = 36.
    p = settle([30, 8, 40, 12], winner="W")
    assert isinstance(p, Payments)
    assert p.table == [[0, 0, 80, 0], [44, 0, 40, 4], [0, 0, 0, 0], [36, 0, 40, 0]]
    assert p.nets == [0, -88, 160, -72]
    assert (p.amount("S", "E"), p.paid("south"), p.received("W"), p.net(3)) == (44, 88, 160, -72)
    assert p.to_dict() == {"seats": ["east", "south", "west", "north"], "table": p.table, "nets": p.nets}
    # The same as a dict by wind.
    assert settle({"E": 30, "S": 8, "W": 40, "N": 12}, winner="west").nets == [0, -88, 160, -72]


def test_settle_east_wins_limit_and_wall_game():
    # East wins a hand scored 5000 at limit 1000: each pays 2 x 1000.
    assert settle([5000, 0, 0, 0], winner="E").nets == [6000, -2000, -2000, -2000]
    assert settle([5000, 0, 0, 0], winner="E", limit=2000).nets == [12000, -4000, -4000, -4000]
    assert settle([40, 8, 16, 2]).nets == [0, 0, 0, 0]


def test_settle_two_and_three_players():
    # Two players: West wins 30 against East's 70: receives 30 + 40 = 70, East not doubled.
    assert settle([70, 0, 30, 0], winner="W", rules="two-player").nets == [-70, 0, 70, 0]
    # Three players: South wins 40; East 10, West 30. East pays 80, West 40; East pays West
    # 2 x 20 = 40. Nets: East -120, South 120, West 0.
    assert settle([10, 40, 30, 0], winner="S", rules="three-player").nets == [-120, 120, 0, 0]
    with pytest.raises(ScoreError, match="a score was given for the south wind"):
        settle([0, 10, 0, 0], winner="E", rules="two-player")
    with pytest.raises(ScoreError, match="no player has the north wind at this table"):
        settle([0, 0, 0, 0], winner="N", rules="three")
    # One score per seat, in the core's words (rules::args::per_seat), as WebAssembly's settle
    # and Python's rules functions say it.
    with pytest.raises(MahjongError, match=r"^scores: expected 4 values \(one per seat\), got 3$") as e:
        settle([1, 2, 3], winner="E")
    assert e.value.kind is mahjong_core.ErrorKind.InvalidArgument
    with pytest.raises(MahjongError, match=r"^hands: expected 4 values \(one per seat\), got 5$"):
        mahjong_core.settle_hands(["123m"] * 5, "E", prevailing_wind="E")
    with pytest.raises(MahjongError, match="^scores: expected a list by seat or a dict by wind, got 5$"):
        settle(5, winner="E")
    with pytest.raises(MahjongError, match="unknown rule profile"):
        settle([1, 2, 3, 4], winner="E", rules="mahjongg")


def test_settle_american_discard_self_drawn_joker_exchange():
    # West wins a 25 line on South's discard: South 50, East and North 25.
    s = settle_american(25, "W", discarder="S")
    assert isinstance(s, AmericanSettlement)
    assert (s.winner, s.value, s.self_drawn, s.jokerless_double) == ("west", 25, False, False)
    assert s.payments.nets == [-25, -50, 100, -25]
    assert s.payments.amount("S", "W") == 50
    # East self-draws a 30 line: 60 from each.
    assert settle_american(30, "E", self_drawn=True).payments.nets == [180, -60, -60, -60]
    # South wins 35 right after a joker exchange: counts as self-drawn, 70 from each.
    s = settle_american(35, "S", after_joker_exchange=True)
    assert s.self_drawn and s.payments.nets == [-70, 210, -70, -70]


def test_settle_american_jokerless():
    # 25 line on North's discard, jokerless announced: value 50, North pays 100.
    s = settle_american(25, "W", discarder="N", jokerless=True, announced=True)
    assert (s.value, s.jokerless_double) == (50, True)
    assert s.payments.nets == [-50, -50, 200, -100]
    # Not announced: no bonus.
    assert settle_american(25, "W", discarder="N", jokerless=True).payments.nets == [-25, -25, 100, -50]
    # Self-drawn jokerless: 30 x 2 x 2 = 120 from each.
    assert settle_american(30, "N", self_drawn=True, jokerless=True, announced=True).payments.nets == [
        -120, -120, -120, 360,
    ]
    # A singles-and-pairs line gets no bonus: 50 self-drawn, 100 from each.
    s = settle_american(50, "E", self_drawn=True, jokerless=True, announced=True, singles_and_pairs=True)
    assert not s.jokerless_double and s.payments.nets == [300, -100, -100, -100]


def test_settle_american_dead_hands_house_rule_social_wall():
    # South dead still pays: East wins 25 on West's discard: South 25, West 50, North 25.
    s = settle_american(25, "E", discarder="W", dead=["S"])
    assert s.payments.amount("S", "E") == 25 and s.payments.nets == [100, -25, -50, -25]
    with pytest.raises(ScoreError, match="the hand of the player with the north wind is dead"):
        settle_american(25, "E", discarder="N", dead="N")
    # A seat number, alone or in a list, is the same seat as in the core (1 is South).
    assert settle_american(25, "E", discarder="W", dead=1) == s
    assert settle_american(25, "E", discarder="W", dead=(1,)) == s
    with pytest.raises(ScoreError, match="the hand of the player with the west wind is dead"):
        settle_american(25, "E", discarder="W", dead=[1, 2])
    with pytest.raises(MahjongError, match="dead: expected a seat or a list of seats"):
        settle_american(25, "E", discarder="W", dead=1.5)
    # Both ways of saying a self-drawn joker-exchange win agree (`AmericanWin::won_by`).
    both = settle_american(35, "S", self_drawn=True, after_joker_exchange=True)
    assert both == settle_american(35, "S", after_joker_exchange=True)
    # House rule: East threw the tile and pays everyone's share: 50 + 25 + 25 = 100.
    assert settle_american(25, "S", discarder="E", discarder_pays_all=True).payments.nets == [-100, 100, 0, 0]
    # Social: just names the winner.
    s = settle_american(50, "N", discarder="E", social=True)
    assert (s.winner, s.value, s.payments.nets) == ("north", 0, [0, 0, 0, 0])
    # Wall game: nobody wins, nobody pays.
    s = settle_american(0, None)
    assert s.winner is None and s.payments.nets == [0, 0, 0, 0]
    d = settle_american(25, "W", discarder="S").to_dict()
    assert d["winner"] == "west" and d["payments"]["nets"] == [-25, -50, 100, -25]


def test_settle_american_bad_input():
    with pytest.raises(ScoreError, match="the player with the west wind cannot both win and throw the winning tile"):
        settle_american(25, "W", discarder="W")
    # Nothing says how the winning tile came: the core's error, as the CLI's.
    with pytest.raises(ScoreError, match="name the discarder") as e:
        settle_american(25, "W")
    assert e.value.kind is mahjong_core.ErrorKind.ScoreWinByNotGiven
    with pytest.raises(ScoreError) as e:
        settle_american_hand("NNNN EEE WWW SSSS", winner="E")
    assert e.value.kind is mahjong_core.ErrorKind.ScoreWinByNotGiven
    # The core refuses it (the same inputs as the Rust and C tests).
    msg = r"^a win on the discard of the player with the south wind cannot also be self-drawn or after a joker exchange$"
    with pytest.raises(ScoreError, match=msg):
        settle_american(25, "W", discarder="S", self_drawn=True)
    with pytest.raises(ScoreError, match=msg):
        settle_american(25, "W", discarder="S", after_joker_exchange=True)


def test_a_losing_hand_with_the_wrong_count_is_refused_naming_it():
    # (The score of a right count is a row: mahjong-core/tests/rows/score.rows.)
    with pytest.raises(ScoreError, match=r"^1 tiles in sets \(kongs count 3\); expected 13$"):
        score_losing_hand("5z")
    # 23 tiles once scored the limit.
    with pytest.raises(ScoreError, match="23 tiles in sets"):
        score_losing_hand("1111m 2222m 3333m 1111p 2222p 333p")


def test_limit_is_validated_and_named():
    hand = "[555z] 999m 234p 456s 77p ; win=4p seat=S prevailing=W"
    with pytest.raises(ScoreError, match="limit 0 is not a limit: it must be at least 1"):
        score(hand, limit=0)
    # The core's words for a limit (args::score_limit), as WebAssembly says them: the value as
    # written, then the range.
    words = "is out of range: a limit is a whole number from 1 to 4294967295"
    for bad in (-1, 2**32, 10**40):
        with pytest.raises(MahjongError) as e:
            score(hand, limit=bad)
        assert (str(e.value), e.value.kind) == (f"limit {bad} {words}", mahjong_core.ErrorKind.InvalidArgument)
        with pytest.raises(MahjongError, match=rf"^limit {bad} {words}$"):
            settle([0, 60, 0, 0], winner="S", limit=bad)
    # Anything that is not a number is read as its text (str), as the command line reads --limit:
    # digits are a limit, anything else is refused in the same words.
    for bad in ("high", 1.5, [500]):
        with pytest.raises(MahjongError) as e:
            score_losing_hand("[555p] 444z 22z 13579m", limit=bad)
        assert (str(e.value), e.value.kind) == (f"limit {bad} {words}", mahjong_core.ErrorKind.InvalidArgument)
    assert score(hand, limit="1").total == 1
    with pytest.raises(ScoreError, match="limit 0"):
        settle([0, 60, 0, 0], winner="S", limit=0)
    # Limit 1: the 44-point hand scores 1.
    assert score(hand, limit=1).total == 1

    class One:
        def __index__(self):
            return 1

    # An int-like (`__index__`, as numpy's ints) is read as the rules' int arguments are.
    assert score(hand, limit=One()).total == 1


def test_the_chinese_official_rules_take_no_limit():
    # A limit belongs to the classical and British tables: with mcr the core refuses the rules,
    # the same error whether the hand is scored as the winner's or a loser's.
    hand = "123m 456p 789s 111z 55z ; win=5z"
    for call in (score, score_losing_hand):
        with pytest.raises(ScoreError) as e:
            call(hand, "mcr", limit=500)
        assert e.value.kind is mahjong_core.ErrorKind.ScoreMcrProfile
    # A bad limit is still named first.
    with pytest.raises(MahjongError, match="^limit high is out of range"):
        score(hand, "mcr", limit="high")


def test_a_removed_flower_or_season_is_refused_naming_it():
    # (The score with the others is a row: mahjong-core/tests/rows/score.rows.)
    hand = "[222m] 456p 456s 789s 55z {} ; win=9s seat=S prevailing=W"
    for tile in ("4f", "4g"):
        with pytest.raises(ScoreError, match=f"^{tile} is not used in this game$"):
            score(hand.format(tile), rules="three-player", flowers_and_seasons=True)


def test_four_blessings_named_when_its_standard_reading_reaches_the_limit():
    s = score("(1111z) (2222z) (3333z) (4444z) 55z ; win=5z")
    assert (s.total, s.special) == (1000, "Four Blessings Hovering Over the Door")


def test_amounts_that_overflow_are_errors():
    # 2^31 self-drawn: each pays 2^32, which does not fit.
    with pytest.raises(ScoreError, match="the amount 4294967296 does not fit in 32 bits"):
        settle_american(2**31, "E", self_drawn=True)
    # Limit 2^32 - 1, South wins 2^31: East pays double, 2^32.
    with pytest.raises(ScoreError, match="the amount 4294967296 does not fit"):
        settle([0, 2**31, 0, 0], winner="S", limit=2**32 - 1)


def test_settle_american_wall_game_nobody_wins_and_nobody_pays():
    for s in (settle_american_wall_game(), settle_american(25, None)):
        assert (s.winner, s.value, s.jokerless_double, s.self_drawn) == (None, 0, False, False)
        assert s.payments.table == [[0] * 4] * 4 and s.payments.nets == [0, 0, 0, 0]
    with pytest.raises(MahjongError, match="wall game"):
        settle_american(25, None, discarder="S")


def test_settle_american_hand_jokerless_only_when_announced():
    # Winds-Dragons #1, printed 25, no joker. South wins on East's discard.
    # Not announced: East 50, West and North 25. Announced: doubled to 50: East 100, others 50.
    s = settle_american_hand("NNNN EEE WWW SSSS", winner="S", discarder="E")
    assert (s.value, s.jokerless_double, s.payments.nets) == (25, False, [-50, 100, -25, -25])
    s = settle_american_hand("NNNN EEE WWW SSSS", Card.sample(), winner="S", discarder="E", announced=True)
    assert (s.value, s.jokerless_double, s.payments.nets) == (50, True, [-100, 200, -50, -50])
    # Singles and Pairs #4 (75): no joker-eligible group, no bonus even announced; self-drawn 150 each.
    s = settle_american_hand("NEWS F 123456789b", winner="N", self_drawn=True, announced=True)
    assert (s.value, s.jokerless_double, s.payments.nets) == (75, False, [-150, -150, -150, 450])


def test_settle_american_hand_contradictions_and_no_line():
    with pytest.raises(ScoreError, match="jokerless was claimed but the hand holds jokers"):
        settle_american_hand("NNNN EEE WWW SSSJ", winner="S", self_drawn=True, jokerless=True, announced=True)
    # With a joker: 25, self-drawn: 50 each.
    s = settle_american_hand("NNNN EEE WWW SSSJ", winner="S", self_drawn=True, announced=True)
    assert s.payments.nets == [-50, 150, -50, -50]
    with pytest.raises(NotMahJongError, match="no line of .* matches the hand"):
        settle_american_hand("NNNN EEE WWW SSS 1b", winner="S", self_drawn=True)
    # A hand of 13 tiles is no hand to match (a card line has 14): the size error Card.match gives.
    with pytest.raises(mahjong_core.HandSizeError, match="^the hand has 13 tiles; a hand to match has 14$") as e:
        settle_american_hand("NNNN EEE WWW SSS", winner="S", self_drawn=True)
    assert e.value.tiles == 13 and e.value.kind is mahjong_core.ErrorKind.MatchTiles


def test_settle_american_value_out_of_range_is_a_mahjong_error():
    for value in (-1, 2**32, 2**70):
        with pytest.raises(mahjong_core.MahjongError, match=rf"^value {value} is out of range: 0 to 4294967295$"):
            mahjong_core.settle_american(value, "E", self_drawn=True)
    # The largest value is taken, and its self-drawn double (2 x 4294967295) is refused by the
    # settlement itself, not by the argument.
    with pytest.raises(mahjong_core.ScoreError, match="^the amount 8589934590 does not fit in 32 bits$"):
        mahjong_core.settle_american(2**32 - 1, "E", self_drawn=True)

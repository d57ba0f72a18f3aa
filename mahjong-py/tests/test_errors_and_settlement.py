"""Python's exceptions (TypeError for wrong types, MahjongError subclasses of ValueError for bad
values, FileNotFoundError for a missing card, one error for text that cannot be encoded) and
one call settling a whole classical hand."""

import pytest

import mahjong_core as mc
from mahjong_core import Card, Hand, Tile, rules

WIN = "123m456m789m111p22p; win=2p by=self"
LOSERS = ["111s 222s 345p 77z 99m", "[555z] 123s 456s 78s 99p", "[666z] 11z 234m 567p 88s"]
SEATS = ["east", "south", "west", "north"]


def test_wrong_argument_types_raise_type_error_with_our_message():
    with pytest.raises(TypeError, match="^text: expected a tile string such as '5p', got int$"):
        Tile.parse(5)
    with pytest.raises(TypeError, match="^hand: expected a Hand or a hand string, got list$"):
        mc.tiles_away([1, 2, 3])
    with pytest.raises(TypeError, match="expected a str, got int"):
        mc.tiles_away("123m", rules=5)
    assert not issubclass(TypeError, mc.MahjongError)


def test_bad_values_raise_mahjong_errors_that_are_value_errors():
    for cls in [mc.NotationError, mc.TileCountError, mc.EncodingError, mc.InvalidHandError, mc.RuleProfileError,
                mc.CardError, mc.CardFileNotFoundError, mc.ScoreError, mc.NotMahJongError, rules.RulesError]:
        assert issubclass(cls, mc.MahjongError) and issubclass(cls, ValueError), cls
    with pytest.raises(mc.RuleProfileError):
        mc.tiles_away("123m", rules="riichi")


def test_hand_size_error_is_the_invalid_hand_error():
    assert mc.HandSizeError is mc.InvalidHandError
    with pytest.raises(mc.InvalidHandError) as e:
        Card.sample().match("123m")
    assert e.value.tiles == 3
    with pytest.raises(mc.HandSizeError):
        mc.tiles_away("1m")


def test_a_missing_card_file_is_also_a_file_not_found_error(tmp_path):
    missing = tmp_path / "nope.toml"
    with pytest.raises(FileNotFoundError) as e:
        Card.load(str(missing))
    err = e.value
    assert isinstance(err, mc.CardError) and isinstance(err, mc.MahjongError)
    assert err.filename == str(missing) and err.file == str(missing)
    # The message quotes at most the last 60 characters of the path (the end names the file).
    assert "nope.toml: cannot read the card file" in str(err)
    assert str(missing).endswith(str(err).split(": cannot read")[0].lstrip("…"))
    with pytest.raises(mc.CardError) as e:
        Card.load(str(tmp_path))  # a directory: a card error, but not a missing file
    assert not isinstance(e.value, FileNotFoundError)


@pytest.mark.parametrize(
    "call, argument, column",
    [
        (lambda: Hand.parse("1m\ud800"), "text", 3),
        (lambda: Tile.parse("\udc805p"), "text", 1),
        (lambda: mc.tiles_away("123m", rules="clas\udc80sical"), None, 5),
        (lambda: rules.Table("amer\ud800ican"), None, 5),
        (lambda: rules.Claim(1, "pu\ud800ng"), None, 3),
        (lambda: mc.score(WIN, seat_wind="ea\ud800st"), "seat_wind", 3),
        (lambda: Card.from_toml("name = '\ud800'"), None, 9),
        (lambda: Card.lint("x", "toml", "c\ud800.toml"), None, 2),
        (lambda: mc.SpecialHand.from_name("\ud800"), None, 1),
        (lambda: Card.load("cards/\ud800.toml"), "path", 7),
    ],
)
def test_a_str_that_cannot_be_encoded_raises_our_error_naming_the_argument_and_position(call, argument, column):
    with pytest.raises(mc.EncodingError) as e:
        call()
    err = e.value
    assert isinstance(err, mc.NotationError) and not isinstance(err, UnicodeError)
    assert err.column == column
    assert f"column {column}: the text is not valid Unicode (a lone surrogate)" in str(err)
    if argument is not None:
        assert err.argument == argument and str(err).startswith(f"{argument}: ")
    else:
        # pyo3 names the argument in a note on the error.
        assert any("while processing" in n for n in getattr(err, "__notes__", [])), err


def three_calls(hands, winner, prevailing, rules_name="classical"):
    """The old way: score the winner, score each loser, settle."""
    scores = []
    for seat, h in enumerate(hands):
        if h is None:
            scores.append(None)
            continue
        f = mc.score if SEATS[seat] == winner else mc.score_losing_hand
        scores.append(f(h, rules_name, seat_wind=seat, prevailing_wind=prevailing))
    totals = [0 if s is None else s.total for s in scores]
    return scores, mc.settle(totals, winner, rules_name)


def test_one_call_settles_a_whole_classical_hand_as_the_three_calls_do():
    for winner_seat in range(4):
        hands = LOSERS[:winner_seat] + [WIN] + LOSERS[winner_seat:]
        for prevailing in ["east", "south"]:
            s = mc.settle_hands(hands, SEATS[winner_seat], prevailing_wind=prevailing)
            scores, payments = three_calls(hands, SEATS[winner_seat], prevailing)
            assert s.scores == scores and s.payments == payments
            assert s.nets == payments.nets and sum(s.nets) == 0 and s.winner == SEATS[winner_seat]


def test_settle_hands_sets_each_seat_wind_from_its_place():
    # The pung of East wind scores for East only (a pung of one's own wind doubles).
    loser = "[111z] 123s 456s 78s 99p"
    as_east = mc.settle_hands([loser, WIN, LOSERS[0], LOSERS[2]], "south", prevailing_wind="south").scores[0]
    as_west = mc.settle_hands([WIN, LOSERS[0], loser, LOSERS[2]], "east", prevailing_wind="south").scores[2]
    assert as_east.doubles == as_west.doubles + 1


def test_settle_hands_wall_game_pays_nothing_and_three_player_leaves_north_empty():
    s = mc.settle_hands([LOSERS[0], LOSERS[1], LOSERS[2], LOSERS[0]], None, prevailing_wind="east")
    assert s.nets == [0, 0, 0, 0] and s.winner is None and all(x is not None for x in s.scores)
    three = [WIN, LOSERS[0], LOSERS[1], None]
    s3 = mc.settle_hands(three, "east", "three-player", prevailing_wind="east")
    assert s3.scores[3] is None and sum(s3.nets) == 0 and s3.nets[3] == 0
    with pytest.raises(mc.ScoreError, match="^the north hand: no player has the north wind at this table$"):
        mc.settle_hands([WIN, LOSERS[0], LOSERS[1], LOSERS[2]], "east", "three-player", prevailing_wind="east")
    with pytest.raises(mc.ScoreError, match="^the west hand: no hand was given for the player with the west wind"):
        mc.settle_hands([WIN, LOSERS[0], None, LOSERS[2]], "east", prevailing_wind="east")
    with pytest.raises(mc.NotMahJongError, match="^the south hand: "):
        mc.settle_hands([LOSERS[0], "123m456m789m111p29p", LOSERS[1], LOSERS[2]], "south", prevailing_wind="east")
    by_wind = mc.settle_hands({"E": WIN, "S": LOSERS[0], "W": LOSERS[1], "N": LOSERS[2]}, "E", prevailing_wind="E")
    assert by_wind == mc.settle_hands([WIN, *LOSERS], "east", prevailing_wind="east")


def test_every_error_carries_the_core_error_kind():
    """`.kind` is the ErrorKind member of the core error that was raised (the names are the
    core's; the numbers never change)."""
    K = mc.ErrorKind
    cases = [
        (lambda: Hand.parse("123x"), mc.NotationError, K.ParseUnknownLetter),
        (lambda: mc.tiles_away("123m"), mc.InvalidHandError, K.StandardWrongTileCount),
        (lambda: mc.score("123m456m789m12p559s"), mc.NotMahJongError, K.ScoreNotMahJong),
        (lambda: mc.score("123m", rules="mcr"), mc.McrError, K.McrWrongTileCount),
        (lambda: mc.tiles_away("123m456m789m1p2p5s9s", rules="riichi"), mc.RuleProfileError, K.UnknownName),
        (lambda: rules.Table("american", players=9), mc.RulesError, K.OutOfRange),
        (lambda: rules.Claim(1, "pong"), mc.RulesError, K.UnknownName),
    ]
    for call, cls, kind in cases:
        with pytest.raises(cls) as e:
            call()
        assert e.value.kind is kind, (e.value, e.value.kind)
    # A count out of 0 to 4 is the core's argument error.
    with pytest.raises(mc.InvalidHandError) as e:
        mc.tiles_away_counts([5] + [0] * 33)
    assert e.value.kind is K.InvalidArgument
    # An argument the binding could not read (33 counts, not 34) names no rule.
    with pytest.raises(mc.InvalidHandError) as e:
        mc.tiles_away_counts([0] * 33)
    assert e.value.kind is None


@pytest.mark.parametrize("call, argument, bad", [
    (lambda b: mc.mcr_payments(8, b), "winner", 4),
    (lambda b: mc.mcr_payments(8, "E", b), "discarder", -1),
    (lambda b: mc.score("19m19p19s1234567z7z ; win=7z seat=S", rules="mcr").payments(b), "winner", 4),
    (lambda b: mc.settle([0, 0, 0, 0], b), "winner", 7),
    (lambda b: mc.settle({b: 1, "S": 0, "W": 0, "N": 0}), "scores", 5),
    (lambda b: mc.settle_american(25, b), "winner", 10**30),
    (lambda b: mc.score("[555z] 999m 234p 456s 77p ; win=4p", prevailing_wind=b), "prevailing_wind", -(10**30)),
])
def test_a_seat_given_as_a_number_out_of_0_to_3_gets_the_core_words_every_face_says(call, argument, bad):
    # Seats run 0 (East) to 3 (North); C's readers say the same sentence with the argument's name.
    with pytest.raises(mc.MahjongError) as e:
        call(bad)
    assert str(e.value) == f"{argument} {bad} is not a seat (0 to 3)"
    assert e.value.kind is mc.ErrorKind.InvalidArgument
    # The same seats by number still read: North's 3 is the wind named "N".
    assert mc.settle({3: 40, 0: 30, 1: 8, 2: 12}, winner=3).nets == mc.settle([30, 8, 12, 40], winner="N").nets


def test_every_bad_136_index_is_one_error_naming_its_column_and_the_range():
    # The 136-tile convention: four copies of each of 34 faces, indices 0 to 135.
    K = mc.ErrorKind
    for tiles, column, shown in [([0, 136], 2, "136"), ([-1], 1, "-1"), ([4, 0, -(2**63)], 3, str(-(2**63)))]:
        with pytest.raises(mc.NotationError) as e:
            Hand.from_136(tiles)
        assert str(e.value) == f"column {column}: {shown} is not a 136-tile index (0 to 135)"
        assert (e.value.column, e.value.kind) == (column, K.ParseNotATileIndex136)
    # An item that is no 64-bit whole number (a float, text, an int past 64 bits): the same error.
    for tiles, column in [([0, 1.5], 2), (["a"], 1), ([2**64], 1)]:
        with pytest.raises(mc.NotationError) as e:
            Hand.from_136(tiles)
        assert str(e.value) == f"column {column}: expected a 136-tile index (0 to 135)"
        assert (e.value.column, e.value.kind) == (column, K.ParseNotATileIndex136)
    assert str(Hand.from_136([135, 0])) == "1m7z"

"""The Chinese Official rules (MCR) from Python: score, is_winning, tiles_away and waits with
rules="mcr", and the comparison with PyMahjongGB (see mcr_compare.py for the known differences)."""

import pytest

import mahjong_core as mc

import mcr_compare


def test_score_names_each_fan_in_english_and_chinese():
    s = mc.score("123456789m777z11m ; win=9m by=self", rules="mcr")
    assert isinstance(s, mc.McrScore)
    names = [(f.name, f.chinese, f.points, f.count) for f in s.fans]
    # Pure Straight 16, Half Flush 6, Fully Concealed Hand 4, Dragon Pung 2 (worked by hand).
    assert names == [
        ("Pure Straight", "清龙", 16, 1),
        ("Half Flush", "混一色", 6, 1),
        ("Fully Concealed Hand", "不求人", 4, 1),
        ("Dragon Pung", "箭刻", 2, 1),
    ]
    assert s.total == 28 and s.fan_points == 28 and s.meets_minimum and s.form == "regular"
    assert s.count("Pure Straight") == 1 and s.count("清龙") == 1
    assert s.to_dict()["total"] == 28
    assert str(s) == "28 points (28 in fans, 0 for flowers)"


def test_flowers_do_not_count_toward_the_minimum():
    # All Chows 2, Concealed Hand 2, Short Straight 1 = 5, and four flowers.
    s = mc.score("123m456p789p345s22s 1f2f3f4f ; win=6p", rules="mcr")
    assert (s.fan_points, s.flowers, s.total, s.meets_minimum) == (5, 4, 9, False)
    assert str(s) == "9 points (5 in fans, 4 for flowers)"
    assert mc.is_winning("123m456p789p345s22s 1f2f3f4f ; win=6p", rules="mcr") is False
    with pytest.raises(mc.McrError, match="1f is a flower or season"):
        mc.score("123m456p789p345s22s 1f ; win=6p", rules="mcr", flowers_and_seasons=False)


def test_payments():
    s = mc.score("19m19p19s1234567z7z ; win=7z seat=S", rules="mcr")
    assert s.payments("S", "W") == [-8, 8 + 96 + 8, -96, -8]  # West pays 88 + 8
    assert mc.mcr_payments(10, "E") == [54, -18, -18, -18]


def test_seat_and_prevailing_wind_arguments():
    s = mc.score("222z123m456p678s11m ; win=1m", rules="mcr", seat_wind="S", prevailing_wind="S")
    assert s.count("Seat Wind") == 1 and s.count("Prevalent Wind") == 1


def test_errors_name_the_problem():
    with pytest.raises(mc.McrError, match="win="):
        mc.score("123m456p789s234s55z", rules="mcr")
    with pytest.raises(mc.McrError, match="last-of-kind: the hand holds 2 copies of 5z"):
        mc.score("123m456p789s234s55z ; win=5z last-of-kind", rules="mcr")
    with pytest.raises(mc.McrError, match="not a complete hand"):
        mc.score("123m456p789s234s56z ; win=5z", rules="mcr")
    assert issubclass(mc.McrError, mc.MahjongError)


def test_tiles_away_and_waits():
    a = mc.tiles_away("19m19p19s1234567z", rules="mcr")
    assert (a.thirteen_orphans, a.seven_pairs, a.best) == (0, 6, 0)
    assert len(a.improving("thirteen-orphans")) == 13
    w = mc.waits("147m258p369s11z22z", rules="mcr")
    assert [str(t) for t in w.tiles] == ["1z", "2z"]
    assert w.forms("1z") == ["knitted_straight"]
    assert len(mc.mcr_fans()) == 81


def test_scores_agree_with_pymahjonggb_on_10000_seeded_hands():
    classes = mcr_compare.run(lambda h: mc.score(h, rules="mcr"), seed=20261201, n=10_000)
    assert classes["same"] > 9_800, classes


def test_tiles_away_agrees_with_pymahjonggb_on_10000_seeded_hands():
    for notation, standing, melded in mcr_compare.away_hands(20261202, 10_000):
        a = mc.tiles_away(notation, rules="mcr")
        ours = [a.regular, a.seven_pairs, a.thirteen_orphans, a.honors_and_knitted, a.knitted_straight]
        assert mcr_compare.away_agrees(ours, standing, melded), (notation, ours, mcr_compare.reference_away(standing, melded))


def test_waits_are_a_collection_of_tiles():
    # 147m 258p 369s is a knitted straight; 11z 22z want a pair and a pung: either wind wins.
    w = mc.waits("147m258p369s11z22z", rules="mcr")
    assert [str(t) for t in w] == ["1z", "2z"] and len(w) == 2
    assert "1z" in w and mc.Tile.parse("2z") in w and "3z" not in w
    assert w[0] == mc.Tile.parse("1z") and w[-1] == mc.Tile.parse("2z")
    assert str(w) == "1z 2z" and w.to_dict() == {"tiles": ["1z", "2z"], "forms": {"1z": ["knitted_straight"], "2z": ["knitted_straight"]}}
    with pytest.raises(IndexError):
        w[2]


def test_a_score_is_a_sequence_of_its_fans_and_survives_pickling_with_its_winds():
    import pickle

    s = mc.score("222z123m456p678s11m ; win=1m", rules="mcr", seat_wind="S", prevailing_wind="S")
    assert list(s) == s.fans and len(s) == len(s.fans) and s[0] in s
    # The winds given as arguments are part of the pickled hand.
    t = pickle.loads(pickle.dumps(s))
    assert t == s and t.count("Seat Wind") == 1 and t.count("Prevalent Wind") == 1
    # A fan is named by its object, its number in the table or its names.
    pure = mc.score("123456789m777z11m ; win=9m by=self", rules="mcr")
    straight = pure.fans[0]
    assert pure.count(straight) == pure.count(straight.number) == pure.count("清龙") == 1
    assert str(straight) == "Pure Straight (清龙): 16 points"
    # 123m twice and 456p twice: Pure Double Chow (1 point) counted twice, "x2" after the names.
    double = mc.score("[123m] 123m [456p] 456p 77s ; win=7s", rules="mcr")
    assert [str(f) for f in double.fans] == [
        "All Chows (平和): 2 points",
        "Pure Double Chow (一般高) x2: 2 points",
        "Single Wait (单钓将): 1 point",
    ]


def test_wrong_argument_types_raise_type_error_and_bad_values_our_errors():
    s = mc.score("123456789m777z11m ; win=9m by=self", rules="mcr")
    with pytest.raises(TypeError):
        s.count(1.5)
    with pytest.raises(mc.MahjongError, match="1 to 81"):
        s.count(82)
    with pytest.raises(mc.MahjongError, match='unknown fan "no such fan"'):
        s.count("no such fan")
    a = mc.tiles_away("19m19p19s1234567z", rules="mcr")
    with pytest.raises(TypeError):
        a.improving(3)
    with pytest.raises(mc.MahjongError, match='unknown hand form "nine-gates"'):
        a.improving("nine-gates")
    with pytest.raises(mc.EncodingError):
        a.improving("\udc80")
    # A payment holds at most 536870903 points: the winner's self-drawn take, 3 x (total + 8),
    # then fits in 32 bits (1610612733); one more is refused by the argument, in any face.
    for total in (-1, 536870904, 2**70):
        with pytest.raises(mc.MahjongError, match=rf"^total {total} is out of range: 0 to 536870903 points") as e:
            mc.mcr_payments(total, "E")
        assert e.value.kind is mc.ErrorKind.InvalidArgument
    assert mc.mcr_payments(536870903, "E") == [1610612733, -536870911, -536870911, -536870911]
    with pytest.raises(TypeError):
        mc.waits(13, rules="mcr")
    with pytest.raises(mc.McrError, match="14 tiles"):
        mc.waits("147m258p369s11z222z", rules="mcr")


def _mcr_results(hand):
    """Runs in a worker process: the results go back by pickle."""
    return mc.tiles_away(hand, rules="mcr"), mc.waits(hand, rules="mcr")


def test_results_cross_a_process_pool_unchanged():
    import concurrent.futures

    hands = ["147m258p369s11z22z", "19m19p19s1234567z", "123m456p789s5z [111z]"]
    with concurrent.futures.ProcessPoolExecutor(max_workers=1) as pool:
        remote = list(pool.map(_mcr_results, hands))
        score = pool.submit(mc.score, "123456789m777z11m ; win=9m by=self", rules="mcr").result()
    assert remote == [_mcr_results(h) for h in hands]
    assert score == mc.score("123456789m777z11m ; win=9m by=self", rules="mcr") and score.total == 28


def test_score_many_gives_each_hand_its_score_in_order():
    import mcr_hands

    notations = [h for h, _ in mcr_hands.hands(20261203, 2_000)]
    batch = mc.mcr_score_many([mc.Hand.parse(n) for n in notations])
    assert len(batch) == len(notations)
    for n, s in zip(notations, batch):
        one = mc.score(n, rules="mcr")
        assert s == one and [(f.number, f.count) for f in s] == [(f.number, f.count) for f in one], n
    # Hand strings read as `score` reads them; the worked example of the first test (28 points).
    s = mc.mcr_score_many(["123456789m777z11m ; win=9m by=self"])[0]
    assert (s.total, s.form) == (28, "regular")
    assert mc.mcr_score_many([]) == []
    # The flowers choice applies to every hand.
    with pytest.raises(mc.McrError, match="hand 1 of the batch: 1f is a flower or season"):
        mc.mcr_score_many(["123456789m777z11m ; win=9m", "123m456p789p345s22s 1f ; win=6p"], False)


def test_score_many_names_the_hand_that_cannot_be_scored():
    good = "123456789m777z11m ; win=9m by=self"
    with pytest.raises(mc.McrError, match="hand 2 of the batch: not a complete hand"):
        mc.mcr_score_many([good, good, "123m456p789s234s56z ; win=5z"])
    with pytest.raises(mc.MahjongError, match="not one str"):
        mc.mcr_score_many(good)

"""Tiles, tile sets, notations and hands from Python (issue: the foundation)."""

import json

import pytest

import mahjong_core
from mahjong_core import Hand, MahjongError, NotationError, Tile, TileCountError, TileSet


def test_tile_parse_and_unicode():
    # U+1F019 is one of circles, so five of circles is U+1F01D.
    assert Tile.parse("5p").unicode == "\U0001F01D"
    assert Tile.parse("5d") == Tile.parse("5p")
    assert Tile.parse("\U0001F01D") == Tile.parse("5p")
    assert Tile.parse("0").name == "white dragon"
    assert Tile.parse("J").kind == "joker"
    assert Tile.parse("7z").american == "R"
    assert Tile.parse("9s").suit == "bams" and Tile.parse("9s").number == 9
    assert Tile.parse("1z").index == 27


def test_unicode_block_round_trip():
    for cp in range(0x1F000, 0x1F02C):
        assert Tile.parse(chr(cp)).unicode == chr(cp)


@pytest.mark.parametrize(
    "factory,total",
    [
        (TileSet.american, 152),
        (lambda: TileSet.chinese(flowers=True), 144),
        (lambda: TileSet.chinese(flowers=False), 136),
        (lambda: TileSet.three_player(flowers=False), 132),
        (lambda: TileSet.three_player(flowers=True), 138),
    ],
)
def test_tile_set_totals(factory, total):
    s = factory()
    assert s.total == total
    assert len(s) == total
    assert sum(s.to_dict()["counts"].values()) == total


def test_tile_set_contents():
    assert TileSet.american().count("J") == 8
    assert TileSet.american().count("F") == 8
    assert TileSet.three_player().count("4z") == 0
    assert TileSet.three_player(flowers=True).count("4g") == 0  # Winter removed
    assert TileSet.three_player(flowers=True).count("4f") == 0  # bamboo flower removed
    assert TileSet.three_player(flowers=True).count("3g") == 1


def test_mpsz_round_trip():
    for text in ["12345m", "123m456p789s1234567z", "11m [123m] [555p] [1111z]", "11m (1111z) [2222p+]"]:
        assert str(Hand.parse(text)) == text


def test_card_notation_hands_parse():
    h = Hand.parse("FFF 2026c 222b 2222d")
    assert len(h) == 14
    assert h.american == "FFF 2026c 222b 2222d"
    h = Hand.parse("[222b] [FFJ] 2026c 44d 6d J")
    assert [m.kind for m in h.exposures] == ["pung", "pung"]
    assert h.exposures[1].jokers == 1
    assert len(h.tiles) == 14
    assert len(h.concealed) == 8
    h = Hand.parse("[2b 2b J] 1c 1c 1c 0 0 F F N E W S")
    assert len(h) == 14
    assert Hand.parse("1b 1b 2c 0 N F J").mpsz == "11s2m54z0f0j"


def test_to_dict_is_plain_json():
    h = Hand.parse("11m [555p] 1f ; win=1m by=self seat=S")
    d = h.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["concealed"] == ["1m", "1m"]
    assert d["melds"] == [{"kind": "pung", "status": "exposed", "tiles": ["5p", "5p", "5p"], "jokers": 0}]
    assert d["bonus"] == ["1f"]
    assert d["context"]["method"] == "self"
    assert d["context"]["seat_wind"] == "south"
    assert d["context"]["winning_tile"] == "1m"
    assert Tile.parse("5p").to_dict()["unicode"] == "\U0001F01D"
    # The whole form, as WebAssembly's tile() gives it: 5 dots is index 9 + 4 (the nine craks come
    # first), American 5d, Unicode U+1F01D (dots 1-9 run from U+1F019).
    five_dots = {"mpsz": "5p", "american": "5d", "unicode": "\U0001F01D", "name": "5 dots", "index": 13}
    assert Tile.parse("5p").to_dict() == five_dots


def test_errors_name_the_place():
    with pytest.raises(NotationError) as e:
        Hand.parse("10m")
    assert e.value.column == 2
    assert "0m is not a tile" in str(e.value)
    with pytest.raises(NotationError) as e:
        Hand.parse("123m5x")
    assert e.value.column == 6
    with pytest.raises(TileCountError) as e:
        Hand.parse("77777z", TileSet.chinese())
    assert e.value.column == 5
    assert e.value.tile == "7z"
    with pytest.raises(TileCountError):
        Hand.parse("J 1b", TileSet.chinese())
    assert issubclass(MahjongError, ValueError)
    assert issubclass(TileCountError, MahjongError)
    with pytest.raises(MahjongError):
        Tile.parse("")
    with pytest.raises(MahjongError):
        Tile.from_index(45)
    with pytest.raises(MahjongError):
        Hand.from_counts([0] * 33)
    with pytest.raises(MahjongError):
        Hand.from_counts([5] + [0] * 33)


def test_from_counts_and_counts():
    counts = [0] * 34
    counts[0] = 2
    counts[33] = 3
    h = Hand.from_counts(counts)
    assert str(h) == "11m777z"
    assert h.counts() == counts


def test_version():
    assert mahjong_core.__version__ == "0.1.0"  # [workspace.package] version in Cargo.toml


def test_tiles_sort_in_index_order():
    tiles = Hand.parse("7z 1s 5p 1m").tiles
    assert [str(t) for t in sorted(tiles)] == ["1m", "5p", "1s", "7z"]
    assert Tile.parse("1m") < Tile.parse("9m") < Tile.parse("1p")


def test_bad_text_raises_mahjong_errors():
    with pytest.raises(NotationError) as e:
        Hand.parse("1m\ud800")
    assert e.value.column == 3
    with pytest.raises(TypeError, match="expected a hand string, got int"):
        Hand.parse(5)
    with pytest.raises(NotationError) as e:
        Tile.parse("12m")
    assert e.value.column == 2
    with pytest.raises(NotationError, match="winning tile 2 craks \\(2m\\) is not in the hand"):
        Hand.parse("11m ; win=2m")
    with pytest.raises(NotationError, match="context word given twice"):
        Hand.parse("11m ; by=self by=discard")
    with pytest.raises(TileCountError, match="the three-player 132 set has no north wind"):
        Hand.parse("4z", TileSet.three_player())


def test_round_trips_through_every_form():
    for text in ["FFF 2026c 222b 2222d", "[2b 2b J] 1c 1c 1c 0 0 F F N E W S", "123m 1234f ; win=2m by=self seat=W"]:
        h = Hand.parse(text)
        for form in (h.mpsz, h.american, h.unicode):
            assert Hand.parse(form) == h, form
    # Pasted emoji text: U+FE0F after a tile and a byte-order mark are ignored.
    # str() prints a hand in the notation it was written in; .mpsz is always MPSZ.
    assert Hand.parse("\ufeff\U0001F004\ufe0f\U0001F004\U0001F004").mpsz == "777z"
    assert str(Hand.parse("\U0001F004\U0001F004")) == "\U0001F004\U0001F004"


def test_huge_and_negative_ints_raise_mahjong_error_naming_the_argument():
    # The core's words for a tile value (`args::tile`), as C says them: "tile 45 is not …".
    for index in (2**70, -1, -(2**70), 45, 99):
        with pytest.raises(MahjongError, match=rf"^tile {index} is not a tile index \(0 to 44\)$") as e:
            Tile.from_index(index)
        assert e.value.kind is mahjong_core.ErrorKind.InvalidArgument
    with pytest.raises(TypeError):
        Tile.from_index("3")
    assert str(Tile.from_index(44)) == "0k"
    # A count that does not fit a machine int is still just "not 0 to 4", in a list, tuple or
    # other sequence.
    for counts in ([2**70] + [0] * 33, tuple([0] * 33 + [-(2**70)]), range(2**70, 2**70 + 34)):
        with pytest.raises(mahjong_core.InvalidHandError, match=r"^count -?1180591620717411303424 at index (0|33) is not 0 to 4$"):
            Hand.from_counts(counts)

"""Card.lint names every bad line of every hand. The places were counted by hand in the lines."""

from mahjong_core import Card

CARD = """name = "Lint"

[[hand]]
section = "2468"
number = 1
value = 25
lines = [
    "FF 222a 44a 666b 8888b",
    "FF 222a 44a 666b 888b",
    "FF 222a 44a 666Qb 8888b",
    "22a 22a 2a 444b 6666b 88b",
]

[[hand]]
section = "369"
number = 1
value = 25
lines = ["333a 666a 9999a DDDDa"]

[[hand]]
section = "Quints"
number = 1
value = 40
lines = ["FF XXX0a XXXX1b DDDDDc", "FF XXX0a XXXX1 DDDDDc"]
"""


def test_lint_names_every_bad_line_of_every_hand():
    report = Card.lint(CARD, source="lint.toml")
    # 2468 #1 line 2: 21 characters of 13 tiles; line 3: the Q is the 16th character; line 4:
    # "2a" at column 9 is the fifth natural 2 of one suit. Quints #1 line 2: "XXXX1" ends at
    # column 14 with no suit letter, found at 15.
    places = [(e["hand"], e["line"], e["column"]) for e in report["errors"]]
    assert places == [(1, 2, 22), (1, 3, 16), (1, 4, 9), (3, 2, 15)]
    assert report["hands"] == [{"section": "369", "number": 1, "forms": 3}]

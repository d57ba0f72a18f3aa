"""Card.lint names every bad line of every hand. The places were counted by hand in the lines."""

import pathlib

from mahjong_core import Card

# 2468 #1 has three bad lines out of four, 369 #1 none, Quints #1 one out of two.
DATA = pathlib.Path(__file__).resolve().parents[2] / "mahjong-core" / "tests" / "data"
CARD = (DATA / "lint-card.toml").read_text()


def test_lint_names_every_bad_line_of_every_hand():
    report = Card.lint(CARD, source="lint.toml")
    # 2468 #1 line 2: 21 characters of 13 tiles; line 3: the Q is the 16th character; line 4:
    # "2a" at column 9 is the fifth natural 2 of one suit. Quints #1 line 2: "XXXX1" ends at
    # column 14 with no suit letter, found at 15.
    places = [(e["hand"], e["line"], e["column"]) for e in report["errors"]]
    assert places == [(1, 2, 22), (1, 3, 16), (1, 4, 9), (3, 2, 15)]
    assert report["hands"] == [{"section": "369", "number": 1, "forms": 3}]

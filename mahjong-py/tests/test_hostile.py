"""Hostile input from Python: the worst card texts known stay under the memory budget (64 MiB
plus 4 times the text's size, measured as the growth of the peak resident set of a fresh
interpreter), and every message quotes at most a 60-character window of any input, with
control characters escaped."""

import json
import subprocess
import sys
import textwrap

import pytest

from mahjong_core import Card, CardError, Hand, MahjongError, score

MIB = 1 << 20

# Each case builds its text, records the peak resident set, calls the library, and prints the
# growth of the peak, the text's length and the longest message.
CASES = {
    "many empty hands through a long path": """
        hand = '{"section":"s","number":1,"value":1,"lines":[]}'
        text = '{"hand":[' + ",".join([hand] * (16 * MIB // (len(hand) + 1))) + "]}"
        calls = [lambda: Card.lint(text, "json", "x" * 4000), lambda: Card.lint(text[: 256 * 1024 - 2] + "]}", "json", "x" * 4000),
                 lambda: Card.lint('{"hand":[' + ",".join([hand] * 1024) + "]}", "json", "x" * 4000)]
    """,
    "16 MiB of TOML integers": """
        text = "x = [" + ",".join(["1"] * (8 * MIB)) + "]"
        calls = [lambda: Card.from_toml(text), lambda: Card.lint(text), lambda: Card.lint(text[: 256 * 1024 - 1] + "]")]
    """,
    "8 million numbers": """
        head = '[[hand]]\\nsection = "s"\\nnumber = 1\\nvalue = 1\\nlines = ["FF 222a 44a 666b 8888b"]\\nnumbers = ['
        text = head + ",".join(["1"] * (8 * 1000 * 1000)) + "]\\n"
        calls = [lambda: Card.from_toml(text), lambda: Card.lint(text), lambda: Card.from_toml(text[: 256 * 1024 - 2] + "]\\n")]
    """,
    "a 15 MB key": """
        text = "k" * 15_000_000 + " = 1\\n"
        calls = [lambda: Card.from_toml(text, "key.toml"), lambda: Card.lint(text), lambda: Card.from_toml(text[-256 * 1024 :])]
    """,
}

RUNNER = """
import json, resource, sys
from mahjong_core import Card, CardError
MIB = 1 << 20
{body}
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
longest = 0
for call in calls:
    try:
        report = call()
        messages = [e["message"] for e in report["errors"]] + report["warnings"]
    except CardError as e:
        messages = [str(e)]
    longest = max([longest] + [len(m) for m in messages])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({{"growth": peak - base, "text": len(text), "longest": longest}}))
"""


@pytest.mark.parametrize("case", sorted(CASES))
def test_worst_card_texts_stay_under_the_budget(case):
    program = RUNNER.format(body=textwrap.dedent(CASES[case]))
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    result = json.loads(out)
    assert result["growth"] < 64 * MIB + 4 * result["text"], result
    assert result["longest"] <= 400, result


def test_lint_reports_the_first_100_problems_and_counts_the_rest():
    hand = '{"section":"s","number":1,"value":1,"lines":[]}'
    report = Card.lint('{"hand":[' + ",".join([hand] * 1024) + "]}", "json", "x" * 4000)
    assert (len(report["errors"]), report["more_errors"]) == (100, 924)
    assert (len(report["warnings"]), report["more_warnings"]) == (100, 923)
    assert report["errors"][0]["message"] == "…" + "x" * 59 + ": hand 1 (s #1): the hand has no lines"


def short(message):
    assert len(message) <= 400, message[:300]
    assert not any(ord(c) < 0x20 or ord(c) == 0x7F for c in message), repr(message)


def test_a_1_mib_name_gives_a_short_message_on_every_path():
    name = "\x1b[2J\n" + "n" * MIB
    good = '[[hand]]\nsection = "s"\nnumber = 1\nvalue = 25\nlines = ["FF 222a 44a 666b 888b"]\n'
    with pytest.raises(CardError) as e:
        Card.from_toml(good, source=name)
    short(str(e.value))
    with pytest.raises(CardError) as e:
        Card.from_toml(good.replace('"s"', '"' + name.replace("\n", "\\n").replace("\x1b", "\\u001b") + '"'))
    short(str(e.value))
    for text in ("k" * (200 * 1024) + " = 1\n", "[[hand]]\n" + "k" * (200 * 1024) + " = 1\n"):
        with pytest.raises(CardError) as e:
            Card.from_toml(text)
        short(str(e.value))
    with pytest.raises(CardError) as e:
        Card.from_json('{"' + "k" * (200 * 1024) + '": 1}')
    short(str(e.value))
    with pytest.raises(MahjongError) as e:
        Hand.parse(" " * MIB + "1m\x1b3x")
    short(str(e.value))
    with pytest.raises(MahjongError) as e:
        score("123m456p789s11122z", rules=name)
    short(str(e.value))
    with pytest.raises(CardError) as e:
        Card.load("/tmp/" + "n" * MIB)
    short(str(e.value))

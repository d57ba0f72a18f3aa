// The package's own faces: conversions in and out, error classes, memory. The expected values
// are worked out from the rules by hand (each test says how), not copied from a program's output.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as mj from "../pkg/node.js";

test("a tile reads in every notation and prints in every notation", () => {
  // 5 dots: MPSZ 5p, American 5d, Unicode U+1F01D (the block orders dots 1-9 from U+1F019).
  for (const text of ["5p", "5d", "\u{1F01D}"]) {
    const t = mj.tile(text);
    assert.equal(t.mpsz, "5p");
    assert.equal(t.american, "5d");
    assert.equal(t.unicode, "\u{1F01D}");
    assert.equal(t.name, "5 dots");
  }
  // Every tile of the core, as Python's Tile.to_dict gives it: the joker is index 43 (after the
  // 34 suit and honour tiles and the 8 flowers and seasons, then the American flower at 42).
  const all = mj.allTiles();
  assert.equal(all.length, 45);
  assert.deepEqual(all[43], { mpsz: "0j", american: "J", unicode: "\u{1F02A}", name: "joker", index: 43 });
});

test("a hand with an exposed meld and a concealed kong prints in the card's notation", () => {
  const h = mj.Hand.parse("123m456p11z [789s] (5555z)");
  // 3 + 3 + 2 + 3 + 4 = 15 tiles; East is E, White (5z) is the soap 0, m = craks c, p = dots d.
  assert.equal(h.tileCount, 15);
  assert.equal(h.american(), "123c 456d EE [789b] (0000)");
  assert.equal(h.inNotation("american"), h.american());
  assert.equal(mj.Hand.parse(h.unicode()).mpsz(), h.mpsz());
  assert.equal(mj.writtenIn("FFF 2026c"), "american");
  h.free();
});

test("text that is no hand throws ParseError naming the column", () => {
  // "12x": the x in column 3 is no suit letter.
  assert.throws(() => mj.Hand.parse("123m 45x"), (e) => {
    assert.ok(e instanceof mj.ParseError && e instanceof mj.MahjongError && e instanceof Error);
    // The core gives every parse error a kind: an unknown suit letter here.
    assert.equal(typeof e.kind, "number");
    assert.match(e.kindName, /^Parse/);
    assert.equal(e.name, "ParseError");
    assert.ok(e.column >= 6 && e.column <= 8, `column ${e.column}`);
    assert.match(e.message, /column/);
    return true;
  });
});

test("the sample card's first Year line matches FFF 2026 222 2222", () => {
  // Year 2026 #1 is "FFF 2026a 222b 2222c", value 25; this hand is its craks/bams/dots form.
  const card = mj.Card.sample();
  const h = mj.Hand.parse("FFF 2026c 222b 2222d");
  const m = card.match(h);
  assert.equal(m.section, "Year 2026");
  assert.equal(m.number, 1);
  assert.equal(m.value, 25);
  assert.equal(m.jokers, 0);
  assert.equal(card.matchIndex(h), m.line_index);
  assert.ok(card.matches(h).some((x) => x.number === 1 && x.section === "Year 2026"));
  // One tile short of the line (a 2 for the kong): nearest says one tile away.
  const near = card.nearest(mj.Hand.parse("FFF 2026c 222b 222d"), 3);
  assert.equal(near.length, 3);
  assert.equal(near[0].section, "Year 2026");
  assert.equal(near[0].tiles_away, 1);
  // The missing tile is in the kong 2222, where a joker may stand: it is "eligible", not a
  // natural the hand must draw.
  assert.deepEqual(near[0].needed_naturals, []);
  // Either 222 may be read as the kong short of one tile: 2 bams (2s) or 2 dots (2p).
  assert.equal(near[0].needed_eligible.length, 1);
  assert.match(near[0].needed_eligible[0], /^2[sp]$/);
});

test("a count past a byte is refused naming the number given, never wrapped", () => {
  // A pung uses at most two jokers: 6 is the rule's refusal; 258 is no byte (it once read as 2).
  const h = mj.Hand.parse("J J 1b");
  assert.throws(() => mj.expose(h, 1, "3z", "pung", 6), (e) => e instanceof mj.RulesError && e.kindName === "JokerCount");
  assert.throws(() => mj.expose(h, 1, "3z", "pung", 258), (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.message, "jokers 258 is out of range: 0 to 255");
    return true;
  });
  // Five players: player 4 sits out game 0; 261 players is no byte (it once read as 5).
  assert.equal(mj.sittingOut(5, 0), 4);
  assert.throws(() => mj.sittingOut(261, 0), (e) => e instanceof mj.ArgumentError && e.kindName === "InvalidArgument");
  // The Chinese deal takes 53 tiles; a total past 65535 is refused (it once wrapped).
  const t = new mj.Table("chinese");
  assert.equal(t.wallAfterDeal(65535).live, 65535 - 53);
  assert.throws(() => t.wallAfterDeal(70000), (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.message, "total 70000 is not a tile count a wall holds (0 to 65535)");
    return true;
  });
  h.free();
});

test("a hand that does not fit the question throws HandError; another argument does not", () => {
  const card = mj.Card.sample();
  // Nothing is exposed before the Charleston: the exposure is the hand's fault (AdviceExposed).
  assert.throws(() => card.adviseCharleston(mj.Hand.parse("[NNN] EEE WWW SS 1b 5c"), "first_left"), (e) => {
    assert.ok(e instanceof mj.HandError);
    assert.equal(e.kindName, "AdviceExposed");
    return true;
  });
  // Room for no line (k = 0) is the argument's fault, whatever the hand (MatchNoRoom).
  assert.throws(() => card.nearest(mj.Hand.parse("NNNN EEE WWW SSS"), 0), (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.kindName, "MatchNoRoom");
    return true;
  });
});

test("a card loads from TOML and JSON text; a bad line throws CardError with its column", () => {
  const toml = mj.Card.sampleToml();
  const card = mj.Card.fromToml(toml, "sample.toml");
  assert.equal(card.lineCount, mj.Card.sample().lineCount);
  const json = JSON.stringify({
    name: "Tiny",
    edition: "test",
    hand: [{ section: "Any", number: 1, text: "FFFF 1111 2222 33", value: 25, lines: ["FFFF 1111a 2222a 33a"] }],
  });
  const tiny = mj.Card.fromJson(json);
  assert.equal(tiny.lineCount, 1);
  const m = tiny.match(mj.Hand.parse("FFFF 1111b 2222b 33b"));
  assert.equal(m.value, 25);
  const bad = JSON.stringify({ name: "Bad", edition: "t", hand: [{ section: "A", number: 1, text: "x", value: 25, lines: ["FFFF 1111a 2222q 33a"] }] });
  assert.throws(() => mj.Card.fromJson(bad), (e) => e instanceof mj.CardError && e.column > 0);
  tiny.free();
  card.free();
});

test("four sets and a pair: winning, decompositions, waits, tiles away", () => {
  // 123m 456p 789s EEE + pair of Whites: one reading.
  const h = mj.Hand.parse("123m456p789s111z55z");
  assert.equal(mj.isWinning(h, "classical"), true);
  const d = mj.decompose(h, "classical");
  assert.equal(d.winning, true);
  assert.equal(d.decompositions.length, 1);
  // 1112345678999m: the nine gates, calling on every one of the nine craks.
  const w = mj.waits(mj.Hand.parse("1112345678999m"), "classical");
  assert.equal(w.calling, true);
  const waitTiles = JSON.stringify(w.waits);
  for (let r = 1; r <= 9; r++) assert.ok(waitTiles.includes(`${r}m`), `${r}m`);
  // Drop the pair's second White: calling (0 away).
  assert.equal(mj.tilesAway(mj.Hand.parse("123m456p789s111z5z"), "classical").standard, 0);
  // British rules allow one melded chow: with two the hand has no tiles-away number (null, as
  // the CLI's --json says); classical rules take both, and 78s waits on 6s or 9s (calling, 0).
  const twoChows = mj.Hand.parse("456p78s11z [123m] [789m]");
  assert.equal(mj.waits(twoChows, "british").tiles_away, null);
  assert.equal(mj.waits(twoChows, "classical").tiles_away.standard, 0);
  // A word that names no rule profile: the core's UnknownName, with its number.
  assert.throws(() => mj.isWinning(h, "no-such-rules"), (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.kindName, "UnknownName");
    assert.equal(e.kind, mj.errorKinds().find((k) => k.name === "UnknownName").number);
    return true;
  });
});

test("classical score: 10 for Mah Jong, 8 concealed pung of East, 2 dragon pair, doubled twice = 80", () => {
  const s = mj.score(mj.Hand.parse("123m456p789s111z55z"), "classical");
  assert.equal(s.total, 80);
});

test("settlement: the winner is paid by everyone; the nets sum to zero", () => {
  const p = mj.settle("classical", "south", [0, 40, 8, 16]);
  assert.equal(p.nets.reduce((a, b) => a + b, 0), 0);
  assert.ok(p.nets[1] > 0);
});

test("a table the rules do not allow throws RulesError with the core's kind", () => {
  // American mah jongg is for 3 to 5 players... 9 is out of range.
  assert.throws(() => new mj.Table("american", 9), (e) => {
    assert.ok(e instanceof mj.RulesError);
    const kinds = mj.errorKinds();
    assert.equal(e.kindName, "OutOfRange");
    assert.equal(kinds.find((k) => k.name === "OutOfRange").number, e.kind);
    return true;
  });
});

test("a Charleston pass is read by its name or its number (1 to 7), as C, Python and the CLI read it", () => {
  const t = new mj.Table("american");
  const hands = () => ["1b1b1b", "2b2b2b", "3b3b3b", "4b4b4b"].map((x) => mj.Hand.parse(x));
  const passes = [["1b", "1b", "1b"], ["2b", "2b", "2b"], ["3b", "3b", "3b"], ["4b", "4b", "4b"]];
  const none = [[], [], [], []];
  // Pass 1 is the first pass right: seat 0's three 1b go to seat 1, seat 3's 4b to seat 0
  // (a hand prints in MPSZ: bams are s).
  for (const pass of [1, "1", "first_right"]) {
    const after = t.charlestonPass(hands(), pass, passes, none).map((h) => h.toString());
    assert.deepEqual(after, ["444s", "111s", "222s", "333s"]);
  }
  // Seven passes: 9 is none of them, as a number or as its digits.
  for (const pass of [9, "9"]) {
    assert.throws(
      () => t.charlestonPass(hands(), pass, passes, none),
      (e) => e instanceof mj.ArgumentError && e.kindName === "InvalidArgument" && e.message === "Charleston pass 9 is not a pass (1 to 7)",
    );
  }
  assert.throws(() => t.charlestonPass(hands(), "sideways", passes, none), (e) => e instanceof mj.ArgumentError && e.kindName === "UnknownName");
  assert.throws(() => t.charlestonPass(hands(), null, passes, none), (e) => e instanceof mj.ArgumentError && e.kindName === "InvalidArgument");
  // Card advice reads the pass the same way: pass 3 is the first left, as its name.
  const card = mj.Card.sample();
  const hand = mj.Hand.parse("FFF 2026c 222b 222d J");
  assert.deepEqual(card.adviseCharleston(hand, 3), card.adviseCharleston(hand, "first_left"));
  assert.throws(() => card.adviseCharleston(hand, 0), (e) => e.message === "Charleston pass 0 is not a pass (1 to 7)");
});

test("calls on a discard: a pair and jokers make a pung and more; a discarded joker is dead", () => {
  const t = new mj.Table("american");
  // One natural 5 dots and four jokers: the discarded 5p is the natural, up to a sextet.
  assert.deepEqual(t.calls(mj.Hand.parse("5d J J J J 1b"), 2, "5p", 0), ["pung", "kong", "quint", "sextet"]);
  assert.throws(() => t.checkCall(mj.Hand.parse("J J 1b"), 1, "J", 0, "pung"), (e) => e.kindName === "DiscardedJoker");
});

test("Charleston pass: a joker may never be passed", () => {
  const t = new mj.Table("american");
  const hands = ["1b2b3b4b5b6b7b8b9b1c2c3c J", "1d2d3d4d5d6d7d8d9d1c2c3c4c", "1b2b3b4b5b6b7b8b9b1c2c3c4c", "1d2d3d4d5d6d7d8d9d4c5c6c7c"].map((x) =>
    mj.Hand.parse(x),
  );
  const passes = [["J", "1b", "2b"], ["1d", "2d", "3d"], ["4b", "5b", "6b"], ["4d", "5d", "6d"]];
  assert.throws(() => t.charlestonPass(hands, "first_right", passes, [[], [], [], []]), (e) => e instanceof mj.RulesError && e.kindName === "PassesJoker");
});

test("values by seat and a pass's length are checked by the core, in the words every face uses", () => {
  // A table has four seats, so a list by seat holds four values; a Charleston pass holds at most
  // three tiles, and the seat whose pass is too long is named (the third list is seat 2's). The
  // messages are the core's (rules::args), as the Python and C faces' ("seat 2: " as C's).
  const t = new mj.Table("american");
  const bySeat = (what, got) => (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.kindName, "InvalidArgument");
    assert.equal(e.message, `${what}: expected 4 values (one per seat), got ${got}`);
    return true;
  };
  assert.throws(() => t.secondCharleston([1, 1, 1]), bySeat("agree", 3));
  assert.throws(() => t.nextLiveSeat(0, [0, 0, 0, 0, 0]), bySeat("dead", 5));
  assert.throws(() => t.checkDeal(0, [14, 13, 13]), bySeat("counts", 3));
  assert.throws(() => mj.settle("classical", "east", [0, 40, 8]), bySeat("scores", 3));
  const hands = () => ["1b2b3b4b5b6b7b8b9b1c2c3c4c", "1d2d3d4d5d6d7d8d9d1c2c3c4c"].map((x) => mj.Hand.parse(x));
  assert.throws(() => t.exchangeJoker(hands(), 0, "drawn", 1, 0, "1b"), bySeat("hands", 2));
  const four = () => [...hands(), ...hands()];
  const none = [[], [], [], []];
  assert.throws(() => t.charlestonPass(four(), "first_right", [[], [], []], none), bySeat("passes", 3));
  assert.throws(
    () => t.charlestonPass(four(), "first_right", [[], [], ["1b", "2b", "3b", "4b"], []], none),
    (e) => e instanceof mj.ArgumentError && e.kindName === "InvalidArgument" && e.message === "passes: seat 2: a pass holds at most 3 tiles, not 4",
  );
  assert.throws(
    () => t.charlestonPass(four(), "first_right", [[], [], [], []], [[], [], [], ["1b", "2b", "3b", "4b", "5b"]]),
    (e) => e instanceof mj.ArgumentError && e.message === "received: seat 3: a pass holds at most 3 tiles, not 5",
  );
});

test("a claim's seat and a seat at a smaller table are checked in the core's words", () => {
  // Seats are 0 to 3; three players sit at 0 to 2, so seat 3 is not in play (the CLI says the
  // same for --winner 3 --players 3). A claim left uncommitted is the core's Claim::new.
  const three = new mj.Table("chinese", 3);
  assert.throws(
    () => three.claimWinner(0, [{ seat: 3, call: "pung" }]),
    (e) => e instanceof mj.RulesError && e.kindName === "SeatNotInPlay" && e.message === "seat 3 is not in play at a table of 3",
  );
  const t = new mj.Table("chinese");
  assert.throws(
    () => t.claimWinner(0, [{ seat: 9, call: "pung" }]),
    (e) => e instanceof mj.ArgumentError && e.message === "seat 9 is not a seat (0 to 3)",
  );
  assert.throws(() => t.claimWinner(0, [{ seat: 1, call: "pung", committed: "yes" }]), mj.ArgumentError);
  // One pung claim, left uncommitted, takes the discard.
  assert.deepEqual(t.claimWinner(0, [{ seat: 2, call: "pung" }]), { seat: 2, call: "pung", committed: false });
});

test("house rules and call facts are the core's defaults with the fields given; unknown fields are refused", () => {
  // League play has no blanks; two blanks are a house rule (up to 8). Facts left out are the
  // core's CallFacts::default (a live hand, every exposure keeping a line).
  const t = new mj.Table("american", undefined, { blanks: 2 });
  assert.equal(t.toJSON().house.blanks, 2);
  assert.equal(t.toJSON().house.strict_dead_hand, false);
  assert.equal(new mj.Table("american", 4, null).toJSON().house.blanks, 0);
  assert.throws(() => new mj.Table("american", 4, { sea: 1 }), (e) => e instanceof mj.ArgumentError && e.message === 'house: no field "sea"');
  assert.throws(() => new mj.Table("american", 4, { blanks: 9 }), (e) => e instanceof mj.RulesError && e.kindName === "OutOfRange");
  const hand = mj.Hand.parse("5d J J J J 1b");
  assert.deepEqual(t.calls(hand, 2, "5p", 0, true, { dead: true }), []);
  assert.throws(() => t.calls(hand, 2, "5p", 0, true, { sea: true }), (e) => e instanceof mj.ArgumentError && e.message === 'facts: no field "sea"');
  // keeps_a_line holds one value per call it limits (Pung, Kong, Quint, Sextet), in the words of
  // the core's reader, as Python's CallFacts(keeps_a_line=[true]) says them.
  const short = "facts: keeps_a_line: expected 4 values (Pung, Kong, Quint, Sextet), got 1";
  assert.throws(() => t.calls(hand, 2, "5p", 0, true, { keeps_a_line: [true] }), (e) => e instanceof mj.ArgumentError && e.message === short);
  // With the house rule, a kong that keeps no line is not offered (the four values read in order).
  const keeping = new mj.Table("american", undefined, { calls_keep_a_line: true });
  assert.deepEqual(keeping.calls(hand, 2, "5p", 0, true, { keeps_a_line: [true, false, true, true] }), ["pung", "quint", "sextet"]);
});

test("a dead hand is reported as the core reports it (as the CLI's --json and Python's to_dict)", () => {
  // Waiting for a turn a hand holds 13 tiles: 1m 2m 3m is 3, so it is dead by its count.
  const t = new mj.Table("american");
  assert.deepEqual(t.tileCountDead(mj.Hand.parse("123m"), "waiting"), {
    reason: "wrong_tile_count",
    message: "wrong tile count: 3 tiles, 13 expected",
    has: 3,
    expected: 13,
    exposure: null,
  });
  assert.equal(t.tileCountDead(mj.Hand.parse("123m456p789s1234z"), "waiting"), null);
  // A C hand exposed: no numbers.
  const exposed = mj.concealedHandExposed(mj.Hand.parse("[111b] 1c"), true);
  assert.deepEqual([exposed.reason, exposed.has, exposed.expected, exposed.exposure], ["concealed_hand_exposed", null, null, null]);
});

test("numbers are checked against the core's limits, never wrapped to a smaller integer", () => {
  // A wall holds at most 65,535 tiles, a game has at most 255 players at its table, a seat is
  // 0 to 3 and a die shows 1 to 6 (300 is not 44, -1 is not 4,294,967,295, 2.5 is not 2).
  const refused = (message) => (e) => {
    assert.ok(e instanceof mj.ArgumentError);
    assert.equal(e.kindName, "InvalidArgument");
    assert.equal(e.message, message);
    return true;
  };
  const t = new mj.Table("american");
  assert.throws(() => mj.wallDraw(70000, 14), refused("live 70000 is not a tile count a wall holds (0 to 65535)"));
  assert.deepEqual(mj.wallDraw(70, 14), { live: 69, kong_box: 14 });
  assert.throws(() => mj.sittingOut(261, 1), refused("players 261 is out of range: 0 to 255"));
  assert.throws(() => t.turnsLost(-1, 2), refused("seat -1 is not a seat (0 to 3)"));
  assert.throws(() => t.turnsLost(2.5, 1), refused("seat 2.5 is not a seat (0 to 3)"));
  assert.throws(() => t.breakWall(0, 19, 300, 2), refused("first 300 is out of range: a die shows 1 to 6, a throw of two dice 2 to 12"));
  // Within the number's range the rule itself refuses, with its own kind.
  assert.throws(() => t.breakWall(0, 19, 7, 2), (e) => e instanceof mj.RulesError && e.kindName === "OutOfRange");
  assert.throws(() => mj.settle("classical", "east", [0, 40, 8, -16]), refused("scores -16 is out of range: 0 to 4294967295"));
  // k and draws are read by the core's advice::k and advice::draws, as C and Python read them: k up
  // to 261120 (1024 hands of 255 lines, the largest card); draws of 32 bits reach the advice, which
  // refuses them beyond the wall (99), and past 32 bits the reader refuses them.
  const card = mj.Card.sample();
  const hand = mj.Hand.parse("FF 2026c 2026b 202d");
  const kWords = "is out of range: 1 to 261120 results (the most lines a card holds)";
  const drawsWords = "is out of range: a player draws 0 to 99 tiles (the wall after the deal)";
  assert.throws(() => card.nearest(hand, -1), refused(`k -1 ${kWords}`));
  assert.throws(() => card.nearest(hand, 261121), refused(`k 261121 ${kWords}`));
  assert.throws(() => card.odds(hand, "", undefined, 261121), refused(`k 261121 ${kWords}`));
  assert.throws(() => card.odds(hand, "", undefined, 2.5), refused(`k 2.5 ${kWords}`));
  assert.ok(card.nearest(hand, 261120).length >= 1);
  assert.ok(card.odds(hand, "", undefined, 261120).length >= 1);
  assert.throws(() => card.odds(hand, "", -1), refused(`draws -1 ${drawsWords}`));
  assert.throws(() => card.odds(hand, "", 2 ** 32), refused(`draws 4294967296 ${drawsWords}`));
  assert.throws(
    () => card.odds(hand, "", 2 ** 32 - 1),
    (e) => e.kindName === "AdviceDraws" && e.message === "draws is 4294967295, beyond the wall: at most 99",
  );
  // No line asked for: the core's AdviceError::NoRoom, in words every face shows.
  assert.throws(
    () => card.odds(hand, undefined, undefined, 0),
    (e) => e.kindName === "AdviceNoRoom" && e.message === "0 results asked for (k is 0): ask for at least one",
  );
  assert.equal(card.nearest(hand, 2).length, 2);
});

test("the winning context is set from the core's field names; unknown fields are refused", () => {
  const h = mj.Hand.parse("123m456p789s111z55z").withContext({ seat_wind: "south", method: "self-drawn" });
  assert.equal(h.toJSON().context.seat_wind, "south");
  assert.equal(h.toJSON().context.method, "self");
  // `seat` is the older key for the same field.
  assert.equal(mj.Hand.parse("1z").withContext({ seat: "west" }).toJSON().context.seat_wind, "west");
  assert.throws(() => h.withContext({ sea: "south" }), mj.ArgumentError);
});

test("MCR: a hand below the 8-point minimum is refused or scored below 8; a big hand scores", () => {
  // Big Four Winds (88): EEE SSS WWW NNN + 11m.
  const s = mj.mcrScore(mj.Hand.parse("111z222z333z444z11m").withContext({ winning_tile: "1m" }));
  assert.ok(s.total >= 88, `total ${s.total}`);
});

test("odds and advice: a hand already on a line has it at odds 1; a pass gives three tiles", () => {
  const card = mj.Card.sample();
  // FFF 2026c 222b 2222d is Year 2026 #1 complete: nothing left to draw, so its odds are 1 and
  // its expected points are the line's value.
  const odds = card.odds(mj.Hand.parse("FFF 2026c 222b 2222d"), undefined, undefined, 3);
  assert.equal(odds.length, 3);
  assert.equal(odds[0].probability, 1);
  assert.equal(odds[0].form.section, "Year 2026");
  assert.equal(odds[0].expected_points, odds[0].form.value);
  for (const o of odds) assert.ok(o.probability >= 0 && o.probability <= 1);
  // Discards of a 14-tile hand: each held tile at most once, best first.
  const d = card.adviseDiscard(mj.Hand.parse("FFF 2026c 222b 2222d"), "odds");
  assert.ok(d.length >= 1);
  for (let i = 1; i < d.length; i++) assert.ok(d[i - 1].probability >= d[i].probability);
  // The first Charleston pass is three tiles, none a joker.
  const p = card.adviseCharleston(mj.Hand.parse("FFF 2026c 222b 222d J"), "first_right", undefined, undefined, 2);
  assert.equal(p.length, 2);
  for (const x of p) {
    assert.equal(x.pass.length + x.blind, 3);
    assert.ok(!x.pass.includes("0j"));
  }
  assert.throws(() => card.adviseDiscard(mj.Hand.parse("FFF 2026c 222b 2222d"), "fastest"), (e) => e.kindName === "UnknownName");
});

test("card text outside ASCII reaches the reader whole, and an error's column counts characters", () => {
  // The entry points pass card text to the module through TextEncoder (js/utf8.js): a name with
  // a two-byte, a three-byte and a four-byte character comes back as written.
  const name = "J\u00f6ngg \u9ebb\u5c06 \u{1F004}";
  const toml = mj.Card.sampleToml().replace(/^name = "[^"]*"/m, `name = "${name}"`);
  assert.notEqual(toml, mj.Card.sampleToml());
  const card = mj.Card.fromToml(toml, "s.toml");
  assert.equal(card.name, name);
  assert.equal(card.lineCount, mj.Card.sample().lineCount);
  const json = JSON.stringify({ name, edition: "t", hand: [{ section: "A", number: 1, text: "x", value: 25, lines: ["FFFF 1111a 2222a 33a"] }] });
  assert.equal(mj.Card.fromJson(json).name, name);
  // `[[hand` unclosed on line 2: the reader stops at its end, column 7 (1-based), whatever the
  // non-ASCII text of line 1.
  assert.throws(
    () => mj.Card.fromToml('name = "\u00e9\u{1F004}"\n[[hand\n', "f.toml"),
    (e) => e instanceof mj.CardError && e.column === 7 && /line 2/.test(e.message),
  );
});

test("a number, an object or null where text belongs throws TypeError, and the module keeps working", () => {
  // Before, a release build copied the number into the module's memory and trapped.
  for (const [call, got] of [
    [() => mj.Hand.parse(42), "number"],
    [() => mj.Card.fromToml({}), "object"],
    [() => mj.Card.fromJson(null), "null"],
    [() => mj.tile(7), "number"],
  ]) {
    assert.throws(call, (e) => e instanceof TypeError && e.message === `expected a string argument, got ${got}`);
  }
  assert.equal(mj.Hand.parse("5p").mpsz(), "5p");
});

test("the browser entry's warm-up promise is exported in Node too, resolved to false (no worker runs)", async () => {
  assert.ok(mj.warmedUp instanceof Promise);
  assert.equal(await mj.warmedUp, false);
});

test("an American win's value is read by the core's reader, as Python reads it", () => {
  const win = (value) => ({
    winner: "west", value, by: "self_drawn", discarder: "west", jokerless: false,
    jokerless_announced: false, line_takes_jokers: true, dead: [false, false, false, false],
  });
  const rules = { format: "league", discarder_pays_all: false };
  // West self-draws a line worth 25: each of the three pays double.
  assert.equal(mj.settleAmerican(win(25), rules).value, 25);
  // 4294967295 is read (the value's width); its self-drawn double is past 32 bits: the settlement's error.
  assert.throws(() => mj.settleAmerican(win(4294967295), rules), (e) => e.kindName === "ScoreOverflow");
  for (const value of [4294967296, -1]) {
    assert.throws(
      () => mj.settleAmerican(win(value), rules),
      (e) => e instanceof mj.ArgumentError && e.kindName === "InvalidArgument" &&
        e.message.startsWith(`win: value ${value} is out of range: 0 to 4294967295`),
    );
  }
});

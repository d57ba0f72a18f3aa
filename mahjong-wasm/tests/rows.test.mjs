// The shared rule rows (mahjong-core/tests/rows/*.rows; the format is in the README.md there),
// answered through the npm package. Rust, C, Python and the CLI answer the same rows, so a rule
// that gives different answers in two faces fails in one of them. The conversion here is only
// words to JavaScript values and back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import * as mj from "../pkg/node.js";

const ROWS_DIR = new URL("../../mahjong-core/tests/rows/", import.meta.url);

// Rules this face cannot ask, with the reason. Empty: the package answers every rule.
const SKIPS = {};

class RowProblem extends Error {}

function parseRows() {
  const rows = [];
  for (const name of readdirSync(ROWS_DIR).filter((n) => n.endsWith(".rows")).sort()) {
    const lines = readFileSync(new URL(name, ROWS_DIR), "utf8").split("\n");
    lines.forEach((raw, i) => {
      const line = raw.trim();
      if (line === "" || line.startsWith("#")) return;
      const at = `${name}:${i + 1}`;
      const fields = line.split("|").map((f) => f.trim());
      assert.ok(fields.length >= 3, `${at}: a row needs a rule, a table and an answer`);
      const pairs = fields.slice(2).map((f) => {
        const eq = f.indexOf("=");
        assert.ok(eq > 0, `${at}: ${f} is not key=value`);
        return [f.slice(0, eq).trim(), f.slice(eq + 1).trim()];
      });
      const [lastKey, lastValue] = pairs.pop();
      assert.ok(lastKey === "expect" || lastKey === "error", `${at}: the last field must be expect= or error=`);
      const inputs = new Map(pairs);
      assert.equal(inputs.size, pairs.length, `${at}: a key given twice`);
      rows.push({ at, rule: fields[0], table: fields[1], inputs, expect: `${lastKey}=${lastValue.split(/\s+/).filter(Boolean).join(" ")}` });
    });
  }
  return rows;
}

// ---- words to JavaScript values and back ----

const snake = (name) => name.replace(/(?<!^)(?=[A-Z])/g, "_").toLowerCase();
// The calls as the package prints them today (the core's call names), in the rows' words.
const CALL_WORDS = { Chow: "chow", Pung: "pung", Kong: "kong", Quint: "quint", Sextet: "sextet", "Mah Jongg": "mah_jong" };
const callWord = (name) => CALL_WORDS[name] ?? snake(name.replace(/ /g, ""));
const callArg = (word) => {
  if (!Object.values(CALL_WORDS).includes(word)) throw new RowProblem(`${word} is not a call`);
  return word;
};

function boolean(word) {
  if (word !== "true" && word !== "false") throw new RowProblem(`${word} is not true or false`);
  return word === "true";
}
function seat(word) {
  if (!/^[0-3]$/.test(word)) throw new RowProblem(`${word} is not a seat`);
  return Number(word);
}
function number(key, word) {
  if (!/^\d+$/.test(word)) throw new RowProblem(`${key}=${word} is not a number`);
  return Number(word);
}

class Inputs {
  constructor(row) {
    this.row = row;
    this.read = new Set();
    this.tableRead = false;
  }
  opt(key) {
    if (this.row.inputs.has(key)) this.read.add(key);
    return this.row.inputs.get(key);
  }
  get(key) {
    const v = this.opt(key);
    if (v === undefined) throw new RowProblem(`rule ${this.row.rule} needs ${key}=`);
    return v;
  }
  hand(key) {
    return mj.Hand.parse(this.get(key));
  }
  table() {
    this.tableRead = true;
    const [variant, ...settings] = this.row.table.split(/\s+/);
    let players;
    const house = {};
    for (const w of settings) {
      const eq = w.indexOf("=");
      if (eq < 0) throw new RowProblem(`table word ${w} is not key=value`);
      const [k, v] = [w.slice(0, eq), w.slice(eq + 1)];
      if (k === "players") players = number(k, v);
      else house[k] = /^\d+$/.test(v) ? Number(v) : boolean(v);
    }
    return new mj.Table(variant, players, house);
  }
  discard() {
    const latest = this.opt("latest");
    return [this.get("tile"), seat(this.get("discarder")), latest === undefined ? undefined : boolean(latest)];
  }
  /** The facts the row gives, or undefined for the core's assumption. */
  facts() {
    const flags = this.opt("facts");
    const keeps = this.opt("keeps_a_line");
    if (flags === undefined) {
      if (keeps !== undefined) throw new RowProblem("keeps_a_line= needs facts=");
      return undefined;
    }
    const known = ["dead", "mah_jong", "concealed_only"];
    const on = flags.split(/\s+/).filter(Boolean);
    for (const f of on) if (!known.includes(f)) throw new RowProblem(`${f} is not a call fact`);
    const facts = Object.fromEntries(known.map((k) => [k, on.includes(k)]));
    if (keeps !== undefined) {
      const words = keeps.split(/\s+/);
      if (words.length !== 4) throw new RowProblem("keeps_a_line= holds four booleans");
      facts.keeps_a_line = words.map(boolean);
    }
    return facts;
  }
  claims(text) {
    return text.split(/\s+/).filter(Boolean).map((w) => {
      const parts = w.split(":");
      if (parts.length < 2 || parts.length > 3 || (parts.length === 3 && parts[2] !== "committed")) {
        throw new RowProblem(`${w} is not SEAT:CALL or SEAT:CALL:committed`);
      }
      return { seat: seat(parts[0]), call: callArg(parts[1]), committed: parts.length === 3 };
    });
  }
  card() {
    const c = this.get("card");
    if (c !== "sample") throw new RowProblem(`card=${c}: only the sample card`);
    return mj.Card.sample();
  }
  /** `visible=`: TILE:COUNT words, as tile text the package reads. */
  visible() {
    const out = [];
    for (const w of (this.opt("visible") ?? "").split(/\s+/).filter(Boolean)) {
      const [tile, n] = w.split(":");
      if (n === undefined) throw new RowProblem(`visible: ${w} is not TILE:COUNT`);
      for (let i = 0; i < number("visible", n); i++) out.push(tile);
    }
    return out.join(" ");
  }
  fourHands() {
    const racks = this.get("hands").split("/").map((x) => x.trim());
    if (racks.length !== 4) throw new RowProblem("hands= holds four racks separated by /");
    return racks.map((r) => (r === "-" ? new mj.Hand() : mj.Hand.parse(r)));
  }
  bools(key) {
    const words = this.get(key).split(/\s+/);
    if (words.length !== 4) throw new RowProblem(`${key}= holds four booleans`);
    return words.map((w) => (boolean(w) ? 1 : 0));
  }
}

const words = (list) => list.join(" ");
const claimText = (c) => `${c.seat}:${callWord(c.call)}`;
const factsText = (f) => words(["dead", "mah_jong", "concealed_only"].filter((k) => f[k]));
/** A dead-hand reason in the rows' words: `none`, or the name and its numbers. */
function deadText(d) {
  if (d === null) return "none";
  // The reason's name and the numbers it carries (`null` where it has none), in the rows' order.
  return words([d.reason, ...[d.has, d.expected, d.exposure].filter((n) => n !== null)]);
}
/** A core enum value as serialised (its canonical name, or `{ name: value }`): the rows' words. */
function enumText(v) {
  if (typeof v === "string") return v;
  const [name, inner] = Object.entries(v)[0];
  return words([name, enumText(inner)]);
}

/** The package's answer to one row, in the row's words. */
function answer(row) {
  const r = row.row.rule;
  switch (r) {
    case "calls":
    case "check_call":
    case "card_calls": {
      const hand = row.hand("hand");
      const s = seat(row.get("seat"));
      const [tile, discarder, latest] = row.discard();
      const call = r === "check_call" ? callArg(row.get("call")) : undefined;
      let facts;
      if (r === "card_calls") {
        const card = row.card();
        const visible = row.visible();
        const t = row.table();
        facts = t.americanCallFacts(card, hand, s, tile, discarder, latest, visible);
        return words(t.calls(hand, s, tile, discarder, latest, facts).map(callWord));
      }
      facts = row.facts();
      const t = row.table();
      if (r === "check_call") {
        t.checkCall(hand, s, tile, discarder, call, latest, facts);
        return "ok";
      }
      return words(t.calls(hand, s, tile, discarder, latest, facts).map(callWord));
    }
    case "chinese_call_facts": {
      const hand = row.hand("hand");
      const s = seat(row.get("seat"));
      const [tile, discarder, latest] = row.discard();
      return factsText(row.table().chineseCallFacts(hand, s, tile, discarder, latest));
    }
    case "american_call_facts":
    case "card_keeps_a_line": {
      const card = row.card();
      const hand = row.hand("hand");
      const s = seat(row.get("seat"));
      const [tile, discarder, latest] = row.discard();
      const visible = row.visible();
      const f = row.table().americanCallFacts(card, hand, s, tile, discarder, latest, visible);
      return r === "american_call_facts" ? factsText(f) : words(f.keeps_a_line.map(String));
    }
    case "claim_winner": {
      const d = seat(row.get("discarder"));
      const claims = row.claims(row.get("claims"));
      const w = row.table().claimWinner(d, claims);
      return w === null ? "none" : claimText(w);
    }
    case "claim_order": {
      const d = seat(row.get("discarder"));
      const claims = row.claims(row.get("claims"));
      return words(row.table().claimOrder(d, claims).map(claimText));
    }
    case "seat_wind": {
      const [s, dealer] = [seat(row.get("seat")), seat(row.get("dealer"))];
      return row.table().seatWind(s, dealer);
    }
    case "next_round": {
      const round = row.get("round").split(/\s+/);
      if (round.length !== 2) throw new RowProblem("round= is PREVAILING DEALER");
      const dealer = seat(round[1]);
      const first = row.opt("first_dealer");
      const w = row.get("winner");
      const n = row.table().nextRound(round[0], dealer, first === undefined ? dealer : seat(first), w === "none" ? undefined : seat(w));
      return `${n.prevailing} ${n.dealer}${n.finished ? " finished" : ""}`;
    }
    case "wall_stacks": {
      const flowers = boolean(row.get("flowers"));
      return String(row.table().wallStacks(flowers));
    }
    case "wall_after_deal": {
      const total = number("total", row.get("total"));
      const w = row.table().wallAfterDeal(total);
      return `${w.live} ${w.kong_box}`;
    }
    case "break_wall": {
      const dealer = seat(row.get("dealer"));
      const args = ["stacks_per_wall", "first", "second"].map((k) => number(k, row.get(k)));
      const b = row.table().breakWall(dealer, ...args);
      return `${b.breaker} ${b.wall} ${b.stack}`;
    }
    case "dealt_tiles":
      return String(mj.dealtTiles(seat(row.get("seat")), seat(row.get("dealer"))));
    case "tiles_dealt":
      return String(row.table().tilesDealt());
    case "deal_order": {
      const dealer = seat(row.get("dealer"));
      return words([...row.table().dealOrder(dealer)].map(String));
    }
    case "joker_exchange": {
      const hands = row.fourHands();
      const [player, owner] = [seat(row.get("player")), seat(row.get("owner"))];
      const exposure = number("exposure", row.get("exposure"));
      const natural = row.get("natural");
      const phase = row.get("phase");
      const dead = row.opt("dead");
      const after = row.table().exchangeJoker(hands, player, phase, owner, exposure, natural, dead === undefined ? undefined : boolean(dead));
      return `${after[player].american()} / ${after[owner].american()}`;
    }
    case "tile_count_dead": {
      const hand = row.hand("hand");
      const phase = row.get("phase");
      return deadText(row.table().tileCountDead(hand, phase));
    }
    case "charleston_pass": {
      const hands = row.fourHands();
      const pass = row.get("pass");
      const passes = row.get("passes").split("/").map((p) => p.trim().split(/\s+/).filter(Boolean));
      if (passes.length !== 4) throw new RowProblem("passes= holds four passes separated by /");
      const after = row.table().charlestonPass(hands, pass, passes, [[], [], [], []]);
      return after.map((h) => h.toString()).join(" / ");
    }
    case "charleston_played":
      return String(row.table().charlestonPlayed());
    case "second_charleston": {
      const agree = row.bools("agree");
      return String(row.table().secondCharleston(agree));
    }
    case "courtesy_count":
      return String(mj.courtesyCount(seat(row.get("a")), number("a_asks", row.get("a_asks")), seat(row.get("b")), number("b_asks", row.get("b_asks"))));
    case "add_to_pung": {
      const [hand, s, tile, selfDrawn] = [row.hand("hand"), seat(row.get("seat")), row.get("tile"), boolean(row.get("self_drawn"))];
      return row.table().addToPung(hand, s, tile, selfDrawn).toString();
    }
    case "declare_concealed_kong": {
      const [hand, s, tile] = [row.hand("hand"), seat(row.get("seat")), row.get("tile")];
      return row.table().declareConcealedKong(hand, s, tile).toString();
    }
    case "rob_kong": {
      const [hand, s, kong] = [row.hand("hand"), seat(row.get("seat")), row.get("kong")];
      return row.table().robKong(hand, s, kong).toString();
    }
    case "check_rob_kong":
      mj.checkRobKong(row.get("kong"), boolean(row.get("thirteen_unique_wonders")));
      return "ok";
    case "check_kong_or_mah_jong":
      mj.checkKongOrMahJong(boolean(row.get("kong")), boolean(row.get("mah_jong")));
      return "ok";
    case "wall_draw":
    case "wall_is_wall_game":
    case "wall_draw_replacement": {
      const [live, kongBox] = [number("live", row.get("live")), number("kong_box", row.get("kong_box"))];
      if (r === "wall_draw") {
        const w = mj.wallDraw(live, kongBox);
        return `${w.live} ${w.kong_box}`;
      }
      if (r === "wall_is_wall_game") return String(mj.wallIsWallGame(live, kongBox));
      const w = row.table().wallDrawReplacement(live, kongBox);
      return `${w.live} ${w.kong_box} ${enumText(w.source)}`;
    }
    case "check_deal": {
      const dealer = seat(row.get("dealer"));
      const counts = row.get("counts").split(/\s+/).map((w) => number("counts", w));
      if (counts.length !== 4) throw new RowProblem("counts= holds four numbers");
      const d = row.table().checkDeal(dealer, counts);
      return `${enumText(d.remedy)} ${d.seat ?? "none"}`;
    }
    case "bonus_replacements": {
      const hand = row.hand("hand");
      return String(row.table().bonusReplacements(hand));
    }
    case "holds_all_bonus_tiles":
      return String(mj.holdsAllBonusTiles(row.hand("hand")));
    case "claim_window_open":
    case "call_in_time": {
      const since = row.get("since").split(/\s+/).filter(Boolean);
      if (r === "claim_window_open") return String(row.table().claimWindowOpen(since));
      const simultaneous = boolean(row.get("simultaneous"));
      return String(row.table().callInTime(since, simultaneous));
    }
    case "turns_lost": {
      const [d, c] = [seat(row.get("discarder")), seat(row.get("claimer"))];
      return String(row.table().turnsLost(d, c));
    }
    case "next_to_play": {
      const d = seat(row.get("discarder"));
      const w = row.get("winner");
      const winner = w === "none" ? null : row.claims(w)[0];
      return String(row.table().nextToPlay(d, winner));
    }
    case "must_discard_after":
      return String(mj.mustDiscardAfter(callArg(row.get("call"))));
    case "false_mah_jong":
      return enumText(mj.falseMahJong(boolean(row.get("exposed")), boolean(row.get("others_threw_in")), boolean(row.get("wall_disturbed"))));
    case "concealed_hand_exposed":
      return deadText(mj.concealedHandExposed(row.hand("hand"), boolean(row.get("concealed_line"))));
    case "next_live_seat": {
      const s = seat(row.get("seat"));
      const dead = row.bools("dead");
      const n = row.table().nextLiveSeat(s, dead);
      return n === undefined || n === null ? "none" : String(n);
    }
    case "sitting_out": {
      const p = mj.sittingOut(number("players", row.get("players")), number("game", row.get("game")));
      return p === undefined || p === null ? "none" : String(p);
    }
    case "lines_possible": {
      const [card, hand, visible] = [row.card(), row.hand("hand"), row.visible()];
      const p = mj.linesPossible(card, hand, visible);
      return `${p.exposed} ${p.concealed}`;
    }
    case "exposures_dead":
      return deadText(mj.exposuresDead(row.card(), row.hand("hand")));
    case "no_line_possible": {
      const [card, hand, visible] = [row.card(), row.hand("hand"), row.visible()];
      return deadText(mj.noLinePossible(card, hand, visible));
    }
    case "american_dead_hand": {
      const [card, hand, phase, visible] = [row.card(), row.hand("hand"), row.get("phase"), row.visible()];
      return deadText(row.table().americanDeadHand(card, hand, phase, visible));
    }
    case "valid_exposures":
      return words([...mj.validExposures(row.card(), row.hand("hand"))].map((x) => String(x === 1)));
    case "line_possible": {
      const card = row.card();
      const [hi, line] = [number("hand_index", row.get("hand_index")), number("line", row.get("line"))];
      const [hand, visible] = [row.hand("hand"), row.visible()];
      return String(mj.linePossible(card, hi, line, hand, visible));
    }
    case "card_match": {
      const [card, hand] = [row.card(), row.hand("hand")];
      const m = card.match(hand);
      return m === null ? "none" : `${m.section} ${m.number} ${m.points}`;
    }
    case "card_nearest": {
      const [card, hand, k] = [row.card(), row.hand("hand"), number("k", row.get("k"))];
      return card.nearest(hand, k).map((n) => `${n.section} ${n.number} ${n.tiles_away}`).join(" / ");
    }
    case "expose": {
      const [hand, s, tile, call, jokers] = [row.hand("hand"), seat(row.get("seat")), row.get("tile"), callArg(row.get("call")), number("jokers", row.get("jokers"))];
      return mj.expose(hand, s, tile, call, jokers).american();
    }
    case "chow_options":
      return words(mj.chowOptions(row.hand("hand"), row.get("tile")));
    case "expose_chow": {
      const [hand, s, tile, lowest] = [row.hand("hand"), seat(row.get("seat")), row.get("tile"), row.get("lowest")];
      return mj.exposeChow(hand, s, tile, lowest).toString();
    }
    case "trade_blank": {
      const [hand, s, tile, phase] = [row.hand("hand"), seat(row.get("seat")), row.get("tile"), row.get("phase")];
      const dead = row.opt("dead");
      return row.table().tradeBlank(hand, s, tile, phase, dead === undefined ? undefined : boolean(dead)).toString();
    }
    case "take_tile": {
      const [hand, tile] = [row.hand("hand"), row.get("tile")];
      const t = row.table().takeTile(hand, tile);
      return `${t.hand.toString()} ${t.replacement}`;
    }
    case "resolve_mah_jong_claims": {
      const d = seat(row.get("discarder"));
      const claims = row.claims(row.get("claims"));
      const valid = row.get("valid").split(/\s+/).filter(Boolean).map(seat);
      const r = row.table().resolveMahJongClaims(d, claims, valid);
      return `${r.winner ?? "none"} checked ${words(r.checked)}`;
    }
    case "passed_joker_remedy":
      return mj.passedJokerRemedy(boolean(row.get("identifiable")));
    case "settle_bet": {
      const bet = row.get("bet");
      const w = row.get("winner");
      const o = row.table().settleBet(bet === "wall_game" ? undefined : seat(bet), w === "none" ? undefined : seat(w));
      return o.pays_as === null ? o.outcome : `${o.outcome} ${o.pays_as}`;
    }
    case "score":
    case "score_losing_hand": {
      const profile = row.get("profile");
      const flowers = row.opt("flowers_and_seasons");
      const hand = row.hand("hand");
      const f = r === "score" ? mj.score : mj.scoreLosingHand;
      const sc = f(hand, profile, undefined, flowers === undefined ? undefined : boolean(flowers));
      return `${sc.points} ${sc.doubles} ${sc.total}`;
    }
    case "mcr_score": {
      const [hand, flowers] = [row.hand("hand"), boolean(row.get("flowers_and_seasons"))];
      const sc = mj.mcrScore(hand, flowers);
      return `${sc.fan_points} ${sc.flowers} ${sc.total}`;
    }
    case "settle": {
      const profile = row.get("profile");
      const w = row.get("winner");
      const scores = row.get("scores").split(/\s+/).map((x) => number("scores", x));
      return words(mj.settle(profile, w === "none" ? undefined : w, scores).nets.map(String));
    }
    case "only_possible_tile":
    case "is_winning":
    case "waits":
    case "tiles_away":
    case "decompose": {
      const [profile, hand] = [row.get("profile"), row.hand("hand")];
      if (r === "only_possible_tile") return String(mj.onlyPossibleTile(hand, profile));
      if (r === "is_winning") return String(mj.isWinning(hand, profile));
      if (r === "tiles_away") return String(mj.tilesAway(hand, profile).standard);
      if (r === "decompose") return String(mj.decompose(hand, profile).decompositions.length);
      return words(mj.waits(hand, profile).waits.tiles ?? mj.waits(hand, profile).waits.forms.map((f) => f.tile));
    }
    case "dead_hand_rack":
    case "card_dead_hand_rack": {
      let rack;
      if (r === "dead_hand_rack") {
        const hand = row.hand("hand");
        const valid = row.get("valid").split(/\s+/).filter(Boolean).map((w) => (boolean(w) ? 1 : 0));
        rack = mj.deadHandRack(hand, valid, boolean(row.get("concealed_line")));
      } else {
        const [card, hand] = [row.card(), row.hand("hand")];
        rack = mj.americanDeadHandRack(card, hand, boolean(row.get("concealed_line")));
      }
      const j = rack.toJSON();
      return `${j.melds.length} ${rack.tileCount}`;
    }
    default:
      throw new RowProblem(`no rule ${r} in the JavaScript face`);
  }
}

/** The row's answer as `expect=…` or `error=…`. */
function run(row) {
  const inputs = new Inputs(row);
  let got;
  try {
    got = `expect=${answer(inputs).split(/\s+/).filter(Boolean).join(" ")}`;
  } catch (e) {
    if (e instanceof RowProblem) throw e;
    // Argument and parse errors are the row's own mistakes; every other error is an answer.
    if (!(e instanceof mj.MahjongError) || e instanceof mj.ArgumentError || e instanceof mj.ParseError) {
      throw new RowProblem(`${e.name}: ${e.message}`);
    }
    got = `error=${snake(e.kindName)}`;
  }
  const unread = [...row.inputs.keys()].filter((k) => !inputs.read.has(k));
  if (unread.length) throw new RowProblem(`keys the rule does not read: ${unread.join(" ")}`);
  if (row.table !== "-" && !inputs.tableRead) throw new RowProblem("names a table its rule does not read");
  if (row.table === "-" && inputs.tableRead) throw new RowProblem("the rule reads a table: give one");
  return got;
}

const rows = parseRows();

test("the rows are there", () => {
  assert.ok(rows.length > 100, `${rows.length} rows`);
});

test("the skip list is exact: each skipped rule is in the rows and this face refuses it", () => {
  for (const [rule, reason] of Object.entries(SKIPS)) {
    const row = rows.find((x) => x.rule === rule);
    assert.ok(row, `skipped rule ${rule} (${reason}) is in no row`);
    assert.throws(() => answer(new Inputs(row)), /no rule/);
  }
});

test("every rule row gives the same answer through the npm package", () => {
  const failures = [];
  for (const row of rows) {
    if (row.rule in SKIPS) continue;
    try {
      const got = run(row);
      if (got !== row.expect) failures.push(`${row.at}: ${row.rule}: ${got}, expected ${row.expect}`);
    } catch (e) {
      failures.push(`${row.at}: ${row.rule}: ${e.message}`);
    }
  }
  assert.deepEqual(failures, []);
  console.log(`# ${rows.length} rows of ${new Set(rows.map((r) => r.rule)).size} rules answered`);
});

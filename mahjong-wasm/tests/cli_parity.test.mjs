// 10,000 seeded random hands answered by the package and by the native command line tool
// (`mahjong … --json --file`): the American best line and nearest lines, and under classical
// rules the waits and tiles away. Both faces serialise the core's values, so the objects must be
// equal field for field. The tool is target/release/mahjong (or $MAHJONG_CLI).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mj from "../pkg/node.js";

const HANDS = 10_000;
const cli = process.env.MAHJONG_CLI ?? new URL("../../target/release/mahjong", import.meta.url).pathname;

/** A small seeded generator (xorshift32), so a failure can be replayed. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** `count` tiles drawn without replacement from a pool of tile texts. */
function draw(pool, count, next) {
  const p = pool.slice();
  const out = [];
  for (let i = 0; i < count; i++) out.push(p.splice(next(p.length), 1)[0]);
  return out;
}

function run(args, file) {
  // Exit status 2 when some line could not be read (those lines carry "error"); anything else
  // is a failure of the tool.
  const r = spawnSync(cli, [...args, "--json", "--file", file], { encoding: "utf8", maxBuffer: 1 << 30 });
  assert.ok(r.status === 0 || r.status === 2, `${cli} ${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
  return r.stdout.trim().split("\n").map((l) => JSON.parse(l));
}

/** The American set in the core's tile texts: 4 of each suit tile, wind and dragon; 8 flowers and 8 jokers. */
function americanPool() {
  const pool = [];
  for (const s of ["c", "b", "d"]) for (let r = 1; r <= 9; r++) for (let k = 0; k < 4; k++) pool.push(`${r}${s}`);
  for (const h of ["N", "E", "W", "S", "R", "G", "0"]) for (let k = 0; k < 4; k++) pool.push(h);
  for (let k = 0; k < 8; k++) pool.push("F", "J");
  return pool;
}

/** The Chinese set without bonus tiles: 4 of each of the 34 faces. */
function chinesePool() {
  const pool = [];
  for (const s of ["m", "p", "s"]) for (let r = 1; r <= 9; r++) for (let k = 0; k < 4; k++) pool.push(`${r}${s}`);
  for (let r = 1; r <= 7; r++) for (let k = 0; k < 4; k++) pool.push(`${r}z`);
  return pool;
}

test("the CLI is built", () => {
  assert.ok(existsSync(cli), `${cli} is missing: cargo build --release -p mahjong-cli`);
});

test(`American: best line and nearest lines of ${HANDS} seeded hands equal the CLI's --json`, () => {
  const next = rng(20261201);
  const pool = americanPool();
  const hands = [];
  for (let i = 0; i < HANDS; i++) hands.push(draw(pool, i % 5 === 0 ? 13 : 14, next).join(" "));
  // A few hands that do match lines, so the match objects are compared too.
  hands.push("FFF 2026c 222b 2222d", "FFF 2026c 222b 22 J J d", "NNNN EEE WWW SSSS", "FF 2026c 2026b 2026d");
  const dir = mkdtempSync(join(tmpdir(), "mahjong-wasm-"));
  const file = join(dir, "american.txt");
  writeFileSync(file, hands.join("\n") + "\n");
  const checks = run(["check"], file);
  const nearest = run(["nearest"], file);
  const card = mj.Card.sample();
  let matched = 0;
  for (let i = 0; i < hands.length; i++) {
    const want = checks[i];
    assert.equal(want.input, hands[i]);
    let h;
    try {
      h = mj.Hand.parse(hands[i]);
    } catch (e) {
      assert.ok(want.error, `line ${i + 1}: the package refused ${hands[i]} (${e.message}) but the CLI did not`);
      continue;
    }
    if (h.tileCount === 14) {
      const got = card.match(h);
      assert.deepEqual(got, want.match ?? null, `check line ${i + 1}: ${hands[i]}`);
      if (got) matched++;
    }
    assert.deepEqual(card.nearest(h), nearest[i].nearest, `nearest line ${i + 1}: ${hands[i]}`);
    h.free();
  }
  assert.ok(matched >= 2, `only ${matched} hands matched a line`);
});

test(`classical: waits and tiles away of ${HANDS} seeded 13-tile hands equal the CLI's --json`, () => {
  const next = rng(7);
  const pool = chinesePool();
  const hands = [];
  for (let i = 0; i < HANDS; i++) {
    const tiles = draw(pool, 13, next).sort();
    hands.push(tiles.join(""));
  }
  const dir = mkdtempSync(join(tmpdir(), "mahjong-wasm-"));
  const file = join(dir, "classical.txt");
  writeFileSync(file, hands.join("\n") + "\n");
  const waits = run(["waits", "--rules", "classical"], file);
  for (let i = 0; i < hands.length; i++) {
    const h = mj.Hand.parse(hands[i]);
    const got = mj.waits(h, "classical");
    const want = waits[i];
    assert.equal(want.input, hands[i]);
    assert.equal(got.calling, want.calling, hands[i]);
    assert.deepEqual(got.waits, want.waits, hands[i]);
    assert.deepEqual(got.tiles_away, want.tiles_away, hands[i]);
    h.free();
  }
});

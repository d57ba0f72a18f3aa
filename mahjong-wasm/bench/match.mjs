// Node benchmark, criterion-like: warm up, then timed batches; prints the median time per call
// of each job and the spread. Run after scripts/build-wasm.sh:
//   node mahjong-wasm/bench/match.mjs
import { readFileSync } from "node:fs";
import * as mj from "../pkg/node.js";

// The hands of the native criterion group american_match (benches/benches/american.rs), read
// from that file so both faces time the same list.
const src = readFileSync(new URL("../../benches/benches/american.rs", import.meta.url), "utf8");
const list = (name) => [...src.match(new RegExp(`const ${name}: &\\[&str\\] = &\\[([^\\]]*)\\]`))[1].matchAll(/"([^"]*)"/g)].map((m) => m[1]);
const WINNING = list("WINNING");
const LOSING = list("LOSING");

function bench(name, f, { warmupMs = 500, samples = 30, minBatchMs = 50 } = {}) {
  let end = performance.now() + warmupMs;
  let iters = 0;
  while (performance.now() < end) {
    f();
    iters++;
  }
  // Batch size so each sample runs about minBatchMs.
  const batch = Math.max(1, Math.ceil((iters / warmupMs) * minBatchMs));
  const per = [];
  for (let s = 0; s < samples; s++) {
    const t = performance.now();
    for (let i = 0; i < batch; i++) f();
    per.push(((performance.now() - t) * 1e6) / batch);
  }
  per.sort((a, b) => a - b);
  const median = per[Math.floor(per.length / 2)];
  const fmt = (ns) => (ns >= 1000 ? `${(ns / 1000).toFixed(3)} µs` : `${ns.toFixed(1)} ns`);
  console.log(`${name.padEnd(52)} median ${fmt(median)}  [${fmt(per[0])} … ${fmt(per[per.length - 1])}]`);
  return median;
}

const card = mj.Card.sample();
const hands = [...WINNING, ...LOSING].map((t) => mj.Hand.parse(t));
let sink = 0;
// Per hand: each call runs the whole list, divided by its length (as the native group's throughput).
const n = hands.length;
const perHand = (f) => () => {
  for (let i = 0; i < n; i++) sink += f(hands[i]);
};
console.log(`${n} hands (${WINNING.length} winning, ${LOSING.length} losing); times below are per list, then per hand`);
// The list holds a 13-tile hand, for which the native match_hand answers None and matchIndex
// throws: it is answered -1 from its tile count, as the native matcher's own count check does.
const m1 = bench("match, whole list (matchIndex)", perHand((h) => (h.tileCount === 14 ? card.matchIndex(h) : -1)));
console.log(`  per hand: ${(m1 / n / 1000).toFixed(3)} µs`);
const m2 = bench("match with the result object, whole list (match)", perHand((h) => (h.tileCount === 14 ? (card.match(h)?.value ?? 0) : 0)));
console.log(`  per hand: ${(m2 / n / 1000).toFixed(3)} µs`);
const thirteen = WINNING.map((t) => mj.Hand.parse(t).toJSON()).map((j) => {
  const c = j.concealed.slice(0, -1);
  const melds = j.melds.map((m) => `[${m.tiles.join(" ")}]`);
  return mj.Hand.parse([...c, ...melds].join(" "));
});
const m3 = bench("nearest 5, whole list of 13-tile hands", () => {
  for (const h of thirteen) sink += card.nearest(h).length;
}, { samples: 20 });
console.log(`  per hand: ${(m3 / thirteen.length / 1000).toFixed(3)} µs`);
// Tiles away with the improving tiles (the part the improving-tile tables speed up natively).
const standardHands = ["123m456p789s11z5z6z7z", "1112345678999m", "19m19p19s1234567z", "2468m1357p2468s1z"].map((t) => mj.Hand.parse(t));
const m4 = bench("tiles away + improving tiles (tilesAway, classical), 4 hands", () => {
  for (const h of standardHands) sink += mj.tilesAway(h, "classical").best;
});
console.log(`  per hand: ${(m4 / standardHands.length / 1000).toFixed(3)} µs`);
const toml = mj.Card.sampleToml();
bench("load + compile the sample card (fromToml)", () => mj.Card.fromToml(toml).free(), { samples: 20, minBatchMs: 100 });
if (sink === 0.5) console.log(sink);

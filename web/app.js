// The hand checker: reads the hand as it is typed or picked, asks the WebAssembly package and
// shows what the rules say. No framework: a few functions that render into the page.
import { tileName, tileSvg } from "./tiles.js";

const $ = (id) => document.getElementById(id);
const t0 = performance.now();
const mj = await import("./pkg/index.js");
const loadMs = performance.now() - t0;
// The package runs the card reader and compiler once in a worker as soon as it has loaded, so
// that the engine has compiled their WebAssembly code before this page first needs it; the
// page's thread stays free meanwhile. Wait for that before the first card compile.
// The worker closes itself as it finishes, and the engine's optimising threads are still busy
// for a moment: compiling the card in that same moment competes with them for the cores, so the
// page waits until the browser is next idle (at most 200 ms) before its first card compile.
// The two waits are timed apart: the worker's warm-up (from the package's load until the worker
// is done), then the wait for the idle moment.
const warmed = await mj.warmedUp;
const tWarm = performance.now();
const warmMs = tWarm - t0 - loadMs;
await new Promise((resolve) =>
  "requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout: 200 }) : setTimeout(resolve, 50),
);
const idleMs = performance.now() - tWarm;

// Load + compile of the sample card from its TOML text, timed: the first time on this page, then
// the median of five more.
const sampleToml = mj.Card.sampleToml();
const timeCompile = () => {
  const t = performance.now();
  mj.Card.fromToml(sampleToml, "sample").free();
  return performance.now() - t;
};
const firstMs = timeCompile();
const again = [0, 1, 2, 3, 4].map(timeCompile).sort((a, b) => a - b);
const compileMs = again[2];
$("timing").textContent =
  `WebAssembly loaded in ${loadMs.toFixed(1)} ms, ` +
  `${warmed ? `warmed up in a worker ${warmMs.toFixed(1)} ms more` : "no warm-up worker"}, ` +
  `then ${idleMs.toFixed(1)} ms waiting for the browser to be idle; ` +
  `sample card read and compiled in ${firstMs.toFixed(1)} ms the first time, ${compileMs.toFixed(2)} ms after (median of 5).`;
document.body.dataset.compileFirstMs = firstMs.toFixed(3);
document.body.dataset.compileMs = compileMs.toFixed(3);
document.body.dataset.warmMs = warmMs.toFixed(3);
document.body.dataset.idleMs = idleMs.toFixed(3);
document.body.dataset.warmed = String(warmed);

let card = mj.Card.sample();
let cardLabel = `${card.name} (sample)`;
const state = { rules: "american" };

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "html") e.innerHTML = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

function mini(tiles) {
  const box = el("span", { class: "mini" });
  for (const t of tiles) box.append(el("span", { title: tileName(t), role: "img", "aria-label": tileName(t), html: tileSvg(t) }));
  return box;
}

// ---- the palette ----
function paletteTiles() {
  if (state.rules === "american") {
    const out = [];
    for (const s of "mps") for (let r = 1; r <= 9; r++) out.push(`${r}${s}`);
    for (let r = 1; r <= 7; r++) out.push(`${r}z`);
    out.push("0f", "0j");
    return out;
  }
  const out = [];
  for (const s of "mps") for (let r = 1; r <= 9; r++) out.push(`${r}${s}`);
  for (let r = 1; r <= 7; r++) out.push(`${r}z`);
  return out;
}

function renderPalette() {
  const p = $("palette");
  p.replaceChildren();
  for (const t of paletteTiles()) {
    const b = el("button", { type: "button", class: "tile", "data-tile": t, "aria-label": `Add ${tileName(t)}`, title: tileName(t), html: tileSvg(t) });
    b.addEventListener("click", () => addTile(t));
    p.append(b);
  }
}

// ---- the hand ----
function currentNotation(text) {
  return text.trim() === "" ? (state.rules === "american" ? "american" : "mpsz") : mj.writtenIn(text);
}

/** The hand text with one more tile, in the notation the text is written in. */
function addTile(t) {
  const input = $("hand-input");
  const text = input.value;
  const notation = currentNotation(text);
  const tileText = mj.tile(t)[notation === "unicode" ? "unicode" : notation === "american" ? "american" : "mpsz"];
  let next = text.trim() === "" ? tileText : `${text.trim()} ${tileText}`;
  // Print it back through the core so the tiles of one suit run together.
  try {
    const h = mj.Hand.parse(next);
    next = h.inNotation(notation);
    h.free();
  } catch {
    /* leave the text as typed: the status line shows the error */
  }
  input.value = next;
  check();
}

function removeTile(json, index) {
  const concealed = json.concealed.slice();
  concealed.splice(index, 1);
  const melds = json.melds.map((m) => (m.status === "exposed" ? `[${m.tiles.join(" ")}]` : `(${m.tiles.join(" ")})`));
  const text = [...concealed, ...melds].join(" ");
  const notation = currentNotation($("hand-input").value);
  if (text === "") {
    $("hand-input").value = "";
  } else {
    const h = mj.Hand.parse(text);
    $("hand-input").value = h.inNotation(notation);
    h.free();
  }
  check();
}

function renderHand(json) {
  const box = $("hand-tiles");
  box.replaceChildren();
  if (!json) return;
  const g = el("span", { class: "group" });
  json.concealed.forEach((t, i) => {
    const b = el("button", { type: "button", class: "tile", "aria-label": `Take out ${tileName(t)}`, title: tileName(t), html: tileSvg(t) });
    b.addEventListener("click", () => removeTile(json, i));
    g.append(b);
  });
  box.append(g);
  for (const m of json.melds) {
    const mg = el("span", { class: "group", title: `${m.status} ${m.kind}` });
    for (const t of m.tiles) mg.append(el("span", { class: "tile", role: "img", "aria-label": tileName(t), html: tileSvg(t) }));
    box.append(mg);
  }
}

function status(text, error = false, caret = null) {
  const s = $("hand-status");
  s.className = error ? "status error" : "status";
  s.replaceChildren(text);
  if (caret) s.append(el("pre", {}, caret));
}

// ---- results ----
function lineBox(title, cls, ...rest) {
  return el("div", { class: `line ${cls}` }, el("h3", {}, title), ...rest);
}

function american(hand, json) {
  const out = [];
  const count = hand.tileCount;
  if (count === 14) {
    const ms = card.matches(hand);
    if (ms.length === 0) out.push(el("p", { class: "verdict" }, `No line of ${card.name} matches this hand.`));
    for (const m of ms) {
      out.push(
        lineBox(
          `${m.section} #${m.number}: ${m.text}`,
          "match",
          el("p", {}, `Line ${m.line} · ${m.marking} · value ${m.value} · ${m.points} points · ${m.jokers === 0 ? "jokerless" : `${m.jokers} joker${m.jokers === 1 ? "" : "s"}`}`),
          mini(m.groups.flatMap((g) => g.tiles)),
        ),
      );
    }
  }
  if (count === 13 || count === 14) {
    out.push(el("h3", {}, "Nearest lines"));
    for (const n of card.nearest(hand)) {
      const needed = [...n.needed_naturals, ...n.needed_eligible];
      out.push(
        lineBox(
          `${n.section} #${n.number}: ${n.text} — ${n.tiles_away === 0 ? "complete" : `${n.tiles_away} tile${n.tiles_away === 1 ? "" : "s"} away`}`,
          "nearest",
          el("p", {}, `Line ${n.line} · value ${n.value}${n.jokers_fit ? ` · jokers may stand for ${n.jokers_fit} of the tiles needed` : ""}`),
          needed.length ? el("div", { class: "mini" }, "Needs: ", mini(needed)) : el("p", {}, "Needs nothing more."),
        ),
      );
    }
  } else {
    out.push(el("p", {}, `${count} tiles: an American hand is matched with 14 tiles (13 for the nearest lines).`));
  }
  return out;
}

function setsTable(d) {
  const rows = d.sets.map((s) => el("tr", {}, el("td", {}, s.kind), el("td", {}, mini(s.tiles)), el("td", {}, s.concealed ? "concealed" : "melded")));
  rows.push(el("tr", {}, el("td", {}, "pair"), el("td", {}, mini([d.pair, d.pair])), el("td", {}, "")));
  return el("table", {}, ...rows);
}

function scoreTable(s, label) {
  const rows = s.items.map((i) =>
    el("tr", {}, el("td", {}, i.name), el("td", {}, i.points ? `${i.points} points` : ""), el("td", {}, i.doubles ? `×2${i.doubles > 1 ? ` ×${i.doubles}` : ""}` : "")),
  );
  return lineBox(`${label}: ${s.total} points`, "score", el("table", {}, ...rows));
}

function standard(hand) {
  const out = [];
  const rules = state.rules;
  const count = hand.tileCount;
  if (rules === "mcr") {
    // The Chinese Official rules score the winning tile: a hand typed without one (no `; win=`)
    // is taken to have won on its last concealed tile.
    const j = hand.toJSON();
    const last = j.concealed.at(-1);
    const h = j.context.winning_tile || !last ? hand : hand.withContext({ winning_tile: last });
    if (count >= 14 && mj.mcrIsWinning(h)) {
      const s = mj.mcrScore(h);
      const rows = s.fans.map((f) => el("tr", {}, el("td", {}, f.fan), el("td", {}, `${f.points}`), el("td", {}, f.count > 1 ? `×${f.count}` : "")));
      out.push(lineBox(`Chinese Official: ${s.total} points (${s.form})`, "score", el("table", {}, ...rows)));
      if (!s.meets_minimum) out.push(el("p", {}, "Below the minimum: not enough to go Mah Jong under these rules."));
    } else {
      out.push(el("p", {}, "Not a winning hand under the Chinese Official rules."));
    }
    if (h !== hand) h.free();
    return out;
  }
  if (count >= 14) {
    const d = mj.decompose(hand, rules);
    out.push(el("p", { class: "verdict" }, d.winning ? "A winning hand." : "Not a winning hand."));
    d.decompositions.forEach((x, i) => out.push(lineBox(`Reading ${i + 1}`, "decomposition", setsTable(x))));
    for (const s of d.special_hands) out.push(lineBox(`Special hand: ${s.name ?? s}`, "special"));
    if (d.winning) out.push(scoreTable(mj.score(hand, rules), rules === "british" ? "British score" : "Classical score"));
    const away = mj.tilesAway(hand, rules);
    if (!d.winning) out.push(el("p", {}, `Tiles away: ${away.best}.`), el("div", { class: "mini" }, "Improving: ", mini(away.improving)));
  } else if (count === 13 || count % 3 === 1) {
    const w = mj.waits(hand, rules);
    if (w.calling) {
      const waits = w.waits.forms ? w.waits.forms.map((f) => f.tile) : [];
      out.push(lineBox("Calling — waits on", "waits", mini(waits)));
    } else {
      out.push(el("p", {}, "Not calling yet."));
    }
    if (w.tiles_away) out.push(el("p", {}, `Tiles away: ${w.tiles_away.best}.`), el("div", { class: "mini" }, "Improving: ", mini(w.tiles_away.improving)));
  } else {
    out.push(el("p", {}, `${count} tiles: give 13 (waits) or 14 (a whole hand).`));
  }
  return out;
}

function check() {
  const text = $("hand-input").value;
  const results = $("results");
  if (text.trim() === "") {
    renderHand(null);
    status("Pick tiles below or type a hand.");
    results.replaceChildren();
    return;
  }
  let hand;
  try {
    hand = mj.Hand.parse(text);
  } catch (e) {
    renderHand(null);
    const caret = e.column > 0 ? `${text}\n${" ".repeat(e.column - 1)}^` : null;
    status(e.message, true, caret);
    results.replaceChildren();
    return;
  }
  const json = hand.toJSON();
  renderHand(json);
  status(`${hand.tileCount} tiles · ${json.american} · ${json.mpsz}`);
  try {
    results.replaceChildren(...(state.rules === "american" ? american(hand, json) : standard(hand)));
  } catch (e) {
    results.replaceChildren(el("p", { class: "status error" }, e.message));
  } finally {
    hand.free();
  }
}

// ---- controls ----
$("hand-input").addEventListener("input", check);
$("clear").addEventListener("click", () => {
  $("hand-input").value = "";
  check();
  $("hand-input").focus();
});
for (const r of document.querySelectorAll('input[name="rules"]')) {
  r.addEventListener("change", () => {
    state.rules = r.value;
    $("card-choice").hidden = r.value !== "american";
    renderPalette();
    check();
  });
}
$("card-file").addEventListener("change", async (ev) => {
  const file = ev.target.files[0];
  if (!file) return;
  const text = await file.text();
  try {
    const loaded = file.name.toLowerCase().endsWith(".json") ? mj.Card.fromJson(text, file.name) : mj.Card.fromToml(text, file.name);
    if (card !== null) card.free();
    card = loaded;
    cardLabel = `${card.name} (${file.name}, ${card.lineCount} line${card.lineCount === 1 ? "" : "s"})`;
    $("card-name").textContent = cardLabel;
    check();
  } catch (e) {
    status(`${file.name}: ${e.message}`, true);
  }
  ev.target.value = "";
});
$("card-sample").addEventListener("click", () => {
  card.free();
  card = mj.Card.sample();
  cardLabel = `${card.name} (sample)`;
  $("card-name").textContent = cardLabel;
  check();
});

$("card-name").textContent = cardLabel;
renderPalette();
const start = new URLSearchParams(location.search).get("hand");
$("hand-input").value = start ?? "FFF 2026c 222b 2222d";
check();
document.body.dataset.ready = "true";

// The hand-checker page in a real browser: Debian's Chromium driven by puppeteer-core. Serves
// web/ from a local static server, types a hand, clicks tiles, loads a card file from disk and
// checks what the page shows; saves screenshots under target/.
//   node mahjong-wasm/browser/page.mjs   (after scripts/build-wasm.sh; CHROMIUM=/path to override)
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { tmpdir } from "node:os";
import assert from "node:assert/strict";
import puppeteer from "puppeteer-core";

const root = new URL("../../web/", import.meta.url).pathname;
const target = new URL("../../target/", import.meta.url).pathname;
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json", ".ts": "text/plain" };

const server = createServer((req, res) => {
  let path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^\/+/, "");
  if (path === "" || path.endsWith("/")) path += "index.html";
  try {
    if (path.split("/").includes("..")) throw new Error("outside the page");
    const body = readFileSync(join(root, path));
    res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  userDataDir: mkdtempSync(join(tmpdir(), "mahjong-chromium-")),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let passed = 0;
let failed = 0;
async function step(name, f) {
  try {
    await f();
    passed++;
    console.log(`ok - ${name}`);
  } catch (e) {
    failed++;
    console.log(`not ok - ${name}\n  ${String(e.stack ?? e).split("\n").join("\n  ")}`);
  }
}

try {
  const page = await browser.newPage();
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.setViewport({ width: 1100, height: 1400 });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const text = (sel) => page.$eval(sel, (e) => e.textContent);
  const timing = async (when) => {
    const [first, warm] = await page.$eval("body", (b) => [b.dataset.compileFirstMs, b.dataset.compileMs]);
    console.log(`# ${when}: sample card read and compiled in ${first} ms the first time, ${warm} ms after (median of 5); ${await text("#timing")}`);
  };
  await timing("first load");
  // The package's background warm-up (a module worker on the page's own module) ran to its end.
  const warmedUp = async (when) =>
    step(`the warm-up worker ran before the first card compile (${when})`, async () => {
      assert.equal(await page.$eval("body", (b) => b.dataset.warmed), "true");
    });
  await warmedUp("first load");
  await step("the timing line gives the worker's warm-up and the idle wait apart, as the page measured them", async () => {
    const [warmMs, idleMs] = await page.$eval("body", (b) => [Number(b.dataset.warmMs), Number(b.dataset.idleMs)]);
    assert.ok(warmMs >= 0 && idleMs >= 0, `${warmMs} ${idleMs}`);
    const line = await text("#timing");
    const m = line.match(/warmed up in a worker ([\d.]+) ms more, then ([\d.]+) ms waiting for the browser to be idle;/);
    assert.ok(m, line);
    // One decimal on the page, three in the data attributes.
    assert.ok(Math.abs(Number(m[1]) - warmMs) <= 0.051 && Math.abs(Number(m[2]) - idleMs) <= 0.051, line);
  });
  let needed = "";
  const typeHand = async (hand) => {
    await page.click("#clear");
    await page.type("#hand-input", hand);
  };

  await step("the page opens on a hand that matches the sample card's Year 2026 #1", async () => {
    const results = await text("#results");
    assert.match(results, /Year 2026 #1: FFF 2026 222 2222/);
    assert.ok((await page.$$("#results .match")).length >= 1);
    assert.equal((await page.$$("#hand-tiles .tile")).length, 14);
  });

  await step("typing a 13-tile hand shows the nearest lines and the tiles still needed", async () => {
    await typeHand("FFF 2026c 222b 222d");
    await page.waitForFunction(() => document.querySelectorAll("#hand-tiles .tile").length === 13);
    const first = await page.$eval("#results .nearest", (e) => e.textContent);
    assert.match(first, /Year 2026 #1: FFF 2026 222 2222 — 1 tile away/);
    assert.match(first, /Needs:/);
    // Either 222 may be read as the kong short of one 2: bams or dots.
    needed = await page.$eval("#results .nearest .mini [aria-label]", (e) => e.getAttribute("aria-label"));
    assert.match(needed, /^2 (bams|dots)$/);
  });

  await step("clicking the tile still needed completes the hand and the line matches", async () => {
    await page.click(`#palette button[data-tile="${needed === "2 dots" ? "2p" : "2s"}"]`);
    await page.waitForFunction(() => document.querySelectorAll("#hand-tiles .tile").length === 14);
    assert.match(await page.$eval("#hand-input", (e) => e.value), /^FFF 2026c 222b 222d 2[bd]$/);
    assert.match(await text("#results"), /✔|Year 2026 #1/);
    assert.ok((await page.$$("#results .match")).length >= 1);
  });

  await step("clicking a tile of the hand takes it out", async () => {
    await page.click("#hand-tiles .tile");
    await page.waitForFunction(() => document.querySelectorAll("#hand-tiles .tile").length === 13);
  });

  await step("the keyboard alone adds a tile: Tab to a palette tile, Enter", async () => {
    await typeHand("FFF 2026c 222b 222d");
    await page.focus(`#palette button[data-tile="${needed === "2 dots" ? "2p" : "2s"}"]`);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("#hand-tiles .tile").length === 14);
    assert.ok((await page.$$("#results .match")).length >= 1);
  });

  await step("a bad hand shows the core's message and a caret under the column", async () => {
    await typeHand("123m 45x");
    await page.waitForSelector("#hand-status.error");
    const s = await text("#hand-status");
    assert.match(s, /column/);
    assert.match(s, /\^/);
  });

  await step("a card file loaded from disk is used for matching", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mahjong-card-"));
    const file = join(dir, "tiny.toml");
    writeFileSync(
      file,
      'name = "Tiny test card"\nedition = "test"\n\n[[hand]]\nsection = "Kongs"\nnumber = 1\ntext = "FFFF 1111 2222 33"\nvalue = 30\nlines = ["FFFF 1111a 2222a 33a"]\n',
    );
    const input = await page.$("#card-file");
    await input.uploadFile(file);
    await page.waitForFunction(() => document.getElementById("card-name").textContent.includes("Tiny test card"));
    await typeHand("FFFF 1111b 2222b 33b");
    await page.waitForSelector("#results .match");
    assert.match(await text("#results .match"), /Kongs #1: FFFF 1111 2222 33/);
    await page.screenshot({ path: join(target, "web-own-card.png"), fullPage: true });
    await page.click("#card-sample");
    await page.waitForFunction(() => document.getElementById("card-name").textContent.includes("sample"));
  });

  await step("a Chinese classical hand shows its reading and its score (80)", async () => {
    await page.click('input[name="rules"][value="classical"]');
    await typeHand("123m456p789s111z55z");
    await page.waitForSelector("#results .score");
    const r = await text("#results");
    assert.match(r, /A winning hand\./);
    assert.match(r, /Reading 1/);
    assert.match(r, /Classical score: 80 points/);
    await page.screenshot({ path: join(target, "web-chinese.png"), fullPage: true });
  });

  await step("a 13-tile Chinese hand shows its waits", async () => {
    await typeHand("1112345678999m");
    await page.waitForSelector("#results .waits");
    assert.equal((await page.$$("#results .waits [aria-label]")).length, 9);
  });

  await step("a Chinese Official (MCR) hand shows its fans and total", async () => {
    await page.click('input[name="rules"][value="mcr"]');
    // Big Four Winds (88) with four concealed pungs (64): well over the 8-point minimum.
    await typeHand("111z222z333z444z11m");
    await page.waitForSelector("#results .score");
    const r = await text("#results .score");
    assert.match(r, /Chinese Official: \d+ points/);
    assert.match(r, /Big Four Winds/);
  });

  await step("the American page with the sample card, for people to look at", async () => {
    await page.click('input[name="rules"][value="american"]');
    await typeHand("FFF 2026c 222b 222d");
    await page.waitForSelector("#results .nearest");
    mkdirSync(target, { recursive: true });
    await page.screenshot({ path: join(target, "web-hand-checker.png"), fullPage: true });
  });

  await step("once loaded, the page works offline (its service worker serves every file)", async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.setOfflineMode(true);
    await page.goto(`${url}?hand=123m456p789s111z55z`, { waitUntil: "load" });
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.equal(await page.$eval("#hand-input", (e) => e.value), "123m456p789s111z55z");
    assert.equal((await page.$$("#hand-tiles .tile")).length, 14);
    await page.setOfflineMode(false);
  });

  await step("no error reached the page", async () => {
    assert.deepEqual(pageErrors, []);
  });

  await timing("offline reload");
  await warmedUp("offline reload");
} finally {
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// The first card compile in a fresh Chromium, timed two ways: wall clock in the page, and the
// main thread's CPU time from a trace (which other processes on a loaded machine do not
// inflate much), with the part spent compiling WebAssembly functions as they first run.
//   node mahjong-wasm/browser/first-call.mjs [runs]   (after scripts/build-wasm.sh)
// AFTER=warm makes the first call wait for the package's background warm-up (`warmedUp`), then
// 50 ms (AFTER=warm0: none);
// by default it comes 50 ms after the package has loaded, whether the warm-up is done or not.
// Serves first-call.html and mahjong-wasm/pkg/ from a local static server; every run uses a new
// browser profile, as a first visit does.
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { tmpdir } from "node:os";
import puppeteer from "puppeteer-core";

const here = new URL(".", import.meta.url).pathname;
// PKG=dir serves another build (e.g. a saved copy of pkg/ to compare against).
const pkg = process.env.PKG ? normalize(process.env.PKG + "/") : new URL("../pkg/", import.meta.url).pathname;
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
  const file = path.startsWith("/pkg/") && !path.includes("..") ? join(pkg, path.slice(5)) : join(here, "first-call.html");
  try {
    const body = readFileSync(file);
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));

const runs = Number(process.argv[2] ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "mahjong-first-call-"));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    userDataDir: dir,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    const trace = join(dir, "trace.json");
    await page.tracing.start({ path: trace, categories: ["devtools.timeline", "v8.wasm", "disabled-by-default-v8.wasm.detailed"] });
    await page.goto(`http://127.0.0.1:${server.address().port}/${process.env.AFTER ? `?after=${process.env.AFTER}` : ""}`);
    await page.waitForSelector("body[data-out]", { timeout: 60000 });
    const out = JSON.parse(await page.$eval("body", (b) => b.dataset.out));
    await page.tracing.stop();
    const events = JSON.parse(readFileSync(trace, "utf8")).traceEvents;
    // The first timer task of the page is the first call.
    const task = events.filter((e) => e.name === "TimerFire" && e.dur).sort((a, b) => a.ts - b.ts)[0];
    const inTask = (e) => e.tid === task.tid && e.ts >= task.ts && e.ts <= task.ts + task.dur;
    const lazy = events.filter((e) => e.name === "wasm.CompileLazy" && inTask(e));
    const row = {
      first: out.first,
      median: out.median,
      cpu: (task.tdur ?? 0) / 1000,
      compile: lazy.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000,
      functions: lazy.length,
      grows: events.filter((e) => e.name === "wasm.GrowMemory" && inTask(e)),
      load: out.load,
      at: out.at,
      warm: out.warm,
    };
    rows.push(row);
    console.log(
      `run ${i + 1}: first call ${row.first.toFixed(1)} ms wall, ${row.cpu.toFixed(2)} ms main-thread CPU ` +
        `(${row.compile.toFixed(2)} ms compiling ${row.functions} functions); then ${row.median.toFixed(2)} ms (median of 5); ` +
        `package loaded in ${row.load.toFixed(1)} ms, first call ${row.at.toFixed(1)} ms later, warm-up done ` +
        (row.warm === null ? "not yet" : `${row.warm.toFixed(1)} ms after load`) +
        `; the memory grew ${row.grows.length} times in the call (${(row.grows.reduce((s, e) => s + e.dur, 0) / 1000).toFixed(2)} ms wall)`,
    );
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
server.close();
const m = (k) => median(rows.map((r) => r[k]));
console.log(
  `median of ${runs} runs: first call ${m("first").toFixed(1)} ms wall, ${m("cpu").toFixed(2)} ms CPU ` +
    `(${m("compile").toFixed(2)} ms compiling), then ${m("median").toFixed(2)} ms; ratio first / then ${(m("first") / m("median")).toFixed(1)}`,
);

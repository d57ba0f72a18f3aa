// Keeps the page working offline once it has loaded: every file it needs is cached on install
// and served from the cache first.
const CACHE = "mahjong-hand-checker-v2";
const FILES = ["./", "index.html", "style.css", "app.js", "tiles.js", "pkg/index.js", "pkg/mahjong_wasm.js", "pkg/mahjong_wasm_bg.wasm", "pkg/errors.js", "pkg/utf8.js", "pkg/warm.js"];

self.addEventListener("install", (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES))));
// The page's address may carry a hand (`?hand=…`), which only the page reads: a navigation is
// served from the cached page whatever its query.
self.addEventListener("fetch", (e) => {
  const ignoreSearch = e.request.mode === "navigate";
  e.respondWith(caches.match(e.request, { ignoreSearch }).then((hit) => hit ?? fetch(e.request)));
});

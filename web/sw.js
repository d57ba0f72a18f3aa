// Keeps the page working offline once it has loaded: every file it needs is cached on install
// and served from the cache first.
const CACHE = "mahjong-hand-checker-v1";
const FILES = ["./", "index.html", "style.css", "app.js", "tiles.js", "pkg/index.js", "pkg/mahjong_wasm.js", "pkg/mahjong_wasm_bg.wasm", "pkg/errors.js", "pkg/utf8.js"];

self.addEventListener("install", (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES))));
self.addEventListener("fetch", (e) => {
  e.respondWith(caches.match(e.request).then((hit) => hit ?? fetch(e.request)));
});

#!/usr/bin/env bash
# Builds the npm package `mahjong-wasm` (ES module + .d.ts) into mahjong-wasm/pkg/ and copies it
# next to the hand-checker page (web/pkg/). Tools come from the registries only: the Rust target
# from rustup and the wasm-bindgen command line tool from crates.io, at the exact version of the
# wasm-bindgen crate in Cargo.lock (the two must match).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" != "$version" ]; then
  cargo install wasm-bindgen-cli --version "$version" --locked
fi

cargo build --release -p mahjong-wasm --target wasm32-unknown-unknown
out=mahjong-wasm/pkg
rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" --out-name mahjong_wasm --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/release/mahjong_wasm.wasm
# The generated glue checks that a string argument is a string only in debug builds; in a release
# build a number or an object reaches the module's memory copy and traps ("memory access out of
# bounds"). Every string argument goes through passStringToWasm0: refuse anything else there.
node -e 'const fs = require("fs"); const f = process.argv[1]; const s = fs.readFileSync(f, "utf8");
  const head = "function passStringToWasm0(arg, malloc, realloc) {\n";
  if (s.split(head).length !== 2) { console.error("passStringToWasm0 not found once in " + f); process.exit(1); }
  fs.writeFileSync(f, s.replace(head, head + "    if (typeof arg !== \"string\") throw new TypeError(`expected a string argument, got ${arg === null ? \"null\" : typeof arg}`);\n"));' \
  "$out/mahjong_wasm.js"
cp mahjong-wasm/js/* "$out"/
cp mahjong-wasm/README.md "$out"/
# The published package.json: the source one without its development scripts and dependencies.
node -e 'const p = require("./mahjong-wasm/package.json"); delete p.scripts; delete p.devDependencies;
  require("fs").writeFileSync(process.argv[1], JSON.stringify(p, null, 2) + "\n");' "$out/package.json"
rm -rf web/pkg
cp -r "$out" web/pkg
wc -c "$out"/mahjong_wasm_bg.wasm | awk '{ printf "mahjong_wasm_bg.wasm: %d bytes", $1 }'
gzip -9c "$out"/mahjong_wasm_bg.wasm | wc -c | awk '{ printf ", %d gzipped\n", $1 }'

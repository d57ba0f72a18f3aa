// The package's Node entry: reads the WebAssembly module from disk (Node's fetch has no file:
// URLs), then exports everything.
// Card text goes to the module through TextEncoder (see utf8.js).
import "./utf8.js";
import { readFileSync } from "node:fs";
import { initSync } from "./mahjong_wasm.js";

initSync({ module: readFileSync(new URL("./mahjong_wasm_bg.wasm", import.meta.url)) });

export * from "./mahjong_wasm.js";
export * from "./errors.js";
// The browser entry's background warm-up (see index.js) has no counterpart here.
export const warmedUp = Promise.resolve(false);

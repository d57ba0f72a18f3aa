// The package's browser entry: loads the WebAssembly module next to this file, then exports
// everything. `import * as mahjong from "mahjong-wasm"` needs top-level await (every current
// browser and Node have it).
import init from "./mahjong_wasm.js";
// Card text goes to the module through TextEncoder (see utf8.js).
import "./utf8.js";

await init({ module_or_path: new URL("./mahjong_wasm_bg.wasm", import.meta.url) });

export * from "./mahjong_wasm.js";
export * from "./errors.js";

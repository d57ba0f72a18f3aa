// The package's browser entry: loads the WebAssembly module next to this file, then exports
// everything. `import * as mahjong from "mahjong-wasm"` needs top-level await (every current
// browser and Node have it).
import init from "./mahjong_wasm.js";
// Card text goes to the module through TextEncoder (see utf8.js).
import "./utf8.js";

const url = new URL("./mahjong_wasm_bg.wasm", import.meta.url);
let module;
try {
  module = await WebAssembly.compileStreaming(fetch(url));
} catch {
  // A server that does not send application/wasm: compile from the bytes.
  module = await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
}
await init({ module_or_path: module });

// The engine compiles each WebAssembly function when it first runs, so the first card read and
// compiled on a page also pays for compiling the reader and the compiler (a few milliseconds).
// A worker does that first (see warm.js) off the page's thread, on the same compiled module.
// `warmedUp` resolves to true when it has finished, to false when it could not run (no module
// workers, a blocked worker script).
export const warmedUp = new Promise((resolve) => {
  try {
    const worker = new Worker(new URL("./warm.js", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }) => resolve(data === true);
    worker.onerror = () => resolve(false);
    worker.postMessage(module);
  } catch {
    resolve(false);
  }
});

export * from "./mahjong_wasm.js";
export * from "./errors.js";

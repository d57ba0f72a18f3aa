export * from "./mahjong_wasm.js";
export * from "./errors.js";
/**
 * The background warm-up: as soon as the package has loaded in a browser, a worker runs the card
 * reader and compiler on the page's own WebAssembly module, so that the page's first
 * `Card.fromToml` does not pay for the engine compiling that code. Resolves to true when the
 * worker has finished, to false when it could not run (no module workers, a blocked script).
 * In Node (no warm-up) it is resolved to false.
 */
export const warmedUp: Promise<boolean>;

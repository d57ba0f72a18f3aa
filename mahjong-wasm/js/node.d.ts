export * from "./mahjong_wasm.js";
export * from "./errors.js";
/** The browser entry's background warm-up; in Node there is none: resolved to false. */
export const warmedUp: Promise<boolean>;

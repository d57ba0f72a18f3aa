export * from "./mahjong_wasm.js";
export * from "./errors.js";

// Passes card text to the WebAssembly module encoded by `TextEncoder` (native code). The
// generated glue copies a string into the module's memory one character at a time in
// JavaScript, which on a page's first call runs unoptimised and then gets compiled mid-call: for
// a 10 KB card that is a good part of the first `fromToml`. Text that is not a string goes the
// generated way, so it is refused as before.
import { Card } from "./mahjong_wasm.js";

const encoder = new TextEncoder();
for (const [name, utf8] of [
  ["fromToml", "fromTomlUtf8"],
  ["fromJson", "fromJsonUtf8"],
]) {
  const generated = Card[name];
  const bytes = Card[utf8];
  Object.defineProperty(Card, name, {
    configurable: true,
    writable: true,
    value: {
      [name](text, source) {
        return typeof text === "string" ? bytes(encoder.encode(text), source) : generated(text, source);
      },
    }[name],
  });
}

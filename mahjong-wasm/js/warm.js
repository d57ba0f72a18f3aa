// The background warm-up (a module worker started by index.js): instantiates the page's own
// compiled module, then reads and compiles the embedded sample card a few times. The engine
// compiles WebAssembly functions the first time they run and optimises them once they have run
// enough; the compiled code belongs to the module, which the worker shares with the page, so
// the page's first card compile then runs code that is already compiled (and mostly optimised)
// without the page's thread having done that work. Nothing is kept: the worker closes itself.
import { initSync, Card } from "./mahjong_wasm.js";
import "./utf8.js";

self.onmessage = ({ data: module }) => {
  let done = false;
  try {
    initSync({ module });
    const text = Card.sampleToml();
    for (let i = 0; i < 4; i++) Card.fromToml(text, "warm-up").free();
    done = true;
  } finally {
    self.postMessage(done);
    self.close();
  }
};

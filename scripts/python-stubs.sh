#!/usr/bin/env bash
# Writes the type stubs pyo3 derives from the compiled module (its own introspection data) to
# target/python-stubs/_native.pyi, for comparison with mahjong-py/python/mahjong_core/_native.pyi.
# Classes, methods, properties and functions come with their Rust docs and types; arguments read
# as `&Bound<PyAny>` come out as `Any`, and what the module's `init` adds (exceptions, the result
# enums made at import, mcr's items) is not in it yet, so the committed stub stays hand-written.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
tools="$root/target/tools"
[ -x "$tools/bin/pyo3-introspection" ] ||
  cargo install pyo3-introspection --version 0.30.1 --locked --root "$tools" --quiet
# A separate target dir: the `stubs` feature rebuilds pyo3 with experimental-inspect.
CARGO_TARGET_DIR="$root/target/stubs" cargo build -p mahjong-py --features stubs
out="$root/target/python-stubs"
rm -rf "$out"
"$tools/bin/pyo3-introspection" "$root/target/stubs/debug/libmahjong_py.so" _native "$out"
mv "$out/__init__.pyi" "$out/_native.pyi"
echo "wrote $out/_native.pyi ($(wc -l <"$out/_native.pyi") lines)"

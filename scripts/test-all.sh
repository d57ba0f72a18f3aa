#!/usr/bin/env bash
# Every test of the project, from a fresh clone: Rust tests and doctests, header drift, C tests
# under valgrind (static and shared), the Python wheel with pytest, a short fuzz smoke, and the
# CLI's main job. Needs: cargo, python3 (venv, pip), gcc/g++, valgrind, network to the registries.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
step() { printf '\n=== %s\n' "$*"; }
export CARGO_TERM_COLOR=never

step "format"
cargo fmt --all -- --check

step "user-facing text names rules, not documents (no \"seed N\" or \"issue N\")"
# The header, the Python package and every doc comment (/// and //!) of the crates' sources; the
# CLI's help is walked by mahjong-cli/tests/cli_help.rs.
if grep -rniE 'seed [0-9]|issue [0-9]' include/ mahjong-py/python/ docs/ README.md ||
  grep -rnE '^\s*//[/!]' mahjong-core/src mahjong-ffi/src mahjong-py/src mahjong-cli/src | grep -iE 'seed [0-9]|issue [0-9]'; then
  echo "user-facing text cites a document number (above)" >&2
  exit 1
fi

step "mahjong-core builds without std and without alloc (no_std)"
cargo build -p mahjong-core --no-default-features
cargo build -p mahjong-core --no-default-features --features alloc

step "Rust tests (all targets) and doctests"
# The criterion benches run once each here, in a debug build: the card-statistics bench plays
# 200 games instead of its 10,000 (the release bench keeps 10,000).
MAHJONG_SIM_STATS_GAMES=200 cargo test --all-targets
cargo test --doc

step "tiles away and the batch without the fast tables (the path the WebAssembly package takes; release)"
cargo test --release -p mahjong-core --no-default-features --features std --test standard_table --test standard_batch

step "improving tiles from tables against recomputation: every one-suit hand, 10^6 seeded hands (release)"
cargo test --release -p mahjong-core --test standard_improving -- --ignored

step "game engine: 100,000 seeded games checked after every step; 10,000 logged games replayed (release)"
# About 50 s of CPU in all on this machine (the debug `cargo test` above runs the quick versions).
cargo test --release -p mahjong-core --features serde --test sim --test sim_log -- --include-ignored

step "release build: library, C header, CLI"
cargo build --release -p mahjong-ffi -p mahjong-cli
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  step "header drift (include/mahjong.h must match the generated one)"
  git diff --exit-code -- include/mahjong.h
fi

step "C tests against the static and the shared library, under valgrind"
mahjong-ffi/tests/run-c-tests.sh "$root/target"

step "C library: install into a temporary prefix, build the README's C program with pkg-config"
# The README's program, compiled with the README's link line and with pkg-config (shared and
# static), must print the output the README shows under it.
cdir=$(mktemp -d)
scripts/readme-block.sh c > "$cdir/prog.c"
scripts/readme-block.sh text > "$cdir/expected.txt"
cc_warn=(-std=c11 -Wall -Wextra -Wpedantic -Werror)
gcc "${cc_warn[@]}" "$cdir/prog.c" -Iinclude target/release/libmahjong.a -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc -o "$cdir/readme-static"
"$cdir/readme-static" | diff -u "$cdir/expected.txt" -
scripts/install-c.sh "$cdir/prefix"
export PKG_CONFIG_PATH="$cdir/prefix/lib/pkgconfig"
# shellcheck disable=SC2046
gcc "${cc_warn[@]}" "$cdir/prog.c" $(pkg-config --cflags --libs mahjong) -o "$cdir/pc-shared"
objdump -p "$cdir/pc-shared" | grep -q 'NEEDED *libmahjong\.so\.[0-9]' || { echo "not linked to libmahjong.so.<ABI>" >&2; exit 1; }
LD_LIBRARY_PATH="$cdir/prefix/lib" "$cdir/pc-shared" | diff -u "$cdir/expected.txt" -
# Static: the .pc's Libs.private must be all a static link needs (-l:libmahjong.a picks the
# archive although the shared library sits beside it).
# shellcheck disable=SC2046
gcc "${cc_warn[@]}" "$cdir/prog.c" $(pkg-config --cflags --static --libs mahjong | sed 's/-lmahjong/-l:libmahjong.a/') -o "$cdir/pc-static"
if objdump -p "$cdir/pc-static" | grep -q 'NEEDED *libmahjong'; then echo "static build needs libmahjong.so" >&2; exit 1; fi
"$cdir/pc-static" | diff -u "$cdir/expected.txt" -
unset PKG_CONFIG_PATH
rm -rf "$cdir"

step "Python wheel and pytest"
venv=${MAHJONG_VENV:-$root/.venv}
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --upgrade pip
"$venv/bin/pip" install --quiet "maturin>=1.7,<2" pytest mahjong mypy numpy PyMahjongGB
# The optional Gymnasium environment (mahjong_core.gym) is tested and doctested too.
"$venv/bin/pip" install --quiet "gymnasium>=1"
rm -rf "$root/target/wheels"
(cd mahjong-py && "$venv/bin/maturin" build --release --out "$root/target/wheels")
"$venv/bin/pip" install --quiet --force-reinstall "$root"/target/wheels/*.whl
set +e
(cd mahjong-py && "$venv/bin/python" -m pytest -q)
rc=$?
set -e
if [ "$rc" -eq 5 ]; then echo "pytest collected no tests: that is a failure" >&2; exit 1; fi
[ "$rc" -eq 0 ] || exit "$rc"

step "README: the Python snippet runs"
scripts/readme-block.sh python > "$root/target/readme_snippet.py"
(cd "$root/target" && "$venv/bin/python" readme_snippet.py)

step "Python sdist: maturin sdist, then pip install it in a fresh venv"
sdir=$(mktemp -d)
(cd mahjong-py && "$venv/bin/maturin" sdist --out "$sdir/dist")
python3 -m venv "$sdir/venv"
# Builds the extension from the sdist alone (CARGO_TARGET_DIR only reuses compiled dependencies).
CARGO_TARGET_DIR="$root/target" "$sdir/venv/bin/pip" install --quiet "$sdir"/dist/mahjong_core-*.tar.gz
(cd "$sdir" && "$sdir/venv/bin/python" - <<'PY'
import importlib.metadata as md
import mahjong_core

assert mahjong_core.Card.sample().match("FFF 2026c 222b 2222d").points == 50
dist = md.distribution("mahjong-core")
meta = dist.metadata
assert meta["License-Expression"] == "MIT OR Apache-2.0", meta["License-Expression"]
assert sorted(meta.get_all("License-File")) == ["LICENSE-APACHE", "LICENSE-MIT"], meta.get_all("License-File")
assert "Typing :: Typed" in meta.get_all("Classifier")
assert meta["Description-Content-Type"].startswith("text/markdown"), meta["Description-Content-Type"]
assert "cargo install --path mahjong-cli" in meta.get_payload()
files = {str(f) for f in dist.files}
assert "mahjong_core/py.typed" in files and "mahjong_core/_native.pyi" in files, files
print("sdist installs and imports; metadata, licences, py.typed present")
PY
)
rm -rf "$sdir"

step "crates: cargo package --workspace (each crate builds from its package)"
# `cargo package --workspace` verifies each crate against the others through a temporary local
# registry under target/package; cargo unpacks those crates into $CARGO_HOME/registry/src/-<hash>/,
# keyed by the registry's path, and reuses an unpacked copy if one is there. A clone at the same
# path as an earlier run would then verify against that run's (stale) mahjong-core: remove them.
for stale in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/mahjong-*; do
  if [ -e "$stale" ]; then rm -rf "$stale"; fi
done
# mahjong-benches is never published (`publish = false`) and shares the core tests' seeded hand
# generator by path, so it is not packaged.
cargo package --workspace --exclude mahjong-benches --allow-dirty --quiet
for crate in mahjong-core mahjong-ffi mahjong-cli; do
  listing=$(cargo package -p "$crate" --list --allow-dirty --quiet)
  for f in LICENSE-MIT LICENSE-APACHE README.md; do
    grep -qx "$f" <<<"$listing" || { echo "$crate package lacks $f" >&2; exit 1; }
  done
done

step "docs: cargo doc --workspace --no-deps with warnings as errors"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet

step "Python: the stubs _native.pyi, __init__.pyi and rules.pyi are generated from the module and committed (drift check)"
# pyo3's introspection (a debug build with the `stubs` feature under target/stubs) and the
# installed module write it; any difference from the committed file fails.
scripts/python-stubs.sh "$venv/bin/python"
git diff --exit-code mahjong-py/python/mahjong_core/_native.pyi mahjong-py/python/mahjong_core/__init__.pyi \
  mahjong-py/python/mahjong_core/rules.pyi

step "Python: stubs against the runtime (stubtest), typed examples (mypy --strict), doctests"
# The wheel's .pyi stubs must match the compiled module; the allowlist names each exception.
"$venv/bin/python" -m mypy.stubtest mahjong_core --ignore-disjoint-bases \
  --allowlist mahjong-py/stubtest-allowlist.txt
# Every ```python block of README.md and docs/*.md: mypy --strict, then run.
"$venv/bin/python" scripts/check-python-examples.py "$root"
# Docstring examples of the installed package, and of any docs page with `>>>` examples.
site=$("$venv/bin/python" -c 'import mahjong_core, os; print(os.path.dirname(mahjong_core.__file__))')
"$venv/bin/python" -m pytest -q -p no:cacheprovider --doctest-modules "$site"
doc_pages=$(grep -l '>>>' docs/*.md 2>/dev/null || true)
if [ -n "$doc_pages" ]; then
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pytest -q -p no:cacheprovider --doctest-glob='*.md' $doc_pages
fi

step "WebAssembly: npm package (wasm-bindgen), size, node --test (rule rows, 10,000 hands against the CLI), the page in Chromium"
# Tools from the registries only (scripts/build-wasm.sh: rustup's target, wasm-bindgen-cli from
# crates.io at Cargo.lock's version); Debian's chromium driven by puppeteer-core from npm.
wasm_start=$SECONDS
scripts/build-wasm.sh
wasm_file=mahjong-wasm/pkg/mahjong_wasm_bg.wasm
wasm_raw=$(wc -c <"$wasm_file")
wasm_gz=$(gzip -9c "$wasm_file" | wc -c)
if [ "$wasm_raw" -gt 1500000 ] || [ "$wasm_gz" -gt 500000 ]; then
  echo "the .wasm is $wasm_raw bytes ($wasm_gz gzipped): over 1,500,000 (500,000)" >&2
  exit 1
fi
(cd mahjong-wasm && npm ci --no-audit --no-fund --loglevel=error)
(cd mahjong-wasm && MAHJONG_CLI="$root/target/release/mahjong" node --test tests/)
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
(cd mahjong-wasm && node browser/page.mjs)
echo "WebAssembly step: $((SECONDS - wasm_start)) s (screenshots: target/web-*.png)"

step "Python game engine: the multi-agent example (1,000 games); card statistics on a local Ray instance (2 CPUs), from Python and from mahjong stats --engine ray, equal the single-process ones"
sim_start=$(date +%s)
"$venv/bin/python" examples/sim_multi_agent.py --games 1000
"$venv/bin/pip" install --quiet "ray>=2,<3"
"$venv/bin/python" -c "import ray"  # installed, so the Ray test below cannot skip
(cd mahjong-py && MAHJONG_CLI="$root/target/release/mahjong" "$venv/bin/python" -m pytest -q -p no:cacheprovider tests/test_sim_ray.py)
echo "step time: $(($(date +%s) - sim_start)) s"

step "fuzz smoke (short)"
if ! command -v cargo-fuzz >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked --quiet
fi
# Twelve targets: 8 s each keeps the smoke under two minutes (scripts/fuzz-long.sh runs them for
# an hour).
fuzz_seconds=${MAHJONG_FUZZ_SECONDS:-8}
for target in $(cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz list); do
  log="$root/target/fuzz-$target.log"
  if (cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" -- -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 >"$log" 2>&1); then
    printf '%s: %s\n' "$target" "$(grep -E '^Done [0-9]+ runs' "$log" | tail -n 1)"
  else
    echo "fuzz target $target failed; the end of its output ($log):" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
done

step "main job: the mahjong CLI"
target/release/mahjong check "FFF 2026c 222b 2222d"

printf '\nall tests passed\n'

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

step "mahjong-core builds without std and without alloc (no_std)"
cargo build -p mahjong-core --no-default-features
cargo build -p mahjong-core --no-default-features --features alloc

step "Rust tests (all targets) and doctests"
cargo test --all-targets
cargo test --doc

step "release build: library, C header, CLI"
cargo build --release -p mahjong-ffi -p mahjong-cli
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  step "header drift (include/mahjong.h must match the generated one)"
  git diff --exit-code -- include/mahjong.h
fi

step "C tests against the static and the shared library, under valgrind"
mahjong-ffi/tests/run-c-tests.sh "$root/target"

step "Python wheel and pytest"
venv=${MAHJONG_VENV:-$root/.venv}
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --upgrade pip
"$venv/bin/pip" install --quiet "maturin>=1.7,<2" pytest mahjong
rm -rf "$root/target/wheels"
(cd mahjong-py && "$venv/bin/maturin" build --release --out "$root/target/wheels")
"$venv/bin/pip" install --quiet --force-reinstall "$root"/target/wheels/*.whl
set +e
(cd mahjong-py && "$venv/bin/python" -m pytest -q)
rc=$?
set -e
if [ "$rc" -eq 5 ]; then echo "pytest collected no tests: that is a failure" >&2; exit 1; fi
[ "$rc" -eq 0 ] || exit "$rc"

step "fuzz smoke (short)"
if ! command -v cargo-fuzz >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked --quiet
fi
# Twelve targets: 8 s each keeps the smoke under two minutes (scripts/fuzz-long.sh runs them for
# an hour).
fuzz_seconds=${MAHJONG_FUZZ_SECONDS:-8}
for target in $(cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz list); do
  (cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" -- -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 2>&1 | tail -n 3)
done

step "main job: the mahjong CLI"
target/release/mahjong check "FFF 2026c 222b 2222d"

printf '\nall tests passed\n'

#!/usr/bin/env bash
# The long fuzz run: every target in fuzz/fuzz_targets for an equal share of one hour in total
# (MAHJONG_FUZZ_TOTAL_SECONDS, default 3600), one after the other, each growing its corpus in
# fuzz/corpus/<target>. A crash stops the run with the target's name; its input is written to
# fuzz/artifacts/<target>/ (turn it into a regression test: see fuzz/README.md).
# Usage: scripts/fuzz-long.sh [target…]   (default: every target)
# Needs: cargo-fuzz (`cargo install cargo-fuzz --locked`) and a nightly compiler, or stable with
# RUSTC_BOOTSTRAP=1 as used here.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/fuzz"
if ! command -v cargo-fuzz >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked --quiet
fi
export RUSTC_BOOTSTRAP=1
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
fi
total=${MAHJONG_FUZZ_TOTAL_SECONDS:-3600}
each=$((total / ${#targets[@]}))
echo "fuzzing ${#targets[@]} targets for ${each} s each (${total} s in all)"
for target in "${targets[@]}"; do
  echo "=== $target"
  cargo fuzz build "$target"
  cargo fuzz run "$target" -- -max_total_time="$each" -rss_limit_mb=2048 -print_final_stats=1 2>&1 \
    | grep -E '^(Done|stat::number_of_executed_units|==|SUMMARY)|panicked|ERROR' || true
  if [ -n "$(ls -A "artifacts/$target" 2>/dev/null)" ]; then
    echo "$target: crash inputs in fuzz/artifacts/$target" >&2
    exit 1
  fi
done
echo "fuzz-long: no finding"

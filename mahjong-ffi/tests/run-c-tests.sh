#!/usr/bin/env bash
# Builds the C and C++ tests against the static and the shared library and runs them under
# valgrind (no errors, no leaks), and the thread test under helgrind (no data races). Usage: mahjong-ffi/tests/run-c-tests.sh [target-dir]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
target=${1:-${CARGO_TARGET_DIR:-$root/target}}/release
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -I"$root/include" -I"$root/mahjong-ffi/tests/c")
vg=(valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible)
command -v valgrind >/dev/null || { echo "valgrind is required" >&2; exit 1; }
# The shared library's SONAME is libmahjong.so.<ABI>: programs linked with -lmahjong load that
# name, so lay it out as an install would (the real file under its SONAME, libmahjong.so a link).
soname=$(objdump -p "$target/libmahjong.so" | awk '$1 == "SONAME" { print $2 }')
[ -n "$soname" ] || { echo "libmahjong.so has no SONAME" >&2; exit 1; }
mkdir -p "$out/lib"
cp "$target/libmahjong.so" "$out/lib/$soname"
ln -s "$soname" "$out/lib/libmahjong.so"
for src in "$root"/mahjong-ffi/tests/c/*.c; do
  name=$(basename "$src" .c)
  gcc "${cflags[@]}" "$src" "$target/libmahjong.a" -lpthread -ldl -lm -o "$out/$name-static"
  gcc "${cflags[@]}" "$src" -L"$out/lib" -lmahjong -Wl,-rpath,"$out/lib" -o "$out/$name-shared"
  "${vg[@]}" "$out/$name-static"
  "${vg[@]}" "$out/$name-shared"
done
# Objects shared between threads (test_threads.c) under helgrind: no data race may be reported.
valgrind --quiet --error-exitcode=98 --tool=helgrind "$out/test_threads-static"
valgrind --quiet --error-exitcode=98 --tool=helgrind "$out/test_threads-shared"
g++ -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$root/include" "$root/mahjong-ffi/tests/c/test_cpp.cpp" "$target/libmahjong.a" -lpthread -ldl -lm -o "$out/test_cpp"
"${vg[@]}" "$out/test_cpp"
echo "C tests: all passed (static, shared, C++; valgrind clean; helgrind clean on shared objects)"

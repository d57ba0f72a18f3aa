#!/usr/bin/env bash
# Installs the C library: PREFIX/include/mahjong.h, PREFIX/lib/libmahjong.a, the shared library
# under its SONAME (libmahjong.so.<ABI>, with libmahjong.so.<version> and libmahjong.so links)
# and PREFIX/lib/pkgconfig/mahjong.pc.
#
# Usage: scripts/install-c.sh PREFIX          (builds with `cargo build --release -p mahjong-ffi`)
#        CARGO_TARGET_DIR=DIR scripts/install-c.sh PREFIX
# Then:  gcc prog.c $(PKG_CONFIG_PATH=PREFIX/lib/pkgconfig pkg-config --cflags --libs mahjong)
# Linux and other ELF systems (the SONAME and the .so names); other systems link the .a.
#
# cargo-c (`cargo cinstall`) does the same job; it is not used because installing it builds cargo
# itself from source, several minutes on every fresh CI machine, for what these lines do.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 PREFIX" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
prefix=$(cd "$1" && pwd)
target=${CARGO_TARGET_DIR:-$root/target}/release

(cd "$root" && cargo build --release --quiet -p mahjong-ffi)

version=$(sed -n 's/^#define MAHJONG_VERSION_STRING "\(.*\)"$/\1/p' "$root/include/mahjong.h")
abi=$(sed -n 's/^#define MAHJONG_ABI_VERSION \([0-9]*\)$/\1/p' "$root/include/mahjong.h")
[ -n "$version" ] && [ -n "$abi" ] || { echo "include/mahjong.h has no version macros" >&2; exit 1; }
soname=$(objdump -p "$target/libmahjong.so" | awk '$1 == "SONAME" { print $2 }')
[ "$soname" = "libmahjong.so.$abi" ] || { echo "libmahjong.so has SONAME '$soname', expected libmahjong.so.$abi" >&2; exit 1; }

# What a static link needs besides libmahjong.a: the system libraries of Rust's standard library
# for this toolchain and target (mahjong-ffi itself links no other native library).
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 'pub fn f() { std::thread::spawn(|| {}); }' > "$probe/probe.rs"
private=$(rustc --crate-type staticlib --print native-static-libs -o "$probe/libprobe.a" "$probe/probe.rs" 2>&1 |
  sed -n 's/.*native-static-libs: //p')
[ -n "$private" ] || { echo "rustc did not print the native static libraries" >&2; exit 1; }

install -d "$prefix/include" "$prefix/lib/pkgconfig"
install -m 644 "$root/include/mahjong.h" "$prefix/include/mahjong.h"
install -m 644 "$target/libmahjong.a" "$prefix/lib/libmahjong.a"
install -m 755 "$target/libmahjong.so" "$prefix/lib/libmahjong.so.$version"
ln -sfn "libmahjong.so.$version" "$prefix/lib/$soname"
ln -sfn "$soname" "$prefix/lib/libmahjong.so"
cat > "$prefix/lib/pkgconfig/mahjong.pc" <<PC
prefix=$prefix
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: mahjong
Description: Mahjong hand rules (American, Chinese classical, British): the C ABI of mahjong-core
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lmahjong
Libs.private: $private
PC
echo "installed mahjong $version (ABI $abi) into $prefix"

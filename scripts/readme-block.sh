#!/usr/bin/env bash
# Prints the N-th (default first) fenced code block of README.md whose info string is LANG, so the
# test script compiles and runs the README's examples as written.
# Usage: scripts/readme-block.sh LANG [N]
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 LANG [N]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
block=$(awk -v lang="$1" -v want="${2:-1}" '
  inside && /^[[:space:]]*```[[:space:]]*$/ { inside = 0; if (n == want) exit; next }
  inside { if (n == want) print; next }
  /^[[:space:]]*```/ { tag = $0; sub(/^[[:space:]]*```/, "", tag); inside = 1; if (tag == lang) n++; else inside = 2 }
' "$root/README.md")
[ -n "$block" ] || { echo "README.md has no ${2:-1}. \`\`\`$1 block" >&2; exit 1; }
printf '%s\n' "$block"

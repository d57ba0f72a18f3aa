#!/usr/bin/env python3
"""Type-checks and runs the Python examples of the documentation.

Every ```python block of README.md and docs/*.md is written to a file of its own, checked with
`mypy --strict` against the installed mahjong_core (its stubs) and then run. A block that fails
either way fails the check, naming the file and the line where the block starts.

Usage: python scripts/check-python-examples.py [ROOT]   (ROOT: the repository, default: here)
"""

import pathlib
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```python[ \t]*\n(.*?)^```", re.S | re.M)


def blocks(root: pathlib.Path):
    files = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    for f in files:
        if not f.is_file():
            continue
        text = f.read_text(encoding="utf-8")
        for m in FENCE.finditer(text):
            line = text.count("\n", 0, m.start()) + 2
            yield f.relative_to(root), line, m.group(1)


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    found = list(blocks(root))
    if not found:
        print("no ```python blocks found: nothing to check is a failure", file=sys.stderr)
        return 1
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, (src, line, code) in enumerate(found):
            p = pathlib.Path(tmp) / f"example_{i}.py"
            p.write_text(f"# {src}, line {line}\n{code}", encoding="utf-8")
            paths.append((p, src, line))
        mypy = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *[str(p) for p, _, _ in paths]],
            capture_output=True,
            text=True,
        )
        if mypy.returncode != 0:
            out = mypy.stdout
            for p, src, line in paths:
                out = out.replace(str(p), f"{src} (block at line {line})")
            print(out, file=sys.stderr)
            failed += 1
        for p, src, line in paths:
            run = subprocess.run([sys.executable, str(p)], capture_output=True, text=True, cwd=root)
            if run.returncode != 0:
                print(f"{src}, block at line {line}, fails when run:\n{run.stderr}", file=sys.stderr)
                failed += 1
    print(f"{len(found)} Python example(s) type-checked with mypy --strict and run; {failed} failure(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

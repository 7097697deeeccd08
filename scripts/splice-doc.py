#!/usr/bin/env python3
"""Puts standard input into FILE between its markers `<!-- NAME: … -->` and `<!-- end of NAME -->`.

Used by `make docs` (scripts/generate-docs.sh) for what the code writes: the settings table of
docs/config.md and the benchmark table of docs/performance.md. Fails when the markers are not
there, so a generated part is never dropped by an edit that took its markers away.
"""
import re
import sys


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: splice-doc.py FILE NAME < generated", file=sys.stderr)
        return 2
    path, name = sys.argv[1], sys.argv[2]
    text = open(path, encoding="utf-8").read()
    pattern = re.compile(
        r"(<!-- " + re.escape(name) + r":[^\n]*-->\n)(.*?)(<!-- end of " + re.escape(name) + r" -->)",
        re.S,
    )
    if not pattern.search(text):
        print(f"{path}: no <!-- {name}: … --> … <!-- end of {name} --> markers", file=sys.stderr)
        return 1
    generated = sys.stdin.read()
    text = pattern.sub(lambda m: m.group(1) + generated + m.group(3), text, count=1)
    open(path, "w", encoding="utf-8").write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

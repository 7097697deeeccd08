#!/usr/bin/env bash
# `dubeol convert --profile standard` against the same job in C with libhangul
# (bench/convert_libhangul.c), whole process, on one key stream of about 8 MB made from the
# sample reviews (dubeol convert --reverse) with Shift, Backspace ('<' then the key again) and
# spaces. Prints the best of 3 wall times of each, the ratio, and whether the outputs agree.
# Usage: bench/convert.sh   (env: DUBEOL_BIN, MEGABYTES=8, RUNS=3)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
MEGABYTES=${MEGABYTES:-8}
RUNS=${RUNS:-3}
for tool in gcc python3; do
  command -v "$tool" >/dev/null || { echo "bench/convert.sh: $tool is missing" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "bench/convert.sh: build dubeol first (make release)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
gcc -O2 -o "$WORK/convert_c" "$ROOT/bench/convert_libhangul.c" -lhangul

python3 - "$ROOT/Sources/ReviewServer/Resources/seed-reviews.json" > "$WORK/korean.txt" <<'PY'
import json, sys
for review in json.load(open(sys.argv[1])):
    for line in review["content"].splitlines():
        print(line)
PY
"$BIN" convert --reverse < "$WORK/korean.txt" > "$WORK/keys.txt"
python3 - "$WORK/keys.txt" "$MEGABYTES" > "$WORK/stream.txt" <<'PY'
import random, sys
random.seed(7)
lines = [l.replace("\u200b", "") for l in open(sys.argv[1], encoding="utf-8").read().splitlines()]
# Keep the ASCII lines (the rest is punctuation or emoji the reverse could not spell).
lines = [l for l in lines if l and l.isascii()]
target = int(sys.argv[2]) * 1_000_000
out, size = [], 0
while size < target:
    line = random.choice(lines)
    typed = []
    for key in line:
        if key.isalpha() and random.random() < 0.05:
            typed.append(random.choice("qwertyuiopasdfghjklzxcvbnm") + "<")  # a typo, erased
        typed.append(key)
    text = "".join(typed)
    out.append(text)
    size += len(text) + 1
sys.stdout.write("\n".join(out) + "\n")
PY

best() {
  python3 - "$RUNS" "$WORK/stream.txt" "$@" <<'PY'
import subprocess, sys, time
runs, stream, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
times = []
for _ in range(runs):
    with open(stream, "rb") as src, open("/dev/null", "wb") as sink:
        start = time.perf_counter()
        subprocess.run(cmd, stdin=src, stdout=sink, check=True)
        times.append(time.perf_counter() - start)
print(f"{min(times):.3f}")
PY
}

bytes=$(wc -c < "$WORK/stream.txt")
c_time=$(best "$WORK/convert_c")
d_time=$(best "$BIN" convert --profile standard --backspace-char '<')
"$WORK/convert_c" < "$WORK/stream.txt" > "$WORK/c.out"
"$BIN" convert --profile standard --backspace-char '<' < "$WORK/stream.txt" > "$WORK/d.out"
same=$(cmp -s "$WORK/c.out" "$WORK/d.out" && echo "identical" || echo "DIFFERENT")
echo "== convert: $((bytes / 1000)) kB of keys, best of $RUNS, whole process"
printf '  libhangul (C)   %s s\n' "$c_time"
printf '  dubeol convert  %s s   speed vs C: %.2fx   output: %s\n' "$d_time" \
  "$(python3 -c "print($c_time / $d_time)")" "$same"
[ "$same" = identical ]

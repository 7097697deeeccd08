#!/usr/bin/env bash
# `dubeol convert --profile standard` against the same job in C with libhangul
# (bench/convert_libhangul.c), whole process, on one key stream of about 8 MB per keyboard made
# from the sample reviews (dubeol convert --reverse --keyboard K) with Shift, Backspace (a wrong
# key erased, then the right one) and spaces, on every keyboard both have: 2 with '<' as
# Backspace, 32, 39, 3f, 3s, ahn and ro (where '<' may be a key) with ⌫. Prints the best of 3
# wall times of each, the ratio beside the aim (≥ 2× libhangul), and whether the outputs agree.
# Usage: bench/convert.sh [KEYBOARD…]   (env: DUBEOL_BIN, MEGABYTES=8, RUNS=3)
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

# One stream per keyboard: the reviews' keys on that keyboard with typos erased by BACKSPACE.
stream() {  # keyboard, backspace, file
  "$BIN" convert --reverse --keyboard "$1" < "$WORK/korean.txt" > "$WORK/keys-$1.txt"
  python3 - "$WORK/keys-$1.txt" "$MEGABYTES" "$2" "$1" > "$3" <<'PY'
import random, sys
random.seed(7)
lines = [l.replace("\u200b", "") for l in open(sys.argv[1], encoding="utf-8").read().splitlines()]
# Keep the ASCII lines (the rest is punctuation or emoji the reverse could not spell).
lines = [l for l in lines if l and l.isascii()]
target, backspace, keyboard = int(sys.argv[2]) * 1_000_000, sys.argv[3], sys.argv[4]
# Typos: letters on 2 (its only keys), any key the stream uses on the others.
keys = sorted(set("".join(lines)) - {" "}) if keyboard != "2" else "qwertyuiopasdfghjklzxcvbnm"
out, size = [], 0
while size < target:
    line = random.choice(lines)
    typed = []
    for key in line:
        if key in keys and random.random() < 0.05:
            typed.append(random.choice(keys) + backspace)  # a typo, erased
        typed.append(key)
    text = "".join(typed)
    out.append(text)
    size += len(text.encode()) + 1
sys.stdout.write("\n".join(out) + "\n")
PY
}

best() {
  python3 - "$RUNS" "$@" <<'PY'
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

source "$(dirname "$0")/result.sh"
status=0
keyboards=("$@")
[ ${#keyboards[@]} -gt 0 ] || keyboards=(2 32 39 3f 3s ahn ro)
for keyboard in "${keyboards[@]}"; do
  backspace=⌫
  [ "$keyboard" = 2 ] && backspace='<'
  stream "$keyboard" "$backspace" "$WORK/stream-$keyboard.txt"
  bytes=$(wc -c < "$WORK/stream-$keyboard.txt")
  dubeol=("$BIN" convert --keyboard "$keyboard" --profile standard --backspace-char "$backspace")
  c_time=$(best "$WORK/stream-$keyboard.txt" "$WORK/convert_c" "$keyboard" "$backspace")
  d_time=$(best "$WORK/stream-$keyboard.txt" "${dubeol[@]}")
  "$WORK/convert_c" "$keyboard" "$backspace" < "$WORK/stream-$keyboard.txt" > "$WORK/c.out"
  "${dubeol[@]}" < "$WORK/stream-$keyboard.txt" > "$WORK/d.out"
  same=$(cmp -s "$WORK/c.out" "$WORK/d.out" && echo "identical" || echo "DIFFERENT")
  echo "== convert --keyboard $keyboard: $((bytes / 1000)) kB of keys, best of $RUNS, whole process"
  printf '  libhangul (C)   %s s\n' "$c_time"
  printf '  dubeol convert  %s s   speed vs C: %.2fx (aim ≥ 2x)   output: %s\n' "$d_time" \
    "$(python3 -c "print($c_time / $d_time)")" "$same"
  speed=$(python3 -c "print($c_time / $d_time)")
  bench_result convert "8 MB of keys, keyboard $keyboard (output $same)" "$d_time s" \
    "libhangul $c_time s" "$speed" ">=2"
  [ "$same" = identical ] || status=1
done
exit $status

#!/usr/bin/env bash
# `dubeol hanja --json` against the same job in C with libhangul (bench/hanja_libhangul.c),
# whole process: 100,000 exact look-ups (keys of the table, and some misses), 100,000 suffix
# look-ups (a key with up to 3 syllables typed before it, as F9 sees the text), and one cold
# look-up (a process for one word; dubeol's index cached, as after its first use). Prints the
# best of 3 wall times (cold: best of 10), the ratio, whether the outputs hold the same entries
# per line (dubeol orders them by its ranking), then the in-process look-up times and memory
# (dubeol-bench hanja). The cold look-up is a start, so it is timed on DUBEOL_START_BIN when
# given (the package's static binary, as users start it), as the other start-up figures are.
# Usage: bench/hanja.sh   (env: DUBEOL_BIN, DUBEOL_START_BIN, WORDS=100000, RUNS=3)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
BENCH=$(dirname "$BIN")/dubeol-bench
START_BIN=${DUBEOL_START_BIN:-$BIN}
WORDS=${WORDS:-100000}
RUNS=${RUNS:-3}
TABLE=/usr/share/libhangul/hanja/hanja.txt
for tool in gcc python3; do
  command -v "$tool" >/dev/null || { echo "bench/hanja.sh: $tool is missing" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "bench/hanja.sh: build dubeol first (make release)" >&2; exit 1; }
[ -x "$START_BIN" ] || { echo "bench/hanja.sh: $START_BIN is missing (make static-release)" >&2; exit 1; }
[ -f "$TABLE" ] || { echo "bench/hanja.sh: $TABLE is missing (libhangul-data)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# dubeol's cache, data and config in the scratch folder: the user's are neither read nor written.
export XDG_CACHE_HOME=$WORK/cache XDG_DATA_HOME=$WORK/data XDG_CONFIG_HOME=$WORK/config
gcc -O2 -o "$WORK/hanja_c" "$ROOT/bench/hanja_libhangul.c" -lhangul

python3 - "$TABLE" "$WORDS" "$WORK" <<'PY'
import random, sys
table, count, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
random.seed(19)
keys = []
for line in open(table, encoding="utf-8"):
    if line.startswith("#") or ":" not in line:
        continue
    key = line.split(":", 1)[0]
    if not keys or keys[-1] != key:
        keys.append(key)
syllables = [k for k in keys if len(k) == 1]
def word():
    return random.choice(keys) if random.random() < 0.9 else "".join(random.choices(syllables, k=3))
with open(f"{work}/exact.txt", "w", encoding="utf-8") as out:
    for _ in range(count):
        out.write(word() + "\n")
with open(f"{work}/suffix.txt", "w", encoding="utf-8") as out:
    for _ in range(count):
        out.write("".join(random.choices(syllables, k=random.randint(0, 3))) + random.choice(keys) + "\n")
PY

best() { # runs input command...
  python3 - "$@" <<'PY'
import subprocess, sys, time
runs, stream, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
times = []
for _ in range(runs):
    with open(stream, "rb") as src, open("/dev/null", "wb") as sink:
        start = time.perf_counter()
        subprocess.run(cmd, stdin=src, stdout=sink, check=True)
        times.append(time.perf_counter() - start)
print(f"{min(times):.4f}")
PY
}

same_entries() { # a b: the same entries on each line, whatever their order
  python3 - "$1" "$2" <<'PY'
import json, sys
a = open(sys.argv[1], encoding="utf-8").read().splitlines()
b = open(sys.argv[2], encoding="utf-8").read().splitlines()
norm = lambda line: sorted(json.dumps(e, ensure_ascii=False, sort_keys=True) for e in json.loads(line))
ok = len(a) == len(b) and all(norm(x) == norm(y) for x, y in zip(a, b))
print("same entries" if ok else "DIFFERENT")
PY
}

ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
source "$(dirname "$0")/result.sh"

"$BIN" hanja --json 한국 > /dev/null   # builds the cache once
verdicts=()
for mode in exact suffix; do
  c_time=$(best "$RUNS" "$WORK/$mode.txt" "$WORK/hanja_c" "$mode" "$TABLE")
  d_time=$(best "$RUNS" "$WORK/$mode.txt" "$BIN" hanja --json --match "$mode")
  "$WORK/hanja_c" "$mode" "$TABLE" < "$WORK/$mode.txt" > "$WORK/c-$mode.out"
  "$BIN" hanja --json --match "$mode" < "$WORK/$mode.txt" > "$WORK/d-$mode.out"
  same=$(same_entries "$WORK/c-$mode.out" "$WORK/d-$mode.out")
  verdicts+=("$same")
  echo "== hanja: $WORDS $mode look-ups, best of $RUNS, whole process"
  printf '  libhangul (C)       %s s\n' "$c_time"
  printf '  dubeol hanja --json %s s   speed vs C: %sx   output: %s\n' "$d_time" "$(ratio "$c_time" "$d_time")" "$same"  bench_result 한자 "$WORDS $mode look-ups ($same)" "$d_time s" "libhangul $c_time s" \
    "$(ratio "$c_time" "$d_time")" ">=1.5"
done

echo 한국 > "$WORK/one.txt"
c_cold=$(best 10 "$WORK/one.txt" "$WORK/hanja_c" exact "$TABLE")
d_cold=$(best 10 "$WORK/one.txt" "$START_BIN" hanja --json)
rm -rf "$XDG_CACHE_HOME"
d_first=$(best 1 "$WORK/one.txt" "$START_BIN" hanja --json)
echo "== hanja: one cold look-up (a process for one word), best of 10"
printf '  libhangul (C)       %s s\n' "$c_cold"
printf '  dubeol hanja --json %s s   speed vs C: %sx   (first use, building the cache: %s s)\n' \
  "$d_cold" "$(ratio "$c_cold" "$d_cold")" "$d_first"
bench_result 한자 "one cold look-up (a process for one word)" "$d_cold s" "libhangul $c_cold s" \
  "$(ratio "$c_cold" "$d_cold")" ">=1.5"

# Memory: the peak resident set of a process that loads the index and answers all the suffix
# words, beside one that never opens the table (`dubeol hanja --help`).
python3 - "$WORK/suffix.txt" "$BIN" <<'PY'
import resource, subprocess, sys
def peak(cmd, stdin):
    with open(stdin, "rb") as src:
        proc = subprocess.Popen(cmd, stdin=src, stdout=subprocess.DEVNULL)
        _, _, usage = __import__("os").wait4(proc.pid, 0)
    return usage.ru_maxrss / 1024
base = peak([sys.argv[2], "hanja", "--help"], "/dev/null")
used = peak([sys.argv[2], "hanja", "--json", "--match", "suffix"], sys.argv[1])
print(f"== hanja: memory, peak resident set: {used:.1f} MB with the table in use, {base:.1f} MB without: +{used - base:.1f} MB (goal: at most +20 MB)")
PY

if [ -x "$BENCH" ]; then "$BENCH" hanja; fi
for verdict in "${verdicts[@]}"; do [ "$verdict" = "same entries" ]; done

#!/usr/bin/env bash
# Start-up cost, whole process: `dubeol --version` and `dubeol convert` on one short line
# (keyboard 2, and 39 read from libhangul-data's file) beside `vim --version`, the aim being
# ≤ 2× vim. Prints the median wall time of RUNS runs of each (and the best), the median CPU time
# (user + system, which a busy machine disturbs less than wall time), and the ratio of medians.
# (callgrind, which counts instructions, crashes on dubeol's dispatch threads at exit.)
# Usage: bench/startup.sh   (env: DUBEOL_BIN, RUNS=40)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
RUNS=${RUNS:-40}
for tool in python3 vim; do
  command -v "$tool" >/dev/null || { echo "bench/startup.sh: $tool is missing" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "bench/startup.sh: build dubeol first (make release)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# No user config or keyboards read: the same files on every machine.
export XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache
printf 'dkssudgktpdy\n' > "$WORK/keys-2.txt"
printf 'jfshea\n' > "$WORK/keys-39.txt"
: > "$WORK/empty.txt"

echo "== Start-up: dubeol beside vim --version, median of $RUNS runs, whole process"
python3 - "$RUNS" "$WORK" "$BIN" <<'PY'
import os, statistics, subprocess, sys, time
runs, work, dubeol = int(sys.argv[1]), sys.argv[2], sys.argv[3]
cases = [
    ("vim --version", ["vim", "--version"], "empty.txt"),
    ("dubeol --version", [dubeol, "--version"], "empty.txt"),
    ("dubeol convert (one line, 2)", [dubeol, "convert"], "keys-2.txt"),
    ("dubeol convert (one line, 39)", [dubeol, "convert", "--keyboard", "39"], "keys-39.txt"),
]

def once(cmd, stdin):
    with open(f"{work}/{stdin}", "rb") as src:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=src, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"bench/startup.sh: {' '.join(cmd)} failed ({status})")
    return wall, usage.ru_utime + usage.ru_stime

vim = None
for name, cmd, stdin in cases:
    walls, cpus = zip(*(once(cmd, stdin) for _ in range(runs)))
    wall, cpu = statistics.median(walls), statistics.median(cpus)
    line = (f"  {name:31} {wall * 1000:6.1f} ms (best {min(walls) * 1000:5.1f}), "
            f"CPU {cpu * 1000:5.1f} ms")
    if vim is None:
        vim = wall
    else:
        line += f"   {wall / vim:4.1f}× vim   aim ≤ 2×"
    print(line)
    if name != "vim --version":
        print("\t".join(["BENCH", "Start", name, f"{wall * 1000:.1f} ms",
                         f"vim --version {vim * 1000:.1f} ms", f"{wall / vim:.2f}×", "≤ 2.0×",
                         "met" if wall / vim <= 2 else "not met"]))
PY

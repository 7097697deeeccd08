# Sourced by the bench scripts: one figure beside its reference as the line bench/report.py reads
# into docs/performance.md's table (as Sources/Bench/BenchResult.swift prints it).
# bench_result AREA MEASURE FIGURE REFERENCE RATIO AIM, where RATIO is a number (or "") and AIM
# is "<=N", ">=N" or "".
bench_result() {
  python3 - "$@" <<'PY'
import sys
area, measure, figure, reference, ratio, aim = sys.argv[1:7]
verdict, aim_text = "", ""
if aim:
    bound = float(aim[2:])
    aim_text = ("≤ " if aim.startswith("<=") else "≥ ") + f"{bound:.1f}×"
    if ratio:
        met = float(ratio) <= bound if aim.startswith("<=") else float(ratio) >= bound
        verdict = "met" if met else "not met"
print("\t".join(["BENCH", area, measure, figure, reference,
                 f"{float(ratio):.2f}×" if ratio else "", aim_text, verdict]))
PY
}

#!/usr/bin/env python3
"""The table of docs/performance.md, from what `make bench` printed: no figure is typed by hand.

Every benchmark prints its figures beside their references as `BENCH` lines (tab-separated: area,
measure, figure, reference, ratio, aim, verdict; Sources/Bench/BenchResult.swift, bench/result.sh).

  report.py --collect LOG   keeps LOG's BENCH lines in bench/results.tsv, with the commit and date
  report.py --write         writes the table from bench/results.tsv into docs/performance.md
  report.py --check         exits 1 when docs/performance.md's table is not bench/results.tsv's
"""
import datetime
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "bench", "results.tsv")
DOC = os.path.join(ROOT, "docs", "performance.md")
BEGIN = "<!-- bench table: bench/report.py -->\n"
END = "<!-- end of bench table -->"


def collect(log: str) -> None:
    rows = [line.rstrip("\n").split("\t")[1:] for line in open(log, encoding="utf-8")
            if line.startswith("BENCH\t")]
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    with open(RESULTS, "w", encoding="utf-8") as out:
        out.write(f"# make bench at {commit}, {datetime.date.today().isoformat()}, "
                  f"{os.cpu_count()} cores\n")
        for row in rows:
            out.write("\t".join((row + [""] * 7)[:7]) + "\n")


def table() -> str:
    if not os.path.exists(RESULTS):
        return "No `make bench` has been recorded yet: run `make bench`, then `make docs`.\n"
    lines = open(RESULTS, encoding="utf-8").read().splitlines()
    heading = lines[0].lstrip("# ") if lines and lines[0].startswith("#") else "make bench"
    out = [f"From {heading}.", "",
           "| area | measure | dubeol | reference | ratio | aim | |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for line in lines[1:] if lines and lines[0].startswith("#") else lines:
        cells = [cell.replace("|", "\\|") for cell in line.split("\t")]
        out.append("| " + " | ".join((cells + [""] * 7)[:7]) + " |")
    return "\n".join(out) + "\n"


def current() -> str:
    text = open(DOC, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{DOC}: the bench table's markers are missing")
    return text


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--collect":
        collect(sys.argv[2])
        return 0
    if len(sys.argv) == 2 and sys.argv[1] in ("--write", "--check"):
        text = current()
        before, rest = text.split(BEGIN, 1)
        _, after = rest.split(END, 1)
        if sys.argv[1] == "--check":
            if rest.split(END, 1)[0] != table():
                print("docs/performance.md: the bench table is not bench/results.tsv's; run make docs",
                      file=sys.stderr)
                return 1
            return 0
        open(DOC, "w", encoding="utf-8").write(before + BEGIN + table() + END + after)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())

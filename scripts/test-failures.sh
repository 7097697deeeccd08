#!/usr/bin/env bash
# Repeats what failed at the end of a test run: a CI page often shows only the last lines, the
# failures of a parallel run are scattered through thousands of lines, and the console leaves
# some issues' messages out (the xUnit file has them all).
log=${1:?usage: test-failures.sh LOG [XUNIT.xml]}
xunit=${2:-}
echo
echo "=== what failed (from $log${xunit:+ and $xunit}) ==="
grep -a -A4 -E '✘|Fatal error|error: Exited|signal code' "$log" | grep -av '^\s*$' | tail -n 60
if [[ -n $xunit && -f $xunit ]]; then
  python3 - "$xunit" <<'PY'
import sys, xml.etree.ElementTree as ET
summary = []
for case in ET.parse(sys.argv[1]).iter("testcase"):
    for failure in case.iter("failure"):
        text = (failure.get("message") or "") + (failure.text or "")
        print(f"--- {case.get('classname')} {case.get('name')}\n{text[:3000]}")
        first = next((line for line in text.splitlines() if line.strip()), "")
        summary.append(f"{case.get('name')}: {first[:160]}")
# Last, one line per failure: a page that shows only the end still says what failed.
if summary:
    print(f"=== {len(summary)} failed ===")
    print("\n".join(summary[-12:]))
PY
fi

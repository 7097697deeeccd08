#!/usr/bin/env bash
# Repeats what failed at the end of a test log: a CI page often shows only the last lines,
# and the failures of a parallel run are scattered through thousands of lines.
log=${1:?usage: test-failures.sh LOG}
echo
echo "=== what failed (from $log) ==="
grep -a -A4 -E '✘|Fatal error|error: Exited|signal code' "$log" | grep -av '^\s*$' | tail -n 80

#!/usr/bin/env python3
"""The cache lines a typed key touches, phase by phase, and the functions that touch them.

Between keys typed 40 ms apart the caches and TLBs go cold, so a key's time follows the
distinct 64-byte lines (and pages) of code and data it touches more than its instructions.
This counts them in the trace of `dubeol-bench phases` under valgrind's lackey, split at the
calls of `PhaseMark`, and names each line's function (for data, the function that touched it
first in the phase):

    strip -g -o /tmp/bench .build/release/dubeol-bench     # valgrind cannot read its DWARF 5
    DUBEOL_MAPS=/tmp/maps ROUNDS=1 valgrind --tool=none -q /tmp/bench phases
    ROUNDS=1 valgrind --tool=lackey --trace-mem=yes --log-fd=9 /tmp/bench phases 9>&1 >/dev/null \\
      | python3 bench/cache-lines.py /tmp/maps /tmp/bench update

The first run writes where the code was mapped (the same under valgrind from run to run);
phases are ahead (the echo written before the update), update, echo, render, diff. Output: lines and pages per key, then the functions.
"""
import bisect
import collections
import subprocess
import sys

PHASES = ["ahead", "update", "echo", "render", "diff", "done"]


def symbols(path, dynamic=False):
    args = ["nm", "--defined-only"] + (["-D"] if dynamic else []) + [path]
    found = []
    for line in subprocess.run(args, capture_output=True, text=True).stdout.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[1] in "tTwWiI":
            found.append((int(parts[0], 16), parts[2]))
    if not found and not dynamic:
        return symbols(path, dynamic=True)  # a stripped shared library: its exports
    return sorted(found)


def text_delta(path):
    """p_vaddr - p_offset of the executable segment: file offsets to symbol addresses."""
    out = subprocess.run(["readelf", "-lW", path], capture_output=True, text=True).stdout
    for line in out.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD" and "E" in "".join(fields[6:-1]):
            return int(fields[2], 16) - int(fields[1], 16)
    return 0


class Namer:
    def __init__(self, maps_path):
        self.regions = []
        for line in open(maps_path):
            f = line.split()
            if len(f) >= 6 and "x" in f[1]:
                start, end = (int(x, 16) for x in f[0].split("-"))
                self.regions.append((start, end, int(f[2], 16), f[5]))
        self.regions.sort()
        self.files = {}

    def name(self, address):
        i = bisect.bisect_right(self.regions, (address, 1 << 64)) - 1
        if i < 0 or address >= self.regions[i][1]:
            return "?"
        start, _, offset, path = self.regions[i]
        if path not in self.files:
            self.files[path] = (symbols(path), text_delta(path))
        table, delta = self.files[path]
        j = bisect.bisect_right(table, (address - start + offset + delta, "\uffff")) - 1
        return (table[j][1] if j >= 0 else "?") + " [" + path.rsplit("/", 1)[-1] + "]"

    def address_of(self, binary, suffix):
        """Where a function of `binary` whose mangled name ends with `suffix` was mapped."""
        start, _, offset, _ = next(r for r in self.regions if r[3].endswith(binary.rsplit("/", 1)[-1]))
        table = symbols(binary)
        value = next(a for a, n in table if n.endswith(suffix))
        return value - text_delta(binary) + start - offset


def demangled(names):
    out = subprocess.run(["swift-demangle", "--simplified", "--compact"], input="\n".join(names),
                         capture_output=True, text=True).stdout.splitlines()
    return out if len(out) == len(names) else names


def main():
    maps, binary, phase = sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "update"
    namer = Namer(maps)
    marks = {}
    for name in PHASES:
        # `static PhaseMark.update()` and the others: ...9PhaseMarkO6updateyyFZ
        address = namer.address_of(binary, "PhaseMarkO%d%syyFZ" % (len(name), name))
        marks["%08x" % address] = name
    current, keys = None, 0
    code, data = set(), {}
    last = 0
    totals = collections.Counter()
    by_code, by_data = collections.Counter(), collections.Counter()
    for line in sys.stdin:
        if line[0] == "I":
            text = line[3:].split(",", 1)[0]
            mark = marks.get(text)
            if mark:
                if current == phase:
                    keys += 1
                    pages = {a >> 12 for a in code} | {a >> 12 for a in data}
                    totals.update(code=len(code), data=len(data), pages=len(pages))
                    by_code.update(namer.name(a) for a in code)
                    by_data.update(namer.name(f) for f in data.values())
                    code, data = set(), {}
                current = mark
                continue
            if current == phase:
                last = int(text, 16)
                code.add(last >> 6 << 6)
        elif current == phase and line[0] == " ":
            address = int(line[3:].split(",", 1)[0], 16) >> 6 << 6
            data.setdefault(address, last)
    if not keys:
        sys.exit("no key's %s phase in the trace (is it lackey's, with --trace-mem=yes?)" % phase)
    print("%s, %d keys: %.0f code lines, %.0f data lines, %.0f pages a key"
          % (phase, keys, totals["code"] / keys, totals["data"] / keys, totals["pages"] / keys))
    for title, counter in (("code lines", by_code), ("data lines, by the function that touched them first", by_data)):
        print("-- " + title)
        top = counter.most_common(40)
        for (name, n), pretty in zip(top, demangled([n for n, _ in top])):
            print("%7.1f %s" % (n / keys, pretty[:140]))


main()

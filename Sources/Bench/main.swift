// `make bench`: the engine against libhangul, then the terminal's bytes per key and launch time.
// Each section measures dubeol and its reference side by side in this one process.

let arguments = CommandLine.arguments.dropFirst()
let keyCount = arguments.first.flatMap { Int($0) } ?? 5_000_000

print("== Hangul engine: dubeol Composer vs libhangul hangul_ic_process ==")
for line in runEngineBench(keys: keyCount) { print(line) }
print()
print("== Terminal UI ==")
for line in runTerminalBench() { print(line) }

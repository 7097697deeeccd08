// `make bench`: the engine against libhangul, then the terminal's bytes per key and launch time,
// then keystroke latency in a pty against vim. Each section measures dubeol and its reference
// side by side. `dubeol-bench latency` runs the last section alone, `dubeol-bench phases` the
// in-process split of one key's time, `dubeol-bench list URL N` the review list at scale;
// `pictures`, `first-frame`, `hanja` and `type` run their sections alone.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
/// The binary users run: the package's (`DUBEOL_START_BIN`, the static build `make deb`
/// installs) or else `DUBEOL_BIN`. Its start, its keys' latency and `dubeol type` are timed on
/// it: the dynamic release build binds a dozen libraries at start and calls the Swift runtime
/// through their tables, about a tenth slower on a key.
let userBinary =
  ProcessInfo.processInfo.environment["DUBEOL_START_BIN"]
  ?? ProcessInfo.processInfo.environment["DUBEOL_BIN"]
let latencyOnly = arguments.first == "latency"

// `dubeol-bench phases`: where one key's time goes in process, alone (for profiling); ROUNDS, PAUSE_US
// (between keys), IN_SEARCH (type into the search line), DRAFT_CHARS (a review that long written).
if arguments.first == "phases" {
  let environment = ProcessInfo.processInfo.environment
  let p = keystrokePhases(
    rounds: environment["ROUNDS"].flatMap { Int($0) } ?? 200,
    pause: environment["PAUSE_US"].flatMap { UInt32($0) } ?? 0,
    inSearch: environment["IN_SEARCH"] != nil,
    draft: environment["DRAFT_CHARS"].flatMap { Int($0) } ?? 0)
  // Where the code was mapped, for bench/cache-lines.py to name the functions of a trace.
  // (Read to its end with `read`: the file says its size is 0, and a read of that size stops
  // a few mappings in.)
  if let path = environment["DUBEOL_MAPS"] {
    var maps: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let fd = open("/proc/self/maps", O_RDONLY)
    while fd >= 0, case let n = read(fd, &chunk, chunk.count), n > 0 { maps += chunk[..<n] }
    close(fd)
    _ = FileManager.default.createFile(atPath: path, contents: Data(maps))
  }
  print(
    "written ahead \(p.ahead) µs (\(Int((p.echoedAhead * 100).rounded())) % of keys),"
      + " update \(p.update) µs, echo \(p.echo) µs, render \(p.render) µs,"
      + " screen diff \(p.diff) µs (\(p.keys) keys)")
  exit(0)
}

// `dubeol-bench list URL N [RUNS]`: the review list against a server holding N reviews, RUNS
// sessions (bench/list.sh).
if arguments.first == "list", arguments.count >= 3 {
  let dubeol = ProcessInfo.processInfo.environment["DUBEOL_BIN"] ?? "dubeol"
  let rest = Array(arguments.dropFirst())
  let runs = rest.count > 2 ? Int(rest[2]) ?? 3 : 3
  for line in runListBench(dubeol: dubeol, server: rest[0], reviews: rest[1], runs: runs) {
    print(line)
  }
  exit(0)
}

// `dubeol-bench pictures`: profile pictures alone (also part of the whole run).
if arguments.first == "pictures" {
  for line in runPictureBench() { print(line) }
  exit(0)
}

// `dubeol-bench first-frame`: start to first frame alone (also part of the whole run).
if arguments.first == "first-frame" {
  for line in runFirstFrameBench(dubeol: userBinary) {
    print(line)
  }
  exit(0)
}

// `dubeol-bench hanja`: 한자 look-ups in process (bench/hanja.sh runs it after its own).
if arguments.first == "hanja" {
  for line in runHanjaBench() { print(line) }
  exit(0)
}

// `dubeol-bench type`: dubeol type beside vim alone and uim-fep, alone (also part of the whole
// run and of `latency`).
if arguments.first == "type" {
  for line in runTypeBench(dubeol: userBinary) {
    print(line)
  }
  exit(0)
}

if !latencyOnly {
  let keyCount = arguments.first.flatMap { Int($0) } ?? 5_000_000
  print("== Hangul engine: dubeol Composer vs libhangul hangul_ic_process ==")
  for line in runEngineBench(keys: keyCount) { print(line) }
  print()
  print("== Terminal UI ==")
  for line in runTerminalBench() { print(line) }
  print()
}
print("== First frame ==")
for line in runFirstFrameBench(dubeol: userBinary) {
  print(line)
}
print()
print("== Profile pictures ==")
for line in runPictureBench() { print(line) }
print()
print("== Keystroke latency in a pty: dubeol vs vim ==")
for line in runLatencyBench(dubeol: userBinary) {
  print(line)
}
print()
print("== dubeol type: typing into vim, beside vim alone and uim-fep ==")
for line in runTypeBench(dubeol: userBinary) {
  print(line)
}

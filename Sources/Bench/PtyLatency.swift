import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One program's keystroke latency in a pty: the time from writing a key to the first byte of
/// output (median, p99, max, in seconds) and the bytes that key's frame took.
struct LatencyResult {
  var median: Double
  var p99: Double
  var max: Double
  /// Every key's time, shortest first.
  var times: [Double]
  /// What each key's output held, in the order typed.
  var bytes: [Int]
  /// The program's resident memory after the keys, from /proc (nil when not asked for).
  var memory: ResidentMemory?
}

extension LatencyResult {
  var bytesPerKey: Double { Double(bytes.reduce(0, +)) / Double(Swift.max(1, bytes.count)) }

  /// The median, p99 and max of `times`, with `bytes` and `memory` as given.
  init(times unsorted: [Double], bytes: [Int], memory: ResidentMemory? = nil) {
    let times = unsorted.sorted()
    let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
    self.init(
      median: times[times.count / 2], p99: p99, max: times.last ?? 0, times: times, bytes: bytes,
      memory: memory)
  }

  /// Runs of the same keys as one: median, p99 and max over every key of every run. The bytes
  /// are the first run's (the same keys write the same frames).
  init(pooling runs: [LatencyResult]) {
    self.init(times: runs.flatMap(\.times), bytes: runs.first?.bytes ?? [])
  }
}

/// A process's resident memory from `/proc/PID/status`: now (VmRSS) and at its peak (VmHWM).
struct ResidentMemory {
  var kilobytes: Int
  var peakKilobytes: Int

  init?(pid: Int32) {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    func field(_ name: String) -> Int? {
      status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
    guard let rss = field("VmRSS"), let hwm = field("VmHWM") else { return nil }
    kilobytes = rss
    peakKilobytes = hwm
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
}

/// Seconds as milliseconds with two decimals.
func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }

/// One step before the keys are timed: bytes to send, and a text the program's answer must
/// hold (the mode it switched to), else the run is not what it says it is.
struct PreambleStep {
  var bytes: [UInt8]
  var expect: String?

  init(_ text: String, expect: String? = nil) {
    bytes = Array(text.utf8)
    self.expect = expect
  }
}

/// Starts `arguments` in a pty, waits for its first screen (with `ready` in it), sends the `preamble`, then writes
/// `keys` one at a time and times each to the first byte of output; the rest of a key's output
/// is what comes before a 40 ms pause. `environment` is added to the program's.
func measureLatency(
  arguments: [String], ready: String = "", preamble: [PreambleStep], keys: [Character],
  home: URL, environment: [String: String] = [:], measureMemory: Bool = false
) throws -> LatencyResult {
  let (pty, process) = try startInPty(arguments, home: home, environment: environment)
  defer {
    process.terminate()
    process.waitUntilExit()
  }
  // Ready: the first screen is drawn (it holds `ready`) and nothing more comes for a second.
  // Each read is short: a read waits for a pause as long as its limit.
  var shown: [UInt8] = []
  let deadline = DispatchTime.now().uptimeNanoseconds + 15_000_000_000
  // (`ready.isEmpty` first: Foundation's `contains("")` is false.)
  while shown.isEmpty || !(ready.isEmpty || String(decoding: shown, as: UTF8.self).contains(ready))
  {
    guard DispatchTime.now().uptimeNanoseconds < deadline else {
      throw BenchError(description: "no \(ready.isEmpty ? "output" : ready) at start")
    }
    shown += pty.read(waitMilliseconds: 100)
  }
  _ = pty.read(waitMilliseconds: 1_000)
  for step in preamble {
    pty.send(step.bytes)
    let answer = String(decoding: pty.read(waitMilliseconds: 300), as: UTF8.self)
    if let expect = step.expect, !answer.contains(expect) {
      throw BenchError(description: "no \(expect) after \(step.bytes)")
    }
  }
  var times: [Double] = []
  var bytes: [Int] = []
  for key in keys {
    pty.send(String(key))
    let began = DispatchTime.now().uptimeNanoseconds
    var pfd = pollfd(fd: pty.primary, events: Int16(POLLIN), revents: 0)
    guard poll(&pfd, 1, 2_000) > 0 else { throw BenchError(description: "no output for \(key)") }
    times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
    // The rest of this key's frame: what comes before a 40 ms pause.
    bytes.append(pty.read(waitMilliseconds: 40).count)
  }
  return LatencyResult(
    times: times, bytes: bytes,
    memory: measureMemory ? ResidentMemory(pid: process.processIdentifier) : nil)
}

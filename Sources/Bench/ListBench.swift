import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The review list at scale, in a real pseudo-terminal at 120×40 against a running
/// `dubeol serve` (bench/list.sh fills it), `runs` times: `G` to the oldest review and `g` back
/// to the newest, timed to the first output that shows that review (its content carries a
/// marker); the UI's resident memory after `G`; and the latency of `k` while pages load (up from
/// the oldest, a page every 20 keys) beside the same `k` up through reviews already loaded
/// (nothing to load). j/k at the top of the list, where nothing scrolls, is shown for scale.
func runListBench(dubeol: String, server: String, reviews: String, runs: Int) -> [String] {
  var measured: [ListRun] = []
  var lines = ["\(reviews) reviews in one theme, dubeol serve on SQLite, the UI at 120×40:"]
  for run in 1...max(1, runs) {
    do {
      let result = try ListRun.measure(dubeol: dubeol, server: server)
      measured.append(result)
      lines.append(
        "  run \(run): G \(ms(result.toOldest)) ms, g \(ms(result.toNewest)) ms, "
          + "\(result.residentAfterG / 1024) MB after G; k median \(ms(result.loading)) ms loading, "
          + "\(ms(result.idle)) ms idle (ratio \(ratio(result.ratio))); k p90 \(ms(result.loadingP90)) ms "
          + "loading, \(ms(result.idleP90)) ms idle; j/k at the top \(ms(result.atTop)) ms")
    } catch {
      lines.append("  run \(run): not measured (\(error))")
    }
  }
  guard !measured.isEmpty else { return lines }
  func summary(_ values: [Double], _ format: (Double) -> String) -> String {
    "min \(format(values.min()!)), median \(format(median(values))), max \(format(values.max()!))"
  }
  let memory = measured.map { Double($0.residentAfterG / 1024) }
  return lines + [
    "  over \(measured.count) runs:",
    "  G to the oldest review   \(summary(measured.map(\.toOldest)) { ms($0) + " ms" })   (aim ≤ 2000 ms)",
    "  g back to the newest     \(summary(measured.map(\.toNewest)) { ms($0) + " ms" })   (aim ≤ 1000 ms)",
    "  UI resident after G      \(summary(memory) { String(format: "%.0f MB", $0) })   (aim ≤ 80 MB; \(measured[0].residentBefore / 1024) MB before G)",
    "  k while pages load / idle \(summary(measured.map(\.ratio), ratio))   (aim ≤ 1.10)",
    BenchResult(
      area: "List at scale", measure: "\(reviews) reviews: G to the oldest review, median",
      figure: milliseconds(median(measured.map(\.toOldest))), reference: "2000 ms",
      ratio: median(measured.map(\.toOldest)) / 2, aim: .atMost(1.0)
    ).line,
    BenchResult(
      area: "List at scale", measure: "\(reviews) reviews: k while pages load",
      figure: milliseconds(median(measured.map(\.loading))),
      reference: "k idle \(milliseconds(median(measured.map(\.idle))))",
      ratio: median(measured.map(\.ratio)), aim: .atMost(1.1)
    ).line,
  ]
}

/// One session's figures (seconds, KiB).
private struct ListRun {
  var toOldest: Double
  var toNewest: Double
  var residentBefore: Int
  var residentAfterG: Int
  /// Median `k` latency while pages load, and through a loaded window.
  var loading: Double
  var idle: Double
  /// The same, 90th percentile (the keys that meet a page arriving show here).
  var loadingP90: Double
  var idleP90: Double
  /// Median j/k latency at the top of the list (the selection moves, nothing scrolls).
  var atTop: Double
  var ratio: Double { loading / idle }

  static func measure(dubeol: String, server: String) throws -> ListRun {
    let sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("dubeol-list-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: sandbox) }
    let session = try ListSession(
      arguments: [
        dubeol, "--server", server, "--data-dir", sandbox.appendingPathComponent("data").path,
      ], home: sandbox)
    defer { session.stop() }
    try session.waitFor("NEWEST-REVIEW", seconds: 15)
    _ = session.pty.read(waitMilliseconds: 500)
    session.pty.send("\u{1B}[Z")  // Shift-Tab: focus the list
    _ = session.pty.read(waitMilliseconds: 300)
    let atTop = try session.keyLatencies(Array(repeating: ["j", "k"], count: 100).flatMap { $0 })
    let residentBefore = session.residentKB()
    let toOldest = try session.timeTo("oldestreview", after: "G")
    _ = session.pty.read(waitMilliseconds: 500)
    let residentAfterG = session.residentKB()
    let loading = try session.keyLatencies(Array(repeating: "k", count: 400))
    _ = session.pty.read(waitMilliseconds: 300)
    // Down near the oldest again, then up through the same reviews: the same scrolling with
    // every page already in the window.
    _ = try session.keyLatencies(Array(repeating: "j", count: 390))
    let idle = try session.keyLatencies(Array(repeating: "k", count: 370))
    let toNewest = try session.timeTo("NEWEST-REVIEW", after: "g")
    return ListRun(
      toOldest: toOldest, toNewest: toNewest, residentBefore: residentBefore,
      residentAfterG: residentAfterG, loading: median(loading), idle: median(idle),
      loadingP90: percentile(loading, 0.9), idleP90: percentile(idle, 0.9), atTop: median(atTop))
  }
}

private func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

private func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

private func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// The UI running in a pseudo-terminal.
private final class ListSession {
  let pty: PseudoTerminal
  let process: Process

  init(arguments: [String], home: URL) throws {
    (pty, process) = try startInPty(arguments, home: home)
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  /// Waits until `marker` has been written.
  func waitFor(_ marker: String, seconds: Double) throws {
    let deadline = Date().addingTimeInterval(seconds)
    var seen: [UInt8] = []
    let needle = Array(marker.utf8)
    while Date() < deadline {
      seen += pty.read(waitMilliseconds: 20)
      if contains(seen, needle) { return }
    }
    throw ListBenchError(description: "\(marker) did not show within \(seconds) s")
  }

  /// Seconds from sending `key` to the output that draws `marker`.
  func timeTo(_ marker: String, after key: String) throws -> Double {
    let began = DispatchTime.now().uptimeNanoseconds
    pty.send(key)
    try waitFor(marker, seconds: 60)
    return Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
  }

  /// Seconds from each key to the first byte it draws.
  func keyLatencies(_ keys: [String]) throws -> [Double] {
    var times: [Double] = []
    for key in keys {
      pty.send(key)
      let began = DispatchTime.now().uptimeNanoseconds
      var pfd = pollfd(fd: pty.primary, events: Int16(POLLIN), revents: 0)
      guard poll(&pfd, 1, 2_000) > 0 else {
        throw ListBenchError(description: "no output for \(key)")
      }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
      _ = pty.read(waitMilliseconds: 15)
    }
    return times
  }

  /// VmRSS of the UI, in KiB.
  func residentKB() -> Int {
    ResidentMemory(pid: process.processIdentifier)?.kilobytes ?? 0
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
      if Array(haystack[i..<(i + needle.count)]) == needle { return true }
    }
    return false
  }
}

private struct ListBenchError: Error, CustomStringConvertible {
  var description: String
}

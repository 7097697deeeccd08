import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The review list at scale, in a real pseudo-terminal at 120×40 against a running
/// `dubeol serve` (bench/list.sh fills it): `G` to the oldest review and `g` back to the newest,
/// timed to the first output that shows that review (its content carries a marker); the UI's
/// resident memory after `G`; and the latency of list keys while pages load (k up from the
/// oldest, a page every few keys) beside an idle list (j/k at the top, nothing to load).
func runListBench(dubeol: String, server: String, reviews: String) -> [String] {
  let sandbox = FileManager.default.temporaryDirectory
    .appendingPathComponent("dubeol-list-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: sandbox) }
  do {
    let session = try ListSession(
      arguments: [
        dubeol, "--server", server, "--data-dir", sandbox.appendingPathComponent("data").path,
      ], home: sandbox)
    defer { session.stop() }
    try session.waitFor("NEWEST-REVIEW", seconds: 15)
    _ = session.pty.read(waitMilliseconds: 500)
    session.pty.send("\u{1B}[Z")  // Shift-Tab: focus the list
    _ = session.pty.read(waitMilliseconds: 300)
    let idle = try session.keyLatencies(Array(repeating: ["j", "k"], count: 100).flatMap { $0 })
    let rssBefore = session.residentKB()
    let toOldest = try session.timeTo("oldestreview", after: "G")
    _ = session.pty.read(waitMilliseconds: 500)
    let rssAfter = session.residentKB()
    let loading = try session.keyLatencies(Array(repeating: "k", count: 400))
    let toNewest = try session.timeTo("NEWEST-REVIEW", after: "g")
    let idleMedian = median(idle)
    let loadingMedian = median(loading)
    return [
      "\(reviews) reviews in one theme, dubeol serve on SQLite, the UI at 120×40:",
      "  G to the oldest review   \(ms(toOldest)) ms   (aim ≤ 2000 ms)",
      "  g back to the newest     \(ms(toNewest)) ms   (aim ≤ 1000 ms)",
      "  UI resident memory       \(rssBefore / 1024) MB before G, \(rssAfter / 1024) MB after   (aim ≤ 80 MB)",
      "  list key latency, median \(ms(idleMedian)) ms idle, \(ms(loadingMedian)) ms while pages load (k ×400 from the oldest): ratio \(String(format: "%.2f", loadingMedian / idleMedian))   (aim ≤ 1.10)",
    ]
  } catch {
    return ["\(reviews) reviews: not measured (\(error))"]
  }
}

private func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
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
    let status =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
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

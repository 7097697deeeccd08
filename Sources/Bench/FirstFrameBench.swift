import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Start to first frame in a pseudo-terminal at 120×40: from launching dubeol (embedded server
/// included) to its header on screen. Measured on a terminal that answers the background and
/// device-attribute queries at once (as xterm and tmux do) and on one that never answers, where
/// the first frame waits at most `AppRuntime.answerWaitMilliseconds` (20 ms) for them: the
/// difference is what asking costs. Returns printable lines.
func runFirstFrameBench(dubeol: String?) -> [String] {
  guard let dubeol else { return ["first frame: not measured (set DUBEOL_BIN to the binary)"] }
  let starts = 7
  // Alternate the two terminals, so a change of load on the machine weighs on both alike.
  var times: [Bool: [Double]] = [true: [], false: []]
  for run in 0..<starts {
    for answering in [true, false] {
      let sandbox = FileManager.default.temporaryDirectory
        .appendingPathComponent("dubeol-first-frame-\(getpid())-\(run)-\(answering)")
      defer { try? FileManager.default.removeItem(at: sandbox) }
      if let t = try? measureFirstFrame(dubeol: dubeol, home: sandbox, answering: answering) {
        times[answering, default: []].append(t)
      }
    }
  }
  func median(_ answering: Bool) -> Double? {
    let sorted = (times[answering] ?? []).sorted()
    return sorted.isEmpty ? nil : sorted[sorted.count / 2]
  }
  func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
  var lines = ["start → first frame (header drawn) at 120×40, median of \(starts) starts each:"]
  for answering in [true, false] {
    let label = answering ? "terminal answers" : "terminal silent "
    lines.append("  \(label): " + (median(answering).map { "median " + ms($0) } ?? "not measured"))
  }
  if let answers = median(true), let silent = median(false) {
    lines.append("  silent − answering: \(ms(silent - answers)) (aim ≤ 30 ms)")
  }
  return lines
}

private func measureFirstFrame(dubeol: String, home: URL, answering: Bool) throws -> Double {
  let began = DispatchTime.now().uptimeNanoseconds
  let (pty, process) = try startInPty(
    [dubeol, "--data-dir", home.appendingPathComponent("data").path], home: home)
  defer {
    process.terminate()
    process.waitUntilExit()
  }
  var seen: [UInt8] = []
  var answered = false
  let header = Array("dubeol".utf8)  // the header's first word
  let query = Array("\u{1B}[c".utf8)
  while DispatchTime.now().uptimeNanoseconds - began < 15_000_000_000 {
    seen += pty.read(waitMilliseconds: 5)
    if answering, !answered, seen.contains(subsequence: query) {
      pty.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c")
      answered = true
    }
    if seen.contains(subsequence: header) {
      return Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    }
  }
  throw CocoaError(.fileReadUnknown)
}

extension Array where Element == UInt8 {
  fileprivate func contains(subsequence needle: [UInt8]) -> Bool {
    guard count >= needle.count else { return false }
    return (0...(count - needle.count)).contains {
      self[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}

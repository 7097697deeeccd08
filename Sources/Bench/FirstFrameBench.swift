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
  var lines = ["start → first frame (header drawn) at 120×40, median of 5 starts:"]
  for answering in [true, false] {
    var times: [Double] = []
    for run in 0..<5 {
      let sandbox = FileManager.default.temporaryDirectory
        .appendingPathComponent("dubeol-first-frame-\(getpid())-\(run)")
      defer { try? FileManager.default.removeItem(at: sandbox) }
      if let t = try? measureFirstFrame(dubeol: dubeol, home: sandbox, answering: answering) {
        times.append(t)
      }
    }
    times.sort()
    let label = answering ? "terminal answers" : "terminal silent "
    lines.append(
      times.isEmpty
        ? "  \(label): not measured"
        : "  \(label): median \(String(format: "%.1f", times[times.count / 2] * 1000)) ms")
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
  let header = Array("두벌식".utf8)
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

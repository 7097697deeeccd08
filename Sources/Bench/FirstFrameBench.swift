import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Start to screen in a pseudo-terminal at 120×40, dubeol (embedded server included) beside
/// `vim -u NONE` in the same run: the first byte, the whole first frame (dubeol: the window, the
/// keyboard grid and the compose pane, up to the grid's last key; vim: its intro screen) and the
/// screen settled (the last byte before half a second of quiet: for dubeol, the review list
/// filled). dubeol starts as a user types it, bare (its data directory under the sandbox's
/// HOME), on a data directory that a first, untimed start has seeded, as a user's is; it is
/// measured on a terminal that answers its queries at once (as xterm and
/// tmux do) and on one that never answers: the first frame waits for neither. Returns
/// printable lines.
func runFirstFrameBench(dubeol: String?) -> [String] {
  let starts = 9
  let sandbox = FileManager.default.temporaryDirectory
    .appendingPathComponent("dubeol-first-frame-\(getpid())")
  defer { try? FileManager.default.removeItem(at: sandbox) }
  var programs: [StartedProgram] = []
  if let dubeol {
    let arguments = [dubeol]
    _ = try? measureStart(arguments, home: sandbox, answering: true, frameMarker: "⌫")
    programs.append(.init(name: "dubeol, terminal answers", arguments: arguments, answering: true))
    programs.append(.init(name: "dubeol, terminal silent", arguments: arguments, answering: false))
  }
  let vim = StartedProgram(
    name: "vim -u NONE", arguments: ["/usr/bin/vim", "-u", "NONE", "-N", "-n"], answering: true)
  programs.append(vim)
  // Alternate the programs, so a change of load on the machine weighs on each alike.
  var times: [String: [StartTimes]] = [:]
  for _ in 0..<starts {
    for program in programs {
      let marker = program.name.hasPrefix("dubeol") ? "⌫" : "VIM - Vi IMproved"
      if let t = try? measureStart(
        program.arguments, home: sandbox, answering: program.answering, frameMarker: marker)
      {
        times[program.name, default: []].append(t)
      }
    }
  }
  func median(_ name: String, _ figure: KeyPath<StartTimes, Double>) -> Double? {
    let sorted = (times[name] ?? []).map { $0[keyPath: figure] }.sorted()
    return sorted.isEmpty ? nil : sorted[sorted.count / 2]
  }
  func ms(_ seconds: Double?) -> String {
    seconds.map { String(format: "%5.1f ms", $0 * 1000) } ?? "   —    "
  }
  var lines = ["start → screen at 120×40, median of \(starts) starts each:"]
  lines.append(
    "  \("".padding(toLength: 26, withPad: " ", startingAt: 0))first byte  first frame  settled")
  for program in programs {
    lines.append(
      "  \(program.name.padding(toLength: 26, withPad: " ", startingAt: 0))"
        + "\(ms(median(program.name, \.firstByte)))  \(ms(median(program.name, \.frame)))"
        + "     \(ms(median(program.name, \.settled)))")
  }
  if dubeol == nil { lines.append("  dubeol: not measured (set DUBEOL_BIN to the binary)") }
  for name in programs.map(\.name) where name != vim.name {
    guard let frame = median(name, \.frame), let settled = median(name, \.settled),
      let vimSettled = median(vim.name, \.settled)
    else { continue }
    lines.append(
      "  \(name): first frame \(ms(frame)) (aim ≤ 20 ms), settled "
        + String(format: "%.1f× vim's (aim ≤ 3×)", settled / vimSettled))
    let vimFrame = median(vim.name, \.frame) ?? vimSettled
    lines.append(
      BenchResult(
        area: "Start", measure: "start → first frame (\(name))", figure: milliseconds(frame),
        reference: "20 ms (vim \(milliseconds(vimFrame)))", ratio: frame / 0.020, aim: .atMost(1.0)
      ).line)
    lines.append(
      BenchResult(
        area: "Start", measure: "start → settled, list filled (\(name))",
        figure: milliseconds(settled), reference: "vim \(milliseconds(vimSettled))",
        ratio: settled / vimSettled, aim: .atMost(3.0)
      ).line)
  }
  return lines
}

private struct StartedProgram {
  var name: String
  var arguments: [String]
  var answering: Bool
}

private struct StartTimes {
  var firstByte: Double
  var frame: Double
  var settled: Double
}

private func measureStart(
  _ arguments: [String], home: URL, answering: Bool, frameMarker: String
) throws -> StartTimes {
  let began = DispatchTime.now().uptimeNanoseconds
  let (pty, process) = try startInPty(arguments, home: home)
  defer {
    process.terminate()
    process.waitUntilExit()
  }
  func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9 }
  var seen: [UInt8] = []
  var answered = false
  var firstByte: Double?
  var frame: Double?
  var last = 0.0
  let marker = Array(frameMarker.utf8)
  let query = Array("\u{1B}[c".utf8)
  var buffer = [UInt8](repeating: 0, count: 65536)
  // Settled: half a second without a byte, once the frame is drawn (at most 15 s in all).
  while now() < 15 {
    var pfd = pollfd(fd: pty.primary, events: Int16(POLLIN), revents: 0)
    guard poll(&pfd, 1, 500) > 0 else {
      if frame != nil { break }
      continue
    }
    let n = buffer.withUnsafeMutableBytes { read(pty.primary, $0.baseAddress, $0.count) }
    guard n > 0 else { break }
    last = now()
    if firstByte == nil { firstByte = last }
    seen += buffer[0..<n]
    if answering, !answered, seen.contains(subsequence: query) {
      pty.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c")
      answered = true
    }
    if frame == nil, seen.contains(subsequence: marker) { frame = last }
  }
  guard let firstByte, let frame else { throw CocoaError(.fileReadUnknown) }
  return StartTimes(firstByte: firstByte, frame: frame, settled: last)
}

extension Array where Element == UInt8 {
  fileprivate func contains(subsequence needle: [UInt8]) -> Bool {
    guard count >= needle.count else { return false }
    return (0...(count - needle.count)).contains {
      self[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}

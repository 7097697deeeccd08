import Foundation
import Terminal
import TerminalTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// 안녕하세요. 오늘 처음 써 봤는데 정말 편하네요! 긴 문장도 잘 써지네요, twice, as 2-beolsik keys
/// (161): what the typing benchmarks type.
let koreanBenchKeys = Array(
  "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep wjdakf vusgkspdy! rls answkdeh wkf Tjwlspdy "
    + "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep wjdakf vusgkspdy! rls answkdeh wkf Tjwl")

/// Keystroke-to-screen latency in a real pseudo-terminal: a program runs on the secondary side
/// at 120×40, one key is written at a time, and the time to the first byte of output is taken;
/// then the rest of that key's output is counted. dubeol is measured typing into the compose
/// pane and into the search line (the same field: it must cost the same), each beside vim.
/// Returns printable lines.
func runLatencyBench(dubeol: String?) -> [String] {
  let keys = koreanBenchKeys
  var lines = [
    "keystroke → first byte on screen, \(keys.count) keys of Korean (2-beolsik) at 120×40:"
  ]
  let sandbox = FileManager.default.temporaryDirectory
    .appendingPathComponent("dubeol-latency-\(getpid())")
  defer { try? FileManager.default.removeItem(at: sandbox) }
  var programs: [(String, [String], [PreambleStep])] = []
  if let dubeol {
    // Each in a data directory of its own: the first run's draft would change the second's screen.
    func run(_ data: String) -> [String] {
      [dubeol, "--data-dir", sandbox.appendingPathComponent(data).path]
    }
    programs.append(("dubeol, compose pane", run("compose"), []))
    // Shift-Tab moves to the list, where / opens the search line.
    programs.append(("dubeol, search line", run("search"), [PreambleStep("\u{1B}[Z/")]))
  }
  let vim = "vim -u NONE (insert mode)"
  programs.append((vim, ["/usr/bin/vim", "-u", "NONE", "-N", "-n"], [PreambleStep("i")]))
  var medians: [String: Double] = [:]
  for (name, arguments, preamble) in programs {
    do {
      let result = try measureLatency(
        arguments: arguments, preamble: preamble, keys: keys, home: sandbox)
      medians[name] = result.median
      lines.append(
        "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) median \(ms(result.median)) ms, p99 \(ms(result.p99)) ms,"
          + " max \(ms(result.max)) ms; \(String(format: "%.1f", result.bytesPerKey)) bytes/key")
    } catch {
      lines.append("  \(name): not measured (\(error))")
    }
  }
  if dubeol == nil { lines.append("  dubeol: not measured (set DUBEOL_BIN to the binary)") }
  if let reference = medians[vim], reference > 0 {
    let ratios = programs.map(\.0).filter { $0 != vim }.compactMap { name in
      medians[name].map { "\(name) \(String(format: "%.2f", $0 / reference))×" }
    }
    if !ratios.isEmpty { lines.append("  median against vim's: " + ratios.joined(separator: ", ")) }
  }
  return lines
}

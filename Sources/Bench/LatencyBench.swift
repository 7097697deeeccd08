import Foundation
import Hangul
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
  // The first key is left out of the kinds' means: vim clears its intro screen on it.
  let kinds = [KeyKind.other] + KeyKind.of(keys).dropFirst()
  var results: [String: LatencyResult] = [:]
  for (name, arguments, preamble) in programs {
    do {
      let result = try measureLatency(
        arguments: arguments, preamble: preamble, keys: keys, home: sandbox)
      results[name] = result
      let perKind = [KeyKind.recomposes, .startsSyllable].map {
        String(format: "%.1f", result.bytesPerKey(of: $0, kinds))
      }
      lines.append(
        "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) median \(ms(result.median)) ms, p99 \(ms(result.p99)) ms,"
          + " max \(ms(result.max)) ms; \(String(format: "%.1f", result.bytesPerKey)) bytes/key"
          + " (\(perKind[0]) recomposing, \(perKind[1]) starting a syllable)")
    } catch {
      lines.append("  \(name): not measured (\(error))")
    }
  }
  if dubeol == nil { lines.append("  dubeol: not measured (set DUBEOL_BIN to the binary)") }
  if let reference = results[vim] {
    for name in programs.map(\.0) where name != vim {
      guard let r = results[name] else { continue }
      func bytes(_ kind: KeyKind) -> String {
        String(
          format: "%.2f×", r.bytesPerKey(of: kind, kinds) / reference.bytesPerKey(of: kind, kinds))
      }
      lines.append(
        "  \(name) against vim: median "
          + String(
            format: "%.2f× (aim ≤ 1.0×), p99 %.2f× (aim ≤ 1.5×)", r.median / reference.median,
            r.p99 / reference.p99)
          + ", bytes per key \(bytes(.recomposes)) recomposing, \(bytes(.startsSyllable)) starting"
          + " (aim ≤ 1.0×)")
    }
  }
  return lines
}

/// What a key of the Korean stream does in the engine: rewrites the syllable being composed,
/// starts a new one, or anything else (a space, punctuation).
private enum KeyKind {
  case recomposes, startsSyllable, other

  /// Each key's kind, by the 2-beolsik engine's edits: the document's length unchanged, or one
  /// more with a syllable composing.
  static func of(_ keys: [Character]) -> [KeyKind] {
    var composer = Composer()
    return keys.map { key in
      let result = composer.handle(.key(key))
      let change = result.edits.reduce(0) { $0 - $1.deleteCount + $1.insert.count }
      guard result.composing != nil else { return .other }
      return change == 0 ? .recomposes : change == 1 ? .startsSyllable : .other
    }
  }
}

extension LatencyResult {
  /// The mean over the keys of `kind` (`kinds` names each key's).
  fileprivate func bytesPerKey(of kind: KeyKind, _ kinds: [KeyKind]) -> Double {
    let picked = zip(bytes, kinds).filter { $0.1 == kind }.map(\.0)
    return Double(picked.reduce(0, +)) / Double(Swift.max(1, picked.count))
  }
}

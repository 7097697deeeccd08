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
/// The programs take turns, `rounds` times (`DUBEOL_LATENCY_ROUNDS`, 4 by default): on a shared
/// machine a run of 161 keys alone moves by a third with the host's load, and turns spread that
/// over every program alike. Returns printable lines.
func runLatencyBench(dubeol: String?) -> [String] {
  let keys = koreanBenchKeys
  let rounds = max(
    1, Int(ProcessInfo.processInfo.environment["DUBEOL_LATENCY_ROUNDS"] ?? "") ?? 4)
  var lines = [
    "keystroke → first byte on screen, \(keys.count) keys of Korean (2-beolsik) at 120×40,"
      + " \(rounds) rounds in turns (median and p99 over every round's keys):"
  ]
  let sandbox = FileManager.default.temporaryDirectory
    .appendingPathComponent("dubeol-latency-\(getpid())")
  defer { try? FileManager.default.removeItem(at: sandbox) }
  var programs: [(String, (Int) -> [String], [PreambleStep])] = []
  if let dubeol {
    // Each run in a data directory of its own: an earlier run's draft would change the screen.
    func run(_ data: String) -> (Int) -> [String] {
      { [dubeol, "--data-dir", sandbox.appendingPathComponent("\(data)-\($0)").path] }
    }
    programs.append(("dubeol, compose pane", run("compose"), []))
    // Shift-Tab moves to the list, where / opens the search line.
    programs.append(("dubeol, search line", run("search"), [PreambleStep("\u{1B}[Z/")]))
  }
  let vim = "vim -u NONE (insert mode)"
  programs.append((vim, { _ in ["/usr/bin/vim", "-u", "NONE", "-N", "-n"] }, [PreambleStep("i")]))
  // The first key is left out of the kinds' means: vim clears its intro screen on it.
  let kinds = [KeyKind.other] + KeyKind.of(keys).dropFirst()
  var runs: [String: [LatencyResult]] = [:]
  var failures: [String: String] = [:]
  for round in 0..<rounds {
    for (name, arguments, preamble) in programs where failures[name] == nil {
      do {
        runs[name, default: []].append(
          try measureLatency(
            arguments: arguments(round), preamble: preamble, keys: keys, home: sandbox))
      } catch {
        failures[name] = "\(error)"
      }
    }
  }
  var results: [String: LatencyResult] = [:]
  for (name, _, _) in programs {
    if let failure = failures[name] {
      lines.append("  \(name): not measured (\(failure))")
      continue
    }
    guard let measured = runs[name] else { continue }
    let result = LatencyResult(pooling: measured)
    results[name] = result
    let perKind = [KeyKind.recomposes, .startsSyllable].map {
      String(format: "%.1f", result.bytesPerKey(of: $0, kinds))
    }
    let medians = measured.map(\.median)
    lines.append(
      "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) median \(ms(result.median)) ms, p99 \(ms(result.p99)) ms,"
        + " max \(ms(result.max)) ms; \(String(format: "%.1f", result.bytesPerKey)) bytes/key"
        + " (\(perKind[0]) recomposing, \(perKind[1]) starting a syllable);"
        + " rounds' medians \(ms(medians.min() ?? 0))–\(ms(medians.max() ?? 0)) ms")
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
      let place = name.replacingOccurrences(of: "dubeol, ", with: "")
      let vimBytes = { (kind: KeyKind) in reference.bytesPerKey(of: kind, kinds) }
      let figures: [(String, Double, Double, BenchResult.Aim)] = [
        ("key → first byte, median", r.median, reference.median, .atMost(1.0)),
        ("key → first byte, p99", r.p99, reference.p99, .atMost(1.5)),
      ]
      for (measure, mine, theirs, aim) in figures {
        lines.append(
          BenchResult(
            area: "UI keys", measure: "\(measure) (\(place))", figure: milliseconds(mine),
            reference: "vim \(milliseconds(theirs))", ratio: mine / theirs, aim: aim
          ).line)
      }
      for (kind, label) in [(KeyKind.recomposes, "recomposing"), (.startsSyllable, "starting")] {
        let mine = r.bytesPerKey(of: kind, kinds)
        lines.append(
          BenchResult(
            area: "UI keys", measure: "bytes, a key \(label) a syllable (\(place))",
            figure: String(format: "%.1f B", mine),
            reference: String(format: "vim %.1f B", vimBytes(kind)), ratio: mine / vimBytes(kind),
            aim: .atMost(1.0)
          ).line)
      }
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

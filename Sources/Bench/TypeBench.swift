import Foundation

/// `dubeol type` as an input method, against the program alone and against Debian's front-end
/// processor, in one run: the same keys typed into `vim -u NONE -N -n` in insert mode three
/// ways (vim alone, through `dubeol type`, through `uim-fep -u byeoru`), English text and then
/// Korean (2-beolsik keys, after each input method's 한/영 key). For each: keystroke → first
/// byte (median, p99), bytes per key, and the front end's resident memory with vim inside,
/// beside the aims (≤ 1.3× vim alone, no slower than uim-fep, ≤ 40 MB). The English text is
/// also typed through `pty-relay`, which copies bytes both ways and does nothing else: the floor
/// of any front end between the terminal and vim. Returns printable lines.
func runTypeBench(dubeol: String?) -> [String] {
  let sandbox = FileManager.default.temporaryDirectory
    .appendingPathComponent("dubeol-type-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: sandbox) }
  let texts: [(name: String, keys: [Character])] = [
    ("English", englishBenchKeys), ("Hangul", koreanBenchKeys),
  ]
  var lines = [
    "keystroke → first byte, \(texts.map { "\($0.keys.count) keys of \($0.name)" }.joined(separator: " and ")),"
      + " into \(vimArguments.joined(separator: " ")) in insert mode at 120×40 (times in ms):",
    "  " + left("text", 9) + left("program", 16) + right("median", 7) + right("p99", 7)
      + right("bytes/key", 10) + "   ratios to vim alone / uim-fep: median, p99, bytes",
  ]
  var hosts = [TypeBenchHost.vimAlone]
  if let dubeol { hosts.append(.dubeolType(dubeol)) }
  if let uim = TypeBenchHost.uimFep(sandbox: sandbox) { hosts.append(uim) }
  let relay = TypeBenchHost.ptyRelay()
  var memory: [(String, ResidentMemory?)] = []
  var results: [String: [String: LatencyResult]] = [:]
  for text in texts {
    // The relay has no input method: its floor is the English keys'.
    for host in hosts + (text.name == "English" ? relay.map { [$0] } ?? [] : []) {
      do {
        let result = try measureLatency(
          // Ready once vim has drawn its empty lines (uim-fep waits for a cursor report first).
          arguments: host.arguments, ready: "~",
          preamble: host.preamble(hangul: text.name == "Hangul"),
          keys: text.keys, home: sandbox, environment: host.environment, measureMemory: true)
        results[text.name, default: [:]][host.name] = result
        if text.name == "Hangul" { memory.append((host.name, result.memory)) }
      } catch {
        lines.append("  \(text.name) \(host.name): not measured (\(error))")
      }
    }
    for host in hosts + (relay.map { [$0] } ?? []) {
      guard let result = results[text.name]?[host.name] else { continue }
      // Each figure against vim alone's and uim-fep's ("-" for itself or one not measured).
      func ratios(_ value: (LatencyResult) -> Double) -> String {
        [TypeBenchHost.vimAlone.name, TypeBenchHost.uimFepName].map { reference in
          guard reference != host.name, let other = results[text.name]?[reference],
            value(other) > 0
          else { return right("-", 5) }
          return right(String(format: "%.2f", value(result) / value(other)), 5)
        }.joined(separator: " /")
      }
      lines.append(
        "  " + left(text.name, 9) + left(host.name, 16) + right(ms(result.median), 7)
          + right(ms(result.p99), 7) + right(String(format: "%.1f", result.bytesPerKey), 10)
          + "   "
          + [ratios(\.median), ratios(\.p99), ratios(\.bytesPerKey)].joined(separator: ",  "))
    }
  }
  lines.append(
    "  (vim alone has no input method: its Hangul row types the same keys as English letters)")
  if dubeol == nil { lines.append("  dubeol type: not measured (set DUBEOL_BIN to the binary)") }
  if relay == nil { lines.append("  pty-relay: not measured (build it: swift build -c release)") }
  lines.append(
    "resident memory with vim inside, after the Hangul keys (the front end's own process):")
  for (name, value) in memory {
    let figure = value.map {
      String(format: "VmRSS %.1f MB, VmHWM %.1f MB", mb($0.kilobytes), mb($0.peakKilobytes))
    }
    lines.append("  " + left(name, 16) + (figure ?? "not read"))
  }
  lines += typeBenchAims(results: results, memory: memory)
  return lines
}

/// English prose typed as it is (164 keys, about as many as the Korean text).
let englishBenchKeys = Array(
  "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
    + "How vexingly quick daft zebras jump; the five boxing wizards jump quickly now.")

/// One way of running vim for the bench: its command line, extra environment, and the keys that
/// take it to insert mode (and to Hangul).
private struct TypeBenchHost {
  var name: String
  var arguments: [String]
  var environment: [String: String] = [:]
  /// The 한/영 key and what the screen shows once it is pressed; nil: no input method.
  var toggle: PreambleStep?

  func preamble(hangul: Bool) -> [PreambleStep] {
    [PreambleStep("i", expect: "INSERT")] + (hangul ? toggle.map { [$0] } ?? [] : [])
  }

  static let vimAlone = TypeBenchHost(name: "vim alone", arguments: vimArguments)
  static let ptyRelayName = "pty-relay (C)"
  static let uimFepName = "uim-fep byeoru"
  static let dubeolName = "dubeol type"

  /// dubeol type's default 한/영 key is Ctrl-\; its status line then shows [한].
  static func dubeolType(_ dubeol: String) -> TypeBenchHost {
    TypeBenchHost(
      name: dubeolName, arguments: [dubeol, "type", "--"] + vimArguments,
      toggle: PreambleStep("\u{1C}", expect: "한"))
  }

  /// vim through `pty-relay`, built beside this bench; nil when it is not there.
  static func ptyRelay() -> TypeBenchHost? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("pty-relay").path
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    return TypeBenchHost(name: ptyRelayName, arguments: [path] + vimArguments)
  }

  /// byeoru's 한/영 key is Shift-Space, which a terminal cannot send: a uim file of the bench's
  /// own makes it Ctrl-\, as dubeol's (uim reads it from LIBUIM_USER_SCM_FILE). Its status line
  /// then shows byeoru[B가]. Nil when uim-fep is not installed.
  static func uimFep(sandbox: URL) -> TypeBenchHost? {
    let binary = "/usr/bin/uim-fep"
    guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
    let file = sandbox.appendingPathComponent("uim.scm")
    let keys = """
      (define byeoru-on-key '("<Control>\\\\"))
      (define byeoru-on-key? (make-key-predicate byeoru-on-key))
      (define byeoru-latin-key '("<Control>\\\\"))
      (define byeoru-latin-key? (make-key-predicate byeoru-latin-key))

      """
    try? FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
    guard (try? keys.write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
    return TypeBenchHost(
      name: uimFepName, arguments: [binary, "-u", "byeoru", "-e"] + vimArguments,
      environment: ["LIBUIM_USER_SCM_FILE": file.path],
      toggle: PreambleStep("\u{1C}", expect: "가"))
  }
}

private let vimArguments = ["/usr/bin/vim", "-u", "NONE", "-N", "-n"]

/// `text` left-aligned in `width` columns.
private func left(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

/// `text` right-aligned in `width` columns.
private func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

private func mb(_ kilobytes: Int) -> Double { Double(kilobytes) / 1024 }

/// Whether dubeol type met each aim, as lines.
private func typeBenchAims(
  results: [String: [String: LatencyResult]], memory: [(String, ResidentMemory?)]
) -> [String] {
  var lines = [
    "aims for dubeol type (median ≤ 1.3× vim alone, ≤ 1.0× uim-fep; issue 29: median ≤ 1.0×"
      + " and p99 ≤ 1.5× vim alone's; VmRSS ≤ 40 MB):"
  ]
  /// "met" or "NOT met", for a ratio against its aim.
  func verdict(_ ratio: Double, _ aim: Double) -> String {
    String(format: "≤ %.1f×: ", aim) + (ratio <= aim ? "met" : "NOT met")
  }
  for (text, byHost) in results.sorted(by: { $0.key < $1.key }) {
    guard let dubeol = byHost[TypeBenchHost.dubeolName] else { continue }
    var parts: [String] = []
    if let vim = byHost[TypeBenchHost.vimAlone.name] {
      let median = dubeol.median / vim.median
      let p99 = dubeol.p99 / vim.p99
      parts.append(
        String(format: "median %.2f× vim alone (", median) + verdict(median, 1.3) + "; "
          + verdict(median, 1.0) + ")")
      parts.append(String(format: "p99 %.2f× (", p99) + verdict(p99, 1.5) + ")")
    }
    if let uim = byHost[TypeBenchHost.uimFepName] {
      let ratio = dubeol.median / uim.median
      parts.append(String(format: "%.2f× uim-fep (", ratio) + verdict(ratio, 1.0) + ")")
    }
    // What two ptys cost by themselves, so the figure can be read against what is possible.
    if let relay = byHost[TypeBenchHost.ptyRelayName], let vim = byHost[TypeBenchHost.vimAlone.name]
    {
      parts.append(
        String(
          format: "%.2f× pty-relay (the floor: pty-relay itself is %.2f× vim alone)",
          dubeol.median / relay.median, relay.median / vim.median))
    }
    lines.append("  \(text): " + parts.joined(separator: ", "))
    // Issue 48's aims: a Hangul key (drawn by dubeol itself) at vim alone's median, an English
    // key (which must cross the program's pty) within 1.25× the relay's; uim-fep's for both.
    let aims: [(String, BenchResult.Aim?)] = [
      (TypeBenchHost.vimAlone.name, text == "Hangul" ? .atMost(1.0) : nil),
      (TypeBenchHost.ptyRelayName, text == "English" ? .atMost(1.25) : nil),
      (TypeBenchHost.uimFepName, .atMost(1.0)),
    ]
    for (host, aim) in aims {
      guard let other = byHost[host] else { continue }
      lines.append(
        BenchResult(
          area: "dubeol type", measure: "\(text), median", figure: milliseconds(dubeol.median),
          reference: "\(host) \(milliseconds(other.median))", ratio: dubeol.median / other.median,
          aim: aim
        ).line)
    }
    if let vim = byHost[TypeBenchHost.vimAlone.name] {
      lines.append(
        BenchResult(
          area: "dubeol type", measure: "\(text), p99", figure: milliseconds(dubeol.p99),
          reference: "\(TypeBenchHost.vimAlone.name) \(milliseconds(vim.p99))",
          ratio: dubeol.p99 / vim.p99, aim: .atMost(1.5)
        ).line)
    }
  }
  if let rss = memory.first(where: { $0.0 == TypeBenchHost.dubeolName })?.1 {
    let megabytes = mb(rss.kilobytes)
    lines.append(
      String(format: "  memory: %.1f MB", megabytes) + (megabytes <= 40 ? " (met)" : " (NOT met)"))
  }
  return lines
}

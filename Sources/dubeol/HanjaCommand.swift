import ArgumentParser
import DisplayText
import Foundation
import Hanja
import Persistence

/// `dubeol hanja`: the 한자 (or 기호) candidates of words, as libhangul matches them, in dubeol's
/// order (the user's past choices, then entries with a meaning, then the table's order).
struct HanjaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hanja",
    abstract: "Look up the 한자 (or 기호) of words.",
    discussion: """
      Looks up each WORD, or each line of stdin when none is given. The table is libhangul-data's \
      hanja.txt (mssymbol.txt with --symbols) unless [hanja] table / symbols in config.toml name \
      others; its index is cached under $XDG_CACHE_HOME/dubeol. A line that is not UTF-8 is \
      reported on stderr with its number, the others are answered, and the exit code is 1.

      Examples:
        dubeol hanja 한국                      # 한국  韓國  대한민국 …
        dubeol hanja --match suffix 삼국사기    # 三國史記, then 國史記 …, 記
        dubeol hanja --symbols ㅁ              # ＃ ＆ ＊ … ★ …
        dubeol hanja --json < words.txt        # one JSON array a line
      """)

  @Option(help: "exact, prefix (the word and its beginnings) or suffix (the word and its endings).")
  var match: HanjaMatch = .exact

  @Flag(help: "Look up the symbol table (keys are jamo: ㅁ → ★ ※ …).")
  var symbols = false

  @Flag(help: "One JSON array of {\"key\",\"value\",\"comment\"} a line, one line per word.")
  var json = false

  @Option(name: .customLong("data-dir"), help: "Data directory (default: $XDG_DATA_HOME/dubeol).")
  var dataDir: String?

  @Argument(help: "Words to look up (default: one a line from stdin).")
  var words: [String] = []

  /// What the options ask for, to run.
  var lookup: HanjaRun {
    HanjaRun(match: match, symbols: symbols, json: json, dataDir: dataDir, words: words)
  }

  func run() throws { try lookup.run() }
}

/// One `dubeol hanja` run from its options, parsed by `HanjaCommand` or, for the usual lines,
/// by `QuickStart` without the parser.
struct HanjaRun {
  var match = HanjaMatch.exact
  var symbols = false
  var json = false
  var dataDir: String?
  var words: [String] = []

  func run() throws {
    let settings = SettingsStore(file: AppPaths.configFile()).load()
    if let problem = settings.problem { Self.report("config.toml: \(problem)") }
    let table = symbols ? settings.settings.hanjaSymbolsFile : settings.settings.hanjaTableFile
    let index: HanjaIndex
    do {
      let loaded = try HanjaIndexCache.load(table: table, cacheDirectory: AppPaths.cacheDirectory())
      if case .notSaved(let why) = loaded.outcome { Self.report("index not cached: \(why)") }
      index = loaded.index
    } catch {
      Self.report("\(error)")
      throw ExitCode.failure
    }
    let choices = HanjaChoicesStore(directory: AppPaths.dataDirectory(override: dataDir)).load()
    if let notice = choices.notice { Self.report(notice) }
    let lookup = HanjaLookup(index: index, match: match, learned: choices.choices, json: json)
    let output = LineOutput()
    var failed = false
    if words.isEmpty {
      guard let input = BlockLineReader(path: "-") else { throw ExitCode.failure }
      var lineNumber = 0
      let readAll = input.forEachLine { line, _ in
        lineNumber += 1
        guard lookup.isUTF8(line) else {
          Self.report("stdin:\(lineNumber): invalid UTF-8, line skipped")
          failed = true
          return
        }
        lookup.answer(line, into: output)
      }
      if !readAll {
        Self.report("cannot read stdin: \(String(cString: strerror(errno)))")
        failed = true
      }
    } else {
      for var word in words {
        word.withUTF8 { lookup.answer($0, into: output) }
      }
    }
    output.flush()
    if failed { throw ExitCode.failure }
  }

  static func report(_ message: String) {
    FileHandle.standardError.write(Data("dubeol hanja: \(Sanitizer.visible(message))\n".utf8))
  }
}

/// One word's answer: the JSON line, or the readable table.
private struct HanjaLookup {
  let index: HanjaIndex
  let match: HanjaMatch
  let learned: LearnedChoices
  let json: Bool

  func isUTF8(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    String(validating: line, as: UTF8.self) != nil
  }

  func answer(_ word: UnsafeBufferPointer<UInt8>, into output: LineOutput) {
    var groups: [(key: Range<Int>, entries: [Int])] = []
    index.forEachMatch(word, match) { key, entries in
      // The learned values are looked up only when there are any (the common case is none).
      let values =
        learned.choices.isEmpty
        ? []
        : learned.values(
          forKey: String(decoding: UnsafeBufferPointer(rebasing: word[key]), as: UTF8.self))
      groups.append((key, index.ranked(entries, learnedValues: values)))
    }
    if json {
      HanjaJSONLines.appendLine(index, groups, word: word, to: &output.pending)
      output.endLine(newline: false)
    } else {
      output.append(table(groups, word: word))
      output.endLine(newline: true)
    }
  }

  /// Aligned columns: key, hanja, meaning; a word without candidates says so.
  private func table(
    _ groups: [(key: Range<Int>, entries: [Int])], word: UnsafeBufferPointer<UInt8>
  )
    -> String
  {
    let wordText = String(decoding: word, as: UTF8.self)
    let rows: [[String]] = groups.flatMap { group in
      let key = String(decoding: UnsafeBufferPointer(rebasing: word[group.key]), as: UTF8.self)
      return group.entries.map {
        [key, index.string(index.valueRange($0)), index.string(index.commentRange($0))]
      }
    }
    guard !rows.isEmpty else { return "\(wordText)\t(없음)\n" }
    let keyWidth = rows.map { DisplayWidth.of($0[0]) }.max() ?? 0
    let valueWidth = rows.map { DisplayWidth.of($0[1]) }.max() ?? 0
    func padded(_ s: String, _ width: Int) -> String {
      s + String(repeating: " ", count: max(0, width - DisplayWidth.of(s)))
    }
    return rows.map { row in
      (padded(row[0], keyWidth) + "  " + padded(row[1], valueWidth) + "  " + row[2])
        .replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
    }.joined(separator: "\n") + "\n"
  }
}

extension HanjaMatch: ExpressibleByArgument {}

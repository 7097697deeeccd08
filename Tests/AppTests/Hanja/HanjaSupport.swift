import Foundation
import Hanja
import Persistence
import Terminal
import Testing

@testable import App

/// libhangul-data's tables, loaded once for every test through a cache in a temporary
/// directory (as the effect runner loads them).
enum HanjaFixture {
  static let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "dubeol-app-hanja-\(ProcessInfo.processInfo.processIdentifier)")

  static let hanja = load(HanjaTables.defaultTable)
  static let symbols = load(HanjaTables.defaultSymbols)

  static func load(_ table: URL) -> Result<HanjaIndex, HanjaTableError> {
    Result { () throws(HanjaTableError) in
      try HanjaIndexCache.load(table: table, cacheDirectory: cache).index
    }
  }

  /// A small table written to a temporary file: `key:value:comment` lines.
  static func table(_ lines: [String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dubeol-app-hanja-\(UUID().uuidString).txt")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return url
  }
}

extension AppState {
  /// Carries out the table loads among `effects` as the effect runner does (the installed
  /// tables come from the shared fixture), with `choices` as the learned file's content.
  @discardableResult
  mutating func runHanjaLoads(
    _ effects: [Effect], choices: HanjaChoicesLoad = HanjaChoicesLoad(choices: .init())
  ) -> [Effect] {
    var produced: [Effect] = []
    for case .loadHanjaTable(let table, let file, let withChoices) in effects {
      let result: Result<HanjaIndex, HanjaTableError> =
        switch file {
        case HanjaTables.defaultTable: HanjaFixture.hanja
        case HanjaTables.defaultSymbols: HanjaFixture.symbols
        default: HanjaFixture.load(file)
        }
      produced += send(
        .hanjaTableLoaded(
          HanjaTableLoad(table: table, result: result, choices: withChoices ? choices : nil)))
    }
    return produced
  }

  /// F9 with its table loaded: the effects of both.
  @discardableResult
  mutating func pressHanja(_ key: Key = .function(9)) -> [Effect] {
    let effects = press(key)
    return effects + runHanjaLoads(effects)
  }

  /// The candidate window's page as the user reads it: "3 韓國 대한민국".
  var hanjaLines: [String] {
    hanja.window?.pages.shown.map { HanjaWindowView.line(number: $0.number, $0.entry) } ?? []
  }

  /// The number `value` has on the page where it is, after turning to that page with PgDn.
  mutating func turnToCandidate(_ value: String) throws -> Int {
    let pages = try #require(hanja.window?.pages, "no candidate window")
    for _ in 0..<pages.pageCount {
      if let item = hanja.window?.pages.shown.first(where: { $0.entry.value == value }) {
        return item.number
      }
      press(.pageDown)
    }
    throw CandidateMissing(value: value)
  }
}

/// A candidate a test looked for is not in the window.
struct CandidateMissing: Error {
  var value: String
}

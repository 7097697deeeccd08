import Foundation
import HangulOracle
import Hanja

/// libhangul's own hanja table through the C helper: the reference for the matches.
final class LibHangulHanja {
  private let oracle: OpaquePointer

  init?(path: String) {
    guard let oracle = dubeol_hanja_oracle_load(path) else { return nil }
    self.oracle = oracle
  }

  deinit { dubeol_hanja_oracle_free(oracle) }

  /// What `hanja_table_match_*` returns for `word`, in libhangul's order.
  func match(_ word: String, _ match: HanjaMatch) -> [HanjaEntry] {
    let mode: Int32 =
      switch match {
      case .exact: 0
      case .prefix: 1
      case .suffix: 2
      }
    var capacity = 1 << 16
    while true {
      var out = [CChar](repeating: 0, count: capacity)
      let length = dubeol_hanja_oracle_match(oracle, word, mode, &out, capacity)
      if length < 0 {
        capacity *= 4
        continue
      }
      let bytes = out[..<length].map { UInt8(bitPattern: $0) }
      return bytes.split(separator: 0x1E, omittingEmptySubsequences: false).dropLast().map {
        let fields = $0.split(separator: 0x1F, omittingEmptySubsequences: false)
          .map { String(decoding: $0, as: UTF8.self) }
        return HanjaEntry(key: fields[0], value: fields[1], comment: fields[2])
      }
    }
  }
}

/// The installed tables, indexed once for all tests (in memory, no cache).
enum InstalledTables {
  static let table: HanjaIndex = index(HanjaTables.defaultTable)
  static let symbols: HanjaIndex = index(HanjaTables.defaultSymbols)

  private static func index(_ url: URL) -> HanjaIndex {
    do {
      let text = [UInt8](try Data(contentsOf: url))
      return try HanjaIndexBuilder.build(
        text: text, path: url.path, source: HanjaSourceStamp(size: 0, modified: 0, checksum: 0))
    } catch {
      fatalError("\(url.path) must be installed (libhangul-data): \(error)")
    }
  }

  /// Every key of a table file, in file order (one per key).
  static func keys(of url: URL) -> [String] {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var keys: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let key = line.split(separator: ":", maxSplits: 1).first else { continue }
      if keys.last != String(key) { keys.append(String(key)) }
    }
    return keys
  }
}

import Foundation
import Hanja
import TestSupport
import Testing

/// dubeol's matches against libhangul's `hanja_table_match_exact`, `_prefix` and `_suffix` on the
/// installed tables: the same entries (as a multiset; the order is dubeol's ranking).
@Suite("hanja matches equal libhangul's")
struct LibHangulDifferentialTests {
  static let table = HanjaTables.defaultTable
  static let symbols = HanjaTables.defaultSymbols

  /// Every 29th key of the table, each also with a syllable before it (a suffix finds the key)
  /// and after it (a prefix finds it), random syllable strings (mostly no key), and odd words.
  static let words: [String] = {
    var rng = SeededGenerator(seed: 0x4A_4E1A)
    let keys = InstalledTables.keys(of: table)
    var words = stride(from: 0, to: keys.count, by: 29).map { keys[$0] }
    let syllables = keys.filter { $0.count == 1 }
    for key in words.prefix(3_000) {
      words.append(syllables.randomElement(using: &rng)! + key)
      words.append(key + syllables.randomElement(using: &rng)!)
    }
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...6, using: &rng)
      words.append(
        String((0..<length).map { _ in Character(syllables.randomElement(using: &rng)!) }))
    }
    words += ["삼국사기", "한국", "ㄱ", "ㅁ", "a", "한a국", "韓國", "가나다라마바사아자차카타파하", "😀한"]
    return words
  }()

  @Test("the table, every match mode", arguments: HanjaMatch.allCases)
  func table(_ match: HanjaMatch) throws {
    let libhangul = try #require(LibHangulHanja(path: Self.table.path))
    try compare(InstalledTables.table, libhangul, Self.words, match, minimumFound: 5_000)
  }

  @Test("the symbol table: every jamo key and a few others", arguments: HanjaMatch.allCases)
  func symbols(_ match: HanjaMatch) throws {
    let libhangul = try #require(LibHangulHanja(path: Self.symbols.path))
    let keys = InstalledTables.keys(of: Self.symbols)
    #expect(keys.count >= 18)
    try compare(
      InstalledTables.symbols, libhangul, keys + ["ㅁㅁ", "가ㅁ", "ㄱ한", "x"], match,
      minimumFound: keys.count)
  }

  private func compare(
    _ index: HanjaIndex, _ libhangul: LibHangulHanja, _ words: [String], _ match: HanjaMatch,
    minimumFound: Int
  ) throws {
    var mismatches: [String] = []
    var found = 0
    for word in words {
      let ours = index.candidates(for: word, match: match).map(\.description).sorted()
      let theirs = libhangul.match(word, match).map(\.description).sorted()
      if !theirs.isEmpty { found += 1 }
      if ours != theirs {
        mismatches.append("\(word): \(ours.count) entries, libhangul \(theirs.count)")
      }
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) of \(words.count) differ: \(mismatches.prefix(5))")
    // The comparison means something only if libhangul found plenty.
    #expect(found >= minimumFound, "libhangul found entries for only \(found) words")
  }
}

import Foundation
import Hanja
import Testing

/// The table format: `key:value:comment` lines, `#` comments, and errors that name the line.
@Suite("hanja table text")
struct HanjaTableParserTests {
  func index(_ text: String) throws(HanjaTableError) -> HanjaIndex {
    try HanjaIndexBuilder.build(
      text: Array(text.utf8), path: "/t/hanja.txt",
      source: HanjaSourceStamp(size: 0, modified: 0, checksum: 0))
  }

  func error(_ bytes: [UInt8]) -> String? {
    do {
      _ = try HanjaIndexBuilder.build(
        text: bytes, path: "/t/hanja.txt",
        source: HanjaSourceStamp(size: 0, modified: 0, checksum: 0))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("comments, blank lines and CRLF are skipped; a comment field may hold colons")
  func format() throws {
    let table = try index("# 머리말\n\n한국:韓國:대한민국\r\n한국:寒國:\n가:佳:아름다울 가: 좋을 가\n")
    #expect(table.keyCount == 2 && table.entryCount == 3)
    #expect(
      table.candidates(for: "한국", match: .exact).map(\.description) == [
        "한국:韓國:대한민국", "한국:寒國:",
      ])
    #expect(table.candidates(for: "가", match: .exact).first?.comment == "아름다울 가: 좋을 가")
  }

  @Test("an unsorted table is sorted by key, each key's entries keeping the file's order")
  func unsorted() throws {
    let table = try index("하:下:\n가:佳:\n하:夏:\n가:家:\n")
    #expect(table.candidates(for: "하", match: .exact).map(\.value) == ["下", "夏"])
    #expect(table.candidates(for: "가", match: .exact).map(\.value) == ["佳", "家"])
  }

  static let shape = "expected key:value:comment (key and value not empty)"

  static let malformedCases: [([UInt8], String)] = [
    (Array("한국:韓國:\n한국韓國\n".utf8), "/t/hanja.txt:2: \(shape)"),
    (Array("# c\n:韓國:x\n".utf8), "/t/hanja.txt:2: \(shape)"),
    (Array("가::x\n".utf8), "/t/hanja.txt:1: \(shape)"),
    (Array("가:佳\n".utf8), "/t/hanja.txt:1: \(shape)"),
    (Array("가:佳:\n\n나:".utf8) + [UInt8(0xFF)] + Array(":\n".utf8), "/t/hanja.txt:3: invalid UTF-8"),
    (Array("가:佳:\u{0}\n".utf8), "/t/hanja.txt:1: NUL byte"),
  ]

  @Test("a malformed line is an error naming the file and the line", arguments: malformedCases)
  func malformed(_ bytes: [UInt8], _ message: String) {
    #expect(error(bytes) == message)
  }

  @Test("a table with no entries is refused")
  func empty() {
    #expect(
      error(Array("# only comments\n\n".utf8))
        == "/t/hanja.txt: no entries (expected lines of key:value:comment)")
  }

  @Test("prefix and suffix try the longest key first, cutting only between characters")
  func order() throws {
    let table = try index("국:國:나라 국\n삼:三:석 삼\n삼국:三國:\n삼국사기:三國史記:\n")
    #expect(table.candidates(for: "삼국사기", match: .suffix).map(\.value) == ["三國史記"])
    #expect(table.candidates(for: "삼국", match: .suffix).map(\.value) == ["三國", "國"])
    #expect(table.candidates(for: "삼국", match: .prefix).map(\.value) == ["三國", "三"])
    #expect(table.candidates(for: "", match: .suffix).isEmpty)
  }
}

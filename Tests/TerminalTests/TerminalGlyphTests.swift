import DisplayText
import Testing

@testable import Terminal

@Suite("Terminal glyph")
struct TerminalGlyphTests {
  /// glibc's widths for the scalars used here (VS16 0, U+2764 1, new emoji unknown).
  func libc(_ s: Unicode.Scalar) -> Int {
    switch s.value {
    case 0xFE0F, 0x301: 0
    case 0xAC00...0xD7A3, 0x1F600: 2
    case 0x1FAE8: -1
    default: 1
    }
  }

  func glyph(_ text: String) -> String {
    let cell = Cell(text: text, width: DisplayWidth.of(Character(text)))
    return String(String.UnicodeScalarView(TerminalGlyph.scalars(for: cell, systemWidth: libc)))
  }

  @Test func agreeingWidthsPassThrough() {
    #expect(glyph("가") == "가")
    #expect(glyph("a") == "a")
    #expect(glyph("😀") == "😀")
    #expect(glyph("e\u{301}") == "e\u{301}")
  }

  @Test func narrowerInTheCLibraryDropsVS16AndPads() {
    #expect(glyph("❤️") == "❤ ")
  }

  @Test func unknownToTheCLibraryIsAReplacementPadded() {
    #expect(glyph("\u{1FAE8}") == "\u{FFFD} ")
  }
}

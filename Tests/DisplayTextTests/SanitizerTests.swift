import Testing

@testable import DisplayText

@Suite("Sanitizer")
struct SanitizerTests {
  @Test func escapeSequenceBecomesVisibleAndInert() {
    #expect(Sanitizer.visible("\u{1B}[31mred") == "␛[31mred")
  }

  @Test func c0Controls() {
    #expect(Sanitizer.visible("a\u{7}b") == "a␇b")
    #expect(Sanitizer.visible("a\rb") == "a␍b")
    #expect(Sanitizer.visible("a\nb") == "a␊b")
    #expect(Sanitizer.visible("a\r\nb") == "a␍␊b")
    #expect(Sanitizer.visible("\u{0}") == "␀")
  }

  @Test func delAndC1() {
    #expect(Sanitizer.visible("x\u{7F}") == "x␡")
    #expect(Sanitizer.visible("\u{9B}31m") == "\u{FFFD}31m")
    #expect(Sanitizer.visible("\u{85}") == "\u{FFFD}")
  }

  @Test func tabBecomesSpaces() {
    #expect(Sanitizer.visible("a\tb") == "a    b")
  }

  @Test func bidiOverridesAreReplaced() {
    #expect(Sanitizer.visible("a\u{202E}b\u{2066}") == "a\u{FFFD}b\u{FFFD}")
  }

  @Test func cleanTextIsUnchanged() {
    let text = "안녕하세요! 😀 ❤️ café"
    #expect(Sanitizer.visible(text) == text)
    #expect(Sanitizer.isClean(text))
    #expect(!Sanitizer.isClean("\u{1B}"))
  }

  @Test func nothingBelowSpaceSurvives() {
    let all = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
    let out = Sanitizer.visible(all)
    #expect(
      !out.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
  }

  @Test("zero-width format characters are dropped, so cells have the terminal's widths")
  func zeroWidthFormatCharactersAreDropped() {
    #expect(Sanitizer.visible("가\u{200D}나\u{200C}다\u{200B}라\u{FEFF}") == "가나다라")
    #expect(Sanitizer.visible("👨\u{200D}👩") == "👨👩")
    #expect(Sanitizer.visible("a\u{2060}b\u{200E}c") == "abc")
  }

  @Test("a base character keeps at most two combining marks")
  func combiningMarksAreBounded() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 1000) + "b"
    let out = Sanitizer.visible(zalgo)
    #expect(out.unicodeScalars.count == 4)
    #expect(out == "a\u{301}\u{301}b")
    #expect(Sanitizer.visible("e\u{301}\u{302}") == "e\u{301}\u{302}")
  }
}

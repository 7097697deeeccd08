import Terminal
import Testing

@testable import App

/// The one-line field as the search line and the popups' editors draw it.
@Suite("a one-line field")
struct FieldLineViewTests {
  /// The field holding `text` with the cursor at its end, drawn 21 cells wide.
  func drawn(_ text: String) -> Frame {
    var field = ComposingField(composer: .init(), mode: .english, maxLength: 100)
    _ = field.insert(text)
    var frame = Frame(width: 21, height: 1)
    FieldLineView.draw(
      field, in: Rect(x: 0, y: 0, width: 21, height: 1), style: .plain, into: &frame)
    return frame
  }

  @Test("text that fits is shown whole, the cursor after it")
  func fits() {
    let frame = drawn("abcdefghijklmnopqrst")
    #expect(frame.textLines() == ["abcdefghijklmnopqrst"])
    #expect(frame.cursor == Point(x: 20, y: 0))
  }

  @Test("past the edge the text jumps by half the width, so a key moves it once per half line")
  func scrollsInJumps() {
    #expect(drawn("abcdefghijklmnopqrstu").textLines() == ["klmnopqrstu"])
    // Keys typed after the jump leave the shown start where it was.
    let later = (1...9).map { drawn("abcdefghijklmnopqrstu" + String(repeating: "x", count: $0)) }
    #expect(later.allSatisfy { $0.textLines()[0].hasPrefix("klmnopqrstu") })
    #expect(
      drawn("abcdefghijklmnopqrstu" + String(repeating: "x", count: 10)).textLines()
        == ["uxxxxxxxxxx"])
  }

  @Test("wide characters are hidden whole and the cursor always shows")
  func wide() {
    for count in 1...30 {
      let frame = drawn(String(repeating: "한", count: count))
      #expect(frame.cursor != nil, "\(count)")
      #expect(!frame.textLines()[0].hasPrefix(" "), "\(count)")
    }
  }

  @Test("\"dkssud\" → 안녕: the cursor is on 녕 while it is composed, after it once a space ends it")
  func caretOnTheComposingSyllable() {
    var field = ComposingField(composer: .init(), mode: .hangul, maxLength: 100)
    for key in "dkssud" { _ = field.type(key) }
    var frame = Frame(width: 21, height: 1)
    FieldLineView.draw(
      field, in: Rect(x: 0, y: 0, width: 21, height: 1), style: .plain, into: &frame)
    #expect(frame.textLines() == ["안녕"])
    #expect(frame.cursor == Point(x: 2, y: 0))
    _ = field.type(" ")
    frame = Frame(width: 21, height: 1)
    FieldLineView.draw(
      field, in: Rect(x: 0, y: 0, width: 21, height: 1), style: .plain, into: &frame)
    #expect(frame.cursor == Point(x: 5, y: 0))
  }
}

import Hangul
import Testing

@Suite("TextBuffer")
struct TextBufferTests {
  @Test("inserts and deletes at the cursor")
  func editAtCursor() {
    var buffer = TextBuffer("가나다", cursor: 1)
    buffer.insertText("ㄱ")
    #expect(buffer.text == "가ㄱ나다" && buffer.cursor == 2)
    buffer.deleteBackward()
    buffer.deleteBackward()
    #expect(buffer.text == "나다" && buffer.cursor == 0)
    buffer.deleteBackward()
    #expect(buffer.text == "나다" && buffer.cursor == 0)
  }

  @Test("contexts split the text at the cursor")
  func contexts() {
    let buffer = TextBuffer("안녕 하세요", cursor: 2)
    #expect(buffer.documentContextBeforeInput == "안녕")
    #expect(buffer.documentContextAfterInput == " 하세요")
    #expect(buffer.hasText && !TextBuffer().hasText)
  }

  @Test("the cursor counts whole characters and is clamped")
  func graphemeCursor() {
    var buffer = TextBuffer("a👨‍👩‍👧b")
    #expect(buffer.cursor == 3)
    buffer.adjustTextPosition(byCharacterOffset: -1)
    buffer.deleteBackward()
    #expect(buffer.text == "ab" && buffer.cursor == 1)
    buffer.adjustTextPosition(byCharacterOffset: 10)
    #expect(buffer.cursor == 2)
    buffer.moveCursor(to: -5)
    #expect(buffer.cursor == 0)
    #expect(TextBuffer("abc", cursor: 9).cursor == 3)
  }

  @Test("edits apply as delete-backward then insert")
  func applyEdits() {
    var buffer = TextBuffer("닭")
    buffer.apply([TextEdit(deleteCount: 1, insert: "달가")])
    #expect(buffer.text == "달가")
  }
}

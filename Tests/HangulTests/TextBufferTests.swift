import Testing

@testable import Hangul

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

  @Test("a long document: edits and moves anywhere in it agree with an array of characters")
  func longDocument() {
    var buffer = TextBuffer()
    var model: [Character] = []
    var cursor = 0
    var seed: UInt64 = 0x2BEE1
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let pieces = ["가", "닭", "a", " ", "👨‍👩‍👧", "ㄱ", "한글", "\n"]
    for step in 1...20_000 {
      switch next(10) {
      case 0..<6:
        let piece = pieces[next(pieces.count)]
        buffer.insertText(piece)
        model.insert(contentsOf: piece, at: cursor)
        cursor += piece.count
      case 6..<8:
        buffer.deleteBackward()
        if cursor > 0 {
          model.remove(at: cursor - 1)
          cursor -= 1
        }
      case 8:
        let offset = cursor + next(101) - 50
        buffer.moveCursor(to: offset)
        cursor = min(max(offset, 0), model.count)
      default:
        let offset = next(3) == 0 ? 0 : model.count + next(3)
        buffer.moveCursor(to: offset)
        cursor = min(offset, model.count)
      }
      if step % 2_000 == 0 {
        #expect(buffer.text == String(model) && buffer.cursor == cursor, "step \(step)")
      }
    }
    #expect(model.count > 5_000)
    #expect(buffer.documentContextBeforeInput == String(model[..<cursor]))
    #expect(buffer.documentContextAfterInput == String(model[cursor...]))
  }

  @Test("the running count agrees with a recount over a long random edit sequence")
  func runningCount() {
    var buffer = TextBuffer("\u{1F1F0}\u{1F1F7}e\u{301}\r\n")
    #expect(buffer.count == 3)
    var seed: UInt64 = 0x5EED_C0DE
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    // Pieces that merge with their neighbours: combining marks, a lone flag half (regional
    // indicators pair up along a run), ZWJ, CR and LF, conjoining jamo.
    let pieces = [
      "가", "a", " ", "\u{301}", "\u{1F1F0}", "\u{1F1F7}", "\u{200D}", "👩", "\r", "\n",
      "\u{1100}", "\u{1161}", "\u{11A8}", "👨‍👩‍👧", "e\u{301}",
    ]
    for step in 1...20_000 {
      switch next(10) {
      case 0..<6: buffer.insertText(pieces[next(pieces.count)])
      case 6..<8: buffer.deleteBackward()
      case 8: buffer.moveCursor(to: buffer.cursor + next(21) - 10)
      default: buffer.moveCursor(to: next(buffer.count + 1))
      }
      if step % 16 == 0 || step > 19_900 {
        #expect(buffer.count == buffer.text.count, "step \(step)")
        if buffer.count != buffer.text.count { break }
      }
    }
    #expect(buffer.count > 1_000)
  }

  @Test("a flag half inserted before a long run of flags re-pairs them all; the count follows")
  func longFlagRun() {
    let flags = String(repeating: "\u{1F1F0}\u{1F1F7}", count: 40)
    var buffer = TextBuffer(flags, cursor: 0)
    buffer.insertText("\u{1F1FA}")
    #expect(buffer.count == buffer.text.count && buffer.count == 41)
    // The cursor is after the new pair (the new half and the first flag's first half).
    #expect(buffer.cursor == 1)
    buffer.deleteBackward()
    #expect(buffer.count == buffer.text.count && buffer.count == 40)
    // 79 halves: the last stands alone until a new half at the end pairs with it.
    buffer.moveCursor(to: 40)
    buffer.insertText("\u{1F1FA}")
    #expect(buffer.count == buffer.text.count && buffer.count == 40)
  }

  @Test("a combining mark typed after a letter joins it; deleting between two letters that merge")
  func mergingCharacters() {
    var buffer = TextBuffer("e")
    buffer.insertText("\u{301}")
    #expect(buffer.text == "é" && buffer.cursor == 1)
    buffer = TextBuffer("ax\u{301}b", cursor: 1)
    buffer.insertText("e")
    #expect(buffer.text.count == 4 && buffer.cursor == 2)
  }

  @Test(
    "typing at the end, where Korean text is typed: count, cursor and the text before it agree with String's"
  )
  func typingAtTheEnd() {
    var buffer = TextBuffer()
    var seed: UInt64 = 0xE_0D
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    // Syllables, jamo, ASCII and LF stand alone; the rest joins what is beside it (a conjoining
    // jamo joins a syllable after it, CR joins LF, a mark joins anything).
    let pieces = [
      "가", "힣", "ㄱ", "ㆎ", "a", "~", " ", "\n", "각a", "\r", "\u{1100}", "\u{1161}",
      "\u{11A8}", "\u{301}", "\u{1F1F0}", "👩", "\u{200D}", "\t",
    ]
    for step in 1...5_000 {
      if next(3) == 0 {
        buffer.deleteBackward()
      } else {
        buffer.insertText(pieces[next(pieces.count)])
      }
      let text = buffer.text
      #expect(buffer.count == text.count && buffer.cursor == text.count, "step \(step)")
      #expect(buffer.characterBeforeCursor == text.last, "step \(step)")
      let n = next(3)
      #expect(buffer.textBeforeCursor(characters: n) == text.suffix(n), "step \(step)")
      if buffer.count != text.count { break }
    }
  }

  @Test("a scalar that stands alone breaks from every other that does, on both sides")
  func loneScalarsBreak() {
    let lone = Array(0x20...0x7E) + [0x0A] + Array(0x3131...0x318E) + Array(0xAC00...0xD7A3)
    // The ends and middles of each range, beside every lone scalar.
    let neighbours = [0x20, 0x41, 0x7E, 0x0A, 0x3131, 0x3164, 0x318E, 0xAC00, 0xAC01, 0xD7A3]
    for value in lone {
      let scalar = Character(Unicode.Scalar(value)!)
      let text = String(scalar)
      #expect(LoneScalars.count(text) == 1)
      for other in neighbours.map({ Character(Unicode.Scalar($0)!) }) {
        #expect("\(other)\(scalar)".count == 2 && "\(scalar)\(other)".count == 2)
      }
    }
    for joining in [
      "\r", "\t", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{301}", "\u{200D}", "é", "👩",
    ] {
      #expect(LoneScalars.count(joining) == nil, "\(joining.unicodeScalars.first!.value)")
      #expect(LoneScalars.start(ofLast: 1, in: "가" + joining) == nil)
      #expect(LoneScalars.start(ofLast: 1, in: joining + "가") == nil)
    }
    #expect(LoneScalars.start(ofLast: 1, in: "가나") == 3)
    #expect(LoneScalars.start(ofLast: 2, in: "가나") == 0)
    #expect(LoneScalars.start(ofLast: 3, in: "가나") == nil)
    #expect(LoneScalars.start(ofLast: 0, in: "") == 0)
  }

  @Test("the edit trail tells a view how much of the text's start is as it drew it")
  func editTrail() {
    var buffer = TextBuffer("가나다")
    let drawn = buffer.trail.revision
    #expect(buffer.trail.unchangedPrefix(since: drawn) == .max)
    buffer.insertText("라")  // at the end: bytes 0..<9 are the same
    #expect(buffer.trail.unchangedPrefix(since: drawn) == 9)
    buffer.deleteBackward()
    buffer.deleteBackward()  // 다 went: from byte 6
    #expect(buffer.trail.unchangedPrefix(since: drawn) == 6)
    buffer.moveCursor(to: 0)
    buffer.insertText("a")
    #expect(buffer.trail.unchangedPrefix(since: drawn) == 0)
    // Another buffer's revisions, or one too far back, are not this text's past.
    let other = TextBuffer("가나다")
    #expect(buffer.trail.unchangedPrefix(since: other.trail.revision) == nil)
    #expect(other.trail.revision != drawn)
    let before = buffer.trail.revision
    for _ in 0..<EditTrail.kept { buffer.insertText("b") }
    #expect(buffer.trail.unchangedPrefix(since: before) == 1)
    buffer.insertText("b")
    #expect(buffer.trail.unchangedPrefix(since: before) == nil)
  }
}

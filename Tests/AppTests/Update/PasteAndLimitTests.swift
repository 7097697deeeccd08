import Terminal
import Testing

@testable import App

@Suite("Paste and the length limit")
struct PasteAndLimitTests {
  static let mixed = "배송 빠르고 좋아요! Great keyboard.\r\nhttps://example.com/a?b=1&c=2\t끝"
  static let cleaned = "배송 빠르고 좋아요! Great keyboard.\nhttps://example.com/a?b=1&c=2 끝"

  @Test("a paste is inserted as is in every focus: never 2-beolsik, never a command")
  func pasteInEveryFocus() {
    for focus in Focus.allCases {
      var state = makeState(reviews: sampleReviews)
      state.focus = focus
      let effects = update(&state, .input(.paste(Self.mixed)))
      #expect(state.compose.text == Self.cleaned, "focus \(focus)")
      #expect(state.focus == (focus == .list ? .compose : focus))
      #expect(!state.shouldQuit && state.overlay == nil)
      #expect(effects.contains(.startTimer(.draftSave, milliseconds: 700)))
    }
  }

  @Test("the decoder hands a bracketed paste over as one paste event, as it came")
  func decoderPaste() {
    let bytes = Array(("\u{1B}[200~" + Self.mixed + "\u{1B}[201~q").utf8)
    #expect(ByteInputDecoder.decode(bytes) == [.paste(Self.mixed), .key(.character("q"), [])])
  }

  @Test("typed and pasted text are cleaned by one rule on the way in, in every field")
  func oneCleaningRule() {
    let raw = "가\u{9B}\u{1B}[31m나\u{7F}\r\n다\t라"
    for event in [InputEvent.text(raw), .paste(raw)] {
      var state = makeState()
      _ = update(&state, .input(event))
      #expect(state.compose.text == InsertedText.cleaned(raw))
      #expect(state.compose.text == "가[31m나\n다 라")
      var search = makeState(reviews: sampleReviews)
      search.focus = .list
      search.press(.character("/"))
      _ = update(&search, .input(.text(raw)))
      #expect(search.list.search?.field.text == "가[31m나 다 라")
    }
  }

  @Test("a paste into an open popup's field goes there, not into the compose pane")
  func pasteIntoPopup() {
    var state = makeState()
    state.press(.function(1))
    _ = update(&state, .input(.paste("abc")))
    #expect(state.compose.text.isEmpty)
    #expect(state.overlay?.kind == .help)
  }

  @Test("a paste past 1000 characters inserts what fits and says how much was cut")
  func pasteOverTheLimit() {
    var state = makeState(draft: String(repeating: "가", count: 990))
    _ = update(&state, .input(.paste(String(repeating: "나", count: 25))))
    #expect(state.compose.length == 1000)
    #expect(state.toast?.message == "리뷰는 1000자까지예요: 15자는 넣지 못했어요")
    #expect(render(state).textLines().contains { $0.contains("1000/1000") })
  }

  @Test("typing stops at 1000 characters; a jamo that only changes the last syllable still works")
  func typingAtTheLimit() {
    var state = makeState(draft: String(repeating: "가", count: 999))
    state.typeKeys("g")
    #expect(state.compose.length == 1000)
    state.typeKeys("k")  // ㅎ + ㅏ = 하: same length
    #expect(state.compose.text.hasSuffix("하"))
    state.typeKeys("s")  // 한
    #expect(state.compose.text.hasSuffix("한"))
    state.typeKeys(" ")
    #expect(state.compose.length == 1000)
    #expect(state.compose.text.hasSuffix("한"))
    #expect(state.toast?.message == "리뷰는 1000자까지 쓸 수 있어요")
    state.press(.backspace)
    #expect(state.compose.text.hasSuffix("하"))
  }

  @Test("the post warning counts what the counter shows")
  func postWarningAgreesWithCounter() {
    var state = makeState(draft: String(repeating: "가", count: 1001) + " ")
    state.press(.ctrl("s"))
    #expect(state.toast?.message == "리뷰는 1000자까지 쓸 수 있어요 (지금 1002자)")
    #expect(render(state).textLines().contains { $0.contains("1002/1000") })
  }
}

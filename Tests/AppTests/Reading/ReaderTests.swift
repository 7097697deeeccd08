import Foundation
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("Reading one review")
struct ReaderTests {
  func listState(_ reviews: [Review] = sampleReviews) -> AppState {
    var state = makeState(reviews: reviews)
    state.focus = .list
    return state
  }

  @Test("Enter on the list opens the selected review; Esc and q close it, the list keeps focus")
  func openAndClose() {
    var state = listState()
    state.typeKeys("j")
    state.press(.enter)
    #expect(state.overlay?.kind == .reader)
    #expect(state.reader?.review.id == "r2")
    state.press(.escape)
    #expect(state.overlay == nil)
    #expect(state.focus == .list)
    #expect(state.list.selected == 1)
    state.press(.enter)
    state.typeKeys("q")
    #expect(state.overlay == nil)
    #expect(!state.shouldQuit, "q closes the reader, it does not quit")
  }

  @Test("a double click opens the review under the pointer; two slow clicks do not")
  func doubleClick() {
    var state = listState()
    state.focus = .compose
    let y = 2 + 5  // the second review's header
    state.click(x: 10, y: y)
    #expect(state.overlay == nil)
    state.now = testNow.addingTimeInterval(0.2)
    state.click(x: 10, y: y)
    #expect(state.overlay?.kind == .reader)
    #expect(state.reader?.review.id == "r2")
    state.press(.escape)
    state.now = testNow.addingTimeInterval(5)
    state.click(x: 10, y: y)
    state.now = testNow.addingTimeInterval(6)
    state.click(x: 10, y: y)
    #expect(state.overlay == nil)
  }

  @Test("the reader shows the author, absolute and relative time, the theme and all the text")
  func content() {
    var state = listState()
    state.press(.enter)
    let text = render(state).textLines().joined(separator: "\n")
    #expect(text.contains("김 김하늘"))
    #expect(text.contains("2026.03.01 11:59 (방금 전) · 테마 1"))
    #expect(text.contains("긴 문장도"))
    #expect(text.contains("y 복사"))
  }

  @Test("the absolute time is in the local time zone")
  func timeZone() {
    var state = listState()
    state.timeZone = TimeZone(identifier: "Asia/Seoul")!
    state.press(.enter)
    #expect(render(state).textLines().contains { $0.contains("2026.03.01 20:59") })
  }

  @Test("a long review scrolls with j/k, PgDn/PgUp and End/Home, never past its end")
  func scrolling() {
    let long = review(
      1, "길게", (1...60).map { "\($0)번째 줄" }.joined(separator: "\n"), minutesAgo: 1)
    var state = listState([long])
    state.press(.enter)
    #expect(state.reader?.scroll == 0)
    state.typeKeys("jj")
    #expect(state.reader?.scroll == 2)
    state.press(.up)
    #expect(state.reader?.scroll == 1)
    state.press(.end)
    let max = ReaderGeometry(area: state.popupArea, review: long).maxScroll
    #expect(max > 0)
    #expect(state.reader?.scroll == max)
    state.typeKeys("j")
    #expect(state.reader?.scroll == max)
    #expect(render(state).textLines().contains { $0.contains("60번째 줄") })
    state.press(.pageUp)
    #expect(state.reader!.scroll < max)
    state.press(.home)
    #expect(state.reader?.scroll == 0)
    state.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10))))
    #expect(state.reader?.scroll == 1)
  }

  @Test("y copies the text through OSC 52 and says so")
  func copy() {
    var state = listState()
    state.typeKeys("j")
    state.press(.enter)
    let effects = state.typeKeys("y")
    let expected =
      "\u{1B}]52;c;" + Data(sampleReviews[1].content.utf8).base64EncodedString() + "\u{07}"
    #expect(effects.contains(.writeTerminal(expected)))
    #expect(state.toast?.message.hasPrefix("복사했어요") == true)
    #expect(render(state).textLines().contains { $0.contains("복사했어요") }, "over the reader")
    #expect(state.overlay?.kind == .reader)
  }

  @Test("Ctrl-C in the reader still asks to quit")
  func interrupt() {
    var state = listState()
    state.press(.enter)
    state.press(.ctrl("c"))
    #expect(state.overlay?.kind != .reader)
  }
}

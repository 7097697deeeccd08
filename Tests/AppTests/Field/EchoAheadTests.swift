import Foundation
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// The runtime's drawing of keys typed one at a time: the echo written ahead of the update when
/// the last frame says where, then the update, the echo frame and the rest of the panes, all
/// through one screen model, as `AppRuntime` draws them.
private struct TypedScreen {
  var state: AppState
  var cache = RenderCache()
  var model = ScreenModel()

  init(_ state: AppState) {
    self.state = state
    _ = model.update(to: render(state, reusing: &cache))
  }

  /// Types one key; returns the echo written ahead of the update (nil if none) and the runs
  /// the frames after it wrote on that echo's row.
  mutating func press(_ key: Key, _ modifiers: Modifiers = []) -> (EchoAhead?, [FrameRun]) {
    var ahead: EchoAhead?
    if let spot = cache.typingSpot.take() {
      ahead = state.echoAhead(KeyChord(key, modifiers), at: spot)
    }
    if let ahead {
      let written = model.writeAhead(
        ahead.text, x: ahead.x, y: ahead.y, style: ahead.style, blank: ahead.blank,
        to: ahead.blankTo, cursor: ahead.cursor)
      #expect(written != nil)
    }
    _ = update(&state, .input(.key(key, modifiers)))
    var runs: [FrameRun] = []
    var cursors: [Point?] = []
    for frame in [renderEcho(state, reusing: &cache), render(state, reusing: &cache)] {
      guard let frame else { continue }
      let written = model.update(to: frame)
      runs += written.runs
      cursors.append(written.cursor)
    }
    if let ahead {
      #expect(cursors.allSatisfy { $0 == ahead.cursor }, "cursor after \(ahead): \(cursors)")
    }
    return (ahead, runs.filter { $0.y == ahead?.y })
  }

  /// Types each character of `keys`; returns the echoes written ahead.
  mutating func type(_ keys: String) -> [EchoAhead?] {
    keys.map { press(.character($0)).0 }
  }
}

@Suite("A typed key's echo, written before the update")
struct EchoAheadTests {
  @Test("\"ekf\" typed after a word: ㄷ, 다, 달 in the syllable's cell, the cursor on it")
  func syllableBySyllable() throws {
    var screen = TypedScreen(makeState(width: 80, height: 24, draft: "리뷰 "))
    let echoes = screen.type("ekf").map { $0.map(\.text) }
    #expect(echoes == ["ㄷ", "다", "달"])
    let last = try #require(screen.type("k").last ?? nil)
    // 달 + ㅏ: 다 stays, 라 starts; the cursor goes on 라.
    #expect(last.text == "다라")
    #expect(last.cursor.x == last.x + 2)
    #expect(screen.state.compose.text == "리뷰 다라")
  }

  @Test("Backspace takes back a jamo ahead of the update, then the character, its cells blanked")
  func backspace() throws {
    var screen = TypedScreen(makeState(width: 80, height: 24, draft: "리뷰 "))
    _ = screen.type("ekf")
    var echoes: [EchoAhead?] = []
    for _ in 0..<4 { echoes.append(screen.press(.backspace).0) }
    #expect(echoes.map { $0?.text } == ["다", "ㄷ", "", ""])
    let gone = try #require(echoes[2])
    #expect(gone.blankTo == gone.x + 2)
    #expect(gone.cursor.x == gone.x)
    #expect(screen.state.compose.text == "리뷰")
    #expect(screen.model.shown == render(screen.state))
  }

  @Test("what was written ahead is what the frame holds: its row is not written again")
  func frameAgrees() {
    var screen = TypedScreen(makeState(width: 80, height: 24, reviews: sampleReviews, draft: "가"))
    for key in "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep!" {
      let (ahead, rewritten) = screen.press(.character(key))
      #expect(ahead != nil, "no echo ahead for \(key)")
      #expect(rewritten.isEmpty, "\(key): \(rewritten)")
    }
    #expect(screen.model.shown == render(screen.state))
  }

  @Test("random keys at several widths: the screen ends as drawn from scratch, echoes agree")
  func randomKeys() {
    var generator = SeededGenerator(seed: 29)
    let letters = Array("rsefaqtdwczxvgkoiOjpuPhynbml RSEQTWOP.,!?1 ")
    let others: [Key] = [.backspace, .enter, .left, .end, .function(4)]
    var (keys, aheads, mismatched) = (0, 0, 0)
    for width in [80, 97, 120] {
      var screen = TypedScreen(makeState(width: width, height: 24, reviews: sampleReviews))
      for _ in 0..<600 {
        let roll = Int(generator.next() % 100)
        let key: Key =
          roll < 90
          ? .character(letters[Int(generator.next() % UInt64(letters.count))])
          : others[Int(generator.next() % UInt64(others.count))]
        let (ahead, rewritten) = screen.press(key)
        keys += 1
        if ahead != nil { aheads += 1 }
        if ahead != nil, !rewritten.isEmpty { mismatched += 1 }
        #expect(screen.model.shown == render(screen.state), "width \(width), after \(key)")
      }
    }
    #expect(mismatched == 0)
    // Letters typed at the text's end are echoed ahead (← leaves the end until End comes back).
    #expect(aheads > keys / 3, "\(aheads) of \(keys)")
  }

  @Test("the search line's field is echoed ahead too")
  func searchLine() throws {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    state.focus = .list
    _ = state.typeKeys("/")
    var screen = TypedScreen(state)
    #expect(screen.type("g") == [nil])  // an empty field: nothing to start from
    let echoes = screen.type("ksrmf")
    #expect(echoes.map { $0?.text } == ["하", "한", "ㄱ", "그", "글"])
    #expect(screen.cache.typingSpot?.field == .search)
    #expect(screen.model.shown == render(screen.state))
  }

  @Test("a long query: echoed ahead between the steps the search line scrolls by")
  func searchLineScrolls() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    state.focus = .list
    _ = state.typeKeys("/")
    var screen = TypedScreen(state)
    var aheads = 0
    let keys = String(repeating: "dkssudgktpdy ", count: 8)
    for key in keys {
      let (ahead, rewritten) = screen.press(.character(key))
      if ahead != nil { aheads += 1 }
      #expect(rewritten.isEmpty, "\(key): \(rewritten)")
      #expect(screen.model.shown == render(screen.state))
    }
    #expect(screen.state.list.search?.field.text.count == 48)
    // All but the first key and the few that scroll the line.
    #expect(aheads > keys.count * 3 / 4, "\(aheads) of \(keys.count)")
  }

  @Test("no echo ahead near the limit, under a toast, or with the list focused")
  func whereNot() {
    let long = String(repeating: "가", count: ComposeState.maxLength - 5)
    var nearLimit = TypedScreen(makeState(width: 80, height: 24, draft: long))
    #expect(nearLimit.type("rk") == [nil, nil])
    #expect(nearLimit.state.compose.text.hasSuffix("가가"))

    var state = makeState(width: 80, height: 24, draft: "가")
    _ = state.showToast(.info, "되돌릴 것이 없어요")
    var toasted = TypedScreen(state)
    #expect(toasted.cache.typingSpot == nil)
    #expect(toasted.type("r") == [nil])

    var listed = TypedScreen(makeState(width: 80, height: 24, reviews: sampleReviews, draft: "가"))
    _ = listed.press(.tab, .shift)
    #expect(listed.state.focus == .list)
    #expect(listed.cache.typingSpot == nil)
  }

  @Test("a key that moves the text to the next row is drawn by the frame, not ahead")
  func rowEnd() throws {
    // 78 cells of text in an 80-column pane (78 inside its border): the row is full.
    var screen = TypedScreen(
      makeState(width: 80, height: 24, draft: String(repeating: "ab", count: 38)))
    #expect(screen.cache.typingSpot == nil)
    _ = screen.press(.backspace)
    #expect(screen.type("c").first ?? nil == nil)
    #expect(screen.model.shown == render(screen.state))
  }
}

import Foundation
import Hanja
import Persistence
import Terminal
import Testing

@testable import App

/// Issue 19's UI: F9 (or the grid's 한자 key) converts the text before the cursor in a
/// candidate window, in every composing field.
@Suite("한자 and 기호 in the UI")
struct HanjaWindowTests {
  @Test("gksrnr F9 loads the table in an effect, then offers 韓國 with its meaning 대한민국")
  func offersHanguk() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    #expect(
      effects == [.loadHanjaTable(.hanja, file: HanjaTables.defaultTable, withChoices: true)])
    #expect(state.hanja.window == nil, "the frame does not wait for the table")
    state.runHanjaLoads(effects)
    let number = try state.turnToCandidate("韓國")
    #expect(state.hanjaLines.contains("\(number) 韓國 대한민국"))
    #expect(render(state).textLines().contains { $0.contains("\(number) 韓國 대한민국") })
  }

  @Test("choosing 韓國 by its number puts it in place of 한국, learns it and saves it")
  func choosesByNumber() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.pressHanja()
    let number = try state.turnToCandidate("韓國")
    let effects = state.typeKeys("\(number)")
    #expect(state.compose.text == "韓國")
    #expect(state.hanja.window == nil)
    #expect(state.compose.composing == nil)
    var learned = LearnedChoices()
    learned.record(key: "한국", value: "韓國")
    #expect(effects.contains(.saveHanjaChoices(learned)))
    // The next time, the choice comes first.
    state.typeKeys(" gksrnr")
    state.pressHanja()
    #expect(state.hanjaLines.first == "1 韓國 대한민국")
  }

  @Test("learned choices loaded with the table come first")
  func learnedFromDisk() {
    var state = makeState()
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    var learned = LearnedChoices()
    learned.record(key: "한국", value: "韓國")
    state.runHanjaLoads(effects, choices: HanjaChoicesLoad(choices: learned))
    #expect(state.hanjaLines.first == "1 韓國 대한민국")
  }

  @Test("ㅁ F9 opens the symbols of ㅁ: ★ among them")
  func symbols() throws {
    var state = makeState()
    state.typeKeys("a")
    let effects = state.press(.function(9))
    #expect(
      effects == [.loadHanjaTable(.symbols, file: HanjaTables.defaultSymbols, withChoices: true)])
    state.runHanjaLoads(effects)
    let number = try state.turnToCandidate("★")
    state.typeKeys("\(number)")
    #expect(state.compose.text == "★")
  }

  @Test("Esc closes the window and leaves 한국 as typed")
  func escapeLeavesText() {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.pressHanja()
    #expect(state.hanja.window != nil)
    let effects = state.press(.escape)
    #expect(state.hanja.window == nil)
    #expect(state.compose.text == "한국")
    #expect(!effects.contains { if case .saveHanjaChoices = $0 { true } else { false } })
  }

  @Test("9 a page; PgDn/PgUp turn pages; arrows and Tab move; Enter picks the highlighted one")
  func paging() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.pressHanja()
    let pages = try #require(state.hanja.window?.pages)
    #expect(pages.pageCount > 1)
    #expect(state.hanjaLines.count == 9)
    #expect(state.hanjaLines.first?.hasPrefix("1 ") == true)
    #expect(render(state).textLines().contains { $0.contains(" 1/\(pages.pageCount) ") })
    state.press(.pageDown)
    #expect(state.hanja.window?.pages.page == 1)
    #expect(render(state).textLines().contains { $0.contains(" 2/\(pages.pageCount) ") })
    let second = try #require(state.hanja.window?.pages.numbered(2))
    state.press(.pageUp)
    state.press(.pageDown)
    state.press(.down)
    state.press(.tab)
    state.press(.up)
    state.press(.right)
    // Highlight: page 2's first, then down, Tab, up, right: its third.
    #expect(state.hanja.window?.pages.current == state.hanja.window?.pages.numbered(3))
    state.press(.backTab)
    state.press(.left)
    #expect(state.hanja.window?.pages.current == pages.candidates[9])
    state.press(.down)
    state.press(.enter)
    // Only the key it matched is replaced: 國 for 국 leaves 한.
    #expect(state.compose.text == "한국".dropLast(second.key.count) + second.value)
  }

  @Test("a digit with no candidate on the page does nothing; another key closes and types")
  func otherKeys() throws {
    var state = makeState()
    state.typeKeys("rkr")
    state.pressHanja()
    let pages = try #require(state.hanja.window?.pages)
    let onLast = pages.candidates.count - (pages.pageCount - 1) * CandidatePages.pageSize
    #expect(onLast < 9, "각's last page is short")
    state.press(.pageUp)
    state.typeKeys("9")
    #expect(state.hanja.window?.pages.page == pages.pageCount - 1, "still open on the last page")
    #expect(state.compose.text == "각")
    state.typeKeys("k")
    #expect(state.hanja.window == nil)
    #expect(state.compose.text == "가가")
  }

  @Test("the choice replaces only the matched part; text before it and after the cursor stays")
  func replacesMatchedPart() throws {
    var state = makeState()
    // 저한국 then 다 after the cursor.
    state.typeKeys("wjgksrnrek")
    state.press(.left)
    state.pressHanja()
    #expect(state.hanja.window?.conversion.word == "저한국")
    let number = try state.turnToCandidate("韓國")
    state.typeKeys("\(number)")
    #expect(state.compose.text == "저韓國다")
    #expect(state.compose.field.cursor == 3)
  }

  @Test("after a conversion F9 continues before it: 삼국사기 → 史記, then 三國")
  func continues() throws {
    var state = makeState()
    state.typeKeys("tkarnrtkrl")
    state.pressHanja()
    #expect(state.hanja.window?.conversion.word == "삼국사기")
    #expect(state.hanja.window?.pages.candidates.first?.value == "三國史記")
    let history = try state.turnToCandidate("史記")
    state.typeKeys("\(history)")
    #expect(state.compose.text == "삼국史記")
    state.pressHanja()
    #expect(state.hanja.window?.conversion.word == "삼국")
    let kingdoms = try state.turnToCandidate("三國")
    state.typeKeys("\(kingdoms)")
    #expect(state.compose.text == "三國史記")
    #expect(state.compose.field.cursor == 4)
    let effects = state.pressHanja()
    #expect(state.hanja.window == nil, "nothing before 三國史記 to convert")
    #expect(state.toast != nil)
    #expect(!effects.contains { if case .loadHanjaTable = $0 { true } else { false } })
  }

  @Test("삼국사기 F9 1 converts the whole word")
  func wholeWord() {
    var state = makeState()
    state.typeKeys("tkarnrtkrl")
    state.pressHanja()
    state.typeKeys("1")
    #expect(state.compose.text == "三國史記")
  }

  @Test("a click on a candidate picks it; a click elsewhere closes the window")
  func mouse() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.pressHanja()
    let window = try #require(state.hanja.window)
    let layout = HanjaWindowView.layout(window, width: state.width, height: state.height)
    let row = layout.rows[1]
    state.click(x: row.rect.x + 2, y: row.rect.y)
    #expect(state.compose.text == row.entry.value)
    state.typeKeys(" gksrnr")
    state.pressHanja()
    state.click(x: 0, y: 0)
    #expect(state.hanja.window == nil)
    #expect(state.compose.text.hasSuffix(" 한국"))
  }

  @Test("the grid's 한자 key converts like F9")
  func gridKey() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.focus = .keyboard
    let effects = state.pressKey(labelled: "한자")
    state.runHanjaLoads(effects)
    #expect(state.hanja.window?.conversion.word == "한국")
    let number = try state.turnToCandidate("韓國")
    state.typeKeys("\(number)")
    #expect(state.compose.text == "韓國")
  }

  @Test("in the search line: 한국 F9 and a number put 韓國 in the query")
  func searchLine() throws {
    var state = makeState(reviews: sampleReviews)
    state.focus = .list
    state.typeKeys("/gksrnr")
    state.pressHanja()
    #expect(state.hanja.window?.target == .search)
    let number = try state.turnToCandidate("韓國")
    state.typeKeys("\(number)")
    #expect(state.list.search?.field.text == "韓國")
    #expect(state.compose.text == "")
  }

  @Test("in the phrase editor and the shortcut editor")
  func editors() throws {
    var state = makeState()
    state.press(.function(2))
    state.typeKeys("e")
    state.press(.ctrl("u"))
    state.typeKeys("gksrnr")
    state.pressHanja()
    #expect(state.hanja.window?.target == .phrasesEditor)
    var number = try state.turnToCandidate("韓國")
    state.typeKeys("\(number)")
    guard case .phrases(let popup) = state.overlay else {
      Issue.record("the phrase popup closed")
      return
    }
    #expect(popup.editor?.text == "韓國")
    state.press(.escape)
    state.press(.escape)
    state.press(.function(3))
    state.typeKeys("e")
    state.press(.ctrl("u"))
    state.typeKeys("gksrnr")
    state.pressHanja()
    #expect(state.hanja.window?.target == .shortcutsEditor)
    number = try state.turnToCandidate("韓國")
    state.typeKeys("\(number)")
    guard case .shortcuts(let picker) = state.overlay else {
      Issue.record("the shortcut picker closed")
      return
    }
    #expect(picker.editor?.text == "韓國")
  }

  @Test("after a resize the window is beside the cursor where it is now")
  func followsResize() throws {
    var state = makeState()
    state.typeKeys("gksrnr")
    state.pressHanja()
    let before = try #require(state.hanja.window?.anchor)
    state.send(.input(.resize(width: 120, height: 40)))
    let after = try #require(state.hanja.window?.anchor)
    #expect(before != after)
    var closed = state
    closed.hanja.window = nil
    #expect(after == render(closed).cursor)
  }

  @Test("F9 is a row of the command table: a [keys] binding moves it")
  func rebinding() {
    var state = makeState()
    state.keys = KeyMap(overrides: [.hanja: [KeyChord(.function(8))]])
    state.typeKeys("gksrnr")
    #expect(state.press(.function(9)).isEmpty)
    state.pressHanja(Key.function(8))
    #expect(state.hanja.window?.conversion.word == "한국")
    #expect(
      CommandTable.rows.contains { $0.command == .hanja && $0.keys == [KeyChord(.function(9))] })
  }

  @Test("a missing table is said plainly with its file; typing and symbols keep working")
  func missingTable() throws {
    var settings = Settings.defaults
    settings.hanjaTable = "/nonexistent/hanja.txt"
    var state = makeState(settings: settings)
    state.typeKeys("gksrnr")
    state.pressHanja()
    #expect(state.hanja.window == nil)
    let toast = try #require(state.toast)
    #expect(toast.message.contains("/nonexistent/hanja.txt"))
    state.typeKeys(" a")
    #expect(state.compose.text == "한국 ㅁ")
    state.pressHanja()
    #expect(state.hanja.window?.conversion.table == .symbols)
  }

  @Test("a malformed table line is said with the file and the line number")
  func malformedTable() throws {
    let file = try HanjaFixture.table(["한국:韓國:대한민국", "broken line"])
    defer { try? FileManager.default.removeItem(at: file) }
    var settings = Settings.defaults
    settings.hanjaTable = file.path
    var state = makeState(settings: settings)
    state.typeKeys("gksrnr")
    state.pressHanja()
    let message = try #require(state.toast?.message)
    #expect(message.contains(file.lastPathComponent) && message.contains("2"))
    #expect(state.hanja.window == nil)
  }

  @Test("a learned-choices file that could not be read is said once; conversion still works")
  func unreadableChoices() {
    var state = makeState()
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    state.runHanjaLoads(effects, choices: HanjaChoicesLoad(choices: .init(), unreadable: true))
    #expect(state.toast?.message.contains("hanja-choices.txt") == true)
    #expect(state.hanja.window != nil)
  }

  @Test("an F9 whose text changed while its table loaded opens nothing")
  func staleWait() {
    var state = makeState()
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    state.typeKeys("k")
    state.runHanjaLoads(effects)
    #expect(state.hanja.window == nil)
    #expect(state.hanja.indexes[.hanja] != nil, "the table is kept for the next F9")
  }
}

/// The candidate window as text: beside the cursor of the field it converts in.
@Suite("한자 window snapshots")
struct HanjaWindowSnapshotTests {
  @Test("under the compose pane's cursor, 9 a page with numbers and meanings")
  func compose() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("gksrnr")
    state.pressHanja()
    expectSnapshot(render(state), "hanja-compose-80x24")
  }

  @Test("the symbols of ㅁ, on their second page, at 120×40")
  func symbols() {
    var state = makeState(width: 120, height: 40, reviews: sampleReviews)
    state.typeKeys("dkssud a")
    state.pressHanja()
    state.press(.pageDown)
    expectSnapshot(render(state), "hanja-symbols-120x40")
  }

  @Test("beside the search line's cursor")
  func search() {
    var state = makeState(reviews: sampleReviews)
    state.focus = .list
    state.typeKeys("/tkarnrtkrl")
    state.pressHanja()
    expectSnapshot(render(state), "hanja-search-80x24")
  }

  @Test("beside the phrase editor's cursor, over the popup")
  func editor() {
    var state = makeState(reviews: sampleReviews)
    state.press(.function(2))
    state.typeKeys("e")
    state.press(.ctrl("u"))
    state.typeKeys("rkatk")
    state.pressHanja()
    expectSnapshot(render(state), "hanja-phrase-editor-80x24")
  }
}

import Hangul
import Testing

@testable import App
@testable import Terminal

@Suite("단축키 picker")
struct ShortcutPickerTests {
  static let area = Rect(x: 0, y: 0, width: 70, height: 14)
  static let defaults = ["😀", "ㅋㅋㅋㅋㅋㅋ", "❤️", "넵넵!!", "안녕하세요!", "ㅠㅠㅠㅠ"]

  func picker(current: Int = 0) -> ShortcutPicker {
    ShortcutPicker(items: Self.defaults, current: current, area: Self.area)
  }

  // MARK: Choosing

  @Test func theCurrentItemStartsSelected() {
    #expect(picker(current: 4).selected == 4)
    #expect(ShortcutPicker(items: Self.defaults, current: 9, area: Self.area).current == 0)
  }

  @Test func arrowsMoveInTheGridAndStopAtItsEdges() {
    var p = picker()
    #expect(p.handle(PopupInput.key(.right)) == nil)
    #expect(p.selected == 1)
    _ = p.handle(PopupInput.key(.right))
    _ = p.handle(PopupInput.key(.right))
    #expect(p.selected == 2)
    _ = p.handle(PopupInput.key(.down))
    #expect(p.selected == 5)
    _ = p.handle(PopupInput.key(.down))
    #expect(p.selected == 5)
    _ = p.handle(PopupInput.key(.left))
    #expect(p.selected == 4)
    _ = p.handle(PopupInput.key(.up))
    #expect(p.selected == 1)
    _ = p.handle(PopupInput.key(.up))
    #expect(p.selected == 1)
    _ = p.handle(PopupInput.key(.left))
    _ = p.handle(PopupInput.key(.left))
    #expect(p.selected == 0)
  }

  @Test func vimKeysTabAndHomeEndMoveToo() {
    var p = picker()
    _ = p.handle(PopupInput.char("l"))
    _ = p.handle(PopupInput.char("j"))
    #expect(p.selected == 4)
    _ = p.handle(PopupInput.char("h"))
    _ = p.handle(PopupInput.char("k"))
    #expect(p.selected == 0)
    _ = p.handle(PopupInput.key(.backTab))
    #expect(p.selected == 5)
    _ = p.handle(PopupInput.key(.tab))
    #expect(p.selected == 0)
    _ = p.handle(PopupInput.key(.end))
    #expect(p.selected == 5)
    _ = p.handle(PopupInput.key(.home))
    #expect(p.selected == 0)
  }

  @Test func enterMakesTheSelectedItemCurrent() {
    var p = picker()
    _ = p.handle(PopupInput.key(.right))
    #expect(p.handle(PopupInput.key(.enter)) == .selectShortcut(1))
    #expect(p.current == 1)
    _ = p.handle(PopupInput.key(.right))
    #expect(p.handle(PopupInput.char(" ")) == .selectShortcut(2))
  }

  @Test func aDigitChoosesThatItem() {
    var p = picker()
    #expect(p.handle(PopupInput.char("6")) == .selectShortcut(5))
    #expect(p.current == 5)
    #expect(p.selected == 5)
    #expect(p.handle(PopupInput.char("7")) == .unhandled)
    #expect(p.handle(PopupInput.char("0")) == .unhandled)
  }

  @Test func escCloses() {
    var p = picker()
    #expect(p.handle(PopupInput.key(.escape)) == .close)
  }

  @Test func keysThePickerDoesNotUseAreLeftToTheApp() {
    var p = picker()
    #expect(p.handle(PopupInput.key(.function(3))) == .unhandled)
    #expect(p.handle(.key(.character("2"), .alt)) == .unhandled)
    #expect(p.handle(.text("한")) == .unhandled)
    #expect(p.handle(PopupInput.char("x")) == .unhandled)
    #expect(p.current == 0)
  }

  // MARK: Editing

  @Test func eEditsTheSelectedItemInPlace() {
    var p = picker()
    _ = p.handle(PopupInput.key(.right))
    #expect(p.handle(PopupInput.char("e")) == nil)
    #expect(p.editor?.index == 1)
    #expect(p.editor?.text == "ㅋㅋㅋㅋㅋㅋ")
    _ = p.handle(PopupInput.key(.backspace))
    _ = p.handle(PopupInput.key(.backspace))
    _ = p.handle(PopupInput.char("!"))
    _ = p.handle(.text("ㅎ"))
    _ = p.handle(.key(.character("A"), .shift))
    #expect(p.editor?.text == "ㅋㅋㅋㅋ!ㅎA")
    var expected = Self.defaults
    expected[1] = "ㅋㅋㅋㅋ!ㅎA"
    #expect(p.handle(PopupInput.key(.enter)) == .shortcutsChanged(expected))
    #expect(p.editor == nil)
    #expect(p.items == expected)
    #expect(p.current == 0)
  }

  @Test func escCancelsAnEditAndKeepsTheItem() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.text("바꿈"))
    #expect(p.handle(PopupInput.key(.escape)) == nil)
    #expect(p.editor == nil)
    #expect(p.items == Self.defaults)
  }

  @Test func whileEditingKeysAreTextNotCommands() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    for c in "e1 jk" { _ = p.handle(PopupInput.char(c)) }
    #expect(p.editor?.text == "e1 jk")
    #expect(p.selected == 0)
    #expect(p.current == 0)
  }

  @Test func anEmptyItemIsNotSaved() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    _ = p.handle(PopupInput.char(" "))
    #expect(p.handle(PopupInput.key(.enter)) == nil)
    #expect(p.editor?.error == "비어 있으면 저장할 수 없어요")
    #expect(p.items == Self.defaults)
    _ = p.handle(PopupInput.key(.backspace))
    #expect(p.editor?.error == nil)
  }

  @Test func savingAnUnchangedItemChangesNothing() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    #expect(p.handle(PopupInput.key(.enter)) == nil)
    #expect(p.editor == nil)
  }

  @Test func theEditorStopsAtTheMaximumLength() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    _ = p.handle(.text(String(repeating: "가", count: 150)))
    #expect(p.editor?.text.count == ShortcutPicker.maxLength)
    _ = p.handle(PopupInput.char("x"))
    #expect(p.editor?.error == "100자까지 쓸 수 있어요")
  }

  @Test func backspaceOnAnEmptyFieldIsHarmless() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    #expect(p.handle(PopupInput.key(.backspace)) == nil)
    #expect(p.editor?.text == "")
  }

  func hangulPicker() -> ShortcutPicker {
    var p = ShortcutPicker(
      items: Self.defaults, current: 0, area: Self.area, composer: Composer(profile: .mobile),
      hangul: true)
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    return p
  }

  @Test func withTheEngineLettersComposeHangulAndTabSwitches() {
    var p = hangulPicker()
    for c in "gksrmf" { _ = p.handle(PopupInput.char(c)) }
    #expect(p.editor?.text == "한글")
    #expect(p.editor?.composing?.text == "글")
    _ = p.handle(PopupInput.key(.tab))
    #expect(p.editor?.hangul == false)
    #expect(p.editor?.composing == nil)
    for c in "ok" { _ = p.handle(PopupInput.char(c)) }
    _ = p.handle(PopupInput.key(.tab))
    for c in "dk" { _ = p.handle(PopupInput.char(c)) }
    #expect(p.editor?.text == "한글ok아")
    var expected = Self.defaults
    expected[0] = "한글ok아"
    #expect(p.handle(PopupInput.key(.enter)) == .shortcutsChanged(expected))
  }

  @Test func backspaceUndoesTheLastKeystrokeOfTheSyllable() {
    var p = hangulPicker()
    for c in "dkr" { _ = p.handle(PopupInput.char(c)) }
    #expect(p.editor?.text == "악")
    _ = p.handle(PopupInput.key(.backspace))
    #expect(p.editor?.text == "아")
    _ = p.handle(PopupInput.key(.backspace))
    _ = p.handle(PopupInput.key(.backspace))
    #expect(p.editor?.text == "")
  }

  @Test func inputMethodTextEndsTheComposition() {
    var p = hangulPicker()
    for c in "gk" { _ = p.handle(PopupInput.char(c)) }
    _ = p.handle(.text("🙂"))
    _ = p.handle(PopupInput.char("k"))
    #expect(p.editor?.text == "하🙂ㅏ")
  }

  // MARK: Mouse

  @Test func clickingACellChoosesIt() {
    var p = picker()
    let cell = p.layout(in: Self.area).items[4].rect
    #expect(p.handle(PopupInput.click(cell.x + 1, cell.y)) == .selectShortcut(4))
    #expect(p.current == 4)
  }

  @Test func rightClickingACellEditsIt() {
    var p = picker()
    let cell = p.layout(in: Self.area).items[3].rect
    #expect(p.handle(PopupInput.click(cell.maxX - 1, cell.y, .right)) == nil)
    #expect(p.editor?.index == 3)
    #expect(p.selected == 3)
  }

  @Test func clickingHintsPressesTheirKeys() throws {
    var p = picker()
    let edit = try #require(p.layout(in: Self.area).buttons.first { $0.label == "e 고치기" })
    #expect(p.handle(PopupInput.click(edit.rect.x, edit.rect.y)) == nil)
    #expect(p.editor?.index == 0)
    let clear = try #require(p.layout(in: Self.area).buttons.first { $0.label == "^U 비우기" })
    _ = p.handle(PopupInput.click(clear.rect.x, clear.rect.y))
    #expect(p.editor?.text == "")
    _ = p.handle(.text("🙂"))
    let save = try #require(p.layout(in: Self.area).buttons.first { $0.label == "Enter 저장" })
    var expected = Self.defaults
    expected[0] = "🙂"
    #expect(p.handle(PopupInput.click(save.rect.x, save.rect.y)) == .shortcutsChanged(expected))
  }

  @Test func clickingOutsideCloses() {
    var p = picker()
    let box = p.layout(in: Self.area).box
    #expect(p.handle(PopupInput.click(box.maxX, box.y)) == .close)
    #expect(p.handle(PopupInput.click(box.maxX - 1, box.y)) == nil)
  }

  // MARK: Snapshots

  func rendered(_ p: ShortcutPicker, width: Int = 70, height: Int = 14) -> Frame {
    var frame = Frame(width: width, height: height)
    p.render(into: &frame, area: frame.bounds, theme: popupTheme)
    return frame
  }

  @Test func snapshotDefaults() {
    expectPopupSnapshot(rendered(picker(current: 2)), named: "shortcuts-defaults")
  }

  @Test func snapshotEditing() {
    var p = picker()
    _ = p.handle(PopupInput.key(.down))
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.text(" 반가워요"))
    let frame = rendered(p)
    expectPopupSnapshot(frame, named: "shortcuts-editing")
    let field = frame.textLines()[frame.cursor?.y ?? 0]
    #expect(field.contains("4번: 넵넵!! 반가워요"))
  }

  @Test func snapshotEditingWithTheEngine() {
    var p = hangulPicker()
    for c in "ToTk" { _ = p.handle(PopupInput.char(c)) }
    let frame = rendered(p)
    expectPopupSnapshot(frame, named: "shortcuts-editing-hangul")
    // The cursor is on the syllable being composed, which is drawn as the rest of the field.
    let cursor = frame.cursor ?? Point(x: 0, y: 0)
    #expect(frame[cursor.x, cursor.y].text == "싸")
    #expect(frame[cursor.x, cursor.y].style == popupTheme.key)
    #expect(frame[cursor.x - 2, cursor.y].style == popupTheme.key)
  }

  @Test func snapshotEditError() {
    var p = picker()
    _ = p.handle(PopupInput.char("e"))
    _ = p.handle(.key(.ctrl("u"), []))
    _ = p.handle(PopupInput.key(.enter))
    expectPopupSnapshot(rendered(p), named: "shortcuts-edit-error")
  }

  @Test func snapshotLongItemsInANarrowArea() {
    var items = Self.defaults
    items[1] = "ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ"
    items[5] = "👨‍👩‍👧 가족 이모지"
    let p = ShortcutPicker(items: items, current: 5, area: Rect(x: 0, y: 0, width: 40, height: 10))
    expectPopupSnapshot(rendered(p, width: 40, height: 10), named: "shortcuts-narrow")
  }
}

import Testing

@testable import App
@testable import Terminal

@Suite("자주 쓰는 말 popup")
struct PhrasesPopupTests {
  static let area = Rect(x: 0, y: 0, width: 70, height: 16)
  static let defaults = ["안녕하세요~", "감사합니다!", "지금 가는 중이야!"]

  func popup(_ phrases: [String] = defaults, selected: Int = 0) -> PhrasesPopup {
    PhrasesPopup(phrases: phrases, area: Self.area, selected: selected)
  }

  // MARK: Keys

  @Test func arrowsAndJKMoveTheSelectionWithinTheList() {
    var p = popup()
    #expect(p.handle(PopupInput.key(.down)) == nil)
    #expect(p.selected == 1)
    #expect(p.handle(PopupInput.char("j")) == nil)
    #expect(p.handle(PopupInput.key(.down)) == nil)
    #expect(p.selected == 2)
    #expect(p.handle(PopupInput.key(.up)) == nil)
    #expect(p.handle(PopupInput.char("k")) == nil)
    #expect(p.handle(PopupInput.key(.up)) == nil)
    #expect(p.selected == 0)
    _ = p.handle(PopupInput.key(.end))
    #expect(p.selected == 2)
    _ = p.handle(PopupInput.key(.home))
    #expect(p.selected == 0)
    _ = p.handle(PopupInput.key(.pageDown))
    #expect(p.selected == 2)
  }

  @Test func enterInsertsTheSelectedPhrase() {
    var p = popup(selected: 1)
    #expect(p.handle(PopupInput.key(.enter)) == .insert("감사합니다!"))
  }

  @Test func aDigitInsertsThatPhrase() {
    var p = popup()
    #expect(p.handle(PopupInput.char("3")) == .insert("지금 가는 중이야!"))
    #expect(p.handle(PopupInput.char("4")) == nil)
  }

  @Test func aAsksForTheComposeTextAndAddAppendsIt() {
    var p = popup()
    #expect(p.handle(PopupInput.char("a")) == .addFromCompose)
    #expect(p.add("곧 도착해요") == .phrasesChanged(Self.defaults + ["곧 도착해요"]))
    #expect(p.selected == 3)
  }

  @Test func addingAPhraseAlreadyThereOnlySelectsIt() {
    var p = popup()
    #expect(p.add("지금 가는 중이야!") == nil)
    #expect(p.phrases == Self.defaults)
    #expect(p.selected == 2)
  }

  @Test func dAsksBeforeDeleting() {
    var p = popup(selected: 1)
    #expect(p.handle(PopupInput.char("d")) == nil)
    #expect(p.confirmingDelete)
    #expect(p.handle(PopupInput.char("y")) == .phrasesChanged(["안녕하세요~", "지금 가는 중이야!"]))
    #expect(!p.confirmingDelete)
    #expect(p.selected == 1)
  }

  @Test func onlyYConfirmsADeleteAndTheSelectionStaysInTheList() {
    var p = popup(selected: 2)
    _ = p.handle(PopupInput.key(.delete))
    #expect(p.handle(PopupInput.key(.enter)) == nil)
    #expect(p.confirmingDelete)
    #expect(p.handle(PopupInput.char("y")) == .phrasesChanged(["안녕하세요~", "감사합니다!"]))
    #expect(p.selected == 1)
  }

  @Test func nEscOrAClickKeepThePhrase() {
    for cancel in [PopupInput.char("n"), PopupInput.key(.escape), PopupInput.click(0, 0)] {
      var p = popup()
      _ = p.handle(PopupInput.char("d"))
      #expect(p.handle(cancel) == nil)
      #expect(!p.confirmingDelete)
      #expect(p.phrases == Self.defaults)
    }
  }

  @Test func otherKeysWhileConfirmingDoNothing() {
    var p = popup()
    _ = p.handle(PopupInput.char("d"))
    #expect(p.handle(PopupInput.key(.down)) == nil)
    #expect(p.handle(PopupInput.char("a")) == nil)
    #expect(p.confirmingDelete)
    #expect(p.selected == 0)
  }

  @Test func shiftJAndShiftKReorder() {
    var p = popup()
    #expect(p.handle(PopupInput.char("J")) == .phrasesChanged(["감사합니다!", "안녕하세요~", "지금 가는 중이야!"]))
    #expect(p.selected == 1)
    #expect(p.handle(PopupInput.char("J")) == .phrasesChanged(["감사합니다!", "지금 가는 중이야!", "안녕하세요~"]))
    #expect(p.handle(PopupInput.char("J")) == nil)
    #expect(p.handle(PopupInput.char("K")) == .phrasesChanged(["감사합니다!", "안녕하세요~", "지금 가는 중이야!"]))
    #expect(p.selected == 1)
    _ = p.handle(PopupInput.key(.home))
    #expect(p.handle(PopupInput.char("K")) == nil)
  }

  @Test func escCloses() {
    var p = popup()
    #expect(p.handle(PopupInput.key(.escape)) == .close)
  }

  @Test func keysThePopupDoesNotUseAreLeftToTheApp() {
    var p = popup()
    #expect(p.handle(PopupInput.key(.function(2))) == .unhandled)
    #expect(p.handle(.key(.character("a"), .alt)) == .unhandled)
    #expect(p.handle(.key(.ctrl("c"), [])) == .unhandled)
    #expect(p.handle(.text("한")) == .unhandled)
    #expect(p.handle(.resize(width: 80, height: 24)) == .unhandled)
    #expect(p.selected == 0)
  }

  @Test func anEmptyListOnlyAdds() {
    var p = popup([])
    #expect(p.handle(PopupInput.key(.enter)) == nil)
    #expect(p.handle(PopupInput.char("d")) == nil)
    #expect(!p.confirmingDelete)
    #expect(p.handle(PopupInput.char("J")) == nil)
    #expect(p.handle(PopupInput.key(.down)) == nil)
    #expect(p.handle(PopupInput.char("a")) == .addFromCompose)
    #expect(p.add("첫 문구") == .phrasesChanged(["첫 문구"]))
  }

  // MARK: Mouse

  @Test func clickingAPhraseInsertsIt() {
    var p = popup()
    let row = p.layout(in: Self.area).items[2].rect
    #expect(p.handle(PopupInput.click(row.x + 3, row.y)) == .insert("지금 가는 중이야!"))
    #expect(p.selected == 2)
  }

  @Test func clickingAHintPressesItsKey() throws {
    var p = popup()
    let layout = p.layout(in: Self.area)
    let add = try #require(layout.buttons.first { $0.label == "a 추가" })
    #expect(p.handle(PopupInput.click(add.rect.x, add.rect.y)) == .addFromCompose)
    let delete = try #require(layout.buttons.first { $0.label == "d 삭제" })
    #expect(p.handle(PopupInput.click(delete.rect.maxX - 1, delete.rect.y)) == nil)
    #expect(p.confirmingDelete)
    let yes = try #require(p.layout(in: Self.area).buttons.first { $0.label == "y 지우기" })
    #expect(
      p.handle(PopupInput.click(yes.rect.x, yes.rect.y))
        == .phrasesChanged(["감사합니다!", "지금 가는 중이야!"]))
  }

  @Test func clickingOutsideCloses() {
    var p = popup()
    let box = p.layout(in: Self.area).box
    #expect(p.handle(PopupInput.click(box.x - 1, box.y)) == .close)
    #expect(p.handle(PopupInput.click(box.x, box.y)) == nil)
  }

  @Test func theWheelMovesTheSelection() {
    var p = popup()
    #expect(p.handle(PopupInput.wheel(down: true)) == nil)
    #expect(p.selected == 1)
    #expect(p.handle(PopupInput.wheel(down: false)) == nil)
    #expect(p.selected == 0)
  }

  @Test func aLongListScrollsWithTheSelection() {
    let many = (1...30).map { "문구 \($0)" }
    var p = PhrasesPopup(phrases: many, area: Rect(x: 0, y: 0, width: 40, height: 10))
    _ = p.handle(PopupInput.key(.end))
    let layout = p.layout(in: p.area)
    #expect(layout.items.count == 7)
    #expect(layout.items.last?.index == 29)
    #expect(layout.box.height == 10)
  }

  // MARK: Snapshots

  func rendered(_ p: PhrasesPopup, width: Int = 70, height: Int = 16) -> Frame {
    var frame = Frame(width: width, height: height)
    frame.write("뒤 화면 글자가 팝업 밖에 보여요", x: 0, y: 0)
    p.render(into: &frame, area: frame.bounds, theme: popupTheme)
    return frame
  }

  @Test func snapshotDefaults() {
    expectPopupSnapshot(rendered(popup(selected: 1)), named: "phrases-defaults")
  }

  @Test func snapshotConfirmDelete() {
    var p = popup(selected: 2)
    _ = p.handle(PopupInput.char("d"))
    expectPopupSnapshot(rendered(p), named: "phrases-confirm-delete")
  }

  @Test func snapshotEmpty() {
    expectPopupSnapshot(rendered(popup([])), named: "phrases-empty")
  }

  @Test func snapshotLongPhrasesAndEmojiInANarrowArea() {
    let p = popup(
      ["😀😀😀 이모지는 두 칸이에요 😀😀😀😀😀😀😀😀😀😀", "아주 긴 문구가 상자보다 길면 말줄임표로 끝나요 그리고 더 길어요", "ok"])
    expectPopupSnapshot(rendered(p, width: 36, height: 9), named: "phrases-narrow")
  }
}

@Suite("자주 쓰는 말 popup styles")
struct PhrasesPopupStyleTests {
  @Test func theSelectedRowIsHighlightedAndAConfirmedRowWarns() {
    var p = PhrasesPopup(
      phrases: ["하나", "둘"], area: Rect(x: 0, y: 0, width: 50, height: 10), selected: 1)
    var frame = Frame(width: 50, height: 10)
    p.render(into: &frame, area: frame.bounds, theme: popupTheme)
    let rows = p.layout(in: p.area).items
    #expect(frame[rows[1].rect.x + 3, rows[1].rect.y].style == popupTheme.keyHighlighted)
    #expect(frame[rows[0].rect.x + 3, rows[0].rect.y].style == popupTheme.overlay)
    _ = p.handle(PopupInput.char("d"))
    p.render(into: &frame, area: frame.bounds, theme: popupTheme)
    #expect(frame[rows[1].rect.x + 3, rows[1].rect.y].style == popupTheme.toastWarning)
  }
}

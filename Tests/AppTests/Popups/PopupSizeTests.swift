import Hangul
import Testing

@testable import App
@testable import Terminal

@Suite("popups in any area")
struct PopupSizeTests {
  static let phrases = ["안녕하세요~", "😀 아주 긴 문구가 들어가도 괜찮아요 정말로 괜찮아요", "ok"]
  static let shortcuts = ["😀", "ㅋㅋㅋㅋㅋㅋ", "❤️", "넵넵!!", "안녕하세요!", "ㅠㅠㅠㅠ"]

  /// Every popup state drawn into areas from 0×0 up stays inside the area, keeps wide
  /// characters whole and puts every clickable part inside the box.
  @Test func tinyAndOddAreasAreSafe() {
    for width in stride(from: 0, through: 44, by: 4) {
      for height in 0...12 {
        let area = Rect(x: 1, y: 1, width: width, height: height)
        var phrases = PhrasesPopup(phrases: Self.phrases, area: area)
        check(phrases.layout(in: area), area: area) {
          phrases.render(into: &$0, area: area, theme: popupTheme)
        }
        _ = phrases.handle(PopupInput.char("d"))
        check(phrases.layout(in: area), area: area) {
          phrases.render(into: &$0, area: area, theme: popupTheme)
        }
        var picker = ShortcutPicker(
          items: Self.shortcuts, current: 1, area: area, composer: Composer(), hangul: true)
        check(picker.layout(in: area), area: area) {
          picker.render(into: &$0, area: area, theme: popupTheme)
        }
        _ = picker.handle(PopupInput.char("e"))
        check(picker.layout(in: area), area: area) {
          picker.render(into: &$0, area: area, theme: popupTheme)
        }
      }
    }
  }

  func check(
    _ layout: PopupLayout, area: Rect, sourceLocation: SourceLocation = #_sourceLocation,
    _ draw: (inout Frame) -> Void
  ) {
    var frame = Frame(width: area.maxX + 1, height: area.maxY + 1)
    draw(&frame)
    let box = layout.box
    #expect(box.intersection(area) == box || box.isEmpty, sourceLocation: sourceLocation)
    for rect in layout.items.map(\.rect) + layout.buttons.map(\.rect) {
      #expect(
        rect.intersection(box) == rect, "\(rect) outside \(box)", sourceLocation: sourceLocation)
    }
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let inside = area.contains(Point(x: x, y: y))
        if !inside { #expect(frame[x, y] == .blank, sourceLocation: sourceLocation) }
        if frame[x, y].width == 2 {
          #expect(frame[x + 1, y].isContinuation, sourceLocation: sourceLocation)
        }
        if frame[x, y].isContinuation {
          #expect(x > 0 && frame[x - 1, y].width == 2, sourceLocation: sourceLocation)
        }
      }
    }
  }
}

import Foundation
import Testing

@testable import App
@testable import Terminal

/// Compares a rendered popup's text (and the cursor) with `Popups/Fixtures/<name>.txt`. With
/// DUBEOL_RECORD=1 the fixture is rewritten and the test fails, so a recording run is never
/// mistaken for a pass; review the fixture by eye, it is the spec.
func expectPopupSnapshot(
  _ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).txt")
  let cursor = frame.cursor.map { "cursor \($0.x),\($0.y)" } ?? "cursor hidden"
  let actual =
    frame.textLines().joined(separator: "\n") + "\n--- \(frame.width)x\(frame.height) \(cursor)\n"
  if ProcessInfo.processInfo.environment["DUBEOL_RECORD"] == "1" {
    try? actual.write(to: fixture, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded \(fixture.lastPathComponent); review it and run again without DUBEOL_RECORD",
      sourceLocation: sourceLocation)
    return
  }
  guard let expected = try? String(contentsOf: fixture, encoding: .utf8) else {
    Issue.record(
      "missing fixture \(fixture.path) (DUBEOL_RECORD=1 writes it)", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual == expected, "popup snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation
  )
}

/// Key and mouse events for popup tests, briefly.
enum PopupInput {
  static func key(_ key: Key) -> InputEvent { .key(key, []) }
  static func char(_ c: Character) -> InputEvent { .key(.character(c), []) }
  static func click(_ x: Int, _ y: Int, _ button: MouseButton = .left) -> InputEvent {
    .mouse(MouseEvent(kind: .press(button), x: x, y: y))
  }
  static func wheel(down: Bool) -> InputEvent {
    .mouse(MouseEvent(kind: down ? .wheelDown : .wheelUp, x: 0, y: 0))
  }
}

let popupTheme = Theme.default

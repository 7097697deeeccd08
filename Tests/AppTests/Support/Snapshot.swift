import Foundation
import Terminal
import Testing

/// Compares a frame's text with a fixture in Tests/AppTests/Fixtures; `DUBEOL_RECORD=1`
/// rewrites fixtures (review them by eye: they are the spec). A missing fixture is written
/// and the test fails so that it gets reviewed.
func expectSnapshot(
  _ frame: Frame, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = fixturesDirectory.appendingPathComponent("\(name).txt")
  let actual = snapshotText(frame)
  let record = ProcessInfo.processInfo.environment["DUBEOL_RECORD"] == "1"
  guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(
      at: fixturesDirectory, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    if !record {
      Issue.record(
        "recorded a new fixture \(name).txt; review it and run again",
        sourceLocation: sourceLocation)
    }
    return
  }
  if expected != actual {
    let diff = zip(
      expected.split(separator: "\n", omittingEmptySubsequences: false),
      actual.split(separator: "\n", omittingEmptySubsequences: false)
    )
    .enumerated().filter { $0.element.0 != $0.element.1 }
    .prefix(5).map { "line \($0.offset + 1):\n  want |\($0.element.0)|\n  got  |\($0.element.1)|" }
    Issue.record(
      "frame differs from \(name).txt (DUBEOL_RECORD=1 rewrites it)\n\(diff.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}

/// The frame as text: a ruler-free dump of its rows, then where the cursor is.
func snapshotText(_ frame: Frame) -> String {
  let cursor = frame.cursor.map { "cursor \($0.x),\($0.y)" } ?? "cursor hidden"
  return frame.textLines().joined(separator: "\n")
    + "\n--- \(frame.width)x\(frame.height) \(cursor)\n"
}

private let fixturesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

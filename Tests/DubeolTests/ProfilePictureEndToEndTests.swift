import Foundation
import Testing

/// Issue 21, item 5 end to end: in tmux (no graphics protocol), the reader draws the author's
/// profile picture from dubeol serve in half blocks, and keeps it in the disk cache.
@Suite("Profile pictures in the reader, end to end in tmux", .serialized, .endToEnd)
struct ProfilePictureEndToEndTests {
  @Test("Enter opens the review with its author's picture in coloured half blocks, cached on disk")
  func pictureInHalfBlocks() async throws {
    let session = try AppSession()
    defer { session.close() }
    let cache = session.sandbox.url.appendingPathComponent("cache")
    // Colours on, whatever the test runner's environment says (a picture needs 256 colours).
    try await session.launch(environment: ["XDG_CACHE_HOME": cache.path, "NO_COLOR": ""])
    try await session.waitUntilReady()
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.tmux.sendKeys("Enter")
    let reader = try await session.tmux.screen("the reader with a picture") {
      $0.contains("Esc 닫기")
        && $0.text.split(separator: "\n").filter { $0.contains("▀▀▀▀▀▀▀▀") }.count == 4
    }
    #expect(reader.contains("테마 PLKEY0-L-81"), "\(reader)")
    // The picture's cells carry colours: tmux keeps them as SGR 38;5 / 48;5 around "▀".
    let coloured = try session.tmux.captureWithColours()
    let colours = Set(
      coloured.matches(of: /\x{1B}\[[0-9;]*38;5;([0-9]+)[0-9;]*m▀/).map { String($0.output.1) })
    #expect(colours.count >= 2, "a picture, not one colour: \(colours)")
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("dubeol/pictures").path)
    #expect(pictures.contains { $0.hasSuffix(".picture") }, "\(pictures)")
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("the reader closed") { !$0.contains("Esc 닫기") }
    try session.type("q")
    #expect(try await session.waitForExit() == 0)
  }
}

import Foundation
import TestSupport
import Testing

extension TypeEndToEndTests {
  /// 한국어 사랑 as each keyboard's keys (`dubeol convert --reverse --keyboard ID`, with 로마자's
  /// capitals where a syllable would otherwise take the next vowel).
  static let keyboardWords: [(keyboard: String, keys: String)] = [
    ("2", "gksrnrdj tkfkd"), ("32", "gkSrnRdj tkfkD"), ("39", "mfsk9xjt nfyfa"),
    ("3f", "mfsk9xjt nfyfa"), ("3s", "mfskbxjt nfyfa"), ("ahn", "tjmf;vgh wjrjb"),
    ("ro", "hanGugEo salang"),
  ]

  @Test(
    "every keyboard types into cat: 한국어 사랑 comes back whole, no lone jamo",
    arguments: keyboardWords)
  func everyKeyboard(keyboard: String, keys: String) async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--keyboard", keyboard, "--", "cat"])
    try await session.tmux.screen("the status line") { ($0.lines.last ?? "").contains("[A]") }
    try session.type(Self.toggle)
    try await session.tmux.screen("[한] on the status line") {
      ($0.lines.last ?? "").contains("[한]")
    }
    try session.type(keys)
    try session.tmux.sendKeys("Enter")
    // The terminal echoes the line as typed, then cat writes it back.
    let echoed = try await session.tmux.screen("한국어 사랑 twice") { screen in
      screen.lines.filter { $0.trimmingWhitespace == "한국어 사랑" }.count == 2
    }
    #expect(!echoed.lines.dropLast().contains { $0.contains("ㅇ") }, "\(echoed)")
    try session.tmux.sendKeys("C-d")
    #expect(try await Self.exitStatus(session) == 0)
  }
}

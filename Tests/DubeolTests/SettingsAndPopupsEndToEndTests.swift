import Foundation
import TestSupport
import Testing

/// Issue 5 end to end: the 자주 쓰는 말 and 단축키 popups in the running app, and settings that
/// are kept in config.toml — or, when that file is broken, left alone.
@Suite(
  "Popups and settings, end to end in tmux", .serialized,
  .endToEnd)
struct SettingsAndPopupsEndToEndTests {
  @Test("one bad value in config.toml: the author is kept, the problem is shown with its line")
  func oneBadValueKeepsTheAuthor() async throws {
    let session = try AppSession()
    defer { session.close() }
    try session.writeConfig("author = \"설정작가\"\n[engine]\nprofile = \"qwerty\"\n")

    try await session.launch()
    let start = try await session.waitUntilReady()
    #expect(start.contains("작성자 설정작가"), "the author stays: \(start)")
    // The UI says so in a toast at start (too brief to catch reliably on a loaded machine);
    // the same problem, with its line, is what `config show` reports.
    let show = try runDubeol(["config", "show"], environment: session.cliEnvironment)
    #expect(show.stderr.contains("config.toml:3"), "\(show.stderr)")
    #expect(show.stdout.contains("author = \"설정작가\""), "\(show.stdout)")
  }

  @Test(
    "F3 picks a shortcut, the grid's key shows and inserts it, F2 inserts a phrase; the choice is written to config.toml and kept"
  )
  func shortcutAndPhrase() async throws {
    let session = try AppSession()
    defer { session.close() }
    let handWritten = "author = \"설정작가\"\n"
    try session.writeConfig(handWritten)

    try await session.launch()
    let start = try await session.waitUntilReady()
    #expect(start.contains("작성자 설정작가"), "the author comes from config.toml: \(start)")
    #expect(start.key("😀") != nil, "the shortcut key starts on the first item")

    try session.tmux.sendKeys("F3")
    try await session.tmux.screen("the shortcut picker") { $0.contains("Enter 고르기") }
    try session.tmux.typeLiteral("2")
    try await session.tmux.screen("the key labelled with the new shortcut") {
      $0.key("ㅋㅋㅋㅋㅋㅋ") != nil && !$0.contains("Enter 고르기")
    }
    try session.clickOnGrid("ㅋㅋㅋㅋㅋㅋ")
    try await session.tmux.screen("the shortcut inserted") { $0.composeText == "ㅋㅋㅋㅋㅋㅋ" }

    try session.tmux.sendKeys("F2")
    try await session.tmux.screen("the phrases popup") { $0.contains("지금 가는 중이야!") }
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("the first phrase inserted at the cursor") {
      $0.composeText == "ㅋㅋㅋㅋㅋㅋ안녕하세요~"
    }

    try await session.waitUntil("config.toml to hold the new current shortcut") {
      (try? String(contentsOf: session.configFile, encoding: .utf8))?.contains("current = 1")
        == true
    }
    let rewritten = try String(contentsOf: session.configFile, encoding: .utf8)
    #expect(rewritten.contains("author = \"설정작가\""), "other settings are kept: \(rewritten)")
    let backup = session.configFile.deletingLastPathComponent().appendingPathComponent(
      "config.toml.bak")
    #expect(try String(contentsOf: backup, encoding: .utf8) == handWritten)
    let show = try runDubeol(["config", "show"], environment: session.cliEnvironment)
    #expect(show.status == 0 && show.stdout.contains("current = 1"), "\(show.stdout)\(show.stderr)")

    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("종료할까요?") }
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)

    try await session.launch()
    let again = try await session.waitUntilReady()
    #expect(again.key("ㅋㅋㅋㅋㅋㅋ") != nil, "the shortcut is kept: \(again)")
    #expect(again.composeText == "ㅋㅋㅋㅋㅋㅋ안녕하세요~", "and so is the draft")
  }

  @Test(
    "a broken config.toml: the app starts on the defaults, names the bad line, and a change in the UI never overwrites the file"
  )
  func brokenConfig() async throws {
    let session = try AppSession()
    defer { session.close() }
    let broken = "author = \"민수\"\ntheme = \n"
    try session.writeConfig(broken)

    try await session.launch()
    // The toast is raised with the first frame; look for it before waiting for the list, which a
    // loaded machine can take longer to show than the toast stays.
    try await session.tmux.screen("the config error") {
      // The toast wraps a long sandbox path anywhere, so look for its tail.
      $0.contains("설정 파일 오류") && $0.contains("toml:2:")
    }
    let start = try await session.tmux.screen("the layout") { $0.showsFullLayout }
    #expect(start.contains("작성자 익명"), "the defaults are in effect: \(start)")

    try session.tmux.sendKeys("F3")
    try await session.tmux.screen("the shortcut picker") { $0.contains("Enter 고르기") }
    try session.tmux.typeLiteral("2")
    let refused = try await session.tmux.screen("a message that the settings were not saved") {
      $0.contains("설정을 저장하지 못했어요")
    }
    #expect(refused.key("ㅋㅋㅋㅋㅋㅋ") != nil, "the choice still applies for this run: \(refused)")
    #expect(try String(contentsOf: session.configFile, encoding: .utf8) == broken)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: session.configFile.deletingLastPathComponent().path)
        == ["config.toml"])

    try session.tmux.sendKeys("C-c")
    #expect(try await session.waitForExit() == 0)
    #expect(try String(contentsOf: session.configFile, encoding: .utf8) == broken)
  }
}

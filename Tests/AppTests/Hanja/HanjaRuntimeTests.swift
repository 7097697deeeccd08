import Foundation
import Hanja
import Persistence
import Terminal
import TestSupport
import Testing

@testable import App

/// The 한자 window through the runtime and its effect runner: the table is loaded in an effect
/// through the index cache, and a choice reaches hanja-choices.txt.
@Suite("한자 through the runtime")
struct HanjaRuntimeTests {
  func env(_ directory: URL, table: URL, choices: HanjaChoicesStore) -> AppEnvironment {
    var settings = Settings.defaults
    settings.hanjaTable = table.path
    return AppEnvironment(
      client: FakeReviewClient(reviews: sampleReviews), settings: settings,
      settingsStore: SettingsStore(file: directory.appendingPathComponent("config.toml")),
      draftStore: DraftStore(directory: directory), outboxStore: OutboxStore(directory: directory),
      serverLabel: "테스트", clock: { testNow }, hanjaChoices: choices,
      hanjaCacheDirectory: directory.appendingPathComponent("cache"))
  }

  @Test("F9 loads the table through its cache; 1 puts 韓國 in and saves the choice")
  func loadsAndSaves() async throws {
    let directory = try TemporaryDirectory("dubeol-app-hanja").url
    defer { try? FileManager.default.removeItem(at: directory) }
    let table = directory.appendingPathComponent("hanja.txt")
    try Data("한국:寒國:\n한국:韓國:대한민국\n".utf8).write(to: table)
    let choices = HanjaChoicesStore(directory: directory)
    let backend = ScriptedBackend(
      width: 80, height: 24,
      steps: ScriptedBackend.Step.keys("gksrnr") + [
        .input(.key(.function(9), [])), .waitForText("1 韓國 대한민국"), .waitForText("2 寒國"),
        .input(.key(.character("1"), [])),
        .waitFor("the window closed") { !$0.textLines().contains { $0.contains("2 寒國") } },
      ])
    try await runApp(env(directory, table: table, choices: choices), backend: backend)
    #expect(backend.timedOut == nil, "\(backend.lastText)")
    #expect(choices.load().choices.values(forKey: "한국") == ["韓國"])
    let cached = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("cache").path)
    #expect(cached.contains { $0.hasPrefix("hanja-") && $0.hasSuffix(".index") })
  }

  @Test("a choice that cannot be saved is said once; the text is converted all the same")
  func saveFails() async throws {
    let directory = try TemporaryDirectory("dubeol-app-hanja").url
    defer { try? FileManager.default.removeItem(at: directory) }
    let table = directory.appendingPathComponent("hanja.txt")
    try Data("한국:韓國:대한민국\n".utf8).write(to: table)
    // A plain file where the data directory should be: every save fails.
    let blocker = directory.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let choices = HanjaChoicesStore(directory: blocker.appendingPathComponent("data"))
    let backend = ScriptedBackend(
      width: 80, height: 24,
      steps: ScriptedBackend.Step.keys("gksrnr") + [
        .input(.key(.function(9), [])), .waitForText("1 韓國 대한민국"),
        .input(.key(.character("1"), [])), .waitForText("한자 선택 기록을 저장하지 못했어요"),
      ])
    try await runApp(env(directory, table: table, choices: choices), backend: backend)
    #expect(backend.timedOut == nil, "\(backend.lastText)")
    #expect(backend.frames.contains { $0.textLines().contains { $0.contains("韓國") } })
  }
}

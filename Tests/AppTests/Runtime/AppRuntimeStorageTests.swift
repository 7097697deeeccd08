import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// The runtime with stores that fail or files that cannot be read: the user is told, and no
/// text is lost on the way out.
@Suite("App runtime: failing saves and unreadable files")
struct AppRuntimeStorageTests {
  /// A temporary directory with a plain file named `blocker`: anything "inside" it fails.
  struct Place {
    let directory: URL
    var blocked: URL { directory.appendingPathComponent("blocker/data") }
    var rescue: URL { directory.appendingPathComponent("rescue") }

    init() throws {
      directory = try TemporaryDirectory("dubeol-app-storage").url
      try Data("x".utf8).write(to: directory.appendingPathComponent("blocker"))
      try FileManager.default.createDirectory(at: rescue, withIntermediateDirectories: true)
    }

    func env(drafts: URL, outbox: URL, rescue: URL? = nil) -> AppEnvironment {
      AppEnvironment(
        client: FakeReviewClient(reviews: sampleReviews), settings: .defaults,
        settingsStore: SettingsStore(file: directory.appendingPathComponent("config.toml")),
        draftStore: DraftStore(directory: drafts), outboxStore: OutboxStore(directory: outbox),
        serverLabel: "테스트", rescueDirectory: rescue ?? self.rescue, clock: { testNow })
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
  }

  @Test(
    "a draft that cannot be saved: the Korean message is shown, and on quit the text goes to a rescue file"
  )
  func draftRescued() async throws {
    let place = try Place()
    defer { place.remove() }
    let env = place.env(drafts: place.blocked, outbox: place.directory)
    let backend = ScriptedBackend(
      width: 80, height: 24,
      steps: ScriptedBackend.Step.keys("dkssud") + [
        .waitForText("쓰던 글을 저장하지 못했어요"), .input(.key(.ctrl("c"), [])),
        .waitForText("임시 파일에 남기고"), .input(.key(.character("y"), [])),
      ])
    let outcome = try await runApp(env, backend: backend)

    #expect(backend.timedOut == nil)
    let frames = backend.frames.map { $0.textLines().joined(separator: "\n") }
    #expect(frames.contains { $0.contains("쓰던 글을 저장하지 못했어요: 경로에 디렉터리가 아닌 파일이 있어요") })
    #expect(!frames.contains { $0.contains("쓰던 글은 저장되어") })
    let file = try #require(outcome.rescueFile)
    #expect(file.deletingLastPathComponent().path == place.rescue.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == "안녕\n")
    #expect(outcome.unsavedText == nil)
  }

  @Test("when no rescue file can be written either, the text is handed back to be printed")
  func draftHandedBack() async throws {
    let place = try Place()
    defer { place.remove() }
    let env = place.env(drafts: place.blocked, outbox: place.directory, rescue: place.blocked)
    let backend = ScriptedBackend(
      width: 80, height: 24,
      steps: ScriptedBackend.Step.keys("dkssud") + [
        .waitForText("쓰던 글을 저장하지 못했어요"), .input(.key(.ctrl("c"), [])),
        .waitForText("임시 파일에 남기고"), .input(.key(.character("y"), [])),
      ])
    let outcome = try await runApp(env, backend: backend)
    #expect(backend.timedOut == nil)
    #expect(outcome == AppOutcome(unsavedText: "안녕"))
  }

  @Test("an outbox file that cannot be read is moved aside, named in a toast, and the app works on")
  func corruptOutboxMovedAside() async throws {
    let place = try Place()
    defer { place.remove() }
    let garbage = Data("{\"posts\": [".utf8)
    try garbage.write(to: place.directory.appendingPathComponent("outbox.json"))
    let env = place.env(drafts: place.directory, outbox: place.directory)
    let backend = ScriptedBackend(
      steps: [.waitForText("outbox.json.corrupt-"), .waitForText("김하늘")]
        + ScriptedBackend.Step.keys("gksqjs") + [
          .input(.key(.ctrl("s"), [])), .waitForText("리뷰를 등록했어요"),
        ])
    try await runApp(env, backend: backend)

    #expect(backend.timedOut == nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: place.directory.path)
    let aside = try #require(names.first { $0.hasPrefix("outbox.json.corrupt-") })
    #expect(
      try Data(contentsOf: place.directory.appendingPathComponent(aside)) == garbage,
      "the unreadable file is kept as it was")
  }

  @Test("a broken author key file is told at start and left as it was")
  func brokenAuthorKey() async throws {
    let place = try Place()
    defer { place.remove() }
    var env = place.env(drafts: place.directory, outbox: place.directory)
    let keys = AuthorKeyStore(directory: place.directory)
    try Data("망가진 키".utf8).write(to: keys.file)
    env.authorship = Authorship(client: env.client, keys: keys, server: .embedded)
    let backend = ScriptedBackend(
      width: 100, height: 30,
      steps: [.waitForText("작성자 키"), .input(.key(.ctrl("c"), []))])
    try await runApp(env, backend: backend)
    #expect(
      backend.timedOut == nil, "\(backend.frames.last?.textLines().joined(separator: "\n") ?? "")")
    #expect(try Data(contentsOf: keys.file) == Data("망가진 키".utf8))
  }
}

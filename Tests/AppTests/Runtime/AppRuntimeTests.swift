import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// The thin shell end to end, with a scripted terminal, an in-memory server and real stores
/// in a temporary directory.
@Suite("App runtime")
struct AppRuntimeTests {
  struct Sandbox {
    let directory: URL
    let env: AppEnvironment

    init(
      client: FakeReviewClient, draft: String? = nil, settings: Settings = .defaults,
      clock: @escaping @Sendable () -> Date = { testNow }
    ) throws {
      directory = try TemporaryDirectory("dubeol-app").url
      let drafts = DraftStore(directory: directory)
      if let draft { try drafts.save(draft) }
      env = AppEnvironment(
        client: client, settings: settings,
        settingsStore: SettingsStore(file: directory.appendingPathComponent("config.toml")),
        draftStore: drafts, outboxStore: OutboxStore(directory: directory),
        serverLabel: "테스트", clock: clock)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
  }

  @Test("restores the draft, types, posts, shows the review, clears the draft and quits")
  func postRoundTrip() async throws {
    let client = FakeReviewClient(reviews: sampleReviews)
    let sandbox = try Sandbox(client: client, draft: "정말 ")
    defer { sandbox.remove() }
    let backend = ScriptedBackend(
      steps: [.waitForText("김하늘"), .waitForText("정말")]
        + ScriptedBackend.Step.keys("whgdkdy") + [
          .input(.key(.ctrl("s"), [])), .waitForText("리뷰를 등록했어요"),
        ])
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    #expect(client.reviews.first?.content == "정말 좋아요")
    #expect(client.attempts.count == 1)
    #expect(backend.lastText.contains("정말 좋아요"))
    #expect(sandbox.env.draftStore.load() == nil)
    #expect(sandbox.env.outboxStore.load().isEmpty)
    #expect(backend.shutdowns >= 1)
  }

  @Test(
    "a key read alone is drawn before the next is read; keys read together are drawn once",
    arguments: [true, false])
  func keysReadAloneAreEachDrawn(alone: Bool) async throws {
    let sandbox = try Sandbox(client: FakeReviewClient(reviews: sampleReviews))
    defer { sandbox.remove() }
    let backend = ScriptedBackend(
      steps: [.waitForText("김하늘")] + ScriptedBackend.Step.keys("xkd") + [.waitForText("탕")])
    backend.readsOneAtATime = alone
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    let drawn = backend.frames.map { $0.textLines().joined(separator: "\n") }
    #expect(drawn.contains { $0.contains("타") && !$0.contains("탕") } == alone)
  }

  @Test("keys typed one at a time are echoed ahead of the update; the frames after add nothing")
  func keysEchoedAhead() async throws {
    let sandbox = try Sandbox(client: FakeReviewClient(reviews: sampleReviews))
    defer { sandbox.remove() }
    let backend = ScriptedBackend(
      steps: [.waitForText("김하늘")] + ScriptedBackend.Step.keys("dkssud")
        + [.waitForText("안녕")])
    backend.readsOneAtATime = true
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    // The first key starts on an empty pane (its placeholder is the frame's to clear); a key
    // read after another event (a page loaded) is drawn by the frame alone.
    #expect(!backend.aheads.isEmpty)
    for ahead in backend.aheads {
      #expect(ahead.written.textBytes == 3)
      #expect(ahead.rewritten.isEmpty, "\(ahead.rewritten)")
    }
    #expect(backend.lastText.contains("안녕"))
  }

  @Test(
    "the first frame shows the page last loaded; the server's page replaces it and is kept for the next start"
  )
  func firstFrameShowsTheCachedPage() async throws {
    let client = FakeReviewClient(reviews: sampleReviews)
    let sandbox = try Sandbox(client: client)
    defer { sandbox.remove() }
    let cache = FirstPageCache(directory: sandbox.directory)
    let themeId = Settings.defaults.themeId
    let seen = CachedFirstPage(
      reviews: [review(90, "지난번", "지난번에 본 리뷰", minutesAgo: 60)], total: 1, reachedEnd: true)
    try cache.save(seen, server: .embedded, themeId: themeId)
    var env = sandbox.env
    env.firstPages = cache.startReading()
    let backend = ScriptedBackend(steps: [.waitForText("김하늘")])
    try await runApp(env, backend: backend)

    #expect(backend.timedOut == nil)
    let first = try #require(backend.frames.first).textLines().joined(separator: "\n")
    #expect(first.contains("지난번에 본 리뷰"), "\(first)")
    #expect(!first.contains("불러오는 중"), "\(first)")
    #expect(!backend.lastText.contains("지난번에 본 리뷰"))
    #expect(cache.load(server: .embedded, themeId: themeId)?.reviews == sampleReviews)
  }

  @Test("a background answer that comes after the first frame still turns the colours light")
  func lateBackgroundAnswer() async throws {
    let sandbox = try Sandbox(client: FakeReviewClient(reviews: sampleReviews))
    defer { sandbox.remove() }
    let light = Theme.make(settings: .defaults, tone: .light, colorCount: 256, noColor: false)
    #expect(light.author != Theme.default.author)
    /// Whether some character of the frame is drawn as `theme` draws authors' names.
    func namesDrawn(as theme: Theme) -> @Sendable (Frame) -> Bool {
      let style = theme.author
      return { frame in
        (0..<frame.height).contains { y in
          (0..<frame.width).contains { frame[$0, y].style == style }
        }
      }
    }
    let backend = ScriptedBackend(
      steps: [
        .waitFor("names in the dark theme", namesDrawn(as: .default)),
        .answer(TerminalFacts(background: RGB(255, 255, 255), answered: true)),
        .waitFor("names in the light theme", namesDrawn(as: light)),
      ])
    try await runApp(sandbox.env, backend: backend)
    #expect(backend.timedOut == nil)
  }

  @Test("quitting with a draft asks, and the draft is on disk afterwards")
  func quitKeepsDraft() async throws {
    let client = FakeReviewClient()
    let sandbox = try Sandbox(client: client)
    defer { sandbox.remove() }
    let backend = ScriptedBackend(
      width: 80, height: 24,
      steps: ScriptedBackend.Step.keys("dkssud") + [
        .input(.key(.ctrl("c"), [])), .waitForText("종료할까요?"), .input(.key(.character("y"), [])),
      ])
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    #expect(sandbox.env.draftStore.load() == "안녕")
    #expect(client.attempts.isEmpty)
  }

  @Test("an offline post waits in the outbox and goes out once with the same key")
  func offlineThenRetry() async throws {
    let client = FakeReviewClient(failingPosts: 1)
    // The retry waits for Backoff's first delay (1 s) on the real clock.
    let sandbox = try Sandbox(client: client, clock: { Date() })
    defer { sandbox.remove() }
    let backend = ScriptedBackend(
      steps: ScriptedBackend.Step.keys("gksqjs") + [
        .input(.key(.ctrl("s"), [])), .waitForText("등록하지 못했어요"),
        .waitForText("리뷰를 등록했어요"),
      ])
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    #expect(client.reviews.map(\.content) == ["한번"])
    #expect(client.attempts.count == 2)
    #expect(Set(client.attempts).count == 1)
    #expect(sandbox.env.outboxStore.load().isEmpty)
  }

  @Test("a picked shortcut is saved to the config file, command-line overrides are not")
  func settingsSaved() async throws {
    var settings = Settings.defaults
    settings.authorName = "명령줄 작가"
    let sandbox = try Sandbox(client: FakeReviewClient(), settings: settings)
    defer { sandbox.remove() }
    let backend = ScriptedBackend(steps: [
      .input(.key(.function(3), [])), .waitForText("지금: 😀"), .input(.key(.right, [])),
      .input(.key(.enter, [])), .waitForText("단축키 ㅋㅋㅋㅋㅋㅋ F3"),
    ])
    try await runApp(sandbox.env, backend: backend)

    #expect(backend.timedOut == nil)
    let saved = sandbox.env.settingsStore.load()
    #expect(saved.problem == nil)
    #expect(saved.settings.currentShortcut == 1)
    #expect(saved.settings.authorName == "익명")
  }
}

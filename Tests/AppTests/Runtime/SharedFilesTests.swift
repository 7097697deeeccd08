import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// Issue 47: several sessions of one data directory (an ssh key's terminal tabs) share its
/// settings and its record of one's reviews: what one writes, the others show.
@Suite("Files every session shares: seen by each running session")
struct SharedFilesTests {
  @Test(
    "a phrase added and a review recorded by another session show here within the watch's interval"
  )
  func anotherSessionsChangesShow() async throws {
    let directory = try TemporaryDirectory("dubeol-shared-files")
    defer { directory.remove() }
    let settingsStore = SettingsStore(file: directory.file("config.toml"))
    let owned = OwnedReviewsStore(directory: directory.url)
    let env = AppEnvironment(
      client: FakeReviewClient(reviews: sampleReviews), settings: .defaults,
      settingsStore: settingsStore, draftStore: DraftStore(directory: directory.url),
      outboxStore: OutboxStore(directory: directory.url), serverLabel: "테스트",
      clock: { testNow }, ownedReviews: owned, sharedFilesInterval: .milliseconds(20))
    let backend = ScriptedBackend(
      width: 100, height: 32,
      steps: [
        .waitForText("이바다"),
        .perform {
          var settings = Settings.defaults
          settings.favoritePhrases.append("다른 창에서 더한 말")
          try? settingsStore.save(settings)
          try? owned.record("r2", server: .embedded)
        },
        .waitForText(ReviewListView.ownMark),
        .input(.key(.function(2), [])),
        .waitForText("다른 창에서 더한 말"),
      ])
    try await runApp(env, backend: backend)
    #expect(backend.timedOut == nil, "\(backend.lastText)")
  }

  @Test("the lists come from the file and nothing else; an open popup shows them unless editing")
  func onlyTheListsAreTaken() {
    var state = makeState(reviews: sampleReviews)
    _ = state.openPhrases()
    var file = Settings.defaults
    file.favoritePhrases = ["하나"]
    file.shortcuts = ["둘"]
    file.authorName = "파일의 이름"
    state.send(.sharedFilesChanged(SharedFiles(settings: file, ownReviews: ["r1"])))
    #expect(state.settings.favoritePhrases == ["하나"] && state.settings.shortcuts == ["둘"])
    #expect(state.settings.authorName == Settings.defaults.authorName)
    #expect(state.own.ids == ["r1"])
    guard case .phrases(let popup) = state.overlay else {
      Issue.record("the popup stays open")
      return
    }
    #expect(popup.phrases == ["하나"])
    // A phrase being edited keeps the list the person sees.
    state.typeKeys("e")
    file.favoritePhrases = ["셋", "넷"]
    state.send(.sharedFilesChanged(SharedFiles(settings: file)))
    #expect(state.settings.favoritePhrases == ["셋", "넷"])
    guard case .phrases(let editing) = state.overlay else {
      Issue.record("the popup stays open")
      return
    }
    #expect(editing.phrases == ["하나"] && editing.editor != nil)
  }
}

import Foundation
import OriginalServerFake
import Reviews
import ReviewsHTTP
import Testing

@testable import App

/// `G` on a stand-in of the original server (offset pages only, no count): the walk the
/// runtime performs, over HTTP.
@Suite("Walking the original server to its oldest review")
struct OriginalServerWalkTests {
  func walk(_ fake: OriginalServerFake, url: URL, keep: Int, inbox: EventInbox) -> Task<Void, Never>
  {
    EffectRunner.walk(
      OffsetWalk(from: 0, keep: keep), themeId: ReviewAPI.defaultThemeId, query: nil,
      generation: 7, client: HTTPReviewClient(baseURL: url), inbox: inbox, log: { _ in })
  }

  @Test("the walk uses the largest page the server gives and ends with the last reviews")
  func walksToTheEnd() async throws {
    let fake = OriginalServerFake(pageLimit: 300)
    fake.storeOlder(5_000, themeId: ReviewAPI.defaultThemeId)
    try await fake.serve { url in
      let inbox = EventInbox()
      await walk(fake, url: url, keep: 1_000, inbox: inbox).value
      let events = inbox.drain()
      guard case .reviewsLoaded(7, let start, let reviews) = events.last else {
        Issue.record("no last page: \(events)")
        return
      }
      #expect(start == 5_002 - 1_000)
      #expect(reviews.count == 1_000)
      #expect(reviews.last?.content == "오래된 리뷰 5000")
      // 500 asked first, 300 given: 300 from then on, until a page shorter than that.
      #expect(fake.pagesServed == (5_002 + 299) / 300)
    }
  }

  @Test("Esc stops a long walk: no more pages are asked for and nothing is delivered")
  func cancelled() async throws {
    let fake = OriginalServerFake(pageLimit: 100)
    fake.storeOlder(200_000, themeId: ReviewAPI.defaultThemeId)
    try await fake.serve { url in
      let inbox = EventInbox()
      let walks = WalkTasks()
      walks.replace(with: walk(fake, url: url, keep: 1_000, inbox: inbox))
      for _ in 0..<2_000 where fake.pagesServed < 5 { try await Task.sleep(for: .milliseconds(5)) }
      #expect(fake.pagesServed >= 5, "the walk is under way")
      // What the runtime does for the `.cancelWalk` effect Esc gives.
      walks.cancel()
      try await Task.sleep(for: .milliseconds(300))
      let served = fake.pagesServed
      try await Task.sleep(for: .milliseconds(300))
      #expect(fake.pagesServed == served, "the walk stopped asking")
      #expect(served < 2_000, "far from the end")
      let loaded = inbox.drain().contains {
        if case .reviewsLoaded = $0 {
          true
        } else if case .reviewsFailed = $0 {
          true
        } else {
          false
        }
      }
      #expect(!loaded, "a cancelled walk delivers nothing")
    }
  }

  @Test("Esc in the app ends the walk and asks the runtime to stop it")
  func escapeInTheApp() {
    var state = makeState(reviews: manyReviews(20))
    state.focus = .list
    let effects = state.typeKeys("G")
    #expect(effects.contains { if case .walkToOldest = $0 { true } else { false } })
    #expect(state.press(.escape).contains(.cancelWalk))
    #expect(state.list.walked == nil)
  }
}

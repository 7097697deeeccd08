import Reviews
import Terminal
import Testing

@testable import App

@Suite("Refreshing the list")
struct RefreshTests {
  @Test("Ctrl-R refreshes from every focus; r only in the list (in the compose pane it types ㄱ)")
  func ctrlRFromAnywhere() {
    for focus in Focus.allCases {
      var state = makeState(reviews: manyReviews(5))
      state.focus = focus
      let effects = state.press(.ctrl("r"))
      #expect(effects.contains { if case .fetchReviews = $0 { true } else { false } }, "\(focus)")
    }
    var state = makeState(reviews: manyReviews(5))
    state.typeKeys("r")
    #expect(state.compose.text == "ㄱ")
  }

  @Test("every load spins in the list title")
  func spinnerInTitle() {
    var state = makeState(reviews: manyReviews(5))
    state.press(.ctrl("r"))
    let title = render(state).textLines()[state.layout.listTitle.y]
    #expect(title.contains("불러오는 중"), "\(title)")
  }

  @Test("after a refresh the selection stays on the same review, found by id")
  func selectionKeepsItsReview() {
    var state = makeState(reviews: manyReviews(10))
    state.focus = .list
    state.list.selected = 3  // r4
    state.press(.ctrl("r"))
    let newer = [review(100, "새 글", "방금 올라온 리뷰", minutesAgo: 0)] + manyReviews(10)
    state.send(.reviewsLoaded(generation: state.list.generation, start: 0, reviews: newer))
    #expect(state.list.reviews[state.list.selected].id == "r4")
  }

  @Test("a refresh that fails says so in a toast with the reason, and keeps the list")
  func failedRefreshToasts() {
    var state = makeState(reviews: manyReviews(5))
    state.press(.ctrl("r"))
    state.send(
      .reviewsFailed(generation: state.list.generation, start: 0, message: "서버에 연결할 수 없어요."))
    #expect(state.toast?.kind == .error)
    #expect(state.toast?.message == "리뷰를 새로 불러오지 못했어요: 서버에 연결할 수 없어요.")
    #expect(state.list.reviews.count == 5)
  }

  @Test("the retry hint names a key that works where keys go")
  func retryHintFollowsFocus() {
    var state = makeState()
    state.list.error = "서버에 연결할 수 없어요."
    #expect(!render(state).textLines().contains { $0.contains("r 또는") })
    state.focus = .list
    #expect(render(state).textLines().contains { $0.contains("r 또는 ^R: 다시 시도") })
  }

  @Test("a toast shows above an open popup")
  func toastAbovePopup() {
    var state = makeState()
    state.press(.function(2))
    _ = state.showToast(.info, "토스트가 보여요")
    #expect(render(state).textLines().contains { $0.contains("토스트가 보여요") })
  }
}

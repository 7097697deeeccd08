import Foundation
import Reviews
import Testing

@testable import App

/// The reader's date line: the absolute time, with the relative one beside it while it says
/// more (minutes, hours); past a day the relative time is the date itself and is not repeated.
@Suite("The reader's dates")
struct ReaderDatesTests {
  @Test(
    "relative time beside the date within a day, not after",
    arguments: [
      (0.5, "2026.03.01 11:59 (방금 전)"), (5, "2026.03.01 11:55 (5분 전)"),
      (185, "2026.03.01 08:55 (3시간 전)"), (60 * 24 * 3, "2026.02.26 12:00 ·"),
    ] as [(Double, String)])
  func dates(minutesAgo: Double, shown: String) {
    var state = makeState(reviews: [review(1, "김하늘", "글", minutesAgo: minutesAgo)])
    state.focus = .list
    state.press(.enter)
    #expect(render(state).textLines()[3].contains(shown), "\(render(state).textLines()[3])")
  }
}

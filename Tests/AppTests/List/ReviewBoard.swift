import Foundation
import Reviews

@testable import App

/// A server's theme in memory for the list's tests: reviews numbered in the order they were
/// posted, pages by offset (the original server) and by cursor (dubeol serve: the cursor is
/// the number of the review at the page's edge, as opaque to the app as the real one).
struct ReviewBoard {
  /// The numbers of the reviews there are, oldest first.
  private(set) var numbers: [Int]
  private var next: Int

  init(count: Int) {
    numbers = Array(1...count)
    next = count + 1
  }

  static func review(_ n: Int) -> Review {
    Review(
      id: "b\(n)", user: ReviewUser(id: "u", userName: "작성자"), theme: "1",
      content: "\(n)번째 리뷰", createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(n)))
  }

  static func number(_ review: Review) -> Int { Int(review.id.dropFirst()) ?? -1 }

  /// Someone posts a review: it becomes the newest.
  @discardableResult
  mutating func post() -> Review {
    numbers.append(next)
    next += 1
    return Self.review(next - 1)
  }

  mutating func delete(_ n: Int) {
    if let i = index(of: n) { numbers.remove(at: i) }
  }

  /// A page by offset, newest first.
  func page(start: Int, count: Int) -> [Review] {
    let end = max(0, numbers.count - start)
    return numbers[max(0, end - count)..<end].reversed().map(Self.review)
  }

  /// A page by cursor, as dubeol serve answers it.
  func page(_ request: PageRequest, count: Int) -> CursorPage {
    switch request {
    case .newest: return older(than: Int.max, count: count, cursor: nil)
    case .older(let cursor): return older(than: Int(cursor) ?? 0, count: count, cursor: cursor)
    case .oldest: return newer(than: 0, count: count, cursor: nil)
    case .newer(let cursor): return newer(than: Int(cursor) ?? 0, count: count, cursor: cursor)
    }
  }

  private func older(than n: Int, count: Int, cursor: String?) -> CursorPage {
    let end = firstIndex(notBelow: n)
    let page = numbers[max(0, end - count)..<end]
    return CursorPage(
      reviews: page.reversed().map(Self.review),
      older: end - count > 0 ? page.first.map { String($0) } : nil,
      newer: cursor.map { page.last.map { String($0) } ?? $0 }, total: numbers.count)
  }

  private func newer(than n: Int, count: Int, cursor: String?) -> CursorPage {
    var start = firstIndex(notBelow: n)
    if start < numbers.count, numbers[start] == n { start += 1 }
    let page = numbers[start..<min(numbers.count, start + count)]
    return CursorPage(
      reviews: page.reversed().map(Self.review),
      older: cursor.map { page.first.map { String($0) } ?? $0 },
      newer: start + count < numbers.count ? page.last.map { String($0) } : nil,
      total: numbers.count)
  }

  private func index(of n: Int) -> Int? {
    let i = firstIndex(notBelow: n)
    return i < numbers.count && numbers[i] == n ? i : nil
  }

  private func firstIndex(notBelow n: Int) -> Int {
    var low = 0
    var high = numbers.count
    while low < high {
      let mid = (low + high) / 2
      if numbers[mid] < n { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Answers the fetches among `effects` as the runtime would, until none is left.
  func serve(_ effects: [Effect], to state: inout AppState) {
    var pending = effects
    while !pending.isEmpty {
      let effect = pending.removeFirst()
      switch effect {
      case .fetchReviews(_, let start, let count, let generation, _):
        pending += update(
          &state,
          .reviewsLoaded(
            generation: generation, start: start, reviews: page(start: start, count: count)))
      case .fetchPage(_, let request, let count, let generation):
        pending += update(
          &state,
          .pageLoaded(generation: generation, request: request, page: page(request, count: count)))
      default:
        break
      }
    }
  }

  /// Whether `reviews` (newest first) is a run of consecutive reviews of the board, reviews
  /// deleted since they were loaded aside.
  func isConsecutive(_ reviews: [Review]) -> Bool {
    let present = reviews.map(Self.number).filter { index(of: $0) != nil }
    guard let first = present.first, let start = index(of: first) else { return true }
    return present.enumerated().allSatisfy { i, n in
      start - i >= 0 && numbers[start - i] == n
    }
  }
}

import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

let utc = TimeZone(identifier: "UTC")!

/// A review written `minutesAgo` before `testNow`.
func review(
  _ id: Int, _ author: String, _ content: String, minutesAgo: Double
) -> Review {
  Review(
    id: "r\(id)", user: ReviewUser(id: "u\(id)", userName: author), theme: "1", content: content,
    createdAt: testNow.addingTimeInterval(-minutesAgo * 60))
}

/// Reviews with long Korean lines, newest first, as the server sends them.
let sampleReviews: [Review] = [
  review(
    1, "김하늘",
    "오늘 처음 써 봤는데 두벌식 자판이 정말 편하네요. 조합 중인 글자가 노랗게 보여서 어디까지 입력했는지 바로 알 수 있어요. 긴 문장도 창 너비에 맞춰 잘 줄바꿈됩니다!",
    minutesAgo: 0.5),
  review(2, "이바다", "단축키로 이모지 넣는 기능 최고예요 😀👍", minutesAgo: 12),
  review(
    3, "박산", "마우스로 키를 눌러도 되고 화살표로 골라도 돼요.\n두 줄로 쓴 리뷰도 이렇게 보입니다.",
    minutesAgo: 185),
  review(
    4, "guest",
    "English reviews wrap at word boundaries when the line is too long to fit in the pane width.",
    minutesAgo: 60 * 30),
  review(5, "최들", "터미널에서도 한글 입력이 이렇게 자연스러울 줄 몰랐어요. 감사합니다.", minutesAgo: 60 * 24 * 40),
]

/// `n` short reviews numbered from the newest.
func manyReviews(_ n: Int, from first: Int = 1) -> [Review] {
  (first..<(first + n)).map { i in
    review(i, "작성자\(i)", "\(i)번째 리뷰입니다. 짧은 내용이에요.", minutesAgo: Double(i))
  }
}

/// A state as the app starts at a size, with a fixed clock and time zone.
func makeState(
  width: Int = 80, height: Int = 24, reviews: [Review] = [], draft: String = "",
  settings: Settings = .defaults, outbox: [PendingPost] = [], noColor: Bool = false
) -> AppState {
  var state = AppState(
    width: width, height: height, now: testNow, settings: settings, serverLabel: "127.0.0.1:8080",
    noColor: noColor, draft: draft, outbox: outbox,
    sessionID: "7A1C2E3F-0000-4000-8000-000000000000")
  state.timeZone = utc
  state.list.reviews = reviews
  state.list.reachedEnd = reviews.count < 20
  return state
}

extension AppState {
  /// Sends events in order and returns every effect they produced.
  @discardableResult
  mutating func send(_ events: AppEvent...) -> [Effect] {
    events.flatMap { update(&self, $0) }
  }

  /// Presses physical keys: each character of `keys` as typed on a US keyboard.
  @discardableResult
  mutating func typeKeys(_ keys: String) -> [Effect] {
    keys.flatMap { update(&self, .input(.key(.character($0), []))) }
  }

  @discardableResult
  mutating func press(_ key: Key, _ modifiers: Modifiers = []) -> [Effect] {
    update(&self, .input(.key(key, modifiers)))
  }

  @discardableResult
  mutating func click(x: Int, y: Int) -> [Effect] {
    update(&self, .input(.mouse(MouseEvent(kind: .press(.left), x: x, y: y))))
      + update(&self, .input(.mouse(MouseEvent(kind: .release(.left), x: x, y: y))))
  }

  /// Presses the grid key with `label` (as Enter on the highlighted key would).
  @discardableResult
  mutating func pressKey(labelled label: String) -> [Effect] {
    for (r, row) in gridRows.enumerated() {
      if let c = row.firstIndex(where: { $0.label == label }) {
        return pressKey(at: .init(row: r, column: c))
      }
    }
    Issue.record("no key labelled \(label)")
    return []
  }

  /// Where a key with `label` is drawn on screen (its first cell inside the brackets).
  func point(ofKey label: String) -> (x: Int, y: Int)? {
    let rows = gridRows
    let rects = keyRects
    for (r, row) in rows.enumerated() {
      for (c, key) in row.enumerated() where key.label == label {
        return (rects[r][c].x + 1, rects[r][c].y + rects[r][c].height / 2)
      }
    }
    return nil
  }
}

/// The posts among effects.
func posts(in effects: [Effect]) -> [PendingPost] {
  effects.compactMap { if case .post(let p) = $0 { p } else { nil } }
}

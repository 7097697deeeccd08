import Foundation
import Persistence
import Reviews

extension AppState {
  /// Posts the compose text. Empty text only warns; the same text already pending reuses its
  /// idempotency key, so pressing post again can never make a second copy.
  mutating func post() -> [Effect] {
    endComposition()
    let content = compose.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if content.isEmpty { return showToast(.warning, "리뷰를 작성해 주세요") }
    let count = compose.length  // what the counter shows
    if count > ComposeState.maxLength {
      return showToast(
        .warning, "리뷰는 \(ComposeState.maxLength)자까지 쓸 수 있어요 (지금 \(count)자)")
    }
    let existing = posting.outbox.posts.first {
      $0.content == content && $0.themeId == settings.themeId
    }
    if let existing, posting.inFlight.contains(existing.id) {
      posting.composeKey = existing.id
      return showToast(.info, "등록하는 중이에요")
    }
    let key = existing?.id ?? makeIdempotencyKey()
    let pending = posting.outbox.enqueue(
      content: content, userName: settings.authorName.isEmpty ? nil : settings.authorName,
      themeId: settings.themeId, now: now, id: key)
    posting.inFlight.insert(pending.id)
    posting.composeKey = pending.id
    return [.saveOutbox(posting.outbox.posts), .post(pending)] + startSpinner()
  }

  /// A UUID-shaped key: the session's UUID prefix and a counter.
  mutating func makeIdempotencyKey() -> String {
    posting.keysMade += 1
    let hex = String(posting.keysMade, radix: 16, uppercase: true)
    return keyPrefix + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
  }

  /// The server stored the post. Without the review in the reply (the original server) the list
  /// is reloaded to show it.
  mutating func postSucceeded(key: String, review: Review?) -> [Effect] {
    let content = posting.outbox.posts.first { $0.id == key }?.content
    posting.inFlight.remove(key)
    posting.outbox.remove(id: key)
    var effects: [Effect] = [.saveOutbox(posting.outbox.posts)]
    if posting.composeKey == key { posting.composeKey = nil }
    if let review {
      if !list.reviews.contains(where: { $0.id == review.id }) {
        list.reviews.insert(review, at: 0)
      }
      list.selected = 0
      list.top = 0
      list.topLine = 0
    } else {
      effects += refresh()
    }
    if let content,
      compose.text.trimmingCharacters(in: .whitespacesAndNewlines) == content
    {
      clearCompose()
      savedDraft = ""
      effects.append(.clearDraft)
    }
    return effects + showToast(.info, "리뷰를 등록했어요")
  }

  mutating func postFailed(key: String, message: String, retryable: Bool) -> [Effect] {
    posting.inFlight.remove(key)
    if posting.composeKey == key { posting.composeKey = nil }
    guard let pending = posting.outbox.posts.first(where: { $0.id == key }) else { return [] }
    if retryable {
      posting.outbox.markFailed(id: key, error: message, now: now)
      return [.saveOutbox(posting.outbox.posts)] + scheduleRetry()
        + showToast(.error, "등록하지 못했어요: \(message) (다시 보낼게요)")
    }
    // Rejected for good: drop it, but never lose the text.
    posting.outbox.remove(id: key)
    var effects: [Effect] = [.saveOutbox(posting.outbox.posts)]
    if compose.text.isEmpty {
      compose.buffer = .init(pending.content)
      effects += composeDidChange()
    }
    return effects + showToast(.error, "등록하지 못했어요: \(message)")
  }

  /// Arms one timer for the earliest post that waits for a retry.
  mutating func scheduleRetry() -> [Effect] {
    let waiting = posting.outbox.posts.filter { !posting.inFlight.contains($0.id) }
    guard let next = waiting.map(\.nextAttempt).min() else { return [] }
    posting.retryToken += 1
    let milliseconds = max(0, Int((next.timeIntervalSince(now) * 1000).rounded(.up)))
    return [.startTimer(.outboxRetry(posting.retryToken), milliseconds: milliseconds)]
  }

  /// Sends every post whose retry time has come.
  mutating func retryDuePosts() -> [Effect] {
    let due = posting.outbox.due(now: now).filter { !posting.inFlight.contains($0.id) }
    for post in due { posting.inFlight.insert(post.id) }
    return due.map { .post($0) } + scheduleRetry()
  }

  mutating func clearCompose() {
    endComposition()
    compose.buffer = .init()
    compose.composing = nil
  }
}

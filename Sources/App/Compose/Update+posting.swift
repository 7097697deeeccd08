import Foundation
import Persistence
import Reviews

extension AppState {
  /// Posts the compose text. Empty text only warns; the same text already pending reuses its
  /// idempotency key, so pressing post again can never make a second copy.
  mutating func post() -> [Effect] {
    if let editing = own.editing { return saveEdit(editing) }
    endComposition()
    let content = compose.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if content.isEmpty { return showToast(.warning, "리뷰를 작성해 주세요") }
    let count = compose.length  // what the counter shows
    if count > ComposeState.maxLength {
      return showToast(
        .warning, "리뷰는 \(ComposeState.maxLength)자까지 쓸 수 있어요 (지금 \(count)자)")
    }
    let existing = posting.outbox.existing(
      content: content, themeId: settings.themeId, server: posting.server)
    if let existing, posting.inFlight.contains(existing.id) {
      posting.composeKey = existing.id
      return showToast(.info, "등록하는 중이에요")
    }
    let key = existing?.id ?? makeIdempotencyKey()
    let pending = posting.outbox.enqueue(
      content: content, userName: settings.authorName.isEmpty ? nil : settings.authorName,
      themeId: settings.themeId, server: posting.server, now: now, id: key)
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
  mutating func postSucceeded(key: String, review: Review?, signed: Bool = false) -> [Effect] {
    let content = posting.outbox.posts.first { $0.id == key }?.content
    posting.inFlight.remove(key)
    posting.sentByHand.remove(key)
    posting.sendAgain.remove(key)
    posting.outbox.remove(id: key)
    var effects: [Effect] = [.saveOutbox(posting.outbox.posts)]
    if posting.composeKey == key { posting.composeKey = nil }
    if let review, signed, !own.ids.contains(review.id) {
      own.ids.insert(review.id)
      effects.append(.markOwned(id: review.id, owned: true))
    }
    // At the top of the list the new review is selected; anywhere else it appears at the top
    // without moving what the user reads.
    let atTop = list.atNewest && list.selected == 0 && list.top == 0 && list.topLine == 0
    if let review {
      list.insertNewest(review)
      if atTop { _ = moveSelection(to: 0) }
    } else if atTop {
      effects += refresh()
    } else {
      list.total = list.total.map { $0 + 1 }
    }
    if let content, own.editing == nil,
      compose.text.trimmingCharacters(in: .whitespacesAndNewlines) == content
    {
      clearCompose()
      savedDraft = ""
      effects.append(.clearDraft)
    }
    return effects + showToast(.info, "리뷰를 등록했어요")
  }

  mutating func postFailed(
    key: String, message: String, retryable: Bool, retryAfter: TimeInterval? = nil
  ) -> [Effect] {
    posting.inFlight.remove(key)
    // A toast for the first failure and for a post the user just sent; later automatic retries
    // failing are told by the status line's indicator only.
    let sentByHand = posting.sentByHand.remove(key) != nil
    let userWaits = posting.composeKey == key || sentByHand
    let again = posting.sendAgain.remove(key) != nil
    if posting.composeKey == key { posting.composeKey = nil }
    guard let pending = posting.outbox.posts.first(where: { $0.id == key }) else { return [] }
    if retryable {
      posting.outbox.markFailed(id: key, error: message, now: now, retryAfter: retryAfter)
      if again, let failed = posting.outbox.posts.first(where: { $0.id == key }) {
        return sendNow(failed)
      }
      let toast =
        pending.attempts == 0 || userWaits
        ? showToast(.error, "등록하지 못했어요: \(message) (다시 보낼게요)") : []
      return [.saveOutbox(posting.outbox.posts)] + scheduleRetry() + toast
    }
    // Refused for good: kept in the outbox with the reason until the user drops it, and the
    // text comes back to an empty compose pane to be fixed.
    posting.outbox.markRejected(id: key, reason: message)
    var effects: [Effect] = [.saveOutbox(posting.outbox.posts)]
    if compose.text.isEmpty, own.editing == nil {
      compose.field.reset(text: pending.content)
      effects += composeDidChange()
    }
    return effects
      + showToast(.error, "등록하지 못했어요: \(message)\n\(rejectedHint)")
  }

  /// Where a rejected post is kept and how to discard it.
  var rejectedHint: String {
    "거절된 리뷰는 보관해 두었어요 (\(keys.name(.openOutbox)): 보기, 다시 보내기, 버리기)"
  }

  /// What the outbox holds that this session will not send, for the toast at start.
  var outboxNotices: [String] {
    var notices: [String] = []
    let elsewhere = posting.outbox.waitingElsewhere(than: posting.server).count
    if elsewhere > 0 {
      notices.append(
        "다른 서버로 보낼 리뷰 \(elsewhere)개가 기다리고 있어요 (\(keys.name(.openOutbox)) 보기)")
    }
    if posting.rejectedCount > 0 {
      notices.append(
        "서버가 거절한 리뷰 \(posting.rejectedCount)개를 보관하고 있어요 (\(keys.name(.openOutbox)) 보기)"
      )
    }
    return notices
  }

  /// Arms one timer for the earliest post of this server that waits for a retry.
  mutating func scheduleRetry() -> [Effect] {
    let waiting = posting.outbox.waiting(posting.server).filter {
      !posting.inFlight.contains($0.id)
    }
    guard let next = waiting.map(\.nextAttempt).min() else { return [] }
    posting.retryToken += 1
    // The time comes from outbox.json on disk: bound it (a day) before it becomes an Int.
    let wait = (next.timeIntervalSince(now) * 1000).rounded(.up)
    let milliseconds = wait.isNaN ? 0 : Int(min(max(wait, 0), 86_400_000))
    return [.startTimer(.outboxRetry(posting.retryToken), milliseconds: milliseconds)]
  }

  /// Sends every post of this server whose retry time has come.
  mutating func retryDuePosts() -> [Effect] {
    let due = posting.outbox.due(now: now, server: posting.server).filter {
      !posting.inFlight.contains($0.id)
    }
    for post in due { posting.inFlight.insert(post.id) }
    return due.map { .post($0) } + scheduleRetry()
  }

  mutating func clearCompose() {
    compose.field.reset(text: "")
  }
}

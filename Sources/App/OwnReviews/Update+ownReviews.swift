import Foundation
import Persistence
import Reviews

extension AppState {
  /// The review the list's selection is on.
  var selectedReview: Review? {
    list.reviews.indices.contains(list.selected) ? list.reviews[list.selected] : nil
  }

  /// Whether `review` is the user's (posted from this data directory with an author key).
  func isOwn(_ review: Review) -> Bool { own.ids.contains(review.id) }

  /// Whether `e`/`d` work on `review`: the server edits and deletes, and the review is ours.
  func canChange(_ review: Review) -> Bool {
    serverCapabilities.authorKeys && isOwn(review)
  }

  /// Why `e`/`d` cannot act on `review`, told in a toast rather than doing nothing.
  func changeRefusal(_ review: Review) -> String? {
    if !serverCapabilities.authorKeys { return ReviewOwnershipUnsupported.message }
    if !isOwn(review) { return "내가 쓴 리뷰만 고치거나 지울 수 있어요" }
    if own.inFlight.contains(review.id) { return "그 리뷰를 처리하는 중이에요. 잠시 뒤에 다시 해 주세요" }
    return nil
  }

  /// The text the draft file holds: while editing, the draft the edit pushed aside (the edit
  /// text is not a draft, and must never replace the one on disk).
  var draftText: String { own.editing?.draftBefore ?? compose.text }

  // MARK: Editing

  /// `e`: loads the review into the compose pane; posting saves the edit, Esc cancels.
  mutating func startEdit(_ review: Review) -> [Effect] {
    if let refusal = changeRefusal(review) { return showToast(.warning, refusal) }
    if overlay?.kind == .reader { overlay = nil }
    focus = .compose
    if own.editing?.review.id == review.id { return [] }
    if own.editing != nil { restoreDraftAfterEdit() }
    endComposition()
    own.editing = EditingReview(
      review: review, draftBefore: compose.text, cursorBefore: compose.buffer.cursor)
    compose.field.reset(text: review.content)
    let post = keys.name(.post)
    return saveDraftNow()
      + showToast(.info, "내 리뷰를 고쳐요: \(post) 저장 · \(keys.name(.escape)) 그만두기")
  }

  /// Post while editing: saves the new content with `PATCH`.
  mutating func saveEdit(_ editing: EditingReview) -> [Effect] {
    endComposition()
    let content = compose.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if content.isEmpty { return showToast(.warning, "리뷰를 작성해 주세요 (지우려면 목록에서 d)") }
    if compose.length > ComposeState.maxLength {
      return showToast(
        .warning, "리뷰는 \(ComposeState.maxLength)자까지 쓸 수 있어요 (지금 \(compose.length)자)")
    }
    let id = editing.review.id
    if own.inFlight.contains(id) { return showToast(.info, "저장하는 중이에요") }
    if content == editing.review.content {
      return showToast(.info, "바뀐 내용이 없어요 (\(keys.name(.escape)): 그만 고치기)")
    }
    own.inFlight.insert(id)
    return [.editReview(themeId: editing.review.theme, id: id, content: content)] + startSpinner()
  }

  /// Esc in the compose pane while editing: the draft from before comes back.
  mutating func cancelEdit() -> [Effect] {
    guard own.editing != nil else { return [] }
    restoreDraftAfterEdit()
    return saveDraftNow() + showToast(.info, "고치기를 그만뒀어요")
  }

  /// Takes up an edit that was in progress when the app last stopped (edit.json): the compose
  /// pane holds its text, and the draft now on screen is the one set aside.
  mutating func resumeEdit(_ edit: EditDraft) {
    own.editing = EditingReview(
      review: edit.review, draftBefore: compose.text, cursorBefore: compose.buffer.cursor)
    compose.field.reset(text: edit.text)
    savedEdit = edit
  }

  /// Puts back the compose text and cursor from before `e`.
  mutating func restoreDraftAfterEdit() {
    guard let editing = own.editing else { return }
    own.editing = nil
    compose.field.reset(text: editing.draftBefore, cursor: editing.cursorBefore)
  }

  mutating func editSucceeded(_ review: Review) -> [Effect] {
    own.inFlight.remove(review.id)
    replaceReview(review)
    if let editing = own.editing, editing.review.id == review.id {
      // Text typed while the edit was on its way is not saved yet: it stays to be saved again.
      if compose.text.trimmingCharacters(in: .whitespacesAndNewlines) == review.content {
        restoreDraftAfterEdit()
        return saveDraftNow() + showToast(.info, "리뷰를 고쳤어요")
      } else {
        own.editing?.review = review
        return saveDraftNow() + showToast(.info, "고친 리뷰를 저장했어요 (그 뒤에 바꾼 글은 아직이에요)")
      }
    }
    return showToast(.info, "리뷰를 고쳤어요")
  }

  /// A failed edit keeps the edited text in the compose pane; a review that is gone leaves the
  /// list (the text stays to be copied).
  mutating func editFailed(id: String, message: String, status: Int?) -> [Effect] {
    own.inFlight.remove(id)
    let gone = status == 404 ? forgetReview(id: id) : []
    return gone + showToast(.error, "고치지 못했어요: \(message)\n고친 글은 그대로 있어요")
  }

  // MARK: Deleting

  /// `d`: asks before deleting (the confirmation dialog, y/n), over the list or the reader.
  mutating func askDelete(_ review: Review, fromReader: Bool) -> [Effect] {
    if let refusal = changeRefusal(review) { return showToast(.warning, refusal) }
    endComposition()
    overlay = .confirm(.deleteReview(review, reader: fromReader ? reader : nil))
    return []
  }

  /// y to the delete question: the reader (if it was open) closes, the delete goes out.
  mutating func deleteConfirmed(_ review: Review) -> [Effect] {
    overlay = nil
    own.inFlight.insert(review.id)
    return [.deleteReview(themeId: review.theme, id: review.id)] + startSpinner()
  }

  mutating func deleteSucceeded(id: String) -> [Effect] {
    own.inFlight.remove(id)
    return forgetReview(id: id) + showToast(.info, "리뷰를 지웠어요")
  }

  mutating func deleteFailed(id: String, message: String, status: Int?) -> [Effect] {
    own.inFlight.remove(id)
    if status == 404 { return forgetReview(id: id) + showToast(.info, "이미 지워진 리뷰예요") }
    return showToast(.error, "지우지 못했어요: \(message)")
  }

  // MARK: The list

  /// Puts the server's new version of a review wherever it shows.
  mutating func replaceReview(_ review: Review) {
    if let index = list.reviews.firstIndex(where: { $0.id == review.id }) {
      list.reviews[index] = review
    }
    if var open = reader, open.review.id == review.id {
      open.review = review
      overlay = .reader(open)
    }
  }

  /// A review that is gone: out of the list, the reader and the record of ours. An edit of it
  /// keeps its text in the compose pane (the user may still want it).
  mutating func forgetReview(id: String) -> [Effect] {
    if let index = list.reviews.firstIndex(where: { $0.id == id }) {
      list.remove(at: index)
    }
    if reader?.review.id == id { _ = closeReader() }
    var saves: [Effect] = []
    if own.editing?.review.id == id, compose.text == own.editing?.review.content {
      restoreDraftAfterEdit()
      saves = saveDraftNow()
    }
    guard own.ids.remove(id) != nil else { return saves + ensureSelectionVisible() }
    return saves + [.markOwned(id: id, owned: false)] + ensureSelectionVisible()
  }
}

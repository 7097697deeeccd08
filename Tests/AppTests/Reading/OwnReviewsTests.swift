import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// Marking, editing and deleting the user's own reviews in the UI.
@Suite("Own reviews in the UI")
struct OwnReviewsTests {
  /// The list with focus, r2 being the user's, on a server that takes author keys.
  func ownState(draft: String = "쓰던 초안", authorKeys: Bool = true) -> AppState {
    var state = makeState(reviews: sampleReviews, draft: draft)
    state.own.ids = ["r2"]
    state.send(.capabilitiesLoaded(ServerCapabilities(search: true, authorKeys: authorKeys)))
    state.focus = .list
    return state
  }

  func edits(_ effects: [Effect]) -> [(String, String)] {
    effects.compactMap {
      if case .editReview(_, let id, let content) = $0 { (id, content) } else { nil }
    }
  }

  @Test("the user's reviews are marked in the list and in the reader; others are not")
  func marks() {
    var state = ownState()
    let lines = render(state).textLines()
    #expect(lines.contains { $0.contains("이 이바다 · 12분 전 · ✎ 내 리뷰") })
    #expect(lines.filter { $0.contains("✎ 내 리뷰") }.count == 1)
    state.typeKeys("j")
    state.press(.enter)
    let reader = render(state).textLines().joined(separator: "\n")
    #expect(reader.contains("✎ 내 리뷰"))
    #expect(reader.contains("e 고치기 · d 지우기"))
    state.press(.escape)
    state.typeKeys("k")
    state.press(.enter)
    let other = render(state).textLines().joined(separator: "\n")
    #expect(!other.contains("✎ 내 리뷰"))
    #expect(!other.contains("e 고치기"))
  }

  /// The edit-in-progress saves among `effects` (nil: edit.json removed).
  func editSaves(_ effects: [Effect]) -> [EditDraft?] {
    effects.compactMap { if case .saveEditDraft(let edit) = $0 { edit } else { nil } }
  }

  @Test("an edit in progress is kept in edit.json with the draft timer, and removed on Esc")
  func editIsSavedLikeADraft() {
    var state = ownState()
    let started = state.typeKeys("je")
    #expect(editSaves(started).map { $0?.review.id } == ["r2"])
    state.typeKeys("!")
    let saved = state.send(.timer(.draftSave))
    #expect(editSaves(saved).map { $0?.text } == [state.compose.text])
    #expect(!saved.contains(.saveDraft(state.compose.text)), "the draft file keeps the draft")
    #expect(state.send(.timer(.draftSave)).isEmpty, "nothing new to write")
    let cancelled = state.press(.escape)
    #expect(editSaves(cancelled) == [nil])
    #expect(state.compose.text == "쓰던 초안")
  }

  @Test("a failed save of edit.json (a full disk) is said once and written again by the timer")
  func editSaveFails() {
    var state = ownState()
    state.typeKeys("je")
    let failed = state.send(.storageFailed(.edit, reason: "디스크가 가득 찼어요"))
    #expect(state.toast?.message.contains("고치던 리뷰를 저장하지 못했어요") == true)
    #expect(failed.contains(.startTimer(.draftSave, milliseconds: 2000)))
    state.toast = nil
    _ = state.send(.storageFailed(.edit, reason: "디스크가 가득 찼어요"))
    #expect(state.toast == nil, "the same reason is not said again")
    let retried = state.send(.timer(.draftSave))
    #expect(editSaves(retried).map { $0?.review.id } == ["r2"])
    _ = state.send(.storageSaved(.edit))
    #expect(state.toast?.message.contains("고치던 리뷰를 저장했어요") == true)
    #expect(state.compose.text == "단축키로 이모지 넣는 기능 최고예요 😀👍", "the text stays")
  }

  @Test("an edit found at start is taken up again: its text in the compose pane, the draft aside")
  func resumedEdit() {
    var state = makeState(reviews: sampleReviews, draft: "쓰던 초안")
    let review = sampleReviews[1]
    state.resumeEdit(EditDraft(server: .embedded, review: review, text: "고치던 글"))
    #expect(state.own.editing?.review == review)
    #expect(state.compose.text == "고치던 글")
    #expect(state.draftText == "쓰던 초안")
    #expect(state.send(.timer(.draftSave)).isEmpty, "what is on disk is what was loaded")
  }

  @Test("e loads the review into the compose pane; posting sends a PATCH with the new text")
  func editAndSave() {
    var state = ownState()
    state.typeKeys("je")
    #expect(state.focus == .compose)
    #expect(state.compose.text == "단축키로 이모지 넣는 기능 최고예요 😀👍")
    state.toast = nil
    #expect(render(state).textLines().contains { $0.contains("내 리뷰 고치는 중") })
    state.press(.backspace)
    let effects = state.press(.ctrl("s"))
    #expect(edits(effects).map(\.0) == ["r2"])
    #expect(edits(effects).map(\.1) == ["단축키로 이모지 넣는 기능 최고예요 😀"])
    #expect(posts(in: effects).isEmpty)
    var saved = state.list.reviews[1]
    saved.content = "단축키로 이모지 넣는 기능 최고예요 😀"
    saved.updatedAt = testNow
    state.send(.editSucceeded(saved))
    #expect(state.own.editing == nil)
    #expect(state.compose.text == "쓰던 초안", "the draft from before comes back")
    #expect(state.list.reviews[1].content == saved.content)
    #expect(state.toast?.message == "리뷰를 고쳤어요")
    #expect(render(state).textLines().contains { $0.contains("12분 전 · 고침 · ✎ 내 리뷰") })
  }

  @Test("Esc in the compose pane ends the syllable, then gives the edit up and restores the draft")
  func escapeRestores() {
    var state = ownState(draft: "초안입니다")
    state.focus = .compose
    state.press(.left)
    state.press(.left)
    state.focus = .list
    state.typeKeys("je")
    state.typeKeys("gksk")
    state.press(.escape)
    #expect(state.compose.composing == nil)
    #expect(state.own.editing != nil)
    state.press(.escape)
    #expect(state.own.editing == nil)
    #expect(state.compose.text == "초안입니다")
    #expect(state.compose.buffer.cursor == 3)
    #expect(state.list.reviews[1].content == "단축키로 이모지 넣는 기능 최고예요 😀👍")
  }

  @Test("quitting while editing asks, and says the edit is not kept")
  func quitWhileEditing() {
    var state = ownState(draft: "")
    state.typeKeys("je")
    state.press(.ctrl("c"))
    #expect(state.overlay == .confirm(.quit))
    #expect(ConfirmView.quitLines(state.quitInput).contains(ConfirmView.editDropped))
  }

  @Test("while editing, the draft file keeps the draft from before, never the edit")
  func draftKept() {
    var state = ownState(draft: "초안")
    state.typeKeys("je")
    state.typeKeys("gksk")
    let effects = state.send(.timer(.draftSave))
    #expect(!effects.contains { if case .saveDraft = $0 { true } else { false } })
    #expect(!effects.contains(.clearDraft))
    #expect(state.draftText == "초안")
  }

  @Test("a failed edit keeps the edited text and stays in editing; a gone review leaves the list")
  func failedEdit() {
    var state = ownState()
    state.typeKeys("je")
    state.typeKeys("gksk")
    state.press(.ctrl("s"))
    let edited = state.compose.text
    state.send(.editFailed(id: "r2", message: "서버에 연결할 수 없어요.", status: nil))
    #expect(state.compose.text == edited)
    #expect(state.own.editing?.review.id == "r2")
    #expect(state.toast?.kind == .error)
    #expect(state.toast?.message.contains("고친 글은 그대로 있어요") == true)
    state.press(.ctrl("s"))
    let effects = state.send(
      .editFailed(id: "r2", message: "리뷰를 찾을 수 없어요.", status: 404))
    #expect(effects.contains(.markOwned(id: "r2", owned: false)))
    #expect(!state.list.reviews.contains { $0.id == "r2" })
    #expect(state.compose.text == edited)
  }

  @Test("d asks first; n keeps the review, y sends the delete and the review leaves on success")
  func deleteAfterQuestion() {
    var state = ownState()
    state.typeKeys("jd")
    #expect(state.overlay == .confirm(.deleteReview(state.list.reviews[1], reader: nil)))
    #expect(render(state).textLines().contains { $0.contains("이 리뷰를 지울까요?") })
    state.typeKeys("n")
    #expect(state.overlay == nil)
    state.typeKeys("d")
    state.send(.input(.text("무시")))
    let effects = state.typeKeys("y")
    #expect(effects.contains(.deleteReview(themeId: "1", id: "r2")))
    #expect(state.list.reviews.count == sampleReviews.count)
    let done = state.send(.deleteSucceeded(id: "r2"))
    #expect(done.contains(.markOwned(id: "r2", owned: false)))
    #expect(!state.list.reviews.contains { $0.id == "r2" })
    #expect(state.own.ids.isEmpty)
    #expect(state.toast?.message == "리뷰를 지웠어요")
  }

  @Test("d in the reader asks over it and closes it once confirmed")
  func deleteFromReader() {
    var state = ownState()
    state.typeKeys("j")
    state.press(.enter)
    state.typeKeys("d")
    #expect(state.overlay?.kind == .confirm)
    #expect(
      render(state).textLines().contains { $0.contains("e 고치기 · d 지우기") }, "the reader behind")
    state.typeKeys("n")
    #expect(state.reader?.review.id == "r2", "no: back to the reader")
    state.typeKeys("d")
    state.press(.enter)
    #expect(state.overlay?.kind == .confirm, "Enter is no yes to deleting")
    let effects = state.typeKeys("y")
    #expect(effects.contains(.deleteReview(themeId: "1", id: "r2")))
    #expect(state.overlay == nil)
  }

  @Test("a failed delete keeps the review, and says why; 404 means it is gone")
  func failedDelete() {
    var state = ownState()
    state.typeKeys("jdy")
    state.send(.deleteFailed(id: "r2", message: "서버에 연결할 수 없어요.", status: nil))
    #expect(state.list.reviews.contains { $0.id == "r2" })
    #expect(state.toast?.message.contains("지우지 못했어요") == true)
    state.typeKeys("dy")
    state.send(.deleteFailed(id: "r2", message: "없어요", status: 404))
    #expect(!state.list.reviews.contains { $0.id == "r2" })
  }

  @Test(
    "e and d on another's review, or on a server without author keys, say why in a toast",
    arguments: [
      (true, "k", "내가 쓴 리뷰만 고치거나 지울 수 있어요"),
      (false, "j", "이 서버는 리뷰 고치기와 지우기를 지원하지 않아요."),
    ])
  func refused(_ authorKeys: Bool, _ move: String, _ message: String) {
    for key in ["e", "d"] {
      var state = ownState(authorKeys: authorKeys)
      state.typeKeys("j" + move + key)
      #expect(state.own.editing == nil)
      #expect(state.overlay == nil)
      #expect(state.toast?.message == message)
    }
  }

  @Test("a signed post is recorded as the user's; an unsigned one is not")
  func signedPost() {
    var state = makeState(reviews: sampleReviews)
    state.send(.capabilitiesLoaded(.dubeolServe))
    state.typeKeys("gksk")
    let key = posts(in: state.press(.ctrl("s")))[0].id
    let mine = review(9, "나", "한", minutesAgo: 0)
    let effects = state.send(.postSucceeded(key: key, review: mine, signed: true))
    #expect(effects.contains(.markOwned(id: "r9", owned: true)))
    #expect(state.own.ids == ["r9"])
    state.typeKeys("rkr")
    let second = posts(in: state.press(.ctrl("s")))[0].id
    let other = review(10, "나", "각", minutesAgo: 0)
    #expect(
      !state.send(.postSucceeded(key: second, review: other)).contains {
        if case .markOwned = $0 { true } else { false }
      })
    #expect(state.own.ids == ["r9"])
  }

  @Test("e and d are in the bindings table and the help")
  func help() {
    #expect(KeyMap.defaults.command(for: KeyChord(.character("e")), in: Focus.list.scopes) == .editReview)
    #expect(KeyMap.defaults.command(for: KeyChord(.character("d")), in: Focus.list.scopes) == .deleteReview)
    #expect(HelpOverlay.lines(.defaults).contains(.entry(keys: "e", help: "내 리뷰 고치기")))
    #expect(KeyMap.defaults.command(for: KeyChord(.character("e")), in: Focus.compose.scopes) == nil)
  }
}

import Foundation
import Persistence
import Terminal
import Testing

@testable import App

@Suite("Saves that fail: the user is told, saving is retried, quitting tells the truth")
struct StorageFailureTests {
  /// A state with typed text whose draft save has just been attempted and failed.
  func failedDraft(_ keys: String = "dkssud") -> (AppState, [Effect]) {
    var state = makeState()
    state.typeKeys(keys)
    state.send(.timer(.draftSave))
    let effects = state.send(.storageFailed(.draft, reason: "디스크 공간이 부족해요"))
    return (state, effects)
  }

  @Test("a failed draft save says so in Korean with the reason; the text stays on screen")
  func draftFailureToast() {
    let (state, _) = failedDraft()
    #expect(state.toast?.kind == .error)
    #expect(state.toast?.message == "쓰던 글을 저장하지 못했어요: 디스크 공간이 부족해요")
    #expect(state.storage.draftProblem == "디스크 공간이 부족해요")
    #expect(state.compose.text == "안녕")
    #expect(render(state).textLines().joined().contains("안녕"))
    #expect(StatusLineView.summary(state.statusLineInput).contains("저장 안 됨"))
  }

  @Test("the save is tried again by the draft timer until it works, with one toast")
  func draftRetried() {
    var (state, effects) = failedDraft()
    #expect(effects.contains(.startTimer(.draftSave, milliseconds: StorageState.retryMilliseconds)))
    let retry = state.send(.timer(.draftSave))
    #expect(retry.contains(.saveDraft("안녕")))
    let toastID = state.toast?.id
    state.send(.storageFailed(.draft, reason: "디스크 공간이 부족해요"))
    #expect(state.toast?.id == toastID, "the same failure again is not a new toast")
    #expect(state.send(.timer(.draftSave)).contains(.saveDraft("안녕")))
    state.send(.storageSaved(.draft))
    #expect(state.storage.draftProblem == nil)
    #expect(state.toast?.message == "쓰던 글을 저장했어요")
    #expect(state.send(.timer(.draftSave)).isEmpty, "nothing left to save")
  }

  @Test("a failed outbox save is retried with the whole outbox")
  func outboxRetried() {
    var state = makeState()
    state.typeKeys("whgdkdy")
    state.press(.ctrl("s"))
    state.send(.storageFailed(.outbox, reason: "권한이 없어요"))
    #expect(state.toast?.message == "보낼 리뷰를 저장하지 못했어요: 권한이 없어요")
    let posts = state.posting.outbox.posts
    #expect(state.send(.timer(.draftSave)).contains(.saveOutbox(posts)))
    state.send(.storageSaved(.outbox))
    #expect(state.storage.outboxProblem == nil)
  }

  @Test("the quit dialog promises the draft is kept only when it was saved")
  func quitDialogWhenSaved() {
    var state = makeState()
    state.typeKeys("dkssud")
    state.send(.timer(.draftSave), .storageSaved(.draft))
    state.press(.ctrl("c"))
    #expect(state.overlay == .confirm(.quit))
    let text = render(state).textLines().joined(separator: "\n")
    #expect(text.contains("쓰던 글은 저장되어"))
  }

  @Test("when the draft could not be saved the dialog says why and where the text will go")
  func quitDialogWhenUnsaved() {
    var (state, _) = failedDraft()
    state.press(.ctrl("c"))
    #expect(state.overlay == .confirm(.quit))
    let lines = ConfirmView.quitLines(state.quitInput)
    #expect(!lines.contains { $0.contains("저장되어") }, "\(lines)")
    #expect(lines.contains("쓰던 글을 저장하지 못했어요: 디스크 공간이 부족해요"))
    #expect(lines.contains(ConfirmView.rescue))
    let screen = render(state).textLines().joined(separator: "\n")
    #expect(screen.contains("쓰던 글을 저장하지 못했어요") && !screen.contains("저장되어"))
  }

  @Test("quitting with unsaved text tries the save once more and leaves the text to rescue")
  func quitWithUnsavedText() {
    var (state, _) = failedDraft()
    state.press(.ctrl("c"))
    let effects = state.typeKeys("y")
    #expect(effects == [.saveDraft("안녕")])
    #expect(state.shouldQuit)
    #expect(state.unsavedText == "안녕")
  }

  @Test("an unsaved outbox with no draft still asks before quitting, and its texts are rescued")
  func unsavedOutboxAsks() {
    var state = makeState()
    state.typeKeys("whgdkdy")
    state.press(.ctrl("s"))
    state.send(.storageFailed(.outbox, reason: "권한이 없어요"))
    state.clearCompose()
    state.focus = .list
    state.typeKeys("q")
    #expect(state.overlay == .confirm(.quit))
    #expect(ConfirmView.quitLines(state.quitInput).first == ConfirmView.unsentQuestion)
    #expect(state.unsavedText == "좋아요")
  }

  @Test("nothing to rescue when every save worked")
  func nothingUnsaved() {
    var state = makeState()
    state.typeKeys("dkssud")
    #expect(state.unsavedText == nil)
    state.send(.storageFailed(.settings, reason: "권한이 없어요"))
    #expect(state.unsavedText == nil)
    #expect(state.toast?.message == "설정을 저장하지 못했어요: 권한이 없어요")
  }
}

/// The composing field a 한자 window converts in: every field that takes Hangul.
package enum HanjaTarget: Sendable, Equatable {
  case compose, search, phrasesEditor, shortcutsEditor

}

extension AppState {
  /// Where keys are looked up while `target` takes them (F9 is found there, so a rebinding
  /// applies): the compose pane's keys come through the pane that has focus.
  func hanjaScopes(_ target: HanjaTarget) -> [KeyScope] {
    switch target {
    case .compose: focus.scopes
    case .search: KeyScope.searchLine
    case .phrasesEditor, .shortcutsEditor: KeyScope.itemEditor
    }
  }

  /// The field keys go to now: a popup's editor, the search line, else the compose pane (from
  /// the grid and the list too, as the editing keys); nil under an overlay without a field.
  var hanjaTarget: HanjaTarget? {
    switch overlay {
    case .phrases(let popup): popup.editor == nil ? nil : .phrasesEditor
    case .shortcuts(let picker): picker.editor == nil ? nil : .shortcutsEditor
    case .some: nil
    case nil: isTypingSearch ? .search : .compose
    }
  }

  /// The target's field, if it is still open.
  func field(_ target: HanjaTarget) -> ComposingField? {
    switch (target, overlay) {
    case (.compose, _): compose.field
    case (.search, _): list.search?.field
    case (.phrasesEditor, .phrases(let popup)): popup.editor?.field
    case (.shortcutsEditor, .shortcuts(let picker)): picker.editor?.field
    default: nil
    }
  }

  /// Runs `change` on the target's field as its place does: the compose pane saves the draft
  /// and says why an edit was refused; the others say it in a toast.
  mutating func changeField(
    _ target: HanjaTarget, _ change: (inout ComposingField) -> FieldOutcome
  ) -> [Effect] {
    var outcome = FieldOutcome.unchanged
    switch (target, overlay) {
    case (.compose, _):
      return editCompose(change)
    case (.search, _):
      guard var search = list.search else { return [] }
      outcome = change(&search.field)
      list.search = search
    case (.phrasesEditor, .phrases(var popup)):
      guard popup.editor != nil else { return [] }
      outcome = change(&popup.editor!.field)
      overlay = .phrases(popup)
    case (.shortcutsEditor, .shortcuts(var picker)):
      guard picker.editor != nil else { return [] }
      outcome = change(&picker.editor!.field)
      overlay = .shortcuts(picker)
    default:
      return []
    }
    guard let limit = field(target)?.maxLength, let message = outcome.refusal(limit: limit)
    else { return [] }
    return showToast(.warning, message)
  }
}

/// What a popup asks the app to do after an event; the app applies it to settings and state.
package enum PopupAction: Equatable, Sendable {
  /// Insert the phrase at the compose cursor (ending any composition), then close the popup.
  case insert(String)
  /// Add the compose text as a phrase: clean it with `Settings.item(from:)`, then call
  /// `PhrasesPopup.add(_:)` and apply what it returns.
  case addFromCompose
  /// The phrase list changed (added, deleted, reordered): store it and save the settings.
  case phrasesChanged([String])
  /// Make this shortcut item current (update the grid key, save the settings), then close.
  case selectShortcut(Int)
  /// A shortcut item was edited: store the six items and save the settings.
  case shortcutsChanged([String])
  /// Close the popup.
  case close
  /// The popup did not use the event; the app may (e.g. the key that opened it closes it).
  case unhandled
}

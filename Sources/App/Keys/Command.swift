/// What a physical key binding asks the app to do.
public enum Command: Sendable, Equatable {
  // Everywhere
  case help, interrupt, nextFocus, previousFocus, post, toggleInputMode, cycleKeyboard
  case openFavorites, openShortcuts, escape, refresh
  // Review list
  case quit, listUp, listDown, listPageUp, listPageDown, listTop, listBottom
  case openReview, openOutbox, search, nextMatch, previousMatch, editReview, deleteReview
  // Compose pane
  case cursorLeft, cursorRight, cursorUp, cursorDown, cursorHome, cursorEnd
  case backspace, deleteWord, newline
  // Editing, whichever pane has focus
  case deleteToLineStart, deleteToLineEnd, wordLeft, wordRight, undo, redo
  // Keyboard grid
  case gridUp, gridDown, gridLeft, gridRight, gridPress
}

/// What a physical key binding asks the app to do.
public enum Command: Sendable, Equatable {
  // Everywhere
  case help, interrupt, nextFocus, previousFocus, post, toggleInputMode
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

extension Command {
  /// The editing a command does in a composing field, if it is an editing command.
  var fieldEdit: FieldEdit? {
    switch self {
    case .backspace: .backspace
    case .deleteWord: .deleteWord
    case .deleteToLineStart: .deleteToLineStart
    case .deleteToLineEnd: .deleteToLineEnd
    case .cursorLeft: .left
    case .cursorRight: .right
    case .cursorHome: .home
    case .cursorEnd: .end
    case .wordLeft: .wordLeft
    case .wordRight: .wordRight
    case .undo: .undo
    case .redo: .redo
    case .newline: .newline
    default: nil
    }
  }
}

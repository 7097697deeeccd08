/// Everything a key can ask the app to do. The raw value is the command's name in config.toml's
/// `[keys]` table and in `dubeol config keys`.
package enum Command: String, Sendable, Hashable, CaseIterable {
  // Everywhere
  case help, interrupt, quit, post, escape, refresh
  case nextFocus = "next_pane"
  case previousFocus = "previous_pane"
  case toggleInputMode = "toggle_input_mode"
  case cycleKeyboard = "cycle_keyboard"
  case openPhrases = "phrases"
  case openShortcuts = "shortcuts"
  case openOutbox = "outbox"
  // Editing the text (the compose pane and every field)
  case backspace, undo, redo
  case deleteWord = "delete_word"
  case deleteToLineStart = "delete_to_line_start"
  case deleteToLineEnd = "delete_to_line_end"
  case wordLeft = "word_left"
  case wordRight = "word_right"
  case cursorHome = "line_start"
  case cursorEnd = "line_end"
  case cursorLeft = "cursor_left"
  case cursorRight = "cursor_right"
  case cursorUp = "cursor_up"
  case cursorDown = "cursor_down"
  case newline
  /// 한자 and 기호: the text before the cursor in a candidate window.
  case hanja
  // The keyboard grid
  case gridLeft = "grid_left"
  case gridRight = "grid_right"
  case gridUp = "grid_up"
  case gridDown = "grid_down"
  case gridPress = "grid_press"
  // Lists and pages (the review list, the reader, the outbox, the popups)
  case up, down, left, right, top, bottom
  case pageUp = "page_up"
  case pageDown = "page_down"
  case nextItem = "next_item"
  case previousItem = "previous_item"
  // The review list and the reader
  case openReview = "open_review"
  case search
  case nextMatch = "next_match"
  case previousMatch = "previous_match"
  case editReview = "edit_review"
  case deleteReview = "delete_review"
  case copy
  // The outbox
  case sendNow = "send_now"
  case discard
  // Popups, fields in them, questions
  case close, submit, cancel, clear, yes, no, insert, add, choose
  case editItem = "edit_item"
  case deleteItem = "delete_item"
  case moveItemUp = "move_item_up"
  case moveItemDown = "move_item_down"
  // dubeol type
  case typeToggleInputMode = "type_toggle_input_mode"
  case typeCycleKeyboard = "type_cycle_keyboard"
  case typeScrollUp = "type_scroll_up"
  case typeScrollDown = "type_scroll_down"
  case typeHanja = "type_hanja"
  case typeGrid = "type_grid"
  case typePhrases = "type_phrases"
  case typeShortcuts = "type_shortcuts"

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
    case .clear: .clear
    case .toggleInputMode: .toggleMode
    default: nil
    }
  }
}

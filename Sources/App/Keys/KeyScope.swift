/// Where a key binding applies. A place that takes keys looks its chords up in a list of scopes,
/// its own first (`KeyScope.compose` and the others below).
package enum KeyScope: String, Sendable, Hashable, CaseIterable {
  case everywhere, editing, field, grid, list, search, reader, outbox, phrases, shortcuts, editor
  case confirm
  case quitConfirm = "quit_confirm"
  case help
  /// The 한자 candidate window.
  case hanja
  /// `dubeol type`: the keys dubeol keeps for itself while every other key goes to the program.
  case type

  /// The heading of the scope in the help overlay and `dubeol config keys`.
  var title: String {
    switch self {
    case .everywhere: "어디서나"
    case .editing: "글 편집 (어디서나)"
    case .field: "글 쓰는 칸"
    case .grid: "키보드 창"
    case .list: "리뷰 목록"
    case .search: "찾기 줄"
    case .reader: "리뷰 보기"
    case .outbox: "보낼 리뷰"
    case .phrases: "자주 쓰는 말"
    case .shortcuts: "단축키 고르기"
    case .editor: "항목 고치기"
    case .confirm: "지울까요?"
    case .quitConfirm: "종료할까요?"
    case .help: "도움말"
    case .hanja: "한자 고르기"
    case .type: "dubeol type (다른 프로그램에 입력)"
    }
  }
}

extension KeyScope {
  /// Whether the review UI's help lists the scope (`type` belongs to `dubeol type`).
  var inUI: Bool { self != .type }

  /// The compose pane: its own keys, editing, then the global ones.
  static let compose: [KeyScope] = [.field, .editing, .everywhere]
  /// The keyboard grid; editing keys still change the compose text.
  static let keyboard: [KeyScope] = [.grid, .editing, .everywhere]
  /// The review list; editing keys still change the compose text.
  static let reviewList: [KeyScope] = [.list, .editing, .everywhere]
  /// The search line while it is typed into.
  static let searchLine: [KeyScope] = [.search, .field, .editing, .everywhere]
  /// A popup's item editor.
  static let itemEditor: [KeyScope] = [.editor, .field, .editing]
}

import Terminal

/// A physical key with its modifiers, as the terminal reports it.
public struct KeyChord: Hashable, Sendable {
  public var key: Key
  public var modifiers: Modifiers

  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}

/// Where a binding applies: everywhere, or only while a pane has focus. `editing` bindings
/// change the compose text whichever pane has focus (a pane's own binding wins).
public enum BindingScope: Sendable, Equatable, CaseIterable {
  case global, editing, compose, keyboard, list

  /// The heading of the scope in the help overlay.
  var title: String {
    switch self {
    case .global: "어디서나"
    case .editing: "글 편집 (어디서나)"
    case .compose: "작성 창"
    case .keyboard: "키보드 창"
    case .list: "리뷰 목록"
    }
  }
}

/// One row of the bindings table: the chords, how help shows them, and the command.
public struct KeyBinding: Sendable {
  public var scope: BindingScope
  public var chords: [KeyChord]
  public var keys: String
  public var command: Command
  public var help: String
  /// False for a row the help overlay leaves out (the row before it names both, so the help
  /// fits in two columns at 80×24).
  public var listed = true
}

/// Physical key bindings as a table; `update` dispatches through it and the help overlay lists it.
public enum KeyBindings {
  public static let table: [KeyBinding] = [
    // Everywhere
    .init(scope: .global, chords: [.init(.function(1))], keys: "F1", command: .help, help: "도움말"),
    .init(
      scope: .global, chords: [.init(.ctrl("c"))], keys: "Ctrl-C", command: .interrupt,
      help: "종료 (확인 후)"),
    .init(
      scope: .global, chords: [.init(.tab)], keys: "Tab", command: .nextFocus,
      help: "다음 창"),
    .init(
      scope: .global, chords: [.init(.backTab), .init(.tab, .shift)], keys: "Shift-Tab",
      command: .previousFocus, help: "이전 창"),
    .init(
      scope: .global, chords: [.init(.ctrl("s"))], keys: "Ctrl-S", command: .post,
      help: "리뷰 등록"),
    .init(
      scope: .global, chords: [.init(.enter, .ctrl), .init(.enter, .alt)],
      keys: "Ctrl/Alt-Enter", command: .post, help: "리뷰 등록"),
    .init(
      scope: .global,
      chords: [.init(.function(4)), .init(.character(" "), .ctrl), .init(.character(" "), .shift)],
      keys: "F4, Ctrl/Shift-Space", command: .toggleInputMode, help: "한/영 전환"),
    .init(
      scope: .global, chords: [.init(.function(2)), .init(.character("1"), .alt)],
      keys: "F2, Alt-1", command: .openFavorites, help: "자주 쓰는 말"),
    .init(
      scope: .global, chords: [.init(.function(3)), .init(.character("2"), .alt)],
      keys: "F3, Alt-2", command: .openShortcuts, help: "단축키 고르기"),
    .init(
      scope: .global, chords: [.init(.ctrl("r")), .init(.function(5))], keys: "Ctrl-R, F5",
      command: .refresh, help: "목록 새로 고침"),
    .init(
      scope: .global, chords: [.init(.function(6))], keys: "F6", command: .openOutbox,
      help: "보낼 리뷰 보기"),
    .init(
      scope: .global, chords: [.init(.escape)], keys: "Esc", command: .escape,
      help: "닫기, 작성 창"),

    // Editing the compose text, whichever pane has focus
    .init(
      scope: .editing, chords: [.init(.backspace)], keys: "Backspace", command: .backspace,
      help: "한 타 지우기"),
    .init(
      scope: .editing, chords: [.init(.ctrl("z"))], keys: "Ctrl-Z / Ctrl-Y", command: .undo,
      help: "되돌리기 / 다시"),
    .init(
      scope: .editing, chords: [.init(.ctrl("y"))], keys: "Ctrl-Y", command: .redo,
      help: "다시 하기", listed: false),
    .init(
      scope: .editing, chords: [.init(.ctrl("w")), .init(.backspace, .alt)],
      keys: "Ctrl-W, Alt-Backspace", command: .deleteWord,
      help: "단어 지우기"),
    .init(
      scope: .editing, chords: [.init(.ctrl("u"))], keys: "Ctrl-U / Ctrl-K",
      command: .deleteToLineStart, help: "줄 앞/뒤 지우기"),
    .init(
      scope: .editing, chords: [.init(.ctrl("k"))], keys: "Ctrl-K",
      command: .deleteToLineEnd, help: "줄 끝까지 지우기", listed: false),
    .init(
      scope: .editing, chords: [.init(.left, .ctrl), .init(.character("b"), .alt)],
      keys: "Ctrl-←→, Alt-b/f", command: .wordLeft, help: "단어 이동"),
    .init(
      scope: .editing, chords: [.init(.right, .ctrl), .init(.character("f"), .alt)],
      keys: "Ctrl-→, Alt-f", command: .wordRight, help: "다음 단어로",
      listed: false),
    .init(
      scope: .editing, chords: [.init(.home), .init(.ctrl("a"))], keys: "Home/End, ^A/^E",
      command: .cursorHome, help: "글 처음 / 끝"),
    .init(
      scope: .editing, chords: [.init(.end), .init(.ctrl("e"))], keys: "End, Ctrl-E",
      command: .cursorEnd, help: "글 맨 뒤로", listed: false),

    // Compose pane
    .init(
      scope: .compose, chords: [.init(.left)], keys: "← →", command: .cursorLeft,
      help: "커서 이동"),
    .init(
      scope: .compose, chords: [.init(.right)], keys: "→", command: .cursorRight,
      help: "오른쪽으로", listed: false),
    .init(scope: .compose, chords: [.init(.up)], keys: "↑ ↓", command: .cursorUp, help: "윗줄 / 아랫줄"),
    .init(
      scope: .compose, chords: [.init(.down)], keys: "↓", command: .cursorDown, help: "아랫줄로",
      listed: false),
    .init(
      scope: .compose, chords: [.init(.enter)], keys: "Enter", command: .newline,
      help: "줄 바꿈"),

    // Keyboard grid
    .init(
      scope: .keyboard, chords: [.init(.left)], keys: "← → ↑ ↓", command: .gridLeft,
      help: "키 고르기"),
    .init(
      scope: .keyboard, chords: [.init(.right)], keys: "→", command: .gridRight, help: "오른쪽 키",
      listed: false),
    .init(
      scope: .keyboard, chords: [.init(.up)], keys: "↑", command: .gridUp, help: "위 키",
      listed: false),
    .init(
      scope: .keyboard, chords: [.init(.down)], keys: "↓", command: .gridDown, help: "아래 키",
      listed: false),
    .init(
      scope: .keyboard, chords: [.init(.enter)], keys: "Enter", command: .gridPress,
      help: "고른 키 누르기"),
    .init(
      scope: .keyboard, chords: [.init(.character("?"))], keys: "?", command: .help,
      help: "도움말", listed: false),

    // Review list
    // A pair is listed on its first row (the second is left out), so the help overlay still
    // fits 80×24.
    .init(
      scope: .list, chords: [.init(.character("j")), .init(.down)], keys: "j/k, ↓↑",
      command: .listDown, help: "다음 / 이전 리뷰"),
    .init(
      scope: .list, chords: [.init(.character("k")), .init(.up)], keys: "k, ↑", command: .listUp,
      help: "이전 리뷰", listed: false),
    .init(
      scope: .list, chords: [.init(.pageDown), .init(.character(" "))], keys: "PgDn/Up, Space/b",
      command: .listPageDown, help: "한 쪽 아래 / 위"),
    .init(
      scope: .list, chords: [.init(.pageUp), .init(.character("b"))], keys: "PgUp, b",
      command: .listPageUp, help: "한 쪽 위", listed: false),
    .init(
      scope: .list, chords: [.init(.character("g")), .init(.home)], keys: "g/G, Home/End",
      command: .listTop, help: "맨 위 / 맨 끝까지"),
    .init(
      scope: .list, chords: [.init(.character("G")), .init(.end)], keys: "G, End",
      command: .listBottom, help: "맨 끝까지", listed: false),
    .init(
      scope: .list, chords: [.init(.enter)], keys: "Enter, 더블 클릭", command: .openReview,
      help: "리뷰 전체 보기"),
    .init(
      scope: .list, chords: [.init(.character("/"))], keys: "/", command: .search,
      help: "리뷰 찾기"),
    .init(
      scope: .list, chords: [.init(.character("n"))], keys: "n/N", command: .nextMatch,
      help: "다음 / 이전 찾기"),
    .init(
      scope: .list, chords: [.init(.character("N"))], keys: "N", command: .previousMatch,
      help: "이전 찾기", listed: false),
    .init(
      scope: .list, chords: [.init(.character("e"))], keys: "e / d",
      command: .editReview, help: "내 리뷰 고침/지움"),
    .init(
      scope: .list, chords: [.init(.character("d"))], keys: "d", command: .deleteReview,
      help: "내 리뷰 지우기", listed: false),
    .init(
      scope: .list, chords: [.init(.character("o"))], keys: "o", command: .openOutbox,
      help: "보낼 리뷰 보기"),
    .init(
      scope: .list, chords: [.init(.character("r"))], keys: "r", command: .refresh,
      help: "새로 고침"),
    .init(
      scope: .list, chords: [.init(.character("q"))], keys: "q", command: .quit, help: "종료"),
    .init(
      scope: .list, chords: [.init(.character("?"))], keys: "?", command: .help, help: "도움말"),
  ]

  /// Mouse and typing, which are not chords but belong in the help overlay.
  static let otherHelp: [(keys: String, help: String)] = [
    ("글자 키", "2벌식 입력"),
    ("영문 모드", "글자 그대로 입력"),
    ("클릭", "키 / 커서 / 리뷰"),
    ("단축키 길게 클릭", "단축키 고르기"),
    ("⌫ 길게 클릭", "글자 단위로 지우기"),
    ("휠", "리뷰 목록 이동"),
  ]

  /// The command for a chord while `scope` has focus; the focused pane wins over editing
  /// chords, and those over global ones.
  public static func command(for chord: KeyChord, in scope: BindingScope) -> Command? {
    return lookup[Lookup(scope: scope, chord: chord)]
      ?? lookup[Lookup(scope: .editing, chord: chord)]
      ?? lookup[Lookup(scope: .global, chord: chord)]
  }

  private struct Lookup: Hashable {
    var scope: BindingScope
    var chord: KeyChord
  }

  private static let lookup: [Lookup: Command] = {
    var table: [Lookup: Command] = [:]
    for binding in KeyBindings.table {
      for chord in binding.chords where table[Lookup(scope: binding.scope, chord: chord)] == nil {
        table[Lookup(scope: binding.scope, chord: chord)] = binding.command
      }
    }
    return table
  }()
}

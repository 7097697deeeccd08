import Terminal

/// One row of the command table: a command, where its keys work, its default keys, and what it
/// does as help says it (`hint`: the shorter words of the status line and popups, if any).
package struct CommandRow: Sendable {
  package var command: Command
  package var scopes: [KeyScope]
  package var keys: [KeyChord]
  package var help: String
  package var hint: String?

  init(
    _ command: Command, _ scopes: [KeyScope], _ keys: [KeyChord], _ help: String,
    hint: String? = nil
  ) {
    self.command = command
    self.scopes = scopes
    self.keys = keys
    self.help = help
    self.hint = hint
  }

  /// The words hints use.
  var shortHelp: String { hint ?? help }
}

/// Every command with its scopes, default keys and description: dispatch, the status-line hints,
/// the popups' buttons, the help overlay, `dubeol config keys` and the README are made from it.
/// A command may have several rows when its keys differ by scope (Esc/q close the reader, Esc
/// alone closes a popup); a `[keys]` binding replaces the keys of all its rows.
package enum CommandTable {
  private static func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyChord {
    KeyChord(key, modifiers)
  }
  private static func char(_ c: Character, _ modifiers: Modifiers = []) -> KeyChord {
    KeyChord(.character(c), modifiers)
  }
  private static func ctrl(_ c: Character) -> KeyChord { KeyChord(.ctrl(c)) }
  private static func f(_ n: Int) -> KeyChord { KeyChord(.function(n)) }

  /// Lists and pages share their moves: one row each.
  private static let lists: [KeyScope] = [.list, .reader, .outbox, .phrases, .shortcuts]
  private static let pages: [KeyScope] = [.list, .reader, .phrases]

  package static let rows: [CommandRow] = [
    // Everywhere
    .init(.help, [.everywhere], [f(1)], "도움말"),
    .init(.help, [.grid, .list], [char("?")], "도움말"),
    .init(.interrupt, [.everywhere], [ctrl("c")], "종료 (확인 후)", hint: "종료"),
    .init(.nextFocus, [.everywhere], [key(.tab)], "다음 창"),
    .init(.previousFocus, [.everywhere], [key(.backTab), key(.tab, .shift)], "이전 창"),
    .init(
      .post, [.everywhere], [ctrl("s"), key(.enter, .ctrl), key(.enter, .alt)], "리뷰 등록",
      hint: "등록"),
    .init(
      .toggleInputMode, [.everywhere], [f(4), ctrl(" "), char(" ", .shift)], "한/영 전환",
      hint: "한/영"),
    .init(.openPhrases, [.everywhere], [f(2), char("1", .alt)], "자주 쓰는 말"),
    .init(.openShortcuts, [.everywhere], [f(3), char("2", .alt)], "단축키 고르기"),
    .init(.refresh, [.everywhere], [ctrl("r"), f(5)], "목록 새로 고침", hint: "새로 고침"),
    .init(.openOutbox, [.everywhere], [f(6)], "보낼 리뷰 보기", hint: "보기"),
    .init(.cycleKeyboard, [.everywhere], [f(7)], "다음 자판 ([engine] keyboards)"),
    .init(.escape, [.everywhere], [key(.escape)], "글자 끝내기, 닫기, 작성 창", hint: "그만두기"),

    // Editing the text, in every field and from every pane
    .init(.backspace, [.editing], [key(.backspace)], "한 타 지우기"),
    .init(.undo, [.editing], [ctrl("z")], "되돌리기"),
    .init(.redo, [.editing], [ctrl("y")], "다시 하기"),
    .init(.deleteWord, [.editing], [ctrl("w"), key(.backspace, .alt)], "단어 지우기"),
    .init(.deleteToLineStart, [.editing], [ctrl("u")], "줄 앞 지우기"),
    .init(.deleteToLineEnd, [.editing], [ctrl("k")], "줄 뒤 지우기"),
    .init(.wordLeft, [.editing], [key(.left, .ctrl), char("b", .alt)], "앞 단어로"),
    .init(.wordRight, [.editing], [key(.right, .ctrl), char("f", .alt)], "뒤 단어로"),
    .init(.cursorHome, [.editing], [key(.home), ctrl("a")], "줄 처음으로"),
    .init(.cursorEnd, [.editing], [key(.end), ctrl("e")], "줄 끝으로"),
    .init(.hanja, [.editing], [f(9)], "한자·기호로 바꾸기", hint: "한자"),

    // The field that has focus (the compose pane, the search line, a popup's editor)
    .init(.cursorLeft, [.field], [key(.left)], "왼쪽으로"),
    .init(.cursorRight, [.field], [key(.right)], "오른쪽으로"),
    .init(.cursorUp, [.field], [key(.up)], "윗줄로"),
    .init(.cursorDown, [.field], [key(.down)], "아랫줄로"),
    .init(.newline, [.field], [key(.enter)], "줄 바꿈"),

    // The keyboard grid
    .init(.gridLeft, [.grid], [key(.left)], "왼쪽 키"),
    .init(.gridRight, [.grid], [key(.right)], "오른쪽 키"),
    .init(.gridUp, [.grid], [key(.up)], "위 키"),
    .init(.gridDown, [.grid], [key(.down)], "아래 키"),
    .init(.gridPress, [.grid], [key(.enter)], "고른 키 누르기", hint: "누르기"),

    // Lists and pages
    .init(.up, lists, [char("k"), key(.up)], "위로", hint: "이동"),
    .init(.down, lists, [char("j"), key(.down)], "아래로", hint: "이동"),
    .init(.pageUp, pages, [key(.pageUp), char("b")], "한 쪽 위로", hint: "한 쪽"),
    .init(.pageDown, pages, [key(.pageDown), char(" ")], "한 쪽 아래로", hint: "한 쪽"),
    .init(.top, lists, [char("g"), key(.home)], "맨 위로"),
    .init(.bottom, lists, [char("G"), key(.end)], "맨 끝으로"),
    .init(.left, [.shortcuts], [key(.left), char("h")], "왼쪽으로"),
    .init(.right, [.shortcuts], [key(.right), char("l")], "오른쪽으로"),
    .init(.nextItem, [.shortcuts], [key(.tab)], "다음 항목"),
    .init(.previousItem, [.shortcuts], [key(.backTab)], "이전 항목"),

    // The review list
    .init(.openReview, [.list], [key(.enter)], "리뷰 전체 보기", hint: "보기"),
    .init(.search, [.list], [char("/")], "리뷰 찾기", hint: "찾기"),
    .init(.nextMatch, [.list], [char("n")], "다음 찾기", hint: "다음"),
    .init(.previousMatch, [.list], [char("N")], "이전 찾기", hint: "이전"),
    .init(.editReview, [.list, .reader], [char("e")], "내 리뷰 고치기", hint: "고치기"),
    .init(.deleteReview, [.list, .reader], [char("d")], "내 리뷰 지우기", hint: "지우기"),
    .init(.openOutbox, [.list], [char("o")], "보낼 리뷰 보기"),
    .init(.refresh, [.list], [char("r")], "새로 고침"),
    .init(.quit, [.list], [char("q")], "종료"),

    // The search line
    .init(.submit, [.search], [key(.enter)], "찾기"),
    .init(.close, [.search], [key(.escape)], "글자 끝내기, 그만 찾기", hint: "그만 찾기"),

    // The reader
    .init(.copy, [.reader], [char("y")], "복사"),
    .init(.close, [.reader], [key(.escape), char("q"), key(.enter)], "닫기"),

    // The outbox
    .init(.sendNow, [.outbox], [char("s")], "지금 보내기"),
    .init(.discard, [.outbox], [char("d")], "버리기"),
    .init(.close, [.outbox], [key(.escape), char("q"), f(6)], "닫기"),

    // 자주 쓰는 말 and 단축키
    .init(.insert, [.phrases], [key(.enter)], "넣기"),
    .init(.add, [.phrases], [char("a")], "작성한 글 추가", hint: "추가"),
    .init(.choose, [.shortcuts], [key(.enter), char(" ")], "고르기"),
    .init(.editItem, [.phrases, .shortcuts], [char("e")], "고치기"),
    .init(.deleteItem, [.phrases], [char("d"), key(.delete)], "삭제"),
    .init(.moveItemDown, [.phrases], [char("J")], "아래로 옮기기", hint: "아래로"),
    .init(.moveItemUp, [.phrases], [char("K")], "위로 옮기기", hint: "위로"),
    .init(.close, [.phrases, .shortcuts], [key(.escape)], "닫기"),

    // A popup's item editor
    .init(.submit, [.editor], [key(.enter)], "저장"),
    .init(.cancel, [.editor], [key(.escape)], "글자 끝내기, 취소", hint: "취소"),
    .init(.clear, [.editor], [ctrl("u")], "비우기"),
    .init(.toggleInputMode, [.editor], [key(.tab)], "한/영"),

    // The 한자 candidate window (1–9 pick on the page shown: `otherHelp`)
    .init(.down, [.hanja], [key(.down), key(.right), key(.tab)], "다음 후보"),
    .init(.up, [.hanja], [key(.up), key(.left), key(.backTab)], "이전 후보", hint: "후보"),
    .init(.pageDown, [.hanja], [key(.pageDown)], "다음 쪽"),
    .init(.pageUp, [.hanja], [key(.pageUp)], "이전 쪽", hint: "쪽"),
    .init(.choose, [.hanja], [key(.enter)], "고른 후보로 바꾸기", hint: "바꾸기"),
    .init(.close, [.hanja], [key(.escape)], "닫기 (글자는 그대로)", hint: "닫기"),

    // Questions
    .init(.yes, [.confirm], [char("y"), char("Y")], "예, 지우기", hint: "지우기"),
    .init(.no, [.confirm], [char("n"), char("N"), key(.escape)], "아니요, 그대로", hint: "그대로"),
    .init(
      .yes, [.quitConfirm], [char("y"), char("Y"), key(.enter), ctrl("c")], "예, 종료",
      hint: "종료"),
    .init(.no, [.quitConfirm], [char("n"), char("N"), key(.escape)], "아니요, 계속 쓰기", hint: "계속 쓰기"),

    // Help
    .init(.pageDown, [.help], [char(" "), key(.pageDown), key(.right)], "다음 쪽"),

    // dubeol type: keys a terminal sends as bytes, and none a common program needs (mc and
    // htop use F1–F10, shells and editors Ctrl letters); every other key goes to the program.
    .init(
      .typeToggleInputMode, [.type], [ctrl("\\"), char(" ", .alt)], "한/영 전환", hint: "한/영"),
    .init(
      .typeCycleKeyboard, [.type], [char("k", .alt)], "다음 자판 ([engine] keyboards)", hint: "자판"),
    .init(
      .typeGrid, [.type], [char("g", .alt)],
      "키보드 창: 보이기 (←↑↓→·Enter로 누르기), 클릭만, 감추기", hint: "키보드"),
    .init(.typePhrases, [.type], [char("p", .alt)], "자주 쓰는 말 넣기", hint: "자주 쓰는 말"),
    .init(.typeShortcuts, [.type], [char("s", .alt)], "단축키 골라 넣기 (고른 것이 단축키가 돼요)"),
    .init(
      .typeHanja, [.type], [char("h", .alt)], "한자·기호로 바꾸기 (이어서 입력한 글자)", hint: "한자"),
    .init(
      .typeScrollUp, [.type], [key(.pageUp, .shift)], "지나간 줄 보기 (한 쪽 위로)", hint: "지난 줄"),
    .init(.typeScrollDown, [.type], [key(.pageDown, .shift)], "한 쪽 아래로 (맨 아래는 지금 화면)"),
  ]

  /// Mouse and typing, which are not chords but belong in the help overlay.
  static let otherHelp: [(keys: String, help: String)] = [
    ("글자 키", "자판대로 한글 입력"),
    ("영문 모드", "글자 그대로 입력"),
    ("클릭", "키 / 커서 / 리뷰"),
    ("단축키 길게 클릭", "단축키 고르기"),
    ("⌫ 길게 클릭", "글자 단위로 지우기"),
    ("휠", "리뷰 목록 이동"),
    ("1–9", "한자 창에서 그 번호의 후보로 바꾸기"),
  ]
}

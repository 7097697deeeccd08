import Terminal

/// What a key does on a screen that shows its own key hints (the review reader, the outbox
/// view, the search line) rather than the help overlay, as popups do.
public enum ScreenCommand: Sendable, Equatable {
  case up, down, pageUp, pageDown, top, bottom, close
  // The review reader
  case copy, edit, delete
  // The outbox view
  case sendNow, discard, confirm, cancel
  // The search line
  case submit, toggleInputMode
  // The popups
  case left, right, next, previous, insert, add, moveUp, moveDown, choose, clear
}

/// One key of such a screen: its chords, how the screen's hint line shows it, and the command.
public struct ScreenKey: Sendable {
  public var chords: [KeyChord]
  public var keys: String
  public var command: ScreenCommand
  /// Shown in the screen's hint line; "" keeps the key out of it.
  public var help: String
}

/// The keys of the reading screens as tables; the screens draw their hints from the same rows.
public enum ScreenKeys {
  static let scrolling: [ScreenKey] = [
    .init(
      chords: [.init(.character("k")), .init(.up)], keys: "j/k", command: .up, help: "스크롤"),
    .init(chords: [.init(.character("j")), .init(.down)], keys: "", command: .down, help: ""),
    .init(
      chords: [.init(.pageUp), .init(.character("b"))], keys: "PgUp/PgDn", command: .pageUp,
      help: "한 쪽"),
    .init(
      chords: [.init(.pageDown), .init(.character(" "))], keys: "", command: .pageDown, help: ""),
    .init(chords: [.init(.home), .init(.character("g"))], keys: "", command: .top, help: ""),
    .init(chords: [.init(.end), .init(.character("G"))], keys: "", command: .bottom, help: ""),
  ]

  /// The review reader: scroll, copy, close.
  public static let reader: [ScreenKey] =
    scrolling + [
      .init(chords: [.init(.character("y"))], keys: "y", command: .copy, help: "복사"),
      .init(chords: [.init(.character("e"))], keys: "e", command: .edit, help: "고치기"),
      .init(chords: [.init(.character("d"))], keys: "d", command: .delete, help: "지우기"),
      .init(
        chords: [.init(.escape), .init(.character("q")), .init(.enter)], keys: "Esc/q",
        command: .close, help: "닫기"),
    ]

  /// The outbox view: choose a post, send it now, discard it (asks first).
  public static let outbox: [ScreenKey] = [
    .init(
      chords: [.init(.character("k")), .init(.up)], keys: "j/k", command: .up, help: "고르기"),
    .init(chords: [.init(.character("j")), .init(.down)], keys: "", command: .down, help: ""),
    .init(chords: [.init(.home), .init(.character("g"))], keys: "", command: .top, help: ""),
    .init(chords: [.init(.end), .init(.character("G"))], keys: "", command: .bottom, help: ""),
    .init(chords: [.init(.character("s"))], keys: "s", command: .sendNow, help: "지금 보내기"),
    .init(chords: [.init(.character("d"))], keys: "d", command: .discard, help: "버리기"),
    .init(
      chords: [.init(.escape), .init(.character("q")), .init(.function(6))], keys: "Esc/q",
      command: .close, help: "닫기"),
  ]

  /// The outbox view while it asks whether to discard a post.
  public static let confirmDiscard: [ScreenKey] = [
    .init(
      chords: [.init(.character("y")), .init(.character("Y"))], keys: "y", command: .confirm,
      help: "버리기"),
    .init(
      chords: [.init(.character("n")), .init(.character("N")), .init(.escape)], keys: "n/Esc",
      command: .cancel, help: "취소"),
  ]

  /// The question before deleting one's own review: the discard question's keys, its verb.
  public static let confirmDelete: [ScreenKey] = confirmDiscard.map { key in
    var key = key
    if key.command == .confirm { key.help = "지우기" }
    return key
  }

  /// The reader's keys that act on one's own review: left out of its hints on other reviews.
  static let ownReviewCommands: Set<ScreenCommand> = [.edit, .delete]

  /// A yes/no dialog (quitting with a draft): Ctrl-C again means yes.
  public static let confirm: [ScreenKey] = [
    .init(
      chords: [.init(.character("y")), .init(.character("Y")), .init(.enter), .init(.ctrl("c"))],
      keys: "y", command: .confirm, help: "종료"),
    .init(
      chords: [.init(.character("n")), .init(.character("N")), .init(.escape)], keys: "n/Esc",
      command: .cancel, help: "계속 쓰기"),
  ]

  /// The help overlay: these turn the page while there is one; any other key closes it.
  public static let help: [ScreenKey] = [
    .init(
      chords: [.init(.character(" ")), .init(.pageDown), .init(.right)], keys: "Space",
      command: .pageDown, help: "다음 쪽")
  ]

  /// 자주 쓰는 말 (digits 1–9 insert a phrase too). Rows with a hint are its buttons.
  public static let phrases: [ScreenKey] = [
    .init(chords: [.init(.character("k")), .init(.up)], keys: "", command: .up, help: ""),
    .init(chords: [.init(.character("j")), .init(.down)], keys: "", command: .down, help: ""),
    .init(chords: [.init(.pageUp)], keys: "", command: .pageUp, help: ""),
    .init(chords: [.init(.pageDown)], keys: "", command: .pageDown, help: ""),
    .init(chords: [.init(.character("g")), .init(.home)], keys: "", command: .top, help: ""),
    .init(chords: [.init(.character("G")), .init(.end)], keys: "", command: .bottom, help: ""),
    .init(chords: [.init(.enter)], keys: "Enter", command: .insert, help: "넣기"),
    .init(chords: [.init(.character("a"))], keys: "a", command: .add, help: "추가"),
    .init(chords: [.init(.character("e"))], keys: "e", command: .edit, help: "고치기"),
    .init(
      chords: [.init(.character("d")), .init(.delete)], keys: "d", command: .delete,
      help: "삭제"),
    .init(chords: [.init(.character("J"))], keys: "J", command: .moveDown, help: "아래로"),
    .init(chords: [.init(.character("K"))], keys: "K", command: .moveUp, help: "위로"),
    .init(chords: [.init(.escape)], keys: "Esc", command: .close, help: "닫기"),
  ]

  /// 자주 쓰는 말 while it asks whether to delete a phrase.
  public static let phrasesConfirm: [ScreenKey] = [
    .init(
      chords: [.init(.character("y")), .init(.character("Y")), .init(.enter)], keys: "y",
      command: .confirm, help: "지우기"),
    .init(
      chords: [.init(.character("n")), .init(.character("N")), .init(.escape)], keys: "n",
      command: .cancel, help: "그대로"),
  ]

  /// The 단축키 picker (digits 1–6 choose an item too).
  public static let shortcuts: [ScreenKey] = [
    .init(chords: [.init(.left), .init(.character("h"))], keys: "", command: .left, help: ""),
    .init(chords: [.init(.right), .init(.character("l"))], keys: "", command: .right, help: ""),
    .init(chords: [.init(.up), .init(.character("k"))], keys: "", command: .up, help: ""),
    .init(chords: [.init(.down), .init(.character("j"))], keys: "", command: .down, help: ""),
    .init(chords: [.init(.tab)], keys: "", command: .next, help: ""),
    .init(chords: [.init(.backTab)], keys: "", command: .previous, help: ""),
    .init(chords: [.init(.home)], keys: "", command: .top, help: ""),
    .init(chords: [.init(.end)], keys: "", command: .bottom, help: ""),
    .init(
      chords: [.init(.enter), .init(.character(" "))], keys: "Enter", command: .choose,
      help: "고르기"),
    .init(chords: [.init(.character("e"))], keys: "e", command: .edit, help: "고치기"),
    .init(chords: [.init(.escape)], keys: "Esc", command: .close, help: "닫기"),
  ]

  /// The popups' item editors (a 단축키 item, a phrase); other keys type into them.
  public static let itemEditor: [ScreenKey] = [
    .init(chords: [.init(.enter)], keys: "Enter", command: .submit, help: "저장"),
    .init(chords: [.init(.escape)], keys: "Esc", command: .cancel, help: "취소"),
    .init(chords: [.init(.ctrl("u"))], keys: "^U", command: .clear, help: "비우기"),
    .init(chords: [.init(.tab)], keys: "Tab", command: .toggleInputMode, help: "한/영"),
  ]

  /// The search line while typing; other keys type into it.
  public static let searchLine: [ScreenKey] = [
    .init(chords: [.init(.enter)], keys: "Enter", command: .submit, help: "찾기"),
    .init(chords: [.init(.escape)], keys: "Esc", command: .close, help: "그만 찾기"),
    .init(
      chords: [.init(.function(4)), .init(.character(" "), .shift), .init(.character(" "), .ctrl)],
      keys: "F4", command: .toggleInputMode, help: "한/영"),
  ]

  /// The command of `chord` in `table`, if it has one.
  public static func command(for chord: KeyChord, in table: [ScreenKey]) -> ScreenCommand? {
    table.first { $0.chords.contains(chord) }?.command
  }

  /// The command of a key in a popup's `table`: Shift is part of the letter typed, so it is
  /// left out; Ctrl and Alt chords are never a popup's.
  static func popupCommand(_ key: Key, _ modifiers: Modifiers, in table: [ScreenKey])
    -> ScreenCommand?
  {
    guard !modifiers.contains(.ctrl), !modifiers.contains(.alt) else { return nil }
    return command(for: KeyChord(key, modifiers.subtracting(.shift)), in: table)
  }

  /// "j/k 스크롤 · y 복사 · Esc/q 닫기": the rows that have a hint.
  static func hints(_ table: [ScreenKey]) -> String {
    table.filter { !$0.help.isEmpty }.map { "\($0.keys) \($0.help)" }.joined(separator: " · ")
  }
}

import Hangul
import HangulKeyboards
import TestSupport
import Testing

@testable import App

/// The one composing field, as a spec: what every place that takes Hangul (the compose pane,
/// the search line, the phrase and shortcut editors) does with a key.
@Suite("the composing field")
struct ComposingFieldTests {
  func field(_ text: String = "", mode: InputMode = .hangul, limit: Int = 100, lines: Bool = false)
    -> ComposingField
  {
    ComposingField(text: text, mode: mode, maxLength: limit, multiline: lines)
  }

  func typed(_ keys: String, into field: inout ComposingField) {
    for key in keys { _ = field.type(key) }
  }

  @Test func lettersComposeHangulAndTheSyllableIsBeforeTheCursor() {
    var f = field()
    typed("gks", into: &f)
    #expect(f.text == "한")
    #expect(f.composingText == "한")
    #expect(f.cursor == 1)
  }

  @Test func inEnglishLettersAreTypedAsTheyAre() {
    var f = field(mode: .english)
    typed("gks", into: &f)
    #expect(f.text == "gks")
    #expect(f.composing == nil)
  }

  @Test func escEndsTheSyllableSoTheNextKeyStartsANewOne() {
    var f = field()
    typed("rm", into: &f)
    #expect(f.perform(.endSyllable(toLatin: false)) == .moved)
    typed("f", into: &f)
    #expect(f.text == "그ㄹ")
    #expect(f.mode == .hangul)
  }

  @Test func escWithNothingComposingChangesNothing() {
    var f = field("가")
    #expect(f.perform(.endSyllable(toLatin: false)) == .unchanged)
  }

  @Test func escToLatinAlsoSwitchesToEnglish() {
    var f = field()
    typed("rm", into: &f)
    _ = f.perform(.endSyllable(toLatin: true))
    typed("f", into: &f)
    #expect(f.text == "그f")
    #expect(f.mode == .english)
  }

  @Test(arguments: [FieldEdit.left, .right, .home, .end, .wordLeft, .wordRight, .toggleMode])
  func movingOrSwitchingEndsTheSyllable(_ edit: FieldEdit) {
    var f = field()
    typed("rm", into: &f)
    _ = f.perform(edit)
    #expect(f.composing == nil)
    _ = f.perform(.end)
    typed("f", into: &f)
    #expect(f.text.hasPrefix("그"))
    #expect(!f.text.contains("글"))
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursorAndKeepsTheSpaceBeforeIt() {
    var f = field(mode: .english)
    typed("abc def", into: &f)
    _ = f.perform(.deleteWord)
    typed("X", into: &f)
    #expect(f.text == "abc X")
  }

  @Test func ctrlWAfterSpacesDeletesThemWithTheWord() {
    var f = field("밥 먹자  ")
    _ = f.perform(.deleteWord)
    #expect(f.text == "밥 ")
    _ = f.perform(.deleteWord)
    #expect(f.text == "")
  }

  @Test func ctrlWOnAComposingSyllableRemovesOnlyTheSyllable() {
    var f = field()
    typed("dkssud gktpdy", into: &f)
    _ = f.perform(.deleteWord)
    #expect(f.text == "안녕 하세")
    #expect(f.composing == nil)
  }

  @Test func ctrlUAndCtrlKDeleteToTheStartAndEndOfTheLine() {
    var f = field("첫 줄\n둘째 줄", lines: true)
    _ = f.move(to: 7)
    _ = f.perform(.deleteToLineStart)
    #expect(f.text == "첫 줄\n줄")
    _ = f.perform(.deleteToLineEnd)
    #expect(f.text == "첫 줄\n")
  }

  @Test func undoGoesBackAWordAtATimeAndRedoComesBack() {
    var f = field()
    typed("dkssud gktpdy", into: &f)
    #expect(f.perform(.undo) == .changed)
    #expect(f.text == "안녕 ")
    #expect(f.perform(.undo) == .changed)
    #expect(f.text == "")
    #expect(f.perform(.undo) == .nothingToUndo)
    #expect(f.perform(.redo) == .changed)
    #expect(f.text == "안녕 ")
  }

  @Test func undoPutsTheCursorBackWhereItWasBeforeADeletion() {
    var f = field("abc def", mode: .english)
    _ = f.move(to: 3)
    _ = f.perform(.deleteToLineEnd)
    #expect(f.text == "abc")
    _ = f.perform(.undo)
    #expect(f.text == "abc def")
    #expect(f.cursor == 3)
  }

  @Test func typingPastTheLimitIsRefusedAndThePasteIsCut() {
    var f = field(limit: 3)
    typed("rkrk", into: &f)
    #expect(f.text == "가가")
    #expect(f.insert("나다라") == .cut(2))
    #expect(f.text == "가가나")
    #expect(f.type("x") == .tooLong)
    #expect(f.text == "가가나")
    #expect(f.type("x").refusal(limit: 3) == "3자까지 쓸 수 있어요")
  }

  @Test func aRefusedKeyLeavesTheSyllableComposingAsItWas() {
    var f = field("가", limit: 2)
    typed("rkr", into: &f)
    #expect(f.text == "가각")
    // 각 + ㅏ → 가가: one character more than the limit.
    #expect(f.type("k") == .tooLong)
    #expect(f.text == "가각" && f.composingText == "각")
    _ = f.perform(.backspace)
    #expect(f.text == "가가" && f.composingText == "가")
  }

  /// The field keeps the state from before a key only within `keyGrowthBound` of the limit:
  /// no key of any keyboard, in either profile, adds more characters than that.
  @Test func noKeyAddsMoreThanTheBoundOnAnyKeyboard() {
    let keyboards = [Keyboard.dubeolsik] + KeyboardCatalog.load(userDirectories: []).keyboards
    #expect(keyboards.count >= 7)
    var rng = SeededGenerator(seed: 8)
    let keys = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + [" ", "⌫"]
    for keyboard in keyboards {
      for profile in Profile.allCases
      where keyboard.problem(profile: profile, options: .init()) == nil {
        let composer = Composer(profile: profile, options: .init(), keyboard: keyboard)
        var f = ComposingField(composer: composer, maxLength: 100_000)
        var most = 0
        for _ in 0..<3000 {
          let key = keys.randomElement(using: &rng)!
          let before = f.count
          _ = key == "⌫" ? f.perform(.backspace) : f.type(key)
          most = max(most, f.count - before)
        }
        #expect(most <= ComposingField.keyGrowthBound, "\(keyboard.id) \(profile)")
      }
    }
  }

  @Test func aComposingSyllableMayGrowAtTheLimit() {
    var f = field("가", limit: 2)
    typed("r", into: &f)
    typed("k", into: &f)
    typed("s", into: &f)
    #expect(f.text == "가간")
  }

  @Test func pastedTextIsCleanedAndOneLineInAOneLineField() {
    var f = field()
    _ = f.insert("a\r\nb\u{1B}[31m\tc")
    #expect(f.text == "a b[31m c")
    var lines = field(lines: true)
    _ = lines.insert("a\r\nb")
    #expect(lines.text == "a\nb")
  }

  @Test func enterMakesANewLineOnlyInAMultiLineField() {
    var one = field("a")
    #expect(one.perform(.newline) == .unchanged)
    var many = field("a", lines: true)
    _ = many.perform(.newline)
    #expect(many.text == "a\n")
  }

  @Test func backspaceUndoesTheLastKeystrokeOfTheSyllable() {
    var f = field()
    typed("gks", into: &f)
    _ = f.perform(.backspace)
    #expect(f.text == "하")
    #expect(f.composingText == "하")
  }

  @Test func aWindowCanReplaceTheCharactersBeforeTheCursor() {
    // As a 한자 window does: read the syllable, replace it (and one before) in one step.
    var f = field()
    typed("gksrnr", into: &f)
    #expect(f.textBeforeCursor == "한국")
    #expect(f.composingText == "국")
    #expect(f.replaceBeforeCursor(count: 2, with: "韓國") == .changed)
    #expect(f.text == "韓國")
    #expect(f.composing == nil)
    _ = f.perform(.undo)
    #expect(f.text == "한국")
  }

  @Test func resetStartsOverWithNoUndoSteps() {
    var f = field()
    typed("gks", into: &f)
    f.reset(text: "새 글", cursor: 1)
    #expect(f.text == "새 글")
    #expect(f.cursor == 1)
    #expect(f.composing == nil)
    #expect(f.perform(.undo) == .nothingToUndo)
  }

  /// Undo steps end at a space before the cursor: the history's quick test must answer as
  /// `Character.isWhitespace` does, for every kind of character.
  @Test("a space for undo steps is what Character.isWhitespace says")
  func undoStepSpaces() {
    let unusual: [Character] = [
      "\r\n", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2028}", "\u{3000}", "\u{FEFF}",
      "가", "힣", "가\u{301}", "ㄱ", "ㆎ", "\u{1100}", "é", "😀", "🇰🇷",
    ]
    let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    for c in ascii + unusual {
      #expect(FieldHistory.isSpace(c) == c.isWhitespace, "\(c.unicodeScalars.map(\.value))")
    }
  }
}

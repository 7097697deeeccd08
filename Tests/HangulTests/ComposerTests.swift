import Hangul
import Testing

/// The composer's keystroke API as the UI uses it.
@Suite("composer")
struct ComposerTests {
  @Test("each keystroke reports the composing slots")
  func composingState() {
    var composer = Composer(profile: .standard)
    #expect(
      composer.handle(.key("e")).composing
        == Syllable(initial: "ㄷ", medial: nil, final: nil, text: "ㄷ"))
    _ = composer.handle(.key("k"))
    _ = composer.handle(.key("f"))
    let result = composer.handle(.key("r"))
    #expect(result.composing == Syllable(initial: "ㄷ", medial: "ㅏ", final: "ㄺ", text: "닭"))
    #expect(result.edits == [TextEdit(deleteCount: 1, insert: "닭")])
    let moved = composer.handle(.key("k"))
    #expect(moved.edits == [TextEdit(deleteCount: 1, insert: "달가")])
    #expect(moved.composing?.text == "가")
  }

  @Test("a lone cluster sits in the final slot, like libhangul")
  func loneCluster() {
    var composer = Composer(profile: .standard)
    _ = composer.handle(.key("r"))
    #expect(
      composer.handle(.key("t")).composing
        == Syllable(initial: nil, medial: nil, final: "ㄳ", text: "ㄳ"))
  }

  @Test("on-screen jamo keys, including compound jamo typed as one keystroke")
  func jamoKeys() {
    var composer = Composer(profile: .mobile)
    var buffer = TextBuffer()
    for jamo: Character in ["ㄱ", "ㅘ", "ㄳ"] { buffer.apply(composer.handle(.jamo(jamo)).edits) }
    #expect(buffer.text == "곿")
    buffer.apply(composer.handle(.backspace).edits)
    #expect(buffer.text == "과")
    buffer.apply(composer.handle(.jamo("ㅃ")).edits)
    buffer.apply(composer.handle(.jamo("ㅒ")).edits)
    buffer.apply(composer.handle(.jamo("·")).edits)
    #expect(buffer.text == "과뺴·")
  }

  @Test("text and non-letter keys end the composition and insert themselves")
  func textInput() {
    var composer = Composer(profile: .standard)
    var buffer = TextBuffer()
    for input: KeyInput in [.key("r"), .key("k"), .key("1"), .text("😀"), .backspace, .backspace] {
      buffer.apply(composer.handle(input).edits)
    }
    #expect(buffer.text == "가")
    #expect(composer.composing == nil)
  }

  @Test("flush ends the composition without an edit")
  func flush() {
    var composer = Composer(profile: .standard)
    _ = composer.handle(.key("r"))
    let result = composer.handle(.flush)
    #expect(result.edits.isEmpty && result.composing == nil)
    #expect(composer.handle(.key("k")).edits == [TextEdit(insert: "ㅏ")])
  }

  @Test("long ⌫ deletes the whole composing syllable")
  func deleteCharacter() {
    var composer = Composer(profile: .standard)
    var buffer = TextBuffer("가")
    for key in "ekfr" { buffer.apply(composer.handle(.key(key)).edits) }
    let result = composer.deleteCharacter()
    buffer.apply(result.edits)
    #expect(buffer.text == "가" && result.composing == nil)
    buffer.apply(composer.handle(.key("k")).edits)
    #expect(buffer.text == "가ㅏ")
  }

  @Test("profile and options are kept")
  func configuration() {
    let composer = Composer(profile: .standard, options: .init(autoReorder: true))
    #expect(composer.profile == .standard && composer.options.autoReorder)
    #expect(Composer().profile == .mobile && Composer().options == ComposerOptions())
  }
}

import App
import Hangul
import HangulKeyboards
import Hanja
import HostedProgram
import Persistence
import Terminal
import Testing
import TypeMode

/// The layer from keys to what the hosted program is sent, as a spec: each test types keys
/// into a `TypeSession` and reads what the program gets.
@Suite("dubeol type: what the program is sent")
struct TypeSessionTests {
  /// A session on 2-beolsik with `settings`' choices.
  static func session(
    start: TypeStart = .hangul, edits: TypeEdits = .commit, profile: Profile = .mobile,
    escToLatin: Bool = false, keys: KeyMap = .defaults,
    keyboards: KeyboardChoice = KeyboardChoice()
  ) -> TypeSession {
    var settings = Settings.defaults
    settings.typeStart = start
    settings.typeEdits = edits
    settings.profile = profile
    settings.escToLatin = escToLatin
    return TypeSession(settings: settings, keyboards: keyboards, keys: keys)
  }

  /// Each character of `keys` pressed as a key (Shift for capitals, as terminals send them).
  static func type(_ keys: String, into session: inout TypeSession) -> [ProgramInput] {
    keys.flatMap { session.handle(.key(.character($0), [])) }
  }

  /// The bytes a program in its default modes receives for `inputs`.
  static func bytes(_ inputs: [ProgramInput]) -> String {
    String(decoding: VTermEmulator(width: 80, height: 24).encode(inputs), as: UTF8.self)
  }

  @Test("in 한글 mode, gksrmf then Enter: the program receives 한글 and then Enter")
  func hangulThenEnter() {
    var session = Self.session()
    var sent = Self.type("gksrmf", into: &session)
    #expect(sent == [.text("한")], "한 is finished once ㄱ starts the next syllable")
    #expect(session.preedit == "글", "글 is still being typed: drawn by dubeol, not sent")
    sent += session.handle(.key(.enter, []))
    #expect(sent == [.text("한"), .text("글"), .key(.enter, [])])
    #expect(Self.bytes(sent) == "한글\r")
    #expect(session.preedit == "")
  }

  @Test("English mode sends every key as itself; it is the mode a session starts in by default")
  func englishPassesThrough() {
    var session = Self.session(start: .english)
    #expect(session.mode == .english)
    let sent = Self.type("gksrmf", into: &session) + session.handle(.key(.enter, []))
    #expect(Self.bytes(sent) == "gksrmf\r")
  }

  @Test("Ctrl-\\ finishes the syllable, then switches between 한글 and English")
  func toggleCommitsFirst() {
    var session = Self.session(start: .english)
    #expect(session.handle(.key(.ctrl("\\"), [])) == [])
    #expect(session.mode == .hangul)
    _ = Self.type("rk", into: &session)
    #expect(session.preedit == "가")
    #expect(session.handle(.key(.ctrl("\\"), [])) == [.text("가")])
    #expect(session.mode == .english)
    #expect(Self.bytes(Self.type("a", into: &session)) == "a")
  }

  @Test("a key dubeol does not use finishes the syllable and then goes to the program as is")
  func otherKeysCommitThenPass() {
    var session = Self.session()
    #expect(Self.type("dkssud", into: &session) == [.text("안")])
    let sent = session.handle(.key(.ctrl("c"), []))
    #expect(sent == [.text("녕"), .key(.ctrl("c"), [])])
    #expect(Self.bytes(sent) == "녕\u{03}")
    #expect(session.handle(.key(.up, [])) == [.key(.up, [])])
    #expect(Self.bytes([.key(.character("x"), .alt)]) == "\u{1B}x")
  }

  @Test("Backspace edits the syllable being typed; with none, it goes to the program")
  func backspace() {
    var session = Self.session(profile: .standard)
    _ = Self.type("gks", into: &session)
    #expect(session.handle(.key(.backspace, [])) == [])
    #expect(session.preedit == "하")
    _ = session.handle(.key(.enter, []))
    #expect(session.handle(.key(.backspace, [])) == [.key(.backspace, [])])
  }

  @Test("mobile's Backspace back into a sent syllable erases it in the program (닭+ㅏ → 달가 → 닭)")
  func mobileUndoReachesSentText() {
    var session = Self.session(profile: .mobile)
    #expect(Self.type("ekfrk", into: &session) == [.text("달")])
    #expect(session.preedit == "가")
    #expect(session.handle(.key(.backspace, [])) == [.deleteBackward(1)])
    #expect(session.preedit == "닭")
    #expect(Self.bytes([.deleteBackward(1)]) == "\u{7F}")
  }

  @Test("--edits proxy sends every edit as it happens: DEL for what changes, then the new text")
  func proxyEdits() {
    var session = Self.session(edits: .proxy)
    let sent = Self.type("gksrmf", into: &session)
    #expect(
      sent == [
        .text("ㅎ"), .deleteBackward(1), .text("하"), .deleteBackward(1), .text("한"),
        .text("ㄱ"), .deleteBackward(1), .text("그"), .deleteBackward(1), .text("글"),
      ])
    #expect(session.preedit == "", "the program shows the syllable itself")
    #expect(session.handle(.key(.enter, [])) == [.key(.enter, [])])
    #expect(Self.bytes(sent) == "ㅎ\u{7F}하\u{7F}한ㄱ\u{7F}그\u{7F}글")
  }

  @Test(
    "with esc_to_latin, Esc finishes the syllable, reaches the program, and switches to English")
  func escToLatin() {
    var session = Self.session(escToLatin: true)
    _ = Self.type("rk", into: &session)
    #expect(session.handle(.key(.escape, [])) == [.text("가"), .key(.escape, [])])
    #expect(session.mode == .english)
    var plain = Self.session()
    _ = plain.handle(.key(.escape, []))
    #expect(plain.mode == .hangul, "without the option, Esc keeps the mode")
  }

  @Test("a paste, typed text and the mouse come after the syllable is finished")
  func pasteCommitsFirst() {
    var session = Self.session()
    _ = Self.type("rk", into: &session)
    #expect(session.handle(.paste("붙여넣기")) == [.text("가"), .paste("붙여넣기")])
    _ = Self.type("sk", into: &session)
    #expect(session.handle(.text("é")) == [.text("나"), .text("é")])
  }

  @Test("digits and punctuation finish the syllable and are sent as themselves")
  func punctuation() {
    var session = Self.session()
    let sent = Self.type("rk1.", into: &session)
    #expect(Self.bytes(sent) == "가1.")
  }

  @Test("[keys] rebinds the type scope's keys: the old key then goes to the program")
  func rebinding() {
    let keys = UserKeys([KeyBinding(command: "type_toggle_input_mode", keys: ["alt+t"], line: 1)])
    #expect(keys.problems.isEmpty, "\(keys.problems)")
    var session = Self.session(start: .english, keys: keys.map)
    #expect(session.handle(.key(.character("t"), .alt)) == [])
    #expect(session.mode == .hangul)
    #expect(session.handle(.key(.ctrl("\\"), [])) == [.key(.ctrl("\\"), [])])
  }

  @Test("Alt-k goes to the next keyboard of [engine] keyboards, which types by its own layout")
  func cycleKeyboard() throws {
    let sebeol = try KeyboardCatalog.load().lookUp("39").get()
    var session = Self.session(keyboards: KeyboardChoice(keyboards: [.dubeolsik, sebeol]))
    _ = Self.type("r", into: &session)
    #expect(session.handle(.key(.character("k"), .alt)) == [.text("ㄱ")])
    #expect(session.keyboards.current.id == "39")
    let sent = Self.type("kf", into: &session) + session.handle(.key(.enter, []))
    #expect(Self.bytes(sent) == "가\r", "on 세벌식 390, k is ㄱ and f is ㅏ")
  }

  @Test(
    "Shift-PgUp and Shift-PgDn page through what scrolled off; a key for the program comes back")
  func scrolling() {
    var session = Self.session()
    session.page = 10
    _ = Self.type("rk", into: &session)
    #expect(session.handle(.key(.pageUp, .shift)) == [], "the syllable stays unsent")
    #expect(session.handle(.key(.pageUp, .shift)) == [])
    #expect(session.scrolledBack == 20)
    session.limitScroll(to: 15)
    #expect(session.scrolledBack == 15)
    #expect(session.handle(.key(.pageDown, .shift)) == [])
    #expect(session.scrolledBack == 5)
    #expect(session.handle(.key(.enter, [])) == [.text("가"), .key(.enter, [])])
    #expect(session.scrolledBack == 0)
  }

  @Test(
    "Alt-h converts what was typed since the last other key; a choice replaces it in the program")
  func hanja() throws {
    var session = Self.session()
    _ = Self.type("dmsgodgksrnr", into: &session)
    #expect(session.handle(.key(.character("h"), .alt)) == [.text("국")], "the syllable first")
    let asked = session.takeHanjaRequest()
    let request = try #require(asked)
    #expect(request.word == "은행한국" && request.match == .suffix)
    session.showHanja(
      request,
      candidates: [HanjaEntry(key: "한국", value: "韓國"), HanjaEntry(key: "국", value: "國")],
      anchor: Point(x: 10, y: 0))
    #expect(session.hanja?.pages.candidates.count == 2)
    #expect(session.handle(.key(.down, [])) == [], "the window's keys move its highlight")
    #expect(session.hanja?.pages.highlighted == 1)
    #expect(session.handle(.key(.character("1"), [])) == [.deleteBackward(2), .text("韓國")])
    #expect(session.hanja == nil)
    #expect(session.typed == "은행韓國")
    #expect(session.takeHanjaPick() == HanjaEntry(key: "한국", value: "韓國"), "to be learned")
    #expect(session.takeHanjaPick() == nil)
  }

  @Test(
    "after a key that is not text, 한자 has nothing to convert and says so; Esc closes the window")
  func hanjaNeedsTypedText() throws {
    var session = Self.session()
    _ = Self.type("rk", into: &session)
    _ = session.handle(.key(.left, []))
    #expect(session.handle(.key(.character("h"), .alt)) == [])
    #expect(session.takeHanjaRequest() == nil)
    #expect(session.notice != nil)
    _ = Self.type("rk", into: &session)
    #expect(session.notice == nil, "until the next key")
    _ = session.handle(.key(.character("h"), .alt))
    let asked = session.takeHanjaRequest()
    let request = try #require(asked)
    session.showHanja(
      request, candidates: [HanjaEntry(key: "가", value: "家")], anchor: .init(x: 0, y: 0))
    #expect(session.handle(.key(.escape, [])) == [])
    #expect(session.hanja == nil)
    #expect(session.typed == "가", "closing changes nothing")
    session.showHanja(request, candidates: [], anchor: .init(x: 0, y: 0))
    #expect(session.hanja == nil && session.notice != nil, "no candidates: said, no window")
  }
}

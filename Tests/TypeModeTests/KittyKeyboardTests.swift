import HostedProgram
import Terminal
import Testing

/// The kitty keyboard protocol in `dubeol type` (libvterm 0.1.4 does not know it): the program's
/// requests found in its output, a stack of flags per screen, and keys encoded as it asked.
@Suite("dubeol type: the kitty keyboard protocol")
struct KittyKeyboardTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func encoded(_ emulator: VTermEmulator, _ inputs: [ProgramInput]) -> String {
    String(decoding: emulator.encode(inputs), as: UTF8.self)
  }

  static let keys: [ProgramInput] = [
    .key(.escape, []), .key(.ctrl("c"), []), .key(.character("x"), .alt),
    .key(.character("X"), .alt), .key(.enter, []), .key(.enter, .shift), .key(.tab, []),
    .key(.backTab, []), .key(.backspace, .ctrl), .key(.up, []), .key(.character("a"), []),
    .text("한"),
  ]

  @Test("without a request keys are as before; after CSI > 1 u they are CSI u, text is text")
  func disambiguate() {
    let emulator = VTermEmulator(width: 20, height: 3)
    #expect(
      Self.encoded(emulator, [.key(.escape, []), .key(.ctrl("c"), [])]) == "\u{1B}\u{03}",
      "legacy bytes before the request")
    emulator.feed(Self.bytes("\u{1B}[>1u"))
    #expect(
      Self.encoded(emulator, Self.keys)
        == "\u{1B}[27u\u{1B}[99;5u\u{1B}[120;3u\u{1B}[120;4u\r\u{1B}[13;2u\t\u{1B}[9;2u"
        + "\u{1B}[127;5u\u{1B}[Aa한")
  }

  @Test("CSI ? u is answered with the flags in effect: only the enhancements dubeol does")
  func query() {
    let emulator = VTermEmulator(width: 20, height: 3)
    emulator.feed(Self.bytes("\u{1B}[?u"))
    #expect(String(decoding: emulator.takeReplies(), as: UTF8.self) == "\u{1B}[?0u")
    emulator.feed(Self.bytes("\u{1B}[>31u\u{1B}[?u"))
    #expect(String(decoding: emulator.takeReplies(), as: UTF8.self) == "\u{1B}[?1u")
  }

  @Test("pops, sets, and a request split between two reads; the stacks of each screen apart")
  func stacks() {
    let emulator = VTermEmulator(width: 20, height: 3)
    func escape() -> String { Self.encoded(emulator, [.key(.escape, [])]) }
    emulator.feed(Self.bytes("\u{1B}[>1u\u{1B}[>0u"))
    #expect(escape() == "\u{1B}", "the top of the stack is 0")
    emulator.feed(Self.bytes("\u{1B}[<u"))
    #expect(escape() == "\u{1B}[27u", "popped back to 1")
    emulator.feed(Self.bytes("\u{1B}[=0;1u"))
    #expect(escape() == "\u{1B}")
    emulator.feed(Self.bytes("\u{1B}[=1;2u"))
    #expect(escape() == "\u{1B}[27u", "mode 2 sets the bits given")
    emulator.feed(Self.bytes("\u{1B}[?1049h"))
    #expect(escape() == "\u{1B}", "the alternate screen has a stack of its own")
    emulator.feed(Self.bytes("\u{1B}[>"))
    emulator.feed(Self.bytes("1u"))
    #expect(escape() == "\u{1B}[27u", "a request split between reads")
    emulator.feed(Self.bytes("\u{1B}[<5u\u{1B}[?1049l"))
    #expect(escape() == "\u{1B}[27u", "back on the main screen, its stack as it was")
    emulator.feed(Self.bytes("\u{1B}[<9u"))
    #expect(escape() == "\u{1B}", "popping more than there is empties it")
    emulator.feed(Self.bytes("\u{1B}[>1u\u{1B}c"))
    #expect(escape() == "\u{1B}", "a full reset empties the stacks")
  }

  @Test("sequences like it that are not requests change nothing (vim's CSI > 4;2 m)")
  func notRequests() {
    let emulator = VTermEmulator(width: 20, height: 3)
    emulator.feed(Self.bytes("\u{1B}[>4;2m\u{1B}[?1u\u{1B}[>1x"))
    #expect(Self.encoded(emulator, [.key(.escape, [])]) == "\u{1B}")
    #expect(emulator.text(row: 0) == "")
  }
}

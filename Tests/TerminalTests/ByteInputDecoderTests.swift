import Testing

@testable import Terminal

@Suite("Byte input decoder")
struct ByteInputDecoderTests {
  func decode(_ s: String) -> [InputEvent] { ByteInputDecoder.decode(Array(s.utf8)) }
  func key(_ k: Key, _ m: Modifiers = []) -> [InputEvent] { [.key(k, m)] }

  @Test(
    "key sequences",
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
      ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp),
      ("\u{1B}[6~", .pageDown), ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)),
      ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)), ("\u{1B}[11~", .function(1)),
      ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)), ("\u{1B}[18~", .function(7)),
      ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)), ("\u{1B}[21~", .function(10)),
      ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)), ("\u{1B}[Z", .backTab),
      ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace),
      ("\u{8}", .backspace), ("\u{1B}", .escape), ("\u{1B}OM", .enter),
    ])
  func keySequence(_ bytes: String, _ expected: Key) {
    #expect(decode(bytes) == key(expected))
  }

  @Test func modifiedKeys() {
    #expect(decode("\u{1B}[1;5A") == key(.up, .ctrl))
    #expect(decode("\u{1B}[1;2D") == key(.left, .shift))
    #expect(decode("\u{1B}[1;3C") == key(.right, .alt))
    #expect(decode("\u{1B}[3;5~") == key(.delete, .ctrl))
    #expect(decode("\u{1B}[1;2P") == key(.function(1), .shift))
    #expect(decode("\u{1B}[15;6~") == key(.function(5), [.ctrl, .shift]))
  }

  @Test func shiftSpaceAndCtrlEnterWhenTheTerminalReportsThem() {
    #expect(decode("\u{1B}[32;2u") == key(.character(" "), .shift))
    #expect(decode("\u{1B}[27;2;32~") == key(.character(" "), .shift))
    #expect(decode("\u{1B}[13;5u") == key(.enter, .ctrl))
    #expect(decode("\u{1B}[119;5u") == key(.ctrl("w")))
  }

  @Test("Ctrl with a character decodes one way however the terminal sends it")
  func oneCtrlEncoding() {
    for (c0, csiU, modifyOtherKeys, chord) in [
      ("\u{0}", "\u{1B}[32;5u", "\u{1B}[27;5;32~", Key.ctrl(" ")),
      ("\u{17}", "\u{1B}[119;5u", "\u{1B}[27;5;119~", Key.ctrl("w")),
      ("\u{17}", "\u{1B}[87;5u", "\u{1B}[27;5;87~", Key.ctrl("w")),
      ("\u{1F}", "\u{1B}[95;5u", "\u{1B}[27;5;95~", Key.ctrl("_")),
    ] {
      #expect(decode(c0) == key(chord))
      #expect(decode(csiU) == key(chord))
      #expect(decode(modifyOtherKeys) == key(chord))
    }
  }

  @Test func controlLetters() {
    #expect(decode("\u{3}") == key(.ctrl("c")))
    #expect(decode("\u{13}") == key(.ctrl("s")))
    #expect(decode("\u{17}") == key(.ctrl("w")))
    #expect(decode("\u{1}") == key(.ctrl("a")))
    #expect(decode("\u{1A}") == key(.ctrl("z")))
    #expect(decode("\u{0}") == key(.ctrl(" ")))
    #expect(decode("\u{1F}") == key(.ctrl("_")))
  }

  @Test func altKeys() {
    #expect(decode("\u{1B}x") == key(.character("x"), .alt))
    #expect(decode("\u{1B}X") == key(.character("X"), .alt))
    #expect(decode("\u{1B}\u{7F}") == key(.backspace, .alt))
    #expect(decode("\u{1B}\r") == key(.enter, .alt))
    #expect(decode("\u{1B}[") == key(.character("["), .alt))
    #expect(decode("\u{1B}\u{1B}") == key(.escape) + key(.escape))
  }

  @Test func printableASCIIKeepsCase() {
    #expect(
      decode("aZ ~") == [
        .key(.character("a"), []), .key(.character("Z"), []), .key(.character(" "), []),
        .key(.character("~"), []),
      ])
  }

  @Test func utf8TextFromAnInputMethod() {
    #expect(decode("한") == [.text("한")])
    #expect(decode("안녕") == [.text("안녕")])
    #expect(decode("안 녕") == [.text("안"), .key(.character(" "), []), .text("녕")])
    #expect(decode("😀") == [.text("😀")])
    // A C1 control comes as it is: the field drops it on the way in.
    #expect(ByteInputDecoder.decode([0xC2, 0x9B]) == [.text("\u{9B}")])
    #expect(
      ByteInputDecoder.decode([0xFF, 0x61]) == [.text("\u{FFFD}"), .key(.character("a"), [])])
    #expect(
      ByteInputDecoder.decode([0xED, 0x61]) == [.text("\u{FFFD}"), .key(.character("a"), [])])
  }

  @Test func textSplitAcrossReadsWaitsForTheRest() {
    var d = ByteInputDecoder()
    let bytes = Array("한".utf8)
    #expect(d.feed(Array(bytes[0..<2])).isEmpty)
    #expect(d.feed([bytes[2]]) == [.text("한")])
  }

  @Test func sequenceSplitAcrossReadsWaitsForTheRest() {
    var d = ByteInputDecoder()
    #expect(d.feed([0x1B]).isEmpty)
    #expect(d.feed(Array("[1;".utf8)).isEmpty)
    #expect(d.feed(Array("5B".utf8)) == key(.down, .ctrl))
    #expect(d.feed([0x1B]).isEmpty)
    #expect(d.flush() == key(.escape))
  }

  @Test func knowsWhenInsideASequence() {
    var d = ByteInputDecoder()
    _ = d.feed([0x1B])
    #expect(!d.isInsideSequence)
    _ = d.feed(Array("[<0;1".utf8))
    #expect(d.isInsideSequence)
    _ = d.feed(Array(";1M".utf8))
    #expect(!d.isInsideSequence)
  }

  @Test func sgrMouse() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press(.left), x: 9, y: 4))])
    #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release(.left), x: 9, y: 4))])
    #expect(decode("\u{1B}[<1;1;1M") == [.mouse(MouseEvent(kind: .press(.middle), x: 0, y: 0))])
    #expect(decode("\u{1B}[<2;3;4M") == [.mouse(MouseEvent(kind: .press(.right), x: 2, y: 3))])
    #expect(decode("\u{1B}[<2;3;4m") == [.mouse(MouseEvent(kind: .release(.right), x: 2, y: 3))])
    #expect(decode("\u{1B}[<64;7;8M") == [.mouse(MouseEvent(kind: .wheelUp, x: 6, y: 7))])
    #expect(decode("\u{1B}[<65;7;8M") == [.mouse(MouseEvent(kind: .wheelDown, x: 6, y: 7))])
    #expect(decode("\u{1B}[<32;120;40M") == [.mouse(MouseEvent(kind: .drag, x: 119, y: 39))])
    #expect(decode("\u{1B}[<16;2;2M") == [.mouse(MouseEvent(kind: .press(.left), x: 1, y: 1))])
    #expect(decode("\u{1B}[<35;5;5M").isEmpty)  // motion without a button
  }

  @Test func x10Mouse() {
    let press = [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4] as [UInt8]
    let release = [0x1B, 0x5B, 0x4D, 35, 33 + 9, 33 + 4] as [UInt8]
    let wheel = [0x1B, 0x5B, 0x4D, 96 + 1, 33, 33] as [UInt8]
    #expect(ByteInputDecoder.decode(press) == [.mouse(MouseEvent(kind: .press(.left), x: 9, y: 4))])
    #expect(
      ByteInputDecoder.decode(release) == [.mouse(MouseEvent(kind: .release(.left), x: 9, y: 4))])
    #expect(ByteInputDecoder.decode(wheel) == [.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0))])
  }

  @Test func bracketedPasteIsOnePasteEvent() {
    #expect(
      decode("\u{1B}[200~안녕\r\nhi\u{1B}[31m\tx\u{1B}[201~a") == [
        .paste("안녕\r\nhi\u{1B}[31m\tx"), .key(.character("a"), []),
      ])
    var d = ByteInputDecoder()
    #expect(d.feed(Array("\u{1B}[200~ab\u{1B}[20".utf8)).isEmpty)
    #expect(d.feed(Array("1~".utf8)) == [.paste("ab")])
  }

  @Test func aPasteWithoutItsEndMarkerCanBeEnded() {
    var d = ByteInputDecoder()
    #expect(d.feed(Array("\u{1B}[200~안녕 q".utf8)).isEmpty)
    #expect(d.flush().isEmpty)
    #expect(d.isInsidePaste)
    #expect(d.endPaste() == [.paste("안녕 q")])
    #expect(d.feed(Array("q".utf8)) == [.key(.character("q"), [])])
  }

  @Test func unknownSequencesAreDropped() {
    #expect(decode("\u{1B}[99~a") == key(.character("a")))
    #expect(decode("\u{1B}[?1;2c") == [])
  }

  @Test func manyEventsInOneRead() {
    #expect(
      decode("j\u{1B}[Bk\u{1B}[<0;1;1M") == [
        .key(.character("j"), []), .key(.down, []), .key(.character("k"), []),
        .mouse(MouseEvent(kind: .press(.left), x: 0, y: 0)),
      ])
  }
}

@Suite("Byte input decoder: hostile input")
struct ByteInputDecoderHostileInputTests {
  @Test(
    "numbers too large for a code point never trap",
    arguments: [
      "\u{1B}[4294967296u", "\u{1B}[27;5;4294967296~", "\u{1B}[99999999999999999999999u",
      "\u{1B}[<4294967296;99999999999;1M", "\u{1B}[1;4294967296A", "\u{1B}[1114112u",
      "\u{1B}[55296u", "\u{1B}[-5u",
    ])
  func hugeParameters(_ text: String) {
    let events = ByteInputDecoder.decode(Array(text.utf8))
    #expect(!events.contains { if case .text = $0 { true } else { false } })
  }

  @Test("a real code point beyond ASCII still arrives as text")
  func codePointKey() {
    #expect(ByteInputDecoder.decode(Array("\u{1B}[44032u".utf8)) == [.text("가")])
  }

  @Test("a control sequence that never ends is dropped, not buffered forever")
  func endlessSequence() {
    var decoder = ByteInputDecoder()
    var events: [InputEvent] = []
    events += decoder.feed(Array("\u{1B}[".utf8))
    for _ in 0..<100 { events += decoder.feed(Array(repeating: UInt8(ascii: "1"), count: 100)) }
    #expect(!decoder.isInsideSequence)
    events += decoder.feed(Array("a".utf8))
    #expect(events.last == .key(.character("a"), []))
  }

  @Test("every short sequence of the bytes escape sequences are made of decodes without trapping")
  func everyShortSequence() {
    let alphabet: [UInt8] = Array("\u{1B}[;<~uOM09:m".utf8) + [0x9B, 0xE0, 0xFF, 0x00]
    for a in alphabet {
      for b in alphabet {
        for c in alphabet {
          for d in alphabet {
            let bytes = [0x1B, UInt8(ascii: "["), a, b, c, d]
            var decoder = ByteInputDecoder()
            _ = decoder.feed(Array(bytes[..<3]))
            _ = decoder.feed(Array(bytes[3...]))
            _ = decoder.flush()
          }
        }
      }
    }
  }
}

@Suite("The terminal's answers are reports, never keys")
struct TerminalReportTests {
  @Test("OSC 11 with BEL or ST, kitty's OK, DA1 with sixel: reports, in order, and no events")
  func answers() {
    var decoder = ByteInputDecoder()
    let bytes = Array(
      "\u{1B}]11;rgb:ffff/fafa/0000\u{07}\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22cx".utf8)
    #expect(decoder.feed(bytes) == [.key(.character("x"), [])])
    #expect(
      decoder.takeReports() == [
        .background(RGB(255, 250, 0)), .kittyGraphics(ok: true), .deviceAttributes([62, 4, 22]),
      ])
    #expect(decoder.takeReports().isEmpty)
  }

  @Test("an answer split across reads waits for its end; 2-digit channels scale to 8 bits")
  func split() {
    var decoder = ByteInputDecoder()
    #expect(decoder.feed(Array("\u{1B}]11;rgb:ff/80".utf8)).isEmpty)
    #expect(decoder.feed(Array("/00\u{1B}\\".utf8)).isEmpty)
    #expect(decoder.takeReports() == [.background(RGB(255, 128, 0))])
  }

  @Test("Alt-] and Alt-_ are still keys")
  func altKeys() {
    #expect(ByteInputDecoder.decode(Array("\u{1B}]".utf8)) == [.key(.character("]"), .alt)])
    #expect(ByteInputDecoder.decode(Array("\u{1B}]a".utf8)).first == .key(.character("]"), .alt))
    #expect(ByteInputDecoder.decode(Array("\u{1B}_".utf8)) == [.key(.character("_"), .alt)])
  }

  @Test("facts: DA1 ends the answers, attribute 4 is sixel, kitty wins, COLORFGBG's last field")
  func facts() {
    var facts = TerminalFacts()
    facts.learn(.kittyGraphics(ok: true))
    facts.learn(.deviceAttributes([62, 4]))
    #expect(facts.graphics == .kitty && facts.answered)
    var sixel = TerminalFacts()
    sixel.learn(.deviceAttributes([64, 4, 22]))
    #expect(sixel.graphics == .sixel)
    var plain = TerminalFacts()
    plain.learn(.deviceAttributes([1, 2]))
    #expect(plain.graphics == nil, "the first number is the class, not an attribute")
    #expect(TerminalFacts.background(colorFGBG: "0;15") == RGB(255, 255, 255))
    #expect(TerminalFacts.background(colorFGBG: "default;default;0") == RGB(0, 0, 0))
    #expect(TerminalFacts.background(colorFGBG: "15;default") == nil)
    #expect(BackgroundTone(RGB(255, 255, 255)) == .light)
    #expect(BackgroundTone(RGB(0x1e, 0x1e, 0x2e)) == .dark)
  }

  @Test("WCAG contrast: black on white is 21, a colour on itself 1, xterm's #7f7f7f on black 5.3")
  func contrast() {
    #expect(abs(RGB(0, 0, 0).contrast(with: RGB(255, 255, 255)) - 21) < 0.01)
    #expect(RGB(10, 200, 30).contrast(with: RGB(10, 200, 30)) == 1)
    #expect(abs(RGB(127, 127, 127).contrast(with: RGB(0, 0, 0)) - 5.25) < 0.05)
  }
}

@Suite("What the backend asks at start")
struct TerminalQueriesTests {
  @Test(
    "kitty's APC query is left out where an APC string is a title or text (tmux, screen, the console)"
  )
  func kittyQueryWhereHarmless() {
    #expect(NcursesBackend.queries(term: "xterm-256color").contains("\u{1B}_G"))
    for term in ["tmux-256color", "screen", "linux"] {
      let queries = NcursesBackend.queries(term: term)
      #expect(!queries.contains("\u{1B}_"), "\(term)")
      #expect(queries.hasPrefix("\u{1B}]11;?") && queries.hasSuffix("\u{1B}[c"), "\(term)")
    }
  }
}

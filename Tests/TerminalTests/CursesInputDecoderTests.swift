import Testing

@testable import Terminal

/// ncurses key codes are fixed in its ABI; spelled out here because tests do not import curses.
enum CursesKey {
  static let down: Int32 = 0o402, up: Int32 = 0o403, left: Int32 = 0o404, right: Int32 = 0o405
  static let home: Int32 = 0o406, backspace: Int32 = 0o407, f0: Int32 = 0o410
  static let dc: Int32 = 0o512, ic: Int32 = 0o513, npage: Int32 = 0o522, ppage: Int32 = 0o523
  static let enter: Int32 = 0o527, btab: Int32 = 0o541, end: Int32 = 0o550
  static let sf: Int32 = 0o520, sr: Int32 = 0o521, sleft: Int32 = 0o611, sright: Int32 = 0o622
}

@Suite("Curses input decoder")
struct CursesInputDecoderTests {
  @Test(
    "key codes",
    arguments: [
      (CursesKey.up, Key.up), (CursesKey.down, .down), (CursesKey.left, .left),
      (CursesKey.right, .right), (CursesKey.home, .home), (CursesKey.end, .end),
      (CursesKey.ppage, .pageUp), (CursesKey.npage, .pageDown), (CursesKey.ic, .insert),
      (CursesKey.dc, .delete), (CursesKey.backspace, .backspace), (CursesKey.enter, .enter),
      (CursesKey.btab, .backTab), (CursesKey.f0 + 1, .function(1)),
      (CursesKey.f0 + 12, .function(12)),
    ])
  func keyCode(_ code: Int32, _ key: Key) {
    #expect(CursesInputDecoder.event(forKeyCode: code) == .key(key, []))
  }

  @Test func shiftedKeyCodes() {
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.sr) == .key(.up, .shift))
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.sf) == .key(.down, .shift))
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.sleft) == .key(.left, .shift))
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.sright) == .key(.right, .shift))
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.f0 + 13) == .key(.function(1), .shift))
    #expect(CursesInputDecoder.event(forKeyCode: CursesKey.f0 + 29) == .key(.function(5), .ctrl))
  }

  @Test func extendedKeyNames() {
    #expect(CursesInputDecoder.event(forKeyCode: 600, name: "kUP5") == .key(.up, .ctrl))
    #expect(CursesInputDecoder.event(forKeyCode: 600, name: "kLFT3") == .key(.left, .alt))
    #expect(
      CursesInputDecoder.event(forKeyCode: 600, name: "kDC6") == .key(.delete, [.ctrl, .shift]))
    #expect(CursesInputDecoder.event(forKeyCode: 600, name: "kNXT2") == .key(.pageDown, .shift))
    #expect(CursesInputDecoder.event(forKeyCode: 600, name: "kFOO5") == nil)
    #expect(CursesInputDecoder.event(forKeyCode: 600) == nil)
  }

  @Test func characters() {
    #expect(CursesInputDecoder.event(forCharacter: 0x61) == .key(.character("a"), []))
    #expect(CursesInputDecoder.event(forCharacter: 0x0D) == .key(.enter, []))
    #expect(CursesInputDecoder.event(forCharacter: 0x7F) == .key(.backspace, []))
    #expect(CursesInputDecoder.event(forCharacter: 0x17) == .key(.ctrl("w"), []))
    #expect(CursesInputDecoder.event(forCharacter: 0x09) == .key(.tab, []))
    #expect(CursesInputDecoder.event(forCharacter: 0xD55C) == .text("한"))
    #expect(CursesInputDecoder.event(forCharacter: 0x3131) == .text("ㄱ"))
    #expect(CursesInputDecoder.event(forCharacter: 0x9B) == nil)
  }

  @Test func mouse() {
    let m = CursesMouseMasks.current
    func event(_ state: UInt32) -> InputEvent? {
      CursesInputDecoder.event(mouseState: state, x: 4, y: 2)
    }
    func mouse(_ kind: MouseKind) -> InputEvent { .mouse(MouseEvent(kind: kind, x: 4, y: 2)) }
    #expect(event(m.pressed[1]) == mouse(.press(.left)))
    #expect(event(m.released[1]) == mouse(.release(.left)))
    #expect(event(m.pressed[2]) == mouse(.press(.middle)))
    #expect(event(m.pressed[3]) == mouse(.press(.right)))
    #expect(event(m.released[3]) == mouse(.release(.right)))
    #expect(event(m.clicked[1]) == mouse(.press(.left)))
    #expect(event(m.pressed[4]) == mouse(.wheelUp))
    #expect(event(m.pressed[5]) == mouse(.wheelDown))
    #expect(event(m.reportPosition) == mouse(.drag))
    #expect(event(0) == nil)
    #expect(m.pressed[1] != 0 && m.pressed[1] != m.released[1])
  }
}

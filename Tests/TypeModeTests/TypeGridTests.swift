import App
import Hangul
import HostedProgram
import Persistence
import Terminal
import Testing
import TypeMode

/// The on-screen keyboard in `dubeol type`: its keys type into the program like the physical ones.
@Suite("dubeol type: the on-screen keyboard")
struct TypeGridTests {
  static func at(_ row: Int, _ column: Int) -> KeyboardState.Position {
    KeyboardState.Position(row: row, column: column)
  }

  @Test("clicked keys go through the engine: ㅎ ㅏ ㄴ then return sends 한 and Enter")
  func clicks() {
    var session = TypeSessionTests.session()
    #expect(session.handle(.key(.character("g"), .alt)) == [])
    #expect(session.grid?.focused == true)
    #expect(session.gridRows[1][4].label == "ㅎ" && session.gridRows[3][6].label == "return")
    var sent = session.pressGridKey(at: Self.at(1, 4))
    sent += session.pressGridKey(at: Self.at(1, 7))
    sent += session.pressGridKey(at: Self.at(1, 1))
    #expect(sent == [] && session.preedit == "한")
    #expect(session.pressGridKey(at: Self.at(3, 6)) == [.text("한"), .key(.enter, [])])
  }

  @Test("while the grid has focus the arrows move its highlight and Enter presses the key")
  func arrows() {
    var session = TypeSessionTests.session()
    _ = session.handle(.key(.character("g"), .alt))
    #expect(session.handle(.key(.down, [])) == [])
    #expect(session.handle(.key(.right, [])) == [])
    #expect(session.grid?.highlighted == Self.at(1, 1))
    _ = session.handle(.key(.enter, []))
    #expect(session.preedit == "ㄴ")
    // Alt-g again: the grid stays for the mouse, the arrows and Enter go to the program.
    #expect(session.handle(.key(.character("g"), .alt)) == [.text("ㄴ")])
    #expect(session.grid?.focused == false)
    #expect(session.handle(.key(.left, [])) == [.key(.left, [])])
    _ = session.handle(.key(.character("g"), .alt))
    #expect(session.grid == nil)
  }

  @Test("shift is one-shot: ㄲ, then ㄱ again; 123 types digits; 한/영 switches the mode")
  func specialKeys() {
    var session = TypeSessionTests.session()
    _ = session.handle(.key(.character("g"), .alt))
    _ = session.pressGridKey(at: Self.at(3, 0))
    #expect(session.gridRows[0][3].label == "ㄲ")
    _ = session.pressGridKey(at: Self.at(0, 3))
    #expect(session.preedit == "ㄲ")
    #expect(session.gridRows[0][3].label == "ㄱ", "shift ended after one key")
    #expect(session.pressGridKey(at: Self.at(3, 1)) == [.text("ㄲ")], "123 ends the syllable")
    #expect(session.pressGridKey(at: Self.at(0, 0)) == [.text("1")])
    _ = session.pressGridKey(at: Self.at(3, 2))
    #expect(session.mode == .english)
  }
}

import Hangul
import Testing

/// The public vectors of every keyboard (libhangul-keyboards.tsv, written with libhangul by
/// `dubeol-vectors`): script, expected text, keyboard.
@Suite("libhangul vectors of every keyboard")
struct KeyboardVectorTests {
  static let cases = (try? Vectors.libhangulKeyboards()) ?? []

  @Test("the file holds 60 cases of each keyboard")
  func fileIsComplete() {
    for id in KeyboardFixtures.ids {
      #expect(Self.cases.filter { $0.keyboard == id }.count == 60, "keyboard \(id)")
    }
  }

  @Test("each keyboard types its vectors like libhangul", arguments: cases)
  func typesLikeLibhangul(_ vector: VectorCase) {
    let script = KeyScript(
      profile: .standard, backspace: KeyboardScripts.backspace,
      keyboard: KeyboardFixtures.keyboard(vector.keyboard))
    #expect(script.text(for: vector.script) == vector.expected)
  }

  @Test("the C oracle still agrees with the vectors", arguments: cases)
  func oracleMatches(_ vector: VectorCase) throws {
    let oracle = try #require(LibHangul(keyboard: vector.keyboard))
    #expect(
      oracle.text(for: vector.script, backspace: KeyboardScripts.backspace) == vector.expected)
  }
}

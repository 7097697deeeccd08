import HostedProgram
import Terminal
import Testing

/// Issue 48: the screen does not depend on how the program's output was cut into reads.
@Suite("dubeol type: the same screen however the program's output is cut")
struct VTermSplitOutputTests {
  /// Hangul, emoji (a skin tone, a ZWJ family), combining marks, conjoining jamo, escape
  /// sequences (colours, 24-bit colour, a cursor move, an erase, a title, a kitty keyboard
  /// request), and a malformed byte, so that a cut can fall inside each of them.
  static let stream =
    Array(
      ("A가나\u{1B}[1;3m하\u{1B}[0m e\u{0301} 😀👍🏽 👨‍👩‍👧 \u{1B}]2;제목\u{07}X\r\n"
        + "가\u{1B}[38;2;1;2;3mZ\u{1100}\u{1161}\u{11A8}\u{1B}[0m 파하\u{1B}[2;3H\u{1B}[K끝"
        + "\u{1B}[>1u한\r\n\u{1B}[48;5;200m 각\u{1B}[m").utf8) + [0xFF, 0x41, 0xEA, 0xB0]

  /// What the emulator shows after `reads` (cells, cursor).
  static func screen(_ reads: [ArraySlice<UInt8>]) -> ([Cell], Point?) {
    let emulator = VTermEmulator(width: 24, height: 4)
    for read in reads { emulator.feed(Array(read)) }
    var frame = Frame(width: 24, height: 4)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0))
    return ((0..<4).flatMap { Array(frame.row($0)) }, emulator.cursor)
  }

  @Test("cut once at every offset: the cells and the cursor are those of one read")
  func everyOffset() {
    let whole = Self.screen([Self.stream[...]])
    #expect(whole.0[1].text == "가" && whole.0[3].text == "나", "the reference reads right")
    for cut in 1..<Self.stream.count {
      let split = Self.screen([Self.stream[..<cut], Self.stream[cut...]])
      #expect(split.0 == whole.0, "cut at byte \(cut)")
      #expect(split.1 == whole.1, "cut at byte \(cut)")
    }
  }

  @Test("read a byte, two or three at a time, or cut twice anywhere: the same screen")
  func smallReads() {
    let whole = Self.screen([Self.stream[...]])
    for size in 1...3 {
      let reads = stride(from: 0, to: Self.stream.count, by: size).map {
        Self.stream[$0..<min($0 + size, Self.stream.count)]
      }
      #expect(Self.screen(reads).0 == whole.0, "reads of \(size)")
    }
    for first in stride(from: 1, to: Self.stream.count, by: 3) {
      for second in (first + 1)..<Self.stream.count {
        let reads = [
          Self.stream[..<first], Self.stream[first..<second], Self.stream[second...],
        ]
        #expect(Self.screen(reads).0 == whole.0, "cut at \(first) and \(second)")
      }
    }
  }
}

import Hangul
import HangulOracle

/// libhangul through the C helper: the reference for every keyboard.
final class LibHangul {
  private let oracle: OpaquePointer

  /// nil when libhangul has no such keyboard.
  init?(keyboard: String = "2", doubleStroke: Bool = false, autoReorder: Bool = false) {
    guard let oracle = dubeol_oracle_new_keyboard(keyboard, doubleStroke, autoReorder) else {
      return nil
    }
    self.oracle = oracle
  }

  convenience init(doubleStroke: Bool = false, autoReorder: Bool = false) {
    self.init(keyboard: "2", doubleStroke: doubleStroke, autoReorder: autoReorder)!
  }

  deinit { dubeol_oracle_free(oracle) }

  /// The text libhangul leaves in an empty document for a script, written as dubeol writes
  /// it (compatibility jamo, no fillers: `Keyboard.written`).
  func text(for script: String, backspace: Character = "<") -> String {
    let input = script.unicodeScalars.map(\.value)
    var output = [UInt32](repeating: 0, count: input.count * 4 + 8)
    let length = output.withUnsafeMutableBufferPointer { out in
      dubeol_oracle_type(
        oracle, input, input.count, backspace.unicodeScalars.first!.value, out.baseAddress,
        out.count)
    }
    precondition(length >= 0, "oracle output buffer too small")
    var text = String.UnicodeScalarView()
    for value in output[..<length] { text.append(Unicode.Scalar(Keyboard.written(value))!) }
    return String(text)
  }
}

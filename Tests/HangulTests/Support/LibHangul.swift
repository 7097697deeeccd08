import HangulOracle

/// libhangul's keyboard "2" through the C helper: the reference for `standard`.
final class LibHangul {
  private let oracle: OpaquePointer

  init(doubleStroke: Bool = false, autoReorder: Bool = false) {
    oracle = dubeol_oracle_new(doubleStroke, autoReorder)!
  }

  deinit { dubeol_oracle_free(oracle) }

  /// The text libhangul leaves in an empty document for a vector-format script
  /// (`<` = Backspace).
  func text(for script: String) -> String {
    let input = script.unicodeScalars.map(\.value)
    var output = [UInt32](repeating: 0, count: input.count * 2 + 8)
    let length = output.withUnsafeMutableBufferPointer { out in
      dubeol_oracle_run(oracle, input, input.count, out.baseAddress, out.count)
    }
    precondition(length >= 0, "oracle output buffer too small")
    var text = String.UnicodeScalarView()
    for value in output[..<length] { text.append(Unicode.Scalar(value)!) }
    return String(text)
  }
}

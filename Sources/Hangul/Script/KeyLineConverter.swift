/// `KeyScript.text(for:)` for lines of ASCII keys, at streaming speed: bytes in, UTF-8 out,
/// with no String or Character built per key. `dubeol convert` sends every ASCII line here
/// and any other line through `KeyScript`; the two agree on every ASCII line (tested).
public struct KeyLineConverter: Sendable {
  private let template: Composer
  private let backspace: UInt8?
  /// Where each character of the line being converted starts in the output, so that an
  /// edit's delete count (in characters) becomes a byte count.
  private var starts: [Int] = []

  /// `backspace` is the script's backspace character when it is ASCII (else it cannot occur
  /// in an ASCII line).
  public init(script: KeyScript) {
    template = Composer(profile: script.profile, options: script.options)
    backspace = script.backspace.flatMap { $0.isASCII ? $0.asciiValue : nil }
  }

  /// Appends the text that the keys of `line` (every byte < 0x80) type to `output`.
  public mutating func convert(
    asciiLine line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
  ) {
    var composer = template
    starts.removeAll(keepingCapacity: true)
    for byte in line {
      let edit =
        byte == backspace
        ? composer.scalarEditForBackspace() : composer.scalarEdit(forASCII: byte)
      if edit.deleteCount > 0 {
        let kept = max(0, starts.count - edit.deleteCount)
        output.removeLast(output.count - (kept < starts.count ? starts[kept] : output.count))
        starts.removeLast(starts.count - kept)
      }
      for index in 0..<edit.insert.count {
        starts.append(output.count)
        Self.appendUTF8(edit.insert[index], to: &output)
      }
    }
  }

  @inline(__always)
  private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      output.append(UInt8(truncatingIfNeeded: scalar))
    case 0x80..<0x800:
      output.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
      output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    case 0x800..<0x10000:
      output.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
      output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
      output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    default:
      output.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
      output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
      output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
      output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    }
  }
}

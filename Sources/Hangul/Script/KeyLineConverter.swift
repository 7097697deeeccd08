/// `KeyScript.text(for:)` for lines of ASCII keys, at streaming speed: bytes in, UTF-8 out,
/// with no String or Character built per key. `dubeol convert` sends every ASCII line here
/// and any other line through `KeyScript`; the two agree on every ASCII line (tested).
public struct KeyLineConverter: Sendable {
  private let template: Composer
  private let backspace: UInt8?
  /// The line being converted, as UTF-8, and where each of its characters starts there (so an
  /// edit's delete count, in characters, becomes a byte offset). Reused from line to line.
  private var bytes: [UInt8] = []
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
    // A key inserts at most `ScalarRun.capacity` scalars of at most 4 bytes each.
    let perKey = ScalarRun.capacity
    if starts.count < line.count * perKey + 1 {
      starts = Array(repeating: 0, count: line.count * perKey + 1)
      bytes = Array(repeating: 0, count: line.count * perKey * 4 + 4)
    }
    var composer = template
    let backspace = backspace
    let length = bytes.withUnsafeMutableBufferPointer { bytes in
      starts.withUnsafeMutableBufferPointer { starts in
        var length = 0
        var characters = 0
        for byte in line {
          let edit =
            byte == backspace
            ? composer.backspace() : composer.scalarEdit(forASCII: byte)
          if edit.deleteCount > 0, characters > 0 {
            characters = max(0, characters - edit.deleteCount)
            length = starts[characters]
          }
          for index in 0..<edit.insert.count {
            starts[characters] = length
            characters += 1
            length = Self.writeUTF8(edit.insert[index], to: bytes, at: length)
          }
        }
        return length
      }
    }
    bytes.withUnsafeBufferPointer { output.append(contentsOf: $0[..<length]) }
  }

  /// Writes `scalar` as UTF-8 at `offset`; returns the offset after it.
  @inline(__always)
  private static func writeUTF8(
    _ scalar: UInt32, to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    switch scalar {
    case 0..<0x80:
      out[offset] = UInt8(truncatingIfNeeded: scalar)
      return offset + 1
    case 0x80..<0x800:
      out[offset] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
      out[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      return offset + 2
    case 0x800..<0x10000:
      out[offset] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
      out[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
      out[offset + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      return offset + 3
    default:
      out[offset] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
      out[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
      out[offset + 2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
      out[offset + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      return offset + 4
    }
  }
}

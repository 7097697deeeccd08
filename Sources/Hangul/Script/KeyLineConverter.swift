/// `KeyScript.text(for:)` for lines of ASCII keys (and the backspace character, whatever it
/// is), at streaming speed: bytes in, UTF-8 out, with no String or Character built per key.
/// `dubeol convert` sends every such line here and any other line through `KeyScript`; the two
/// agree on every such line (tested).
public struct KeyLineConverter: Sendable {
  private let template: Composer
  /// The backspace character's UTF-8 (empty for none); its first byte, or 0xFF.
  private let backspace: [UInt8]
  private let backspaceLead: UInt8
  /// The line being converted, as UTF-8, and where each of its characters starts there (so an
  /// edit's delete count, in characters, becomes a byte offset). Reused from line to line.
  private var bytes: [UInt8] = []
  private var starts: [Int] = []

  public init(script: KeyScript) {
    template = script.composer()
    backspace = script.backspace.map { Array($0.utf8) } ?? []
    backspaceLead = backspace.first ?? 0xFF
  }

  /// Appends the text that the keys of `line` type to `output`. False, with nothing appended,
  /// when the line holds a non-ASCII character other than the backspace character: such a line
  /// goes through `KeyScript`.
  public mutating func convert(line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
    -> Bool
  {
    var any: UInt8 = 0
    for byte in line { any |= byte }
    if any >= 0x80 {
      guard backspace.count > 1, isKeysAndBackspaces(line) else { return false }
    }
    convertKeys(line, into: &output)
    return true
  }

  /// Whether every non-ASCII byte of `line` is part of a backspace character.
  private func isKeysAndBackspaces(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < line.count {
      if line[index] < 0x80 {
        index += 1
      } else if Self.starts(backspace, in: line, at: index) {
        index += backspace.count
      } else {
        return false
      }
    }
    return true
  }

  @inline(__always)
  private static func starts(
    _ pattern: [UInt8], in line: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    guard !pattern.isEmpty, index + pattern.count <= line.count else { return false }
    for offset in 0..<pattern.count where line[index + offset] != pattern[offset] {
      return false
    }
    return true
  }

  private mutating func convertKeys(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
  {
    // A key inserts at most `ScalarRun.capacity` scalars of at most 4 bytes each.
    let perKey = ScalarRun.capacity
    if starts.count < line.count * perKey + 1 {
      starts = Array(repeating: 0, count: line.count * perKey + 1)
      bytes = Array(repeating: 0, count: line.count * perKey * 4 + 4)
    }
    var composer = template
    let lead = backspaceLead
    let pattern = backspace
    let width = pattern.count
    let length = bytes.withUnsafeMutableBufferPointer { bytes in
      starts.withUnsafeMutableBufferPointer { starts in
        var length = 0
        var characters = 0
        var index = 0
        while index < line.count {
          let byte = line[index]
          let isBackspace =
            byte == lead && (width == 1 || Self.starts(pattern, in: line, at: index))
          index += isBackspace ? width : 1
          let edit = isBackspace ? composer.backspace() : composer.scalarEdit(forASCII: byte)
          if edit.deleteCount > 0, characters > 0 {
            characters = max(0, characters - edit.deleteCount)
            length = starts[characters]
          }
          for position in 0..<edit.insert.count {
            starts[characters] = length
            characters += 1
            length = Self.writeUTF8(edit.insert[position], to: bytes, at: length)
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

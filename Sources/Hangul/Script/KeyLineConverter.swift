/// `KeyScript.text(for:)` for lines of ASCII keys (and the backspace character, whatever it
/// is), at streaming speed: bytes in, UTF-8 out, with no String or Character built per key.
/// `dubeol convert` sends every such line here and any other line through `KeyScript`; the two
/// agree on every such line (tested). Copies share one scratch buffer: use each on one thread.
public struct KeyLineConverter {
  /// Reset at the start of each line rather than copied from a template, which would retain
  /// every table it holds once per line.
  private var composer: Composer
  /// The backspace character's UTF-8 (empty for none); its first byte, or 0xFF.
  private let backspace: [UInt8]
  private let backspaceLead: UInt8
  private let scratch = LineScratch()

  public init(script: KeyScript) {
    composer = script.composer()
    backspace = script.backspace.map { Array($0.utf8) } ?? []
    backspaceLead = backspace.first ?? 0xFF
  }

  /// Appends the text that the keys of `line` type to `output`. False, with nothing appended,
  /// when the line holds a non-ASCII character other than the backspace character: such a line
  /// goes through `KeyScript`.
  public mutating func convert(line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
    -> Bool
  {
    // A key commits at most `ScalarRun.capacity` scalars of at most 4 bytes each, and the
    // syllable left at the end of the line as many again.
    scratch.reserve(characters: (line.count + 1) * ScalarRun.capacity)
    var sink = LineSink(bytes: scratch.bytes, starts: scratch.starts)
    let lead = backspaceLead
    let pattern = backspace
    let width = pattern.count
    composer.streamReset()
    // Committed text only: the composing syllable stays in the composer (streamKey). A line
    // is given up at its first byte that is neither a key nor the backspace character, before
    // anything reached `output`.
    var index = 0
    while index < line.count {
      let byte = line[index]
      if byte == lead && (width == 1 || Self.starts(pattern, in: line, at: index)) {
        index += width
        sink.delete(composer.streamBackspace())
      } else if byte < 0x80 {
        index += 1
        composer.streamKey(byte, committed: &sink)
      } else {
        return false
      }
    }
    composer.streamComposing(into: &sink)
    output.append(contentsOf: UnsafeBufferPointer(start: sink.bytes, count: sink.length))
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
}

/// The committed text of a line as UTF-8, written as the automaton commits it, with where each
/// character starts (so a Backspace's count, in characters, becomes a byte offset).
private struct LineSink: ScalarSink {
  let bytes: UnsafeMutablePointer<UInt8>
  let starts: UnsafeMutablePointer<Int>
  var length = 0
  var characters = 0

  init(bytes: UnsafeMutableBufferPointer<UInt8>, starts: UnsafeMutableBufferPointer<Int>) {
    self.bytes = bytes.baseAddress!
    self.starts = starts.baseAddress!
  }

  @inline(__always)
  mutating func append(_ scalar: UInt32) {
    starts[characters] = length
    characters += 1
    switch scalar {
    case 0..<0x80:
      bytes[length] = UInt8(truncatingIfNeeded: scalar)
      length += 1
    case 0x80..<0x800:
      bytes[length] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
      bytes[length + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      length += 2
    case 0x800..<0x10000:
      bytes[length] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
      bytes[length + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
      bytes[length + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      length += 3
    default:
      bytes[length] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
      bytes[length + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
      bytes[length + 2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
      bytes[length + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
      length += 4
    }
  }

  /// Takes back the last `count` committed characters (as many as there are).
  @inline(__always)
  mutating func delete(_ count: Int) {
    guard count > 0, characters > 0 else { return }
    characters = max(0, characters - count)
    length = starts[characters]
  }
}

/// `LineSink`'s memory, reused from line to line, so the loop touches no array and retains
/// nothing.
private final class LineScratch {
  private(set) var bytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private(set) var starts = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

  /// Room for `characters` characters of up to 4 bytes.
  @inline(__always)
  func reserve(characters: Int) {
    guard starts.count < characters + 1 else { return }
    release()
    let count = max(characters + 1, 4096)
    starts = .allocate(capacity: count)
    bytes = .allocate(capacity: count * 4)
  }

  private func release() {
    starts.deallocate()
    bytes.deallocate()
  }

  deinit { release() }
}

/// A few Unicode scalars held inline: the text a keystroke removes or adds. Keeps the hot
/// path free of heap allocation.
struct ScalarRun: Equatable, Sendable {
  /// A keystroke's output at most: a syllable written as three jamo, a symbol, and the next
  /// syllable's three jamo (keyboards from data), with room to spare.
  static let capacity = 8
  private var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0, s4: UInt32 = 0
  private var s5: UInt32 = 0, s6: UInt32 = 0, s7: UInt32 = 0
  /// The number of scalars held.
  private(set) var count = 0

  init() {}

  init(_ scalar: UInt32) {
    s0 = scalar
    count = 1
  }

  @inline(__always)
  mutating func append(_ scalar: UInt32) {
    switch count {
    case 0: s0 = scalar
    case 1: s1 = scalar
    case 2: s2 = scalar
    case 3: s3 = scalar
    case 4: s4 = scalar
    case 5: s5 = scalar
    case 6: s6 = scalar
    case 7: s7 = scalar
    default: preconditionFailure("ScalarRun holds at most \(ScalarRun.capacity) scalars")
    }
    count += 1
  }

  @inline(__always)
  mutating func append(_ other: ScalarRun) {
    for index in 0..<other.count { append(other[index]) }
  }

  /// The scalar value at `index` (0..<count).
  @inline(__always)
  subscript(index: Int) -> UInt32 {
    switch index {
    case 0: s0
    case 1: s1
    case 2: s2
    case 3: s3
    case 4: s4
    case 5: s5
    case 6: s6
    default: s7
    }
  }

  /// The edit that turns `old` (the tail of the document) into `new`.
  @inline(__always)
  static func edit(from old: ScalarRun, to new: ScalarRun) -> ScalarEdit {
    var common = 0
    while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
    var insert = ScalarRun()
    for index in common..<max(common, new.count) { insert.append(new[index]) }
    return ScalarEdit(deleteCount: old.count - common, insert: insert)
  }

  /// The scalars from `start` on as a String (small strings stay inline).
  func string(from start: Int = 0) -> String {
    guard start < count else { return "" }
    // Encodes into the String's own buffer: no per-scalar appends.
    return String(unsafeUninitializedCapacity: (count - start) * 4) { buffer in
      var length = 0
      for index in start..<count {
        UTF8.encode(Unicode.Scalar(self[index])!) { byte in
          buffer[length] = byte
          length += 1
        }
      }
      return length
    }
  }
}

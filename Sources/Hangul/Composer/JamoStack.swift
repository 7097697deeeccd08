/// Which slot of a syllable a jamo was typed into.
enum Slot: UInt8, Sendable {
  case initial = 1
  case medial = 2
  case final = 3
}

/// The jamo typed into the composing syllable, oldest first, as libhangul keeps them:
/// Backspace pops the newest and the slot falls back to the entry below it. Eight entries
/// packed into one integer (a syllable needs at most seven).
struct JamoStack: Equatable, Sendable {
  private var packed: UInt64 = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  mutating func push(_ jamo: Jamo, _ slot: Slot) {
    packed = packed << 8 | UInt64(slot.rawValue << 6 | jamo.offset)
    count = min(count + 1, 8)
  }

  @inline(__always)
  mutating func pop() -> (jamo: Jamo, slot: Slot)? {
    guard let top = peek() else { return nil }
    packed >>= 8
    count -= 1
    return top
  }

  /// The newest entry.
  @inline(__always)
  func peek() -> (jamo: Jamo, slot: Slot)? {
    guard count > 0 else { return nil }
    let entry = UInt8(truncatingIfNeeded: packed)
    return (Jamo(offset: entry & 0x3F), Slot(rawValue: entry >> 6)!)
  }
}

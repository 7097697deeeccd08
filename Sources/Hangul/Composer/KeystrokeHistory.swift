/// The `mobile` profile's memento stack: the composing syllable before each keystroke of
/// the current word, so Backspace can undo keystrokes (닭 + ㅏ = 달가, ⌫ → 닭).
struct KeystrokeHistory: Sendable {
  private struct Entry: Sendable {
    var syllable: ComposingSyllable
    /// How much of `committed` existed before the keystroke.
    var committedCount: Int
  }

  /// Older keystrokes are forgotten past this depth (their Backspace falls back to
  /// deleting jamo), so one endless word cannot grow memory without bound.
  static let depth = 256

  private var entries: [Entry] = []
  /// The text the current word has committed so far, as scalars.
  private var committed: [UInt32] = []

  var isEmpty: Bool { entries.isEmpty }

  mutating func record(_ syllable: ComposingSyllable) {
    if entries.count == KeystrokeHistory.depth { forgetOldestHalf() }
    entries.append(Entry(syllable: syllable, committedCount: committed.count))
  }

  mutating func append(committed run: ScalarRun) {
    for index in 0..<run.count { committed.append(run[index]) }
  }

  /// Undoes the last keystroke: returns the syllable from before it, and adds the text the
  /// keystroke committed to `removed`.
  mutating func undo(removed: inout ScalarRun) -> ComposingSyllable? {
    guard let entry = entries.popLast() else { return nil }
    for index in entry.committedCount..<committed.count { removed.append(committed[index]) }
    committed.removeSubrange(entry.committedCount...)
    return entry.syllable
  }

  mutating func clear() {
    entries.removeAll(keepingCapacity: true)
    committed.removeAll(keepingCapacity: true)
  }

  private mutating func forgetOldestHalf() {
    let kept = entries.count / 2
    let base = entries[kept].committedCount
    entries.removeFirst(kept)
    committed.removeFirst(base)
    for index in entries.indices { entries[index].committedCount -= base }
  }
}

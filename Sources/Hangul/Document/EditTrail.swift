import Synchronization

/// A text buffer's revision and where its last edits began, so that a view that drew the text
/// at an earlier revision knows which leading bytes are still as it drew them, without keeping
/// the old text: a view holding the old text shares its storage, and the next key then copies
/// the whole text to change it.
public struct EditTrail: Sendable {
  /// The text's revision, unique in the process: a buffer made afresh never takes a number a
  /// view may hold from another buffer.
  public private(set) var revision: Int
  /// The last edits: the revision each started from and the UTF-8 offset from which it changed
  /// the text. Once `kept` are held, each new one takes the place of the oldest.
  private var steps: [(from: Int, offset: Int)] = []
  /// Where the oldest edit is in `steps` once it is full.
  private var oldest = 0

  /// Edits remembered: a key makes one or two, and a frame is drawn after every batch of keys.
  static let kept = 16

  private static let revisions = Atomic<Int>(0)

  public init() { revision = Self.newRevision() }

  private static func newRevision() -> Int {
    revisions.add(1, ordering: .relaxed).newValue
  }

  /// Notes an edit that changed the text from UTF-8 offset `offset` on.
  mutating func record(changedFrom offset: Int) {
    if steps.count < Self.kept {
      steps.append((revision, offset))
    } else {
      steps[oldest] = (revision, offset)
      oldest = (oldest + 1) % Self.kept
    }
    revision = Self.newRevision()
  }

  /// How many UTF-8 bytes at the start of the text no edit since `earlier` changed: `Int.max`
  /// at that very revision; nil when `earlier` is not among this text's last revisions.
  public func unchangedPrefix(since earlier: Int) -> Int? {
    var lowest = Int.max
    if earlier == revision { return lowest }
    for back in stride(from: 1, through: steps.count, by: 1) {
      let step = steps[(oldest + steps.count - back) % steps.count]
      lowest = min(lowest, step.offset)
      if step.from == earlier { return lowest }
    }
    return nil
  }
}

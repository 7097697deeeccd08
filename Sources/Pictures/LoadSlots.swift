/// At most `count` pictures downloaded and decoded at once, the rest waiting their turn: each
/// one in flight may hold a 5 MB download and a 4 MB decoded image, so this bounds the memory
/// opening many reviews quickly could take.
actor LoadSlots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) { free = count }

  /// Runs `work` in a slot, waiting for one first if all are taken.
  func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
    defer {
      if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
    return await work()
  }
}

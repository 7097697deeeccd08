extension HanjaIndex {
  /// Calls `body` with each key `word` matches under `match` — the byte range of the word that is
  /// the key, and that key's entries — longest key first, as libhangul's `hanja_table_match_*`
  /// try them. `word` is UTF-8; keys are cut only between characters (scalars).
  public func forEachMatch(
    _ word: UnsafeBufferPointer<UInt8>, _ match: HanjaMatch,
    _ body: (Range<Int>, Range<Int>) -> Void
  ) {
    guard !word.isEmpty else { return }
    func look(_ range: Range<Int>) {
      let found = entries(forKey: UnsafeBufferPointer(rebasing: word[range]))
      if !found.isEmpty { body(range, found) }
    }
    switch match {
    case .exact:
      look(0..<word.count)
    case .prefix:
      var end = word.count
      while end > 0 {
        look(0..<end)
        repeat { end -= 1 } while end > 0 && isContinuation(word[end])
      }
    case .suffix:
      var start = 0
      while start < word.count {
        look(start..<word.count)
        repeat { start += 1 } while start < word.count && isContinuation(word[start])
      }
    }
  }

  /// The candidates for `word`: longest key first; within a key, `learned`'s choices (most
  /// recent first), then entries with a meaning, then the table's order.
  public func candidates(for word: String, match: HanjaMatch, learned: LearnedChoices = .init())
    -> [HanjaEntry]
  {
    var word = word
    var result: [HanjaEntry] = []
    word.withUTF8 { bytes in
      forEachMatch(bytes, match) { keyBytes, entries in
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyBytes]), as: UTF8.self)
        for entry in ranked(entries, learnedValues: learned.values(forKey: key)) {
          result.append(self.entry(entry, key: key))
        }
      }
    }
    return result
  }

  /// `entries` (one key's) in dubeol's order: values in `learnedValues` first, in that order;
  /// then those with a meaning; then the table's order.
  public func ranked(_ entries: Range<Int>, learnedValues: [String]) -> [Int] {
    if learnedValues.isEmpty {
      // The common case, without a sort: those with a meaning, then the others.
      return entries.filter { hasComment($0) } + entries.filter { !hasComment($0) }
    }
    func tier(_ entry: Int) -> Int {
      if let rank = learnedValues.firstIndex(of: string(valueRange(entry))) {
        return rank - learnedValues.count
      }
      return hasComment(entry) ? 0 : 1
    }
    let tiers = entries.map { (entry: $0, tier: tier($0)) }
    // Entries are in table order already; a stable sort by tier keeps it within a tier.
    return tiers.enumerated().sorted {
      $0.element.tier != $1.element.tier ? $0.element.tier < $1.element.tier : $0.offset < $1.offset
    }.map(\.element.entry)
  }

  @inline(__always)
  private func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

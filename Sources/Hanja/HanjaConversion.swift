/// What F9 (or the grid's 한자 key) converts, as a pure function of the text before the cursor:
/// the composing syllable and up to 8 syllables before it, matched by suffix (longest first, as
/// ibus-hangul does); a lone jamo opens its symbols; right after a conversion the next F9
/// continues with the syllables before the converted part (삼국사기: 史記, then 三國).
public struct HanjaConversion: Equatable, Sendable {
  /// Which table a request looks in.
  public enum Table: Equatable, Sendable { case hanja, symbols }

  /// The most syllables matched: the composing one and 8 before it.
  public static let maxSyllables = 9

  public var table: Table
  public var match: HanjaMatch
  /// The word looked up.
  public var word: String
  /// Where the word ends, in characters from the start of the text (the part a choice
  /// replaces ends here).
  public var end: Int

  public init(table: Table, match: HanjaMatch, word: String, end: Int) {
    self.table = table
    self.match = match
    self.word = word
    self.end = end
  }

  /// The conversion for `before` (the text before the cursor); `convertedStart` is where the
  /// last conversion's text begins when it ends at the cursor (nil otherwise). Nil when there is
  /// nothing to convert.
  public static func request(before: String, convertedStart: Int? = nil) -> HanjaConversion? {
    let characters = Array(before)
    let end = convertedStart.map { min($0, characters.count) } ?? characters.count
    guard end > 0 else { return nil }
    if convertedStart == nil, let last = characters.last, isJamo(last) {
      return HanjaConversion(table: .symbols, match: .exact, word: String(last), end: end)
    }
    var start = end
    while start > 0, end - start < maxSyllables, isSyllable(characters[start - 1]) { start -= 1 }
    guard start < end else { return nil }
    return HanjaConversion(
      table: .hanja, match: .suffix, word: String(characters[start..<end]), end: end)
  }

  /// A selection is matched whole, exactly.
  public static func request(selection: String, end: Int) -> HanjaConversion? {
    selection.isEmpty
      ? nil : HanjaConversion(table: .hanja, match: .exact, word: selection, end: end)
  }

  /// The characters a choice replaces: its key's length, ending at `end`.
  public func replaced(by choice: HanjaEntry) -> Range<Int> {
    (end - choice.key.count)..<end
  }

  static func isSyllable(_ c: Character) -> Bool {
    c.unicodeScalars.count == 1 && (0xAC00...0xD7A3).contains(c.unicodeScalars.first!.value)
  }

  static func isJamo(_ c: Character) -> Bool {
    c.unicodeScalars.count == 1 && (0x3131...0x318E).contains(c.unicodeScalars.first!.value)
  }
}

/// The candidate window's list: 9 a page, one highlighted; digits pick on the page shown.
public struct CandidatePages: Equatable, Sendable {
  public static let pageSize = 9

  public private(set) var candidates: [HanjaEntry]
  /// The highlighted candidate's index in `candidates`.
  public private(set) var highlighted = 0

  public init(_ candidates: [HanjaEntry]) {
    self.candidates = candidates
  }

  public var page: Int { highlighted / Self.pageSize }
  public var pageCount: Int { (candidates.count + Self.pageSize - 1) / Self.pageSize }

  /// The page shown: each candidate with its number (1–9) on the page.
  public var shown: [(number: Int, entry: HanjaEntry, highlighted: Bool)] {
    let start = page * Self.pageSize
    return candidates[start..<min(start + Self.pageSize, candidates.count)].enumerated().map {
      ($0.offset + 1, $0.element, start + $0.offset == highlighted)
    }
  }

  /// Arrows and Tab: the next or previous candidate, wrapping around.
  public mutating func move(_ delta: Int) {
    guard !candidates.isEmpty else { return }
    highlighted = ((highlighted + delta) % candidates.count + candidates.count) % candidates.count
  }

  /// PgUp/PgDn: the same place on the next or previous page (the last page may be shorter).
  public mutating func turnPage(_ delta: Int) {
    guard pageCount > 1 else { return }
    let target = ((page + delta) % pageCount + pageCount) % pageCount
    highlighted = min(target * Self.pageSize + highlighted % Self.pageSize, candidates.count - 1)
  }

  /// The candidate numbered `number` (1–9) on the page shown; nil when there is none.
  public func numbered(_ number: Int) -> HanjaEntry? {
    let index = page * Self.pageSize + number - 1
    guard (1...Self.pageSize).contains(number), candidates.indices.contains(index) else {
      return nil
    }
    return candidates[index]
  }

  public var current: HanjaEntry? {
    candidates.indices.contains(highlighted) ? candidates[highlighted] : nil
  }
}

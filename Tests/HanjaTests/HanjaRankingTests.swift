import Hanja
import Testing

/// dubeol's order: past choices for the key first, then entries with a meaning, then the
/// table's; longer keys before shorter ones.
@Suite("hanja ranking")
struct HanjaRankingTests {
  @Test("한국 offers 韓國 (대한민국) first, not the table's first 寒國")
  func meaningFirst() {
    let candidates = InstalledTables.table.candidates(for: "한국", match: .suffix)
    #expect(candidates.first == HanjaEntry(key: "한국", value: "韓國", comment: "대한민국"))
    #expect(candidates.prefix(5).allSatisfy { $0.key == "한국" })
    #expect(candidates.dropFirst(5).allSatisfy { $0.key == "국" })
  }

  @Test("a past choice comes first for its key, the latest first")
  func learned() {
    var learned = LearnedChoices()
    learned.record(key: "한국", value: "汗國")
    learned.record(key: "한국", value: "寒菊")
    learned.record(key: "국", value: "局")
    let values = InstalledTables.table.candidates(for: "한국", match: .suffix, learned: learned)
      .map(\.value)
    #expect(Array(values.prefix(4)) == ["寒菊", "汗國", "韓國", "寒國"])
    #expect(values[5] == "局")
  }

  @Test("ㅁ in the symbol table offers ★")
  func symbols() {
    #expect(
      InstalledTables.symbols.candidates(for: "ㅁ", match: .exact).contains { $0.value == "★" })
  }

  @Test("learned choices are bounded, and a choice made again moves up instead of repeating")
  func bounded() {
    var learned = LearnedChoices()
    for n in 0..<(LearnedChoices.limit + 50) { learned.record(key: "k\(n)", value: "v") }
    #expect(learned.choices.count == LearnedChoices.limit)
    #expect(learned.choices.first?.key == "k\(LearnedChoices.limit + 49)")
    learned.record(key: "k100", value: "v")
    #expect(learned.choices.count == LearnedChoices.limit)
    #expect(learned.choices.first?.key == "k100")
  }

  @Test("the file text reads back; anything else is refused")
  func fileText() {
    var learned = LearnedChoices()
    learned.record(key: "한국", value: "韓國")
    learned.record(key: "ㅁ", value: "★")
    #expect(LearnedChoices(fileText: learned.fileText) == learned)
    #expect(LearnedChoices(fileText: "한국\t韓國\n") == nil)
    #expect(LearnedChoices(fileText: learned.fileText + "broken line\n") == nil)
    learned.record(key: "a\tb", value: "x")
    #expect(learned.choices.count == 2)
  }
}

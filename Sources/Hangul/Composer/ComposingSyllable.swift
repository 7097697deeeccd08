/// The syllable under composition and the 2-beolsik automaton that builds it.
///
/// The transitions follow libhangul's keyboard "2" (`hangul_ic_process_jamo`) so that the
/// `standard` profile matches it on every input; combinations come from `AutomatonTables`.
struct ComposingSyllable: Equatable, Sendable {
  private(set) var initial: Jamo?
  private(set) var medial: Jamo?
  private(set) var final: Jamo?
  private var stack = JamoStack()

  var isEmpty: Bool { stack.isEmpty }

  var state: SyllableState {
    if final != nil { return .closed }
    if medial != nil { return initial != nil ? .open : .vowel }
    return initial != nil ? .initial : .empty
  }

  /// Types one jamo. Text the syllable gives up (it is finished) goes to `committed`.
  mutating func type<Sink: ScalarSink>(
    _ jamo: Jamo, tables: AutomatonTables, autoReorder: Bool, committed: inout Sink
  ) {
    switch (state, jamo.isVowel) {
    case (.empty, false):
      push(jamo, .initial)
    case (.empty, true), (.initial, true):
      push(jamo, .medial)
    case (.initial, false):
      combineInitials(with: jamo, tables: tables, committed: &committed)
    case (.vowel, false):
      // 모아치기: a consonant after a lone vowel becomes its initial.
      if autoReorder {
        push(jamo, .initial)
      } else {
        startNew(with: jamo, .initial, committed: &committed, tables: tables)
      }
    case (.vowel, true), (.open, true):
      if let combined = tables.medial(medial!, jamo) {
        push(combined, .medial)
      } else {
        startNew(with: jamo, .medial, committed: &committed, tables: tables)
      }
    case (.open, false):
      // ㄸ ㅃ ㅉ are never finals: they start the next syllable.
      if tables.canBeFinal(jamo) {
        push(jamo, .final)
      } else {
        startNew(with: jamo, .initial, committed: &committed, tables: tables)
      }
    case (.closed, false):
      if tables.canBeFinal(jamo), let combined = tables.final(final!, jamo) {
        push(combined, .final)
      } else {
        startNew(with: jamo, .initial, committed: &committed, tables: tables)
      }
    case (.closed, true):
      moveFinal(before: jamo, tables: tables, committed: &committed)
    }
  }

  /// ㄱ then ㄱ (doubleStroke) → ㄲ; ㄱ then ㅅ → the lone cluster ㄳ; otherwise ㄱ is done.
  private mutating func combineInitials<Sink: ScalarSink>(
    with jamo: Jamo, tables: AutomatonTables, committed: inout Sink
  ) {
    let first = initial!
    if let double = tables.initialDouble(first, jamo) {
      push(double, .initial)
    } else if let cluster = tables.initialCluster(first, jamo) {
      // libhangul holds the cluster as a final: retype the first consonant as one.
      _ = stack.pop()
      initial = nil
      push(first, .final)
      push(cluster, .final)
    } else {
      startNew(with: jamo, .initial, committed: &committed, tables: tables)
    }
  }

  /// A vowel after a final: the final (or the last part of a cluster) becomes the initial
  /// of a new syllable. 닭 + ㅏ → 달 + 가.
  private mutating func moveFinal<Sink: ScalarSink>(
    before vowel: Jamo, tables: AutomatonTables, committed: inout Sink
  ) {
    let top = stack.pop()!.jamo
    if let below = stack.peek(), below.slot == .final {
      guard let moved = tables.finalSplit(lower: below.jamo, combined: top) else {
        startNew(with: vowel, .medial, committed: &committed, tables: tables)
        return
      }
      final = below.jamo
      commit(to: &committed, tables: tables)
      push(moved, .initial)
    } else {
      final = nil
      commit(to: &committed, tables: tables)
      push(top, .initial)
    }
    push(vowel, .medial)
  }

  /// Backspace inside the syllable: removes the newest jamo. Returns false when empty.
  mutating func deleteLastJamo() -> Bool {
    guard let removed = stack.pop() else { return false }
    guard let below = stack.peek() else {
      self = ComposingSyllable()
      return true
    }
    let restored = below.slot == removed.slot ? below.jamo : nil
    switch removed.slot {
    case .initial: initial = restored
    case .medial: medial = restored
    case .final: final = restored
    }
    return true
  }

  /// Ends the composition; the syllable's text stays in the document.
  mutating func reset() {
    self = ComposingSyllable()
  }

  private mutating func push(_ jamo: Jamo, _ slot: Slot) {
    switch slot {
    case .initial: initial = jamo
    case .medial: medial = jamo
    case .final: final = jamo
    }
    stack.push(jamo, slot)
  }

  private mutating func startNew<Sink: ScalarSink>(
    with jamo: Jamo, _ slot: Slot, committed: inout Sink, tables: AutomatonTables
  ) {
    commit(to: &committed, tables: tables)
    push(jamo, slot)
  }

  private mutating func commit<Sink: ScalarSink>(to committed: inout Sink, tables: AutomatonTables)
  {
    text(tables, into: &committed)
    self = ComposingSyllable()
  }

  /// What the syllable shows in the document: an NFC syllable, or lone compatibility jamo.
  @inline(__always)
  func text(_ tables: AutomatonTables) -> ScalarRun {
    var run = ScalarRun()
    text(tables, into: &run)
    return run
  }

  /// `text(_:)` appended to `sink`.
  @inline(__always)
  func text<Sink: ScalarSink>(_ tables: AutomatonTables, into sink: inout Sink) {
    if let initial, let medial,
      let syllable = tables.syllable(initial: initial, medial: medial, final: final)
    {
      sink.append(syllable)
      return
    }
    // Unreachable pairs like initial + final without a vowel show as two jamo, as in libhangul.
    if let initial { sink.append(initial.scalar) }
    if let medial { sink.append(medial.scalar) }
    if let final { sink.append(final.scalar) }
  }

  /// The public view for the UI; nil when nothing shows. (With autoReorder, Backspace can
  /// empty every slot while a jamo stays on the stack, as in libhangul: ㅗ ㄷ ㅏ → 돠,
  /// ⌫ → ㄷ, ⌫ → nothing shown, and the next ⌫ only pops the hidden ㅗ.) `shown` is
  /// `text(tables)`, which the composer already holds.
  @inline(__always)
  func view(shown: ScalarRun) -> Syllable? {
    guard shown.count > 0 else { return nil }
    return Syllable(
      initial: initial?.character, medial: medial?.character, final: final?.character,
      text: shown.string())
  }
}

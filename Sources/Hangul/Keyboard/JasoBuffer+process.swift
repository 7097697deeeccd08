/// libhangul's hangul_ic_process for keyboards read from data: one key's value in, the text
/// the syllable gives up in `committed`. Each kind follows its libhangul function branch for
/// branch (hangul_ic_process_jamo, _jaso, _romaja), so the order of the tests below is theirs.
extension JasoBuffer {
  /// Processes the value of one key. False when the key was not used: the caller then
  /// inserts the key's own character, as an input method does with an unused key.
  @inline(__always)
  mutating func process<Sink: ScalarSink>(
    _ value: UInt32, ascii: UInt8, tables: KeyboardTables, committed: inout Sink
  ) -> Bool {
    switch tables.kind {
    case .jaso: return processJaso(value, tables: tables, committed: &committed)
    case .romaja: return processRomaja(value, ascii: ascii, tables: tables, committed: &committed)
    case .jamo: return processJamo(value, tables: tables, committed: &committed)
    }
  }

  /// Ends the syllable: its text goes to `committed` (hangul_ic_save_commit_string).
  @inline(__always)
  mutating func commit<Sink: ScalarSink>(_ tables: KeyboardTables, _ committed: inout Sink) {
    text(tables, into: &committed)
    clear()
  }

  /// hangul_ic_push: a jamo goes on; anything else ends the syllable and is refused.
  @inline(__always)
  mutating func push<Sink: ScalarSink>(
    _ c: UInt32, _ tables: KeyboardTables, _ committed: inout Sink
  ) -> Bool {
    guard tables.writable(c) else {
      commit(tables, &committed)
      return false
    }
    push(c)
    return true
  }

  /// libhangul's `if (!push(c)) { if (!push(c)) return false; }`: a second try after the
  /// first ended the syllable.
  @inline(__always)
  mutating func pushTwice<Sink: ScalarSink>(
    _ c: UInt32, _ tables: KeyboardTables, _ committed: inout Sink
  ) -> Bool {
    push(c, tables, &committed) || push(c, tables, &committed)
  }

  /// A symbol or digit key: ends the syllable and inserts the value.
  @inline(__always)
  mutating func insertSymbol<Sink: ScalarSink>(
    _ value: UInt32, _ tables: KeyboardTables, _ committed: inout Sink
  ) {
    commit(tables, &committed)
    committed.append(value)
  }

  // MARK: - 세벌식, 안마태 (hangul_ic_process_jaso)

  mutating func processJaso<Sink: ScalarSink>(
    _ ch: UInt32, tables: KeyboardTables, committed: inout Sink
  ) -> Bool {
    // libhangul's three branches differ only in the slot and in which later slots end the
    // syllable before an earlier one is filled (without auto-reorder).
    if ConjoiningJamo.isChoseong(ch) {
      return typeJaso(
        ch, into: cho, laterFilled: jung != 0 || jong != 0, sameSlot: ConjoiningJamo.isChoseong,
        tables, &committed)
    }
    if ConjoiningJamo.isJungseong(ch) {
      return typeJaso(
        ch, into: jung, laterFilled: jong != 0, sameSlot: ConjoiningJamo.isJungseong, tables,
        &committed)
    }
    if ConjoiningJamo.isJongseong(ch) {
      return typeJaso(
        ch, into: jong, laterFilled: false, sameSlot: ConjoiningJamo.isJongseong, tables,
        &committed)
    }
    if ch > 0 {
      insertSymbol(ch, tables, &committed)
      return true
    }
    commit(tables, &committed)
    return false
  }

  /// A jamo for the slot holding `current`: it fills an empty slot (a slot after it already
  /// filled ends the syllable first, unless auto-reorder), combines with the jamo just typed
  /// into the same slot, or starts the next syllable.
  @inline(__always)
  private mutating func typeJaso<Sink: ScalarSink>(
    _ ch: UInt32, into current: UInt32, laterFilled: Bool, sameSlot: (UInt32) -> Bool,
    _ tables: KeyboardTables, _ committed: inout Sink
  ) -> Bool {
    if current == 0 {
      if !tables.autoReorder, laterFilled { commit(tables, &committed) }
      return pushTwice(ch, tables, &committed)
    }
    let combined = sameSlot(peek()) ? tables.combine(current, ch) : 0
    if combined != 0 { return pushTwice(combined, tables, &committed) }
    commit(tables, &committed)
    return pushTwice(ch, tables, &committed)
  }

  // MARK: - 로마자 (hangul_ic_process_romaja)

  mutating func processRomaja<Sink: ScalarSink>(
    _ value: UInt32, ascii: UInt8, tables: KeyboardTables, committed: inout Sink
  ) -> Bool {
    var ch = value
    if !ConjoiningJamo.isJamo(ch), ch > 0 {
      insertSymbol(ch, tables, &committed)
      return true
    }
    // A capital letter starts a new syllable.
    if ascii &- UInt8(ascii: "A") < 26 { commit(tables, &committed) }
    let isX = ascii == UInt8(ascii: "x") || ascii == UInt8(ascii: "X")
    if jong != 0 {
      if isX {
        commit(tables, &committed)
        return push(0x110C, tables, &committed)
      }
      if ConjoiningJamo.isChoseong(ch) || ConjoiningJamo.isJongseong(ch) {
        let final = ConjoiningJamo.isJongseong(ch) ? ch : ConjoiningJamo.jongseong(ofChoseong: ch)
        let combined = tables.combine(jong, final)
        if ConjoiningJamo.isJongseong(combined) {
          return push(combined, tables, &committed) || push(ch, tables, &committed)
        }
        commit(tables, &committed)
        return push(ch, tables, &committed)
      }
      guard ConjoiningJamo.isJungseong(ch) else {
        commit(tables, &committed)
        return false
      }
      if jong == 0x11BC {
        // "ng" then a vowel: ㅇ stays the final, the vowel starts a syllable of its own.
        commit(tables, &committed)
        cho = 0x110B
        _ = push(ch, tables, &committed)
        return true
      }
      var popped = pop()
      if ConjoiningJamo.isJungseong(peek()) {
        if popped == 0x11AA {
          jong = 0x11A8
          popped = 0x11BA
        } else {
          jong = 0
        }
        commit(tables, &committed)
        _ = push(ConjoiningJamo.choseong(ofJongseong: popped), tables, &committed)
        return push(ch, tables, &committed)
      }
      let parts = Self.decompose(jong)
      jong = parts.jong
      commit(tables, &committed)
      _ = push(parts.cho, tables, &committed)
      return push(ch, tables, &committed)
    }
    if jung != 0 {
      if ConjoiningJamo.isChoseong(ch) {
        if cho != 0 {
          let final = ConjoiningJamo.jongseong(ofChoseong: ch)
          if ConjoiningJamo.isJongseong(final) {
            return push(final, tables, &committed) || push(ch, tables, &committed)
          }
          commit(tables, &committed)
          return push(ch, tables, &committed)
        }
        return pushTwice(ch, tables, &committed)
      }
      if ConjoiningJamo.isJungseong(ch) {
        let combined = tables.combine(jung, ch)
        if ConjoiningJamo.isJungseong(combined) { return push(combined, tables, &committed) }
        commit(tables, &committed)
        cho = 0x110B
        return push(ch, tables, &committed)
      }
      if ConjoiningJamo.isJongseong(ch) { return pushTwice(ch, tables, &committed) }
      commit(tables, &committed)
      return false
    }
    if cho != 0 {
      if ConjoiningJamo.isChoseong(ch) {
        let combined = tables.combine(cho, ch)
        if combined == 0 {
          // Two initials that do not combine: the first is written with ㅡ (s-k → 스ㅋ).
          jung = 0x1173
          commit(tables, &committed)
          return push(ch, tables, &committed)
        }
        return push(combined, tables, &committed) || push(ch, tables, &committed)
      }
      if ConjoiningJamo.isJongseong(ch) {
        jung = 0x1173
        commit(tables, &committed)
        return push(isX ? 0x110C : ch, tables, &committed)
      }
      return pushTwice(ch, tables, &committed)
    }
    if isX { ch = 0x110C }
    guard push(ch, tables, &committed) else { return false }
    if cho == 0, jung != 0 { cho = 0x110B }
    return true
  }

  /// hangul_jongseong_decompose for modern finals: a cluster's first consonant stays as the
  /// final, its last one becomes an initial (ㄳ → ㄱ + ㅅ); a single final moves whole.
  static func decompose(_ final: UInt32) -> (jong: UInt32, cho: UInt32) {
    for rule in finalParts where rule.result == final {
      return (rule.first, ConjoiningJamo.choseong(ofJongseong: rule.second))
    }
    return (0, ConjoiningJamo.choseong(ofJongseong: final))
  }

  /// The modern compound finals and their parts, from the 2-beolsik combination lists.
  private static let finalParts: [Keyboard.Combination] =
    (JamoCombination.compoundFinals + JamoCombination.doubleFinals).map {
      Keyboard.Combination(
        ConjoiningJamo.jongseong(ofCompatibility: $0.first),
        ConjoiningJamo.jongseong(ofCompatibility: $0.second),
        ConjoiningJamo.jongseong(ofCompatibility: $0.result))
    }

  // MARK: - 두벌식 from data (hangul_ic_process_jamo)

  mutating func processJamo<Sink: ScalarSink>(
    _ ch: UInt32, tables: KeyboardTables, committed: inout Sink
  ) -> Bool {
    if !ConjoiningJamo.isJamo(ch), ch > 0 {
      insertSymbol(ch, tables, &committed)
      return true
    }
    if jong != 0 {
      if ConjoiningJamo.isChoseong(ch) {
        let combined = tables.combine(jong, ConjoiningJamo.jongseong(ofChoseong: ch))
        if ConjoiningJamo.isJongseong(combined) {
          return push(combined, tables, &committed) || push(ch, tables, &committed)
        }
        commit(tables, &committed)
        return push(ch, tables, &committed)
      }
      guard ConjoiningJamo.isJungseong(ch) else {
        commit(tables, &committed)
        return false
      }
      // A vowel after a final: the final (or a cluster's last part) starts the next syllable.
      let popped = pop()
      let below = peek()
      if ConjoiningJamo.isJongseong(below) {
        let moved = tables.addedPart(below: below, combined: jong)
        if moved == 0 {
          commit(tables, &committed)
          return push(ch, tables, &committed)
        }
        jong = below
        commit(tables, &committed)
        _ = push(moved, tables, &committed)
        return push(ch, tables, &committed)
      }
      jong = 0
      commit(tables, &committed)
      _ = push(ConjoiningJamo.choseong(ofJongseong: popped), tables, &committed)
      return push(ch, tables, &committed)
    }
    if jung != 0 {
      if ConjoiningJamo.isChoseong(ch) {
        if cho != 0 {
          let final = ConjoiningJamo.jongseong(ofChoseong: ch)
          if ConjoiningJamo.isJongseong(final) {
            return push(final, tables, &committed) || push(ch, tables, &committed)
          }
          commit(tables, &committed)
          return push(ch, tables, &committed)
        }
        if tables.autoReorder { return pushTwice(ch, tables, &committed) }
        commit(tables, &committed)
        return push(ch, tables, &committed)
      }
      if ConjoiningJamo.isJungseong(ch) {
        let combined = tables.combine(jung, ch)
        if ConjoiningJamo.isJungseong(combined) { return push(combined, tables, &committed) }
        commit(tables, &committed)
        return push(ch, tables, &committed)
      }
      commit(tables, &committed)
      return false
    }
    if cho != 0 {
      if ConjoiningJamo.isChoseong(ch) {
        let combined = tables.combine(cho, ch)
        if ConjoiningJamo.isJongseong(combined) {
          // ㄱ then ㅅ makes the lone cluster ㄳ: the first initial is retyped as a final.
          cho = 0
          _ = push(ConjoiningJamo.jongseong(ofChoseong: pop()), tables, &committed)
        }
        return push(combined, tables, &committed) || push(ch, tables, &committed)
      }
      return pushTwice(ch, tables, &committed)
    }
    return push(ch, tables, &committed)
  }
}

extension ConjoiningJamo {
  /// The jongseong form of a modern compatibility consonant, 0 if none.
  static func jongseong(ofCompatibility character: Character) -> UInt32 {
    guard let jamo = Jamo(character) else { return 0 }
    return forms(ofCompatibility: jamo.scalar).2
  }
}

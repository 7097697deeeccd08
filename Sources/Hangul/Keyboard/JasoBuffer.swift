/// The syllable under composition on a keyboard read from data, kept as libhangul keeps it
/// (HangulBuffer): the three slots as conjoining jamo, and the jamo pushed so far, newest on
/// top, so Backspace takes back one at a time and the slot falls back to the entry below.
struct JasoBuffer: Equatable, Sendable {
  /// The slots, as conjoining jamo code points (0 = empty).
  var cho: UInt32 = 0
  var jung: UInt32 = 0
  var jong: UInt32 = 0
  /// The stack: up to 12 entries (as libhangul's), four 16-bit entries per word, newest in
  /// the low bits of `w0`. Past 12 the oldest is dropped (libhangul would overrun its array).
  private var w0: UInt64 = 0
  private var w1: UInt64 = 0
  private var w2: UInt64 = 0
  private(set) var count = 0
  static let capacity = 12

  var isEmpty: Bool { cho == 0 && jung == 0 && jong == 0 }

  /// hangul_buffer_push: the jamo goes to its slot and on the stack.
  @inline(__always)
  mutating func push(_ c: UInt32) {
    if ConjoiningJamo.isChoseong(c) {
      cho = c
    } else if ConjoiningJamo.isJungseong(c) {
      jung = c
    } else {
      jong = c
    }
    w2 = w2 << 16 | w1 >> 48
    w1 = w1 << 16 | w0 >> 48
    w0 = w0 << 16 | UInt64(c)
    count = min(count + 1, Self.capacity)
  }

  @inline(__always)
  mutating func pop() -> UInt32 {
    guard count > 0 else { return 0 }
    let top = UInt32(truncatingIfNeeded: w0 & 0xFFFF)
    w0 = w0 >> 16 | w1 << 48
    w1 = w1 >> 16 | w2 << 48
    w2 >>= 16
    count -= 1
    return top
  }

  @inline(__always)
  func peek() -> UInt32 {
    count > 0 ? UInt32(truncatingIfNeeded: w0 & 0xFFFF) : 0
  }

  @inline(__always)
  mutating func clear() {
    self = JasoBuffer()
  }

  /// hangul_buffer_backspace: takes back the newest jamo; false when nothing was there.
  mutating func backspace() -> Bool {
    guard count > 0 else { return false }
    let removed = pop()
    guard count > 0 else {
      clear()
      return true
    }
    let below = peek()
    if ConjoiningJamo.isChoseong(removed) {
      cho = ConjoiningJamo.isChoseong(below) ? below : 0
    } else if ConjoiningJamo.isJungseong(removed) {
      jung = ConjoiningJamo.isJungseong(below) ? below : 0
    } else {
      jong = ConjoiningJamo.isJongseong(below) ? below : 0
    }
    return true
  }

  /// What the slots show, as dubeol writes it: the precomposed syllable when initial and
  /// vowel make one, else each filled slot as its compatibility jamo in slot order. libhangul
  /// writes the same slots as conjoining jamo with fillers (U+115F, U+1160), e.g. ᄀ U+1160 ᆪ
  /// for an initial and a final with no vowel; dubeol writes ㄱㄳ, which stays NFC.
  @inline(__always)
  func text(_ tables: KeyboardTables) -> ScalarRun {
    var run = ScalarRun()
    text(tables, into: &run)
    return run
  }

  /// `text(_:)` appended to `sink`.
  @inline(__always)
  func text<Sink: ScalarSink>(_ tables: KeyboardTables, into sink: inout Sink) {
    if cho != 0, jung != 0 {
      let syllable = ConjoiningJamo.syllable(cho, jung, jong)
      if syllable != 0 {
        sink.append(syllable)
        return
      }
    }
    if cho != 0 { sink.append(tables.written(cho)) }
    if jung != 0 { sink.append(tables.written(jung)) }
    if jong != 0 { sink.append(tables.written(jong)) }
  }

  /// The public view for the UI (slots as compatibility jamo); nil when nothing shows.
  func view(shown: ScalarRun) -> Syllable? {
    guard shown.count > 0 else { return nil }
    func character(_ c: UInt32) -> Character? {
      c == 0 ? nil : Unicode.Scalar(ConjoiningJamo.compatibility(c)).map(Character.init)
    }
    return Syllable(
      initial: character(cho), medial: character(jung), final: character(jong),
      text: shown.string())
  }
}

/// The syllable being composed, slots as compatibility jamo (for the status line).
///
/// Held as plain scalars whenever the slots are compatibility jamo and the text is a few
/// Hangul scalars (always so for what `Composer` returns), so the `KeyResult` of every
/// keystroke copies without Strings; other values go to a shared box.
public struct Syllable: Equatable, Sendable {
  private var packed: PackedSyllable
  /// The slots and text when they do not fit `packed`, else `GeneralSyllable.packedMarker`.
  private var general: GeneralSyllable

  public init(initial: Character?, medial: Character?, final: Character?, text: String) {
    if let packed = PackedSyllable(initial: initial, medial: medial, final: final, text: text) {
      self.packed = packed
      general = .packedMarker
    } else {
      packed = PackedSyllable()
      general = GeneralSyllable(initial: initial, medial: medial, final: final, text: text)
    }
  }

  /// The composer's view: jamo slots and the text it shows (syllables or jamo, ≤ 3).
  @inline(__always)
  init(initial: Jamo?, medial: Jamo?, final: Jamo?, text: ScalarRun) {
    packed = PackedSyllable(
      initial: initial?.scalar ?? 0, medial: medial?.scalar ?? 0, final: final?.scalar ?? 0,
      text: text)
    general = .packedMarker
  }

  public var initial: Character? {
    get { isPacked ? PackedSyllable.character(packed.initial) : general.initial }
    set { self = Syllable(initial: newValue, medial: medial, final: final, text: text) }
  }

  public var medial: Character? {
    get { isPacked ? PackedSyllable.character(packed.medial) : general.medial }
    set { self = Syllable(initial: initial, medial: newValue, final: final, text: text) }
  }

  public var final: Character? {
    get { isPacked ? PackedSyllable.character(packed.final) : general.final }
    set { self = Syllable(initial: initial, medial: medial, final: newValue, text: text) }
  }

  /// What is in the document for it (an NFC syllable or a lone compatibility jamo).
  public var text: String {
    get { isPacked ? packed.text.string() : general.text }
    set { self = Syllable(initial: initial, medial: medial, final: final, text: newValue) }
  }

  private var isPacked: Bool { general === GeneralSyllable.packedMarker }

  /// Compares as the four public properties do (Character and String equality).
  public static func == (lhs: Syllable, rhs: Syllable) -> Bool {
    // Packed scalars are compatibility jamo and precomposed syllables, whose sequences are
    // canonically equivalent only when equal: comparing scalars is comparing the values.
    if lhs.isPacked, rhs.isPacked { return lhs.packed == rhs.packed }
    return lhs.initial == rhs.initial && lhs.medial == rhs.medial && lhs.final == rhs.final
      && lhs.text == rhs.text
  }
}

/// `Syllable`'s plain-data form: slot scalars (0 = empty) and the text's scalars.
private struct PackedSyllable: Equatable, Sendable {
  var initial: UInt32 = 0
  var medial: UInt32 = 0
  var final: UInt32 = 0
  var text = ScalarRun()

  init() {}

  @inline(__always)
  init(initial: UInt32, medial: UInt32, final: UInt32, text: ScalarRun) {
    self.initial = initial
    self.medial = medial
    self.final = final
    self.text = text
  }

  /// Nil unless each slot is empty or a compatibility jamo and the text is at most
  /// `ScalarRun.capacity` compatibility jamo and precomposed syllables.
  init?(initial: Character?, medial: Character?, final: Character?, text: String) {
    guard let initial = Self.slot(initial), let medial = Self.slot(medial),
      let final = Self.slot(final)
    else { return nil }
    var run = ScalarRun()
    for scalar in text.unicodeScalars {
      guard run.count < ScalarRun.capacity,
        Jamo(scalar: scalar.value) != nil || HangulSyllable.slots(of: scalar.value) != nil
      else { return nil }
      run.append(scalar.value)
    }
    self.init(initial: initial, medial: medial, final: final, text: run)
  }

  /// The slot's scalar, 0 when empty; nil when it is not a compatibility jamo.
  private static func slot(_ character: Character?) -> UInt32? {
    guard let character else { return 0 }
    return Jamo(character)?.scalar
  }

  static func character(_ scalar: UInt32) -> Character? {
    scalar == 0 ? nil : Character(Unicode.Scalar(scalar)!)
  }
}

/// `Syllable`'s form for values that do not fit `PackedSyllable`.
private final class GeneralSyllable: Sendable {
  /// Marks a packed `Syllable`: a reference that is never nil keeps `Syllable?` simple.
  static let packedMarker = GeneralSyllable(initial: nil, medial: nil, final: nil, text: "")

  let initial: Character?
  let medial: Character?
  let final: Character?
  let text: String

  init(initial: Character?, medial: Character?, final: Character?, text: String) {
    self.initial = initial
    self.medial = medial
    self.final = final
    self.text = text
  }
}

/// What one keystroke did: the edits to apply to the document, and the composing state.
public struct KeyResult: Equatable, Sendable {
  public var edits: [TextEdit]
  public var composing: Syllable?

  public init(edits: [TextEdit], composing: Syllable?) {
    self.edits = edits
    self.composing = composing
  }
}

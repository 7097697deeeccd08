/// Key scripts, the format of `dubeol convert` and of the test vectors:
/// `a`–`z` / `A`–`Z` are keys (uppercase = Shift), the optional backspace character is
/// Backspace, `KeyScript.flush` ends the composition and is dropped, and every other
/// character ends the composition and is inserted as itself.
public struct KeyScript: Sendable {
  /// Ends the composition without inserting anything (U+200B ZERO WIDTH SPACE). The
  /// reverse conversion writes it where two characters would otherwise merge ("ㄱ", "ㅏ").
  public static let flush: Character = "\u{200B}"

  public var profile: Profile
  public var options: ComposerOptions
  /// The character that acts as Backspace; nil = none (it is then inserted as text).
  public var backspace: Character?

  public init(
    profile: Profile = .mobile, options: ComposerOptions = .init(), backspace: Character? = nil
  ) {
    self.profile = profile
    self.options = options
    self.backspace = backspace
  }

  /// Types `script` into an empty document and returns the document's text.
  public func text(for script: String) -> String {
    var composer = Composer(profile: profile, options: options)
    var document: [Character] = []
    document.reserveCapacity(script.utf8.count)
    for character in script {
      apply(composer.edit(for: input(for: character)), to: &document)
    }
    return String(document)
  }

  /// The input a script character stands for.
  func input(for character: Character) -> KeyInput {
    if character == backspace { return .backspace }
    if character == KeyScript.flush { return .flush }
    if let ascii = character.asciiValue, TwoBeolsik.jamo(forASCII: ascii) != nil {
      return .key(character)
    }
    return .text(String(character))
  }

  func apply(_ edit: TextEdit, to document: inout [Character]) {
    document.removeLast(min(edit.deleteCount, document.count))
    document.append(contentsOf: edit.insert)
  }
}

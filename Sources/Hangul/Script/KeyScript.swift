/// Key scripts, the format of `dubeol convert` and of the test vectors: every ASCII character
/// is a key (uppercase = Shift) that types what the keyboard maps it to, and a key the
/// keyboard leaves alone (on 두벌식 everything but `a`–`z` / `A`–`Z`) ends the composition and
/// is inserted as itself; the optional backspace character is Backspace, `KeyScript.flush`
/// ends the composition and is dropped, and every other character ends the composition and is
/// inserted as itself.
public struct KeyScript: Sendable {
  /// Ends the composition without inserting anything (U+200B ZERO WIDTH SPACE). The
  /// reverse conversion writes it where two characters would otherwise merge ("ㄱ", "ㅏ").
  public static let flush: Character = "\u{200B}"

  public var profile: Profile
  public var options: ComposerOptions
  /// The character that acts as Backspace; nil = none (it is then inserted as text).
  public var backspace: Character?
  public var keyboard: Keyboard

  public init(
    profile: Profile = .mobile, options: ComposerOptions = .init(), backspace: Character? = nil,
    keyboard: Keyboard = .dubeolsik
  ) {
    self.profile = profile
    self.options = options
    self.backspace = backspace
    self.keyboard = keyboard
  }

  /// A composer for this script's keyboard, profile and options.
  func composer() -> Composer {
    Composer(profile: profile, options: options, keyboard: keyboard)
  }

  /// Types `script` into an empty document and returns the document's text.
  public func text(for script: String) -> String {
    var composer = composer()
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
    // The composer inserts a key its keyboard leaves alone as itself.
    if character.isASCII, character.unicodeScalars.count == 1 { return .key(character) }
    return .text(String(character))
  }

  func apply(_ edit: TextEdit, to document: inout [Character]) {
    document.removeLast(min(edit.deleteCount, document.count))
    document.append(contentsOf: edit.insert)
  }
}

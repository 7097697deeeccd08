import ArgumentParser
import Foundation

/// `dubeol convert`: QWERTY keystrokes → Hangul (or back with --reverse), one line at a time.
struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Turn QWERTY keystrokes into Hangul on any keyboard, one line at a time.",
    discussion: """
      Reads stdin (or the files given, "-" for stdin) and writes each line converted. \
      Every printable ASCII character is a key when the keyboard maps it (on 2, the default: \
      a-z, and A-Z with Shift; on 390: every key, digits and punctuation too); every other \
      character passes through. Keyboards are libhangul's files in \
      /usr/share/libhangul/keyboards (2, 32, 39, 3f, 3s, ahn, ro) and the user's own in \
      $XDG_DATA_HOME/libhangul/keyboards and $XDG_CONFIG_HOME/dubeol/keyboards; what a \
      keyboard file gives is cached under $XDG_CACHE_HOME/dubeol/keyboards until the file, or one \
      it includes, changes.

      --reverse writes the keys that type each line on the keyboard, with U+200B ZERO WIDTH \
      SPACE where two characters would otherwise merge (ㄱ then ㅏ); convert drops U+200B, so \
      `dubeol convert --reverse --keyboard K | dubeol convert --keyboard K --profile standard` \
      gives the input back exactly when it holds neither the backspace character, nor U+200B, \
      nor an ASCII character that keyboard K maps and no key of K types (on 2, 39, 3s, ahn, ro: \
      the ASCII letters, so "Hello" comes back as "ㅗ디ㅣㅐ"; 32 adds ~, 3f adds #$&@[]^_`{|}). \
      Such characters are keys, so they cannot stand for themselves.

      Examples:
        echo dkssudgktpdy | dubeol convert                    # 안녕하세요
        echo 'ekfrk<' | dubeol convert --backspace-char '<'   # 닭 (mobile undo)
        echo 'jfs⌫' | dubeol convert --keyboard 39 --backspace-char ⌫   # 아
        echo 안녕 | dubeol convert --reverse                   # dkssud
        echo 안녕 | dubeol convert --reverse --keyboard 39     # jfshea
      """)

  @Option(help: "Keyboard id: 2 (default), 32, 39, 3f, 3s, ahn, ro, or a user keyboard's.")
  var keyboard = "2"

  @Option(
    help: "Automaton profile: standard (libhangul's rules) or mobile (2-beolsik only; its default)."
  )
  var profile: String?

  @Flag(help: "A consonant typed twice is doubled (ㄱㄱ → ㄲ).")
  var doubleStroke = false

  @Flag(help: "ㅣ after ㅏ ㅓ ㅑ ㅕ makes ㅐ ㅔ ㅒ ㅖ.")
  var extendedVowels = false

  @Flag(help: "A consonant after a lone vowel becomes its initial (ㅏ, ㄱ → 가).")
  var autoReorder = false

  @Option(help: "Treat this character as Backspace, any one character (default: none).")
  var backspaceChar: String?

  @Flag(help: "Convert Hangul text to the keys that type it.")
  var reverse = false

  // Collected unparsed so that an unknown option gets a one-line error and exit code 2.
  @Argument(parsing: .allUnrecognized, help: "Files to read (default: stdin).")
  var files: [String] = []

  func run() throws {
    try conversion.run()
  }

  /// What the options ask for, as a value the command line's parser is not needed for.
  var conversion: Conversion {
    Conversion(
      keyboard: keyboard, profile: profile, doubleStroke: doubleStroke,
      extendedVowels: extendedVowels, autoReorder: autoReorder, backspaceChar: backspaceChar,
      reverse: reverse, files: files)
  }
}

import ArgumentParser
import DisplayText
import Foundation
import Hangul
import Terminal

/// `dubeol convert`: QWERTY keystrokes → Hangul (or back with --reverse), one line at a time.
struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Turn 2-beolsik QWERTY keystrokes into Hangul, one line at a time.",
    discussion: """
      Reads stdin (or the files given, "-" for stdin) and writes each line converted. \
      Letters a-z are keys, A-Z the same keys with Shift; every other character passes through.

      --reverse writes the keys that type each line, with U+200B ZERO WIDTH SPACE where two \
      characters would otherwise merge (ㄱ then ㅏ); convert drops U+200B, so \
      `dubeol convert --reverse | dubeol convert --profile standard` gives the input back \
      (ASCII letters in the input excepted: they are keys).

      Examples:
        echo dkssudgktpdy | dubeol convert                    # 안녕하세요
        echo 'ekfrk<' | dubeol convert --backspace-char '<'   # 닭 (mobile undo)
        echo 안녕 | dubeol convert --reverse                   # dkssud
      """)

  @Option(help: "Automaton profile: standard (libhangul keyboard \"2\") or mobile.")
  var profile = "mobile"

  @Flag(help: "A consonant typed twice is doubled (ㄱㄱ → ㄲ).")
  var doubleStroke = false

  @Flag(help: "ㅣ after ㅏ ㅓ ㅑ ㅕ makes ㅐ ㅔ ㅒ ㅖ.")
  var extendedVowels = false

  @Flag(help: "A consonant after a lone vowel becomes its initial (ㅏ, ㄱ → 가).")
  var autoReorder = false

  @Option(help: "Treat this character as Backspace (default: none).")
  var backspaceChar: String?

  @Flag(help: "Convert Hangul text to the keys that type it.")
  var reverse = false

  // Collected unparsed so that an unknown option gets a one-line error and exit code 2.
  @Argument(parsing: .allUnrecognized, help: "Files to read (default: stdin).")
  var files: [String] = []

  func run() throws {
    let script: KeyScript
    do {
      script = try makeScript()
    } catch let error as UsageError {
      Self.report(error.message)
      throw ExitCode(2)
    }
    var failed = false
    let output = LineOutput()
    var fast = KeyLineConverter(script: script)
    for source in files.isEmpty ? ["-"] : files {
      guard let input = BlockLineReader(path: source) else {
        Self.report("cannot read \(source): \(String(cString: strerror(errno)))")
        failed = true
        continue
      }
      defer { input.close() }
      var lineNumber = 0
      let readAll = input.forEachLine { line, endsWithNewline in
        lineNumber += 1
        // ASCII keys take the streaming path; a terminal gets every line sanitized anyway.
        if !reverse, !output.isTerminal, Self.isASCII(line) {
          fast.convert(asciiLine: line, into: &output.pending)
        } else {
          guard let text = String(validating: line, as: UTF8.self) else {
            Self.report("\(input.name):\(lineNumber): invalid UTF-8, line skipped")
            failed = true
            return
          }
          output.append(reverse ? script.keys(for: text) : script.text(for: text))
        }
        output.endLine(newline: endsWithNewline)
      }
      if !readAll {
        Self.report("cannot read \(source): \(String(cString: strerror(errno)))")
        failed = true
      }
    }
    output.flush()
    if failed { throw ExitCode.failure }
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var any: UInt8 = 0
    for byte in bytes { any |= byte }
    return any < 0x80
  }

  private struct UsageError: Error {
    let message: String
  }

  private func makeScript() throws -> KeyScript {
    if let unknown = files.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError(message: "unknown option '\(unknown)' (see 'dubeol convert --help')")
    }
    guard let profile = Profile(rawValue: profile) else {
      throw UsageError(message: "unknown profile '\(profile)': use standard or mobile")
    }
    var backspace: Character?
    if let backspaceChar {
      guard backspaceChar.count == 1, let character = backspaceChar.first else {
        throw UsageError(message: "--backspace-char takes exactly one character")
      }
      guard !(character.isASCII && character.isLetter) else {
        throw UsageError(message: "--backspace-char cannot be a letter: letters are keys")
      }
      backspace = character
    }
    let options = ComposerOptions(
      doubleStroke: doubleStroke, extendedVowels: extendedVowels, autoReorder: autoReorder)
    return KeyScript(profile: profile, options: options, backspace: backspace)
  }

  private static func report(_ message: String) {
    FileHandle.standardError.write(Data("dubeol convert: \(message)\n".utf8))
  }
}

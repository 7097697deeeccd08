import ArgumentParser
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
    for source in files.isEmpty ? ["-"] : files {
      guard let input = LineInput(path: source) else {
        Self.report("cannot read \(source): \(String(cString: strerror(errno)))")
        failed = true
        continue
      }
      defer { input.close() }
      var lineNumber = 0
      while let line = input.nextLine() {
        lineNumber += 1
        guard let text = String(validating: line.bytes, as: UTF8.self) else {
          Self.report("\(input.name):\(lineNumber): invalid UTF-8, line skipped")
          failed = true
          continue
        }
        let converted = reverse ? script.keys(for: text) : script.text(for: text)
        output.writeLine(converted, newline: line.endsWithNewline)
      }
      if input.readFailed {
        Self.report("cannot read \(source): \(String(cString: strerror(errno)))")
        failed = true
      }
    }
    output.flush()
    if failed { throw ExitCode.failure }
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

/// Lines of a file or stdin as raw bytes, so invalid UTF-8 is seen rather than repaired.
private final class LineInput {
  let name: String
  private let file: UnsafeMutablePointer<FILE>
  private let ownsFile: Bool
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  struct Line {
    var bytes: [UInt8]
    var endsWithNewline: Bool
  }

  init?(path: String) {
    if path == "-" {
      guard let standardInput = fdopen(STDIN_FILENO, "rb") else { return nil }
      name = "stdin"
      file = standardInput
      ownsFile = false
    } else {
      guard let opened = fopen(path, "rb") else { return nil }
      name = path
      file = opened
      ownsFile = true
    }
  }

  func nextLine() -> Line? {
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return nil }
    let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    let newline = length > 0 && bytes[length - 1] == UInt8(ascii: "\n")
    return Line(bytes: Array(bytes.prefix(newline ? length - 1 : length)), endsWithNewline: newline)
  }

  /// Whether reading stopped on an error rather than at the end (a directory, say).
  var readFailed: Bool { ferror(file) != 0 }

  func close() {
    free(buffer)
    buffer = nil
    if ownsFile { fclose(file) }
  }
}

/// Writes converted lines to stdout, buffered; on a terminal, control characters are shown
/// as symbols, and interactive use gets every line at once.
private final class LineOutput {
  private let isTerminal = isatty(STDOUT_FILENO) == 1
  private let flushesLines = isatty(STDOUT_FILENO) == 1 || isatty(STDIN_FILENO) == 1
  private var pending: [UInt8] = []

  func writeLine(_ text: String, newline: Bool) {
    pending.append(contentsOf: (isTerminal ? Sanitizer.visible(text) : text).utf8)
    if newline { pending.append(UInt8(ascii: "\n")) }
    if flushesLines || pending.count >= 1 << 16 { flush() }
  }

  func flush() {
    var offset = 0
    while offset < pending.count {
      let written = pending[offset...].withUnsafeBytes {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written <= 0 { break }
      offset += written
    }
    pending.removeAll(keepingCapacity: true)
  }
}

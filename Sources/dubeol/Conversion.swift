import ArgumentParser
import DisplayText
import Foundation
import Hangul
import HangulKeyboards

/// One `dubeol convert` run from its options (`Convert` parses into it; a bare `dubeol convert`
/// makes it with the defaults, without the parser): stdin or files, line by line, to stdout.
struct Conversion {
  var keyboard = "2"
  var profile: String?
  var doubleStroke = false
  var extendedVowels = false
  var autoReorder = false
  var backspaceChar: String?
  var reverse = false
  var files: [String] = []

  func run() throws {
    let script: KeyScript
    do {
      script = try makeScript()
    } catch let error as UsageError {
      Conversion.report(error.message)
      throw ExitCode(2)
    }
    var failed = false
    let output = LineOutput()
    var fast = KeyLineConverter(script: script)
    for source in files.isEmpty ? ["-"] : files {
      guard let input = BlockLineReader(path: source) else {
        Conversion.report("cannot read \(source): \(String(cString: strerror(errno)))")
        failed = true
        continue
      }
      defer { input.close() }
      var lineNumber = 0
      let readAll = input.forEachLine { line, endsWithNewline in
        lineNumber += 1
        // Keys take the streaming path; a terminal gets every line sanitized anyway.
        let streamed =
          !reverse && !output.isTerminal && fast.convert(line: line, into: &output.pending)
        if !streamed {
          guard let text = String(validating: line, as: UTF8.self) else {
            Conversion.report("\(input.name):\(lineNumber): invalid UTF-8, line skipped")
            failed = true
            return
          }
          output.append(reverse ? script.keys(for: text) : script.text(for: text))
        }
        output.endLine(newline: endsWithNewline)
      }
      if !readAll {
        Conversion.report("cannot read \(source): \(String(cString: strerror(errno)))")
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
    let keyboard: Keyboard
    if self.keyboard == Keyboard.dubeolsikID {
      keyboard = .dubeolsik
    } else {
      let (found, problems) = KeyboardCatalog.find(self.keyboard, cache: .user)
      for problem in problems { Conversion.report("warning: \(problem)") }
      switch found {
      case .success(let found): keyboard = found
      case .failure(let error): throw UsageError(message: error.message)
      }
    }
    var profile = keyboard.defaultProfile
    if let name = self.profile {
      guard let named = Profile(rawValue: name) else {
        throw UsageError(message: "unknown profile '\(name)': use standard or mobile")
      }
      profile = named
    }
    var backspace: Character?
    if let backspaceChar {
      guard backspaceChar.count == 1, let character = backspaceChar.first else {
        throw UsageError(message: "--backspace-char takes exactly one character")
      }
      backspace = character
    }
    let options = ComposerOptions(
      doubleStroke: doubleStroke, extendedVowels: extendedVowels, autoReorder: autoReorder)
    if let problem = keyboard.problem(profile: profile, options: options) {
      throw UsageError(message: problem)
    }
    return KeyScript(profile: profile, options: options, backspace: backspace, keyboard: keyboard)
  }

  /// One line on stderr, made visible: it can hold what a keyboard file (or its cache) says, an
  /// id or a path, and no such text reaches the terminal raw.
  private static func report(_ message: String) {
    FileHandle.standardError.write(Data("dubeol convert: \(Sanitizer.visible(message))\n".utf8))
  }
}

import ArgumentParser
import Foundation
import Hanja

/// The process's entry. `--version`, `convert` parsed as a command of its own and the usual
/// `hanja` lines run here synchronously, before ArgumentParser reads the whole command tree and
/// before any task or dispatch thread exists: they are used in scripts, many times a second, so
/// they should start like a small C program (the aim is 2× `vim --version`). Everything else
/// runs on the main actor, as an async `main` would run it; the UI without reading the whole
/// command tree (`openUI`), as its first frame should come within 20 ms.
@main
enum QuickStart {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if run(arguments) { return }
    let ui = openUI(arguments)
    Task { @MainActor in
      if let ui {
        await CommandLineEntry.run(Dubeol.self, ui.run)
      } else {
        await CommandLineEntry.main(Dubeol.self, arguments)
      }
      exit(0)
    }
    dispatchMain()
  }

  /// The UI with its own options alone: a bare `dubeol` without any parser, `dubeol
  /// --data-dir D` parsed as a command of its own. The whole tree's parse looks up every
  /// subcommand's name and options through the Swift runtime's conformance tables (and a
  /// command's own parse its options'), milliseconds the first frame would wait for. Nil for
  /// anything else (a subcommand, `--help`, a usage error), which the full parser reads; a
  /// check that failed has said why (`ServerOption.validate`) and ends the process.
  static func openUI(_ arguments: [String]) -> UILaunch? {
    if arguments.isEmpty { return UILaunch() }
    guard arguments.first?.hasPrefix("-") == true else { return nil }
    do {
      return try OpenUI.parse(arguments).launch
    } catch {
      // A bare exit code (the parser wraps it) has nothing more to say.
      let code = Dubeol.exitCode(for: error)
      if code != .success, Dubeol.message(for: error).isEmpty { exit(code.rawValue) }
      return nil
    }
  }

  /// Runs `arguments` when they are one of these; false when the full parser must (help,
  /// usage errors and everything else keep its messages).
  static func run(_ arguments: [String]) -> Bool {
    if arguments == ["--version"] {
      let text = Array((BuildVersion.text + "\n").utf8)
      _ = text.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      return true
    }
    let options = Array(arguments.dropFirst())
    let run: (() throws -> Void)?
    switch arguments.first {
    case "convert":
      run = (plainConversion(options) ?? (try? Convert.parse(options))?.conversion)?.run
    case "hanja": run = plainHanja(options)?.run
    default: run = nil
    }
    guard let run else { return false }
    do {
      try run()
    } catch {
      Dubeol.exit(withError: error)
    }
    return true
  }

  /// The usual lines of `dubeol hanja`: words (none: stdin) with `--json`, `--symbols`,
  /// `--match KIND` and `--data-dir DIR` (or `--match=KIND`, `--data-dir=DIR`), each at most
  /// once, as `HanjaCommand` reads them. The parser's reflection of the command tree cost a
  /// cold look-up 10 ms of its 33. Nil for anything else (help, `--`, a word that starts with
  /// `-`, mistakes), which the parser reads and explains.
  static func plainHanja(_ options: [String]) -> HanjaRun? {
    var run = HanjaRun()
    // An array, not a Set: a Set of String would make the runtime look up String's Hashable
    // conformance through all of the binary's conformance records.
    var seen: [String] = []
    var rest = options[...]
    while let option = rest.popFirst() {
      guard option.hasPrefix("-") else {
        run.words.append(option)
        continue
      }
      let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard !seen.contains(name) else { return nil }
      seen.append(name)
      switch name {
      case "--json" where parts.count == 1: run.json = true
      case "--symbols" where parts.count == 1: run.symbols = true
      case "--match", "--data-dir":
        guard let value = parts.count == 2 ? parts[1] : rest.popFirst(), !value.isEmpty,
          !value.hasPrefix("-")
        else { return nil }
        if name == "--data-dir" {
          run.dataDir = value
        } else {
          guard let match = HanjaMatch(rawValue: value) else { return nil }
          run.match = match
        }
      default: return nil
      }
    }
    return run
  }

  /// The usual lines of a script, which need no parser: `convert` bare, or with a keyboard
  /// alone (`--keyboard ID`, `--keyboard=ID`), as `Convert` reads them. ArgumentParser's
  /// reflection of `Convert` would cost them 2.5 ms, most of their run. Nil for anything else,
  /// mistakes included, which `Convert` parses and explains.
  static func plainConversion(_ options: [String]) -> Conversion? {
    let option = "--keyboard"
    let keyboard: String
    switch options.count {
    case 0: return Conversion()
    case 1 where options[0].hasPrefix(option + "="):
      keyboard = String(options[0].dropFirst(option.count + 1))
    case 2 where options[0] == option: keyboard = options[1]
    default: return nil
    }
    guard !keyboard.isEmpty, !keyboard.hasPrefix("-") else { return nil }
    return Conversion(keyboard: keyboard)
  }
}

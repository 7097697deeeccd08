import ArgumentParser
import Foundation

/// The process's entry. `--version`, and `convert` parsed as a command of its own, run here
/// synchronously, before ArgumentParser reads the whole command tree and before any task or
/// dispatch thread exists: both are used in scripts, many times a second, so they should start
/// like a small C program (the aim is 2× `vim --version`). Everything else runs on the main
/// actor, as an async `main` would run it.
@main
enum QuickStart {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if run(arguments) { return }
    Task { @MainActor in
      await CommandLineEntry.main(Dubeol.self, arguments)
      exit(0)
    }
    dispatchMain()
  }

  /// Runs `arguments` when they are one of these; false when the full parser must (help,
  /// usage errors and everything else keep its messages).
  static func run(_ arguments: [String]) -> Bool {
    if arguments == ["--version"] {
      let text = Array((BuildVersion.text + "\n").utf8)
      _ = text.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      return true
    }
    if arguments.first == "convert",
      var convert = try? Convert.parse(Array(arguments.dropFirst()))
    {
      do {
        try convert.run()
      } catch {
        Dubeol.exit(withError: error)
      }
      return true
    }
    return false
  }
}

import ArgumentParser
import Foundation

/// How `dubeol` turns its command line into a run: every usage error exits 2 (ArgumentParser's
/// own is 64, which no other dubeol error used), and a word that names no subcommand lists the
/// subcommands instead of being taken as an argument of the default one.
enum CommandLineEntry {
  /// The exit code of a usage error (a bad option, a bad value, an unknown subcommand).
  static let usageExitCode: Int32 = 2

  static func main<Root: AsyncParsableCommand>(_ root: Root.Type, _ arguments: [String]) async {
    if let unknown = UnknownSubcommand.find(in: arguments, root: root) {
      FileHandle.standardError.write(Data(unknown.message.utf8))
      exit(usageExitCode)
    }
    do {
      var command = try root.parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      fail(root, error)
    }
  }

  /// Runs a command already parsed (the UI, read without the whole tree); its errors end the
  /// process as `main`'s do.
  static func run<Root: ParsableCommand>(
    _ root: Root.Type, _ command: () async throws -> Void
  ) async {
    do {
      try await command()
    } catch {
      fail(root, error)
    }
  }

  private static func fail<Root: ParsableCommand>(_ root: Root.Type, _ error: any Error) -> Never {
    guard root.exitCode(for: error) == .validationFailure else { root.exit(withError: error) }
    FileHandle.standardError.write(Data((root.fullMessage(for: error) + "\n").utf8))
    exit(usageExitCode)
  }
}

/// A word where a subcommand must be (`dubeol bogus`, `dubeol reviews bogus`) that names none.
struct UnknownSubcommand {
  /// The commands leading to it (`["dubeol", "reviews"]`).
  var path: [String]
  var word: String
  /// The subcommands there, with their one-line abstracts.
  var choices: [(name: String, abstract: String)]

  /// Walks the subcommand words of `arguments` from `root`; stops at the first option, as
  /// what follows an option may be its value.
  static func find(in arguments: [String], root: any ParsableCommand.Type) -> Self? {
    var command = root
    var path = [root._commandName]
    for word in arguments {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty, !word.hasPrefix("-") else { return nil }
      if word == "help" { return nil }
      guard let next = subcommands.first(where: { $0._commandName == word }) else {
        return UnknownSubcommand(
          path: path, word: word,
          choices: subcommands.map { ($0._commandName, $0.configuration.abstract) })
      }
      command = next
      path.append(word)
    }
    return nil
  }

  /// What the user reads: the word, then each subcommand with its abstract.
  var message: String {
    let width = choices.map(\.name.count).max() ?? 0
    let lines = choices.map {
      "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.abstract
    }
    let command = path.joined(separator: " ")
    return "\(command): '\(word)' is not a subcommand. The subcommands of \(command) are:\n"
      + lines.joined(separator: "\n") + "\nSee '\(command) --help'.\n"
  }
}

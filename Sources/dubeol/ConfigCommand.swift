import ArgumentParser
import Foundation
import Persistence

/// `dubeol config`: where the config file is and what is in effect.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Show where the config file is and the settings in effect.",
    discussion:
      "Settings live in config.toml (see `dubeol config path`). On a fresh install, the output of `dubeol config show` is a commented config.toml to start from.",
    subcommands: [Path.self, Show.self],
    defaultSubcommand: Show.self
  )

  /// `dubeol config path`
  struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the path of config.toml (it need not exist yet).")

    func run() throws {
      print(AppPaths.configFile().path)
    }
  }

  /// `dubeol config show`
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the settings in effect as TOML; a broken file is reported by line.",
      discussion:
        "Exits with status 1 when the config file is broken (the defaults are then in effect)."
    )

    func run() throws {
      let file = AppPaths.configFile()
      let load = SettingsStore(file: file).load()
      print(ConfigReport.text(for: load, file: file), terminator: "")
      for warning in load.warnings {
        FileHandle.standardError.write(Data("dubeol: warning: \(warning)\n".utf8))
      }
      guard load.problems.isEmpty else {
        for problem in load.problems {
          FileHandle.standardError.write(Data("dubeol: \(problem)\n".utf8))
        }
        FileHandle.standardError.write(
          Data(
            "dubeol: the file is left as is; the built-in defaults are in effect until it is fixed\n"
              .utf8))
        throw ExitCode(1)
      }
    }
  }
}

/// The text `dubeol config show` prints on standard output.
enum ConfigReport {
  static func text(for load: SettingsLoad, file: URL) -> String {
    let source: String
    if !load.fileExists {
      source = "# In effect: the built-in defaults (there is no \(file.path))."
    } else if load.problem != nil, load.valuesOnly {
      source =
        "# In effect: \(file.path), with the built-in default for each value that is wrong there (see below)."
    } else if load.problem != nil {
      source = "# In effect: the built-in defaults, because \(file.path) is broken (see below)."
    } else {
      source = "# In effect: \(file.path)"
    }
    return source + "\n\n" + load.settings.tomlText
  }
}

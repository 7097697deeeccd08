import App
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
    subcommands: [Path.self, Show.self, Settings.self, Keys.self],
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

  /// `dubeol config settings`
  struct Settings: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every setting of config.toml with its default and what it does.",
      discussion:
        "The settings table of docs/config.md is this with --markdown. [keys] is listed by `dubeol config keys`."
    )

    @Flag(help: "Print a Markdown table (docs/config.md holds it).")
    var markdown = false

    func run() throws {
      print(markdown ? SettingsReference.markdown() : SettingsReference.plain(), terminator: "")
    }
  }

  /// `dubeol config keys`
  struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every command with where it works, its keys in effect and what it does.",
      discussion:
        "The keys are config.toml's [keys] bindings over the defaults: a binding replaces its command's keys and takes its key from any other command's defaults where both work (said on stderr as a note); a binding with a problem is reported on stderr and its command keeps its default keys."
    )

    @Flag(
      help: "Print docs/keys.md: the table in Markdown (docs/keys.md is this with no config file).")
    var markdown = false

    func run() throws {
      let check = ConfigCheck(file: AppPaths.configFile())
      let map = check.keys.map
      print(markdown ? KeyTableText.page(map) : KeyTableText.plain(map), terminator: "")
      check.report()
    }
  }

  /// `dubeol config show`
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the settings in effect as TOML; a broken file is reported by line.",
      discussion:
        "Exits with status 1 when the config file has a problem; each problem says what is in effect instead."
    )

    func run() throws {
      let check = ConfigCheck(file: AppPaths.configFile())
      print(ConfigReport.text(for: check), terminator: "")
      for warning in check.load.warnings {
        FileHandle.standardError.write(Data("dubeol: warning: \(warning)\n".utf8))
      }
      check.report()
      guard check.problems.isEmpty else {
        FileHandle.standardError.write(Data("dubeol: \(check.verdict)\n".utf8))
        throw ExitCode(1)
      }
    }
  }
}

/// The text `dubeol config show` prints on standard output.
enum ConfigReport {
  static func text(for check: ConfigCheck) -> String {
    let path = check.file.path
    let source: String
    if !check.load.fileExists {
      source = "# In effect: the built-in defaults (there is no \(path))."
    } else if !check.problems.isEmpty, check.valuesOnly {
      source =
        "# In effect: \(path), with the built-in default for each value that is wrong there (see below)."
    } else if !check.problems.isEmpty {
      source = "# In effect: the built-in defaults, because \(path) is broken (see below)."
    } else {
      source = "# In effect: \(path)"
    }
    return source + "\n\n" + check.load.settings.tomlText
  }
}

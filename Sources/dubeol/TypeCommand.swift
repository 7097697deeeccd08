import App
import ArgumentParser
import ChildProcess
import Foundation
import Hangul
import HostedProgram
import Persistence
import Terminal
import TypeMode

/// `dubeol type [-- PROGRAM ARGS…]`: dubeol's keyboard as an input method for any terminal
/// program, which runs on a pty under dubeol with its screen kept by libvterm.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Type Korean into any terminal program (default: $SHELL) with dubeol's keyboard.",
    discussion: """
      Runs PROGRAM on a terminal of its own under dubeol, which draws the program's screen \
      above a status line: the input mode ([한] or [A]), the keyboard, and dubeol's keys. In \
      한글 mode the keyboard's letter keys type Hangul with dubeol's engine ([engine] in \
      config.toml, --keyboard, --profile); the syllable being typed is drawn at the program's \
      cursor and the program receives it once it is finished (--edits commit), or receives \
      every edit as it happens (--edits proxy: DEL, then the new text). Every other key goes \
      to the program unchanged, after the syllable is finished. Pastes are sent whole, \
      bracketed when the program asked for bracketed paste; the mouse goes to the program \
      when it asked for mouse reports. It starts in English unless [type] start = "hangul".

      dubeol's keys here (the type scope of `dubeol config keys`; [keys] in config.toml \
      rebinds them):
      \(TypeCommand.keyLines)

      dubeol exits with the program's exit status (128 + N when signal N ended it), and with \
      127 (not found) or 126 (cannot be run) when the program cannot be started.

      Examples:
        dubeol type                       # your shell
        dubeol type -- vim notes.txt
        dubeol type --edits proxy -- python3
      """)

  /// One line per command of the type scope, with its default keys.
  static var keyLines: String {
    CommandTable.rows.filter { $0.scopes.contains(.type) }.map { row in
      "  " + row.keys.map(KeyName.short).joined(separator: ", ") + "  " + row.help
    }.joined(separator: "\n")
  }

  @Option(help: "Keyboard id: 2, 32, 39, 3f, 3s, ahn, ro, or a user keyboard's.")
  var keyboard: String?

  @Option(help: "Hangul engine profile: standard or mobile.")
  var profile: Profile?

  @Option(
    help:
      "What the program is sent while a syllable is typed: commit (finished syllables) or proxy (every edit)."
  )
  var edits: TypeEdits?

  @Option(
    name: .customLong("data-dir"),
    help: "Data directory (default: $XDG_DATA_HOME/dubeol); its hanja-choices.txt is the UI's.")
  var dataDir: String?

  @Argument(help: "The program and its arguments, after -- (default: $SHELL, else /bin/sh).")
  var command: [String] = []

  func run() throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TypeLaunchError.notATerminal
    }
    let launch = LaunchSettings { settings in
      if let keyboard { settings.keyboard = keyboard }
      if let profile { settings.profile = profile }
      if let edits { settings.typeEdits = edits }
    }
    let settingsStore = launch.store
    let settings = launch.settings
    var session = TypeSession(
      settings: settings, keyboards: launch.keyboards.choice, keys: launch.config.keys.map)
    // What the UI says in its first toast.
    session.say(launch.startupMessage)

    let environment = ProcessInfo.processInfo.environment
    let arguments = command.isEmpty ? [Self.shell(environment)] : command
    var window = winsize()
    _ = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window)
    let terminal = (width: max(1, Int(window.ws_col)), height: max(2, Int(window.ws_row)))
    let size = TypeScreen.programSize(width: terminal.width, height: terminal.height)
    let process: HostedProcess
    do {
      process = try HostedProcess(
        arguments, environment: Self.programEnvironment(environment), width: size.width,
        height: size.height)
    } catch {
      FileHandle.standardError.write(Data("dubeol type: \(error)\n".utf8))
      throw ExitCode(error.exitStatus)
    }
    let status = try NcursesBackend.withTerminal { backend in
      let facts = backend.learnFacts(waitingUpTo: 20)
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      let theme = Theme.make(
        settings: settings, tone: Theme.tone(settings.background, terminal: facts.background),
        colorCount: facts.colorCount, noColor: noColor)
      // The size the program was started with may have changed while the terminal opened.
      let now = backend.size
      let program = TypeScreen.programSize(width: now.width, height: now.height)
      let emulator = VTermEmulator(width: program.width, height: program.height)
      process.resize(width: program.width, height: program.height)
      let hanja = TypeHanjaTables(
        table: settings.hanjaTableFile, symbols: settings.hanjaSymbolsFile,
        cacheDirectory: AppPaths.cacheDirectory(),
        choices: HanjaChoicesStore(directory: AppPaths.dataDirectory(override: dataDir)))
      return TypeRuntime(
        session: session, process: process, emulator: emulator, backend: backend, theme: theme,
        hanjaTables: hanja,
        saveSettings: { edited in
          // Only the phrase list is saved; what else the file says stays as it is.
          try? settingsStore.save(settingsStore.load().settings.withLists(from: edited))
        }
      ).run()
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// `$SHELL`, else /bin/sh.
  static func shell(_ environment: [String: String]) -> String {
    environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
  }

  /// The program's environment: ours with the terminal libvterm emulates, and without the
  /// size variables (its size is the pty's, smaller than ours).
  static func programEnvironment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    environment["TERM"] = "xterm-256color"
    environment["LINES"] = nil
    environment["COLUMNS"] = nil
    return environment
  }
}

extension TypeEdits: ExpressibleByArgument {}

/// Why `dubeol type` could not start, phrased for the command line.
enum TypeLaunchError: Error, CustomStringConvertible {
  case notATerminal

  var description: String { "dubeol type needs a terminal (its standard input and output)." }
}

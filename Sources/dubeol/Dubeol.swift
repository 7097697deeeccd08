import App
import ArgumentParser
import Foundation
import Hangul
import Persistence

/// `dubeol`: with no subcommand, opens the review UI (on the embedded server unless `--server`).
/// The process starts in `QuickStart`.
struct Dubeol: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dubeol",
    abstract: "Read and write reviews in Korean with an on-screen 2-beolsik keyboard.",
    discussion: """
      With no subcommand dubeol opens the terminal UI (`dubeol ui`). Without --server it \
      starts its own review server on 127.0.0.1 over an SQLite file in the data directory. \
      Press ? or F1 inside the UI for every key binding.

      UI options (`dubeol [ui] [options]`; `dubeol ui --help` says more):
        --server <url>        review server base URL (default: the embedded server)
        --data-dir <dir>      data directory (default: $XDG_DATA_HOME/dubeol)
        --theme <id>          theme whose reviews are shown and posted
        --author <name>       author name used when posting
        --profile <profile>   Hangul engine profile: standard or mobile
        --keyboard <id>       keyboard: 2, 32, 39, 3f, 3s, ahn, ro, or a user keyboard's
      """,
    version: BuildVersion.text,
    subcommands: [
      OpenUI.self, Convert.self, Serve.self, Import.self, ReviewsCommand.self, OutboxCommand.self,
      ConfigCommand.self, HanjaCommand.self, TypeCommand.self,
    ],
    defaultSubcommand: OpenUI.self
  )
}

/// `dubeol ui` (the default): the terminal UI. Its options live here, not on the root, so that
/// they never capture a subcommand's option of the same name (`convert --profile`).
struct OpenUI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Open the review UI (the default when no subcommand is given)."
  )

  @Option(name: .long, help: "Review server base URL (default: the embedded server).")
  var server: String?

  @Option(name: .customLong("data-dir"), help: "Data directory (default: $XDG_DATA_HOME/dubeol).")
  var dataDir: String?

  @Option(name: .long, help: "Theme id whose reviews are shown and posted.")
  var theme: String?

  @Option(name: .long, help: "Author name used when posting.")
  var author: String?

  @Option(name: .long, help: "Hangul engine profile: standard or mobile.")
  var profile: Profile?

  @Option(name: .long, help: "Keyboard id: 2, 32, 39, 3f, 3s, ahn, ro, or a user keyboard's.")
  var keyboard: String?

  func validate() throws {
    try ServerOption.validate(server)
  }

  func run() async throws { try await launch.run() }

  var launch: UILaunch {
    UILaunch(
      server: server, dataDir: dataDir, theme: theme, author: author, profile: profile,
      keyboard: keyboard)
  }
}

/// After the terminal is restored: where text that could not be saved went, or the text.
enum UnsavedTextReport {
  static func print(_ outcome: AppOutcome) {
    if let file = outcome.rescueFile {
      Swift.print("dubeol: 쓰던 글을 데이터 디렉터리에 저장하지 못해 이 파일에 남겼어요: \(file.path)")
    }
    if let text = outcome.unsavedText {
      FileHandle.standardError.write(
        Data("dubeol: 쓰던 글을 어디에도 저장하지 못했어요. 아래 글을 복사해 두세요:\n".utf8))
      Swift.print(text)
    }
  }
}

extension Profile: ExpressibleByArgument {}

import App
import ArgumentParser
import Foundation
import Hangul
import Logging
import Persistence
import Pictures
import ReviewServer
import Reviews
import ReviewsHTTP
import Terminal

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

  func run() async throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw UILaunchError.notATerminal
    }
    let dataDirectory = AppPaths.dataDirectory(override: dataDir)
    try DataDirectoryCheck.prepare(dataDirectory)
    // Held until the process ends: one UI per data directory, so two never fight over the
    // draft and the outbox. The kernel releases it even after kill -9.
    let lock = try DataDirectoryLock.acquire(in: dataDirectory)
    defer { withExtendedLifetime(lock) {} }
    let logger = UILogging.bootstrap(dataDirectory: dataDirectory)

    let settingsStore = SettingsStore(file: AppPaths.configFile())
    let config = ConfigCheck(file: settingsStore.file)
    var settings = config.load.settings
    if let author { settings.authorName = author }
    if let theme { settings.themeId = theme }
    if let profile { settings.profile = profile }
    if let keyboard { settings.keyboard = keyboard }
    let keyboards = UIKeyboards.resolve(settings)

    let target = try StartingServer.start(
      flag: server ?? settings.server, dataDirectory: dataDirectory, logger: logger)

    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let client = HTTPReviewClient(starting: { try await target.baseURL() })
    let environment = AppEnvironment(
      client: client,
      settings: settings,
      settingsStore: settingsStore,
      draftStore: DraftStore(directory: dataDirectory),
      outboxStore: OutboxStore(directory: dataDirectory, logger: logger),
      serverLabel: target.label + SSHKeyLabel.suffix(),
      postServer: target.postServer,
      noColor: noColor,
      startupMessage: [config.startupMessage, keyboards.problem].compactMap { $0 }.first,
      log: { [logger] message in logger.info("\(message)") },
      authorship: Authorship(
        client: client, keys: AuthorKeyStore(directory: dataDirectory), server: target.postServer),
      ownedReviews: OwnedReviewsStore(directory: dataDirectory),
      editDraftStore: EditDraftStore(directory: dataDirectory),
      keyboards: keyboards.choice,
      keys: config.keys.map,
      hanjaChoices: HanjaChoicesStore(directory: dataDirectory),
      pictures: PictureLoader(
        cache: PictureCache(
          directory: AppPaths.cacheDirectory().appendingPathComponent("pictures")))
    )
    let outcome: AppOutcome
    do {
      outcome = try await NcursesBackend.withTerminal { backend in
        try await runApp(environment, backend: backend)
      }
    } catch {
      await target.stop()
      throw error
    }
    await target.stop()
    UnsavedTextReport.print(outcome)
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

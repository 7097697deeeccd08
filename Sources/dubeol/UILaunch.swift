import App
import Foundation
import Hangul
import Logging
import Persistence
import Pictures
import ReviewServer
import Reviews
import ReviewsHTTP
import Terminal

/// The UI's launch from its options (each nil when not given): the data directory locked, the
/// settings read, the server started and the app run until it quits. `OpenUI` parses into it;
/// a bare `dubeol` makes it without the parser (`QuickStart`).
struct UILaunch {
  var server: String?
  var dataDir: String?
  var theme: String?
  var author: String?
  var profile: Profile?
  var keyboard: String?

  func run() async throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw UILaunchError.notATerminal
    }
    let dataDirectory = AppPaths.dataDirectory(override: dataDir)
    let account = SSHAccount()
    // Held until the process ends: one UI per place, so two never fight over the draft and
    // the outbox (at home one place, the data directory; an ssh key's tabs a place each). The
    // kernel releases it even after kill -9.
    let slot: SessionSlot
    do {
      try DataDirectoryCheck.prepare(dataDirectory)
      slot = try SessionSlot.takeFirstFree(
        in: dataDirectory, places: account == nil ? 1 : SSHAccount.places)
    } catch {
      guard account != nil else { throw error }
      UILogging.bootstrap(dataDirectory: dataDirectory).error("ssh session not started: \(error)")
      throw SSHAccount.StartFailure(error)
    }
    defer { withExtendedLifetime(slot) {} }
    // Read beside the settings and the terminal's set-up, for the first frame's list.
    let firstPages = FirstPageCache(directory: dataDirectory).startReading()
    let logger = UILogging.bootstrap(dataDirectory: dataDirectory)

    let launch = LaunchSettings { settings in
      if let author { settings.authorName = author }
      if let theme { settings.themeId = theme }
      if let profile { settings.profile = profile }
      if let keyboard { settings.keyboard = keyboard }
    }
    let settings = launch.settings

    let target = try StartingServer.start(
      flag: server ?? settings.server, dataDirectory: dataDirectory, logger: logger)

    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let client = HTTPReviewClient(starting: { try await target.baseURL() })
    let environment = AppEnvironment(
      client: client,
      settings: settings,
      settingsStore: launch.store,
      draftStore: DraftStore(directory: slot.directory),
      outboxStore: OutboxStore(directory: slot.directory, logger: logger),
      serverLabel: target.label + (account?.label ?? ""),
      postServer: target.postServer,
      noColor: noColor,
      startupMessage: launch.startupMessage,
      log: { [logger] message in logger.info("\(message)") },
      authorship: Authorship(
        client: client, keys: AuthorKeyStore(directory: dataDirectory), server: target.postServer),
      ownedReviews: OwnedReviewsStore(directory: dataDirectory),
      editDraftStore: EditDraftStore(directory: slot.directory),
      keyboards: launch.keyboards.choice,
      keys: launch.config.keys.map,
      hanjaChoices: HanjaChoicesStore(directory: dataDirectory),
      pictures: PictureLoader(
        cache: PictureCache(
          directory: AppPaths.cacheDirectory().appendingPathComponent("pictures"))),
      firstPages: firstPages,
      // Other sessions of the data directory (another tab, a `dubeol reviews` command) change
      // the phrases and the record of one's reviews: each session sees it within a second.
      sharedFilesInterval: .seconds(1)
    )
    let outcome: AppOutcome
    do {
      // The loop on a thread of its own: it waits in poll between keys.
      outcome = try await OwnThreadExecutor(name: "dubeol UI").run {
        try await NcursesBackend.withTerminal { backend in
          try await runApp(environment, backend: backend)
        }
      }
    } catch {
      await target.stop()
      throw error
    }
    await target.stop()
    UnsavedTextReport.print(outcome)
  }
}

import Foundation
import Persistence
import Pictures
import Reviews

/// Everything the app needs from outside: the server, the stores, the clock and options.
package struct AppEnvironment: Sendable {
  package var client: any ReviewClient
  package var settings: Settings
  package var settingsStore: SettingsStore
  package var draftStore: DraftStore
  package var outboxStore: OutboxStore
  /// Shown in the header, e.g. "내장 서버" or "reviews.example.com".
  package var serverLabel: String
  /// The server posts of this session go to (and the only one whose queued posts it sends).
  package var postServer: PostServer
  /// Where text that cannot be saved in the data directory is written on quit.
  package var rescueDirectory: URL
  package var clock: @Sendable () -> Date
  /// True when `NO_COLOR` is set (or colour is otherwise unwanted).
  package var noColor: Bool
  /// A message shown as a toast at start, e.g. which line of the config file is broken.
  package var startupMessage: String?
  /// Where diagnostics go (a log file; never the screen).
  package var log: @Sendable (String) -> Void
  /// Which author key goes to the server; nil signs nothing (the server's capabilities then
  /// come from the client alone).
  package var authorship: Authorship?
  /// Which reviews are the user's; nil keeps no record.
  package var ownedReviews: OwnedReviewsStore?
  /// Where an edit of one's own review in progress is kept; nil keeps it in memory only.
  package var editDraftStore: EditDraftStore?
  /// The keyboards of `[engine] keyboards`, read from their files by the shell.
  package var keyboards: KeyboardChoice
  /// The command table with config.toml's `[keys]`, checked by the shell (which reports them).
  package var keys: KeyMap
  /// Where the learned 한자 choices are kept; nil keeps them in memory only.
  package var hanjaChoices: HanjaChoicesStore?
  /// Where the 한자 tables' indexes are cached (`$XDG_CACHE_HOME/dubeol`).
  package var hanjaCacheDirectory: URL
  /// Where profile pictures come from (the disk cache, then the network); nil shows none.
  package var pictures: PictureLoader?
  /// The newest page as last loaded (its read started before the terminal was set up), shown
  /// at start until the server answers, and where the next one is kept; nil keeps none.
  package var firstPages: FirstPageCache.Reading?
  /// How often the files other sessions may change (config.toml's lists, the record of one's
  /// reviews) are looked at; nil never (a test's environment).
  package var sharedFilesInterval: Duration?

  package init(
    client: any ReviewClient, settings: Settings, settingsStore: SettingsStore,
    draftStore: DraftStore, outboxStore: OutboxStore, serverLabel: String,
    postServer: PostServer = .embedded,
    rescueDirectory: URL = FileManager.default.temporaryDirectory,
    clock: @escaping @Sendable () -> Date = { Date() },
    noColor: Bool = false, startupMessage: String? = nil,
    log: @escaping @Sendable (String) -> Void = { _ in }, authorship: Authorship? = nil,
    ownedReviews: OwnedReviewsStore? = nil, editDraftStore: EditDraftStore? = nil,
    keyboards: KeyboardChoice = KeyboardChoice(), keys: KeyMap = .defaults,
    hanjaChoices: HanjaChoicesStore? = nil,
    hanjaCacheDirectory: URL = AppPaths.cacheDirectory(), pictures: PictureLoader? = nil,
    firstPages: FirstPageCache.Reading? = nil, sharedFilesInterval: Duration? = nil
  ) {
    self.firstPages = firstPages
    self.sharedFilesInterval = sharedFilesInterval
    self.keys = keys
    self.pictures = pictures
    self.hanjaChoices = hanjaChoices
    self.hanjaCacheDirectory = hanjaCacheDirectory
    self.keyboards = keyboards
    self.editDraftStore = editDraftStore
    self.client = client
    self.settings = settings
    self.settingsStore = settingsStore
    self.draftStore = draftStore
    self.outboxStore = outboxStore
    self.serverLabel = serverLabel
    self.postServer = postServer
    self.rescueDirectory = rescueDirectory
    self.clock = clock
    self.noColor = noColor
    self.startupMessage = startupMessage
    self.log = log
    self.authorship = authorship
    self.ownedReviews = ownedReviews
  }
}

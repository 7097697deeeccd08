import Foundation
import Persistence

/// What the files every session of a data directory shares held when one of them changed
/// (another session, tab or `dubeol reviews` command wrote it): the phrases and shortcuts of
/// config.toml and the record of one's reviews. Nil for a file that did not change, or could
/// not be read (the session keeps what it has).
package struct SharedFiles: Sendable, Equatable {
  /// The settings as the file has them; only their lists are taken (the rest of a running
  /// session's settings changes only when it starts again, as before).
  package var settings: Settings?
  package var ownReviews: Set<String>?

  package init(settings: Settings? = nil, ownReviews: Set<String>? = nil) {
    self.settings = settings
    self.ownReviews = ownReviews
  }
}

extension AppState {
  /// Takes in what another session wrote; an open phrases or shortcut popup shows it too,
  /// unless an item in it is being edited (what it saves then is what the person saw).
  mutating func sharedFilesChanged(_ files: SharedFiles) -> [Effect] {
    if let loaded = files.settings {
      settings = settings.withLists(from: loaded)
      switch overlay {
      case .phrases(var popup):
        popup.follow(settings.favoritePhrases)
        overlay = .phrases(popup)
      case .shortcuts(var picker):
        picker.follow(settings.shortcuts, current: settings.currentShortcut)
        overlay = .shortcuts(picker)
      default: break
      }
    }
    if let ids = files.ownReviews { own.ids = ids }
    return []
  }
}

/// Looks at the shared files' stamps every `interval` and reads the ones that changed, off the
/// UI's thread; what they hold goes to the inbox. A `stat` of two files a second is all it
/// costs while nothing changes.
struct SharedFilesWatch: Sendable {
  var settingsFile: URL
  var loadSettings: @Sendable () -> SettingsLoad
  var ownedFile: URL?
  var loadOwned: @Sendable () -> Set<String>?
  var interval: Duration

  func start(into inbox: EventInbox) -> Task<Void, Never> {
    Task.detached(priority: .utility) {
      var stamps = (FileStamp.of(settingsFile), ownedFile.flatMap(FileStamp.of))
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        let now = (FileStamp.of(settingsFile), ownedFile.flatMap(FileStamp.of))
        guard now != stamps else { continue }
        var files = SharedFiles()
        if now.0 != stamps.0 {
          let load = loadSettings()
          // A file that is not TOML (mid-edit by hand) changes nothing: the session keeps its
          // lists. Bad values elsewhere leave the lists as the file has them.
          if load.problem == nil || load.valuesOnly { files.settings = load.settings }
        }
        if now.1 != stamps.1 { files.ownReviews = loadOwned() }
        stamps = now
        if files != SharedFiles() { inbox.push(.sharedFilesChanged(files)) }
      }
    }
  }
}

extension SharedFilesWatch {
  /// The watch of the environment's shared files; nil when it asks for none.
  init?(_ env: AppEnvironment) {
    guard let interval = env.sharedFilesInterval else { return nil }
    let (settings, owned, server) = (env.settingsStore, env.ownedReviews, env.postServer)
    self.init(
      settingsFile: settings.file, loadSettings: { settings.load() }, ownedFile: owned?.file,
      loadOwned: {
        // An unreadable record changes nothing (the session's start said so, if it was then).
        guard let owned, let servers = try? owned.read() else { return nil }
        return servers[server.description] ?? []
      },
      interval: interval)
  }
}

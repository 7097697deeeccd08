import HangulKeyboards
import Persistence

extension KeyboardFileCache {
  /// The user's cache of keyboard files: `$XDG_CACHE_HOME/dubeol/keyboards`.
  static var user: KeyboardFileCache {
    KeyboardFileCache(directory: AppPaths.cacheDirectoryPath() + "/keyboards")
  }
}

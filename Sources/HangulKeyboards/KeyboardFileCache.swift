import Foundation
import Hangul
import Hanja

/// Keyboard files as they were last read, kept on disk (`$XDG_CACHE_HOME/dubeol/keyboards`, one
/// file per keyboard file): while every file a keyboard came from has the size and checksum the
/// cache holds, a start reads the cache instead of loading expat and parsing the XML, which was
/// a fifth of a `convert --keyboard 39`. A file with a problem is not cached: it is read, and
/// reported, every time.
public struct KeyboardFileCache: Sendable {
  /// What a load did with the cache.
  public enum Use: Equatable, Sendable {
    /// The cache was current and sound.
    case used
    /// It was missing, stale or damaged; the file was read and the cache saved.
    case saved(Reason)
    /// The file was read but the cache could not be saved (the message says why).
    case notSaved(String)
    /// There is no cache (`KeyboardFileCache.none`) or nothing to cache (a file's problem).
    case none
  }

  /// Why a cache was saved again.
  public enum Reason: Equatable, Sendable {
    case missing, stale, damaged
  }

  /// Where the caches are kept; nil reads every file.
  public let directory: String?

  public init(directory: String?) {
    self.directory = directory
  }

  /// No cache: every keyboard is read from its files.
  public static let none = KeyboardFileCache(directory: nil)

  /// The keyboard file at `path`, through the cache; `read` gives a file's bytes.
  public func load(path: String, read: (String) -> [UInt8]? = KeyboardFile.fileSystem)
    throws(KeyboardFileProblem) -> (outcome: KeyboardFile.Outcome, cache: Use)
  {
    guard let directory else { return (try KeyboardFile.load(path: path, read: read), .none) }
    let file = directory + "/" + Checksum64.cacheName(for: path, suffix: "keyboard")
    let cached = try? FileBytes.read(file)
    let entry = cached.flatMap(KeyboardCacheFormat.decode)
    if let entry, entry.sources.first?.path == path,
      entry.sources.allSatisfy({ stamp in
        read(stamp.path).map { .init(path: stamp.path, bytes: $0) } == stamp
      })
    {
      return (entry.outcome, .used)
    }
    let reason: Reason = cached == nil ? .missing : entry == nil ? .damaged : .stale
    let (outcome, sources) = try KeyboardFile.parse(path: path, read: read)
    let bytes = KeyboardCacheFormat.encode(
      .init(sources: sources.map { .init(path: $0.path, bytes: $0.bytes) }, outcome: outcome))
    do {
      try FileBytes.saveCache(bytes, to: URL(fileURLWithPath: file))
    } catch {
      return (outcome, .notSaved("\(file): \(error.localizedDescription)"))
    }
    return (outcome, .saved(reason))
  }
}

import Foundation

/// Loads a table through its cached index: the cache (one file per table path under the cache
/// directory) is used when its header names the table's current size, modification time and
/// checksum and it passes its own check; otherwise the table is parsed and the cache rewritten.
public enum HanjaIndexCache {
  /// What happened to the cache on a load.
  public enum Outcome: Equatable, Sendable {
    /// The cached index was current and sound.
    case used
    /// It was missing, stale or damaged, and was rebuilt and saved.
    case rebuilt(RebuildReason)
    /// It was rebuilt but could not be saved (the message says why); the index is still used.
    case notSaved(String)
  }

  /// Why the cache was rebuilt.
  public enum RebuildReason: Equatable, Sendable {
    case missing, stale, damaged
  }

  /// The index of the table at `table`, and what happened to its cache in `cacheDirectory`.
  public static func load(table: URL, cacheDirectory: URL) throws(HanjaTableError)
    -> (index: HanjaIndex, outcome: Outcome)
  {
    let cacheFile = cacheDirectory.appendingPathComponent(cacheName(for: table))
    let cached = try? FileBytes.read(cacheFile.path)
    let cachedIndex = cached.flatMap { try? HanjaIndex(bytes: $0) }
    // Most starts find the cache current: the table's stamp is then taken through one small
    // buffer, without holding its 7 MB of text (a cold `dubeol hanja` is mostly this).
    if let index = cachedIndex, index.header.source == (try? streamedStamp(table)) {
      return (index, .used)
    }
    let (text, stamp) = try read(table)
    if let index = cachedIndex, index.header.source == stamp { return (index, .used) }
    let reason: RebuildReason = cached == nil ? .missing : cachedIndex == nil ? .damaged : .stale
    let bytes = try HanjaIndexBuilder.encode(text: text, path: table.path, source: stamp)
    let index: HanjaIndex
    do {
      index = try HanjaIndex(bytes: bytes)
    } catch {
      preconditionFailure("a freshly built hanja index fails its check: \(error)")
    }
    do {
      try FileBytes.saveCache(bytes, to: cacheFile)
    } catch {
      return (index, .notSaved("\(cacheFile.path): \(error.localizedDescription)"))
    }
    return (index, .rebuilt(reason))
  }

  /// The cache file's name for a table: its file name and a checksum of its full path, so two
  /// tables never share a cache.
  static func cacheName(for table: URL) -> String {
    Checksum64.cacheName(for: table.standardizedFileURL.path, suffix: "index")
  }

  /// The table's bytes and what identifies them.
  static func read(_ table: URL) throws(HanjaTableError) -> ([UInt8], HanjaSourceStamp) {
    var info = stat()
    guard stat(table.path, &info) == 0 else {
      let reason: HanjaTableError.Reason =
        errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
      throw HanjaTableError(path: table.path, reason: reason)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw HanjaTableError(path: table.path, reason: .unreadable("not a regular file"))
    }
    let text: [UInt8]
    do {
      text = try FileBytes.read(table.path)
    } catch {
      throw HanjaTableError(
        path: table.path, reason: .unreadable(String(cString: strerror(error.code))))
    }
    let stamp = HanjaSourceStamp(
      size: UInt64(text.count), modified: modified(info), checksum: Checksum64.of(text))
    return (text, stamp)
  }

  /// The same stamp as `read` gives, from the file read through one 1 MiB buffer.
  static func streamedStamp(_ table: URL) throws(FileBytes.Failure) -> HanjaSourceStamp {
    let fd = open(table.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileBytes.Failure(code: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileBytes.Failure(code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw FileBytes.Failure(code: EINVAL) }
    var running = Checksum64.Running(totalCount: Int(info.st_size))
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
    defer { buffer.deallocate() }
    var total = 0
    while true {
      // The buffer is filled whole (a read may return less), so only the last piece has a tail.
      var filled = 0
      while filled < buffer.count {
        let got = Foundation.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
        if got < 0, errno == EINTR { continue }
        if got < 0 { throw FileBytes.Failure(code: errno) }
        if got == 0 { break }
        filled += got
      }
      total += filled
      let piece = UnsafeRawBufferPointer(rebasing: buffer[..<filled])
      guard filled == buffer.count else {
        return HanjaSourceStamp(
          size: UInt64(total), modified: modified(info), checksum: running.finish(piece))
      }
      running.add(piece)
    }
  }

  /// A file's modification time in nanoseconds since 1970.
  private static func modified(_ info: stat) -> Int64 {
    Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  }
}

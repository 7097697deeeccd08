import Foundation

/// Profile pictures kept on disk (under `$XDG_CACHE_HOME/dubeol/pictures`) with the ETag they
/// came with, so the next look asks the server only whether they changed. The whole cache stays
/// within `maxBytes`: storing evicts the pictures used longest ago (a use touches the file).
public struct PictureCache: Sendable {
  public let directory: URL
  public let maxBytes: Int

  /// One stored picture: the bytes as downloaded and their ETag, if the server sent one.
  public struct Entry: Equatable, Sendable {
    public var bytes: [UInt8]
    public var etag: String?
  }

  public init(directory: URL, maxBytes: Int = 16 * 1024 * 1024) {
    self.directory = directory
    self.maxBytes = maxBytes
  }

  /// The stored picture of `url`; nil when there is none, or its files are unreadable or belong
  /// to another URL (a hash collision).
  public func entry(for url: String) -> Entry? {
    let (picture, meta) = files(for: url)
    guard let metaText = try? String(contentsOf: meta, encoding: .utf8) else { return nil }
    let lines = metaText.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map(String.init) == url,
      let data = try? Data(contentsOf: picture), data.count <= DecodedImage.maxBytes
    else { return nil }
    let etag = lines.dropFirst().first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
    return Entry(bytes: [UInt8](data), etag: etag)
  }

  /// Keeps `bytes` for `url`, then evicts the oldest pictures beyond the bound. Failures are
  /// ignored: a cache that cannot write only costs a download.
  public func store(_ bytes: [UInt8], etag: String?, for url: String) {
    guard bytes.count <= maxBytes, !url.contains("\n") else { return }
    let (picture, meta) = files(for: url)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(bytes).write(to: picture, options: .atomic)
      try Data("\(url)\n\(etag.flatMap(Self.safeETag) ?? "")\n".utf8).write(
        to: meta, options: .atomic)
    } catch {
      return
    }
    evict()
  }

  /// Marks `url`'s picture as just used (a 304 kept it), so it is evicted last.
  public func touch(_ url: String) {
    let now = [FileAttributeKey.modificationDate: Date()]
    for file in [files(for: url).picture, files(for: url).meta] {
      try? FileManager.default.setAttributes(now, ofItemAtPath: file.path)
    }
  }

  /// The bytes all stored pictures take.
  public var usedBytes: Int { pictures().reduce(0) { $0 + $1.size } }

  /// Removes pictures, least recently used first, until the rest fit in `maxBytes`.
  func evict() {
    var stored = pictures().sorted { $0.used < $1.used }
    var total = stored.reduce(0) { $0 + $1.size }
    while total > maxBytes, !stored.isEmpty {
      let oldest = stored.removeFirst()
      try? FileManager.default.removeItem(at: oldest.file)
      try? FileManager.default.removeItem(
        at: oldest.file.deletingPathExtension().appendingPathExtension("meta"))
      total -= oldest.size
    }
  }

  private func pictures() -> [(file: URL, size: Int, used: Date)] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let listed =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)) ?? []
    return listed.filter { $0.pathExtension == "picture" }.compactMap { file in
      guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
      return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
    }
  }

  /// The picture's and its metadata's files: named by a hash of the URL (FNV-1a, 64 bits; the
  /// metadata's first line holds the URL itself, so a collision reads as a miss).
  func files(for url: String) -> (picture: URL, meta: URL) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let name = String(hash, radix: 16)
    return (
      directory.appendingPathComponent(name + ".picture"),
      directory.appendingPathComponent(name + ".meta")
    )
  }

  /// An ETag as it may go back in `If-None-Match`: visible ASCII, at most 256 bytes; else none.
  static func safeETag(_ tag: String) -> String? {
    guard !tag.isEmpty, tag.utf8.count <= 256, tag.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { return nil }
    return tag
  }
}

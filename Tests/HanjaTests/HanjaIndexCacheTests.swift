import Foundation
import Hanja
import TestSupport
import Testing

/// The cached index: used while the table is unchanged, rebuilt when it changes or when the
/// cache fails its own check; a missing table is a plain error.
@Suite("hanja index cache")
struct HanjaIndexCacheTests {
  let table = "한국:韓國:대한민국\n한국:寒國:\n국:國:나라 국\n"

  func cacheFile(_ cache: URL) throws -> URL {
    let name = try #require(try contents(of: cache).first { $0.hasSuffix(".index") })
    return cache.appendingPathComponent(name)
  }

  /// Runs `body` with the table written and its index cached once.
  func withCachedTable(_ body: (_ file: URL, _ cache: URL) throws -> Void) throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("hanja.txt")
      let cache = dir.appendingPathComponent("cache")
      try Data(table.utf8).write(to: file)
      _ = try HanjaIndexCache.load(table: file, cacheDirectory: cache)
      try body(file, cache)
    }
  }

  @Test("first use builds and saves the cache; the next use reads it")
  func reuse() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("hanja.txt")
      try Data(table.utf8).write(to: file)
      let cache = dir.appendingPathComponent("cache")
      let first = try HanjaIndexCache.load(table: file, cacheDirectory: cache)
      #expect(first.outcome == .rebuilt(.missing))
      let second = try HanjaIndexCache.load(table: file, cacheDirectory: cache)
      #expect(second.outcome == .used)
      #expect(second.index.candidates(for: "한국", match: .exact).first?.value == "韓國")
    }
  }

  @Test("a changed table (same size) makes the cache stale")
  func stale() throws {
    try withCachedTable { file, cache in
      // The same length, and the old modification time put back: only the checksum differs.
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      try Data(table.replacingOccurrences(of: "寒國", with: "漢國").utf8).write(to: file)
      try FileManager.default.setAttributes(
        [.modificationDate: attributes[.modificationDate]!], ofItemAtPath: file.path)
      let again = try HanjaIndexCache.load(table: file, cacheDirectory: cache)
      #expect(again.outcome == .rebuilt(.stale))
      #expect(again.index.candidates(for: "한국", match: .exact).map(\.value) == ["韓國", "漢國"])
    }
  }

  @Test("a damaged or cut cache is rebuilt, never trusted")
  func damaged() throws {
    try withCachedTable { file, cache in
      let index = try cacheFile(cache)
      var bytes = [UInt8](try Data(contentsOf: index))
      bytes[bytes.count - 3] ^= 0x20
      try Data(bytes).write(to: index)
      #expect(
        try HanjaIndexCache.load(table: file, cacheDirectory: cache).outcome == .rebuilt(.damaged))
      try Data(bytes.prefix(40)).write(to: index)
      #expect(
        try HanjaIndexCache.load(table: file, cacheDirectory: cache).outcome == .rebuilt(.damaged))
      #expect(try HanjaIndexCache.load(table: file, cacheDirectory: cache).outcome == .used)
    }
  }

  @Test("a cache that cannot be written still gives the index")
  func notSaved() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("hanja.txt")
      try Data(table.utf8).write(to: file)
      // A file where the cache directory should be.
      let cache = dir.appendingPathComponent("cache")
      try Data().write(to: cache)
      let loaded = try HanjaIndexCache.load(table: file, cacheDirectory: cache)
      guard case .notSaved = loaded.outcome else {
        Issue.record("expected notSaved, got \(loaded.outcome)")
        return
      }
      #expect(loaded.index.entryCount == 3)
    }
  }

  @Test("a missing table, a directory and a malformed line are errors naming the file")
  func failures() throws {
    try withTemporaryDirectory { dir in
      let cache = dir.appendingPathComponent("cache")
      let missing = dir.appendingPathComponent("none.txt")
      #expect(throws: HanjaTableError(path: missing.path, reason: .missing)) {
        try HanjaIndexCache.load(table: missing, cacheDirectory: cache)
      }
      #expect(throws: HanjaTableError(path: dir.path, reason: .unreadable("not a regular file"))) {
        try HanjaIndexCache.load(table: dir, cacheDirectory: cache)
      }
      let bad = dir.appendingPathComponent("bad.txt")
      try Data("한국:韓國:\n한국\n".utf8).write(to: bad)
      #expect(
        throws: HanjaTableError(
          path: bad.path,
          reason: .malformed(line: 2, "expected key:value:comment (key and value not empty)"))
      ) {
        try HanjaIndexCache.load(table: bad, cacheDirectory: cache)
      }
    }
  }
}

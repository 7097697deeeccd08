import Foundation
import Hangul
import HangulKeyboards
import TestSupport
import Testing

/// Keyboard files read once and then from the cache, while every file they came from is
/// unchanged; a cache that is stale, damaged or hostile is never believed.
@Suite("keyboard file cache")
struct KeyboardFileCacheTests {
  /// `mine.xml` and the combinations it includes, written into a fresh folder, and a cache.
  struct Setup {
    let dir: TemporaryDirectory
    let keyboard: String
    let combination: String
    let cache: KeyboardFileCache

    init(
      keyboard: String = KeyboardFileTests.good, combination: String = KeyboardFileTests.combination
    ) throws {
      dir = try TemporaryDirectory()
      self.keyboard = dir.file("mine.xml").path
      self.combination = dir.file("mine-combination.xml").path
      cache = KeyboardFileCache(directory: dir.file("cache/dubeol/keyboards").path)
      try write(keyboard, to: self.keyboard)
      try write(combination, to: self.combination)
    }

    func write(_ text: String, to path: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The one file in the cache folder.
    var cacheFile: URL {
      get throws {
        let folder = URL(fileURLWithPath: cache.directory!)
        return folder.appendingPathComponent(try #require(try contents(of: folder).first))
      }
    }

    func load() throws -> (keyboard: Keyboard, use: KeyboardFileCache.Use) {
      let (outcome, use) = try cache.load(path: keyboard)
      return (try #require(outcome.keyboard), use)
    }
  }

  func typed(_ keys: String, on keyboard: Keyboard) -> String {
    KeyScript(profile: .standard, keyboard: keyboard).text(for: keys)
  }

  @Test("a keyboard file is read once, then from its cache, and types the same")
  func readOnceThenCached() throws {
    let setup = try Setup()
    defer { setup.dir.remove() }
    let first = try setup.load()
    #expect(first.use == .saved(.missing))
    let again = try setup.load()
    #expect(again.use == .used)
    #expect(again.keyboard == first.keyboard)
    #expect(again.keyboard == (try KeyboardFile.load(path: setup.keyboard)).keyboard)
    #expect(typed("kkfx1", on: again.keyboard) == "깍★")
    #expect(again.keyboard.displayName == "내 자판")
    #expect(try contents(of: URL(fileURLWithPath: setup.cache.directory!)).count == 1)
  }

  @Test("a change to the file or to a file it includes, even of the same size, is read")
  func staleWhenASourceChanges() throws {
    let setup = try Setup()
    defer { setup.dir.remove() }
    _ = try setup.load()
    // One digit: the same size, and (written within the same clock tick) the same mtime.
    try setup.write(
      KeyboardFileTests.good.replacingOccurrences(of: "0x2605", with: "0x2606"), to: setup.keyboard)
    let changed = try setup.load()
    #expect(changed.use == .saved(.stale))
    #expect(typed("kkfx1", on: changed.keyboard) == "깍☆")
    try setup.write(
      KeyboardFileTests.combination.replacingOccurrences(of: "0x1101", with: "0x110f"),
      to: setup.combination)
    let included = try setup.load()
    #expect(included.use == .saved(.stale))
    #expect(typed("kkfx1", on: included.keyboard) == "칵☆")
    #expect(try setup.load().use == .used)
  }

  @Test("a damaged cache (cut short, bytes changed, empty, another file) is never believed")
  func damagedCaches() throws {
    let setup = try Setup()
    defer { setup.dir.remove() }
    let truth = try KeyboardFile.load(path: setup.keyboard)
    _ = try setup.load()
    let file = try setup.cacheFile
    let good = try Data(contentsOf: file)
    var damaged: [Data] = [Data(), Data("<hangul-keyboard/>".utf8), good + Data([0])]
    damaged += stride(from: 1, to: good.count, by: 97).map { good.prefix($0) }
    var rng = SeededGenerator(seed: 29)
    for _ in 0..<200 {
      var bytes = good
      let at = Int.random(in: 0..<bytes.count, using: &rng)
      bytes[at] ^= UInt8.random(in: 1...255, using: &rng)
      damaged.append(bytes)
    }
    for bytes in damaged {
      try bytes.write(to: file)
      let (outcome, use) = try setup.cache.load(path: setup.keyboard)
      #expect(outcome == truth)
      // A changed byte inside a file's copy is a stale cache; anywhere else, a damaged one.
      #expect(use == .saved(.damaged) || use == .saved(.stale), "\(use) for \(bytes.count) bytes")
      #expect(try Data(contentsOf: file) == good, "the cache is saved whole again")
    }
  }

  @Test("a cache whose files match but whose keyboard a file could not give is not used")
  func hostileCache() throws {
    let setup = try Setup()
    defer { setup.dir.remove() }
    _ = try setup.load()
    let file = try setup.cacheFile
    var entry = try #require(KeyboardCacheFormat.decode(Array(try Data(contentsOf: file))))
    // The key `1` types U+2605; the cache says U+A960, an old-Hangul jamo no file may give, with
    // a checksum that matches (it tells damage, not forgery).
    var keyboard = try #require(entry.outcome.keyboard)
    keyboard.keys[0x31] = 0xA960
    entry.outcome = .keyboard(keyboard)
    try Data(KeyboardCacheFormat.encode(entry)).write(to: file)
    let (loaded, use) = try setup.load()
    #expect(use == .saved(.damaged))
    #expect(typed("1", on: loaded) == "★")
  }

  @Test("a cache that cannot be saved leaves the keyboard usable, and says where")
  func notSaved() throws {
    let setup = try Setup()
    defer { setup.dir.remove() }
    // A file where the cache's folder would be.
    try FileManager.default.createDirectory(
      at: setup.dir.file("cache/dubeol"), withIntermediateDirectories: true)
    try setup.write("", to: setup.cache.directory!)
    let (keyboard, use) = try setup.load()
    guard case .notSaved(let why) = use else {
      Issue.record("expected notSaved, got \(use)")
      return
    }
    #expect(why.contains(setup.cache.directory!))
    #expect(typed("kkfx1", on: keyboard) == "깍★")
  }

  @Test("a file with a mistake is reported on every load and never cached")
  func problemsAreNotCached() throws {
    let setup = try Setup(
      keyboard: KeyboardFileTests.good.replacingOccurrences(of: "0x1161", with: "ㅏ"))
    defer { setup.dir.remove() }
    for _ in 0..<2 {
      #expect(throws: KeyboardFileProblem.self) { try setup.cache.load(path: setup.keyboard) }
    }
    #expect(!FileManager.default.fileExists(atPath: setup.cache.directory!))
  }

  @Test("every installed keyboard, and the refused old-Hangul ones, are the same through the cache")
  func installedKeyboards() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let cache = KeyboardFileCache(directory: dir.file("keyboards").path)
    let cold = KeyboardCatalog.load(userDirectories: [], cache: cache)
    let warm = KeyboardCatalog.load(userDirectories: [], cache: cache)
    for catalog in [cold, warm] {
      #expect(catalog.keyboards == KeyboardFixtures.catalog.keyboards)
      #expect(catalog.refused == KeyboardFixtures.catalog.refused)
      #expect(catalog.problems.isEmpty)
    }
    let (found, _) = KeyboardCatalog.find("39", userDirectories: [], cache: cache)
    #expect(try typed("jfshea", on: found.get()) == "안녕")
  }
}

extension KeyboardFile.Outcome {
  /// The keyboard, when the outcome is one.
  fileprivate var keyboard: Keyboard? {
    if case .keyboard(let keyboard) = self { return keyboard }
    return nil
  }
}

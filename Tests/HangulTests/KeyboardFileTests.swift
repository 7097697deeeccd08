import Foundation
import Hangul
import HangulKeyboards
import TestSupport
import Testing

/// Users' own keyboard files: where they are read from, and what a mistake does.
@Suite("keyboard files")
struct KeyboardFileTests {
  static let good = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hangul-keyboard id="mine" type="jaso">
      <name>Mine</name>
      <name xml:lang="ko">  내 자판\t</name>
      <map id="0">
        <item key="0x6b" value="0x1100"/>
        <item key="0x66" value="0x1161"/>
        <item key="0x78" value="0x11a8"/>
        <item key="0x31" value="0x2605"/>
      </map>
      <include file="mine-combination.xml"/>
    </hangul-keyboard>
    """
  static let combination = """
    <combination id="0">
      <item first="0x1100" second="0x1100" result="0x1101"/>
    </combination>
    """

  func catalog(_ files: [String: String], in dir: TemporaryDirectory) throws -> KeyboardCatalog {
    let data = dir.url.appendingPathComponent("data/libhangul/keyboards")
    let config = dir.url.appendingPathComponent("config/dubeol/keyboards")
    for folder in [data, config] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for (name, text) in files {
      let folder = name.hasPrefix("config/") ? config : data
      try Data(text.utf8).write(
        to: folder.appendingPathComponent(String(name.split(separator: "/").last!)))
    }
    let environment = [
      "HOME": dir.url.path, "XDG_DATA_HOME": dir.url.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": dir.url.appendingPathComponent("config").path,
    ]
    return KeyboardCatalog.load(
      userDirectories: KeyboardCatalog.userDirectories(environment: environment))
  }

  @Test("a user's keyboard from either place types, with its included combinations")
  func userKeyboards() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    var second = Self.good.replacingOccurrences(of: "id=\"mine\"", with: "id=\"also-mine\"")
    second = second.replacingOccurrences(
      of: "mine-combination.xml", with: "../../../data/libhangul/keyboards/mine-combination.xml")
    let catalog = try catalog(
      ["mine.xml": Self.good, "mine-combination.xml": Self.combination, "config/also.xml": second],
      in: dir)
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    let mine = try #require(catalog.keyboard(id: "mine"))
    #expect(mine.displayName == "내 자판")
    #expect(KeyScript(profile: .standard, keyboard: mine).text(for: "kkfx1") == "깍★")
    #expect(catalog.keyboard(id: "also-mine") != nil)
    #expect(catalog.keyboard(id: "39") != nil)
  }

  @Test(
    "a file with a mistake is reported with its file and line, and the others work",
    arguments: [
      (
        "<item key=\"0x66\" value=\"0x1161\"/>", "<item key=\"0x66\" value=\"ㅏ\"/>", 7,
        "not a number"
      ),
      (
        "<item key=\"0x66\" value=\"0x1161\"/>", "<item key=\"0x266\" value=\"0x1161\"/>", 7,
        "ASCII"
      ),
      (
        "<item key=\"0x66\" value=\"0x1161\"/>", "<item key=\"0x66\" value=\"0xa960\"/>", 7,
        "old-Hangul"
      ),
      ("<item key=\"0x66\" value=\"0x1161\"/>", "<item key=\"0x66\" value=\"0x1161\">", 10, "XML"),
      ("type=\"jaso\"", "type=\"sebeol\"", 2, "type="),
      ("mine-combination.xml", "missing.xml", 11, "missing.xml"),
    ])
  func mistakes(_ replaced: String, _ with: String, _ line: Int, _ words: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let broken = Self.good.replacingOccurrences(of: replaced, with: with)
    let catalog = try catalog(
      ["broken.xml": broken, "mine-combination.xml": Self.combination], in: dir)
    let problem = try #require(catalog.problems.first)
    #expect(catalog.problems.count == 1)
    #expect(problem.file.hasSuffix("broken.xml"))
    #expect(problem.line == line, "\(problem)")
    #expect(problem.message.contains(words), "\(problem)")
    #expect(catalog.keyboard(id: "mine") == nil)
    #expect(catalog.keyboard(id: "39") != nil)
    guard case .failure(let error) = catalog.lookUp("mine") else { return }
    #expect(error.message.contains("no keyboard mine"))
  }

  /// Read by expat, as libhangul reads them: a file cannot make the parser expand entities
  /// without bound, nor read another file into a keyboard.
  @Test("entities neither blow up nor reach outside the file")
  func hostileEntities() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let secret = dir.url.appendingPathComponent("secret.txt")
    try Data("SECRET".utf8).write(to: secret)
    var levels = #"<!ENTITY e0 "ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ">"#
    for level in 1...9 {
      levels += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
    }
    func keyboard(_ id: String, doctype: String, name: String) -> String {
      Self.good.replacingOccurrences(of: "id=\"mine\"", with: "id=\"\(id)\"")
        .replacingOccurrences(of: "<name>Mine</name>", with: "<name>\(name)</name>")
        .replacingOccurrences(
          of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
          with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?><!DOCTYPE k [\(doctype)]>")
    }
    let catalog = try catalog(
      [
        "laughs.xml": keyboard("laughs", doctype: levels, name: "&e9;"),
        "outside.xml": keyboard(
          "outside", doctype: "<!ENTITY x SYSTEM \"\(secret.absoluteString)\">", name: "&x;"),
        "mine-combination.xml": Self.combination,
      ], in: dir)
    #expect(catalog.keyboard(id: "laughs") == nil)
    #expect(catalog.problems.contains { $0.file.hasSuffix("laughs.xml") })
    let outside = catalog.keyboard(id: "outside")
    #expect(outside.map { !$0.name.contains("SECRET") } ?? true)
    #expect(!catalog.problems.contains { $0.message.contains("SECRET") })
  }

  @Test("an id that is taken keeps the first keyboard and names the second file")
  func takenId() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let copy = Self.good.replacingOccurrences(of: "id=\"mine\"", with: "id=\"39\"")
    let catalog = try catalog(
      ["copy.xml": copy, "mine-combination.xml": Self.combination], in: dir)
    #expect(
      catalog.problems.map(\.message) == ["keyboard id 39 is already taken; this file is not used"])
    #expect(catalog.keyboard(id: "39")?.name == "Sebeolsik 390")
  }

  @Test("finding one keyboard reads its system file alone, else every file")
  func find() throws {
    let (system, none) = KeyboardCatalog.find("39", userDirectories: [])
    #expect(try system.get().displayName == "세벌식 390")
    #expect(none.isEmpty)
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let folder = dir.url.appendingPathComponent("keyboards")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("mine.xml"))
    try Data(Self.combination.utf8).write(to: folder.appendingPathComponent("mine-combination.xml"))
    try Data("<hangul-keyboard".utf8).write(to: folder.appendingPathComponent("broken.xml"))
    let (mine, problems) = KeyboardCatalog.find("mine", userDirectories: [folder.path])
    #expect(try mine.get().name == "Mine")
    #expect(problems.map { $0.file.hasSuffix("broken.xml") } == [true])
    let (old, _) = KeyboardCatalog.find("3y", userDirectories: [])
    #expect(throws: KeyboardLookupError.self) { try old.get() }
  }

  @Test("user directories follow XDG, with the defaults under HOME")
  func directories() {
    #expect(
      KeyboardCatalog.userDirectories(environment: ["HOME": "/h"])
        == ["/h/.local/share/libhangul/keyboards", "/h/.config/dubeol/keyboards"])
    #expect(
      KeyboardCatalog.userDirectories(environment: [
        "HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c",
      ])
        == ["/d/libhangul/keyboards", "/c/dubeol/keyboards"])
  }
}

import Foundation
import Reviews
import TOMLKit

/// Reads config.toml text into `Settings`, collecting every problem with its line.
struct SettingsDecoder {
  let file: URL
  private let locator: TOMLKeyLocator
  private let root: TOMLTable
  private(set) var problems: [ConfigProblem] = []

  /// The settings, or every problem found in file order.
  enum Outcome {
    /// The settings and the keys that were ignored (likely typos), in file order.
    case success(Settings, warnings: [ConfigProblem])
    /// The file is TOML but some values are wrong: those keys keep their defaults, every other
    /// key keeps the file's value (one typo must not lose the author name).
    case invalidValues(Settings, problems: [ConfigProblem], warnings: [ConfigProblem])
    /// The file cannot be read as TOML at all.
    case failure([ConfigProblem])

    /// Every problem found, in file order; empty on success.
    var problems: [ConfigProblem] {
      switch self {
      case .success: []
      case .invalidValues(_, let problems, _), .failure(let problems): problems
      }
    }
  }

  /// Parses and checks `text`; unknown keys are ignored, missing keys keep their defaults.
  static func decode(_ text: String, file: URL) -> Outcome {
    if let nul = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex(where: { $0.contains("\0") })
    {
      return .failure([
        ConfigProblem(file: file, line: nul + 1, message: "contains a NUL character")
      ])
    }
    if let line = TOMLHeaderGuard.firstBadHeader(in: text) {
      return .failure([
        ConfigProblem(
          file: file, line: line, message: "invalid TOML: a table header must name a key")
      ])
    }
    let root: TOMLTable
    do {
      root = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      let message = "invalid TOML: \(error.description) (column \(error.source.begin.column))"
      return .failure([ConfigProblem(file: file, line: error.source.begin.line, message: message)])
    } catch {
      return .failure([ConfigProblem(file: file, line: nil, message: "invalid TOML: \(error)")])
    }
    var decoder = SettingsDecoder(file: file, locator: TOMLKeyLocator(text: text), root: root)
    let settings = decoder.settings()
    guard decoder.problems.isEmpty else {
      return .invalidValues(
        settings, problems: decoder.problems.sorted { ($0.line ?? .max) < ($1.line ?? .max) },
        warnings: decoder.unknownKeys())
    }
    return .success(settings, warnings: decoder.unknownKeys())
  }

  private init(file: URL, locator: TOMLKeyLocator, root: TOMLTable) {
    self.file = file
    self.locator = locator
    self.root = root
  }

  private mutating func settings() -> Settings {
    var s = Settings.defaults
    if let author = string("author", check: Self.nonEmptyLine) { s.authorName = author }
    if let server = string("server", check: Self.serverURL) {
      s.server = server.isEmpty ? nil : server
    }
    if let theme = themeId() { s.themeId = theme }
    if let profile = string("engine.profile", check: Self.oneOf(Settings.profiles)) {
      s.profile = profile
    }
    if let value = bool("engine.double_stroke") { s.doubleStroke = value }
    if let value = bool("engine.extended_vowels") { s.extendedVowels = value }
    if let value = bool("engine.auto_reorder") { s.autoReorder = value }
    if let phrases = strings("phrases.list") { s.favoritePhrases = phrases }
    if let items = strings("shortcuts.items") {
      if items.count == Settings.shortcutCount {
        s.shortcuts = items
      } else {
        fail(
          "shortcuts.items",
          "must hold exactly \(Settings.shortcutCount) items (found \(items.count))")
      }
    }
    if let current = int("shortcuts.current") {
      if (0..<Settings.shortcutCount).contains(current) {
        s.currentShortcut = current
      } else {
        fail(
          "shortcuts.current",
          "must be between 0 and \(Settings.shortcutCount - 1) (found \(current))")
      }
    }
    if let theme = string("ui.color_theme", check: Self.oneOf(Settings.colorThemes)) {
      s.colorTheme = theme
    }
    return s
  }

  /// The keys each table may hold; "" is the top level.
  static let knownKeys: [String: Set<String>] = [
    "": ["author", "server", "theme", "engine", "phrases", "shortcuts", "ui"],
    "engine": ["profile", "double_stroke", "extended_vowels", "auto_reorder"],
    "phrases": ["list"],
    "shortcuts": ["items", "current"],
    "ui": ["color_theme"],
  ]

  /// Keys dubeol does not know in the tables it reads: ignored, but worth a warning.
  private func unknownKeys() -> [ConfigProblem] {
    var found: [ConfigProblem] = []
    for (tablePath, known) in Self.knownKeys {
      let table = tablePath.isEmpty ? root : root[tablePath]?.table
      for key in table?.keys ?? [] where !known.contains(key) {
        let path = tablePath.isEmpty ? [key] : [tablePath, key]
        found.append(
          ConfigProblem(
            file: file, line: locator.line(of: path),
            message: "unknown key \(path.joined(separator: ".")) is ignored"))
      }
    }
    return found.sorted { ($0.line ?? .max, $0.message) < ($1.line ?? .max, $1.message) }
  }

  // MARK: - Typed reads

  /// The value at a dotted path; nil when missing or when a parent is not a table (reported).
  private mutating func value(_ dotted: String) -> TOMLValueConvertible? {
    let path = dotted.split(separator: ".").map(String.init)
    var table = root
    for (depth, key) in path.enumerated() {
      guard let value = table[key] else { return nil }
      if depth == path.count - 1 { return value }
      guard let next = value.table else {
        fail(
          path[...depth].joined(separator: "."),
          "must be a table like [\(key)] (found \(value.type))")
        return nil
      }
      table = next
    }
    return nil
  }

  private mutating func string(_ path: String, check: (String) -> String? = { _ in nil })
    -> String?
  {
    guard let value = value(path) else { return nil }
    guard let string = value.string else {
      fail(path, "must be a string in quotes (found \(value.type))")
      return nil
    }
    if let problem = check(string) {
      fail(path, problem)
      return nil
    }
    return string
  }

  private mutating func bool(_ path: String) -> Bool? {
    guard let value = value(path) else { return nil }
    guard let bool = value.bool else {
      fail(path, "must be true or false (found \(value.type))")
      return nil
    }
    return bool
  }

  private mutating func int(_ path: String) -> Int? {
    guard let value = value(path) else { return nil }
    guard let int = value.int else {
      fail(path, "must be a whole number (found \(value.type))")
      return nil
    }
    return int
  }

  /// An array of non-empty single-line strings.
  private mutating func strings(_ path: String) -> [String]? {
    guard let value = value(path) else { return nil }
    guard let array = value.array else {
      fail(path, "must be a list of strings like [\"…\", \"…\"] (found \(value.type))")
      return nil
    }
    var result: [String] = []
    for (index, item) in array.enumerated() {
      guard let string = item.string else {
        fail(path, "item \(index + 1) must be a string in quotes (found \(item.type))")
        return nil
      }
      if let problem = Self.item(string) {
        fail(path, "item \(index + 1) \(problem)")
        return nil
      }
      result.append(string)
    }
    return result
  }

  /// The theme id: a string, or a whole number written without quotes.
  private mutating func themeId() -> String? {
    if let value = value("theme"), let int = value.int { return String(int) }
    return string("theme", check: Self.themeIdCharacters)
  }

  private mutating func fail(_ path: String, _ message: String) {
    let line = locator.line(of: path.split(separator: ".").map(String.init))
    problems.append(ConfigProblem(file: file, line: line, message: "\(path) \(message)"))
  }

  // MARK: - Checks (nil = fine, else what is wrong)

  private static func nonEmptyLine(_ s: String) -> String? {
    if s.trimmingCharacters(in: .whitespaces).isEmpty { return "must not be empty" }
    if s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "must not contain control characters"
    }
    return nil
  }

  private static func item(_ s: String) -> String? {
    if let problem = nonEmptyLine(s) { return problem }
    if s.count > Settings.maxItemLength {
      return "is longer than \(Settings.maxItemLength) characters"
    }
    return nil
  }

  private static func oneOf(_ names: [String]) -> (String) -> String? {
    {
      names.contains($0)
        ? nil
        : "must be one of \(names.map(TOMLText.string).joined(separator: ", ")) (found \(TOMLText.string($0)))"
    }
  }

  private static func serverURL(_ s: String) -> String? {
    if s.isEmpty { return nil }
    do {
      _ = try ServerAddress.parse(s)
      return nil
    } catch {
      return "must be an http:// or https:// URL, or \"\" for the built-in server (\(error))"
    }
  }

  private static func themeIdCharacters(_ s: String) -> String? {
    let allowed = s.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
    }
    return !s.isEmpty && allowed
      ? nil : "must be letters, digits, - or _ (found \(TOMLText.string(s)))"
  }
}

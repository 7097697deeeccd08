import Foundation
import TOMLKit

/// Reads config.toml text into `Settings` by `SettingsSchema`, collecting every problem with
/// its line.
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

  /// The defaults with every field the file sets well; a bad value keeps its default.
  private mutating func settings() -> Settings {
    var settings = Settings.defaults
    for table in Set(SettingsSchema.fields.map(\.table)) where !table.isEmpty {
      if let value = root[table], value.table == nil {
        let keys = SettingsSchema.fields.filter { $0.table == table }.map(\.key)
        fail(
          table,
          "must be a table like [\(table)] (found \(value.type))",
          fallback: "the defaults of \(keys.joined(separator: ", ")) are in effect")
      }
    }
    for field in SettingsSchema.fields {
      let table = field.table.isEmpty ? root : root[field.table]?.table
      guard let value = table?[field.key] else { continue }
      if let problem = field.decode(value, into: &settings) {
        fail(field.path, problem.message, fallback: field.fallback)
      }
    }
    settings.keyBindings = keyBindings()
    return settings
  }

  /// `[keys]`: each `command = "key"` or `command = ["key", …]` in file order; one whose value
  /// is neither is reported and left out (its command keeps its default keys).
  private mutating func keyBindings() -> [KeyBinding] {
    let name = SettingsSchema.keysTable
    guard let value = root[name] else { return [] }
    guard let table = value.table else {
      fail(
        name, "must be a table like [\(name)] (found \(value.type))",
        fallback: "every command keeps its default keys")
      return []
    }
    var bindings: [KeyBinding] = []
    for command in table.keys {
      guard let value = table[command] else { continue }
      let names =
        value.string.map { [$0] }
        ?? value.array.flatMap { array in
          let strings = array.compactMap(\.string)
          return strings.count == array.count ? strings : nil
        }
      guard let names else {
        fail(
          "\(name).\(command)",
          "must be a key name in quotes or a list of them like [\"ctrl+s\", \"f5\"] (found \(value.type))",
          fallback: "\(command) keeps its default keys", path: [name, command])
        continue
      }
      bindings.append(
        KeyBinding(command: command, keys: names, line: locator.line(of: [name, command])))
    }
    return bindings.sorted { ($0.line ?? .max, $0.command) < ($1.line ?? .max, $1.command) }
  }

  /// Keys dubeol does not know in the tables it reads: ignored, but worth a warning.
  private func unknownKeys() -> [ConfigProblem] {
    var found: [ConfigProblem] = []
    for (tablePath, known) in SettingsSchema.knownKeys {
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

  private mutating func fail(
    _ path: String, _ message: String, fallback: String, path parts: [String]? = nil
  ) {
    let line = locator.line(of: parts ?? path.split(separator: ".").map(String.init))
    problems.append(
      ConfigProblem(file: file, line: line, message: "\(path) \(message)", fallback: fallback))
  }
}

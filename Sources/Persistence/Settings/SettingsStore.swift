import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes config.toml. Writes are atomic and never replace a file that is broken, so a
/// hand edit with a typo is never lost to a setting changed in the UI.
public struct SettingsStore: Sendable {
  public let file: URL
  /// Files larger than this are refused rather than read (a config is a few hundred bytes).
  static let maxFileSize = 1 << 20

  public init(file: URL) {
    self.file = file
  }

  /// The settings in effect: the file's, defaults when it is missing, defaults plus the problem
  /// when it is broken.
  public func load() -> SettingsLoad {
    switch read() {
    case .missing:
      return SettingsLoad(settings: .defaults, fileExists: false)
    case .unreadable(let problem):
      return SettingsLoad(settings: .defaults, problems: [problem])
    case .text(let text):
      return Self.load(text: text, file: file)
    }
  }

  /// The settings in `text`, read as if it were `file` (problems name that path).
  public static func load(text: String, file: URL) -> SettingsLoad {
    switch SettingsDecoder.decode(text, file: file) {
    case .success(let settings, let warnings):
      var load = SettingsLoad(settings: settings)
      load.warnings = warnings
      return load
    case .invalidValues(let settings, let problems, let warnings):
      var load = SettingsLoad(settings: settings, problems: problems)
      load.warnings = warnings
      load.valuesOnly = true
      return load
    case .failure(let problems): return SettingsLoad(settings: .defaults, problems: problems)
    }
  }

  /// Writes `settings` atomically. Throws `SettingsStoreError.brokenFile` (and leaves the file
  /// alone) when the existing file cannot be read or parsed, and `.invalid` for settings the
  /// file could not hold.
  public func save(_ settings: Settings) throws {
    let problems = settings.problems
    guard problems.isEmpty else { throw SettingsStoreError.invalid(problems) }
    let existing = read()
    if case .unreadable(let problem) = existing { throw SettingsStoreError.brokenFile(problem) }
    let load = load()
    // A file that is not TOML is left alone; one with bad values is rewritten with them kept
    // as comments, so what the user wrote there is still in front of them.
    if let problem = load.problem, !load.valuesOnly {
      throw SettingsStoreError.brokenFile(problem)
    }
    // A file written by hand (comments, other keys, another layout) is rewritten in dubeol's
    // layout; keep the hand-written text next to it so nothing the user wrote is lost.
    var kept = ""
    if case .text(let text) = existing {
      if text != SettingsEncoder.encode(load.settings) {
        try AtomicFile.write(Data(text.utf8), to: backupFile, permissions: 0o600)
      }
      kept = Self.keptLines(of: text, problems: load.problems)
    }
    let encoded = SettingsEncoder.encode(settings) + kept
    try AtomicFile.write(Data(encoded.utf8), to: file, permissions: 0o600)
  }

  /// The lines with bad values, as comments with what was wrong: kept when the file is rewritten.
  static func keptLines(of text: String, problems: [ConfigProblem]) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = problems.compactMap { problem -> String? in
      guard let line = problem.line, lines.indices.contains(line - 1) else { return nil }
      return "# \(lines[line - 1])    (line \(line): \(problem.message))"
    }
    guard !kept.isEmpty else { return "" }
    return "\n# Kept from the earlier file: dubeol could not use these values.\n"
      + kept.joined(separator: "\n") + "\n"
  }

  /// Where `save` keeps a hand-written config before rewriting it: `config.toml.bak`.
  public var backupFile: URL {
    let target = file.resolvingSymlinksInPath()
    return target.deletingLastPathComponent().appendingPathComponent(
      target.lastPathComponent + ".bak")
  }

  private enum Contents {
    case missing
    case unreadable(ConfigProblem)
    case text(String)
  }

  private func read() -> Contents {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue { return .unreadable(problem("is a directory, not a file")) }
    guard FileManager.default.isReadableFile(atPath: file.path) else {
      return .unreadable(problem("cannot be read: permission denied"))
    }
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
      guard size <= Self.maxFileSize else {
        return .unreadable(problem("is larger than \(Self.maxFileSize / 1024) KiB"))
      }
      data = try Data(contentsOf: file)
    } catch {
      // Foundation's own words name its error domain and number; the system's say why.
      let reason = StorageErrorText.errno(of: error).map { String(cString: strerror($0)) }
      return .unreadable(problem("cannot be read: \(reason ?? "\(error)")"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable(problem("is not valid UTF-8 text", line: firstInvalidUTF8Line(data)))
    }
    return .text(text)
  }

  private func problem(_ message: String, line: Int? = nil) -> ConfigProblem {
    ConfigProblem(file: file, line: line, message: message)
  }

  private func firstInvalidUTF8Line(_ data: Data) -> Int? {
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil }.map { $0 + 1 }
  }
}

/// Why settings were not saved.
public enum SettingsStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The existing file is broken; it is left as is so the user can fix it.
  case brokenFile(ConfigProblem)
  /// The settings themselves cannot be written (e.g. an empty shortcut item).
  case invalid([String])

  public var description: String {
    switch self {
    case .brokenFile(let problem):
      return
        "not saving settings: the config file has a problem (\(problem)); fix or remove it first"
    case .invalid(let problems):
      return "not saving settings: \(problems.joined(separator: "; "))"
    }
  }
}

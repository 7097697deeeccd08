import Foundation
import Hangul

/// Every keyboard dubeol can type: libhangul-data's files, then the user's own (libhangul's
/// place for them and dubeol's), each file on its own, so one with a mistake is reported with
/// its file and line and the others work.
public struct KeyboardCatalog: Sendable {
  /// Where Debian's libhangul-data installs the keyboards.
  public static let systemDirectory = "/usr/share/libhangul/keyboards"

  /// In load order: the system's by file name, then each user directory's.
  public private(set) var keyboards: [Keyboard] = []
  /// Old-Hangul keyboards (2y, 3y): id → why they are not typed.
  public private(set) var refused: [String: String] = [:]
  public private(set) var problems: [KeyboardFileProblem] = []

  public init(keyboards: [Keyboard] = [], refused: [String: String] = [:]) {
    self.keyboards = keyboards
    self.refused = refused
  }

  /// The keyboards of the system directory and the user's (`userDirectories(environment:)`),
  /// each read through `cache`.
  public static func load(
    systemDirectory: String = KeyboardCatalog.systemDirectory,
    userDirectories: [String] = KeyboardCatalog.userDirectories(), cache: KeyboardFileCache = .none
  ) -> KeyboardCatalog {
    var catalog = KeyboardCatalog()
    for directory in [systemDirectory] + userDirectories {
      for path in files(in: directory) { catalog.add(path: path, cache: cache) }
    }
    return catalog
  }

  /// `$XDG_DATA_HOME/libhangul/keyboards` (libhangul's place for a user's keyboards) and
  /// `$XDG_CONFIG_HOME/dubeol/keyboards`, with the XDG defaults under `$HOME`.
  public static func userDirectories(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    let home = environment["HOME"] ?? NSHomeDirectory()
    func base(_ variable: String, _ fallback: String) -> String {
      if let value = environment[variable], value.hasPrefix("/") { return value }
      return home + "/" + fallback
    }
    return [
      base("XDG_DATA_HOME", ".local/share") + "/libhangul/keyboards",
      base("XDG_CONFIG_HOME", ".config") + "/dubeol/keyboards",
    ]
  }

  /// The keyboard with this id.
  public func keyboard(id: String) -> Keyboard? { keyboards.first { $0.id == id } }

  /// One keyboard by id, reading only its system file when that is where it is (the command
  /// line's path: a system id wins over a user file anyway); otherwise every file, and the
  /// problems found on the way. `userDirectories` nil: the user's (`userDirectories()`).
  public static func find(
    _ id: String, systemDirectory: String = KeyboardCatalog.systemDirectory,
    userDirectories: [String]? = nil, cache: KeyboardFileCache = .none
  ) -> (Result<Keyboard, KeyboardLookupError>, problems: [KeyboardFileProblem]) {
    // Bytes, not `StringProtocol.contains` (Foundation's, through `NSString`), and the user's
    // directories only when needed (the environment as a dictionary): 0.1 ms of a 4 ms start.
    if !id.utf8.contains(UInt8(ascii: "/")),
      case .keyboard(let keyboard)? = try? cache.load(
        path: systemDirectory + "/hangul-keyboard-\(id).xml"
      ).outcome,
      keyboard.id == id
    {
      return (.success(keyboard), [])
    }
    let catalog = load(
      systemDirectory: systemDirectory,
      userDirectories: userDirectories ?? KeyboardCatalog.userDirectories(), cache: cache)
    return (catalog.lookUp(id), catalog.problems)
  }

  /// The keyboard with this id, or why there is none (for the command line and the UI).
  public func lookUp(_ id: String) -> Result<Keyboard, KeyboardLookupError> {
    if let keyboard = keyboard(id: id) { return .success(keyboard) }
    if let reason = refused[id] { return .failure(KeyboardLookupError(message: reason)) }
    let broken = problems.filter { ($0.file as NSString).lastPathComponent.contains(id) }
    let known = keyboards.map(\.id).joined(separator: ", ")
    var message = "no keyboard \(id) (there are: \(known))"
    if let problem = broken.first { message += "; \(problem)" }
    return .failure(KeyboardLookupError(message: message))
  }

  /// Adds one file's keyboard, or its problem. An id already taken keeps the first (as in
  /// libhangul, which finds the first loaded).
  mutating func add(path: String, cache: KeyboardFileCache) {
    do {
      switch try cache.load(path: path).outcome {
      case .keyboard(let keyboard):
        if self.keyboard(id: keyboard.id) != nil || refused[keyboard.id] != nil {
          problems.append(
            KeyboardFileProblem(
              file: path, line: 1,
              message: "keyboard id \(keyboard.id) is already taken; this file is not used"))
        } else {
          keyboards.append(keyboard)
        }
      case .refused(let id, let reason):
        if refused[id] == nil { refused[id] = reason }
      case .combinations:
        break
      }
    } catch {
      problems.append(error)
    }
  }

  /// The keyboard files in a directory (`*.xml` that name a keyboard), by name.
  private static func files(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".xml") && !$0.hasPrefix("hangul-combination-") }.sorted()
      .map { directory + "/" + $0 }
  }
}

/// Why a keyboard id cannot be used.
public struct KeyboardLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

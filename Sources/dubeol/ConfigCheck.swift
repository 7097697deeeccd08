import App
import Foundation
import Persistence

/// config.toml as the UI and `dubeol config` use it: the settings, the key map its `[keys]` make,
/// and every problem of both by line, so the two report the same things in the same words.
struct ConfigCheck {
  let load: SettingsLoad
  let keys: UserKeys
  let file: URL

  init(file: URL) {
    self.file = file
    load = SettingsStore(file: file).load()
    keys = UserKeys(load.settings.keyBindings)
  }

  /// Every problem of the file, by line: bad values, then bad `[keys]` lines among them.
  var problems: [ConfigProblem] {
    let keyProblems = keys.problems.map {
      ConfigProblem(file: file, line: $0.line, message: $0.message)
    }
    return (load.problems + keyProblems).sorted { ($0.line ?? .max) < ($1.line ?? .max) }
  }

  /// What the user's keys took from other commands' defaults, by line: not problems, but said
  /// once so a key never changes silently.
  var notices: [ConfigProblem] {
    keys.notices.map { ConfigProblem(file: file, line: $0.line, message: $0.message) }
  }

  /// Whether only some values fell back (each problem says which); false when the file is not
  /// used at all.
  var valuesOnly: Bool { load.problems.isEmpty || load.valuesOnly }

  /// The last line after the problems: what is in effect.
  var verdict: String {
    valuesOnly
      ? "every other setting of the file is in effect; the file is left as is"
      : "the file is not used (the built-in defaults are in effect) until it is fixed; it is left as is"
  }

  /// The UI's startup toast: the first problem (or, with none, the first key a binding took
  /// from another command), and how many more `dubeol config show` lists.
  var startupMessage: String? {
    let problems = problems
    let (heading, said) = problems.isEmpty ? ("설정", notices) : ("설정 파일 오류", problems)
    guard let first = said.first else { return nil }
    let more = said.count > 1 ? " (외 \(said.count - 1)개: dubeol config show)" : ""
    return "\(heading): \(first)\(more)"
  }

  /// The notices and problems on standard error, as `dubeol config` prints them.
  func report() {
    for notice in notices {
      FileHandle.standardError.write(Data("dubeol: note: \(notice)\n".utf8))
    }
    for problem in problems {
      FileHandle.standardError.write(Data("dubeol: \(problem)\n".utf8))
    }
  }
}

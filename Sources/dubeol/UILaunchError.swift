import Reviews

/// Why the UI could not start, phrased for the command line (ArgumentParser prints it, exit 1).
enum UILaunchError: Error, CustomStringConvertible {
  case notATerminal
  case badServerURL(String, ServerAddress.Problem)

  var description: String {
    switch self {
    case .notATerminal:
      return "dubeol's UI needs a terminal. For scripts use `dubeol reviews list`, "
        + "`dubeol reviews post` or `dubeol convert`."
    case .badServerURL(let text, let problem):
      return "server address '\(text)' is not usable: \(problem) "
        + "(expected an http(s) URL such as http://127.0.0.1:8080)."
    }
  }
}

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
      return "서버 주소 '\(text)'를 쓸 수 없어요: \(problem)"
    }
  }
}

import Foundation

/// Why a config file could not be used: which file, which line (1-based, when known), what is wrong.
public struct ConfigProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: URL
  public var line: Int?
  public var message: String
  /// What is in effect instead ("the default \"mobile\" is in effect"), when the file is read.
  public var fallback: String?

  public init(file: URL, line: Int?, message: String, fallback: String? = nil) {
    self.file = file
    self.line = line
    self.fallback = fallback
    // Messages quote text from the file; keep terminal control characters out of them.
    self.message = String(
      String.UnicodeScalarView(
        message.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
          scalar.properties.generalCategory == .control
            ? Array("\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            : [scalar]
        }))
  }

  /// `path:line: message; fallback`, the form editors and compilers use.
  public var description: String {
    let text = fallback.map { "\(message); \($0)" } ?? message
    if let line { return "\(file.path):\(line): \(text)" }
    return "\(file.path): \(text)"
  }
}

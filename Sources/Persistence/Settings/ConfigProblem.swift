import Foundation

/// Why a config file could not be used: which file, which line (1-based, when known), what is wrong.
public struct ConfigProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: URL
  public var line: Int?
  public var message: String

  public init(file: URL, line: Int?, message: String) {
    self.file = file
    self.line = line
    // Messages quote text from the file; keep terminal control characters out of them.
    self.message = String(
      String.UnicodeScalarView(
        message.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
          scalar.properties.generalCategory == .control
            ? Array("\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            : [scalar]
        }))
  }

  /// `path:line: message`, the form editors and compilers use.
  public var description: String {
    if let line { return "\(file.path):\(line): \(message)" }
    return "\(file.path): \(message)"
  }
}

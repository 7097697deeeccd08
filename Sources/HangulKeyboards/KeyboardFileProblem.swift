/// A keyboard file that could not be read, with where: that keyboard is left out, the others
/// work.
public struct KeyboardFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based; 0 when the file could not be read at all.
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}

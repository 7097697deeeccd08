/// Why a hanja or symbol table cannot be used; the description names the file (and the line).
public struct HanjaTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    case missing
    case unreadable(String)
    /// A line that is not `key:value:comment` (or not UTF-8), with its 1-based number.
    case malformed(line: Int, String)
    case empty
  }

  public var path: String
  public var reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .missing: "\(path): no such file"
    case .unreadable(let why): "\(path): cannot read: \(why)"
    case .malformed(let line, let why): "\(path):\(line): \(why)"
    case .empty: "\(path): no entries (expected lines of key:value:comment)"
    }
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// Why a program could not be started, with the exit status a shell gives for it.
public struct SpawnError: Error, Equatable, CustomStringConvertible {
  /// The program as it was named.
  public let program: String
  /// The system's error number.
  public let code: Int32

  public init(program: String, code: Int32) {
    self.program = program
    self.code = code
  }

  /// 127 when the program is not found, 126 when it is found but cannot be run (as sh says).
  public var exitStatus: Int32 { code == ENOENT || code == ENOTDIR ? 127 : 126 }

  /// The system's words for `code`, without the program's name.
  public var reason: String { String(cString: strerror(code)) }

  public var description: String {
    code == ENOENT ? "\(program): command not found" : "\(program): cannot run it (\(reason))"
  }

  /// The program `arguments` name; an empty list is refused as ENOENT (there is nothing to run).
  static func program(_ arguments: [String]) throws(SpawnError) -> String {
    guard let program = arguments.first, !program.isEmpty else {
      throw SpawnError(program: "", code: ENOENT)
    }
    return program
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment as a dictionary, without Foundation.
public enum TerminalEnvironment {
  public static var current: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let eq = pair.firstIndex(of: "=") {
        result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
      }
      pointer += 1
    }
    return result
  }
}

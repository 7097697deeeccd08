import Foundation

/// Why the review server could not start, worded for the person running it.
public enum ReviewServerError: Error, Equatable, Sendable, CustomStringConvertible {
  case addressInUse(host: String, port: Int)
  case cannotListen(host: String, port: Int, reason: String)
  case seedUnreadable(String)

  public var description: String {
    switch self {
    case .addressInUse(let host, let port):
      "\(host):\(port) is already in use; stop the other server or choose another --port"
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(host):\(port): \(reason)"
    case .seedUnreadable(let reason):
      "the bundled sample reviews cannot be read: \(reason)"
    }
  }
}

extension ReviewServerError: LocalizedError {
  public var errorDescription: String? { description }
}

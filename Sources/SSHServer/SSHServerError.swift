import Foundation

/// Why the ssh server cannot start, as one line for `dubeol serve`'s stderr.
public enum SSHServerError: Error, CustomStringConvertible, Sendable {
  /// The host key file is there but cannot be used (never replaced).
  case hostKey(URL, String)
  /// The ssh directory or a key's directory cannot be made.
  case directory(URL, String)
  /// The address could not be bound.
  case listen(String, String)
  /// `--ssh` is not HOST:PORT.
  case address(String)

  public var description: String {
    switch self {
    case .hostKey(let file, let reason):
      "ssh host key \(file.path): \(reason) (not replaced: clients would see a new host key)"
    case .directory(let url, let reason): "ssh directory \(url.path): \(reason)"
    case .listen(let address, let reason): "cannot listen for ssh on \(address): \(reason)"
    case .address(let text): "--ssh takes ADDRESS:PORT (such as 0.0.0.0:2222), not \(text)"
    }
  }
}

import Foundation

/// Why a store could not be opened, worded for the person running the server.
public enum ReviewStoreOpenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The database at `path` (a file, or a redacted URL) cannot be opened or migrated.
  case databaseUnavailable(path: String, reason: String)

  public var description: String {
    switch self {
    case .databaseUnavailable(let path, let reason):
      "cannot open the review database at \(path): \(reason)"
    }
  }
}

extension ReviewStoreOpenError: LocalizedError {
  public var errorDescription: String? { description }
}

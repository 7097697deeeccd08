import Foundation

/// A review waiting to be delivered, with its idempotency key.
public struct PendingPost: Codable, Equatable, Sendable, Identifiable {
  /// The Idempotency-Key sent with every attempt (a UUID), so retries never duplicate the review.
  public var id: String
  public var content: String
  public var userName: String?
  public var themeId: String
  /// Failed attempts so far.
  public var attempts: Int
  /// Not to be tried before this time.
  public var nextAttempt: Date
  /// The user-facing message of the last failure.
  public var lastError: String?

  public init(
    id: String = UUID().uuidString, content: String, userName: String?, themeId: String,
    attempts: Int = 0, nextAttempt: Date, lastError: String? = nil
  ) {
    self.id = id
    self.content = content
    self.userName = userName
    self.themeId = themeId
    self.attempts = attempts
    self.nextAttempt = nextAttempt
    self.lastError = lastError
  }
}

import Foundation
import Reviews

/// A review waiting to be delivered, with its idempotency key, its server and its theme.
public struct PendingPost: Codable, Equatable, Sendable, Identifiable {
  /// Where a queued review stands.
  public enum Delivery: String, Codable, Sendable {
    /// Not delivered yet; retried with backoff.
    case waiting
    /// The server refused it for good (4xx); kept with the reason until the user drops it.
    case rejected
  }

  /// The Idempotency-Key sent with every attempt (a UUID), so retries never duplicate the review.
  public var id: String
  public var content: String
  public var userName: String?
  public var themeId: String
  /// The only server this review is ever sent to: the one of the session that queued it.
  public var server: PostServer
  public var delivery: Delivery
  /// Failed attempts so far.
  public var attempts: Int
  /// Not to be tried before this time.
  public var nextAttempt: Date
  /// The user-facing message of the last failure (for a rejected post, the reason).
  public var lastError: String?

  public init(
    id: String = UUID().uuidString, content: String, userName: String?, themeId: String,
    server: PostServer = .embedded, delivery: Delivery = .waiting, attempts: Int = 0,
    nextAttempt: Date, lastError: String? = nil
  ) {
    self.id = id
    self.content = content
    self.userName = userName
    self.themeId = themeId
    self.server = server
    self.delivery = delivery
    self.attempts = attempts
    self.nextAttempt = nextAttempt
    self.lastError = lastError
  }

  public var isRejected: Bool { delivery == .rejected }

  private enum CodingKeys: String, CodingKey {
    case id, content, userName, themeId, server, delivery, attempts, nextAttempt, lastError
  }

  /// Reads outbox files of every version: posts written before servers, themes and delivery
  /// states were recorded belong to the embedded server and the default theme, still waiting.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    content = try c.decode(String.self, forKey: .content)
    userName = try c.decodeIfPresent(String.self, forKey: .userName)
    themeId = try c.decodeIfPresent(String.self, forKey: .themeId) ?? ReviewAPI.defaultThemeId
    server = try c.decodeIfPresent(PostServer.self, forKey: .server) ?? .embedded
    delivery = try c.decodeIfPresent(Delivery.self, forKey: .delivery) ?? .waiting
    attempts = try c.decodeIfPresent(Int.self, forKey: .attempts) ?? 0
    nextAttempt = try c.decodeIfPresent(Date.self, forKey: .nextAttempt) ?? .distantPast
    lastError = try c.decodeIfPresent(String.self, forKey: .lastError)
  }
}

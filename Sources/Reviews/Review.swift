import Foundation

/// A review in the wire format of the 2022 review server (dates ISO-8601 UTC with milliseconds).
public struct Review: Codable, Equatable, Hashable, Sendable, Identifiable {
  public var id: String
  public var user: ReviewUser
  public var theme: String
  public var content: String
  public var createdAt: Date
  public var updatedAt: Date

  public init(
    id: String, user: ReviewUser, theme: String, content: String, createdAt: Date,
    updatedAt: Date? = nil
  ) {
    self.id = id
    self.user = user
    self.theme = theme
    self.content = content
    self.createdAt = createdAt
    self.updatedAt = updatedAt ?? createdAt
  }

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case user, theme, content, createdAt, updatedAt
  }

  // Dates are coded as strings here, so any JSONEncoder/Decoder speaks the wire format.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    user = try c.decode(ReviewUser.self, forKey: .user)
    theme = try c.decode(String.self, forKey: .theme)
    content = try c.decode(String.self, forKey: .content)
    createdAt = try Self.decodeDate(c, .createdAt)
    updatedAt = try c.contains(.updatedAt) ? Self.decodeDate(c, .updatedAt) : createdAt
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(user, forKey: .user)
    try c.encode(theme, forKey: .theme)
    try c.encode(content, forKey: .content)
    try c.encode(WireDate.string(from: createdAt), forKey: .createdAt)
    try c.encode(WireDate.string(from: updatedAt), forKey: .updatedAt)
  }

  private static func decodeDate(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
    throws -> Date
  {
    let text = try c.decode(String.self, forKey: key)
    guard let date = WireDate.date(from: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: c, debugDescription: "Not an ISO-8601 date: \(text)")
    }
    return date
  }
}

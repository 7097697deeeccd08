import Foundation

/// The author of a review, as the wire format nests it.
public struct ReviewUser: Codable, Equatable, Hashable, Sendable {
  public var id: String
  public var isAdmin: Bool
  public var userName: String
  public var profileImage: String?

  public init(id: String, isAdmin: Bool = false, userName: String, profileImage: String? = nil) {
    self.id = id
    self.isAdmin = isAdmin
    self.userName = userName
    self.profileImage = profileImage
  }

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case isAdmin, userName, profileImage
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    isAdmin = try c.decodeIfPresent(Bool.self, forKey: .isAdmin) ?? false
    userName = try c.decode(String.self, forKey: .userName)
    profileImage = try c.decodeIfPresent(String.self, forKey: .profileImage)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(isAdmin, forKey: .isAdmin)
    try c.encode(userName, forKey: .userName)
    // The wire format always carries the key, null when there is no image.
    try c.encode(profileImage, forKey: .profileImage)
  }
}

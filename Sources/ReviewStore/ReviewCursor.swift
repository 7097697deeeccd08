/// Where a page of a theme's reviews ends: the creation time (milliseconds) and the store's
/// own sequence number of its last review. Clients see it only as an opaque token.
public struct ReviewCursor: Hashable, Sendable {
  public var createdAt: Int64
  public var sequence: Int64

  public init(createdAt: Int64, sequence: Int64) {
    self.createdAt = createdAt
    self.sequence = sequence
  }

  /// The token sent to clients ("c1." and two numbers in base 36).
  public var token: String {
    "c1." + String(createdAt, radix: 36) + "." + String(sequence, radix: 36)
  }

  /// The cursor a token names; nil for anything this server did not hand out.
  public init?(token: String) {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "c1", parts[1].utf8.count <= 14, parts[2].utf8.count <= 14,
      let createdAt = Int64(parts[1], radix: 36), let sequence = Int64(parts[2], radix: 36),
      createdAt >= 0, sequence >= 0
    else { return nil }
    self.init(createdAt: createdAt, sequence: sequence)
  }
}

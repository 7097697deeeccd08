/// Delete `deleteCount` characters before the cursor, then insert `insert`.
public struct TextEdit: Equatable, Sendable {
  public var deleteCount: Int
  public var insert: String

  public init(deleteCount: Int = 0, insert: String = "") {
    self.deleteCount = deleteCount
    self.insert = insert
  }

  /// An edit that changes nothing.
  public var isEmpty: Bool { deleteCount == 0 && insert.isEmpty }
}

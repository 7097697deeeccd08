/// What a store's reviews looked like when it was read: two equal stamps mean no change (an add,
/// an edit, a delete, an import, by any process sharing the database) was committed between
/// them. The server's cache of list pages is only as good as this rule.
public struct StoreStamp: Hashable, Sendable {
  private let number: Int64
  private let text: String

  /// A counter that moves with every change (SQLite's `data_version`, the memory store's).
  public init(_ number: Int64) {
    self.number = number
    text = ""
  }

  /// A description of the committed state (PostgreSQL's snapshot: which transactions are done).
  public init(_ text: String) {
    number = 0
    self.text = text
  }
}

/// A modal layer drawn over the panes; it receives keys first.
public enum Overlay: Sendable, Equatable {
  case help
  case confirmQuit
  case favorites
  case shortcuts
  /// One review in full (`reader` holds which).
  case review
  /// The queued posts (`outboxView` holds the selection).
  case outbox
}

/// A short message over the panes that disappears after a while.
public struct Toast: Sendable, Equatable {
  /// How it is coloured and how long it stays.
  public enum Kind: Sendable, Equatable { case info, warning, error }

  public var kind: Kind
  public var message: String
  public var id: Int

  var milliseconds: Int {
    switch kind {
    case .info: 2500
    case .warning: 3000
    case .error: 6000
    }
  }
}

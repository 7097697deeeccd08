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

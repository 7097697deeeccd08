/// A short message over the panes that disappears after a while.
public struct Toast: Sendable, Equatable {
  /// How it is coloured and how long it stays.
  public enum Kind: Sendable, Equatable { case info, warning, error }

  public var kind: Kind
  public var message: String
  public var id: Int

  /// Long enough to read: the kind's minimum, or about 60 ms a character (a path with a line
  /// number in a config error needs far more than a short "saved"), at most 12 seconds.
  var milliseconds: Int {
    let minimum =
      switch kind {
      case .info: 2500
      case .warning: 3000
      case .error: 6000
      }
    return min(max(minimum, 1500 + 60 * message.count), 12_000)
  }
}

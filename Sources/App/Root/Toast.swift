/// A short message over the panes that disappears after a while.
package struct Toast: Sendable, Equatable {
  /// How it is coloured and how long it stays.
  package enum Kind: Sendable, Equatable { case info, warning, error }

  package var kind: Kind
  package var message: String
  package var id: Int

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

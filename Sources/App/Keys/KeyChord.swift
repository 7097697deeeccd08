import Terminal

/// A physical key with its modifiers, as the terminal reports it.
public struct KeyChord: Hashable, Sendable {
  public var key: Key
  public var modifiers: Modifiers

  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}

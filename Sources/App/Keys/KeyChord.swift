import Terminal

/// A physical key with its modifiers, as the terminal reports it.
package struct KeyChord: Hashable, Sendable {
  package var key: Key
  package var modifiers: Modifiers

  package init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}

/// Modifier keys held with a key.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = Modifiers(rawValue: 1 << 0)
  public static let alt = Modifiers(rawValue: 1 << 1)
  public static let ctrl = Modifiers(rawValue: 1 << 2)

  /// Decodes the xterm modifier parameter (`CSI 1;5A` → 5 = 1 + ctrl).
  public init(xtermParameter p: Int) {
    let bits = max(0, p - 1)
    var m: Modifiers = []
    if bits & 1 != 0 { m.insert(.shift) }
    if bits & 2 != 0 { m.insert(.alt) }
    if bits & 4 != 0 { m.insert(.ctrl) }
    self = m
  }
}

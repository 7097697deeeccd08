/// The key an ASCII byte stands for when typed alone (no escape sequence).
enum AsciiKeys {
  static func event(for byte: UInt8) -> InputEvent? {
    switch byte {
    case 0x0D, 0x0A: .key(.enter, [])
    case 0x09: .key(.tab, [])
    case 0x7F, 0x08: .key(.backspace, [])
    case 0x1B: .key(.escape, [])
    case 0x00: .key(.ctrl(" "), [])
    case 0x01...0x1A: .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), [])
    case 0x1C...0x1F: .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), [])
    case 0x20...0x7E: .key(.character(Character(Unicode.Scalar(byte))), [])
    default: nil
    }
  }

  /// Adds `modifiers` to a key event (Alt-x arrives as ESC then x).
  static func adding(_ modifiers: Modifiers, to event: InputEvent) -> InputEvent {
    guard case .key(let key, let m) = event else { return event }
    return .key(key, m.union(modifiers))
  }
}

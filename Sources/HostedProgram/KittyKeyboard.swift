import Terminal

/// The kitty keyboard protocol as a hosted program asks for it, which libvterm 0.1.4 does not
/// know: the program's requests (`CSI > flags u` push, `CSI < n u` pop, `CSI = flags ; mode u`
/// set, `CSI ? u` query) are found in its output here, a stack of flags is kept for each screen
/// (main and alternate, as the protocol says), and keys are encoded as it asked.
///
/// Of the protocol's enhancements only the first, "disambiguate escape codes", is done: the
/// others are dropped from what the program sets, so the query answers what is in effect and the
/// program knows. With it, Esc and the keys with Ctrl or Alt (and Enter, Tab, Backspace with a
/// modifier) are sent as `CSI code ; modifiers u`; text, and the keys that have their own
/// sequences (arrows, function keys), are sent as before.
public struct KittyKeyboard: Sendable, Equatable {
  /// The enhancements done: disambiguate escape codes.
  public static let supported = 0b1
  /// Entries a stack keeps; a push past it drops the oldest (the protocol asks for a limit).
  static let depth = 16

  private var stacks: [[Int]] = [[], []]
  /// Whether the program is on its alternate screen (each screen has its own stack).
  public var altScreen = false
  /// Where a sequence is while it is split between two reads of the program's output.
  private var scan = Scan.ground

  public init() {}

  /// The enhancements in effect on the current screen.
  public var flags: Int { stacks[altScreen ? 1 : 0].last ?? 0 }

  private enum Scan: Sendable, Equatable {
    case ground, escape, csi
    case request(leader: UInt8, parameters: [UInt8])
  }

  /// One of the program's requests.
  public enum Request: Equatable, Sendable {
    case push(Int)
    case pop(Int)
    case set(Int, mode: Int)
    case query
  }

  /// Reads the program's output up to the end of its next request; nil when there is none in
  /// `bytes[from...]` (the bytes are all read: a request split at the end is finished by the
  /// next call). The index is the request's last byte.
  public mutating func nextRequest(in bytes: [UInt8], from start: Int) -> (Request, at: Int)? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      switch scan {
      case .ground:
        if byte == 0x1B { scan = .escape }
      case .escape:
        // ESC c, a full reset, empties the stacks too.
        if byte == UInt8(ascii: "c") { stacks = [[], []] }
        scan = byte == UInt8(ascii: "[") ? .csi : (byte == 0x1B ? .escape : .ground)
      case .csi:
        scan = Self.leaders.contains(byte) ? .request(leader: byte, parameters: []) : .ground
        if byte == 0x1B { scan = .escape }
      case .request(let leader, var parameters):
        if (0x30...0x3B).contains(byte), parameters.count < 32 {
          parameters.append(byte)
          scan = .request(leader: leader, parameters: parameters)
        } else {
          scan = byte == 0x1B ? .escape : .ground
          if byte == UInt8(ascii: "u"), let request = Self.request(leader, parameters) {
            return (request, index)
          }
        }
      }
      index += 1
    }
    return nil
  }

  private static let leaders: Set<UInt8> = Set("<=>?".utf8)

  private static func request(_ leader: UInt8, _ parameters: [UInt8]) -> Request? {
    let numbers = String(decoding: parameters, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first ?? nil
    switch leader {
    case UInt8(ascii: ">"): return .push(first ?? 0)
    case UInt8(ascii: "<"): return .pop(max(1, first ?? 1))
    case UInt8(ascii: "="):
      return .set(first ?? 0, mode: (numbers.count > 1 ? numbers[1] : nil) ?? 1)
    case UInt8(ascii: "?"): return numbers.count <= 1 && first == nil ? .query : nil
    default: return nil
    }
  }

  /// Carries out `request`; the answer for the program (to a query), else nil.
  public mutating func apply(_ request: Request) -> [UInt8]? {
    let screen = altScreen ? 1 : 0
    switch request {
    case .push(let flags):
      stacks[screen].append(flags & Self.supported)
      if stacks[screen].count > Self.depth { stacks[screen].removeFirst() }
    case .pop(let count):
      stacks[screen].removeLast(min(count, stacks[screen].count))
    case .set(let flags, let mode):
      let current = self.flags
      let wanted = flags & Self.supported
      let updated =
        switch mode {
        case 2: current | wanted
        case 3: current & ~wanted
        default: wanted
        }
      if stacks[screen].isEmpty {
        stacks[screen].append(updated)
      } else {
        stacks[screen][stacks[screen].count - 1] = updated
      }
    case .query:
      return Array("\u{1B}[?\(flags)u".utf8)
    }
    return nil
  }

  /// The bytes for a key under the enhancements in effect; nil when it is sent as without them.
  public func encode(_ key: Key, _ modifiers: Modifiers) -> [UInt8]? {
    guard flags & 0b1 != 0 else { return nil }
    let code: UInt32
    var modifiers = modifiers
    switch key {
    case .escape:
      code = 27
    case .enter, .tab, .backspace:
      // Without a modifier they stay as they were, so `reset` can still be typed after a
      // program that set the mode crashed.
      guard !modifiers.isEmpty else { return nil }
      code = key == .enter ? 13 : key == .tab ? 9 : 127
    case .backTab:
      code = 9
      modifiers.insert(.shift)
    case .ctrl(let c):
      guard let scalar = c.unicodeScalars.first else { return nil }
      code = scalar.value
      modifiers.insert(.ctrl)
    case .character(let c):
      // Text (alone or with Shift) is text; with Ctrl or Alt the key is its lower-case letter,
      // and Shift says it was upper case.
      guard !modifiers.subtracting(.shift).isEmpty, let scalar = c.unicodeScalars.first,
        c.unicodeScalars.count == 1
      else { return nil }
      let lower = c.lowercased()
      if lower != String(c), let base = lower.unicodeScalars.first {
        code = base.value
        modifiers.insert(.shift)
      } else {
        code = scalar.value
      }
    default:
      return nil
    }
    let parameter = modifiers.isEmpty ? "" : ";\(1 + Int(modifiers.rawValue & 0x7))"
    return Array("\u{1B}[\(code)\(parameter)u".utf8)
  }
}

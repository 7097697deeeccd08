/// A colour as config.toml's `[colors]` writes it: a name ("blue", "bright_red"), a palette
/// number from 0 to 255, or "#rrggbb".
public struct ThemeColor: Hashable, Sendable {
  /// What the file says, written back as it was.
  public let text: String
  public let value: Value

  /// Where the colour comes from.
  public enum Value: Hashable, Sendable {
    /// A palette index 0–255 (names are 0–15).
    case palette(Int)
    /// An exact colour; themes use the nearest one the terminal has.
    case rgb(UInt8, UInt8, UInt8)
  }

  /// The 16 ANSI colour names, in palette order.
  public static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright_black", "bright_red", "bright_green", "bright_yellow",
    "bright_blue", "bright_magenta", "bright_cyan", "bright_white",
  ]

  /// A palette number.
  public init?(number: Int) {
    guard (0...255).contains(number) else { return nil }
    text = String(number)
    value = .palette(number)
  }

  /// A name or `#rrggbb`; nil for anything else.
  public init?(_ text: String) {
    let lowered = text.lowercased()
    if let index = Self.names.firstIndex(of: lowered.replacingOccurrences(of: "-", with: "_")) {
      value = .palette(index)
    } else if let rgb = Self.hex(lowered) {
      value = .rgb(rgb.0, rgb.1, rgb.2)
    } else {
      return nil
    }
    self.text = text
  }

  private static func hex(_ s: String) -> (UInt8, UInt8, UInt8)? {
    guard s.count == 7, s.first == "#", let n = UInt32(s.dropFirst(), radix: 16) else {
      return nil
    }
    return (UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF))
  }
}

/// The theme roles `[colors]` may colour; unset roles keep the theme's colour. A role that fills
/// a place (header, selection, key, pressed key, popup, toast, highlight) sets its background,
/// and its text is then black or white, whichever reads better; the others set the text colour.
public struct ThemeColors: Hashable, Sendable {
  /// The top row's background.
  public var header: ThemeColor?
  /// Authors' names.
  public var author: ThemeColor?
  /// Dates and times.
  public var date: ThemeColor?
  /// The selected key or popup item, and the selected review's marker.
  public var selection: ThemeColor?
  /// The keyboard grid's keys.
  public var key: ThemeColor?
  /// A key while it is pressed.
  public var keyPressed: ThemeColor?
  /// Popups and the reader.
  public var popup: ThemeColor?
  /// Toasts that tell what happened.
  public var toast: ThemeColor?
  /// Search matches.
  public var highlight: ThemeColor?
  /// Key hints and placeholders.
  public var hint: ThemeColor?

  public init() {}
}

/// `[ui] background`: the terminal's background as the theme takes it.
public enum BackgroundChoice: String, CaseIterable, Sendable {
  /// Ask the terminal (OSC 11), then `COLORFGBG`, then take it as dark.
  case auto
  case dark
  case light
}

import Terminal

/// Styles for reading reviews that depend on the theme by table rather than by new fields, so the
/// theme's memberwise list stays as it is.
extension Theme {
  /// Avatar backgrounds, picked by a fixed hash of the user id; empty means no colour (mono,
  /// NO_COLOR), where the initial is drawn alone.
  var avatarPalette: [Style] { Self.avatarPalettes[name] ?? [] }

  /// The "운영" badge after an administrator's name.
  var adminBadge: Style { Self.adminBadges[name] ?? Style(bold: true) }

  /// The "내 리뷰" mark on the user's own reviews.
  var ownMark: Style { Self.ownMarks[name] ?? Style(bold: true) }

  /// A search match inside the list.
  var match: Style { Self.matches[name] ?? Style(reverse: true) }

  /// Twelve backgrounds from the 256-colour cube, each with a foreground that reads on it.
  /// The order is part of the avatar's identity: append, never reorder.
  static let avatarPalettes: [String: [Style]] = [
    "default": [
      Style(foreground: .black, background: .indexed(174), bold: true),
      Style(foreground: .black, background: .indexed(180), bold: true),
      Style(foreground: .black, background: .indexed(186), bold: true),
      Style(foreground: .black, background: .indexed(150), bold: true),
      Style(foreground: .black, background: .indexed(115), bold: true),
      Style(foreground: .black, background: .indexed(117), bold: true),
      Style(foreground: .black, background: .indexed(147), bold: true),
      Style(foreground: .black, background: .indexed(183), bold: true),
      Style(foreground: .brightWhite, background: .indexed(131), bold: true),
      Style(foreground: .brightWhite, background: .indexed(66), bold: true),
      Style(foreground: .brightWhite, background: .indexed(61), bold: true),
      Style(foreground: .brightWhite, background: .indexed(96), bold: true),
    ]
  ]

  static let adminBadges: [String: Style] = [
    "default": Style(foreground: .brightYellow, bold: true),
    "mono": Style(bold: true, underline: true),
  ]

  static let ownMarks: [String: Style] = [
    "default": Style(foreground: .brightCyan, bold: true),
    "mono": Style(bold: true),
  ]

  static let matches: [String: Style] = [
    "default": Style(foreground: .black, background: .brightYellow),
    "mono": Style(reverse: true, underline: true),
  ]
}

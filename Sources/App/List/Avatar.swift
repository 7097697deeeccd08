import DisplayText
import Reviews
import Terminal

/// A review author's avatar in two cells: the first character of the name on a background
/// picked from the user id, so one person keeps one colour across sessions and servers.
enum Avatar {
  /// Cells an avatar takes, whatever its initial.
  static let width = 2

  /// The name's first visible character, padded to two cells: a Hangul (wide) initial fills
  /// them, a Latin one takes one cell and a space. A name with no drawable first character gets
  /// "?".
  static func text(for name: String) -> String {
    let first = Sanitizer.visible(name).first { !$0.isWhitespace }
    guard let first else { return "? " }
    let letter = first.isASCII ? Character(first.uppercased()) : first
    switch DisplayWidth.of(letter) {
    case 2: return String(letter)
    case 1: return String(letter) + " "
    default: return "? "
    }
  }

  /// The avatar's style: a palette entry chosen by FNV-1a of the user id (Swift's `Hasher` is
  /// seeded per process and would change colours on every start); plain without colours.
  static func style(forUserId id: String, theme: Theme) -> Style {
    let palette = theme.avatarPalette
    guard !palette.isEmpty else { return theme.author }
    return palette[Int(fnv1a(id) % UInt32(palette.count))]
  }

  /// 32-bit FNV-1a over the UTF-8 bytes: fixed by its definition, the same everywhere.
  static func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }
}

/// The line above a review: avatar, name, the administrator's badge, then what follows (the time).
enum AuthorLine {
  static let adminBadge = "운영"

  /// Draws `[avatar] name [운영]` from `x` and returns the column after it, on `background`
  /// (a popup's, so the line never shows the screen's background inside it). Without `badge`
  /// (the reader shows the picture instead) the line starts at the name.
  @discardableResult
  static func draw(
    _ user: ReviewUser, x: Int, y: Int, theme: Theme, background: Color = .default,
    badge: Bool = true, clip: Rect, into frame: inout Frame
  ) -> Int {
    func on(_ style: Style) -> Style {
      var s = style
      if s.background == .default { s.background = background }
      return s
    }
    // The spaces between the parts carry the popup's text colour too: a background is never
    // drawn with the terminal's default foreground.
    let gap =
      background == .default
      ? Style.plain : Style(foreground: theme.overlay.foreground, background: background)
    var cx = x
    if badge {
      cx = frame.write(
        Avatar.text(for: user.userName), x: x, y: y,
        style: on(Avatar.style(forUserId: user.id, theme: theme)), clip: clip)
      cx = frame.write(" ", x: cx, y: y, style: gap, clip: clip)
    }
    let name = background == .default ? theme.author : theme.overlayTitle
    cx = frame.write(user.userName, x: cx, y: y, style: on(name), clip: clip)
    if user.isAdmin {
      cx = frame.write(" ", x: cx, y: y, style: gap, clip: clip)
      cx = frame.write("[\(adminBadge)]", x: cx, y: y, style: on(theme.adminBadge), clip: clip)
    }
    return cx
  }
}

import Persistence
import Terminal

/// The styles every view draws with; `mono` (and NO_COLOR) uses attributes only.
package struct Theme: Sendable, Equatable {
  package var name: String
  package var header: Style
  package var title: Style
  package var titleFocused: Style
  package var author: Style
  package var time: Style
  package var body: Style
  package var selectedMarker: Style
  package var placeholder: Style
  /// The syllable `dubeol type` draws over its program's screen (the program does not have it
  /// yet); dubeol's own fields mark theirs with the cursor alone.
  package var composing: Style
  package var counter: Style
  package var counterOver: Style
  package var key: Style
  package var keySpecial: Style
  package var keyHighlighted: Style
  package var keyFlash: Style
  package var keyActive: Style
  package var toolbar: Style
  package var toolbarItem: Style
  package var status: Style
  package var mode: Style
  package var hint: Style
  package var toastInfo: Style
  package var toastWarning: Style
  package var toastError: Style
  package var overlay: Style
  package var overlayTitle: Style
  package var error: Style
  package var border: Style
  /// Secondary text, hints and borders inside popups (on the popup's background).
  package var overlayMuted: Style
  /// Errors inside popups.
  package var overlayError: Style
  /// Avatar styles, picked by a fixed hash of the user id; empty means no colour (mono,
  /// NO_COLOR), where the initial is drawn alone. The order is part of the avatar's identity:
  /// append, never reorder.
  package var avatarPalette: [Style]
  /// The "운영" badge after an administrator's name.
  package var adminBadge: Style
  /// The "내 리뷰" mark on the user's own reviews.
  package var ownMark: Style
  /// A search match inside the list.
  package var match: Style

  /// The theme for the settings and the terminal: `mono` when colours are off (NO_COLOR,
  /// `color_theme = "mono"`, a terminal without colours), else the form for the background's
  /// tone and the colour count with `[colors]`'s colours in place.
  package static func make(
    settings: Settings, tone: BackgroundTone, colorCount: Int, noColor: Bool
  ) -> Theme {
    guard !noColor, settings.colorTheme != .mono, colorCount >= 8 else { return .mono }
    let palette = ThemePalette.form(tone, colorCount: colorCount)
      .overridden(by: settings.themeColors, colorCount: colorCount)
    return Theme(
      palette, name: "\(tone.rawValue)-\(min(colorCount, 256))", colorCount: colorCount,
      terminal: .assumed(tone, colorCount: colorCount))
  }

  /// The tone `[ui] background` says, else the terminal's (asked, or from COLORFGBG), else dark.
  package static func tone(_ choice: BackgroundChoice, terminal: RGB?) -> BackgroundTone {
    switch choice {
    case .dark: .dark
    case .light: .light
    case .auto: terminal.map(BackgroundTone.init) ?? .dark
    }
  }

  /// The dark theme on 256 colours (what tests draw with unless they say otherwise).
  static let `default` = make(settings: .defaults, tone: .dark, colorCount: 256, noColor: false)

  /// The one rule from a palette to styles. Bold is kept only where it reads on `terminal`
  /// (a terminal may draw bold text in brighter colours: bold black turns grey).
  init(_ p: ThemePalette, name: String, colorCount: Int, terminal: TerminalColours) {
    func fill(_ f: ThemePalette.Fill, bold: Bool = false) -> Style {
      Style(foreground: f.text, background: f.background, bold: bold)
        .withReadableBold(on: terminal)
    }
    func on(_ f: ThemePalette.Fill, _ text: Color, bold: Bool = false) -> Style {
      fill(ThemePalette.Fill(background: f.background, text: text), bold: bold)
    }
    func text(_ color: Color, bold: Bool = false) -> Style {
      fill(ThemePalette.Fill(background: .default, text: color), bold: bold)
    }
    self.name = name
    header = fill(p.header, bold: true)
    title = text(p.muted)
    titleFocused = text(p.accent, bold: true)
    author = text(p.author, bold: true)
    time = text(p.date ?? p.muted)
    body = .plain
    selectedMarker = text(p.accent, bold: true)
    placeholder = text(p.muted)
    composing = Style(reverse: true)
    counter = text(p.muted)
    counterOver = fill(p.error, bold: true)
    key = fill(p.key)
    keySpecial = fill(p.keySpecial)
    keyHighlighted = fill(p.selection, bold: true)
    keyFlash = fill(p.keyPressed, bold: true)
    keyActive = fill(p.keyActive, bold: true)
    toolbar = fill(p.toolbar)
    toolbarItem = on(p.toolbar, p.toolbarItem)
    status = .plain
    mode = text(p.accent, bold: true)
    hint = text(p.muted)
    toastInfo = fill(p.toastInfo, bold: true)
    toastWarning = fill(p.toastWarning, bold: true)
    toastError = fill(p.toastError, bold: true)
    overlay = fill(p.popup)
    overlayTitle = on(p.popup, p.popupAccent, bold: true)
    error = fill(p.error)
    border = text(p.muted)
    overlayMuted = on(p.popup, p.popupMuted)
    overlayError = fill(p.error)
    avatarPalette = p.avatars.map {
      fill(
        ThemePalette.Fill(background: $0, text: $0.readableText(colorCount: colorCount)), bold: true
      )
    }
    adminBadge = text(p.adminBadge, bold: true)
    ownMark = text(p.ownMark, bold: true)
    match = fill(p.highlight)
  }

  private init(mono name: String) {
    self.name = name
    header = Style(reverse: true)
    title = Style(dim: true)
    titleFocused = Style(bold: true)
    author = Style(bold: true)
    time = Style(dim: true)
    body = .plain
    selectedMarker = Style(bold: true)
    placeholder = Style(dim: true)
    composing = Style(reverse: true, underline: true)
    counter = Style(dim: true)
    counterOver = Style(bold: true, underline: true)
    key = .plain
    keySpecial = Style(dim: true)
    keyHighlighted = Style(reverse: true)
    keyFlash = Style(bold: true, reverse: true)
    keyActive = Style(bold: true, underline: true)
    toolbar = .plain
    toolbarItem = Style(bold: true)
    status = .plain
    mode = Style(bold: true)
    hint = Style(dim: true)
    toastInfo = Style(bold: true, reverse: true)
    toastWarning = Style(bold: true, reverse: true)
    toastError = Style(bold: true, reverse: true, underline: true)
    overlay = .plain
    overlayTitle = Style(bold: true)
    error = Style(bold: true)
    border = Style(dim: true)
    overlayMuted = Style(dim: true)
    overlayError = Style(bold: true)
    avatarPalette = []
    adminBadge = Style(bold: true, underline: true)
    ownMark = Style(bold: true)
    match = Style(reverse: true, underline: true)
  }

  static let mono = Theme(mono: "mono")
}

extension TerminalColours {
  /// The terminal a theme form is made for: xterm's default colours for the tone (light grey on
  /// black, black on white), bold brightened as xterm does.
  static func assumed(_ tone: BackgroundTone, colorCount: Int) -> TerminalColours {
    tone == .dark
      ? TerminalColours(
        colorCount: colorCount, foreground: RGB(229, 229, 229), background: RGB(0, 0, 0))
      : TerminalColours(
        colorCount: colorCount, foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))
  }
}

import Persistence
import Terminal

/// The colours of one theme form: a background tone at one colour depth. `Theme(palette:)` turns
/// them into styles by one rule, so the forms differ only in these numbers. Text colours are
/// read on the screen's background; each filled place has its own text colour.
struct ThemePalette: Sendable {
  /// A filled place: its background and the text on it.
  struct Fill: Sendable {
    var background: Color
    var text: Color
  }

  /// Secondary text on the screen: dates, hints, unfocused titles, borders.
  var muted: Color
  /// Focused titles, the selection marker, the input mode.
  var accent: Color
  var author: Color
  var adminBadge: Color
  var ownMark: Color
  /// Errors and an over-long counter: filled, so they read in every form.
  var error: Fill
  var header: Fill
  /// Popups and the reader.
  var popup: Fill
  /// Secondary text, hints and borders inside popups.
  var popupMuted: Color
  /// Titles and keys inside popups.
  var popupAccent: Color
  var key: Fill
  var keySpecial: Fill
  var toolbar: Fill
  var toolbarItem: Color
  /// The highlighted key, the selected popup item.
  var selection: Fill
  var keyPressed: Fill
  /// A key that is on (shift locked).
  var keyActive: Fill
  var toastInfo: Fill
  var toastWarning: Fill
  var toastError: Fill
  /// Search matches.
  var highlight: Fill
  /// Avatar backgrounds; the letter on each is black or white, whichever reads better.
  var avatars: [Color]
  /// Dates, when `[theme] date` sets them apart from the other secondary text.
  var date: Color? = nil
}

extension ThemePalette {
  /// The form for a background tone and a colour count (256 and up share one form; 16 has the
  /// bright colours, 8 only the first eight).
  static func form(_ tone: BackgroundTone, colorCount: Int) -> ThemePalette {
    switch (tone, colorCount) {
    case (.dark, 256...): dark256
    case (.light, 256...): light256
    case (.dark, 16...): dark16
    case (.light, 16...): light16
    case (.dark, _): dark8
    case (.light, _): light8
    }
  }

  /// Secondary text is a 16-colour code (bright black): the compose pane's counter, near the
  /// limit, is redrawn on every syllable, and `ESC[90m` is 7 bytes shorter than a 256-colour
  /// index.
  static let dark256 = ThemePalette(
    muted: .brightBlack, accent: .indexed(80), author: .indexed(114), adminBadge: .indexed(221),
    ownMark: .indexed(117), error: Fill(background: .indexed(160), text: .indexed(231)),
    header: Fill(background: .indexed(24), text: .indexed(231)),
    popup: Fill(background: .indexed(235), text: .indexed(252)), popupMuted: .indexed(248),
    popupAccent: .indexed(117),
    key: Fill(background: .indexed(238), text: .indexed(255)),
    keySpecial: Fill(background: .indexed(236), text: .indexed(250)),
    toolbar: Fill(background: .indexed(235), text: .indexed(252)), toolbarItem: .indexed(117),
    selection: Fill(background: .indexed(37), text: .indexed(16)),
    keyPressed: Fill(background: .indexed(220), text: .indexed(16)),
    keyActive: Fill(background: .indexed(114), text: .indexed(16)),
    toastInfo: Fill(background: .indexed(114), text: .indexed(16)),
    toastWarning: Fill(background: .indexed(220), text: .indexed(16)),
    toastError: Fill(background: .indexed(160), text: .indexed(231)),
    highlight: Fill(background: .indexed(220), text: .indexed(16)),
    avatars: [174, 180, 186, 150, 115, 117, 147, 183, 131, 66, 61, 96].map { .indexed($0) })

  /// The light form on 256 colours: the dark one's bright fills (they take black text on any
  /// background) with darker text colours and light surfaces.
  static let light256: ThemePalette = {
    var p = dark256
    p.muted = .indexed(242)
    p.accent = .indexed(25)
    p.author = .indexed(22)
    p.adminBadge = .indexed(94)
    p.ownMark = .indexed(25)
    p.popup = Fill(background: .indexed(254), text: .indexed(16))
    p.popupMuted = .indexed(240)
    p.popupAccent = .indexed(25)
    p.key = Fill(background: .indexed(252), text: .indexed(16))
    p.keySpecial = Fill(background: .indexed(250), text: .indexed(16))
    p.toolbar = Fill(background: .indexed(254), text: .indexed(16))
    p.toolbarItem = .indexed(25)
    p.selection = Fill(background: .indexed(25), text: .indexed(231))
    return p
  }()

  /// Eight colours: only pairs that read on xterm's palette (red takes white text, green,
  /// yellow, cyan and white take black, blue takes white; magenta reads with neither).
  static let dark8 = ThemePalette(
    muted: .cyan, accent: .yellow, author: .green, adminBadge: .yellow, ownMark: .cyan,
    error: Fill(background: .red, text: .white),
    header: Fill(background: .blue, text: .white),
    popup: Fill(background: .blue, text: .white), popupMuted: .cyan, popupAccent: .yellow,
    key: Fill(background: .white, text: .black),
    keySpecial: Fill(background: .blue, text: .white),
    toolbar: Fill(background: .blue, text: .white), toolbarItem: .yellow,
    selection: Fill(background: .yellow, text: .black),
    keyPressed: Fill(background: .green, text: .black),
    keyActive: Fill(background: .cyan, text: .black),
    toastInfo: Fill(background: .green, text: .black),
    toastWarning: Fill(background: .yellow, text: .black),
    toastError: Fill(background: .red, text: .white),
    highlight: Fill(background: .yellow, text: .black),
    avatars: [.red, .green, .yellow, .blue, .cyan])

  /// The eight-colour fills of the dark form, with text colours and popups that read on white.
  static let light8: ThemePalette = {
    var p = dark8
    p.muted = .blue
    p.accent = .blue
    p.author = .magenta
    p.adminBadge = .red
    p.ownMark = .blue
    p.popup = Fill(background: .white, text: .black)
    p.popupMuted = .blue
    p.popupAccent = .blue
    p.toolbar = Fill(background: .white, text: .black)
    p.toolbarItem = .blue
    return p
  }()

  /// Sixteen colours: eight-colour fills with brighter text where it reads better on dark.
  static let dark16: ThemePalette = {
    var p = dark8
    p.muted = .brightBlack
    p.accent = .brightCyan
    p.author = .brightGreen
    p.adminBadge = .brightYellow
    p.ownMark = .brightCyan
    p.popup.text = .brightWhite
    p.popupAccent = .brightYellow
    return p
  }()

  /// Bright colours are pale on white: the light form keeps the eight.
  static let light16 = light8

  /// The palette with `[colors]`'s colours in place: a filled role takes black or white text,
  /// whichever reads better on it; colours are the nearest the terminal has.
  func overridden(by colors: ThemeColors, colorCount: Int) -> ThemePalette {
    var p = self
    func color(_ c: ThemeColor?) -> Color? {
      switch c?.value {
      case .palette(let index)?: .nearest(to: XtermPalette.colors[index], colorCount: colorCount)
      case .rgb(let r, let g, let b)?: .nearest(to: RGB(r, g, b), colorCount: colorCount)
      case nil: nil
      }
    }
    func fill(_ c: ThemeColor?) -> Fill? {
      color(c).map { Fill(background: $0, text: $0.readableText(colorCount: colorCount)) }
    }
    if let f = fill(colors.header) { p.header = f }
    if let f = fill(colors.selection) { p.selection = f }
    if let f = fill(colors.key) { p.key = f }
    if let f = fill(colors.keyPressed) { p.keyPressed = f }
    if let f = fill(colors.popup) { p.popup = f }
    if let f = fill(colors.toast) { p.toastInfo = f }
    if let f = fill(colors.highlight) { p.highlight = f }
    if let c = color(colors.author) { p.author = c }
    if let c = color(colors.date) { p.date = c }
    if let c = color(colors.hint) {
      p.muted = c
      p.popupMuted = c
    }
    return p
  }
}

extension Color {
  /// Black or white, whichever has more contrast on this colour as xterm shows it.
  func readableText(colorCount: Int) -> Color {
    let black: Color = colorCount >= 256 ? .indexed(16) : .black
    let white: Color = colorCount >= 256 ? .indexed(231) : colorCount >= 16 ? .brightWhite : .white
    let shown = { (c: Color) in c.shown(colorCount: colorCount, terminalDefault: RGB(0, 0, 0)) }
    let back = shown(self)
    return back.contrast(with: shown(black)) >= back.contrast(with: shown(white)) ? black : white
  }
}

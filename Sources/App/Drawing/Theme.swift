import Persistence
import Terminal

/// The styles every view draws with; `mono` (and NO_COLOR) uses attributes only.
public struct Theme: Sendable, Equatable {
  public var name: String
  public var header: Style
  public var title: Style
  public var titleFocused: Style
  public var author: Style
  public var time: Style
  public var body: Style
  public var selectedMarker: Style
  public var placeholder: Style
  public var composing: Style
  public var counter: Style
  public var counterOver: Style
  public var key: Style
  public var keySpecial: Style
  public var keyHighlighted: Style
  public var keyFlash: Style
  public var keyActive: Style
  public var toolbar: Style
  public var toolbarItem: Style
  public var status: Style
  public var mode: Style
  public var hint: Style
  public var toastInfo: Style
  public var toastWarning: Style
  public var toastError: Style
  public var overlay: Style
  public var overlayTitle: Style
  public var error: Style
  public var border: Style

  /// The theme `color_theme` names; `noColor` forces `mono`.
  public static func named(_ name: ColorTheme, noColor: Bool) -> Theme {
    noColor || name == .mono ? .mono : .default
  }

  static let `default` = Theme(
    name: "default",
    header: Style(foreground: .black, background: .cyan, bold: true),
    title: Style(foreground: .brightBlack),
    titleFocused: Style(foreground: .cyan, bold: true),
    author: Style(foreground: .brightGreen, bold: true),
    time: Style(foreground: .brightBlack),
    body: .plain,
    selectedMarker: Style(foreground: .cyan, bold: true),
    placeholder: Style(foreground: .brightBlack),
    composing: Style(reverse: true),
    counter: Style(foreground: .brightBlack),
    counterOver: Style(foreground: .brightRed, bold: true),
    key: Style(foreground: .white, background: .indexed(238)),
    keySpecial: Style(foreground: .brightWhite, background: .indexed(236)),
    keyHighlighted: Style(foreground: .black, background: .cyan, bold: true),
    keyFlash: Style(foreground: .black, background: .brightYellow, bold: true),
    keyActive: Style(foreground: .black, background: .brightGreen, bold: true),
    toolbar: Style(foreground: .white, background: .indexed(235)),
    toolbarItem: Style(foreground: .brightCyan, background: .indexed(235)),
    status: .plain,
    mode: Style(foreground: .cyan, bold: true),
    hint: Style(foreground: .brightBlack),
    toastInfo: Style(foreground: .black, background: .green, bold: true),
    toastWarning: Style(foreground: .black, background: .yellow, bold: true),
    toastError: Style(foreground: .brightWhite, background: .red, bold: true),
    overlay: Style(foreground: .white, background: .indexed(234)),
    overlayTitle: Style(foreground: .brightCyan, background: .indexed(234), bold: true),
    error: Style(foreground: .brightRed),
    border: Style(foreground: .brightBlack)
  )

  static let mono = Theme(
    name: "mono",
    header: Style(reverse: true),
    title: Style(dim: true),
    titleFocused: Style(bold: true),
    author: Style(bold: true),
    time: Style(dim: true),
    body: .plain,
    selectedMarker: Style(bold: true),
    placeholder: Style(dim: true),
    composing: Style(reverse: true, underline: true),
    counter: Style(dim: true),
    counterOver: Style(bold: true, underline: true),
    key: .plain,
    keySpecial: Style(dim: true),
    keyHighlighted: Style(reverse: true),
    keyFlash: Style(bold: true, reverse: true),
    keyActive: Style(bold: true, underline: true),
    toolbar: .plain,
    toolbarItem: Style(bold: true),
    status: .plain,
    mode: Style(bold: true),
    hint: Style(dim: true),
    toastInfo: Style(bold: true, reverse: true),
    toastWarning: Style(bold: true, reverse: true),
    toastError: Style(bold: true, reverse: true, underline: true),
    overlay: .plain,
    overlayTitle: Style(bold: true),
    error: Style(bold: true),
    border: Style(dim: true)
  )
}

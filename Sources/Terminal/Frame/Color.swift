/// A terminal colour: the terminal's default, one of the 16 ANSI colours, or a 256-colour index.
public enum Color: Hashable, Sendable {
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
  case indexed(UInt8)

  /// The xterm 256-colour palette index, or nil for the terminal's default colour.
  public var paletteIndex: Int? {
    switch self {
    case .default: nil
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .indexed(let i): Int(i)
    }
  }
}

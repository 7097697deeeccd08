/// A size in screen pixels.
public struct PixelSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// An answer the terminal sends to a query (never a key): what `NcursesBackend` asks at start.
public enum TerminalReport: Hashable, Sendable {
  /// OSC 11: the background colour.
  case background(RGB)
  /// DA1 (`CSI ? Ps ; … c`): the primary device attributes; 4 means sixel graphics. Every
  /// terminal answers it, so it marks the end of the answers to the queries sent before it.
  case deviceAttributes([Int])
  /// A kitty graphics protocol answer to the `a=q` query: the terminal draws images.
  case kittyGraphics(ok: Bool)
  /// `CSI 6 ; height ; width t`, the answer to `CSI 16 t`: a cell's size in pixels (what a sixel
  /// picture is sized by).
  case cellSize(PixelSize)

  /// The report in an OSC string's payload (between `ESC ]` and its terminator), if it is one.
  static func fromOSC<C: Collection>(_ payload: C) -> TerminalReport? where C.Element == UInt8 {
    let text = String(decoding: payload, as: UTF8.self)
    guard text.hasPrefix("11;") else { return nil }
    return parseColorSpec(text.dropFirst(3)).map { .background($0) }
  }

  /// The report in an APC string's payload (between `ESC _` and `ESC \`), if it is one.
  static func fromAPC<C: Collection>(_ payload: C) -> TerminalReport? where C.Element == UInt8 {
    let text = String(decoding: payload, as: UTF8.self)
    guard text.hasPrefix("G"), let semicolon = text.firstIndex(of: ";") else { return nil }
    return .kittyGraphics(ok: text[text.index(after: semicolon)...] == "OK")
  }

  /// X11 colour specs as terminals answer them: `rgb:R/G/B` (or `rgba:R/G/B/A`) with 1–4 hex
  /// digits a channel, scaled to 8 bits.
  static func parseColorSpec(_ spec: Substring) -> RGB? {
    let body: Substring
    if spec.hasPrefix("rgb:") {
      body = spec.dropFirst(4)
    } else if spec.hasPrefix("rgba:") {
      body = spec.dropFirst(5)
    } else {
      return nil
    }
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    var channels: [UInt8] = []
    for part in parts.prefix(3) {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      let maximum = (1 << (4 * part.count)) - 1
      channels.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return RGB(channels[0], channels[1], channels[2])
  }
}

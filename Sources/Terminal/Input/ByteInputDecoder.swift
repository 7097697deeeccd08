/// Decodes the bytes a terminal sends (xterm conventions) into input events: UTF-8 text,
/// control keys, CSI/SS3 key sequences with modifiers, SGR and X10 mouse reports, bracketed
/// paste (one `.paste` event) and Alt-x as ESC x. Text and pastes come as the terminal sent
/// them: the field that takes them cleans them (`InsertedText`), once. Answers to queries (`TerminalReport`: OSC 11,
/// DA1, kitty graphics) are never keys: they are kept for `takeReports()`. Feed bytes as they arrive; incomplete sequences wait for more,
/// and `flush()` (called when input pauses) turns a pending lone ESC into the Escape key.
/// A sequence already under way waits out a longer pause (`isInsideSequence`): a terminal's
/// answer split across reads must never end up typed as text.
public struct ByteInputDecoder: Sendable {
  private var buffer: [UInt8] = []
  private var paste: [UInt8]? = nil
  private var reports: [TerminalReport] = []

  public init() {}

  /// True while an escape sequence, UTF-8 character or paste has surely started but not ended.
  /// A lone ESC, or ESC and one byte, is not counted: it may be the Escape key or Alt-[.
  public var isInsideSequence: Bool {
    paste != nil || buffer.count > 2 || (buffer.first.map { $0 >= 0x80 } ?? false)
  }

  /// True while any bytes wait for what follows them (a lone ESC included): the reader then
  /// waits only the escape delay before `flush`.
  public var hasPendingInput: Bool { paste != nil || !buffer.isEmpty }

  /// True between a paste's start marker and its end marker.
  public var isInsidePaste: Bool { paste != nil }

  /// Ends a paste whose end marker never came (lost by the terminal, or a stray start marker):
  /// what arrived is the paste, so keys typed afterwards are keys again.
  public mutating func endPaste() -> [InputEvent] {
    guard let bytes = paste else { return [] }
    paste = nil
    defer { buffer.removeAll() }
    return [.paste(String(decoding: bytes + buffer, as: UTF8.self))]
  }

  /// The terminal's answers decoded since the last call, oldest first.
  public mutating func takeReports() -> [TerminalReport] {
    defer { reports.removeAll() }
    return reports
  }

  /// Decodes bytes as one complete burst: `feed` then `flush`.
  public static func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var d = ByteInputDecoder()
    return d.feed(bytes) + d.flush()
  }

  /// Decodes everything complete; keeps an incomplete tail for the next call.
  public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
    buffer += bytes
    var events: [InputEvent] = []
    var i = 0
    while i < buffer.count {
      if paste != nil {
        guard let end = find(Self.pasteEnd, from: i) else {
          // Keep a possible partial end marker in the buffer.
          let keep = min(buffer.count - i, Self.pasteEnd.count - 1)
          paste! += buffer[i..<(buffer.count - keep)]
          buffer.removeFirst(buffer.count - keep)
          return events
        }
        paste! += buffer[i..<end]
        events.append(.paste(String(decoding: paste!, as: UTF8.self)))
        paste = nil
        i = end + Self.pasteEnd.count
        continue
      }
      switch parse(at: i) {
      case .incomplete:
        buffer.removeFirst(i)
        return events
      case .skip(let n):
        i += n
      case .event(let e, let n):
        append(e, to: &events)
        i += n
      case .pasteStart(let n):
        paste = []
        i += n
      case .report(let report, let n):
        reports.append(report)
        i += n
      }
    }
    buffer.removeAll()
    return events
  }

  /// Called when no more bytes come for now: a pending ESC is the Escape key (or Alt with
  /// what follows); other incomplete sequences are dropped.
  public mutating func flush() -> [InputEvent] {
    guard paste == nil else { return [] }  // a paste in progress waits for its end marker
    defer { buffer.removeAll() }
    guard !buffer.isEmpty else { return [] }
    if buffer == [0x1B] { return [.key(.escape, [])] }
    // ESC then a byte that could start a sequence ([, O, ] or _), and nothing after it: Alt.
    if buffer.first == 0x1B, buffer.count == 2, buffer[1] < 0x80,
      let key = AsciiKeys.event(for: buffer[1])
    {
      return [AsciiKeys.adding(.alt, to: key)]
    }
    return []
  }

  private enum Step {
    case incomplete
    case skip(Int)
    case event(InputEvent, Int)
    case pasteStart(Int)
    case report(TerminalReport, Int)
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Consecutive non-ASCII text merges into one `.text` event.
  private func append(_ e: InputEvent, to events: inout [InputEvent]) {
    if case .text(let t) = e, case .text(let previous)? = events.last {
      events[events.count - 1] = .text(previous + t)
    } else {
      events.append(e)
    }
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard buffer.count - start >= needle.count else { return nil }
    for i in start...(buffer.count - needle.count)
    where buffer[i..<(i + needle.count)].elementsEqual(needle) {
      return i
    }
    return nil
  }

  private func parse(at i: Int) -> Step {
    let b = buffer[i]
    if b == 0x1B { return parseEscape(at: i) }
    if b < 0x80 { return AsciiKeys.event(for: b).map { .event($0, 1) } ?? .skip(1) }
    return parseUTF8(at: i)
  }

  private func parseUTF8(at i: Int) -> Step {
    let b = buffer[i]
    let length: Int
    switch b {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .event(.text("\u{FFFD}"), 1)
    }
    if buffer.count - i < length {
      let available = buffer[(i + 1)...]
      return available.allSatisfy({ $0 & 0xC0 == 0x80 })
        ? .incomplete : .event(.text("\u{FFFD}"), 1)
    }
    let bytes = buffer[i..<(i + length)]
    let text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.count == 1, text.unicodeScalars.first != "\u{FFFD}" {
      return .event(.text(text), length)
    }
    return .event(.text("\u{FFFD}"), 1)
  }

  private func parseEscape(at i: Int) -> Step {
    guard i + 1 < buffer.count else { return .incomplete }
    let next = buffer[i + 1]
    switch next {
    case UInt8(ascii: "["):
      return parseCSI(at: i)
    case UInt8(ascii: "O"):
      guard i + 2 < buffer.count else { return .incomplete }
      guard let key = Self.ss3Keys[buffer[i + 2]] else { return .skip(3) }
      return .event(.key(key, []), 3)
    case 0x1B:
      return .event(.key(.escape, []), 1)
    case UInt8(ascii: "]"), UInt8(ascii: "_"):
      if let step = parseReportString(at: i) { return step }
      guard let e = AsciiKeys.event(for: next) else { return .skip(2) }
      return .event(AsciiKeys.adding(.alt, to: e), 2)
    case 0x00..<0x80:
      guard let e = AsciiKeys.event(for: next) else { return .skip(2) }
      return .event(AsciiKeys.adding(.alt, to: e), 2)
    default:
      return .event(.key(.escape, []), 1)
    }
  }

  /// CSI: ESC [ then parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, a final 0x40–0x7E.
  private func parseCSI(at i: Int) -> Step {
    var j = i + 2
    if j < buffer.count, buffer[j] == UInt8(ascii: "M") {
      guard j + 3 < buffer.count else { return .incomplete }
      let e = Self.x10Mouse(buffer[j + 1], buffer[j + 2], buffer[j + 3])
      return e.map { .event($0, j + 4 - i) } ?? .skip(j + 4 - i)
    }
    while j < buffer.count, (0x30...0x3F).contains(buffer[j]) { j += 1 }
    let paramEnd = j
    while j < buffer.count, (0x20...0x2F).contains(buffer[j]) { j += 1 }
    // No terminal sends a sequence this long: drop it rather than wait (and buffer) forever.
    guard j - i <= Self.maxSequenceLength else { return .skip(j - i) }
    guard j < buffer.count else { return .incomplete }
    let final = buffer[j]
    let length = j + 1 - i
    guard (0x40...0x7E).contains(final) else { return .skip(length) }
    let paramBytes = buffer[(i + 2)..<paramEnd]
    if paramBytes.first == UInt8(ascii: "<") {
      let e = Self.sgrMouse(params: Self.numbers(paramBytes.dropFirst()), final: final)
      return e.map { .event($0, length) } ?? .skip(length)
    }
    if paramBytes.first == UInt8(ascii: "?"), final == UInt8(ascii: "c") {
      return .report(.deviceAttributes(Self.numbers(paramBytes.dropFirst())), length)
    }
    let params = Self.numbers(paramBytes)
    if final == UInt8(ascii: "~"), params.first == 200 { return .pasteStart(length) }
    if final == UInt8(ascii: "t") {
      // Only the cell-size answer is a report; other window reports are dropped. A cell is
      // at most a few hundred pixels: anything else is ignored.
      guard params.count == 3, params[0] == 6, (1...1000).contains(params[1]),
        (1...1000).contains(params[2])
      else { return .skip(length) }
      return .report(.cellSize(PixelSize(width: params[2], height: params[1])), length)
    }
    let e = Self.csiKey(params: params, final: final)
    return e.map { .event($0, length) } ?? .skip(length)
  }

  /// The introducers of the strings a terminal answers with: OSC 11 (the background colour) and
  /// APC G (kitty graphics). Only these are read as strings, so Alt-] and Alt-_ stay keys.
  private static let reportIntroducers: [[UInt8]] = [Array("]11;".utf8), Array("_G".utf8)]

  /// An answer string from `ESC` at `i` to its terminator (BEL or ESC \); nil when the bytes
  /// are not one (then they are keys), incomplete while it may still be one.
  private func parseReportString(at i: Int) -> Step? {
    let rest = buffer[(i + 1)...]
    guard
      let introducer = Self.reportIntroducers.first(where: {
        rest.starts(with: $0.prefix(rest.count))
      })
    else { return nil }
    guard rest.count > introducer.count else { return .incomplete }
    let start = i + 1 + introducer.count
    var j = start
    while j < buffer.count, j - i <= Self.maxSequenceLength {
      let terminatorLength: Int? =
        buffer[j] == 0x07
        ? 1
        : buffer[j] == 0x1B ? (j + 1 < buffer.count ? (buffer[j + 1] == 0x5C ? 2 : 0) : nil) : 0
      guard let terminatorLength else { return .incomplete }
      if terminatorLength > 0 {
        let payload = buffer[(i + 2)..<j]
        let length = j + terminatorLength - i
        let report =
          introducer.first == UInt8(ascii: "]")
          ? TerminalReport.fromOSC(payload) : TerminalReport.fromAPC(payload)
        return report.map { .report($0, length) } ?? .skip(length)
      }
      j += 1
    }
    // No answer is this long: drop it rather than wait (and buffer) forever.
    return j - i > Self.maxSequenceLength ? .skip(j - i) : .incomplete
  }

  /// Parameters above this saturate: it is past the last code point, so no conversion of a
  /// parameter can trap and no huge number can alias a real key.
  static let maxParameter = 0x11_0000
  /// The longest control sequence kept while waiting for its final byte.
  static let maxSequenceLength = 256

  /// The `;`-separated decimal parameters; a `:` sub-parameter (kitty) is skipped, and other
  /// bytes are ignored.
  static func numbers<C: Collection>(_ bytes: C) -> [Int] where C.Element == UInt8 {
    var result: [Int] = []
    var value = 0
    var inSubParameter = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ";"):
        result.append(value)
        value = 0
        inSubParameter = false
      case UInt8(ascii: ":"):
        inSubParameter = true
      case UInt8(ascii: "0")...UInt8(ascii: "9") where !inSubParameter:
        value = min(maxParameter, value * 10 + Int(byte - UInt8(ascii: "0")))
      default:
        break
      }
    }
    result.append(value)
    return result
  }

  private static let ss3Keys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    UInt8(ascii: "M"): .enter, UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
    UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
  ]

  /// CSI finals that name a key; parameters then carry only modifiers (`CSI 1;5A`).
  private static let csiLetterKeys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
    UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
  ]

  /// `CSI n ~` keys by n.
  private static let tildeKeys: [Int: Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12),
  ]

  private static func csiKey(params: [Int], final: UInt8) -> InputEvent? {
    let modifier = { (index: Int) in
      Modifiers(xtermParameter: params.count > index ? params[index] : 1)
    }
    if final == UInt8(ascii: "Z") { return .key(.backTab, []) }
    if let key = csiLetterKeys[final] { return .key(key, modifier(1)) }
    if final == UInt8(ascii: "~") {
      // xterm modifyOtherKeys: CSI 27 ; modifier ; code ~
      if params.first == 27, params.count >= 3 {
        return codepointKey(params[2], modifiers: modifier(1))
      }
      return params.first.flatMap { tildeKeys[$0] }.map { .key($0, modifier(1)) }
    }
    // fixterms / kitty: CSI code ; modifier u
    if final == UInt8(ascii: "u"), let code = params.first {
      return codepointKey(code, modifiers: modifier(1))
    }
    return nil
  }

  /// A key given by its code point with modifiers (Shift+Space, Ctrl-Enter …).
  private static func codepointKey(_ code: Int, modifiers: Modifiers) -> InputEvent? {
    guard code >= 0, code < 0x80, let base = AsciiKeys.event(for: UInt8(code)) else {
      guard code >= 0xA0, let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value)
      else { return nil }
      return .text(String(scalar))
    }
    guard case .key(let key, let m) = base else { return base }
    // Ctrl with a character is `.ctrl(c)`, as the C0 byte for the same chord decodes.
    if case .character(let c) = key, modifiers.contains(.ctrl), let ascii = c.lowercased().first {
      return .key(.ctrl(ascii), m.union(modifiers).subtracting(.ctrl))
    }
    return .key(key, m.union(modifiers))
  }

  /// SGR mouse: CSI < b ; x ; y M (press or motion) or m (release); x and y from 1.
  static func sgrMouse(params: [Int], final: UInt8) -> InputEvent? {
    guard params.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
      return nil
    }
    let (b, x, y) = (params[0], params[1] - 1, params[2] - 1)
    guard x >= 0, y >= 0 else { return nil }
    return mouseKind(code: b, released: final == UInt8(ascii: "m"))
      .map { .mouse(MouseEvent(kind: $0, x: x, y: y)) }
  }

  /// X10 mouse: CSI M then three bytes, each value + 32.
  static func x10Mouse(_ cb: UInt8, _ cx: UInt8, _ cy: UInt8) -> InputEvent? {
    guard cb >= 32, cx > 32, cy > 32 else { return nil }
    let code = Int(cb) - 32
    let released = code & 0b1100011 == 3
    return mouseKind(code: code, released: released)
      .map { .mouse(MouseEvent(kind: $0, x: Int(cx) - 33, y: Int(cy) - 33)) }
  }

  /// The button code's low bits name the button, 32 means motion, 64 the wheel.
  private static func mouseKind(code: Int, released: Bool) -> MouseKind? {
    let buttons: [MouseButton?] = [.left, .middle, .right, nil]
    if code & 64 != 0 {
      switch code & 3 {
      case 0: return .wheelUp
      case 1: return .wheelDown
      default: return nil
      }
    }
    if code & 32 != 0 { return code & 3 == 3 ? nil : .drag }
    guard let button = buttons[code & 3] else { return released ? .release(.left) : nil }
    return released ? .release(button) : .press(button)
  }
}

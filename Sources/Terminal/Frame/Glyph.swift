import DisplayText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a cell shows, as one number: a single Unicode scalar is itself (0 is the empty text of
/// a continuation cell), a longer grapheme cluster (an emoji sequence, a letter with marks) is
/// an entry of a process-wide table. A number keeps `Cell` a plain value: frames of thousands
/// of cells are copied and compared without reference counting.
public struct Glyph: Hashable, Sendable {
  let code: UInt32

  /// The empty text of a continuation cell.
  public static let empty = Glyph(code: 0)
  /// A space.
  public static let space = Glyph(code: 0x20)

  init(code: UInt32) { self.code = code }

  /// The glyph of one scalar.
  public init(_ scalar: Unicode.Scalar) { code = scalar.value }

  /// The glyph of one character (grapheme cluster).
  public init(_ character: Character) { self.init(String(character)) }

  /// The glyph of a text, normally one grapheme cluster; "" is `empty`.
  public init(_ text: String) {
    let scalars = text.unicodeScalars
    guard let first = scalars.first else {
      self = .empty
      return
    }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      code = first.value
    } else {
      code = ClusterTable.shared.code(for: text)
    }
  }

  /// The scalar itself when it is one the C library and `DisplayWidth` agree on without
  /// asking (`Clusters.simpleWidth`) and it takes `width` cells; nil otherwise.
  func simpleScalar(width: Int) -> UInt32? {
    guard code < ClusterTable.firstCode, let w = Clusters.simpleWidth(code), w == width, w > 0
    else { return nil }
    return code
  }

  /// The text shown.
  public var text: String {
    if code == 0 { return "" }
    if code < ClusterTable.firstCode {
      return String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}")
    }
    return ClusterTable.shared.text(for: code)
  }
}

/// The clusters longer than one scalar that have been drawn, each given a number once. They
/// are few (emoji sequences, marked letters); past `capacity` a new one shows as U+FFFD so
/// hostile text cannot grow the table without end.
final class ClusterTable: @unchecked Sendable {
  static let shared = ClusterTable()
  /// Codes at and above this name table entries (it is past the last Unicode scalar).
  static let firstCode: UInt32 = 0x11_0000
  static let capacity = 1 << 16

  // Guarded by `lock`.
  private var texts: [String] = []
  private var codes: [String: UInt32] = [:]
  /// On the heap: a pthread mutex must not move.
  private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  private init() {}

  func code(for text: String) -> UInt32 {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let code = codes[text] { return code }
    guard texts.count < Self.capacity else { return 0xFFFD }
    let code = Self.firstCode + UInt32(texts.count)
    texts.append(text)
    codes[text] = code
    return code
  }

  func text(for code: UInt32) -> String {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let index = Int(code - Self.firstCode)
    return index < texts.count ? texts[index] : "\u{FFFD}"
  }
}

import Hangul
import Hanja

/// The bytes of a cached keyboard file: the files it was read from (path, size and checksum: the
/// cache is used only while each is the same), then what they gave. Little-endian; a string is a
/// 32-bit length and its bytes; a checksum of the rest ends it.
package enum KeyboardCacheFormat {
  /// The first bytes, with the format's version: another version is not read.
  package static let magic = Array("dubeol keyboard cache 3\n".utf8)

  /// A file as the cache knows it.
  package struct Stamp: Equatable {
    package var path: String
    package var size: UInt32
    package var checksum: UInt64

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      size = UInt32(clamping: bytes.count)
      checksum = Checksum64.of(bytes)
    }

    init(path: String, size: UInt32, checksum: UInt64) {
      self.path = path
      self.size = size
      self.checksum = checksum
    }
  }

  /// What a cache holds.
  package struct Entry: Equatable {
    package var sources: [Stamp]
    package var outcome: KeyboardFile.Outcome

    package init(sources: [Stamp], outcome: KeyboardFile.Outcome) {
      self.sources = sources
      self.outcome = outcome
    }
  }

  package static func encode(_ entry: Entry) -> [UInt8] {
    var out = Writer(bytes: magic)
    out.number(UInt32(entry.sources.count))
    for source in entry.sources {
      out.string(source.path)
      out.number(source.size)
      out.wide(source.checksum)
    }
    switch entry.outcome {
    case .keyboard(let keyboard):
      out.byte(0)
      out.string(keyboard.id)
      out.string(keyboard.name)
      out.byte(keyboard.koreanName == nil ? 0 : 1)
      out.string(keyboard.koreanName ?? "")
      out.byte(UInt8(Keyboard.Kind.allCases.firstIndex(of: keyboard.kind)!))
      for value in keyboard.keys { out.number(value) }
      out.number(UInt32(keyboard.combinations.count))
      for item in keyboard.combinations {
        out.number(item.first)
        out.number(item.second)
        out.number(item.result)
      }
    case .refused(let id, let reason):
      out.byte(1)
      out.string(id)
      out.string(reason)
    case .combinations:
      out.byte(2)
    }
    return sealed(out.bytes)
  }

  /// `body` with its checksum after it, as a cache ends.
  package static func sealed(_ body: [UInt8]) -> [UInt8] {
    var out = Writer(bytes: body)
    out.wide(Checksum64.of(body))
    return out.bytes
  }

  /// The entry, or nil for bytes that are not one whole entry of this version (a damaged or
  /// foreign file, or one a keyboard file's rules refuse: the cache is read as untrusted as the
  /// files are).
  package static func decode(_ bytes: [UInt8]) -> Entry? {
    guard bytes.count >= 8 else { return nil }
    let body = Array(bytes.dropLast(8))
    var sum = Reader(bytes: Array(bytes.suffix(8)))
    guard sum.wide() == Checksum64.of(body) else { return nil }
    var input = Reader(bytes: body)
    guard let head = input.take(magic.count), head.elementsEqual(magic), let count = input.number()
    else { return nil }
    var sources: [Stamp] = []
    for _ in 0..<min(Int(count), KeyboardFile.includeDepth + 1) {
      guard let path = input.string(), let size = input.number(), let checksum = input.wide()
      else { return nil }
      sources.append(Stamp(path: path, size: size, checksum: checksum))
    }
    guard sources.count == Int(count), !sources.isEmpty, let tag = input.take(1)?.first else {
      return nil
    }
    let outcome: KeyboardFile.Outcome
    switch tag {
    case 0:
      guard let id = input.string(), let name = input.string(), let hasKorean = input.take(1),
        let korean = input.string(), let kindIndex = input.take(1)?.first,
        Int(kindIndex) < Keyboard.Kind.allCases.count
      else { return nil }
      let kind = Keyboard.Kind.allCases[Int(kindIndex)]
      var keys: [UInt32] = []
      for _ in 0..<Keyboard.keyCount {
        guard let value = input.number() else { return nil }
        keys.append(value)
      }
      // Each combination is 12 bytes: a count larger than what is left is refused unread.
      guard let pairs = input.number(), Int(pairs) <= input.remaining / 12 else { return nil }
      var combinations: [Keyboard.Combination] = []
      for _ in 0..<pairs {
        guard let first = input.number(), let second = input.number(), let result = input.number()
        else { return nil }
        combinations.append(Keyboard.Combination(first, second, result))
      }
      let keyboard = Keyboard(
        id: id, name: name, koreanName: hasKorean == [1] ? korean : nil, kind: kind, keys: keys,
        combinations: combinations)
      guard !id.isEmpty, KeyboardFile.problem(in: keyboard) == nil else { return nil }
      outcome = .keyboard(keyboard.sharingDubeolsikTables())
    case 1:
      guard let id = input.string(), let reason = input.string() else { return nil }
      outcome = .refused(id: id, reason: reason)
    case 2:
      outcome = .combinations
    default:
      return nil
    }
    guard input.remaining == 0 else { return nil }
    return Entry(sources: sources, outcome: outcome)
  }

  private struct Writer {
    var bytes: [UInt8]

    mutating func number(_ value: UInt32) {
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func wide(_ value: UInt64) {
      number(UInt32(truncatingIfNeeded: value))
      number(UInt32(truncatingIfNeeded: value >> 32))
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func string(_ text: String) {
      number(UInt32(text.utf8.count))
      bytes += text.utf8
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var remaining: Int { bytes.count - offset }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= remaining else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func number() -> UInt32? {
      take(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
    }

    mutating func wide() -> UInt64? {
      guard let low = number(), let high = number() else { return nil }
      return UInt64(high) << 32 | UInt64(low)
    }

    /// A length and that many bytes, as UTF-8 (at most a keyboard file's size limit).
    mutating func string() -> String? {
      guard let count = number(), count <= KeyboardFile.sizeLimit, let bytes = take(Int(count))
      else { return nil }
      // Decoded, then compared: `String(validating:)` on a slice took its generic path.
      let text = String(decoding: bytes, as: UTF8.self)
      return text.utf8.elementsEqual(bytes) ? text : nil
    }
  }
}

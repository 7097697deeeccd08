import Foundation

/// A table's entries in one flat byte buffer, sorted by key, looked up by binary search: the form
/// kept in the cache, so a start reads it instead of parsing the text.
///
/// Layout (integers little-endian): a 56-byte header (`HanjaIndexHeader`), then three arrays of
/// UInt32 — key offsets (keys + 1), each key's first entry (keys + 1), entry offsets
/// (2 × entries + 1: a value's start, its comment's start, …) — then the string pool (all keys,
/// then each entry's value and comment). An item ends where the next begins.
public final class HanjaIndex: @unchecked Sendable {
  // @unchecked: `bytes` is never changed after `init`.
  let bytes: [UInt8]
  public let header: HanjaIndexHeader
  private let keyOffsets: Int
  private let keyEntries: Int
  private let entryOffsets: Int
  private let pool: Int

  /// The index in `bytes`, after checking every offset stays in bounds and only grows, and the
  /// body's checksum; a cache file that fails is rebuilt, never trusted.
  public init(bytes: [UInt8]) throws(HanjaIndexError) {
    guard let header = HanjaIndexHeader(bytes) else { throw .badHeader }
    let keyCount = Int(header.keyCount)
    let entryCount = Int(header.entryCount)
    keyOffsets = HanjaIndexHeader.size
    keyEntries = keyOffsets + (keyCount + 1) * 4
    entryOffsets = keyEntries + (keyCount + 1) * 4
    pool = entryOffsets + (2 * entryCount + 1) * 4
    guard pool + Int(header.poolSize) == bytes.count else { throw .wrongSize }
    let sum = bytes.withUnsafeBytes {
      Checksum64.of(UnsafeRawBufferPointer(rebasing: $0[HanjaIndexHeader.size...]))
    }
    guard sum == header.bodyChecksum else { throw .checksum }
    self.bytes = bytes
    self.header = header
    guard
      isMonotonic(at: keyOffsets, count: keyCount + 1, last: header.poolSize),
      isMonotonic(at: keyEntries, count: keyCount + 1, last: header.entryCount),
      isMonotonic(at: entryOffsets, count: 2 * entryCount + 1, last: header.poolSize)
    else { throw .offsets }
  }

  public var keyCount: Int { Int(header.keyCount) }
  public var entryCount: Int { Int(header.entryCount) }

  /// The entries of `key` (UTF-8 bytes) as a range of entry numbers; empty when it is not a key.
  public func entries(forKey key: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    bytes.withUnsafeBytes { raw in
      var low = 0
      var high = keyCount
      while low < high {
        let mid = (low + high) / 2
        let order = compare(raw, keyAt: mid, with: key)
        if order < 0 {
          low = mid + 1
        } else if order > 0 {
          high = mid
        } else {
          return Int(u32(raw, keyEntries, mid))..<Int(u32(raw, keyEntries, mid + 1))
        }
      }
      return 0..<0
    }
  }

  /// The entries of `key`; empty when it is not a key.
  public func entries(forKey key: String) -> Range<Int> {
    var key = key
    return key.withUTF8 { entries(forKey: $0) }
  }

  /// Which key entry `entry` belongs to (entries of a key are consecutive).
  public func keyRange(ofEntry entry: Int) -> Range<Int> {
    bytes.withUnsafeBytes { raw in
      // The last key whose first entry is at or before `entry`.
      var low = 0
      var high = keyCount
      while high - low > 1 {
        let mid = (low + high) / 2
        if Int(u32(raw, keyEntries, mid)) <= entry { low = mid } else { high = mid }
      }
      return Int(u32(raw, keyOffsets, low))..<Int(u32(raw, keyOffsets, low + 1))
    }
  }

  /// The byte ranges in the pool of an entry's value and comment.
  public func valueRange(_ entry: Int) -> Range<Int> { poolRange(2 * entry) }
  public func commentRange(_ entry: Int) -> Range<Int> { poolRange(2 * entry + 1) }

  /// Whether the entry has a meaning.
  public func hasComment(_ entry: Int) -> Bool { !commentRange(entry).isEmpty }

  /// Lends the pool's bytes in `range`.
  public func withPoolBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
  {
    bytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[pool + range.lowerBound..<pool + range.upperBound]))
    }
  }

  /// The pool's text in `range` (validated UTF-8 when the index was built).
  public func string(_ range: Range<Int>) -> String {
    withPoolBytes(range) { String(decoding: $0, as: UTF8.self) }
  }

  /// Entry `entry` as a value.
  public func entry(_ entry: Int, key: String? = nil) -> HanjaEntry {
    HanjaEntry(
      key: key ?? string(keyRange(ofEntry: entry)), value: string(valueRange(entry)),
      comment: string(commentRange(entry)))
  }

  private func poolRange(_ slot: Int) -> Range<Int> {
    bytes.withUnsafeBytes { raw in
      Int(u32(raw, entryOffsets, slot))..<Int(u32(raw, entryOffsets, slot + 1))
    }
  }

  @inline(__always)
  private func u32(_ raw: UnsafeRawBufferPointer, _ array: Int, _ index: Int) -> UInt32 {
    UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: array + index * 4, as: UInt32.self))
  }

  /// memcmp order of key `index` against `key`, the order the table and libhangul's search use.
  @inline(__always)
  private func compare(
    _ raw: UnsafeRawBufferPointer, keyAt index: Int, with key: UnsafeBufferPointer<UInt8>
  )
    -> Int
  {
    let start = Int(u32(raw, keyOffsets, index))
    let end = Int(u32(raw, keyOffsets, index + 1))
    let length = end - start
    let common = min(length, key.count)
    if common > 0 {
      let order = memcmp(raw.baseAddress! + pool + start, key.baseAddress!, common)
      if order != 0 { return Int(order) }
    }
    return length - key.count
  }

  private func isMonotonic(at array: Int, count: Int, last: UInt32) -> Bool {
    bytes.withUnsafeBytes { raw in
      var previous: UInt32 = 0
      for index in 0..<count {
        let value = u32(raw, array, index)
        if value < previous { return false }
        previous = value
      }
      return previous <= last
    }
  }
}

/// Why bytes are not a usable index.
public enum HanjaIndexError: Error, Equatable, Sendable {
  case badHeader, wrongSize, checksum, offsets
}

/// The fixed start of an index: what it is, how big its parts are, and the table it was made
/// from (size, modification time, checksum), so a changed table is noticed.
public struct HanjaIndexHeader: Equatable, Sendable {
  public static let magic = Array("DBHANJA\u{0}".utf8)
  public static let version: UInt32 = 1
  public static let size = 56

  public var keyCount: UInt32
  public var entryCount: UInt32
  public var poolSize: UInt32
  public var source: HanjaSourceStamp
  public var bodyChecksum: UInt64

  init(
    keyCount: UInt32, entryCount: UInt32, poolSize: UInt32, source: HanjaSourceStamp,
    bodyChecksum: UInt64
  ) {
    self.keyCount = keyCount
    self.entryCount = entryCount
    self.poolSize = poolSize
    self.source = source
    self.bodyChecksum = bodyChecksum
  }

  init?(_ bytes: [UInt8]) {
    guard bytes.count >= Self.size, Array(bytes[0..<8]) == Self.magic else { return nil }
    func load<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
      bytes.withUnsafeBytes {
        T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self))
      }
    }
    guard load(8, UInt32.self) == Self.version else { return nil }
    keyCount = load(12, UInt32.self)
    entryCount = load(16, UInt32.self)
    poolSize = load(20, UInt32.self)
    source = HanjaSourceStamp(
      size: load(24, UInt64.self), modified: load(32, Int64.self), checksum: load(40, UInt64.self))
    bodyChecksum = load(48, UInt64.self)
    guard keyCount < 1 << 28, entryCount < 1 << 28 else { return nil }
  }

  var encoded: [UInt8] {
    var out = Self.magic
    func put<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
    }
    put(Self.version)
    put(keyCount)
    put(entryCount)
    put(poolSize)
    put(source.size)
    put(source.modified)
    put(source.checksum)
    put(bodyChecksum)
    return out
  }
}

/// What identifies the table text an index was made from.
public struct HanjaSourceStamp: Equatable, Sendable {
  public var size: UInt64
  /// Modification time in nanoseconds since 1970.
  public var modified: Int64
  public var checksum: UInt64

  public init(size: UInt64, modified: Int64, checksum: UInt64) {
    self.size = size
    self.modified = modified
    self.checksum = checksum
  }
}

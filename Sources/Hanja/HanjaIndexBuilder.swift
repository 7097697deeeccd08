import Foundation

/// Turns a table's text into a `HanjaIndex`: entries sorted by key bytes (a stable sort, so a
/// key's entries keep the table's order), each key stored once.
public enum HanjaIndexBuilder {
  /// The index of `text`; `path` names the file in errors, `source` is kept in the header.
  public static func build(text: [UInt8], path: String, source: HanjaSourceStamp)
    throws(HanjaTableError)
    -> HanjaIndex
  {
    let bytes = try encode(text: text, path: path, source: source)
    do {
      return try HanjaIndex(bytes: bytes)
    } catch {
      // The bytes were made just now: a failure here is a bug in `encode`, not bad input.
      preconditionFailure("a freshly built hanja index fails its check: \(error)")
    }
  }

  /// The index bytes of `text`.
  public static func encode(text: [UInt8], path: String, source: HanjaSourceStamp)
    throws(HanjaTableError)
    -> [UInt8]
  {
    try text.withUnsafeBufferPointer { (text) throws(HanjaTableError) -> [UInt8] in
      var lines = try HanjaTableParser.parse(text, path: path)
      guard !lines.isEmpty else { throw HanjaTableError(path: path, reason: .empty) }
      guard text.count < Int(UInt32.max) / 2 else {
        throw HanjaTableError(path: path, reason: .unreadable("larger than 2 GB"))
      }
      func order(_ a: HanjaTableParser.Line, _ b: HanjaTableParser.Line) -> Int {
        let lengthA = a.keyEnd - a.start
        let lengthB = b.keyEnd - b.start
        let common = min(lengthA, lengthB)
        let result = memcmp(text.baseAddress! + a.start, text.baseAddress! + b.start, common)
        return result != 0 ? Int(result) : lengthA - lengthB
      }
      // libhangul's tables are sorted already; sort only when one is not (stably, by position).
      if zip(lines, lines.dropFirst()).contains(where: { order($0, $1) > 0 }) {
        lines = lines.enumerated().sorted { a, b in
          let result = order(a.element, b.element)
          return result != 0 ? result < 0 : a.offset < b.offset
        }.map(\.element)
      }
      var keyOffsets: [UInt32] = [0]
      var keyEntries: [UInt32] = [0]
      var entryOffsets: [UInt32] = []
      var keys: [UInt8] = []
      var strings: [UInt8] = []
      entryOffsets.reserveCapacity(2 * lines.count + 1)
      for (index, line) in lines.enumerated() {
        if index == 0 || order(lines[index - 1], line) != 0 {
          if index > 0 { keyEntries.append(UInt32(index)) }
          keys.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.key]))
          keyOffsets.append(UInt32(keys.count))
        }
        entryOffsets.append(UInt32(strings.count))
        strings.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.value]))
        entryOffsets.append(UInt32(strings.count))
        strings.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.comment]))
      }
      keyEntries.append(UInt32(lines.count))
      entryOffsets.append(UInt32(strings.count))
      // Entry offsets point into the pool, past the keys.
      let keyBytes = UInt32(keys.count)
      var body: [UInt8] = []
      body.reserveCapacity(
        (keyOffsets.count * 2 + entryOffsets.count) * 4 + keys.count + strings.count)
      for array in [keyOffsets, keyEntries, entryOffsets.map { $0 + keyBytes }] {
        for value in array {
          withUnsafeBytes(of: value.littleEndian) { body.append(contentsOf: $0) }
        }
      }
      body += keys
      body += strings
      let header = HanjaIndexHeader(
        keyCount: UInt32(keyOffsets.count - 1), entryCount: UInt32(lines.count),
        poolSize: keyBytes + UInt32(strings.count), source: source,
        bodyChecksum: Checksum64.of(body))
      return header.encoded + body
    }
  }
}

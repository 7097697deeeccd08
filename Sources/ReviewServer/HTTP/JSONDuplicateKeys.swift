import Foundation

/// Finds an object holding the same key twice in JSON text that has already been parsed (so it
/// is well formed): one pass with a stack of the keys seen in each open object. Keys are
/// compared as the strings they denote (`"a"` and `"\u0061"` are the same key).
enum JSONDuplicateKeys {
  static func present(in json: Data) -> Bool {
    let bytes = [UInt8](json)
    // One entry per open object or array: the keys seen so far, nil for an array.
    var open: [Set<String>?] = []
    // Whether the next string in the innermost object is a key (after `{` or `,`).
    var expectingKey = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        open.append([])
        expectingKey = true
      case UInt8(ascii: "["):
        open.append(nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = open.popLast()
        expectingKey = false
      case UInt8(ascii: ","):
        expectingKey = open.last.map { $0 != nil } ?? false
      case UInt8(ascii: ":"):
        expectingKey = false
      case UInt8(ascii: "\""):
        let end = stringEnd(bytes, from: index)
        if expectingKey, case var keys?? = open.last {
          guard keys.insert(keyText(bytes[index..<end])).inserted else { return true }
          open[open.count - 1] = keys
          expectingKey = false
        }
        index = end
        continue
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// The index just past the string that starts with the quote at `start`.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// The string a quoted key denotes; escapes are rare in keys, so only those are decoded.
  private static func keyText(_ quoted: ArraySlice<UInt8>) -> String {
    guard quoted.contains(UInt8(ascii: "\\")),
      let decoded = try? JSONDecoder().decode(
        [String].self, from: Data("[".utf8 + quoted + "]".utf8))
    else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
    return decoded[0]
  }
}

import Hangul
import HangulOracle
import TestSupport

// Writes the public key-script vectors of every keyboard, made with libhangul:
// Tests/HangulTests/Vectors/libhangul-keyboards.tsv, one case a line,
// `script<TAB>expected<TAB>keyboard`. Scripts: printable ASCII are keys, ⌫ is Backspace,
// anything else ends the composition and is inserted; expected is libhangul's text as dubeol
// writes it (incomplete syllables as compatibility jamo, no fillers: `Keyboard.written`).
// Usage: swift run dubeol-vectors > Tests/HangulTests/Vectors/libhangul-keyboards.tsv

let keyboards = ["2", "32", "39", "3f", "3s", "ahn", "ro"]
let casesPerKeyboard = 60
let backspace: UInt32 = 0x232B  // ⌫

extension SeededGenerator {
  /// A number below `bound`, as the published vectors were drawn (the same on every machine).
  mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

func script(_ random: inout SeededGenerator) -> [UInt32] {
  (0..<(1 + random.next(20))).map { _ in
    switch random.next(100) {
    case 0..<82: UInt32(0x21 + random.next(0x7E - 0x21 + 1))
    case 82..<94: backspace
    case 94..<98: 0x20
    default: [0xD55C, 0x1F600, 0xE9][random.next(3)]
    }
  }
}

func string(_ scalars: some Sequence<UInt32>) -> String {
  var text = String.UnicodeScalarView()
  for value in scalars { text.append(Unicode.Scalar(value)!) }
  return String(text)
}

var random = SeededGenerator(seed: 0x2B_E01)
var lines: [String] = []
for keyboard in keyboards {
  guard let oracle = dubeol_oracle_new_keyboard(keyboard, false, false) else {
    fatalError("libhangul has no keyboard \(keyboard) (install libhangul-data)")
  }
  for _ in 0..<casesPerKeyboard {
    let keys = script(&random)
    var out = [UInt32](repeating: 0, count: keys.count * 4 + 8)
    let length = out.withUnsafeMutableBufferPointer {
      dubeol_oracle_type(oracle, keys, keys.count, backspace, $0.baseAddress, $0.count)
    }
    precondition(length >= 0)
    let text = out[..<length].map(Keyboard.written)
    lines.append("\(string(keys))\t\(string(text))\t\(keyboard)")
  }
  dubeol_oracle_free(oracle)
}
print(lines.joined(separator: "\n"))

import Hangul
import HangulKeyboards
import Testing

/// The streaming converter of `dubeol convert` agrees with `KeyScript` on ASCII lines.
@Suite("Key line converter")
struct KeyLineConverterTests {
  func converted(_ line: String, _ script: KeyScript) -> String {
    var converter = KeyLineConverter(script: script)
    var output: [UInt8] = []
    Array(line.utf8).withUnsafeBufferPointer { _ = converter.convert(line: $0, into: &output) }
    return String(decoding: output, as: UTF8.self)
  }

  @Test(
    "examples",
    arguments: [
      ("dkssudgktpdy", "안녕하세요"), ("ekfrk", "달가"), ("ekfr<", "달"), ("rk rk<<", "가 "),
      ("", ""), ("http://a.b", "ㅗㅅ세://ㅁ.ㅠ"),
    ])
  func examples(_ keys: String, _ expected: String) {
    let script = KeyScript(profile: .standard, backspace: "<")
    #expect(converted(keys, script) == expected)
    #expect(converted(keys, script) == script.text(for: keys))
  }

  @Test(
    "random ASCII lines agree with KeyScript under every profile and option",
    arguments: [
      KeyScript(profile: .standard, backspace: "<"), KeyScript(profile: .mobile, backspace: "<"),
      KeyScript(
        profile: .mobile, options: ComposerOptions(doubleStroke: true, extendedVowels: true),
        backspace: "<"),
      KeyScript(profile: .standard, options: ComposerOptions(autoReorder: true)),
    ])
  func randomLines(_ script: KeyScript) {
    var state: UInt64 = 0x1234_5678
    let alphabet = Array("qwertyuiopasdfghjklzxcvbnmQWERTOP <<<.,1\r".utf8)
    var converter = KeyLineConverter(script: script)
    for _ in 0..<3000 {
      var line: [UInt8] = []
      for _ in 0..<Int(state % 24) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        line.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var output: [UInt8] = [0x41]  // output already holding earlier lines stays untouched
      line.withUnsafeBufferPointer { _ = converter.convert(line: $0, into: &output) }
      let text = String(decoding: line, as: UTF8.self)
      #expect(String(decoding: output, as: UTF8.self) == "A" + script.text(for: text), "\(text)")
    }
  }

  @Test(
    "random lines on libhangul-data's keyboards agree with KeyScript; other text is left to it",
    arguments: ["32", "39", "3f", "3s", "ahn", "ro"])
  func keyboardsFromData(_ id: String) throws {
    let keyboard = try KeyboardCatalog.find(id, userDirectories: []).0.get()
    let script = KeyScript(profile: .standard, backspace: "⌫", keyboard: keyboard)
    var state: UInt64 = 0x9E37_79B9
    // Every printable ASCII key and Backspace; now and then a character that is neither.
    let alphabet = (0x21..<0x7F).map { Character(Unicode.Scalar($0)) } + ["⌫", "⌫", "⌫", " "]
    var converter = KeyLineConverter(script: script)
    for _ in 0..<2000 {
      var line = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int((state >> 33) % 30) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let pick = Int((state >> 33) % UInt64(alphabet.count * 8))
        line.append(pick < alphabet.count * 8 - 1 ? alphabet[pick % alphabet.count] : "가")
      }
      var output: [UInt8] = [0x41]
      let streamed = Array(line.utf8).withUnsafeBufferPointer {
        converter.convert(line: $0, into: &output)
      }
      if streamed {
        #expect(String(decoding: output, as: UTF8.self) == "A" + script.text(for: line), "\(line)")
      } else {
        #expect(line.contains("가") && output == [0x41], "\(line)")
      }
    }
  }
}

// A parameterised case is named by its keyboard, profile and options, not by the keyboard's
// whole table (which made every run's log megabytes long).
extension KeyScript: CustomTestStringConvertible {
  public var testDescription: String {
    let backspaceName = backspace.map { " backspace \($0)" } ?? ""
    return "keyboard \(keyboard.id), \(profile), \(options)\(backspaceName)"
  }
}

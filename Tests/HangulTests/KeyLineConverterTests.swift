import Hangul
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
}

// A parameterised case is named by its keyboard, profile and options, not by the keyboard's
// whole table (which made every run's log megabytes long).
extension KeyScript: CustomTestStringConvertible {
  public var testDescription: String {
    let backspaceName = backspace.map { " backspace \($0)" } ?? ""
    return "keyboard \(keyboard.id), \(profile), \(options)\(backspaceName)"
  }
}

import Foundation
import Hangul
import HangulKeyboards
import Hanja
import Persistence
import Reviews
import Terminal

/// The fuzz targets' bodies: each takes arbitrary bytes and must neither trap nor break its
/// invariant. libFuzzer drives them (`make fuzz`), and `make test` replays every corpus file in
/// `Fuzz/<Target>/corpus` through them.
public enum FuzzHarness {
  /// Every target by the name of its folder under `Fuzz/`.
  public static let targets: [String: @Sendable ([UInt8]) -> Void] = [
    "InputDecoder": inputDecoder,
    "WireJSON": wireJSON,
    "Config": config,
    "KeyboardFile": keyboardFile,
    "KeyboardCache": keyboardCache,
    "HanjaTable": hanjaTable,
  ]

  /// Terminal input: fed whole, and split at a point the input chooses, then flushed.
  public static func inputDecoder(_ bytes: [UInt8]) {
    _ = ByteInputDecoder.decode(bytes)
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var decoder = ByteInputDecoder()
    _ = decoder.feed(Array(bytes[..<split]))
    _ = decoder.feed(Array(bytes[split...]))
    for event in decoder.flush() {
      switch event {
      case .text(let text):
        precondition(!text.unicodeScalars.contains { $0.value == 0x1B }, "ESC decoded as text")
      default: break
      }
    }
  }

  /// Wire JSON and dates: whatever decodes encodes and decodes back to the same value, and
  /// every date that parses writes a timestamp that parses to the same instant.
  public static func wireJSON(_ bytes: [UInt8]) {
    let data = Data(bytes)
    if let page = try? WireJSON.decoder.decode(ReviewPage.self, from: data) {
      let again = try? WireJSON.decoder.decode(
        ReviewPage.self, from: (try? WireJSON.encoder.encode(page)) ?? Data())
      precondition(again == page, "a page does not survive encode and decode")
      _ = WireJSON.page(page.data)
    }
    _ = try? WireJSON.decoder.decode(ReviewEnvelope.self, from: data)
    _ = try? WireJSON.decoder.decode(APIErrorBody.self, from: data)
    let text = String(decoding: bytes, as: UTF8.self)
    if let date = WireDate.date(from: text) {
      let written = WireDate.string(from: date)
      precondition(WireDate.date(from: written) == date, "\(text) → \(written) does not read back")
    }
  }

  /// config.toml: any text loads to settings or to problems with line numbers, never a trap.
  public static func config(_ bytes: [UInt8]) {
    let file = URL(fileURLWithPath: "/fuzz/config.toml")
    let load = SettingsStore.load(text: String(decoding: bytes, as: UTF8.self), file: file)
    for problem in load.problems { _ = "\(problem)" }
  }

  /// A keyboard file's cache: any bytes are refused or give an entry whose keyboard a file
  /// could give, and which encodes to bytes that decode to the same entry. The input is tried as
  /// it is and as a body with its checksum added (mutations would otherwise stop at the sum).
  public static func keyboardCache(_ bytes: [UInt8]) {
    for candidate in [bytes, KeyboardCacheFormat.sealed(bytes)] { keyboardCacheEntry(candidate) }
  }

  private static func keyboardCacheEntry(_ bytes: [UInt8]) {
    guard let entry = KeyboardCacheFormat.decode(bytes) else { return }
    precondition(
      KeyboardCacheFormat.decode(KeyboardCacheFormat.encode(entry)) == entry,
      "an entry does not survive encode and decode")
    if case .keyboard(let keyboard) = entry.outcome {
      precondition(
        keyboard.keys.allSatisfy { $0 == 0 || Unicode.Scalar($0) != nil }, "a key types no scalar")
    }
  }

  /// A keyboard file: any bytes give a keyboard or a problem with a line in the file, never a
  /// trap; the keyboard it gives types every printable ASCII key and Backspace without one.
  /// The input may include itself and a second file (the same bytes, as `combination.xml`).
  public static func keyboardFile(_ bytes: [UInt8]) {
    let files = ["/fuzz/keyboard.xml": bytes, "/fuzz/combination.xml": bytes]
    let outcome: KeyboardFile.Outcome
    do {
      outcome = try KeyboardFile.load(path: "/fuzz/keyboard.xml") { files[$0] }
    } catch {
      precondition(error.line >= 0 && !error.message.isEmpty, "a problem without a line")
      return
    }
    guard case .keyboard(let keyboard) = outcome else { return }
    var script = ""
    for key in 0x20...0x7E { script.unicodeScalars.append(Unicode.Scalar(UInt8(key))) }
    for profile in Profile.allCases {
      let typed = KeyScript(profile: profile, backspace: "⌫", keyboard: keyboard)
        .text(for: script + "⌫⌫" + script)
      precondition(typed == typed.precomposedStringWithCanonicalMapping, "not NFC: \(typed)")
    }
  }

  /// A hanja table's text: it is indexed or refused with a line number, never a trap; an index
  /// that is built passes its own check and finds every line's entry by its key.
  public static func hanjaTable(_ bytes: [UInt8]) {
    let stamp = HanjaSourceStamp(size: UInt64(bytes.count), modified: 0, checksum: 0)
    let index: HanjaIndex
    do {
      index = try HanjaIndexBuilder.build(text: bytes, path: "/fuzz/hanja.txt", source: stamp)
    } catch {
      if case .malformed(let line, _) = error.reason { precondition(line >= 1, "line \(line)") }
      precondition("\(error)".hasPrefix("/fuzz/hanja.txt"), "the error does not name the file")
      return
    }
    let lines = bytes.withUnsafeBufferPointer { try? HanjaTableParser.parse($0, path: "") } ?? []
    precondition(index.entryCount == lines.count, "entries lost")
    for line in lines.prefix(64) {
      let entry = HanjaEntry(
        key: String(decoding: bytes[line.key], as: UTF8.self),
        value: String(decoding: bytes[line.value], as: UTF8.self),
        comment: String(decoding: bytes[line.comment], as: UTF8.self))
      precondition(
        index.candidates(for: entry.key, match: .exact).contains(entry), "\(entry) not found")
    }
    _ = try? HanjaIndex(bytes: Array(bytes))
  }

  /// Runs `target` over every file named in `paths` (directories are walked): the corpus
  /// replay of the fuzz executables when built without libFuzzer. Returns how many ran.
  @discardableResult
  public static func replay(_ paths: [String], through target: ([UInt8]) -> Void) -> Int {
    var count = 0
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      let files =
        isDirectory.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
          path + "/" + $0
        } : [path]
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target(Array(data))
        count += 1
      }
    }
    return count
  }
}

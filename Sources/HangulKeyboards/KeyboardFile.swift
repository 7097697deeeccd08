import CXMLReader
import Foundation
import Hangul
import Hanja

/// Reads one libhangul keyboard file (`hangul-keyboard-*.xml`): its id, type and names, map 0
/// (what each ASCII key types) and its combinations, from the file or the combination files it
/// includes (`<include file="…"/>`, relative to the including file). libhangul reads the same
/// files with expat and skips what it cannot use; dubeol refuses the whole file with the line
/// of the first mistake instead, so a keyboard never types half of what its file says.
public enum KeyboardFile {
  /// Larger files are refused unread (the installed ones are under 40 kB).
  public static let sizeLimit = 1 << 20
  /// Includes nest at most this deep (a file that includes itself stops here).
  public static let includeDepth = 8

  /// What a keyboard file gives: a keyboard, or an old-Hangul keyboard dubeol refuses.
  public enum Outcome: Equatable, Sendable {
    case keyboard(Keyboard)
    /// A `jamo-yet` or `jaso-yet` keyboard (2y, 3y): the id and why it is not typed.
    case refused(id: String, reason: String)
    /// A combination file (what keyboards include), not a keyboard: libhangul skips it too.
    case combinations
  }

  /// A file a keyboard was read from, and its bytes (what the cache stamps).
  struct Source: Equatable, Sendable {
    var path: String
    var bytes: [UInt8]
  }

  /// How files are read unless a caller says otherwise: from the file system.
  public static let fileSystem: @Sendable (String) -> [UInt8]? = { try? FileBytes.read($0) }

  /// Reads the file at `path`; `read` gives a file's bytes (the file system by default).
  public static func load(path: String, read: (String) -> [UInt8]? = fileSystem)
    throws(KeyboardFileProblem) -> Outcome
  {
    try parse(path: path, read: read).outcome
  }

  /// The outcome, and every file read for it: the file at `path` first, then its includes.
  static func parse(path: String, read: (String) -> [UInt8]?)
    throws(KeyboardFileProblem) -> (outcome: Outcome, sources: [Source])
  {
    try withoutActuallyEscaping(read) { read throws(KeyboardFileProblem) in
      var reader = Reader(read: read)
      try reader.parse(path: path, depth: 0, line: 0, includer: nil)
      return (try reader.outcome(path: path), reader.sources)
    }
  }

  /// Why a keyboard could not have come from a file (a value no key may type, a jamo no
  /// combination may hold), or nil: the rules a file is read by, for a keyboard from elsewhere.
  static func problem(in keyboard: Keyboard) -> String? {
    guard keyboard.keys.count == Keyboard.keyCount else { return "not \(Keyboard.keyCount) keys" }
    for value in keyboard.keys {
      if let problem = Reader.problem(value: value) { return problem }
    }
    for item in keyboard.combinations {
      if let problem = Reader.problem(combination: item) { return problem }
    }
    return nil
  }
}

/// The parse of one keyboard file and its includes.
private struct Reader {
  let read: (String) -> [UInt8]?
  var sources: [KeyboardFile.Source] = []
  var id: String?
  var kind: String?
  var name: String?
  var localizedNames: [String: String] = [:]
  var keys = [UInt32](repeating: 0, count: Keyboard.keyCount)
  var combinations: [Keyboard.Combination] = []
  var combinationLines: [UInt64: (result: UInt32, file: String, line: Int)] = [:]
  var rootLine = 1
  var isCombinationFile = false

  mutating func parse(path: String, depth: Int, line: Int, includer: String?)
    throws(KeyboardFileProblem)
  {
    let at = includer ?? path
    guard depth <= KeyboardFile.includeDepth else {
      throw KeyboardFileProblem(
        file: at, line: line, message: "includes nest deeper than \(KeyboardFile.includeDepth)")
    }
    guard let data = read(path) else {
      let what = includer == nil ? "cannot read the file" : "cannot read included file \(path)"
      throw KeyboardFileProblem(file: at, line: line, message: what)
    }
    guard data.count <= KeyboardFile.sizeLimit else {
      throw KeyboardFileProblem(
        file: path, line: 0, message: "larger than \(KeyboardFile.sizeLimit) bytes")
    }
    sources.append(KeyboardFile.Source(path: path, bytes: data))
    let elements: [Element]
    switch Element.collect(data) {
    case .success(let collected): elements = collected
    case .failure(let failure):
      throw KeyboardFileProblem(file: path, line: max(failure.line, 1), message: failure.message)
    }
    try apply(elements, path: path, depth: depth, isRoot: includer == nil)
  }

  mutating func apply(_ elements: [Element], path: String, depth: Int, isRoot: Bool)
    throws(KeyboardFileProblem)
  {
    guard let root = elements.first else {
      throw KeyboardFileProblem(file: path, line: 1, message: "no elements")
    }
    if isRoot, root.name == "combination" {
      isCombinationFile = true
      return
    }
    let expected = isRoot ? "hangul-keyboard" : "combination"
    guard root.name == expected else {
      throw KeyboardFileProblem(
        file: path, line: root.line, message: "<\(root.name)> where <\(expected)> was expected")
    }
    var section = ""
    var sectionID: UInt32 = 0
    for element in elements {
      func fail(_ message: String) -> KeyboardFileProblem {
        KeyboardFileProblem(file: path, line: element.line, message: message)
      }
      func number(_ attribute: String) throws(KeyboardFileProblem) -> UInt32 {
        guard let text = element.attributes[attribute] else {
          throw fail("<\(element.name)> has no \(attribute)=")
        }
        guard let value = Self.number(text) else {
          throw fail("\(attribute)=\"\(text)\" is not a number")
        }
        return value
      }
      switch element.name {
      case "hangul-keyboard":
        guard isRoot, element.depth == 0 else { throw fail("<hangul-keyboard> inside another") }
        rootLine = element.line
        guard let id = element.attributes["id"], !id.isEmpty else {
          throw fail("<hangul-keyboard> has no id=")
        }
        guard let kind = element.attributes["type"] else {
          throw fail("<hangul-keyboard> has no type=")
        }
        self.id = id
        self.kind = kind
        // Old-Hangul keyboards are refused whole: their jamo are not read.
        if kind.hasSuffix("-yet") { return }
      case "name":
        let text = Self.trimmed(element.text)
        if let lang = element.attributes["xml:lang"] {
          localizedNames[lang] = text
        } else {
          name = text
        }
      case "map":
        section = "map"
        sectionID = try number("id")
      case "combination":
        section = "combination"
        sectionID = 0
        if element.attributes["id"] != nil { sectionID = try number("id") }
      case "item" where section == "map":
        let key = try number("key")
        let value = try number("value")
        guard key < Keyboard.keyCount else { throw fail("key=\(key) is not an ASCII key (0–127)") }
        if let problem = Self.problem(value: value) { throw fail(problem) }
        // libhangul types only map 0; other maps are read and unused there too.
        if sectionID == 0 { keys[Int(key)] = value }
      case "item" where section == "combination":
        let first = try number("first")
        let second = try number("second")
        let result = try number("result")
        if let problem = Self.problem(combination: Keyboard.Combination(first, second, result)) {
          throw fail(problem)
        }
        guard sectionID == 0 else { continue }
        let pair = UInt64(first) << 32 | UInt64(second)
        if let earlier = combinationLines[pair] {
          guard earlier.result == result else {
            throw fail(
              String(format: "U+%04X + U+%04X", first, second)
                + " already combines (\(earlier.file):\(earlier.line)) into another jamo")
          }
          continue
        }
        combinationLines[pair] = (result, path, element.line)
        combinations.append(Keyboard.Combination(first, second, result))
      case "item":
        throw fail("<item> outside <map> and <combination>")
      case "include":
        guard let file = element.attributes["file"], !file.isEmpty else {
          throw fail("<include> has no file=")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let included = file.hasPrefix("/") ? file : directory + "/" + file
        try parse(path: included, depth: depth + 1, line: element.line, includer: path)
      default:
        // Unknown elements are ignored, as libhangul ignores them.
        continue
      }
    }
  }

  func outcome(path: String) throws(KeyboardFileProblem) -> KeyboardFile.Outcome {
    if isCombinationFile { return .combinations }
    guard let id else {
      throw KeyboardFileProblem(file: path, line: rootLine, message: "no <hangul-keyboard id=…>")
    }
    if kind == "jamo-yet" || kind == "jaso-yet" {
      return .refused(
        id: id,
        reason: "keyboard \(id) types old Hangul (옛한글, type \(kind!)), which dubeol does not write")
    }
    guard let kind = kind.flatMap(Keyboard.Kind.init(rawValue:)) else {
      throw KeyboardFileProblem(
        file: path, line: rootLine,
        message: "type=\"\(kind ?? "")\" is not one of jamo, jaso, romaja (or jamo-yet, jaso-yet)")
    }
    let keyboard = Keyboard(
      id: id, name: name ?? localizedNames.values.sorted().first ?? id,
      koreanName: localizedNames["ko"], kind: kind, keys: keys, combinations: combinations)
    return .keyboard(keyboard.sharingDubeolsikTables())
  }

  /// strtoul-like, but whole: "0x1100", "4352"; nil for anything else. Spaces around it are
  /// what `CharacterSet.whitespaces` holds (Zs and tab), trimmed in the standard library:
  /// Foundation's trimming, once per attribute, was a third of reading a keyboard.
  static func number(_ text: String) -> UInt32? {
    let scalars = text.unicodeScalars
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return nil }
    let trimmed = Substring(scalars[start...last])
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return UInt32(trimmed.dropFirst(2), radix: 16)
    }
    return UInt32(trimmed, radix: 10)
  }

  /// Why a key cannot type `value`, or nil.
  static func problem(value: UInt32) -> String? {
    if value == 0 { return nil }
    if (0x1100..<0x1200).contains(value) { return problem(jamo: value, label: "value") }
    if (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return String(
        format: "value=0x%04X is an old-Hangul jamo, which dubeol does not write", value)
    }
    guard let scalar = Unicode.Scalar(value), scalar.value >= 0x20, scalar.value != 0x7F else {
      return String(format: "value=0x%X is not a character a key can type", value)
    }
    return nil
  }

  /// Why a combination cannot be used (the first of its jamo that cannot), or nil.
  static func problem(combination item: Keyboard.Combination) -> String? {
    for (label, jamo) in [("first", item.first), ("second", item.second), ("result", item.result)] {
      if let problem = problem(jamo: jamo, label: label) { return problem }
    }
    return nil
  }

  /// Why `jamo` cannot be in a combination, or nil.
  static func problem(jamo: UInt32, label: String) -> String? {
    guard (0x1100..<0x1200).contains(jamo) else {
      return String(format: "\(label)=0x%04X is not a conjoining jamo (U+1100–U+11FF)", jamo)
    }
    guard Keyboard.isWritableJamo(jamo) else {
      return String(
        format: "\(label)=0x%04X has no compatibility jamo, so dubeol cannot write it alone", jamo)
    }
    return nil
  }
}

extension Reader {
  /// The text without white space around it. (Foundation's `trimmingCharacters` goes through
  /// `NSString` and the runtime's type look-ups: 5 % of a `convert --keyboard 39`.)
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}

/// One element as the parser met it.
private struct Element {
  var name: String
  var attributes: [String: String]
  var line: Int
  var depth: Int
  var text = ""
}

/// Why a file's elements could not be collected, and where.
private struct XMLFailure: Error {
  var line: Int
  var message: String
}

extension Element {
  /// The elements of an XML document in order, each with its line, depth and (for `<name>`) its
  /// text, read by expat (`CXMLReader`), as libhangul reads them.
  static func collect(_ data: [UInt8]) -> Result<[Element], XMLFailure> {
    let collector = Collector()
    let outcome = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return 1 }
      return xml_parse(
        base, Int32(clamping: bytes.count), Unmanaged.passUnretained(collector).toOpaque(),
        { context, name, attributes, line in
          Collector.of(context).start(name, attributes, line: Int(line))
        },
        { context in _ = Collector.of(context).open.popLast() },
        { context, text, length in Collector.of(context).text(text, length: Int(length)) })
    }
    switch outcome {
    case 0: return .success(collector.elements)
    case -1:
      let why = xml_load_error().map { String(cString: $0) } ?? "unknown"
      return .failure(XMLFailure(line: 1, message: "cannot read XML without expat (\(why))"))
    default: return .failure(XMLFailure(line: Int(outcome), message: "not well-formed XML"))
    }
  }

  /// What the parser's handlers gather: the elements so far and those still open.
  private final class Collector {
    var elements: [Element] = []
    var open: [Int] = []

    static func of(_ context: UnsafeMutableRawPointer?) -> Collector {
      Unmanaged<Collector>.fromOpaque(context!).takeUnretainedValue()
    }

    func start(
      _ name: UnsafePointer<CChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
      line: Int
    ) {
      var element = Element(
        name: Self.string(name), attributes: [:], line: line, depth: open.count)
      var pair = attributes
      while let key = pair?[0], let value = pair?[1] {
        element.attributes[String(cString: key)] = String(cString: value)
        pair = pair.map { $0 + 2 }
      }
      open.append(elements.count)
      elements.append(element)
    }

    func text(_ text: UnsafePointer<CChar>?, length: Int) {
      guard let index = open.last, elements[index].name == "name", let text else { return }
      let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
      elements[index].text += String(
        decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    private static func string(_ text: UnsafePointer<CChar>?) -> String {
      text.map { String(cString: $0) } ?? ""
    }
  }
}

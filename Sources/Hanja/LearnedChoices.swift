/// The candidates a user picked, most recent first, so they come first next time for that key.
/// Bounded: past `limit` choices the oldest are forgotten; picking a choice again moves it up.
public struct LearnedChoices: Equatable, Sendable {
  /// How many choices are kept (a few hundred kilobytes at most).
  public static let limit = 2_000
  /// The first line of the file, naming its format.
  static let signature = "# dubeol hanja choices 1"

  /// Key and value pairs, most recent first.
  public private(set) var choices: [HanjaEntry]

  public init(choices: [HanjaEntry] = []) {
    self.choices = Array(choices.prefix(Self.limit))
  }

  /// Records that `value` was picked for `key`.
  public mutating func record(key: String, value: String) {
    // The file is one choice a line, fields split by a tab.
    guard !(key + value).contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return }
    choices.removeAll { $0.key == key && $0.value == value }
    choices.insert(HanjaEntry(key: key, value: value), at: 0)
    if choices.count > Self.limit { choices.removeLast(choices.count - Self.limit) }
  }

  /// The values picked for `key`, most recent first.
  public func values(forKey key: String) -> [String] {
    choices.filter { $0.key == key }.map(\.value)
  }

  /// The file's text: the signature line, then `key<TAB>value` lines, most recent first.
  public var fileText: String {
    ([Self.signature] + choices.map { "\($0.key)\t\($0.value)" }).joined(separator: "\n") + "\n"
  }

  /// Reads `fileText`; nil when the text is not such a file (it is then set aside, not used).
  public init?(fileText text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(Self.signature) else { return nil }
    lines.removeFirst()
    if lines.last == "" { lines.removeLast() }
    var choices: [HanjaEntry] = []
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty,
        !line.contains(where: { $0 == "\n" || $0 == "\r" })
      else { return nil }
      choices.append(HanjaEntry(key: String(fields[0]), value: String(fields[1])))
    }
    self.init(choices: choices)
  }
}

import Foundation
import Reviews
import TOMLKit

/// How one setting's value is read from TOML and written back; a problem is the message after
/// the key's name ("must be true or false (found string)").
struct SettingCodec<Value> {
  let read: (TOMLValueConvertible) -> Result<Value, SettingProblem>
  /// The TOML literal; nil when the value is unset (the key is then written as a comment).
  let write: (Value) -> String?
}

/// What is wrong with one value in config.toml.
struct SettingProblem: Error {
  let message: String
}

extension SettingCodec where Value == Bool {
  static var bool: Self {
    Self(read: { $0.bool.ok(or: "must be true or false", $0) }, write: { "\($0)" })
  }
}

extension SettingCodec where Value == Int {
  /// A whole number in `range`.
  static func int(in range: ClosedRange<Int>) -> Self {
    Self(
      read: { value in
        value.int.ok(or: "must be a whole number", value).flatMap {
          range.contains($0)
            ? .success($0)
            : .problem("must be between \(range.lowerBound) and \(range.upperBound) (found \($0))")
        }
      }, write: { "\($0)" })
  }
}

extension SettingCodec where Value == String {
  /// A non-empty line of text.
  static var line: Self { .string(check: Checks.nonEmptyLine) }

  /// A theme id: letters, digits, - or _, or a whole number written without quotes.
  static var themeId: Self {
    Self(
      read: { value in
        if let number = value.int { return .success(String(number)) }
        return string(check: Checks.themeIdCharacters).read(value)
      }, write: TOMLText.string)
  }

  /// A string in quotes that `check` accepts (it returns what is wrong, nil when fine).
  static func string(check: @escaping (String) -> String?) -> Self {
    Self(
      read: { value in
        value.string.ok(or: "must be a string in quotes", value).flatMap { string in
          check(string).map { .problem($0) } ?? .success(string)
        }
      }, write: TOMLText.string)
  }
}

extension SettingCodec where Value == String? {
  /// A review server's URL; "" (or no key) is the server built into dubeol.
  static var serverURL: Self {
    let url = SettingCodec<String>.string(check: Checks.serverURL)
    return Self(
      read: { value in url.read(value).map { $0.isEmpty ? nil : $0 } },
      write: { $0.map(TOMLText.string) })
  }
}

extension SettingCodec where Value == String? {
  /// A file's absolute path (`~/` is the home directory); "" (or no key) means the default.
  static var filePath: Self {
    let path = SettingCodec<String>.string(check: Checks.filePath)
    return Self(
      read: { value in path.read(value).map { $0.isEmpty ? nil : $0 } },
      write: { $0.map(TOMLText.string) })
  }
}

extension SettingCodec where Value == [String] {
  /// A list of phrase or shortcut items; exactly `count` of them when `count` is given.
  static func items(count: Int? = nil) -> Self {
    Self(
      read: { value in
        guard let array = value.array else {
          return .problem("must be a list of strings like [\"…\", \"…\"] (found \(value.type))")
        }
        var items: [String] = []
        for (index, item) in array.enumerated() {
          guard let string = item.string else {
            return .problem("item \(index + 1) must be a string in quotes (found \(item.type))")
          }
          if let problem = Checks.item(string) { return .problem("item \(index + 1) \(problem)") }
          items.append(string)
        }
        if let count, items.count != count {
          return .problem("must hold exactly \(count) items (found \(items.count))")
        }
        return .success(items)
      }, write: { TOMLText.array($0) })
  }
}

extension SettingCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of the enum's raw values.
  static var choice: Self {
    let names = Value.allCases.map(\.rawValue).sorted()
    return Self(
      read: { value in
        SettingCodec<String>.string { _ in nil }.read(value).flatMap { name in
          Value(rawValue: name).map { .success($0) }
            ?? .problem(
              "must be one of \(names.map(TOMLText.string).joined(separator: ", ")) (found \(TOMLText.string(name)))"
            )
        }
      }, write: { TOMLText.string($0.rawValue) })
  }
}

extension SettingCodec where Value == ThemeColor? {
  /// A colour name, a palette number 0–255 or "#rrggbb"; unset keeps the theme's colour.
  static var themeColor: Self {
    Self(
      read: { value in
        if let number = value.int {
          return ThemeColor(number: number).map { .success($0) }
            ?? .problem("must be a palette number from 0 to 255 (found \(number))")
        }
        return SettingCodec<String>.string { _ in nil }.read(value).flatMap { text in
          ThemeColor(text).map { .success($0) }
            ?? .problem(
              "must be a colour name (\(ThemeColor.names.prefix(3).joined(separator: ", ")), …), a number from 0 to 255 or \"#rrggbb\" (found \(TOMLText.string(text)))"
            )
        }
      },
      write: { color in
        color.map { c in
          if case .palette = c.value, Int(c.text) != nil { return c.text }
          return TOMLText.string(c.text)
        }
      })
  }
}

extension Optional {
  /// The value, or `problem` naming the type that was found instead.
  fileprivate func ok(or problem: String, _ found: TOMLValueConvertible) -> Result<
    Wrapped, SettingProblem
  > {
    map { .success($0) } ?? .problem("\(problem) (found \(found.type))")
  }
}

extension Result where Failure == SettingProblem {
  static func problem(_ message: String) -> Self { .failure(SettingProblem(message: message)) }
}

/// The checks on text values: nil when fine, else what is wrong.
private enum Checks {
  static func nonEmptyLine(_ s: String) -> String? {
    if s.trimmingCharacters(in: .whitespaces).isEmpty { return "must not be empty" }
    if s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "must not contain control characters"
    }
    return nil
  }

  static func item(_ s: String) -> String? {
    if let problem = nonEmptyLine(s) { return problem }
    if s.count > Settings.maxItemLength {
      return "is longer than \(Settings.maxItemLength) characters"
    }
    return nil
  }

  static func filePath(_ s: String) -> String? {
    if s.isEmpty { return nil }
    if s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "must not contain control characters"
    }
    return s.hasPrefix("/") || s.hasPrefix("~/")
      ? nil : "must be an absolute path or start with ~/ (found \(TOMLText.string(s)))"
  }

  static func serverURL(_ s: String) -> String? {
    if s.isEmpty { return nil }
    do {
      _ = try ServerAddress.parse(s)
      return nil
    } catch {
      return "must be an http:// or https:// URL, or \"\" for the built-in server (\(error))"
    }
  }

  static func themeIdCharacters(_ s: String) -> String? {
    let allowed = s.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
    }
    return !s.isEmpty && allowed
      ? nil : "must be letters, digits, - or _ (found \(TOMLText.string(s)))"
  }
}

import Foundation
import ReviewStore
import Reviews

/// Pure checks of request input; each failure is the `InputRefusal` the client gets.
enum ReviewValidation {
  /// `start` (default 0, ≥ 0) and `count` (default 20, 1…100) from query values.
  static func page(start: String?, count: String?) throws(InputRefusal) -> (start: Int, count: Int)
  {
    let startValue =
      try start.map { text throws(InputRefusal) -> Int in
        guard let n = Int(text), n >= 0 else { throw .invalidStart }
        return n
      } ?? 0
    let countValue =
      try count.map { text throws(InputRefusal) -> Int in
        guard let n = Int(text), (1...ReviewAPI.maxPageSize).contains(n) else {
          throw .invalidCount
        }
        return n
      } ?? ReviewAPI.defaultPageSize
    return (startValue, countValue)
  }

  /// A `before=` value: empty for the newest page, else a token this server handed out.
  static func cursor(_ text: String) throws(InputRefusal) -> ReviewCursor? {
    guard !text.isEmpty else { return nil }
    guard let cursor = ReviewCursor(token: text) else { throw .invalidCursor }
    return cursor
  }

  /// A theme id: 1–64 ASCII letters, digits, '-' or '_' (absent in a query means the default).
  /// The search text of `q=`, trimmed; nil when absent or blank (then the list is unfiltered).
  static func searchQuery(_ text: String?) throws(InputRefusal) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else {
      return nil
    }
    guard trimmed.count <= ReviewAPI.maxSearchLength,
      trimmed.unicodeScalars.count <= ReviewAPI.maxSearchLength * 4,
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .invalidQuery }
    return trimmed
  }

  static func themeId(_ text: String?) throws(InputRefusal) -> String {
    guard let text else { return ReviewAPI.defaultThemeId }
    let allowed =
      (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
      }
    guard allowed else { throw .invalidTheme }
    return text
  }

  /// The header value, if any: 1–200 visible ASCII characters.
  static func idempotencyKey(_ text: String?) throws(InputRefusal) -> String? {
    guard let text else { return nil }
    guard (1...200).contains(text.utf8.count), text.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { throw .invalidIdempotencyKey }
    return text
  }

  /// The author key header, if any: 16–200 visible ASCII characters (dubeol sends 64 hex
  /// digits; shorter ones would be guessable).
  static func authorKey(_ text: String?) throws(InputRefusal) -> String? {
    guard let text else { return nil }
    guard (16...200).contains(text.utf8.count), text.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { throw .invalidAuthorKey }
    return text
  }

  /// A review id from the path: what the store could hold (1–64 visible ASCII); anything
  /// else is no review.
  static func reviewId(_ text: String?) -> String? {
    guard let text, (1...64).contains(text.utf8.count),
      text.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { return nil }
    return text
  }

  /// A request body as the wire type `T` (a post's or an edit's JSON object with a string
  /// `content`), else `invalid_json` (also when an object holds one key twice).
  static func json<T: Decodable>(_ type: T.Type, from bytes: Data) throws(InputRefusal) -> T {
    let value: T
    do {
      value = try WireJSON.decoder.decode(type, from: bytes)
    } catch {
      throw .invalidJSON
    }
    // The decoder keeps one of two equal keys; a proxy in front may keep the other one.
    guard !JSONDuplicateKeys.present(in: bytes) else { throw .invalidJSON }
    return value
  }

  /// Content and author of a post body: line breaks normalised to LF, trimmed, free of control
  /// characters (newline and tab allowed in content), within `TextLimit`; the author defaults to
  /// "익명". What this returns is exactly what is stored and acknowledged.
  static func post(_ body: PostReviewBody) throws(InputRefusal) -> (
    content: String, userName: String
  ) {
    let content = try content(body.content)
    guard let name = body.userName else { return (content, ReviewAPI.defaultUserName) }
    if let control = TextCleaning.firstControl(in: name, allowing: []) {
      throw .controlCharacter(control, field: "이름")
    }
    let userName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !userName.isEmpty, TextLimit.userName.admits(userName) else { throw .invalidUserName }
    return (content, userName)
  }

  /// Review content as posted or edited: line breaks normalised to LF, trimmed, free of control
  /// characters (newline and tab allowed), within `TextLimit`.
  static func content(_ text: String) throws(InputRefusal) -> String {
    let lines = TextCleaning.normalisingLineBreaks(text)
    if let control = TextCleaning.firstControl(in: lines, allowing: ["\n", "\t"]) {
      throw .controlCharacter(control, field: "리뷰")
    }
    let content = lines.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !content.isEmpty else { throw .emptyContent }
    if let excess = TextLimit.content.excess(of: content) { throw .contentTooLong(excess) }
    return content
  }
}

import Foundation
import Reviews

extension ReviewValidation {
  /// Runs one arbitrary input through every check of request input and returns the promises
  /// it broke (none, when validation is right). The bytes are a POST body, and the text of them,
  /// split at `&` and `=`, gives query values, a theme id and an Idempotency-Key. The fuzzer
  /// (Fuzz/ServerRequest) traps on a broken promise; the replay test expects none.
  static func brokenPromises(_ bytes: Data) -> [String] {
    var broken: [String] = []
    let text = String(decoding: bytes, as: UTF8.self)
    let values = text.split(separator: "&", omittingEmptySubsequences: false).map {
      String($0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
    }
    for value in values + [text] {
      if let page = try? page(start: value, count: value) {
        if page.start < 0 || !(1...ReviewAPI.maxPageSize).contains(page.count) {
          broken.append("page out of range for \(value.debugDescription)")
        }
      }
      if let theme = try? themeId(value), theme != value || theme.isEmpty || theme.utf8.count > 64 {
        broken.append("theme id changed or unbounded: \(value.debugDescription)")
      }
      if let key = try? idempotencyKey(value), key != value || key.utf8.count > 200 {
        broken.append("idempotency key changed or unbounded: \(value.debugDescription)")
      }
    }
    guard let body = try? json(PostReviewBody.self, from: bytes), let input = try? post(body) else {
      return broken
    }
    let allowedControls: Set<Unicode.Scalar> = ["\n", "\t"]
    if input.content.isEmpty || !TextLimit.content.admits(input.content) {
      broken.append("accepted content is empty or over the limits")
    }
    if TextCleaning.firstControl(in: input.content, allowing: allowedControls) != nil
      || input.content.unicodeScalars.contains("\r")
    {
      broken.append("accepted content holds a control character or CR")
    }
    if input.userName.isEmpty || !TextLimit.userName.admits(input.userName)
      || TextCleaning.firstControl(in: input.userName, allowing: []) != nil
    {
      broken.append("accepted name is empty, over the limits or holds a control character")
    }
    // What is stored is sent again by a client that retries: it must come out the same.
    let again = try? post(PostReviewBody(content: input.content, userName: input.userName))
    if again?.content != input.content || again?.userName != input.userName {
      broken.append("validating the accepted review again changes it")
    }
    return broken
  }
}

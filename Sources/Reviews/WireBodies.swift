import Foundation

/// `{"data":[Review…]}`: the answer to the review list; asked for by cursor (`before=` or
/// `after=`), also `"before"` and `"after"`: the cursors of the pages just older and just newer
/// (null when none is left), and `"total"`: how many reviews the theme holds.
public struct ReviewPage: Codable, Equatable, Sendable {
  public var data: [Review]
  public var before: String?
  public var after: String?
  public var total: Int?
  public init(data: [Review], before: String? = nil, after: String? = nil, total: Int? = nil) {
    self.data = data
    self.before = before
    self.after = after
    self.total = total
  }
}

/// `{"data":Review}`: the answer to a successful post.
public struct ReviewEnvelope: Codable, Equatable, Sendable {
  public var data: Review
  public init(data: Review) { self.data = data }
}

/// `{"content","userName"}`: the body of a post.
public struct PostReviewBody: Codable, Equatable, Sendable {
  public var content: String
  public var userName: String?
  public init(content: String, userName: String? = nil) {
    self.content = content
    self.userName = userName
  }
}

/// `{"error":{"code","message"}}`: every error the server answers with.
public struct APIErrorBody: Codable, Equatable, Sendable {
  /// The inner object: a stable machine code and a human sentence.
  public struct Detail: Codable, Equatable, Sendable {
    public var code: String
    public var message: String
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }
  public var error: Detail
  public init(code: String, message: String) { error = Detail(code: code, message: message) }
}

/// The JSON coders both sides use (stable key order; slashes and Hangul unescaped).
public enum WireJSON {
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
  public static var decoder: JSONDecoder { JSONDecoder() }
}

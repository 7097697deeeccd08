import Foundation
import Hummingbird
import Logging
import NIOCore

/// A stand-in for the 2022 Node review server the iOS apps used, as their model and networking
/// code saw it: list items carry extra fields in the Mongo document order (`parentReview`,
/// `childReviews`, `likes`, `isBuy`, `isTop`, `hide`, `__v`), `theme` is an ObjectId string,
/// `profileImage` a URL; a POST is answered `200` with the content as text and no review, and
/// there are no idempotency keys.
public final class OriginalServerFake: @unchecked Sendable {
  /// One stored review, as the fake keeps it.
  public struct Stored: Sendable, Equatable {
    public var id: String
    public var themeId: String
    public var content: String
    public var userName: String
    public var createdAt: String
  }

  private let lock = NSLock()
  private var stored: [Stored]
  private var postBodies: [String] = []
  private var listRequests = 0
  /// The most reviews a page holds whatever `count` asks (nil: as many as asked).
  private let pageLimit: Int?

  /// Starts with two reviews in theme `PLKEY0-L-81`; `pageLimit` caps every page.
  public init(pageLimit: Int? = nil) {
    self.pageLimit = pageLimit
    stored = [
      Stored(
        id: "62d93f36b7b1f2a9d1c0ffee", themeId: "PLKEY0-L-81",
        content: "Rating: ⭐⭐⭐⭐⭐\nReview: 배송이 빨라요", userName: "운영팀",
        createdAt: "2022-07-21T11:53:58.652Z"),
      Stored(
        id: "62d93f36b7b1f2a9d1c0ffe0", themeId: "PLKEY0-L-81", content: "두벌식 최고",
        userName: "민지", createdAt: "2022-07-20T09:00:00.000Z"),
    ]
  }

  /// Stores a review as the newest, as if someone had posted it.
  public func store(_ content: String, userName: String, themeId: String) {
    lock.withLock {
      stored.insert(
        Stored(
          id: String(format: "62d93f36b7b1f2a9d1c2%04x", stored.count), themeId: themeId,
          content: content, userName: userName, createdAt: WireTime.now()),
        at: 0)
    }
  }

  /// Stores `count` reviews older than every one stored (a large board at once), numbered
  /// from the newest: "오래된 리뷰 1" is just below the existing ones.
  public func storeOlder(_ count: Int, themeId: String) {
    lock.withLock {
      let base = stored.count
      stored += (0..<count).map { $0 + 1 }.map { i in
        Stored(
          id: String(format: "62d93f36b7b1f2a9%08x", base + i), themeId: themeId,
          content: "오래된 리뷰 \(i)", userName: "작성자",
          createdAt: "2021-01-01T00:00:00.000Z")
      }
    }
  }

  /// How many list pages were asked for.
  public var pagesServed: Int { lock.withLock { listRequests } }

  /// Every review stored so far, newest first.
  public var reviews: [Stored] { lock.withLock { stored } }
  /// The raw bodies of every POST received.
  public var bodies: [String] { lock.withLock { postBodies } }

  /// Runs the fake on a free loopback port for the duration of `body`.
  public func serve<T: Sendable>(_ body: (URL) async throws -> T) async throws -> T {
    let router = Router()
    router.get("/theme/review") { [self] request, _ in
      let query = request.uri.queryParameters
      let theme = query["themeId"].map(String.init) ?? ""
      let start = query["start"].flatMap { Int(String($0)) } ?? 0
      let asked = query["count"].flatMap { Int(String($0)) } ?? 20
      let count = min(asked, pageLimit ?? asked)
      lock.withLock { listRequests += 1 }
      let page = reviews.filter { $0.themeId == theme }.dropFirst(start).prefix(count)
      let items = page.map(Self.json).joined(separator: ",")
      return Self.response(.ok, "application/json; charset=utf-8", #"{"data":[\#(items)]}"#)
    }
    router.post("/tmp/theme/:themeId/review") { [self] request, context in
      var request = request
      let bytes = try await request.collectBody(upTo: 1 << 20)
      let text = String(buffer: bytes)
      let theme = context.parameters.get("themeId") ?? ""
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        let content = object["content"] as? String
      else {
        return Self.response(.badRequest, "text/html; charset=utf-8", "Bad Request")
      }
      let userName = object["userName"] as? String ?? "익명"
      lock.withLock {
        postBodies.append(text)
        stored.insert(
          Stored(
            id: String(format: "62d93f36b7b1f2a9d1c1%04x", stored.count), themeId: theme,
            content: content, userName: userName, createdAt: WireTime.now()),
          at: 0)
      }
      // Express's res.send(content): the text itself, whatever the client accepts.
      return Self.response(.ok, "text/html; charset=utf-8", content)
    }
    return try await LoopbackServer.run(router, body)
  }

  private static func response(_ status: HTTPResponse.Status, _ type: String, _ text: String)
    -> Response
  {
    Response(
      status: status, headers: [.contentType: type],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// A review in the original's shape: Mongo field order, extra fields, ObjectId theme.
  static func json(_ review: Stored) -> String {
    func quoted(_ s: String) -> String {
      let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
      let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
      return String(array.dropFirst().dropLast())
    }
    return """
      {"parentReview":null,"childReviews":[],"likes":[],"isBuy":false,"isTop":false,\
      "hide":false,"_id":\(quoted(review.id)),"user":{"profileImage":\
      "https://kr.object.ncloudstorage.com/profile/\(review.id).png","isAdmin":\
      \(review.userName == "운영팀"),"_id":"62c7a1b2c3d4e5f6a7b8c9d0","userName":\
      \(quoted(review.userName))},"theme":"62b5c7d8e9f0a1b2c3d4e5f6","content":\
      \(quoted(review.content)),"createdAt":\(quoted(review.createdAt)),"updatedAt":\
      \(quoted(review.createdAt)),"__v":0}
      """
  }
}

/// The original's timestamps: UTC with milliseconds.
enum WireTime {
  static func now() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
    return formatter.string(from: Date())
  }
}

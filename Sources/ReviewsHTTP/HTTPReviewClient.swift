import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import Reviews
import TaskTimeout

/// `ReviewClient` over HTTP (AsyncHTTPClient): time limits, a response size cap, typed errors.
public struct HTTPReviewClient: ReviewClient {
  /// How long a request may take.
  public struct Timeouts: Equatable, Sendable {
    /// Establishing the connection.
    public var connect: Duration
    /// The whole request, from sending to the last byte of the answer.
    public var request: Duration
    public init(connect: Duration, request: Duration) {
      self.connect = connect
      self.request = request
    }
    /// Connect 5 s, whole request 10 s.
    public static let standard = Timeouts(connect: .seconds(5), request: .seconds(10))
  }

  /// The server, e.g. `http://127.0.0.1:8080` (a base path is kept), or where it will be once
  /// it has started: the UI's embedded server starts beside the first frame, and requests wait
  /// for it.
  private let base: @Sendable () async throws -> URL
  public let timeouts: Timeouts
  /// Answers larger than this are refused (`ReviewClientError.responseTooLarge`).
  public let maxResponseBytes: Int
  /// The server's capabilities once known, and the cursors for the next pages (used once the
  /// capabilities said the server has them).
  private let memory = ServerMemory()

  public init(baseURL: URL) {
    self.init(baseURL: baseURL, timeouts: .standard)
  }

  public init(
    baseURL: URL, timeouts: Timeouts, maxResponseBytes: Int = ReviewAPI.maxResponseBodyBytes
  ) {
    self.init(
      starting: { baseURL }, timeouts: timeouts, maxResponseBytes: maxResponseBytes)
  }

  /// A client of a server that may still be starting: each request first waits for `base`,
  /// and fails with what `base` threw.
  public init(
    starting base: @escaping @Sendable () async throws -> URL, timeouts: Timeouts = .standard,
    maxResponseBytes: Int = ReviewAPI.maxResponseBodyBytes
  ) {
    self.base = base
    self.timeouts = timeouts
    self.maxResponseBytes = maxResponseBytes
  }

  /// A page by offset; on a server with cursor paging, the page after the last one loaded is
  /// asked for by its cursor (as cheap at any depth as the first, and no review shows twice
  /// when new ones arrive in between).
  public func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] {
    guard let cursor = memory.cursor(themeId: themeId, start: start) else {
      let endpoint = ReviewAPI.list(themeId: themeId, start: start, count: count)
      return try await send(endpoint, expecting: ReviewPage.self).data
    }
    let endpoint = ReviewAPI.list(themeId: themeId, before: cursor, count: count)
    let page = try await send(endpoint, expecting: ReviewPage.self)
    memory.record(themeId: themeId, start: start, count: page.data.count, next: page.before)
    return page.data
  }

  /// A page by cursor; only for a server whose capabilities say `cursorPaging` (and
  /// `oldestPage` for `oldest` and `newer`). Pages towards newer reviews come oldest first.
  public func page(themeId: String, _ request: PageRequest, count: Int) async throws
    -> CursorPage
  {
    let endpoint = ReviewAPI.list(themeId: themeId, request, count: count)
    let page = try await send(endpoint, expecting: ReviewPage.self)
    let towardsNewer = endpoint.query.contains { $0.name == "after" }
    return CursorPage(
      reviews: towardsNewer ? page.data.reversed() : page.data, older: page.before,
      newer: page.after, total: page.total)
  }

  /// Sends `q=`; only for a server known to search (one without search answers every review).
  public func reviews(themeId: String, start: Int, count: Int, query: String) async throws
    -> [Review]
  {
    let endpoint = ReviewAPI.search(themeId: themeId, start: start, count: count, query: query)
    return try await send(endpoint, expecting: ReviewPage.self).data
  }

  public func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
    async throws -> PostReceipt
  {
    try await post(
      content: content, userName: userName, themeId: themeId, idempotencyKey: idempotencyKey,
      authorKey: nil)
  }

  /// Sends `authorKey` in `X-Author-Key`; only for a server whose capabilities say `authorKeys`.
  public func post(
    content: String, userName: String?, themeId: String, idempotencyKey: String?,
    authorKey: String?
  ) async throws -> PostReceipt {
    let endpoint = ReviewAPI.post(
      content: content, userName: userName, themeId: themeId, idempotencyKey: idempotencyKey,
      authorKey: authorKey)
    let body = try await successBody(endpoint)
    // A 2xx means stored: a reply that is not a review (the original's text) is no error, and
    // treating it as one would make the user post the same review again.
    if let envelope = try? WireJSON.decoder.decode(ReviewEnvelope.self, from: body) {
      return .review(envelope.data)
    }
    return .stored(reply: String(decoding: body.prefix(Self.maxReplyBytes), as: UTF8.self))
  }

  /// How much of a non-review reply is kept (it is only shown or logged).
  static let maxReplyBytes = 4096

  /// What the server offers beyond the original API; the original's 404 means nothing. Asked
  /// once and remembered (a failure is asked again next time).
  public func capabilities() async throws -> ServerCapabilities {
    if let known = memory.capabilities { return known }
    let answer = try await exchange(Endpoint(method: .get, path: ReviewAPI.capabilitiesPath))
    let capabilities: ServerCapabilities
    if answer.status == 404 {
      capabilities = .original
    } else if (200..<300).contains(answer.status) {
      capabilities =
        (try? WireJSON.decoder.decode(ServerCapabilities.self, from: answer.body)) ?? .original
    } else {
      throw ResponseDecoding.serverError(
        status: answer.status, body: answer.body, retryAfter: answer.retryAfter)
    }
    memory.capabilities = capabilities
    return capabilities
  }

  /// Sends `endpoint` and decodes a 2xx answer as `Body`; everything else is a `ReviewClientError`.
  func send<Body: Decodable>(_ endpoint: Endpoint, expecting: Body.Type) async throws -> Body {
    try ResponseDecoding.decode(Body.self, from: try await successBody(endpoint))
  }

  /// The body of a 2xx answer to `endpoint`; any other status is a `ReviewClientError`.
  func successBody(_ endpoint: Endpoint) async throws -> Data {
    let answer = try await exchange(endpoint)
    guard (200..<300).contains(answer.status) else {
      throw ResponseDecoding.serverError(
        status: answer.status, body: answer.body, retryAfter: answer.retryAfter)
    }
    return answer.body
  }

  /// One request and its complete answer, within the time and size limits.
  func exchange(_ endpoint: Endpoint) async throws -> (
    status: Int, body: Data, retryAfter: String?
  ) {
    let baseURL = try await base()
    guard let url = endpoint.url(relativeTo: baseURL) else {
      throw ReviewClientError.offline("invalid server address: \(baseURL)")
    }
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = NIOHTTP1.HTTPMethod(rawValue: endpoint.method.rawValue)
    request.headers.add(name: "Accept", value: "application/json")
    for header in endpoint.headers { request.headers.add(name: header.name, value: header.value) }
    if let body = endpoint.body { request.body = .bytes(ByteBuffer(bytes: body)) }

    let prepared = request
    let client = SharedHTTPClients.client(connectTimeout: timeouts.connect)
    let limit = maxResponseBytes
    let deadline = timeouts.request
    do {
      return try await withTimeout(deadline, throwing: { ReviewClientError.timeout }) {
        let response = try await client.execute(prepared, timeout: TimeAmount(deadline))
        if let length = response.headers.first(name: "content-length").flatMap(Int.init),
          length > limit
        {
          throw ReviewClientError.responseTooLarge
        }
        let bytes = try await response.body.collect(upTo: limit)
        return (
          Int(response.status.code), Data(bytes.readableBytesView),
          response.headers.first(name: "retry-after")
        )
      }
    } catch {
      throw ClientErrorMapping.map(error)
    }
  }

}

extension TimeAmount {
  init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

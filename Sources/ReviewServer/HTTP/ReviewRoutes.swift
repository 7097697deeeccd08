import Foundation
import HTTPTypes
import Hummingbird
import ReviewStore
import Reviews

/// The handlers of the review API over a store.
struct ReviewRoutes: Sendable {
  let store: any ReviewStore
  let clock: ReviewClock
  let linkBase: LinkBase
  let reservedNames: ReservedNames
  /// Names are bound to the first author key posting under them (`NameClaims`).
  var nameClaims = false
  let pages = ListPageCache()

  /// `GET /theme/review?themeId=&start=&count=`, or `before=` (newest first) or `after=` (oldest
  /// first) instead of `start=` for a page by cursor; the reply then says where the pages beside
  /// it start and how many reviews the theme holds. Pages (not searches) come from `pages` while
  /// the store has not changed, unless `keeping` is false (`/bench/store`: the store's cost).
  func list(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    try await list(request, keeping: true)
  }

  func list(_ request: Request, keeping: Bool) async throws -> Response {
    let query = request.uri.queryParameters
    let themeId = try ReviewValidation.themeId(query["themeId"].map(String.init))
    let page = try ReviewValidation.page(
      start: query["start"].map(String.init), count: query["count"].map(String.init))
    let links = linkBase.links
    if let search = try ReviewValidation.searchQuery(query["q"].map(String.init)) {
      let reviews = try await store.reviews(
        themeId: themeId, matching: search, start: page.start, count: page.count)
      return JSONResponse.make(
        status: .ok, json: WireJSON.page(reviews.map(links.filling)), headers: Self.listCaching)
    }
    let asked = try Self.cursor(query)
    let key = ListPageCache.Key(
      themeId: themeId, start: page.start, count: page.count,
      cursor: (query["before"] ?? query["after"]).map(String.init),
      towardsNewer: asked?.towardsNewer ?? false)
    let read = {
      ByteBuffer(bytes: try await self.page(themeId: themeId, page: page, asked: asked))
    }
    let body = keeping ? try await pages.page(key, store: store, read: read) : try await read()
    return JSONResponse.make(status: .ok, body: body, headers: Self.listCaching)
  }

  /// A page's JSON as read from the store: by cursor with the pages beside it and the theme's
  /// count, or by offset.
  private func page(
    themeId: String, page: (start: Int, count: Int),
    asked: (cursor: ReviewCursor?, towardsNewer: Bool)?
  ) async throws -> [UInt8] {
    let links = linkBase.links
    guard let asked else {
      let reviews = try await store.reviews(themeId: themeId, start: page.start, count: page.count)
      return WireJSON.page(reviews.map(links.filling))
    }
    let slice =
      asked.towardsNewer
      ? try await store.reviews(themeId: themeId, after: asked.cursor, count: page.count)
      : try await store.reviews(themeId: themeId, before: asked.cursor, count: page.count)
    let total = try await store.count(themeId: themeId)
    return WireJSON.page(
      slice.reviews.map(links.filling), before: slice.next?.token, after: slice.newer?.token,
      total: total)
  }

  /// The cursor of a page asked for by `before=` (towards older reviews) or `after=` (towards
  /// newer ones, empty: from the oldest); nil for a page by offset.
  static func cursor(_ query: Parameters) throws -> (cursor: ReviewCursor?, towardsNewer: Bool)? {
    if let before = query["before"] { return (try ReviewValidation.cursor(String(before)), false) }
    if let after = query["after"] { return (try ReviewValidation.cursor(String(after)), true) }
    return nil
  }
  /// A list changes with every post: any cache, shared or not, asks again before reusing it.
  static let listCaching: HTTPFields = [.cacheControl: "no-cache"]

  /// `POST /tmp/theme/{themeId}/review` with `{"content","userName"}`: 200 (as the original
  /// server answered), `{"data":Review}` to a client that accepts JSON, else the content as text.
  func post(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    let themeId = try ReviewValidation.themeId(context.parameters.get("themeId") ?? "")
    let key = try ReviewValidation.idempotencyKey(request.headers[Self.idempotencyKeyField])
    let authorKey = try ReviewValidation.authorKey(request.headers[Self.authorKeyField])
    let input = try await ReviewValidation.post(
      request.decode(as: PostReviewBody.self, context: context))
    // Administrators post through the seed, never through this route.
    guard !reservedNames.reserves(input.userName) else { throw InputRefusal.nameReserved }
    let added = try await store.add(
      NewReview(
        themeId: themeId, content: input.content, userName: input.userName,
        createdAt: WireDate.truncated(clock.now()), authorKeyHash: authorKey.map(AuthorKeyHash.of),
        nameKey: nameClaims ? ReservedNames.claimable(input.userName) : nil),
      idempotencyKey: key)
    var headers: HTTPFields = [:]
    if !added.created { headers[Self.replayedField] = "true" }
    return try reply(with: added.review, to: request, context: context, headers: headers)
  }

  /// The answer to a post or an edit: `{"data":Review}` to a client that accepts JSON, else
  /// the content as text (as the original server answered a post).
  func reply(
    with stored: Review, to request: Request, context: ReviewRequestContext,
    headers: HTTPFields = [:]
  ) throws -> Response {
    guard AcceptHeader.wantsJSON(request.headers[.accept]) else {
      var headers = headers
      headers[.contentType] = "text/plain; charset=utf-8"
      return Response(
        status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: stored.content)))
    }
    let review = linkBase.links.filling(stored)
    return try context.responseEncoder.encode(
      ReviewEnvelope(data: review), status: .ok, headers: headers)
  }

  /// `GET /capabilities`: the extensions of the original API this server has, so a client
  /// offers only what works (the original server answers 404 here).
  func capabilities(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    try context.responseEncoder.encode(
      ServerCapabilities.dubeolServe, from: request, context: context)
  }

  /// `GET /healthz`
  func health(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    try context.responseEncoder.encode(["status": "ok"], from: request, context: context)
  }

  static let idempotencyKeyField = HTTPField.Name(ReviewAPI.idempotencyKeyHeader)!
  static let authorKeyField = HTTPField.Name(ReviewAPI.authorKeyHeader)!
  static let replayedField = HTTPField.Name("Idempotent-Replayed")!
}

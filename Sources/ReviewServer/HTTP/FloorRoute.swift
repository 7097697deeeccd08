import Hummingbird
import Reviews
import Synchronization

/// `GET /bench/floor?…`: the list route's reply bytes for the same query, taken once and then
/// served from memory (one buffer shared by the replies, as the list's kept pages are).
/// `make bench` compares the list route with it, which gives the cost of the list over what the
/// framework needs to answer the same bytes. Registered only with `--benchmark-routes`.
final class FloorRoute: Sendable {
  static let path: RouterPath = "/bench/floor"
  /// The list route without its kept pages (registered beside this one).
  static let storePath: RouterPath = "/bench/store"
  private let routes: ReviewRoutes
  private let cache = Mutex<[String: ByteBuffer]>([:])

  init(routes: ReviewRoutes) { self.routes = routes }

  func serve(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    let query = request.uri.query ?? ""
    if let bytes = cache.withLock({ $0[query] }) {
      return JSONResponse.make(status: .ok, body: bytes)
    }
    let response = try await routes.list(request, context: context)
    let collected = Collected()
    try await response.body.write(BodyCollector(into: collected))
    let bytes = ByteBuffer(bytes: collected.bytes.withLock { $0 })
    cache.withLock { $0[query] = bytes }
    return JSONResponse.make(status: .ok, body: bytes)
  }
}

/// The bytes of a response body, gathered by `BodyCollector` (the body consumes its writer).
private final class Collected: Sendable {
  let bytes = Mutex<[UInt8]>([])
}

/// Writes a response body into `Collected`.
private struct BodyCollector: ResponseBodyWriter {
  let into: Collected
  mutating func write(_ buffer: ByteBuffer) async throws {
    into.bytes.withLock { $0.append(contentsOf: buffer.readableBytesView) }
  }
  consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

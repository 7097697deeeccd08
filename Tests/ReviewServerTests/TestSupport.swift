import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import ReviewStore
import Reviews
import TestSupport

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// Runs `body` against the app over an empty store in a temporary database.
func withApp<T: Sendable>(
  clock: ReviewClock = .fixed(testNow),
  _ body: @Sendable (any TestClientProtocol, SQLiteReviewStore) async throws -> T
) async throws -> T {
  let directory = try TemporaryDirectory("dubeol-server-tests")
  defer { directory.remove() }
  let store = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
  defer { try? store.closeDatabase() }
  let app = ReviewServerApp.application(
    store: store, host: "127.0.0.1", port: 0, logger: quietLogger, clock: clock)
  return try await app.test(.router) { client in try await body(client, store) }
}

extension TestClientProtocol {
  /// POSTs `json` to a theme as dubeol's client does (JSON content type, JSON replies) unless
  /// `headers` say otherwise.
  func post(
    theme: String = "1", json: String,
    headers: HTTPFields = [.contentType: "application/json", .accept: "application/json"]
  ) async throws -> TestResponse {
    try await execute(
      uri: "/tmp/theme/\(theme)/review", method: .post, headers: headers,
      body: ByteBuffer(string: json))
  }
}

extension TestResponse {
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try WireJSON.decoder.decode(T.self, from: Data(buffer: body))
  }
  var errorBody: APIErrorBody.Detail? { try? decode(APIErrorBody.self).error }
  var jsonObject: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any]
  }
}

/// A JSON string literal for `text` (quotes and escapes included).
func jsonString(_ text: String) -> String {
  String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

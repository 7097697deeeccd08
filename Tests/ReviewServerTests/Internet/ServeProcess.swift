import Foundation
import TestSupport
import Testing

/// The stores `dubeol serve` runs on in these tests.
enum TestStore: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case sqlite, postgres
  var testDescription: String { rawValue }
}

/// Runs `body` against the built `dubeol serve` with `arguments` on a new database of `store`
/// (PostgreSQL: a database of the test process's own server), listening on a free port.
func withServe<T: Sendable>(
  _ store: TestStore, _ arguments: [String], _ body: (Int) async throws -> T
) async throws -> T {
  let directory = try TemporaryDirectory("dubeol-serve-limits")
  defer { directory.remove() }
  let database: String
  switch store {
  case .sqlite: database = directory.file("reviews.sqlite").path
  case .postgres:
    let postgres = try await PostgresTestServer.shared()
    let address = try await postgres.createDatabase()
    database =
      "postgres://postgres@/\(address.database)?host=\(postgres.socketDirectory)&port=\(postgres.port)"
  }
  let process = try startServe(
    ["--port", "0", "--database", database] + arguments, log: directory.file("serve.log"))
  defer { _ = process.stop() }
  return try await body(try await process.listeningPort())
}

/// A JSON post of `content` as dubeol's client sends it, with extra header lines.
func jsonPost(
  theme: String = "6", content: String = "좋아요", userName: String? = nil,
  headers: [String] = []
) -> String {
  let name = userName.map { #","userName":\#(jsonString($0))"# } ?? ""
  return rawRequest(
    "POST", "/tmp/theme/\(theme)/review",
    headers: ["Content-Type: application/json", "Accept: application/json"] + headers,
    body: #"{"content":\#(jsonString(content))\#(name)}"#)
}

extension RawResponse {
  /// The `error.code` of a JSON error reply.
  var errorCode: String? {
    let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    return (object?["error"] as? [String: Any])?["code"] as? String
  }
}

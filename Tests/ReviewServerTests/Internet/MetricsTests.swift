import Foundation
import TestSupport
import Testing

@testable import ReviewServer

@Suite("GET /metrics in the Prometheus text format")
struct MetricsTests {
  /// The value of the series whose line starts with `prefix` (name and labels as written).
  static func value(_ text: String, _ prefix: String) -> Double? {
    text.split(separator: "\n").first { $0.hasPrefix(prefix) }
      .flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
  }

  @Test("requests by route and status, latency buckets, refusals by limit, open connections")
  func counts() async throws {
    try await withServe(.sqlite, ["--post-limit", "6"]) { port in
      for _ in 0..<3 {
        _ = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=6"))
      }
      _ = try await rawExchange(port: port, rawRequest("GET", "/nowhere"))
      #expect(try await rawExchange(port: port, jsonPost()).status == 200)
      #expect(try await rawExchange(port: port, jsonPost()).status == 429)
      let response = try await rawExchange(port: port, rawRequest("GET", "/metrics"))
      #expect(response.status == 200)
      #expect(response.header("content-type")?.hasPrefix("text/plain; version=0.0.4") == true)
      let text = response.text
      let list = #"dubeol_http_requests_total{route="/theme/review",method="GET",status="200"}"#
      #expect(Self.value(text, list) == 3, "\(text)")
      #expect(
        Self.value(text, #"dubeol_http_requests_total{route="NotFound",method="GET",status="404"}"#)
          == 1)
      #expect(
        Self.value(
          text,
          #"dubeol_http_requests_total{route="/tmp/theme/{themeId}/review",method="POST",status="429"}"#
        ) == 1)
      #expect(Self.value(text, #"dubeol_limit_refusals_total{limit="writes"}"#) == 1)
      #expect(
        text.contains(
          #"dubeol_http_request_duration_seconds_bucket{route="/theme/review",method="GET",le="0.005"}"#
        ))
      #expect(
        Self.value(
          text, #"dubeol_http_request_duration_seconds_count{route="/theme/review",method="GET"}"#)
          == 3)
      // The connection asking is open while it asks.
      #expect((Self.value(text, "dubeol_open_connections") ?? 0) >= 1)
    }
  }

  @Test("store errors are counted (PostgreSQL stopped under the server)")
  func storeErrors() async throws {
    let postgres = try await PostgresTestServer.started()
    defer { postgres.remove() }
    let address = try await postgres.createDatabase()
    let url =
      "postgres://postgres@/\(address.database)?host=\(postgres.socketDirectory)&port=\(postgres.port)"
    let directory = try TemporaryDirectory("dubeol-metrics")
    defer { directory.remove() }
    let process = try startServe(
      ["--port", "0", "--database", url, "--post-limit", "0"], log: directory.file("serve.log"))
    defer { _ = process.stop() }
    let port = try await process.listeningPort()
    try await onThread { try postgres.stop() }
    let failed = try await rawExchange(port: port, jsonPost())
    #expect(failed.status == 503)
    let text = try await rawExchange(port: port, rawRequest("GET", "/metrics")).text
    #expect(
      Self.value(text, #"dubeol_store_errors_total{kind="storage_unavailable"}"#) == 1, "\(text)")
  }

  @Test("--no-metrics turns the route off")
  func off() async throws {
    try await withServe(.sqlite, ["--no-metrics"]) { port in
      let response = try await rawExchange(port: port, rawRequest("GET", "/metrics"))
      #expect(response.status == 404)
      #expect(response.errorCode == "not_found")
    }
  }
}

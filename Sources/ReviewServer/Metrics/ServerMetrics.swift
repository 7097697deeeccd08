import CoreMetrics
import Prometheus

/// What `GET /metrics` reports, through swift-metrics into a Prometheus registry of this server's
/// own (not the process-wide one, so that several servers in one process keep apart): requests by
/// route, method and status, their latency, store errors, refusals by limit, open connections.
public final class ServerMetrics: Sendable {
  private let registry = PrometheusCollectorRegistry()
  private let factory: PrometheusMetricsFactory
  /// Where others (the ssh server) make their metrics, to be served beside these.
  public var sharedFactory: any MetricsFactory { factory }
  private let connections: Meter

  public init() {
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = Self.latencyBuckets
    self.factory = factory
    connections = Meter(label: "dubeol_open_connections", factory: factory)
  }

  /// From 1 ms to 10 s, for a server whose first page takes about a millisecond.
  static let latencyBuckets: [Duration] = [
    .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
    .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
    .seconds(2.5), .seconds(5), .seconds(10),
  ]

  /// One answered request: `route` is the router's path pattern (never the raw path, so that
  /// the number of series stays bounded).
  func request(route: String, method: String, status: Int, duration: Duration) {
    let labels = [("route", route), ("method", method), ("status", "\(status)")]
    Counter(label: "dubeol_http_requests_total", dimensions: labels, factory: factory).increment()
    CoreMetrics.Timer(
      label: "dubeol_http_request_duration_seconds",
      dimensions: [("route", route), ("method", method)], factory: factory
    ).recordNanoseconds(duration.nanoseconds)
  }

  /// The store refused or failed (`kind`: unavailable, full …).
  func storeError(_ kind: String) {
    Counter(label: "dubeol_store_errors_total", dimensions: [("kind", kind)], factory: factory)
      .increment()
  }

  /// A request or connection refused by a per-client limit.
  func refused(_ limit: LimitKind) {
    Counter(
      label: "dubeol_limit_refusals_total", dimensions: [("limit", limit.rawValue)],
      factory: factory
    ).increment()
  }

  func connectionOpened() { connections.increment() }
  func connectionClosed() { connections.decrement() }

  /// The Prometheus text exposition of everything above.
  func exposition() -> [UInt8] { registry.emitToBuffer() }
}

extension Duration {
  /// The whole nanoseconds of this duration (saturating).
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : product + attoseconds / 1_000_000_000
  }

  /// This duration in seconds, as a floating-point number.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

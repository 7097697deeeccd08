import Hummingbird

/// Counts every request by route, method and status, and times it (outermost, so that it sees
/// the status of the JSON error a failure became).
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: ServerMetrics

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let response = try await next(request, context)
    metrics.request(
      route: context.endpointPath ?? "NotFound", method: request.method.rawValue,
      status: response.status.code, duration: start.duration(to: .now))
    return response
  }
}

/// `GET /metrics`: the Prometheus text format.
struct MetricsRoute: Sendable {
  static let path: RouterPath = "/metrics"
  let metrics: ServerMetrics

  @Sendable func serve(_ request: Request, context: some RequestContext) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store",
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
  }
}

import Foundation
import Hummingbird
import TestSupport

/// Runs a Hummingbird router on a free loopback port for the duration of a test's body: the
/// fakes of the client tests (misbehaving servers, the original 2022 server) all start here.
public enum LoopbackServer {
  /// The server did not report a port.
  public struct DidNotStart: Error {}

  @discardableResult
  public static func run<T: Sendable>(
    _ router: Router<BasicRequestContext>, _ body: (URL) async throws -> T
  ) async throws -> T {
    let (ports, sink) = AsyncStream<Int>.makeStream()
    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in
        sink.yield(channel.localAddress?.port ?? 0)
        sink.finish()
      },
      logger: quietLogger)
    let task = Task { try await app.run() }
    defer { task.cancel() }
    guard let port = await ports.first(where: { _ in true }), port > 0 else {
      throw DidNotStart()
    }
    let result = try await body(URL(string: "http://127.0.0.1:\(port)")!)
    task.cancel()
    _ = await task.result
    return result
  }
}

import Foundation
import Hummingbird
import Logging
import ReviewStore
import Reviews
import ServiceLifecycle

/// The review server running in-process on 127.0.0.1 on a free port, for the app and the CLI.
public struct EmbeddedServer: Sendable {
  /// Where to send requests, e.g. `http://127.0.0.1:41234`.
  public let baseURL: URL
  private let group: ServiceGroup
  private let task: Task<Void, any Error>
  private let store: any ReviewStore

  /// Serves `store` (which it closes when it stops, or when it cannot start) and returns once
  /// the server accepts connections (port 0 = a free port).
  public static func start(
    store: any ReviewStore, host: String, port: Int, logger: Logger,
    clock: ReviewClock = .system, options: ReviewServerOptions = .init()
  ) async throws -> EmbeddedServer {
    let (ports, portSink) = AsyncThrowingStream<Int, any Error>.makeStream()
    let app = ReviewServerApp.application(
      store: store, host: host, port: port, logger: logger, clock: clock, options: options,
      onRunning: { port in
        portSink.yield(port)
        portSink.finish()
      })
    let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
    let task = Task {
      do {
        try await group.run()
        portSink.finish()
      } catch {
        portSink.finish(throwing: error)
        throw error
      }
    }
    let boundPort: Int?
    do {
      boundPort = try await ports.first { _ in true }
    } catch {
      await store.close()
      throw ReviewServerApp.listenError(error, host: host, port: port)
    }
    guard let boundPort else {
      await group.triggerGracefulShutdown()
      await store.close()
      throw ReviewServerError.cannotListen(
        host: host, port: port, reason: "the server stopped at once")
    }
    return EmbeddedServer(
      baseURL: URL(string: "http://\(host):\(boundPort)")!, group: group, task: task, store: store)
  }

  /// Stops accepting requests, waits for the server to wind down and closes the database.
  public func stop() async {
    // Graceful: requests in flight are answered, idle connections closed, nothing logged as failed.
    await group.triggerGracefulShutdown()
    _ = await task.result
    await store.close()
  }
}

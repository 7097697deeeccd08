import Foundation
import Hummingbird
import Logging
import ReviewStore
import Reviews

/// `dubeol serve`: the server alone, in the foreground, until SIGINT or SIGTERM.
public enum ReviewServerRunner {
  /// Serves `store` until a signal asks it to stop, then closes it; throws `ReviewServerError`
  /// for a busy port. `location` names the store in the log (no password). `onRunning` gets
  /// the port it listens on.
  public static func serve(
    host: String, port: Int, store: any ReviewStore, location: String, logger: Logger,
    options: ReviewServerOptions = .init(),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    let reviewCount = try? await store.count()
    let app = ReviewServerApp.application(
      store: store, host: host, port: port, logger: logger, options: options,
      onRunning: { bound in
        logger.info(
          "dubeol review server listening on http://\(host):\(bound)",
          metadata: [
            "database": "\(location)", "reviews": "\(reviewCount.map(String.init) ?? "?")",
          ])
        await onRunning(bound)
      })
    do {
      try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    } catch {
      await store.close()
      throw ReviewServerApp.listenError(error, host: host, port: port)
    }
    await store.close()
    logger.info("dubeol review server stopped")
  }
}

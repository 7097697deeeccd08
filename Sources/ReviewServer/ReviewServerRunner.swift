import Foundation
import Hummingbird
import Logging
import Reviews

/// `dubeol serve`: the server alone, in the foreground, until SIGINT or SIGTERM.
public enum ReviewServerRunner {
  /// Runs until a signal asks it to stop; throws `ReviewServerError` for a busy port or a bad database.
  public static func serve(
    host: String, port: Int, database: URL, logger: Logger, options: ReviewServerOptions = .init()
  ) async throws {
    let store = try await ReviewServerApp.openStore(database: database, logger: logger)
    defer { try? store.close() }
    let reviewCount = try await store.count()
    let app = ReviewServerApp.application(
      store: store, host: host, port: port, logger: logger, options: options,
      onRunning: { bound in
        logger.info(
          "dubeol review server listening on http://\(host):\(bound)",
          metadata: ["database": "\(database.path)", "reviews": "\(reviewCount)"])
      })
    do {
      try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    } catch {
      throw ReviewServerApp.listenError(error, host: host, port: port)
    }
    logger.info("dubeol review server stopped")
  }
}

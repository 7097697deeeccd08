import Foundation
import Logging
import ReviewServer
import ReviewStore
import ReviewStorePostgres
import ReviewStoreSQLite
import Reviews

/// Opens the store a `DatabaseLocation` names, migrated and seeded when empty.
public enum ReviewStores {
  /// The store at `location`; throws `ReviewStoreOpenError.databaseUnavailable` with the reason.
  /// `seed: false` leaves an empty store empty (an import brings its own reviews).
  public static func open(
    _ location: DatabaseLocation, logger: Logger, clock: ReviewClock = .system, seed: Bool = true
  ) async throws -> any ReviewStore {
    let store: any ReviewStore =
      switch location {
      case .sqlite(let path): try openSQLite(path: path)
      case .postgres(let address): try await PostgresReviewStore.open(address, logger: logger)
      case .memory: MemoryReviewStore()
      }
    guard seed else { return store }
    do {
      try await ReviewServerApp.seedIfEmpty(
        store, location: location.description, logger: logger, clock: clock)
    } catch {
      await store.close()
      throw error
    }
    return store
  }

  /// An SQLite file, creating its folder.
  private static func openSQLite(path: String) throws -> SQLiteReviewStore {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw ReviewStoreOpenError.databaseUnavailable(
        path: path, reason: "its folder cannot be created (\(error.localizedDescription))")
    }
    return try SQLiteReviewStore(path: path)
  }
}

extension EmbeddedServer {
  /// The server over the SQLite file `database` (created and seeded when new) on a free
  /// loopback port, once it accepts connections.
  public static func start(database: URL, logger: Logger) async throws -> EmbeddedServer {
    try await start(database: database, host: "127.0.0.1", port: 0, logger: logger)
  }

  /// As `start(database:logger:)` with an explicit address, clock and options.
  public static func start(
    database: URL, host: String, port: Int, logger: Logger, clock: ReviewClock = .system,
    options: ReviewServerOptions = .init()
  ) async throws -> EmbeddedServer {
    let store = try await ReviewStores.open(
      .sqlite(path: database.path), logger: logger, clock: clock)
    return try await start(
      store: store, host: host, port: port, logger: logger, clock: clock, options: options)
  }
}

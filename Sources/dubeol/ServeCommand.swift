import ArgumentParser
import Foundation
import Logging
import Persistence
import ReviewServer
import ReviewStore
import ReviewStores

/// `dubeol serve`: the review server alone, logging to stderr, until SIGINT or SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Run the review server alone (stop it with Ctrl-C or SIGTERM).",
    discussion:
      "Serves GET /theme/review, POST /tmp/theme/{themeId}/review, GET /profile/{userId}.png and "
      + "GET /healthz over a database, seeded with sample reviews the first time it is empty. "
      + "--database takes a file path or sqlite:PATH (SQLite), "
      + "postgres://USER[:PASSWORD]@HOST[:PORT]/DB or postgres://USER@/DB?host=/socket/dir "
      + "(PostgreSQL; several servers may share one), or memory: (nothing kept)."
  )

  @Option(help: "Address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on (0 picks a free one).")
  var port = 8080

  @Option(
    help: ArgumentHelp(
      "Database: a file or sqlite:PATH, postgres://USER@HOST:PORT/DB, or memory: "
        + "(default: reviews.sqlite in the data directory)."))
  var database: String?

  @Option(name: .customLong("data-dir"), help: "Data directory (default: $XDG_DATA_HOME/dubeol).")
  var dataDir: String?

  @Option(
    name: .customLong("public-url"),
    help: ArgumentHelp(
      "Base URL clients reach this server at, for absolute links such as avatars "
        + "(default: http:// and the request's Host)."))
  var publicURL: String?

  @Option(
    name: .customLong("log-level"),
    help: "Least severe log level: trace, debug, info, notice, warning, error, critical.")
  var logLevel = "info"

  @Flag(
    name: .customLong("benchmark-routes"),
    help: ArgumentHelp(
      "Also serve GET /bench/floor: the list reply for the same query, from memory (make bench).",
      visibility: .hidden))
  var benchmarkRoutes = false

  func validate() throws {
    guard Logger.Level(rawValue: logLevel) != nil else {
      throw ValidationError(
        "--log-level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))."
      )
    }
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535, not \(port).")
    }
  }

  func run() async throws {
    var options = ReviewServerOptions()
    options.benchmarkRoutes = benchmarkRoutes
    do {
      options.publicURL = try publicURL.map { text throws(PublicBaseURL.Invalid) in
        try PublicBaseURL(parsing: text)
      }
    } catch {
      // One line and exit code 2, like every other usage error of dubeol.
      FileHandle.standardError.write(Data("dubeol serve: \(error)\n".utf8))
      throw ExitCode(2)
    }
    let location: DatabaseLocation
    do {
      location =
        try database.map { text throws(DatabaseLocation.Invalid) in
          try DatabaseLocation(parsing: text)
        } ?? .sqlite(path: AppPaths.database(in: AppPaths.dataDirectory(override: dataDir)).path)
    } catch {
      FileHandle.standardError.write(Data("dubeol serve: --database: \(error)\n".utf8))
      throw ExitCode(2)
    }
    var logger = Logger(
      label: "dubeol.serve", factory: { StreamLogHandler.standardError(label: $0) })
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    do {
      let store = try await ReviewStores.open(location, logger: logger)
      try await ReviewServerRunner.serve(
        host: host, port: port, store: store, location: location.description, logger: logger,
        options: options)
    } catch let error where error is ReviewServerError || error is ReviewStoreOpenError {
      FileHandle.standardError.write(Data("dubeol serve: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}

import ArgumentParser
import Foundation
import Logging
import Persistence
import ReviewServer
import ReviewStore
import ReviewStores
import SSHServer

/// `dubeol serve`: the review server alone, logging to stderr, until SIGINT or SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Run the review server alone (stop it with Ctrl-C or SIGTERM).",
    discussion:
      "Serves GET /theme/review, POST /tmp/theme/{themeId}/review, GET /profile/{userId}.png, "
      + "GET /healthz, GET /metrics and GET /openapi.yaml over a database, seeded with sample reviews the first time it is empty. "
      + "--database takes a file path or sqlite:PATH (SQLite), "
      + "postgres://USER[:PASSWORD]@HOST[:PORT]/DB or postgres://USER@/DB?host=/socket/dir "
      + "(PostgreSQL; several servers may share one), or memory: (nothing kept). "
      + "--ssh ADDRESS:PORT also serves the whole dubeol UI (and the reviews commands) over ssh "
      + "to anyone with a key, the key being the account; publish the host key that "
      + "--print-host-key prints (its fingerprint is logged at every start too) so that people "
      + "can check their first connection."
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
        + "(default: http:// and the address it listens on; never the request's Host)."))
  var publicURL: String?

  @Option(
    name: .customLong("post-limit"),
    help:
      "Posts, edits and deletes one client may make a minute, in a burst of a sixth (0: no limit).")
  var postLimit = ClientLimits.serveDefaults.writesPerMinute

  @Option(
    name: .customLong("search-limit"),
    help: "Searches one client may make a minute, in a burst of a sixth (0: no limit).")
  var searchLimit = ClientLimits.serveDefaults.searchesPerMinute

  @Option(
    name: .customLong("connections-per-client"),
    help: "Connections one client may hold at once (0: only the global cap of 512).")
  var connectionsPerClient = ClientLimits.serveDefaults.connectionsPerClient

  @Option(
    name: .customLong("trusted-proxy"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Reverse proxies (CIDR blocks or addresses) whose Forwarded or X-Forwarded-For names the "
        + "client; from any other peer those headers are ignored.", valueName: "cidr"))
  var trustedProxies: [String] = []

  @Option(
    name: .customLong("allowed-origin"),
    help: ArgumentHelp(
      "A web origin (scheme://host[:port]) whose pages may post, edit and delete; repeatable. "
        + "Writes carrying any other Origin get 403 (default: none).", valueName: "origin"))
  var allowedOrigins: [String] = []

  @Option(
    name: .customLong("admin-name"),
    help: ArgumentHelp(
      "An administrator's name that anonymous posts may not take (besides the seed's); "
        + "repeatable.", valueName: "name"))
  var adminNames: [String] = []

  @OptionGroup(title: "ssh") var ssh: ServeSSHOptions

  @Flag(name: .customLong("no-metrics"), help: "Do not serve GET /metrics.")
  var noMetrics = false

  @Option(
    name: .customLong("log-level"),
    help: "Least severe log level: trace, debug, info, notice, warning, error, critical.")
  var logLevel = "info"

  @Flag(
    name: .customLong("benchmark-routes"),
    help: ArgumentHelp(
      "Also serve GET /bench/floor (the list reply for the same query, from memory) and "
        + "GET /bench/store (the list read from the store every time) for make bench.",
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
    let counts = [
      ("--post-limit", postLimit), ("--search-limit", searchLimit),
      ("--connections-per-client", connectionsPerClient),
    ]
    for (name, value) in counts where value < 0 {
      throw ValidationError("\(name) must be 0 (no limit) or more, not \(value).")
    }
  }

  func run() async throws {
    let sshDirectory = AppPaths.dataDirectory(override: dataDir).appendingPathComponent("ssh")
    if ssh.printHostKey {
      try ssh.printHostKey(directory: sshDirectory)
      return
    }
    var options = ReviewServerOptions()
    options.benchmarkRoutes = benchmarkRoutes
    options.metrics = !noMetrics
    options.adminNames = adminNames
    // Over ssh keys are accounts: a name belongs to the first key that posts under it.
    options.nameClaims = ssh.address != nil
    do {
      options.publicURL = try publicURL.map(PublicBaseURL.init(parsing:))
      options.allowedOrigins = try AllowedOrigins(parsing: allowedOrigins)
      options.clientLimits = ClientLimits(
        writesPerMinute: postLimit, searchesPerMinute: searchLimit,
        connectionsPerClient: connectionsPerClient,
        trustedProxies: try trustedProxies.map { try IPAddressRange(parsing: $0) })
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
    // The ssh server listens first (a busy port fails before anything is served) and counts
    // into the same /metrics; its sessions talk to the HTTP server once that one runs.
    if options.metrics { options.sharedMetrics = ServerMetrics() }
    var sshService: SSHService?
    do {
      sshService = try await ssh.start(
        directory: sshDirectory, metrics: options.sharedMetrics, logger: logger)
      let store = try await ReviewStores.open(location, logger: logger)
      try await ReviewServerRunner.serve(
        host: host, port: port, store: store, location: location.description, logger: logger,
        options: options,
        onRunning: { [host, sshService] bound in
          sshService?.serve(httpURL: ServeSSHOptions.localURL(host: host, port: bound))
        })
    } catch let error
      where error is ReviewServerError || error is ReviewStoreOpenError || error is SSHServerError
    {
      await sshService?.stop()
      FileHandle.standardError.write(Data("dubeol serve: \(error)\n".utf8))
      throw ExitCode.failure
    }
    await sshService?.stop()
  }
}

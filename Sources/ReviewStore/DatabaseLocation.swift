import Foundation

/// Which store `dubeol serve --database` names: a file path or `sqlite:PATH` (SQLite),
/// `postgres://user[:password]@host[:port]/database` or
/// `postgres://user@/database?host=/socket/dir[&port=N]` (PostgreSQL), or
/// `memory:` (kept in memory, lost at exit).
public enum DatabaseLocation: Equatable, Sendable, CustomStringConvertible {
  case sqlite(path: String)
  case postgres(PostgresAddress)
  case memory

  /// Why a `--database` value names no store.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The location `text` names; a plain path is an SQLite file (`~` expanded).
  public init(parsing text: String) throws(Invalid) {
    switch text {
    case "memory:":
      self = .memory
    case _ where text.hasPrefix("postgres://") || text.hasPrefix("postgresql://"):
      self = .postgres(try PostgresAddress(parsing: text))
    case _ where text.hasPrefix("sqlite:"):
      let path = String(text.dropFirst("sqlite:".count))
      guard !path.isEmpty else { throw Invalid(description: "sqlite: needs a file path") }
      self = .sqlite(path: (path as NSString).expandingTildeInPath)
    case _ where text.isEmpty:
      throw Invalid(description: "the database is empty")
    default:
      self = .sqlite(path: (text as NSString).expandingTildeInPath)
    }
  }

  /// For logs and error messages: the password is never shown.
  public var description: String {
    switch self {
    case .sqlite(let path): path
    case .postgres(let address): address.description
    case .memory: "memory:"
    }
  }
}

/// Where a PostgreSQL database is and who connects to it.
public struct PostgresAddress: Equatable, Sendable, CustomStringConvertible {
  public var user: String
  public var password: String?
  /// A TCP host, or nil when `socketDirectory` is used.
  public var host: String?
  public var port: Int
  /// The folder of the server's Unix socket (`?host=/dir`), as libpq spells it.
  public var socketDirectory: String?
  public var database: String

  public init(
    user: String, password: String? = nil, host: String? = nil, port: Int = 5432,
    socketDirectory: String? = nil, database: String
  ) {
    self.user = user
    self.password = password
    self.host = host
    self.port = port
    self.socketDirectory = socketDirectory
    self.database = database
  }

  /// The socket file in `socketDirectory` (`.s.PGSQL.<port>`), when that is how to connect.
  public var socketPath: String? {
    socketDirectory.map { ($0 as NSString).appendingPathComponent(".s.PGSQL.\(port)") }
  }

  init(parsing text: String) throws(DatabaseLocation.Invalid) {
    guard let components = URLComponents(string: text) else {
      throw .init(description: "not a postgres:// URL: \(Self.redacted(text))")
    }
    let socket = components.queryItems?.first { $0.name == "host" }?.value
    let queryPort = components.queryItems?.first { $0.name == "port" }?.value
    let database = String(components.path.drop { $0 == "/" })
    guard let user = components.user, !user.isEmpty else {
      throw .init(description: "the postgres:// URL names no user (postgres://USER@HOST/DB)")
    }
    guard !database.isEmpty else {
      throw .init(description: "the postgres:// URL names no database (postgres://USER@HOST/DB)")
    }
    let host = components.host.flatMap { $0.isEmpty ? nil : $0 }
    guard host != nil || socket != nil else {
      throw .init(description: "the postgres:// URL names no host (or ?host=/socket/dir)")
    }
    if let socket, !socket.hasPrefix("/") {
      throw .init(description: "?host= must be the absolute path of the socket's folder")
    }
    guard let port = queryPort.map({ Int($0) }) ?? components.port ?? 5432 else {
      throw .init(description: "?port= must be a number")
    }
    guard (1...65_535).contains(port) else {
      throw .init(description: "the postgres:// URL's port is out of range")
    }
    self.init(
      user: user.removingPercentEncoding ?? user,
      password: components.password.map { $0.removingPercentEncoding ?? $0 },
      host: socket == nil ? host : nil, port: port, socketDirectory: socket,
      database: database.removingPercentEncoding ?? database)
  }

  public var description: String {
    let credentials = password == nil ? user : user + ":***"
    if let socketDirectory {
      return "postgres://\(credentials)@:\(port)/\(database)?host=\(socketDirectory)"
    }
    return "postgres://\(credentials)@\(host ?? ""):\(port)/\(database)"
  }

  private static func redacted(_ text: String) -> String {
    guard let at = text.lastIndex(of: "@") else { return text }
    return "postgres://…" + text[at...]
  }
}

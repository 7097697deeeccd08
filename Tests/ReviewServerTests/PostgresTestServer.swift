import Foundation
import ReviewServer
import ReviewStore
import TestSupport

/// A PostgreSQL 15 server of this test process's own: `initdb` into a temporary folder (as the
/// `postgres` user when the tests run as root, which postgres refuses to be), listening on a
/// Unix socket in that folder and on a free loopback port, stopped and removed when the
/// process exits (whether tests passed or not). Each test gets a database of its own.
final class PostgresTestServer: Sendable {
  static let binaries = "/usr/lib/postgresql/15/bin"

  /// Whether PostgreSQL 15 is installed (`make test` installs it).
  static var isInstalled: Bool {
    FileManager.default.isExecutableFile(atPath: binaries + "/initdb")
  }

  /// The server the whole test process shares, started on first use (on a thread of its own:
  /// starting blocks, and the cooperative pool must not wait for it).
  static func shared() async throws -> PostgresTestServer {
    try await onThread { try sharedServer.get() }
  }
  private static let sharedServer = Result { try PostgresTestServer() }

  /// A new server of its own (for tests that stop it), removed at exit.
  static func started() async throws -> PostgresTestServer {
    try await onThread { try PostgresTestServer() }
  }

  let directory: URL
  let port: Int
  var socketDirectory: String { directory.path }
  private var dataDirectory: String { directory.appendingPathComponent("data").path }
  private let counter = Counter()

  /// Creates a new cluster and starts it; throws with postgres's output when it cannot.
  init() throws {
    guard Self.isInstalled else {
      throw Failure(
        "PostgreSQL 15 is not installed (\(Self.binaries)); `make test` installs it "
          + "(apt-get install postgresql)")
    }
    directory = URL(fileURLWithPath: "/tmp", isDirectory: true)
      .appendingPathComponent("dubeol-pg-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    port = try freeLoopbackPort()
    Self.register(self)
    if getuid() == 0 {
      try Self.run("/bin/chown", ["postgres:postgres", directory.path])
    }
    try asPostgres(
      "initdb",
      [
        "-D", dataDirectory, "-U", "postgres", "--auth=trust", "--encoding=UTF8",
        "--locale=C.UTF-8", "--no-sync",
      ])
    try start()
  }

  /// Starts the (stopped) server and waits until it accepts connections.
  func start() throws {
    try asPostgres(
      "pg_ctl",
      [
        "-D", dataDirectory, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "60",
        "-o",
        // No fsync: the tests stop dubeol and PostgreSQL, never the machine, and a commit
        // that waits for a disk shared with other builds would trip the request deadline.
        "-k \(socketDirectory) -p \(port) -c listen_addresses=127.0.0.1 -c fsync=off "
          + "-c synchronous_commit=off -c max_connections=300 -c shared_buffers=32MB",
        "start",
      ])
  }

  /// Stops the server at once (clients are cut off), as a crash or a restart would.
  func stop() throws {
    try asPostgres("pg_ctl", ["-D", dataDirectory, "-m", "fast", "-w", "stop"])
  }

  /// A new, empty database on this server, as the URL `dubeol serve` takes.
  func createDatabase() async throws -> PostgresAddress {
    let name = "t\(getpid())_\(counter.next())"
    try await onThread {
      try self.asPostgres(
        "createdb", ["-h", self.socketDirectory, "-p", "\(self.port)", "-U", "postgres", name])
    }
    return PostgresAddress(
      user: "postgres", port: port, socketDirectory: socketDirectory, database: name)
  }

  /// What each descriptor of the running postmaster points to (`pipe:[…]`, a path …).
  func postmasterDescriptorTargets() throws -> [String] {
    let pidFile = try String(
      contentsOfFile: dataDirectory + "/postmaster.pid", encoding: .utf8)
    guard let pid = pidFile.split(separator: "\n").first.map(String.init) else {
      throw Failure("no pid in postmaster.pid")
    }
    let folder = "/proc/\(pid)/fd"
    return try FileManager.default.contentsOfDirectory(atPath: folder).compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)
    }
  }

  /// A new, empty database as the `--database` URL `dubeol serve` takes (over the socket).
  func createDatabaseURL() async throws -> String {
    let address = try await createDatabase()
    return "postgres://postgres@/\(address.database)?host=\(socketDirectory)&port=\(port)"
  }

  /// What `psql` prints for `sql` in database `database` (unaligned, tuples only).
  func psql(_ database: String, _ sql: String) async throws -> String {
    try await onThread {
      let result = try runCommand(
        "/usr/bin/psql",
        [
          "-h", self.socketDirectory, "-p", "\(self.port)", "-U", "postgres", "-d", database,
          "-Atc", sql,
        ])
      guard result.status == 0 else { throw Failure("psql failed: \(result.stderr)") }
      return result.stdout
    }
  }

  /// Stops the server (immediately) and removes its folder.
  func remove() {
    _ = try? asPostgres("pg_ctl", ["-D", dataDirectory, "-m", "immediate", "-w", "stop"])
    try? FileManager.default.removeItem(at: directory)
  }

  private func asPostgres(_ tool: String, _ arguments: [String]) throws {
    let path = Self.binaries + "/" + tool
    if getuid() == 0 {
      try Self.run("/usr/sbin/runuser", ["-u", "postgres", "--", path] + arguments)
    } else {
      try Self.run(path, arguments)
    }
  }

  private static func run(_ path: String, _ arguments: [String]) throws {
    // runCommand closes every other descriptor in the child: the server pg_ctl starts lives
    // until the test process exits, and a pipe end it inherited would keep a reader waiting.
    let result = try runCommand(path, arguments)
    guard result.status == 0 else {
      throw Failure(
        "\(path) \(arguments.joined(separator: " ")) failed (\(result.status)): "
          + result.stdout + result.stderr)
    }
  }

  /// Every server started in this process, removed at exit.
  private nonisolated(unsafe) static var started: [PostgresTestServer] = []
  private static let lock = NSLock()

  private static func register(_ server: PostgresTestServer) {
    lock.withLock {
      if started.isEmpty { atexit { PostgresTestServer.removeAll() } }
      started.append(server)
    }
  }

  private static func removeAll() {
    for server in lock.withLock({ started }) { server.remove() }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}

/// A loopback port nobody listens on now.
func freeLoopbackPort() throws -> Int {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw PostgresTestServer.Failure("socket() failed") }
  defer { close(fd) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = 0
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
      bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
    }
  }
  guard bound else { throw PostgresTestServer.Failure("bind() failed") }
  return Int(UInt16(bigEndian: address.sin_port))
}

import Foundation
import Reviews
import ReviewsHTTP
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `dubeol` executable: $DUBEOL_BIN, else the debug build next to these sources.
enum DubeolBinary {
  static let url: URL? = {
    if let path = ProcessInfo.processInfo.environment["DUBEOL_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidate = root.appendingPathComponent(".build/debug/dubeol")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }()
}

/// A `dubeol serve` child process, read until it says where it listens.
///
/// Spawned with posix_spawn and reaped with waitpid on threads of its own: Foundation's
/// `Process` (SIGCHLD monitoring, readability handlers) sometimes missed the exit or the end
/// of output while the rest of the suite ran in parallel, and the test then waited forever.
final class ServeProcess: @unchecked Sendable {
  let pid: pid_t
  private let lock = NSLock()
  private var exited = false
  private let lines: AsyncStream<String>
  private let exit: AsyncStream<Int32>

  init(arguments: [String]) throws {
    guard let binary = DubeolBinary.url else { throw CocoaError(.fileNoSuchFile) }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw POSIXError(.EIO) }
    let (readEnd, writeEnd) = (fds[0], fds[1])
    // Close-on-exec, so that no other child can hold the pipe open and hide the end of output.
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

    let argv = ([binary.path, "serve"] + arguments).map { strdup($0) } + [nil]
    defer { for arg in argv { free(arg) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, binary.path, &actions, nil, argv, environ)
    close(writeEnd)
    guard status == 0 else {
      close(readEnd)
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
    }
    pid = child
    let spawned = child

    let (lineStream, lineSink) = AsyncStream<String>.makeStream()
    lines = lineStream
    Thread.detachNewThread {
      let buffer = LineBuffer()
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(readEnd, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        for line in buffer.append(Data(chunk[0..<count])) { lineSink.yield(line) }
      }
      close(readEnd)
      lineSink.finish()
    }

    let (exitStream, exitSink) = AsyncStream<Int32>.makeStream(
      bufferingPolicy: .bufferingNewest(1))
    exit = exitStream
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(spawned, &status, 0) < 0 && errno == EINTR {}
      self.markExited()
      // WIFEXITED / WEXITSTATUS spelled out: the C macros are not imported.
      exitSink.yield((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
      exitSink.finish()
    }
  }

  /// The port from "listening on http://host:PORT", or nil when the process ended first;
  /// `log` collects every stderr line seen.
  func listeningPort(log: inout [String]) async -> Int? {
    for await line in lines {
      log.append(line)
      if let range = line.range(
        of: #"listening on http://[^:]+:(\d+)"#, options: .regularExpression)
      {
        return Int(line[range].split(separator: ":").last ?? "")
      }
    }
    return nil
  }

  /// The remaining stderr lines once the process has ended.
  func remainingLines() async -> [String] {
    var out: [String] = []
    for await line in lines { out.append(line) }
    return out
  }

  /// Waits for the process to end; its exit status (128 + n when killed by signal n).
  func exitStatus() async -> Int32 {
    for await status in exit { return status }
    return -1
  }

  /// Sends SIGTERM unless the process has already been reaped (its pid could be reused).
  func terminate() {
    lock.lock()
    defer { lock.unlock() }
    if !exited { kill(pid, SIGTERM) }
  }

  private func markExited() {
    lock.lock()
    exited = true
    lock.unlock()
  }
}

/// Splits incoming bytes into lines.
final class LineBuffer: @unchecked Sendable {
  private var pending = Data()
  private let lock = NSLock()
  func append(_ data: Data) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    pending.append(data)
    var lines: [String] = []
    while let newline = pending.firstIndex(of: 0x0A) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
    return lines
  }
}

@Suite(
  "dubeol serve", .serialized,
  .enabled(if: DubeolBinary.url != nil, "needs the dubeol binary (build it, or set DUBEOL_BIN)"))
struct ServeBinaryTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dubeol-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("serves over a real socket: the HTTP client posts and reads back; SIGTERM stops it cleanly")
  func postAndReadBack() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try ServeProcess(arguments: [
      "--port", "0", "--database", directory.appendingPathComponent("reviews.sqlite").path,
    ])
    defer { server.terminate() }
    var log: [String] = []
    let port = try #require(await server.listeningPort(log: &log), "no port in: \(log)")

    let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    let receipt = try await client.post(
      content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    let posted = try #require(receipt.review)
    let replay = try await client.post(
      content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    #expect(replay.review == posted)
    let page = try await client.reviews(themeId: "1", start: 0, count: 100)
    #expect(page.first == posted)
    #expect(page.count >= 31)
    #expect(page.filter { $0.id == posted.id }.count == 1)

    server.terminate()
    #expect(await server.exitStatus() == 0)
    let rest = await server.remainingLines()
    #expect(rest.contains { $0.contains("stopped") }, "\(rest)")
  }

  @Test("two servers started together on a new database both come up")
  func twoOnOneNewDatabase() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("shared.sqlite").path
    let servers = try (0..<2).map { _ in
      try ServeProcess(arguments: ["--port", "0", "--database", database])
    }
    defer { for server in servers { server.terminate() } }
    var ports: [Int] = []
    for server in servers {
      var log: [String] = []
      ports.append(try #require(await server.listeningPort(log: &log), "\(log)"))
    }
    // Both serve one database, seeded once: no sample review twice.
    for port in ports {
      let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
      let page = try await client.reviews(themeId: "6", start: 0, count: 100)
      #expect(page.count >= 40)
      #expect(Set(page.map(\.content)).count == page.count)
    }
  }

  @Test("a taken port is a clear error and exit code 1")
  func portTaken() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try ServeProcess(arguments: [
      "--port", "0", "--database", directory.appendingPathComponent("a.sqlite").path,
    ])
    defer { first.terminate() }
    var log: [String] = []
    let port = try #require(await first.listeningPort(log: &log), "no port in: \(log)")

    let second = try ServeProcess(arguments: [
      "--port", "\(port)", "--database", directory.appendingPathComponent("b.sqlite").path,
    ])
    defer { second.terminate() }
    #expect(await second.exitStatus() == 1)
    let output = await second.remainingLines().joined(separator: "\n")
    #expect(output.contains("127.0.0.1:\(port) is already in use"), "\(output)")
    first.terminate()
    _ = await first.exitStatus()
  }

  @Test(
    "an unusable --public-url is one line on stderr and exit code 2",
    arguments: ["ftp://example.com", "http://example.com:70000", "example.com"])
  func badPublicURL(_ url: String) async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try ServeProcess(arguments: [
      "--port", "0", "--public-url", url,
      "--database", directory.appendingPathComponent("reviews.sqlite").path,
    ])
    defer { server.terminate() }
    #expect(await server.exitStatus() == 2)
    let output = await server.remainingLines()
    #expect(output.count == 1, "\(output)")
    #expect(output.first?.hasPrefix("dubeol serve: --public-url") == true, "\(output)")
  }

  @Test("a database that cannot be opened is a clear error and exit code 1")
  func badDatabase() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A folder where the file should be.
    let server = try ServeProcess(arguments: ["--port", "0", "--database", directory.path])
    defer { server.terminate() }
    #expect(await server.exitStatus() == 1)
    let output = await server.remainingLines().joined(separator: "\n")
    #expect(output.contains("cannot open the review database at \(directory.path)"), "\(output)")
  }
}

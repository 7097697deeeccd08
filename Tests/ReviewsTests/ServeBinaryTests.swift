import Foundation
import Reviews
import ReviewsHTTP
import Testing

/// The `dubeol` executable: $DUBEOL_BIN, else the debug build next to these sources.
enum DubeolBinary {
  static let url: URL? = {
    if let path = ProcessInfo.processInfo.environment["DUBEOL_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidate = root.appendingPathComponent(".build/debug/dubeol")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }()
}

/// A `dubeol serve` child process, read until it says where it listens.
final class ServeProcess: @unchecked Sendable {
  let process = Process()
  private let stderr = Pipe()
  private let lines: AsyncStream<String>

  init(arguments: [String]) throws {
    guard let binary = DubeolBinary.url else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = binary
    process.arguments = ["serve"] + arguments
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    let (stream, sink) = AsyncStream<String>.makeStream()
    lines = stream
    let buffer = LineBuffer()
    stderr.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        sink.finish()
      } else {
        buffer.append(data).forEach { sink.yield($0) }
      }
    }
    try process.run()
  }

  /// The port from "listening on http://host:PORT", or nil when the process ended first;
  /// `log` collects every stderr line seen.
  func listeningPort(log: inout [String]) async -> Int? {
    for await line in lines {
      log.append(line)
      if let range = line.range(of: #"listening on http://[^:]+:(\d+)"#, options: .regularExpression) {
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

  /// Waits for the process to end and returns its exit status.
  func exitStatus() async -> Int32 {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        self.process.waitUntilExit()
        continuation.resume(returning: self.process.terminationStatus)
      }
    }
  }

  func terminate() { if process.isRunning { process.terminate() } }
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

@Suite("dubeol serve", .serialized, .enabled(if: DubeolBinary.url != nil, "needs the dubeol binary (build it, or set DUBEOL_BIN)"))
struct ServeBinaryTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dubeol-serve-\(UUID().uuidString)")
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
    let posted = try await client.post(content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    let replay = try await client.post(content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    #expect(replay == posted)
    let page = try await client.reviews(themeId: "1", start: 0, count: 100)
    #expect(page.first == posted)
    #expect(page.count >= 31)
    #expect(page.filter { $0.id == posted.id }.count == 1)

    server.terminate()
    #expect(await server.exitStatus() == 0)
    let rest = await server.remainingLines()
    #expect(rest.contains { $0.contains("stopped") }, "\(rest)")
  }

  @Test("a taken port is a clear error and exit code 1")
  func portTaken() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try ServeProcess(arguments: ["--port", "0", "--database", directory.appendingPathComponent("a.sqlite").path])
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

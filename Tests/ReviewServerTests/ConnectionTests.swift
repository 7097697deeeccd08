import Foundation
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// The sockets this process holds for connections accepted on `port` (not the listener, not
/// the client ends of the same connections): from /proc/net/tcp and /proc/self/fd.
func serverConnectionDescriptors(port: Int) -> Int {
  let portHex = String(format: "%04X", port)
  var inodes = Set<String>()
  for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
    // Read to the end: /proc files report size 0, and a sized read stops after the first page.
    guard let data = FileHandle(forReadingAtPath: table)?.readDataToEndOfFile() else { continue }
    let text = String(decoding: data, as: UTF8.self)
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 9, fields[1].hasSuffix(":" + portHex), fields[3] != "0A" else {
        continue
      }
      inodes.insert(String(fields[9]))
    }
  }
  let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  return fds.filter { fd in
    guard
      let target = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/fd/\(fd)"),
      target.hasPrefix("socket:[")
    else { return false }
    return inodes.contains(String(target.dropFirst(8).dropLast()))
  }.count
}

/// Polls `condition` until it holds; false if it still does not after `limit` seconds (a
/// safety net against hanging, not a measurement).
func eventually(within limit: Double = 15, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(limit)
  while Date() < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(50))
  }
  return condition()
}

@Suite("Connections: timeouts, the cap, closing")
struct ConnectionTests {
  static func options(
    idle: Duration = .seconds(30), body: Duration = .seconds(30), maxConnections: Int = 512
  ) -> ReviewServerOptions {
    ReviewServerOptions(
      limits: ConnectionLimits(
        idleTimeout: idle, bodyTimeout: body, lingerTimeout: .milliseconds(500),
        maxConnections: maxConnections))
  }

  @Test("a connection that sends nothing, or only part of its headers, is closed when idle")
  func idleAndSlowHeaders() async throws {
    try await withLiveServer(options: Self.options(idle: .seconds(1))) { port in
      let closed = try await onThread {
        let silent = try RawConnection(port: port)
        let slow = try RawConnection(port: port)
        slow.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        return (silent.waitForClose(), slow.waitForClose())
      }
      #expect(closed.0)
      #expect(closed.1)
    }
  }

  @Test("a body that stops arriving gets a JSON 408 and the connection is closed")
  func slowBody() async throws {
    try await withLiveServer(options: Self.options(body: .seconds(1))) { port in
      let (response, closed) = try await onThread {
        let connection = try RawConnection(port: port)
        connection.send(
          "POST /tmp/theme/6/review HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n"
            + #"{"content":"#)
        return (try connection.readResponse(), connection.waitForClose())
      }
      #expect(response.status == 408)
      #expect(response.header("connection") == "close")
      #expect(response.text.contains("request_timeout"))
      #expect(closed)
    }
  }

  @Test("/healthz answers while 200 idle connections are open")
  func healthWithIdleConnections() async throws {
    try await withLiveServer(options: Self.options()) { port in
      let idle = try await onThread { try (0..<200).map { _ in try RawConnection(port: port) } }
      let response = try await rawExchange(port: port, rawRequest("GET", "/healthz"))
      #expect(response.status == 200)
      #expect(idle.count == 200)
      // The descriptor count used below sees every one of them.
      #expect(await eventually { serverConnectionDescriptors(port: port) == 200 })
    }
  }

  @Test("beyond the cap a connection waits in the backlog and is served once idle ones close")
  func atTheCap() async throws {
    try await withLiveServer(options: Self.options(idle: .seconds(1), maxConnections: 4)) { port in
      let (response, idleClosed) = try await onThread {
        let idle = try (0..<4).map { _ in try RawConnection(port: port) }
        let extra = try RawConnection(port: port)
        extra.send(rawRequest("GET", "/healthz"))
        let response = try extra.readResponse()
        return (response, idle.allSatisfy { $0.waitForClose() })
      }
      #expect(response.status == 200)
      #expect(idleClosed)
    }
  }

  @Test("HTTP/1.0 without keep-alive is answered, then its connection is closed")
  func http10() async throws {
    try await withLiveServer(options: Self.options()) { port in
      let (response, closed) = try await onThread {
        let connection = try RawConnection(port: port)
        connection.send("GET /healthz HTTP/1.0\r\n\r\n")
        return (try connection.readResponse(), connection.waitForClose())
      }
      #expect(response.status == 200)
      #expect(response.header("connection") == "close")
      #expect(closed)
    }
  }

  @Test(
    "pipelined requests are answered in order; a close on the last ends the connection after it")
  func pipelined() async throws {
    try await withLiveServer(options: Self.options()) { port in
      let body = #"{"content":"파이프라인"}"#
      let (responses, closed) = try await onThread {
        let connection = try RawConnection(port: port)
        connection.send(
          rawRequest("GET", "/healthz")
            + rawRequest(
              "POST", "/tmp/theme/6/review", headers: ["Accept: application/json"], body: body)
            + rawRequest("GET", "/theme/review?themeId=6&count=1", headers: ["Connection: close"]))
        let responses = try (0..<3).map { _ in try connection.readResponse() }
        return (responses, connection.waitForClose())
      }
      #expect(responses.map(\.status) == [200, 200, 200])
      #expect(responses.map { $0.header("connection") } == [nil, nil, "close"])
      #expect(responses[2].text.contains("파이프라인"))
      #expect(closed)
    }
  }

  @Test("a malformed request after a good one on the same connection gets its 400 after the 200")
  func pipelinedGarbage() async throws {
    try await withLiveServer(options: Self.options()) { port in
      let (first, second) = try await onThread {
        let connection = try RawConnection(port: port)
        connection.send(rawRequest("GET", "/healthz") + "NOT HTTP AT ALL\r\n\r\n")
        return (try connection.readResponse(), try connection.readResponse())
      }
      #expect(first.status == 200)
      #expect(second.status == 400)
      #expect(second.header("connection") == "close")
    }
  }

  /// A request the server refuses whole, and what it answers.
  struct Refused: Sendable, CustomTestStringConvertible {
    var name: String
    var request: String
    var status: Int
    var code: String
    var testDescription: String { name }
  }

  static let megabyte = String(repeating: "가", count: 350_000)

  static let refused: [Refused] = [
    Refused(
      name: "a 1 MB body", request: rawRequest("POST", "/tmp/theme/6/review", body: megabyte),
      status: 413, code: "body_too_large"),
    Refused(
      name: "a 1 MB header",
      request: rawRequest("GET", "/healthz", headers: ["X-Big: \(megabyte)"]),
      status: 431, code: "headers_too_large"),
    Refused(
      name: "a bad request line", request: "GET /healthz HTTP/1.1 extra\r\nHost: x\r\n\r\n",
      status: 400, code: "bad_request"),
    Refused(
      name: "a bad header line", request: "GET /healthz HTTP/1.1\r\nHost x\r\n\r\n",
      status: 400, code: "bad_request"),
  ]

  @Test(
    "a refused request gets a JSON error, Connection: close, and releases its descriptor",
    arguments: refused)
  func refusedRequestsReleaseDescriptors(_ refused: Refused) async throws {
    try await withLiveServer(options: Self.options()) { port in
      let baseline = serverConnectionDescriptors(port: port)
      let rounds = 10
      let (responses, clients) = try await onThread {
        var responses: [RawResponse] = []
        var clients: [RawConnection] = []
        for _ in 0..<rounds {
          let connection = try RawConnection(port: port)
          connection.send(refused.request)
          responses.append(try connection.readResponse())
          clients.append(connection)  // kept open, as a client that never closes would
        }
        return (responses, clients)
      }
      for response in responses {
        #expect(response.status == refused.status)
        #expect(response.header("connection") == "close")
        #expect(response.text.contains(#""code":"\#(refused.code)""#), "\(response.text)")
      }
      #expect(clients.count == rounds)
      let released = await eventually { serverConnectionDescriptors(port: port) == baseline }
      #expect(
        released,
        "still \(serverConnectionDescriptors(port: port)) server sockets (baseline \(baseline))")
    }
  }
}

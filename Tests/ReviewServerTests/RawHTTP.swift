import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 response as read off a socket.
struct RawResponse: Sendable {
  var status: Int
  var headers: [(name: String, value: String)]
  var body: [UInt8]

  /// The first header of that name (case-insensitive).
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
  var text: String { String(decoding: body, as: UTF8.self) }
}

enum RawHTTPError: Error {
  case socket(String, Int32)
  case malformed(String)
  case closedEarly
}

/// A blocking loopback TCP connection that sends exactly the bytes a test gives it, for requests
/// no HTTP library would send (no Content-Type, HTTP/1.0, oversized headers …).
///
/// Every call blocks, so tests use it through `onThread` and never on Swift's cooperative
/// threads, where the in-process server's own handlers run.
final class RawConnection: @unchecked Sendable {
  let fd: Int32

  /// Connects to 127.0.0.1:`port`, from `source` when given (any 127.x.y.z is this machine, so
  /// tests can play several clients).
  init(port: Int, from source: String? = nil) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw RawHTTPError.socket("socket", errno) }
    // A safety net so that a server that never answers fails the test instead of hanging it.
    var timeout = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let steps:
      [(
        name: String, call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, ip: String?,
        port: Int
      )] = [
        ("bind", { bind($0, $1, $2) }, source, 0),
        ("connect", { connect($0, $1, $2) }, "127.0.0.1", port),
      ]
    for step in steps {
      guard let ip = step.ip else { continue }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(step.port).bigEndian)
      address.sin_addr.s_addr = inet_addr(ip)
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          step.call(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard result == 0 else {
        let code = errno
        close(fd)
        throw RawHTTPError.socket(step.name, code)
      }
    }
    self.fd = fd
  }

  deinit { close(fd) }

  /// Writes all of `bytes`; false when the peer stopped taking them (reset or closed).
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 && errno == EINTR { continue }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  func send(_ text: String) { send(Array(text.utf8)) }

  private var pending: [UInt8] = []

  /// Reads one response: head, then a Content-Length body, or everything up to EOF.
  func readResponse() throws -> RawResponse {
    let headEnd = try readUntil { buffer in buffer.firstRange(of: [13, 10, 13, 10]) }
    let head = String(decoding: pending[..<headEnd.lowerBound], as: UTF8.self)
    pending.removeSubrange(..<headEnd.upperBound)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw RawHTTPError.malformed(head)
    }
    let headers = lines.compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
    var response = RawResponse(status: status, headers: headers, body: [])
    if let length = response.header("content-length").flatMap(Int.init) {
      _ = try readUntil { $0.count >= length ? 0..<length : nil }
      response.body = Array(pending[..<length])
      pending.removeSubrange(..<length)
    } else if status != 304 && status != 204 && !(100..<200).contains(status) {
      response.body = readToEnd()
    }
    return response
  }

  /// Everything until the peer closes (or the safety timeout).
  func readToEnd() -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      pending += chunk[..<count]
    }
    defer { pending = [] }
    return pending
  }

  /// Whether the peer closed its side: a read returns end of file (not a timeout).
  func waitForClose() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      if count > 0 { continue }
      return count == 0 || errno == ECONNRESET
    }
  }

  private func readUntil(_ found: ([UInt8]) -> Range<Int>?) throws -> Range<Int> {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      if let range = found(pending) { return range }
      let count = recv(fd, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw RawHTTPError.closedEarly }
      pending += chunk[..<count]
    }
  }
}

/// Runs blocking work on a thread of its own and awaits its result.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try work() })
    }
  }
}

/// One request on a new connection (from `source`, if given), its response, and the connection
/// closed.
func rawExchange(port: Int, from source: String? = nil, _ request: String) async throws
  -> RawResponse
{
  try await onThread {
    let connection = try RawConnection(port: port, from: source)
    connection.send(request)
    return try connection.readResponse()
  }
}

import Foundation
import Hummingbird
import Logging
import OriginalServerFake

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tiny servers on loopback that misbehave in one way each, for client tests.
enum FakeServer {
  /// Runs a Hummingbird app with `routes` on a free port for the duration of `body`.
  @discardableResult
  static func with<T: Sendable>(
    _ routes: (Router<BasicRequestContext>) -> Void, run body: (URL) async throws -> T
  ) async throws -> T {
    let router = Router()
    routes(router)
    return try await LoopbackServer.run(router, body)
  }

  /// A listening socket that completes TCP handshakes (the kernel does) but never reads or answers.
  static func withSilentListener<T>(_ body: (URL) async throws -> T) async throws -> T {
    let fd = try boundSocket()
    defer { close(fd) }
    guard listen(fd, 16) == 0 else { throw FakeServerError.socket("listen", errno) }
    return try await body(URL(string: "http://127.0.0.1:\(try port(of: fd))")!)
  }

  /// A loopback port on which nothing listens (bound, then released).
  static func closedPort() throws -> Int {
    let fd = try boundSocket()
    defer { close(fd) }
    return try port(of: fd)
  }

  private static func boundSocket() throws -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw FakeServerError.socket("socket", errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(fd)
      throw FakeServerError.socket("bind", errno)
    }
    return fd
  }

  private static func port(of fd: Int32) throws -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard result == 0 else { throw FakeServerError.socket("getsockname", errno) }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

enum FakeServerError: Error {
  case socket(String, Int32)
}

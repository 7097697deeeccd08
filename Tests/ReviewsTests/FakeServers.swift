import Foundation
import Hummingbird
import Logging
import OriginalServerFake
import TestSupport

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
    let (fd, port) = try LoopbackPort.bound()
    defer { close(fd) }
    guard listen(fd, 16) == 0 else {
      throw CommandError(executable: "listen", message: String(cString: strerror(errno)))
    }
    return try await body(URL(string: "http://127.0.0.1:\(port)")!)
  }
}

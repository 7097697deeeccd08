import AsyncHTTPClient
import Foundation
import NIOCore

/// One `HTTPClient` per connect timeout, alive for the whole process (like `HTTPClient.shared`),
/// so that connections are pooled and no client needs a shutdown.
enum SharedHTTPClients {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var clients: [Duration: HTTPClient] = [:]

  static func client(connectTimeout: Duration) -> HTTPClient {
    lock.lock()
    defer { lock.unlock() }
    if let client = clients[connectTimeout] { return client }
    var configuration = HTTPClient.Configuration(
      redirectConfiguration: .disallow,
      timeout: .init(connect: TimeAmount(connectTimeout)),
      decompression: .disabled)
    configuration.httpVersion = .http1Only
    // A refused connection should say "offline" at once, not after the whole request deadline.
    configuration.connectionPool.retryConnectionEstablishment = false
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    clients[connectTimeout] = client
    return client
  }
}

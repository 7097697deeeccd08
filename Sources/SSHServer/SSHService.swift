import Crypto
import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import Persistence
import ReviewServer

#if canImport(Glibc)
  import Glibc
#endif

/// The ssh server: public-key logins, one session handler per channel, the limits. It listens
/// from `start` to `stop`; the sessions talk to the HTTP server named by `serve(httpURL:)`.
public final class SSHService: Sendable {
  /// The port it listens on.
  public let port: Int
  /// The host key's fingerprint, as `ssh-keygen -lf` prints it.
  public let fingerprint: String
  private let channel: Channel
  private let group: MultiThreadedEventLoopGroup
  private let connections: ConnectionSetup

  private init(
    port: Int, fingerprint: String, channel: Channel, group: MultiThreadedEventLoopGroup,
    connections: ConnectionSetup
  ) {
    self.port = port
    self.fingerprint = fingerprint
    self.channel = channel
    self.group = group
    self.connections = connections
  }

  /// Reads or makes the host key and the server's secret, then listens. Sessions are refused
  /// until `serve(httpURL:)` names the HTTP server.
  public static func start(
    _ options: SSHServerOptions, metrics: ServerMetrics?, logger: Logger
  ) async throws -> SSHService {
    // Writing to a child that has gone must fail with EPIPE, not kill the server.
    signal(SIGPIPE, SIG_IGN)
    let hostKey = try HostKeyStore(directory: options.directory).key()
    let secret: SymmetricKey
    do {
      secret = try AuthorKeyStore(directory: options.directory).secret()
    } catch {
      throw SSHServerError.directory(options.directory, "\(error)")
    }
    let sshMetrics = SSHMetrics(factory: metrics?.sharedFactory)
    let connections = ConnectionSetup(
      hostKey: NIOSSHPrivateKey(ed25519Key: hostKey), secret: secret,
      keys: options.directory.appendingPathComponent("keys", isDirectory: true),
      options: options, metrics: sshMetrics, logger: logger)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in connections.initialize(channel) }
      .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
    let channel: Channel
    do {
      channel = try await bootstrap.bind(host: options.host, port: options.port).get()
    } catch {
      try? await group.shutdownGracefully()
      throw SSHServerError.listen("\(options.host):\(options.port)", "\(error)")
    }
    let fingerprint = KeyFingerprint.sha256(NIOSSHPrivateKey(ed25519Key: hostKey).publicKey)
    let service = SSHService(
      port: channel.localAddress?.port ?? options.port, fingerprint: fingerprint,
      channel: channel, group: group, connections: connections)
    logger.info(
      "dubeol ssh server listening on \(options.host):\(service.port)",
      metadata: ["host-key": "ED25519 \(fingerprint)"])
    return service
  }

  /// The HTTP server the sessions' dubeol talks to (the one beside this server).
  public func serve(httpURL url: String) {
    connections.httpURL.withLock { $0 = url }
  }

  /// Stops listening; the sessions' processes are hung up as their connections close.
  public func stop() async {
    try? await channel.close()
    try? await group.shutdownGracefully()
  }
}

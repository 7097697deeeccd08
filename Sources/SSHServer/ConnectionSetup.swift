import Crypto
import Foundation
import Logging
import NIOCore
import NIOSSH
import Synchronization

/// What each new TCP connection gets: an NIOSSH handler with a login delegate of its own (the
/// only way to learn the key), a deadline to log in, and sessions admitted by the limits.
final class ConnectionSetup: Sendable {
  let httpURL = Mutex<String?>(nil)
  private let hostKey: NIOSSHPrivateKey
  private let secret: SymmetricKey
  private let keys: URL
  private let options: SSHServerOptions
  private let metrics: SSHMetrics
  private let logger: Logger
  private let counts: OpenCounts
  private let connections: OpenCounts
  private let logins: LoginLimiter?

  init(
    hostKey: NIOSSHPrivateKey, secret: SymmetricKey, keys: URL, options: SSHServerOptions,
    metrics: SSHMetrics, logger: Logger
  ) {
    self.hostKey = hostKey
    self.secret = secret
    self.keys = keys
    self.options = options
    self.metrics = metrics
    self.logger = logger
    counts = OpenCounts(
      perAddress: options.limits.sessionsPerAddress, total: options.limits.sessions,
      refusals: (.sessions, .sessionsPerAddress))
    connections = OpenCounts(
      perAddress: options.limits.connectionsPerAddress, total: 0,
      refusals: (.connectionsPerAddress, .connectionsPerAddress))
    let perMinute = options.limits.loginsPerMinute
    logins = perMinute > 0 ? LoginLimiter(perMinute: perMinute, metrics: metrics) : nil
  }

  func initialize(_ channel: Channel) -> EventLoopFuture<Void> {
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    if let refusal = connections.admit(address) {
      metrics.refused(refusal)
      return channel.eventLoop.makeFailedFuture(SessionRefused.limit(refusal))
    }
    channel.closeFuture.whenComplete { [connections] _ in connections.release(address) }
    let login = PublicKeyLogin(address: address, limiter: logins)
    let sessions = ConnectionSessions()
    closeUnused(channel, login: login, sessions: sessions)
    return channel.eventLoop.makeCompletedFuture {
      var configuration = SSHServerConfiguration(
        hostKeys: [hostKey], userAuthDelegate: login, globalRequestDelegate: nil, banner: nil)
      // A client offers its keys one by one; dozens of them on one connection is no person.
      configuration.maxAuthAttempts = 20
      let handler = NIOSSHHandler(
        role: .server(configuration),
        allocator: channel.allocator,
        inboundChildChannelInitializer: { [self] child, type in
          openSession(child, type: type, address: address, login: login, sessions: sessions)
        })
      try channel.pipeline.syncOperations.addHandler(handler)
      try channel.pipeline.syncOperations.addHandler(ConnectionErrorHandler())
    }
  }

  /// A session channel, when the connection has logged in and the limits have room.
  private func openSession(
    _ channel: Channel, type: SSHChannelType, address: String, login: PublicKeyLogin,
    sessions: ConnectionSessions
  ) -> EventLoopFuture<Void> {
    guard case .session = type, let fingerprint = login.fingerprint,
      let url = httpURL.withLock({ $0 })
    else { return channel.eventLoop.makeFailedFuture(SessionRefused.notOffered) }
    if let refusal = counts.admit(address) {
      metrics.refused(refusal)
      logger.notice(
        "ssh session refused", metadata: ["address": "\(address)", "limit": "\(refusal.rawValue)"])
      return channel.eventLoop.makeFailedFuture(SessionRefused.limit(refusal))
    }
    sessions.opened()
    channel.closeFuture.whenComplete { [self] _ in
      counts.release(address)
      if sessions.closed() == 0, let connection = channel.parent {
        closeUnused(connection, login: login, sessions: sessions)
      }
    }
    let home: KeyHome
    do {
      home = try KeyHome.prepare(fingerprint: fingerprint, keys: keys, secret: secret)
    } catch {
      logger.error("ssh session: \(error)")
      return channel.eventLoop.makeFailedFuture(error)
    }
    let context = SessionContext(
      executable: options.executable, serverURL: url, limits: options.limits, metrics: metrics,
      cache: options.cacheDirectory, address: address, logger: logger)
    return channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(SessionHandler(home: home, context: context))
    }
  }
}

extension ConnectionSetup {
  /// Closes `connection` after the login grace if it has not logged in by then, or holds no
  /// session: a connection costs the server nothing it does not use.
  fileprivate func closeUnused(
    _ connection: Channel, login: PublicKeyLogin, sessions: ConnectionSessions
  ) {
    let grace = options.limits.loginGraceSeconds
    guard grace > 0 else { return }
    connection.eventLoop.scheduleTask(in: .seconds(Int64(grace))) { [metrics] in
      if login.fingerprint == nil {
        metrics.refused(.loginGrace)
      } else if sessions.count > 0 {
        return
      }
      connection.close(promise: nil)
    }
  }
}

/// The sessions one connection holds now.
final class ConnectionSessions: Sendable {
  private let open = Mutex(0)

  func opened() { open.withLock { $0 += 1 } }

  /// One fewer; how many are left.
  func closed() -> Int {
    open.withLock {
      $0 -= 1
      return $0
    }
  }

  var count: Int { open.withLock { $0 } }
}

/// Why a channel was not opened.
enum SessionRefused: Error {
  case notOffered
  case limit(SSHRefusal)
}

/// A connection whose ssh failed (a bad packet, a client gone) is closed; nothing else to do.
final class ConnectionErrorHandler: ChannelInboundHandler, Sendable {
  typealias InboundIn = Any

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }
}

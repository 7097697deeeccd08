import NIOCore

/// Decides, when a connection opens, whether its client may hold one more (its share of
/// `--connections-per-client`; connections from trusted proxies carry many clients and are not
/// counted), and counts open connections for the metrics.
struct ConnectionAdmission: Sendable {
  let share: ConnectionShare?
  let address: ClientAddress
  let metrics: ServerMetrics?

  /// Whether `channel` may be served; what it counted is released when the channel closes.
  func admit(_ channel: any Channel) -> Bool {
    if let metrics {
      metrics.connectionOpened()
      channel.closeFuture.whenComplete { _ in metrics.connectionClosed() }
    }
    guard let share,
      let peer = channel.remoteAddress?.ipAddress.flatMap(IPAddressBytes.init),
      !address.isTrusted(peer)
    else { return true }
    let client = peer.clientKey
    guard share.admit(client) else {
      metrics?.refused(.connections)
      return false
    }
    channel.closeFuture.whenComplete { _ in share.release(client) }
    return true
  }
}

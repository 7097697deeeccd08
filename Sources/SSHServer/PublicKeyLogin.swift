import NIOCore
import NIOSSH
import Synchronization

/// One connection's login: public keys only, any key welcome (NIOSSH has checked its signature
/// before asking), at most so many logins an address a minute. The key that logged in is kept
/// for the connection's sessions, which cannot see it otherwise.
final class PublicKeyLogin: NIOSSHServerUserAuthenticationDelegate, Sendable {
  private let address: String
  private let limiter: LoginLimiter?
  private let key = Mutex<String?>(nil)

  init(address: String, limiter: LoginLimiter?) {
    self.address = address
    self.limiter = limiter
  }

  /// The fingerprint of the key that logged in; nil before.
  var fingerprint: String? { key.withLock { $0 } }

  var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    guard case .publicKey(let offer) = request.request else {
      responsePromise.succeed(.failure)
      return
    }
    guard limiter?.allows(address) ?? true else {
      responsePromise.succeed(.failure)
      return
    }
    let fingerprint = KeyFingerprint.sha256(offer.publicKey)
    key.withLock { $0 = fingerprint }
    responsePromise.succeed(.success)
  }
}

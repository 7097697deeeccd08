import Foundation

/// Gets a profile picture: from the disk cache when the server says it is unchanged (ETag, 304),
/// else downloaded, decoded and kept; the result is shrunk to `maxSide` so memory stays bounded.
/// Anything that goes wrong gives nil (the reader keeps the letter badge); offline, the cached
/// copy is used.
public struct PictureLoader: Sendable {
  public let cache: PictureCache?
  public let transport: any PictureTransport
  /// The longest side of a picture as kept in memory (a picture in the reader is at most a
  /// few dozen pixels in half blocks, a few hundred through a graphics protocol).
  public static let maxSide = 128

  public init(cache: PictureCache?, transport: any PictureTransport = HTTPPictureTransport()) {
    self.cache = cache
    self.transport = transport
  }

  /// How the last `load` ended, for tests and the log.
  public enum Outcome: Equatable, Sendable {
    case downloaded
    case revalidated
    case cachedWhileOffline
    case failed
  }

  public func load(_ address: String) async -> DecodedImage? {
    await loadReporting(address).image
  }

  /// Pictures in flight at once in the process (`LoadSlots`).
  static let slots = LoadSlots(2)

  /// The picture at `address` and how it was got.
  public func loadReporting(_ address: String) async -> (image: DecodedImage?, outcome: Outcome) {
    await Self.slots.run { await fetch(address) }
  }

  private func fetch(_ address: String) async -> (image: DecodedImage?, outcome: Outcome) {
    guard let url = URL(string: address) else { return (nil, .failed) }
    let cached = cache?.entry(for: address)
    do {
      switch try await transport.get(url, ifNoneMatch: cached?.etag) {
      case .notModified:
        guard let cached, let image = Self.decode(cached.bytes) else { return (nil, .failed) }
        cache?.touch(address)
        return (image, .revalidated)
      case .fresh(let bytes, let etag):
        guard let image = Self.decode(bytes) else { return (nil, .failed) }
        cache?.store(bytes, etag: etag, for: address)
        return (image, .downloaded)
      }
    } catch {
      guard let cached, let image = Self.decode(cached.bytes) else { return (nil, .failed) }
      return (image, .cachedWhileOffline)
    }
  }

  static func decode(_ bytes: [UInt8]) -> DecodedImage? {
    DecodedImage.decode(bytes)?.scaled(toFit: maxSide)
  }
}

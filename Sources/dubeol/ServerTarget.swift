import Foundation
import Logging
import Persistence
import ReviewServer
import ReviewStores
import Reviews

/// The server the UI talks to: a remote URL, or the embedded server over the data directory.
struct ServerTarget: Sendable {
  let baseURL: URL
  /// Shown in the header: the host of a remote server, or "내장 서버".
  let label: String
  /// How queued posts name this server (the embedded one by role: its port changes).
  var postServer: PostServer { embedded == nil ? PostServer(url: baseURL) : .embedded }
  private let embedded: EmbeddedServer?

  static func resolve(flag: String?, dataDirectory: URL, logger: Logger) async throws
    -> ServerTarget
  {
    if let flag, !flag.isEmpty {
      return remote(try remoteURL(flag), flag: flag)
    }
    return try await embedded(dataDirectory: dataDirectory, logger: logger)
  }

  /// The server a queued post belongs to: its own remote URL, or the embedded server of
  /// `dataDirectory` (started here).
  static func resolve(_ server: PostServer, dataDirectory: URL, logger: Logger) async throws
    -> ServerTarget
  {
    switch server {
    case .remote(let url):
      try await resolve(flag: url, dataDirectory: dataDirectory, logger: logger)
    case .embedded: try await embedded(dataDirectory: dataDirectory, logger: logger)
    }
  }

  /// The server at `url` (parsed from `flag`).
  static func remote(_ url: URL, flag: String) -> ServerTarget {
    ServerTarget(baseURL: url, label: url.host ?? flag, embedded: nil)
  }

  /// `flag` as an http(s) URL with a host.
  static func remoteURL(_ flag: String) throws -> URL {
    do {
      return try ServerAddress.parse(flag)
    } catch {
      throw UILaunchError.badServerURL(flag, error)
    }
  }

  private static func embedded(dataDirectory: URL, logger: Logger) async throws -> ServerTarget {
    let server = try await EmbeddedServer.start(
      database: AppPaths.database(in: dataDirectory), logger: logger)
    return ServerTarget(
      baseURL: server.baseURL,
      label: "내장 서버 \(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)", embedded: server)
  }

  func stop() async {
    await embedded?.stop()
  }

  /// `value` as a command may print it once the server is gone: the embedded server's avatar
  /// links name a port that dies with the command, so they become null (remote links stay).
  func outliving<T>(_ value: T) -> T {
    guard let base = embedded?.baseURL.absoluteString else { return value }
    let outliving = { (review: Review) -> Review in
      guard review.user.profileImage?.hasPrefix(base) == true else { return review }
      var review = review
      review.user.profileImage = nil
      return review
    }
    switch value {
    case let reviews as [Review]: return reviews.map(outliving) as? T ?? value
    case let review as Review: return outliving(review) as? T ?? value
    case .review(let review) as PostReceipt:
      return PostReceipt.review(outliving(review)) as? T ?? value
    default: return value
    }
  }
}

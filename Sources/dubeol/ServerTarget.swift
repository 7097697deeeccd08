import Foundation
import Logging
import Persistence
import ReviewServer
import Reviews

/// The server the UI talks to: a remote URL, or the embedded server over the data directory.
struct ServerTarget: Sendable {
  let baseURL: URL
  /// Shown in the header: the host of a remote server, or "내장 서버".
  let label: String
  private let embedded: EmbeddedServer?

  static func resolve(flag: String?, dataDirectory: URL, logger: Logger) async throws
    -> ServerTarget
  {
    if let flag, !flag.isEmpty {
      let url: URL
      do { url = try ServerAddress.parse(flag) } catch {
        throw UILaunchError.badServerURL(flag, error)
      }
      return ServerTarget(baseURL: url, label: url.host ?? flag, embedded: nil)
    }
    let server = try await EmbeddedServer.start(
      database: AppPaths.database(in: dataDirectory), logger: logger)
    return ServerTarget(
      baseURL: server.baseURL,
      label: "내장 서버 \(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)", embedded: server)
  }

  func stop() async {
    await embedded?.stop()
  }
}

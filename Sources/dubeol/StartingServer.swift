import Foundation
import Logging
import Persistence
import Reviews

/// The UI's server as the first frame needs it: its label and how posts name it are known at
/// once; its address once it has started. The embedded server (opening, migrating and seeding
/// the database, then listening) starts beside the first frame instead of before it.
struct StartingServer: Sendable {
  /// Shown in the header: the host of a remote server, or "내장 서버".
  let label: String
  let postServer: PostServer
  private let started: Task<ServerTarget, any Error>

  /// A bad `flag` is refused here, before the terminal is taken; the embedded server's own
  /// failure reaches the UI as its requests' error (`ReviewClientError.serverNotStarted`).
  static func start(flag: String?, dataDirectory: URL, logger: Logger) throws -> StartingServer {
    if let flag, !flag.isEmpty {
      let url = try ServerTarget.remoteURL(flag)
      let target = ServerTarget.remote(url, flag: flag)
      return StartingServer(
        label: target.label, postServer: target.postServer, started: Task { target })
    }
    let started = Task {
      do {
        return try await ServerTarget.resolve(
          flag: nil, dataDirectory: dataDirectory, logger: logger)
      } catch {
        logger.error("the embedded server did not start: \(error)")
        throw ReviewClientError.serverNotStarted("\(error)")
      }
    }
    return StartingServer(label: "내장 서버", postServer: .embedded, started: started)
  }

  /// The server's address, once it listens.
  func baseURL() async throws -> URL { try await started.value.baseURL }

  /// Stops the embedded server (after its start, if it is still starting).
  func stop() async {
    try? await started.value.stop()
  }
}

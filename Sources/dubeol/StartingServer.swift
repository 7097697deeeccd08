import Foundation
import Logging
import Persistence
import Reviews
import Synchronization

/// The UI's server as the first frame needs it: its label and how posts name it are known at
/// once; its address once it has started. The embedded server (opening, migrating and seeding
/// the database, then listening) starts when the first request asks for its address, after the
/// first frame: started beside it, its threads took the CPU the frame needed (2 cores).
struct StartingServer: Sendable {
  /// Shown in the header: the host of a remote server, or "내장 서버".
  let label: String
  let postServer: PostServer
  private let started: Once<ServerTarget>

  /// A bad `flag` is refused here, before the terminal is taken; the embedded server's own
  /// failure reaches the UI as its requests' error (`ReviewClientError.serverNotStarted`).
  static func start(flag: String?, dataDirectory: URL, logger: Logger) throws -> StartingServer {
    if let flag, !flag.isEmpty {
      let url = try ServerTarget.remoteURL(flag)
      let target = ServerTarget.remote(url, flag: flag)
      return StartingServer(
        label: target.label, postServer: target.postServer, started: Once { target })
    }
    let started = Once {
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

  /// The server's address, once it listens (the first call starts it).
  func baseURL() async throws -> URL { try await started.task().value.baseURL }

  /// Stops the embedded server (after its start, if it is still starting; never started, it
  /// has nothing to stop).
  func stop() async {
    try? await started.startedTask?.value.stop()
  }
}

/// Work started by the first caller who asks for it; later callers wait for the same task.
final class Once<Value: Sendable>: Sendable {
  private let work: @Sendable () async throws -> Value
  private let started = Mutex<Task<Value, any Error>?>(nil)

  init(_ work: @escaping @Sendable () async throws -> Value) { self.work = work }

  /// The task, started now if nobody asked before.
  func task() -> Task<Value, any Error> {
    started.withLock { task in
      if let task { return task }
      let new = Task { try await work() }
      task = new
      return new
    }
  }

  /// The task if it was started.
  var startedTask: Task<Value, any Error>? { started.withLock { $0 } }
}

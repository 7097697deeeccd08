import Foundation
import Logging
import Persistence

/// Sends every log of the UI process to the data directory's log file: the screen belongs to the UI.
enum UILogging {
  /// Never fails: without a log file (a full or read-only disk) the UI still runs, unlogged.
  static func bootstrap(dataDirectory: URL) -> Logger {
    let sink = FileLogHandler.Sink(url: AppPaths.logFile(in: dataDirectory))
    LoggingSystem.bootstrap { label in FileLogHandler(label: label, sink: sink) }
    return Logger(label: "dubeol")
  }
}

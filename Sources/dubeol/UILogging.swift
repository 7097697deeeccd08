import Foundation
import Logging
import Persistence

/// Sends every log of the UI process to the data directory's log file: the screen belongs to the UI.
enum UILogging {
  static func bootstrap(dataDirectory: URL) throws -> Logger {
    let sink = try FileLogHandler.Sink(url: AppPaths.logFile(in: dataDirectory))
    LoggingSystem.bootstrap { label in FileLogHandler(label: label, sink: sink) }
    return Logger(label: "dubeol")
  }
}

import Foundation
import Logging

/// A swift-log handler that appends to a file, so logs never reach the screen the UI owns.
struct FileLogHandler: LogHandler {
  /// One open file shared by every logger of the process.
  final class Sink: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    init(url: URL) throws {
      let manager = FileManager.default
      if !manager.fileExists(atPath: url.path) {
        guard
          manager.createFile(
            atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
      }
      handle = try FileHandle(forWritingTo: url)
      handle.seekToEndOfFile()
    }

    func write(_ line: String) {
      lock.lock()
      defer { lock.unlock() }
      handle.write(Data(line.utf8))
    }
  }

  private let label: String
  private let sink: Sink
  var logLevel: Logger.Level = .info
  var metadata: Logger.Metadata = [:]

  init(label: String, sink: Sink) {
    self.label = label
    self.sink = sink
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { $1 }
    let extra =
      merged.isEmpty
      ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
    let stamp = Date().formatted(.iso8601)
    sink.write("\(stamp) \(event.level) \(label): \(event.message)\(extra)\n")
  }
}

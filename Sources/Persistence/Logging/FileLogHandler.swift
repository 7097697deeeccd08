import Foundation
import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A swift-log handler that appends to a file, so logs never reach the screen the UI owns.
public struct FileLogHandler: LogHandler {
  /// One open file shared by every logger of the process. Logging must never take the app
  /// down: a write that fails (disk full, file gone) is dropped and counted, never thrown.
  public final class Sink: @unchecked Sendable {
    /// The log file's descriptor; -1 when it could not be opened (every line is dropped).
    private let fd: Int32
    private let lock = NSLock()
    private var droppedLines = 0

    /// Opens `url` for appending, creating it private to the user. Never fails: a file that
    /// cannot be opened just means no log.
    public init(url: URL) {
      fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    }

    deinit {
      if fd >= 0 { close(fd) }
    }

    /// Lines that could not be written.
    public var dropped: Int { lock.withLock { droppedLines } }

    /// Whether the file is open.
    public var isOpen: Bool { fd >= 0 }

    public func write(_ line: String) {
      lock.withLock {
        if !Self.writeAll(fd, Array(line.utf8)) { droppedLines += 1 }
      }
    }

    /// `write(2)` until every byte is out; false on any error (ENOSPC, EBADF …).
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
      guard fd >= 0 else { return false }
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          posixWrite(fd, $0.baseAddress, $0.count)
        }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private let label: String
  private let sink: Sink
  public var logLevel: Logger.Level = .info
  public var metadata: Logger.Metadata = [:]

  public init(label: String, sink: Sink) {
    self.label = label
    self.sink = sink
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { $1 }
    let extra =
      merged.isEmpty
      ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
    let stamp = Date().formatted(.iso8601)
    sink.write("\(stamp) \(event.level) \(label): \(event.message)\(extra)\n")
  }
}

/// `write(2)` by a name that does not clash with `Sink.write(_:)`.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}

import Foundation

/// Lines of a file or stdin as raw bytes, read in large blocks and lent to the caller without
/// copying, so invalid UTF-8 is seen rather than repaired and big inputs stream fast.
final class BlockLineReader {
  let name: String
  private let fd: Int32
  private let ownsFile: Bool
  /// Not zeroed: a page of it costs a fault only once a read fills it, where a zeroed 1 MB
  /// cost a one-line `convert` 256 faults, a sixth of its run.
  private var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)

  init?(path: String) {
    if path == "-" {
      fd = STDIN_FILENO
      name = "stdin"
      ownsFile = false
    } else {
      fd = open(path, O_RDONLY)
      guard fd >= 0 else { return nil }
      name = path
      ownsFile = true
    }
  }

  /// Calls `body` with each line (without its "\n") and whether it ended with one; false when
  /// reading stopped on an error (a directory, say) rather than at the end.
  func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) -> Bool {
    var filled = 0
    while true {
      if filled == buffer.count { grow(keeping: filled) }
      let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      let end = filled + count
      let consumed = Self.lines(
        in: UnsafeBufferPointer(rebasing: buffer[..<end]), from: filled, atEnd: count == 0, body)
      if count == 0 { return true }
      // Keep the unfinished line at the front for the next read.
      _ = memmove(buffer.baseAddress!, buffer.baseAddress! + consumed, end - consumed)
      filled = end - consumed
    }
  }

  /// Lends `body` each line of `bytes` ending after `from` (the bytes before it were looked
  /// at already), and the unfinished last one `atEnd`; returns where the unlent bytes start.
  private static func lines(
    in bytes: UnsafeBufferPointer<UInt8>, from: Int, atEnd: Bool,
    _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
  ) -> Int {
    var lineStart = 0
    for index in from..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
      body(UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), true)
      lineStart = index + 1
    }
    guard atEnd, lineStart < bytes.count else { return lineStart }
    body(UnsafeBufferPointer(rebasing: bytes[lineStart...]), false)
    return bytes.count
  }

  /// Doubles the buffer for a line longer than it, keeping the `filled` bytes read so far.
  private func grow(keeping filled: Int) {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
    larger.baseAddress!.initialize(from: buffer.baseAddress!, count: filled)
    buffer.deallocate()
    buffer = larger
  }

  deinit { buffer.deallocate() }

  func close() {
    if ownsFile { _ = Glibc.close(fd) }
  }
}

import Foundation

/// Lines of a file or stdin as raw bytes, read in large blocks and lent to the caller without
/// copying, so invalid UTF-8 is seen rather than repaired and big inputs stream fast.
final class BlockLineReader {
  let name: String
  private let fd: Int32
  private let ownsFile: Bool
  private var buffer: [UInt8] = Array(repeating: 0, count: 1 << 20)

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
      if filled == buffer.count { buffer += Array(repeating: 0, count: buffer.count) }
      let count = buffer.withUnsafeMutableBytes { raw in
        read(fd, raw.baseAddress! + filled, raw.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      let end = filled + count
      let consumed = buffer.withUnsafeBufferPointer { all -> Int in
        var lineStart = 0
        var index = filled
        while index < end {
          if all[index] == UInt8(ascii: "\n") {
            body(UnsafeBufferPointer(rebasing: all[lineStart..<index]), true)
            lineStart = index + 1
          }
          index += 1
        }
        if count == 0, lineStart < end {
          body(UnsafeBufferPointer(rebasing: all[lineStart..<end]), false)
          return end
        }
        return lineStart
      }
      if count == 0 { return true }
      // Keep the unfinished line at the front for the next read.
      buffer.withUnsafeMutableBytes { raw in
        _ = memmove(raw.baseAddress!, raw.baseAddress! + consumed, end - consumed)
      }
      filled = end - consumed
    }
  }

  func close() {
    if ownsFile { _ = Glibc.close(fd) }
  }
}

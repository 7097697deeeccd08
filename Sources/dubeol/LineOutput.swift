import DisplayText
import Foundation

/// Text for stdout, line by line (convert's and hanja's), written in large blocks; on a terminal
/// control characters are shown as symbols, and interactive use gets every line at once.
final class LineOutput {
  let isTerminal = isatty(STDOUT_FILENO) == 1
  private let flushesLines = isatty(STDOUT_FILENO) == 1 || isatty(STDIN_FILENO) == 1
  /// UTF-8 not yet written; the streaming converter appends to it directly.
  var pending: [UInt8] = []

  init() { pending.reserveCapacity(1 << 17) }

  func append(_ text: String) {
    pending.append(contentsOf: (isTerminal ? Sanitizer.visible(text) : text).utf8)
  }

  func endLine(newline: Bool) {
    if newline { pending.append(UInt8(ascii: "\n")) }
    if flushesLines || pending.count >= 1 << 16 { flush() }
  }

  func flush() {
    var offset = 0
    while offset < pending.count {
      let written = pending[offset...].withUnsafeBytes {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
    pending.removeAll(keepingCapacity: true)
  }
}

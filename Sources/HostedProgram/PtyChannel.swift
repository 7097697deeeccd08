import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The pty's primary side, read and written on two threads of their own so that the UI thread
/// never blocks on the program: output is kept until `take()` (at most `limit` bytes, then the
/// reader waits and the program with it), input is queued and written in order.
final class PtyChannel: @unchecked Sendable {
  private let fd: Int32
  private let onOutput: @Sendable () -> Void
  /// Guards everything below.
  private let condition = NSCondition()
  private var output: [UInt8] = []
  private var input: [UInt8] = []
  private var readEnded = false
  private var closed = false
  private static let limit = 1 << 20

  /// Starts the threads on `fd`; `onOutput` runs (on the reader thread) after output arrives
  /// and when it ends.
  init(fd: Int32, onOutput: @escaping @Sendable () -> Void) {
    self.fd = fd
    self.onOutput = onOutput
    Thread.detachNewThread { [self] in readLoop() }
    Thread.detachNewThread { [self] in writeLoop() }
  }

  /// What the program wrote since the last call, and whether its side is closed and read out.
  func take() -> (bytes: [UInt8], ended: Bool) {
    condition.lock()
    defer { condition.unlock() }
    let bytes = output
    output.removeAll(keepingCapacity: true)
    condition.broadcast()
    return (bytes, readEnded)
  }

  /// Queues bytes for the program.
  func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    condition.lock()
    input += bytes
    condition.broadcast()
    condition.unlock()
  }

  /// Stops both threads (they end at their next wake-up; the descriptor is the owner's).
  func stop() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  private func readLoop() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      condition.lock()
      while output.count >= Self.limit && !closed { condition.wait() }
      let stop = closed
      condition.unlock()
      if stop { return }
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      condition.lock()
      if n > 0 { output += buffer[0..<n] } else { readEnded = true }
      condition.unlock()
      onOutput()
      if n <= 0 { return }
    }
  }

  private func writeLoop() {
    while true {
      condition.lock()
      while input.isEmpty && !closed { condition.wait() }
      if closed {
        condition.unlock()
        return
      }
      let bytes = input
      input.removeAll()
      condition.unlock()
      var offset = 0
      while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }  // the program's side is gone: what is left has no reader
        offset += n
      }
    }
  }
}

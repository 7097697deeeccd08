import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The pty's primary side, non-blocking. The caller's thread reads the program's output itself
/// (`take`, when a poll on `fd` says it is there) and writes keys itself while nothing is
/// queued; only what the program is not ready for goes to a writer thread, which writes it in
/// order as the program reads, so a program that does not read never blocks the caller.
final class PtyChannel: @unchecked Sendable {
  /// The descriptor to poll for output (and for the end of it).
  let fd: Int32
  /// Guards `input`, `writing` and `closed`.
  private let condition = NSCondition()
  /// Bytes waiting for the writer thread, in order.
  private var input: [UInt8] = []
  /// The writer thread holds bytes taken from `input` that are not all written yet.
  private var writing = false
  private var closed = false
  /// The caller's thread only.
  private var readEnded = false
  private var buffer = [UInt8](repeating: 0, count: 65536)
  /// The most one `take` returns: a program flooding output cannot grow memory without bound,
  /// and the caller gets back to its keys in between.
  static let limit = 1 << 20

  /// Makes `fd` non-blocking and starts the writer thread, which sleeps until it is needed.
  init(fd: Int32) {
    self.fd = fd
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    Thread.detachNewThread { [self] in writeLoop() }
  }

  /// What the program has written (at most `limit` bytes; never waits), and whether its side
  /// is closed and read out.
  func take() -> (bytes: [UInt8], ended: Bool) {
    var bytes: [UInt8] = []
    while !readEnded && bytes.count < Self.limit {
      let want = min(buffer.count, Self.limit - bytes.count)
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
      if n > 0 {
        // Read on until the pty is empty: it hands over a few KiB a read, so a short read
        // does not mean the program is done (a frame per read would slow a flood down).
        bytes += buffer[0..<n]
        continue
      }
      if n < 0 && errno == EINTR { continue }
      if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
      readEnded = true  // end of file, or EIO: every process closed the program's terminal
    }
    return (bytes, readEnded)
  }

  /// Sends bytes to the program: written at once when nothing is queued and the program has
  /// room for them; the rest is queued for the writer thread, after anything queued before.
  func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    condition.lock()
    defer { condition.unlock() }
    var offset = 0
    if input.isEmpty && !writing {
      offset = Self.writeSome(bytes[...], to: fd)
      guard offset < bytes.count, offset >= 0 else { return }
    }
    input += bytes[max(0, offset)...]
    condition.broadcast()
  }

  /// Whether bytes are queued or being written by the writer thread (tests).
  var hasQueuedInput: Bool {
    condition.lock()
    defer { condition.unlock() }
    return writing || !input.isEmpty
  }

  /// Stops the writer thread (it ends within its next wait; the descriptor is the owner's).
  func stop() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Writes what `fd` takes without waiting: the count written, or -1 when the program's side
  /// is gone (what is left has no reader).
  private static func writeSome(_ bytes: ArraySlice<UInt8>, to fd: Int32) -> Int {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        offset += n
        continue
      }
      if n < 0 && errno == EINTR { continue }
      if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
      return -1
    }
    return offset - bytes.startIndex
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
      writing = true
      condition.unlock()
      var offset = 0
      while offset < bytes.count && !isClosed {
        let n = Self.writeSome(bytes[offset...], to: fd)
        if n < 0 { break }
        offset += n
        // The program is not reading: wait until it has room (and look at `closed` now and then).
        if offset < bytes.count {
          var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, 200)
        }
      }
      condition.lock()
      writing = false
      condition.unlock()
    }
  }

  private var isClosed: Bool {
    condition.lock()
    defer { condition.unlock() }
    return closed
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes a backend that waits for input, from any thread: an effect's result or a timer is
/// ready. It is a pipe (the self-pipe trick) whose read end the backend polls with the tty.
/// Tasks may hold it after the backend is gone, so the pipe closes only with the last holder.
public final class TerminalWaker: Sendable {
  let readDescriptor: Int32
  let writeDescriptor: Int32

  /// A non-blocking pipe; nil when no descriptor is left.
  public init?() {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return nil }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    readDescriptor = fds[0]
    writeDescriptor = fds[1]
  }

  deinit {
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Makes the next (or current) wait return. A full pipe already wakes, so a failed write
  /// is fine.
  public func wake() {
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Empties the pipe after a wake-up.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 256)
    while buffer.withUnsafeMutableBytes({ read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}

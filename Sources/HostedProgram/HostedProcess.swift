import ChildProcess

#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a pseudo-terminal of its own, in a session of its own with the pty as
/// its controlling terminal (job control works inside). Its output is read by the caller when
/// `outputDescriptor` polls readable (`takeOutput` never waits); input never blocks the caller.
public final class HostedProcess: @unchecked Sendable {
  private let child: ChildProcess
  private let primary: Int32
  private let channel: PtyChannel

  /// The program's process id.
  public var pid: pid_t { child.pid }

  /// Starts `arguments` (the first looked up in PATH) with `environment`, on a pty of
  /// `width` × `height`.
  public init(_ arguments: [String], environment: [String: String], width: Int, height: Int)
    throws(SpawnError)
  {
    child = try ChildProcess.onPty(
      arguments, environment: environment, rows: height, columns: width)
    guard case .pty(let fd) = child.descriptors else { preconditionFailure("a pty child") }
    primary = fd
    channel = PtyChannel(fd: fd)
  }

  deinit {
    channel.stop()
    // The program's terminal hangs up when the last primary descriptor closes.
    close(primary)
  }

  /// The descriptor that polls readable when the program has written, or its terminal closed.
  public var outputDescriptor: Int32 { channel.fd }

  /// What the program wrote since the last call (at most 1 MiB; never waits), and whether its
  /// terminal is closed (every process that had it open has ended or closed it).
  public func takeOutput() -> (bytes: [UInt8], ended: Bool) { channel.take() }

  /// Sends bytes to the program: written at once while the program has room, the rest queued
  /// and written in order on another thread.
  public func send(_ bytes: [UInt8]) { channel.send(bytes) }

  /// Whether bytes sent are still waiting for the program to read them.
  public var hasQueuedInput: Bool { channel.hasQueuedInput }

  /// Gives the program a new window size (it gets SIGWINCH).
  public func resize(width: Int, height: Int) { child.resize(rows: height, columns: width) }

  /// The exit status as a shell reports it (the code, or 128 + the signal), once the program
  /// has ended; nil while it runs.
  public func exitStatus() -> Int32? { child.exitStatus() }
}

import CHostedPty

#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a pseudo-terminal of its own, in a session of its own with the pty as
/// its controlling terminal (job control works inside). Its output is read by the caller when
/// `outputDescriptor` polls readable (`takeOutput` never waits); input never blocks the caller.
public final class HostedProcess: @unchecked Sendable {
  /// The program's process id.
  public let pid: pid_t
  private let primary: Int32
  private let channel: PtyChannel
  private var status: Int32?

  /// Starts `arguments` (the first looked up in PATH) with `environment`, on a pty of
  /// `width` × `height`.
  public init(_ arguments: [String], environment: [String: String], width: Int, height: Int)
    throws
  {
    precondition(!arguments.isEmpty, "a program to run")
    var fd: Int32 = -1
    var name = [CChar](repeating: 0, count: 256)
    guard hp_open_pty(&fd, &name, UInt(name.count), Int32(height), Int32(width)) == 0 else {
      throw SpawnError(program: arguments[0], code: errno)
    }
    var child: pid_t = 0
    let spawned = Self.withCStrings(arguments) { argv in
      Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
        hp_spawn(&child, name, argv, envp)
      }
    }
    guard spawned == 0 else {
      close(fd)
      throw SpawnError(program: arguments[0], code: spawned)
    }
    pid = child
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
  public func resize(width: Int, height: Int) {
    _ = hp_set_window_size(primary, Int32(max(1, height)), Int32(max(1, width)))
  }

  /// The exit status as a shell reports it (the code, or 128 + the signal), once the program
  /// has ended; nil while it runs.
  public func exitStatus() -> Int32? {
    if let status { return status }
    var code: Int32 = 0
    switch hp_poll_exit(pid, &code) {
    case 1: status = code
    case -1: status = 127  // not our child any more: nothing to report
    default: break
    }
    return status
  }

  /// Runs `body` with a NULL-terminated C array of `strings`.
  private static func withCStrings<T>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T
  ) -> T {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}

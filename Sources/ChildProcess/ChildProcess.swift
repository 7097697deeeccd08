import CPty
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A program dubeol started, on a pty of its own or on pipes (`CPty`): the one place a child is
/// spawned, resized, waited for and reaped, for `dubeol type` and `dubeol serve --ssh` alike.
/// It is reaped exactly once, and signalled only before that, so no other process can get a
/// signal meant for it. The descriptors are the owner's to read, write and close.
public final class ChildProcess: Sendable {
  /// Where the program's input goes and its output comes from.
  public enum Descriptors: Sendable, Equatable {
    /// The pty's primary side: the program's stdin, stdout and stderr together.
    case pty(primary: Int32)
    /// Pipes: its stdin (ours to write), stdout and stderr.
    case pipes(input: Int32, output: Int32, errors: Int32)
  }

  /// The program's process id.
  public let pid: pid_t
  public let descriptors: Descriptors
  /// The exit status once reaped.
  private let reaped = Mutex<Int32?>(nil)

  private init(pid: pid_t, descriptors: Descriptors) {
    self.pid = pid
    self.descriptors = descriptors
  }

  /// Starts `arguments` (the first looked up in PATH when it has no slash) with `environment`
  /// alone, on a new pty of `rows` × `columns` that becomes its controlling terminal.
  public static func onPty(
    _ arguments: [String], environment: [String: String], rows: Int, columns: Int
  ) throws(SpawnError) -> ChildProcess {
    let program = try SpawnError.program(arguments)
    var primary: Int32 = -1
    var name = [CChar](repeating: 0, count: 256)
    let opened = pty_open(&primary, &name, name.count, Self.size(rows), Self.size(columns))
    guard opened == 0 else { throw SpawnError(program: program, code: opened) }
    var pid: pid_t = 0
    let spawned = withCStrings(arguments, environment) { argv, envp in
      pty_spawn(&pid, name, argv, envp)
    }
    guard spawned == 0 else {
      close(primary)
      throw SpawnError(program: program, code: spawned)
    }
    return ChildProcess(pid: pid, descriptors: .pty(primary: primary))
  }

  /// Starts `arguments` as `onPty` does, with pipes for its stdin, stdout and stderr.
  public static func onPipes(_ arguments: [String], environment: [String: String])
    throws(SpawnError) -> ChildProcess
  {
    let program = try SpawnError.program(arguments)
    var pid: pid_t = 0
    var input: Int32 = -1
    var output: Int32 = -1
    var errors: Int32 = -1
    let spawned = withCStrings(arguments, environment) { argv, envp in
      pipes_spawn(&pid, &input, &output, &errors, argv, envp)
    }
    guard spawned == 0 else { throw SpawnError(program: program, code: spawned) }
    return ChildProcess(
      pid: pid, descriptors: .pipes(input: input, output: output, errors: errors))
  }

  /// Gives a program on a pty a new size (it gets SIGWINCH); nothing on pipes.
  public func resize(rows: Int, columns: Int) {
    guard case .pty(let primary) = descriptors else { return }
    _ = pty_set_size(primary, Self.size(rows), Self.size(columns))
  }

  /// The exit status as a shell reports it (the code, or 128 + the signal), once the program
  /// has ended; nil while it runs. Never waits.
  public func exitStatus() -> Int32? {
    reaped.withLock { status in
      if status == nil {
        var exited: Int32 = 0
        let asked = child_has_exited(pid, 0, &exited)
        // Not our child any more (reaped behind our back): there is nothing to report.
        if asked != 0 { status = 127 } else if exited == 1 { status = Self.reap(pid) }
      }
      return status
    }
  }

  /// Waits until the program has ended, reaps it, and returns its exit status as
  /// `exitStatus()` does. The wait itself holds no lock, so `signal` still works meanwhile.
  public func waitForExit() -> Int32 {
    var exited: Int32 = 0
    let asked = child_has_exited(pid, 1, &exited)
    return reaped.withLock { status in
      if status == nil { status = asked == 0 ? Self.reap(pid) : 127 }
      return status ?? 127
    }
  }

  /// Sends `signal` unless the program has been reaped.
  public func signal(_ signal: Int32) {
    reaped.withLock { status in
      if status == nil { kill(pid, signal) }
    }
  }

  private static func reap(_ pid: pid_t) -> Int32 {
    var status: Int32 = 255
    return child_reap(pid, &status) == 0 ? status : 127
  }

  /// A terminal dimension: at least 1, at most what a `winsize` holds.
  private static func size(_ value: Int) -> UInt16 { UInt16(clamping: max(1, value)) }
}

/// Runs `body` with NULL-terminated C arrays of `arguments` and of `environment` (as
/// `NAME=value`, sorted, so a child's environment does not depend on a dictionary's order).
private func withCStrings<R>(
  _ arguments: [String], _ environment: [String: String],
  _ body: ([UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?]) -> R
) -> R {
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  return body(argv, envp)
}

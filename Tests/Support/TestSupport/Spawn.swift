import Foundation

// Child processes with `posix_spawn` and `waitpid` rather than Foundation's `Process`: on Linux
// `Process.waitUntilExit()` can miss the exit of a child that daemonizes (`tmux new-session -d`)
// and hang for ever.

/// The outcome of a command run to completion.
public struct CommandResult: Sendable {
  /// The exit code, or 128 + the signal number when a signal ended the process.
  public let status: Int32
  public let stdout: String
  public let stderr: String
}

/// A command that could not be started.
public struct CommandError: Error, CustomStringConvertible {
  public let executable: String
  public let message: String
  public init(executable: String, message: String) {
    self.executable = executable
    self.message = message
  }
  public var description: String { "cannot run \(executable): \(message)" }
}

/// Runs `executable` with `arguments` to completion; stdin is `stdin` (or empty), and both
/// outputs are read at once so that neither pipe can fill up and block the child.
@discardableResult
public func runCommand(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  stdin: String? = nil
) throws -> CommandResult {
  try runCommand(
    executable, arguments, environment: environment, stdinBytes: Array((stdin ?? "").utf8))
}

/// `runCommand` with raw bytes on stdin (for input that is not valid UTF-8).
@discardableResult
public func runCommand(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  stdinBytes stdinData: [UInt8]
) throws -> CommandResult {
  let input = try PipePair()
  let output = try PipePair()
  let errors = try PipePair()
  let pid: pid_t
  do {
    pid = try spawn(
      executable, arguments, environment: environment,
      stdio: (input.read, output.write, errors.write))
  } catch {
    for fd in [input.read, input.write, output.read, output.write, errors.read, errors.write] {
      close(fd)
    }
    throw error
  }
  close(input.read)
  close(output.write)
  close(errors.write)

  let writer = Thread { [fd = input.write] in
    var offset = 0
    while offset < stdinData.count {
      let written = stdinData[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written <= 0 { break }
      offset += written
    }
    close(fd)
  }
  writer.start()
  let (out, err) = readBoth(output.read, errors.read)
  close(output.read)
  close(errors.read)
  return CommandResult(
    status: waitForExit(pid), stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// `runCommand` on a thread of its own, for async tests: a child that takes seconds (dpkg, man)
/// would otherwise hold one of the few cooperative threads, and other tests' servers and
/// database connections would miss their deadlines meanwhile.
public func runCommandOffPool(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  stdin: String? = nil
) async throws -> CommandResult {
  try await onThreadOfItsOwn {
    try runCommand(executable, arguments, environment: environment, stdin: stdin)
  }
}

/// Runs `work` on a thread of its own while the calling task waits for its answer, so what
/// the work uses is never used from two threads at once, and a long wait holds none of the
/// few cooperative threads. The work is let go of before the answer is given: a closure it
/// holds (one made escaping with `withoutActuallyEscaping`) does not outlive the wait.
public func onThreadOfItsOwn<Value>(_ work: @escaping () throws -> Value) async throws -> Value {
  try await OnceOnAThread(work).result()
}

private final class OnceOnAThread<Value>: @unchecked Sendable {
  private var work: (() throws -> Value)?

  init(_ work: @escaping () throws -> Value) { self.work = work }

  func result() async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        let result = Result { try self.work!() }
        self.work = nil
        continuation.resume(with: result)
      }.start()
    }
  }
}

/// A long-running child (such as `dubeol serve`) whose stdout and stderr go to a log file.
/// `stop()` ends it with SIGTERM; if a test forgets, deinit kills it.
public final class BackgroundProcess {
  public let pid: pid_t
  public let log: URL
  private var exitStatus: Int32?

  public init(_ executable: String, _ arguments: [String], log: URL) throws {
    self.log = log
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    let output = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
    defer {
      close(input)
      close(output)
    }
    guard input >= 0, output >= 0 else {
      throw CommandError(executable: executable, message: "cannot open \(log.path)")
    }
    pid = try spawn(executable, arguments, environment: nil, stdio: (input, output, output))
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      _ = waitForExit(pid)
    }
  }

  /// Everything the process has written so far.
  public var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// Polls the output until `predicate` holds; throws with the output when it never does.
  public func waitForOutput(
    _ expectation: String, timeout: TimeInterval = 20, _ predicate: (String) -> Bool
  ) async throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let text = output
      if predicate(text) { return text }
      guard Date() < deadline, !hasExited else {
        throw CommandError(executable: "\(pid)", message: "no \(expectation) in: \(text)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Whether the process has ended (it is reaped then).
  public var hasExited: Bool {
    if exitStatus != nil { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    exitStatus = decodeWaitStatus(status)
    return true
  }

  /// Sends SIGTERM and waits for the exit status.
  @discardableResult
  public func stop() -> Int32 {
    if let exitStatus { return exitStatus }
    kill(pid, SIGTERM)
    kill(pid, SIGCONT)  // a stopped process acts on SIGTERM only once continued
    let status = waitForExit(pid)
    exitStatus = status
    return status
  }

  /// Waits for the process to end by itself and returns its exit status; throws with the
  /// output when it is still running after `timeout`.
  public func exitCode(timeout: TimeInterval = 20) async throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while !hasExited {
      guard Date() < deadline else {
        throw CommandError(executable: "\(pid)", message: "still running: \(output)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    return exitStatus ?? -1
  }
}

/// Starts a child with the given stdin/stdout/stderr and only those: every other fd is closed
/// in the child, so a daemon it starts never holds the test's pipes or sockets open.
private func spawn(
  _ executable: String, _ arguments: [String], environment: [String: String]?,
  stdio: (Int32, Int32, Int32)
) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, stdio.0, 0)
  posix_spawn_file_actions_adddup2(&actions, stdio.1, 1)
  posix_spawn_file_actions_adddup2(&actions, stdio.2, 2)
  closeInheritedDescriptors(&actions)

  // The child starts with no blocked signals and default handlers: the spawning thread (a
  // Swift concurrency worker) blocks most signals, and the mask survives exec — tmux and the
  // shell in it would then ignore kill-server's SIGHUP, and dubeol its SIGTERM.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

  let environment = environment ?? ProcessInfo.processInfo.environment
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for string in argv + envp { free(string) }
  }
  // A child that dies while we write its stdin must not take the test process with it.
  signal(SIGPIPE, SIG_IGN)
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
  guard spawned == 0 else {
    throw CommandError(executable: executable, message: String(cString: strerror(spawned)))
  }
  return pid
}

/// Waits for `pid` and returns its exit code (128 + signal when a signal ended it).
private func waitForExit(_ pid: pid_t) -> Int32 {
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  return decodeWaitStatus(status)
}

private func decodeWaitStatus(_ status: Int32) -> Int32 {
  let signal = status & 0x7F
  return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
}

#if os(Linux)
  /// glibc's `pipe2`, which Swift does not import (it needs _GNU_SOURCE).
  private let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
    // RTLD_DEFAULT is the null handle on glibc; pipe2 is there since glibc 2.9.
    unsafeBitCast(
      dlsym(nil, "pipe2")!, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
  }()

  private typealias AddCloseFrom =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift does not import.
  private let addCloseFrom: AddCloseFrom? = {
    // RTLD_DEFAULT is the null handle on glibc.
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: AddCloseFrom.self)
  }()
#endif

/// Closes every fd above 2 in the child (fds opened elsewhere in the test process may lack
/// close-on-exec).
private func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
  #if os(Linux)
    if let addCloseFrom {
      _ = addCloseFrom(&actions, 3)
      return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap(Int32.init) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
  #endif
}

/// A pipe whose ends are closed on exec (the child gets its own copies through dup2).
private struct PipePair {
  let read: Int32
  let write: Int32

  init() throws {
    var fds: [Int32] = [0, 0]
    // Close-on-exec from the start (pipe2), not set afterwards: a process another thread
    // spawns in between would inherit the ends and could hold our reader open for ever.
    #if os(Linux)
      let made = pipe2(&fds, O_CLOEXEC) == 0
    #else
      let made = pipe(&fds) == 0 && fds.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
    #endif
    guard made else {
      throw CommandError(executable: "pipe", message: String(cString: strerror(errno)))
    }
    read = fds[0]
    write = fds[1]
  }
}

/// Reads two fds to their ends at once.
private func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
  var data: [[UInt8]] = [[], []]
  var fds = [
    pollfd(fd: first, events: Int16(POLLIN), revents: 0),
    pollfd(fd: second, events: Int16(POLLIN), revents: 0),
  ]
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while fds.contains(where: { $0.fd >= 0 }) {
    guard poll(&fds, nfds_t(fds.count), -1) >= 0 else {
      if errno == EINTR { continue }
      break
    }
    for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
      let count = read(fds[index].fd, &buffer, buffer.count)
      if count > 0 {
        data[index] += buffer[0..<count]
      } else if count == 0 || errno != EINTR {
        fds[index].fd = -1
      }
    }
  }
  return (data[0], data[1])
}

import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A dubeol process started for a session, on a pty or on pipes. Its output is read by threads of
/// its own (blocking reads; the event loop never waits on a child); it is reaped exactly once,
/// and a signal is sent only while it is not, so no other process can get it.
final class SpawnedProcess: Sendable {
  let pid: pid_t
  /// Where the session's input goes: the pty, or the stdin pipe.
  let input: Int32
  /// What the session shows: the pty (stdout and stderr together), or stdout and stderr.
  let outputs: [(fd: Int32, stderr: Bool)]
  private let reaped = Mutex(false)
  private let inputOpen = Mutex(true)
  /// Writes to the child, in order, off the event loop (a child that stops reading blocks
  /// this queue, not the server).
  private let writer = DispatchQueue(label: "dubeol.ssh.child-input")

  private init(pid: pid_t, input: Int32, outputs: [(fd: Int32, stderr: Bool)]) {
    self.pid = pid
    self.input = input
    self.outputs = outputs
  }

  /// `arguments[0]` is the program's path.
  static func onPTY(
    _ arguments: [String], environment: [String: String], rows: Int, columns: Int
  ) throws -> SpawnedProcess {
    var primary: Int32 = -1
    var pid: pid_t = 0
    let result = withCStrings(arguments, environment) { argv, envp in
      spawn_on_pty(
        arguments[0], argv, envp, UInt16(clamping: rows), UInt16(clamping: columns), &primary,
        &pid)
    }
    guard result == 0 else { throw SpawnFailure(errno: errno) }
    return SpawnedProcess(pid: pid, input: primary, outputs: [(primary, false)])
  }

  static func onPipes(_ arguments: [String], environment: [String: String]) throws
    -> SpawnedProcess
  {
    var input: Int32 = -1
    var output: Int32 = -1
    var errors: Int32 = -1
    var pid: pid_t = 0
    let result = withCStrings(arguments, environment) { argv, envp in
      spawn_with_pipes(arguments[0], argv, envp, &input, &output, &errors, &pid)
    }
    guard result == 0 else { throw SpawnFailure(errno: errno) }
    return SpawnedProcess(pid: pid, input: input, outputs: [(output, false), (errors, true)])
  }

  /// Calls `chunk` with each read from every output, on threads of their own, then `ended` with
  /// the exit status (128 + signal) once all outputs are closed and the child has exited.
  func pump(
    chunk: @escaping @Sendable ([UInt8], _ stderr: Bool) -> Void,
    ended: @escaping @Sendable (Int) -> Void
  ) {
    let group = DispatchGroup()
    for output in outputs {
      group.enter()
      Thread.detachNewThread {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(output.fd, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          // A pty whose last program has gone reads EIO, not 0.
          guard count > 0 else { break }
          chunk(Array(buffer[0..<count]), output.stderr)
        }
        group.leave()
      }
    }
    group.notify(queue: .global()) { [self] in
      _ = wait_child_exit(pid)
      let status = reaped.withLock { reaped in
        reaped = true
        return Int(reap_child(pid))
      }
      closeInput()
      for output in outputs where output.fd != input { close(output.fd) }
      ended(status)
    }
  }

  /// Writes `bytes` to the child's input, in order; dropped once the input is closed.
  func write(_ bytes: [UInt8]) {
    writer.async { [self] in
      inputOpen.withLock { open in
        guard open else { return }
        var offset = 0
        while offset < bytes.count {
          let written = bytes[offset...].withUnsafeBytes {
            Glibc.write(input, $0.baseAddress, $0.count)
          }
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return }
          offset += written
        }
      }
    }
  }

  /// The end of the session's input: the stdin pipe is closed after what was written (a pty
  /// stays open until the child is gone; its program reads the person's keys, not an end).
  func finishInput() {
    guard outputs.allSatisfy({ $0.fd != input }) else { return }
    writer.async { [self] in closeInput() }
  }

  private func closeInput() {
    inputOpen.withLock { open in
      if open { close(input) }
      open = false
    }
  }

  /// A pty's new size (the program gets SIGWINCH).
  func resize(rows: Int, columns: Int) {
    inputOpen.withLock { open in
      if open { _ = pty_set_size(input, UInt16(clamping: rows), UInt16(clamping: columns)) }
    }
  }

  /// Sends `signal` unless the child has been reaped.
  func signal(_ signal: Int32) {
    reaped.withLock { reaped in
      if !reaped { kill(pid, signal) }
    }
  }

  /// The session is gone: SIGHUP (dubeol saves the draft and leaves), then SIGKILL if it is
  /// still there after `grace`.
  func hangUp(grace: DispatchTimeInterval = .seconds(5)) {
    signal(SIGHUP)
    DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in signal(SIGKILL) }
  }

  private static func withCStrings<R>(
    _ arguments: [String], _ environment: [String: String],
    _ body: (
      UnsafePointer<UnsafeMutablePointer<CChar>?>, UnsafePointer<UnsafeMutablePointer<CChar>?>
    ) -> R
  ) -> R {
    let argv = arguments.map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    return body(argv, envp)
  }
}

/// posix_spawn (or openpty) failed.
struct SpawnFailure: Error, CustomStringConvertible {
  let errno: Int32
  var description: String { "cannot start dubeol: \(String(cString: strerror(errno)))" }
}

import ChildProcess
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A dubeol process started for a session, on a pty or on pipes (`ChildProcess`). Its output is
/// read by threads of its own (blocking reads; the event loop never waits on a child).
final class SpawnedProcess: Sendable {
  private let child: ChildProcess
  /// Where the session's input goes: the pty, or the stdin pipe.
  let input: Int32
  /// What the session shows: the pty (stdout and stderr together), or stdout and stderr.
  let outputs: [(fd: Int32, stderr: Bool)]
  private let inputOpen = Mutex(true)
  /// Writes to the child, in order, off the event loop (a child that stops reading blocks
  /// this queue, not the server).
  private let writer = DispatchQueue(label: "dubeol.ssh.child-input")

  var pid: pid_t { child.pid }

  private init(_ child: ChildProcess) {
    self.child = child
    switch child.descriptors {
    case .pty(let primary):
      input = primary
      outputs = [(primary, false)]
    case .pipes(let input, let output, let errors):
      self.input = input
      outputs = [(output, false), (errors, true)]
    }
  }

  /// `arguments[0]` is the program's path.
  static func onPTY(
    _ arguments: [String], environment: [String: String], rows: Int, columns: Int
  ) throws(SpawnError) -> SpawnedProcess {
    SpawnedProcess(
      try ChildProcess.onPty(arguments, environment: environment, rows: rows, columns: columns))
  }

  static func onPipes(_ arguments: [String], environment: [String: String]) throws(SpawnError)
    -> SpawnedProcess
  {
    SpawnedProcess(try ChildProcess.onPipes(arguments, environment: environment))
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
      let status = Int(child.waitForExit())
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
      if open { child.resize(rows: rows, columns: columns) }
    }
  }

  /// Sends `signal` unless the child has been reaped.
  func signal(_ signal: Int32) { child.signal(signal) }

  /// The session is gone: SIGHUP (dubeol saves the draft and leaves), then SIGKILL if it is
  /// still there after `grace`.
  func hangUp(grace: DispatchTimeInterval = .seconds(5)) {
    signal(SIGHUP)
    DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in signal(SIGKILL) }
  }
}

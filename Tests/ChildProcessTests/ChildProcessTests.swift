import ChildProcess
import Foundation
import TestSupport
import Testing

/// The one seam that starts a program for dubeol (`dubeol type`'s program, `serve --ssh`'s
/// sessions): its terminal or pipes, its size, its exit status as a shell reports it, and the
/// programs that cannot start.
@Suite("A program dubeol starts: on a pty or on pipes")
struct ChildProcessTests {
  static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]

  /// Everything readable from `fd` until it ends (EOF, or EIO on a pty whose program is gone).
  static func readAll(_ fd: Int32) -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Runs `script` with sh on a pty of `rows` × `columns`: its output and exit status.
  static func onPty(_ script: String, rows: Int = 24, columns: Int = 80) throws -> (
    output: String, status: Int32
  ) {
    let child = try ChildProcess.onPty(
      ["sh", "-c", script], environment: environment, rows: rows, columns: columns)
    guard case .pty(let primary) = child.descriptors else { throw SpawnError(program: "", code: 0) }
    defer { close(primary) }
    let output = readAll(primary)
    return (output, child.waitForExit())
  }

  @Test("the exit status is the program's, and 128 + N when signal N ended it, on both")
  func exitStatus() throws {
    #expect(try Self.onPty("exit 7").status == 7)
    #expect(try Self.onPty("true").status == 0)
    #expect(try Self.onPty("kill -TERM $$").status == 143)
    #expect(try Self.onPty("kill -KILL $$").status == 137)
    let piped = try ChildProcess.onPipes(["sh", "-c", "exit 3"], environment: Self.environment)
    #expect(piped.waitForExit() == 3)
    let killed = try ChildProcess.onPipes(
      ["sh", "-c", "kill -HUP $$"], environment: Self.environment)
    #expect(killed.waitForExit() == 129)
  }

  /// Starts `arguments` on a pty or on pipes.
  static func start(_ arguments: [String], onPty: Bool) throws -> ChildProcess {
    onPty
      ? try ChildProcess.onPty(arguments, environment: environment, rows: 24, columns: 80)
      : try ChildProcess.onPipes(arguments, environment: environment)
  }

  @Test(
    "a program that is not found is refused with 127; one that cannot be run with 126",
    arguments: [true, false])
  func cannotStart(onPty: Bool) throws {
    #expect(throws: SpawnError(program: "dubeol-no-such-program", code: ENOENT)) {
      try Self.start(["dubeol-no-such-program"], onPty: onPty)
    }
    #expect(SpawnError(program: "x", code: ENOENT).description == "x: command not found")
    #expect(SpawnError(program: "x", code: ENOENT).exitStatus == 127)
    let directory = try TemporaryDirectory("dubeol-child")
    defer { directory.remove() }
    let script = directory.file("not-executable")
    try "#!/bin/sh\necho ran\n".write(to: script, atomically: true, encoding: .utf8)
    do {
      _ = try Self.start([script.path], onPty: onPty)
      Issue.record("a file without the x bit ran")
    } catch let error as SpawnError {
      #expect(error.exitStatus == 126, "\(error)")
      #expect(error.description.hasPrefix("\(script.path): cannot run it"), "\(error)")
    }
    #expect(throws: SpawnError.self) { try Self.start([], onPty: onPty) }
  }

  @Test("the pty is the program's controlling terminal, of the size given, IUTF8 and DEL erase")
  func terminal() throws {
    let result = try Self.onPty(
      "tty; stty size; stty -a | grep -o -- '-\\?iutf8'; stty -a | grep -o 'erase = [^;]*';"
        + " echo pgid=$(ps -o pgid= -p $$ | tr -d ' ') tpgid=$(ps -o tpgid= -p $$ | tr -d ' ')",
      rows: 11, columns: 33)
    #expect(result.status == 0)
    #expect(result.output.contains("/dev/pts/"), "\(result.output)")
    #expect(result.output.contains("11 33"), "\(result.output)")
    #expect(
      result.output.contains("iutf8") && !result.output.contains("-iutf8"), "\(result.output)")
    #expect(result.output.contains("erase = ^?"), "\(result.output)")
    // ps's TPGID is the terminal's foreground group: the shell's own when job control works.
    let words = result.output.split(whereSeparator: \.isWhitespace)
    let pgid = words.first { $0.hasPrefix("pgid=") }?.dropFirst(5)
    let tpgid = words.first { $0.hasPrefix("tpgid=") }?.dropFirst(6)
    #expect(pgid != nil && pgid == tpgid, "\(result.output)")
  }

  @Test("a resize reaches the program as SIGWINCH and its new size")
  func resize() throws {
    let child = try ChildProcess.onPty(
      ["sh", "-c", "trap 'stty size; exit 0' WINCH; echo ready; while :; do sleep 0.05; done"],
      environment: Self.environment, rows: 24, columns: 80)
    guard case .pty(let primary) = child.descriptors else { return }
    defer { close(primary) }
    var seen = ""
    var buffer = [UInt8](repeating: 0, count: 256)
    while !seen.contains("ready") {
      let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      seen += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    child.resize(rows: 30, columns: 100)
    #expect(Self.readAll(primary).contains("30 100"))
    #expect(child.waitForExit() == 0)
  }

  @Test("pipes carry stdin, stdout and stderr apart; nothing else of ours reaches the child")
  func pipes() throws {
    let child = try ChildProcess.onPipes(
      ["sh", "-c", "read line; echo \"out:$line\"; echo err >&2; ls /proc/self/fd | wc -l"],
      environment: Self.environment)
    guard case .pipes(let input, let output, let errors) = child.descriptors else { return }
    defer { [output, errors].forEach { close($0) } }
    _ = "한글\n".withCString { write(input, $0, strlen($0)) }
    close(input)
    let lines = Self.readAll(output).split(separator: "\n")
    #expect(lines.first == "out:한글")
    // 0, 1, 2 and the descriptor ls reads the folder with.
    #expect(lines.last.map { Int($0.trimmingCharacters(in: .whitespaces)) } == 4)
    #expect(Self.readAll(errors) == "err\n")
    #expect(child.waitForExit() == 0)
  }

  @Test("the status is polled without waiting; a signal after the reap reaches nobody")
  func pollAndSignal() throws {
    let child = try ChildProcess.onPipes(["sleep", "30"], environment: Self.environment)
    guard case .pipes(let input, let output, let errors) = child.descriptors else { return }
    defer { [input, output, errors].forEach { close($0) } }
    #expect(child.exitStatus() == nil)
    child.signal(SIGTERM)
    let deadline = Date().addingTimeInterval(10)
    var status: Int32?
    while status == nil && Date() < deadline {
      status = child.exitStatus()
      usleep(5_000)
    }
    #expect(status == 128 + SIGTERM)
    #expect(child.waitForExit() == 128 + SIGTERM)
    // Reaped: the pid may be anyone's now, so nothing is sent (no crash, no stray signal).
    child.signal(SIGKILL)
    #expect(child.exitStatus() == 128 + SIGTERM)
  }
}

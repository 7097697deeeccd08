import ChildProcess
import Foundation
import HostedProgram
import TestSupport
import Testing

/// A program on a pty of its own, as `dubeol type` runs it: its output and its exit status (its
/// terminal is `ChildProcess`'s, tested with it).
@Suite("dubeol type: the hosted program's process")
struct HostedProcessTests {
  /// Starts `arguments` and collects its output until it ends (at most 20 s).
  static func run(_ arguments: [String], width: Int = 80, height: Int = 24) throws -> (
    output: String, status: Int32?
  ) {
    let process = try HostedProcess(
      arguments, environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"],
      width: width, height: height)
    var output: [UInt8] = []
    var ended = false
    var status: Int32?
    let deadline = Date().addingTimeInterval(20)
    // Both: the status, and the output read to its end (the reader may still be reading it).
    while Date() < deadline {
      let chunk = process.takeOutput()
      output += chunk.bytes
      ended = ended || chunk.ended
      status = status ?? process.exitStatus()
      if let status, ended { return (String(decoding: output, as: UTF8.self), status) }
      usleep(10_000)
    }
    kill(process.pid, SIGKILL)
    return (String(decoding: output, as: UTF8.self), nil)
  }

  @Test("the exit status is the program's, and 128 + N when signal N ended it")
  func exitStatus() throws {
    #expect(try Self.run(["sh", "-c", "exit 7"]).status == 7)
    #expect(try Self.run(["true"]).status == 0)
    #expect(try Self.run(["sh", "-c", "kill -TERM $$"]).status == 143)
  }

  @Test("a program that is not found is refused with 127; one that cannot be run with 126")
  func cannotStart() throws {
    #expect(throws: SpawnError.self) { try Self.run(["dubeol-no-such-program"]) }
    do {
      _ = try HostedProcess(
        ["dubeol-no-such-program"], environment: [:], width: 80, height: 24)
    } catch {
      #expect(error.exitStatus == 127)
      #expect(error.description == "dubeol-no-such-program: command not found")
    }
    let directory = try TemporaryDirectory("dubeol-type")
    defer { directory.remove() }
    let script = directory.file("not-executable")
    try "#!/bin/sh\necho ran\n".write(to: script, atomically: true, encoding: .utf8)
    do {
      _ = try HostedProcess([script.path], environment: [:], width: 80, height: 24)
      Issue.record("a file without the x bit ran")
    } catch {
      #expect(error.exitStatus == 126, "\(error)")
    }
  }
}

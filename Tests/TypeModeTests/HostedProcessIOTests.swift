import Foundation
import HostedProgram
import TestSupport
import Testing

/// Input and output of a program on its pty, on the caller's thread: keys written at once when
/// the program has room, the rest in order behind them; output taken without waiting, a bounded
/// amount at a time.
@Suite("dubeol type: the hosted program's input and output")
struct HostedProcessIOTests {
  static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]

  /// Takes output until `done` holds for all of it (at most 20 s); all of it either way.
  static func output(
    of process: HostedProcess, until done: (String) -> Bool
  ) -> String {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      var ready = pollfd(fd: process.outputDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 100)
      let chunk = process.takeOutput()
      bytes += chunk.bytes
      if done(String(decoding: bytes, as: UTF8.self)) || chunk.ended { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("bytes the program has room for are written at once: nothing is left queued")
  func writtenAtOnce() throws {
    let process = try HostedProcess(
      ["sh", "-c", "stty raw -echo; echo ready; head -c 5; echo; echo got"],
      environment: Self.environment, width: 80, height: 24)
    defer { kill(process.pid, SIGKILL) }
    #expect(Self.output(of: process) { $0.contains("ready") }.contains("ready"))
    process.send(Array("hello".utf8))
    #expect(!process.hasQueuedInput)
    let echoed = Self.output(of: process) { $0.contains("got") }
    #expect(echoed.contains("hello"), "\(echoed)")
  }

  @Test("a program that does not read: send returns, and what it reads later comes in order")
  func orderKeptWhileTheProgramDoesNotRead() throws {
    let directory = try TemporaryDirectory("dubeol-type-io")
    defer { directory.remove() }
    let go = directory.file("go").path
    let received = directory.file("received").path
    let chunks = (0..<3).map { n in
      Array(String(repeating: "\(n)abcdefghij", count: 10_000).utf8)
    }
    let total = chunks.reduce(0) { $0 + $1.count }
    // It reads nothing until `go` exists; its terminal holds a few KiB, far less than sent.
    let process = try HostedProcess(
      [
        "sh", "-c",
        "stty raw -echo; echo ready; while [ ! -e '\(go)' ]; do sleep 0.05; done; "
          + "head -c \(total) > '\(received)'; echo finished",
      ], environment: Self.environment, width: 80, height: 24)
    defer { kill(process.pid, SIGKILL) }
    #expect(Self.output(of: process) { $0.contains("ready") }.contains("ready"))
    for chunk in chunks { process.send(chunk) }
    #expect(process.hasQueuedInput)
    #expect(FileManager.default.createFile(atPath: go, contents: nil))
    let after = Self.output(of: process) { $0.contains("finished") }
    #expect(after.contains("finished"), "\(after)")
    let got = try [UInt8](Data(contentsOf: URL(fileURLWithPath: received)))
    #expect(got == chunks.flatMap { $0 })
    // The writer thread lets go of the last bytes once their write returns.
    let deadline = Date().addingTimeInterval(20)
    while process.hasQueuedInput && Date() < deadline { usleep(10_000) }
    #expect(!process.hasQueuedInput)
  }

  @Test("a program flooding output is taken at most 1 MiB at a time, and never waited for")
  func floodIsBounded() throws {
    let process = try HostedProcess(
      ["sh", "-c", "yes 0123456789abcdef"], environment: Self.environment, width: 80, height: 24)
    defer { kill(process.pid, SIGKILL) }
    var taken = 0
    var largest = 0
    let deadline = Date().addingTimeInterval(20)
    while taken < 3 << 20 && Date() < deadline {
      var ready = pollfd(fd: process.outputDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 100)
      let chunk = process.takeOutput().bytes.count
      taken += chunk
      largest = max(largest, chunk)
    }
    #expect(taken >= 3 << 20)
    #expect(largest <= 1 << 20)
  }

  @Test("the end of output is seen once every process closed the terminal")
  func endOfOutput() throws {
    let process = try HostedProcess(
      ["sh", "-c", "echo bye"], environment: Self.environment, width: 80, height: 24)
    defer { kill(process.pid, SIGKILL) }
    var ended = false
    var text = ""
    let deadline = Date().addingTimeInterval(20)
    while !ended && Date() < deadline {
      var ready = pollfd(fd: process.outputDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 100)
      let chunk = process.takeOutput()
      text += String(decoding: chunk.bytes, as: UTF8.self)
      ended = chunk.ended
    }
    #expect(ended)
    #expect(text.contains("bye"))
  }
}

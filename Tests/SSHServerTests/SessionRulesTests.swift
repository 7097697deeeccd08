import Foundation
import NIOCore
import TestSupport
import Testing

@testable import SSHServer

/// The small rules of a session: which TERM the UI gets, how fast the person may send.
@Suite("Session rules: the terminal type and the input rate")
struct SessionRulesTests {
  @Test("a TERM this machine has a terminfo entry for is kept; any other becomes xterm-256color")
  func terminalType() throws {
    let directory = try TemporaryDirectory("dubeol-terminfo")
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      at: directory.file("x"), withIntermediateDirectories: true)
    try Data().write(to: directory.file("x/xterm-kitty"))
    let here = [directory.url.path]
    #expect(TerminalType.checked("xterm-kitty", directories: here) == "xterm-kitty")
    #expect(TerminalType.checked("alacritty", directories: here) == "xterm-256color")
    #expect(TerminalType.checked("../../etc/x", directories: here) == "xterm-256color")
    #expect(TerminalType.checked("", directories: here) == "xterm-256color")
    #expect(
      TerminalType.checked(String(repeating: "x", count: 65), directories: here) == "xterm-256color"
    )
  }

  @Test("the input rate lets four seconds' worth through at once, then what a second refills")
  func inputRate() {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    var rate = InputRate(bytesPerSecond: 1000, now: start)
    #expect(rate.take(upTo: 4500, now: start) == 4000)
    #expect(rate.wait(for: 500) > .milliseconds(499) && rate.wait(for: 500) < .milliseconds(501))
    #expect(rate.take(upTo: 500, now: start + .milliseconds(250)) == 250)
    #expect(rate.take(upTo: 500, now: start + .seconds(2)) == 500)
    var unlimited = InputRate(bytesPerSecond: 0, now: start)
    #expect(unlimited.take(upTo: 1 << 30, now: start) == 1 << 30)
  }
}

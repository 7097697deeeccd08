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

  @Test(
    "the input rate lets four seconds' worth through at once, then asks for the time the excess takes"
  )
  func inputRate() {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    var rate = InputRate(bytesPerSecond: 1000, now: start)
    #expect(rate.take(4000, now: start) == nil)
    #expect(rate.take(500, now: start) == .milliseconds(500))
    // Two seconds later 2,000 bytes have come back, less the 500 owed.
    #expect(rate.take(1000, now: start + .seconds(2)) == nil)
    #expect(rate.take(1000, now: start + .seconds(2)) == .milliseconds(500))
    var unlimited = InputRate(bytesPerSecond: 0, now: start)
    #expect(unlimited.take(1 << 30, now: start) == nil)
  }
}

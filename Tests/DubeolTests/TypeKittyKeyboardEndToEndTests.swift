import Foundation
import TestSupport
import Testing

extension TypeEndToEndTests {
  /// A program that asks for the kitty keyboard protocol (disambiguate) and for its flags, then
  /// shows each read as hex until Ctrl-C comes as CSI u, then pops its flags, shows the next read, and ends at the one after.
  static let kittyProgram = """
    import os, tty
    tty.setraw(0)
    os.write(1, b"\\x1b[>1u\\x1b[?u")
    got = b""
    while b"\\x1b[99;5u" not in got and len(got) < 200:
        data = os.read(0, 100)
        got += data
        os.write(1, b"read " + data.hex().encode() + b"\\r\\n")
    os.write(1, b"\\x1b[<u")
    os.write(1, b"last " + os.read(0, 100).hex().encode() + b"\\r\\n")
    os.read(0, 100)
    """

  @Test(
    "the kitty keyboard protocol: a program that pushes it is answered its flags and gets Esc and Ctrl-C as CSI u, until it pops them"
  )
  func kittyKeyboard() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--", "python3", "-c", Self.kittyProgram])
    let hex = { (text: String) in text.utf8.map { String(format: "%02x", $0) }.joined() }
    try await session.tmux.screen("the answer to its query: flags 1") {
      $0.contains("read " + hex("\u{1B}[?1u"))
    }
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("Esc as CSI 27 u") { $0.contains("read " + hex("\u{1B}[27u")) }
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("Ctrl-C as CSI 99;5 u") {
      $0.contains("read " + hex("\u{1B}[99;5u"))
    }
    // Popped: Enter as before.
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("Enter as CR after the pop") { $0.contains("last 0d") }
    // Read while it waits: dubeol's screen goes when the program ends.
    try session.tmux.sendKeys("Enter")
    #expect(try await Self.exitStatus(session) == 0)
  }
}

import Testing

@testable import Terminal

@Suite("Terminal setup")
struct TerminalSetupTests {
  @Test func noColorFromTheEnvironment() {
    #expect(TerminalOptions.fromEnvironment(["NO_COLOR": "1"]).noColor)
    #expect(!TerminalOptions.fromEnvironment(["NO_COLOR": ""]).noColor)
    #expect(!TerminalOptions.fromEnvironment([:]).noColor)
    #expect(TerminalOptions.fromEnvironment([:]).mouse)
  }

  @Test func environmentIsReadable() {
    #expect(TerminalEnvironment.current["PATH"] != nil)
  }
}

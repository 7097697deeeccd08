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

  @Test func tooSmall() {
    #expect(TerminalRequirement.isTooSmall(width: 79, height: 24))
    #expect(TerminalRequirement.isTooSmall(width: 80, height: 23))
    #expect(!TerminalRequirement.isTooSmall(width: 80, height: 24))
  }

  @Test func tooSmallFrameSaysWhatIsNeeded() {
    let lines = TerminalRequirement.tooSmallFrame(width: 40, height: 5).textLines()
    #expect(
      lines == [
        "",
        "       터미널 창이 너무 작습니다",
        "      80×24 이상 필요 (지금 40×5)",
        "    창을 키우거나 Ctrl-C로 끝내세요",
        "",
      ])
  }

  @Test func environmentIsReadable() {
    #expect(TerminalEnvironment.current["PATH"] != nil)
  }
}

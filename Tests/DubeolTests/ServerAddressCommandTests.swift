import Foundation
import TestSupport
import Testing

/// A server address is checked where it enters: a one-line error and exit 2, never a trap.
@Suite("server addresses", .needsBinary)
struct ServerAddressCommandTests {
  static let badAddresses = [
    "http://127.0.0.1:99999", "http://127.0.0.1:0", "http://127.0.0.1:-1", "ftp://example.com",
    "127.0.0.1:8080", "http://", "http://user:pw@127.0.0.1:8080",
    "http://127.0.0.1:18446744073709551616",
  ]

  @Test("a bad --server is one line on stderr and exit 2", arguments: badAddresses)
  func badOption(address: String) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    var messages: Set<String> = []
    for command in [["reviews", "list"], ["reviews", "post", "x"], ["ui"], []] {
      let run = try runDubeol(
        command + ["--server", address], environment: sandbox.environment, stdin: "")
      #expect(run.status == 2, "\(command) \(address): \(run.status) \(run.stderr)")
      let lines = run.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(command) \(address): \(run.stderr)")
      #expect(run.stderr.contains("--server"), "\(run.stderr)")
      messages.insert(run.stderr)
    }
    // The UI and the CLI say it in the same words, in Korean like network errors.
    #expect(messages.count == 1, "\(messages)")
    #expect(
      messages.first?.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } == true)
  }

  @Test("a bad server in config.toml is reported with its line, and the embedded server is used")
  func badConfig() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    try sandbox.writeConfig("server = \"http://127.0.0.1:99999\"\n")
    let run = try sandbox.dubeol(
      "reviews", "list", "--count", "1", "--data-dir", sandbox.dataDirectory.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("config.toml"), "\(run.stderr)")
    #expect(run.stderr.contains("99999"), "\(run.stderr)")
  }
}

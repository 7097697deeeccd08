import Testing

@testable import SSHServer

/// What a session without a pty may run, and how its command line is split.
@Suite("ExecCommand: the reviews subcommands, split as a shell would, never run by one")
struct ExecCommandTests {
  @Test(
    "words split on blanks; quotes and backslashes keep them together",
    arguments: [
      ("reviews list --json", ["reviews", "list", "--json"]),
      ("reviews post '좋은 키보드'", ["reviews", "post", "좋은 키보드"]),
      (#"reviews post "a \"b\" c""#, ["reviews", "post", #"a "b" c"#]),
      (#"reviews post a\ b"#, ["reviews", "post", "a b"]),
      ("  reviews   delete  x1  ", ["reviews", "delete", "x1"]),
      ("reviews post ''", ["reviews", "post", ""]),
    ])
  func words(_ line: String, _ expected: [String]) {
    #expect(ExecCommand.words(line) == expected)
  }

  @Test(
    "an open quote or a trailing backslash is no command", arguments: ["reviews post 'a", #"a\"#])
  func unbalanced(_ line: String) {
    #expect(ExecCommand.words(line) == nil)
    #expect(ExecCommand.arguments(line) == nil)
  }

  @Test(
    "only reviews list, post, edit and delete are offered, without the server's own options",
    arguments: [
      ("reviews list", true), ("reviews post hi", true), ("reviews edit x --text y", true),
      ("reviews delete x", true), ("", false), ("sh", false), ("reviews", false),
      ("reviews import x", false), ("bash -c 'reviews list'", false),
      ("reviews list --server http://example.com", false),
      ("reviews list --server=http://example.com", false),
      ("reviews list --data-dir /etc", false), ("config show", false),
    ])
  func offered(_ line: String, _ allowed: Bool) {
    #expect((ExecCommand.arguments(line) != nil) == allowed)
  }

  @Test("the usage is one line")
  func usage() {
    #expect(!ExecCommand.usage.contains("\n"))
  }
}

import Foundation
import Testing

/// The PostgreSQL the tests start lives until the test process ends, so it must hold nothing of
/// the test process: a pipe end it inherited would keep a test that reads that pipe to its end
/// waiting for ever (the suite's old, rare hang).
@Suite("The tests' PostgreSQL", .enabled(if: PostgresTestServer.isInstalled))
struct PostgresTestServerTests {
  @Test func holdsNoPipeTheTestProcessOpened() async throws {
    // A pipe without close-on-exec, as a library or another test may hold at any moment.
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer { for fd in fds { close(fd) } }

    let postgres = try await PostgresTestServer.started()
    defer { postgres.remove() }
    let held = Set(try postgres.postmasterDescriptorTargets())

    for fd in fds {
      let target = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
      #expect(!held.contains(target), "the postmaster holds the test's \(target)")
    }
  }
}

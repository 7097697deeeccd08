import Foundation
import TestSupport
import Testing

/// `scripts/schemathesis.sh` (part of `make test`) ends every process it starts: the two
/// `dubeol serve` and its PostgreSQL were left running after a CI run (issue 31).
@Suite("the schemathesis script", .needsBinary)
struct SchemathesisScriptTests {
  @Test(
    "both servers and the PostgreSQL cluster it started are gone when it ends",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/15/bin/initdb")))
  func endsWhatItStarts() async throws {
    let folder = try TemporaryDirectory("dubeol-st-script")
    defer { folder.remove() }
    // A schemathesis that only notes which server it was pointed at: the servers and the
    // cluster are real, the checks are not what this test is about.
    let stub = folder.file("st")
    try Data("#!/bin/sh\necho \"$3\" >> \"\(folder.file("calls").path)\"\n".utf8).write(to: stub)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    var environment = ProcessInfo.processInfo.environment
    environment["ST_BIN"] = stub.path
    environment["TMPDIR"] = folder.url.path
    environment["ST_REPORTS"] = folder.file("reports").path
    let script = DubeolBinary.packageRoot.appendingPathComponent("scripts/schemathesis.sh").path
    // Off the cooperative pool: the script takes seconds, and other tests' servers need it.
    let run = try await runCommandOffPool(
      "/bin/bash", [script, DubeolBinary.path], environment: environment)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let calls = (try? String(contentsOf: folder.file("calls"), encoding: .utf8)) ?? ""
    #expect(calls.split(separator: "\n").count == 2, "one run per store: \(calls)")
    let left = Self.processes(mentioning: folder.url.path)
    #expect(left.map(\.line) == [], "left running")
    // What the script left is this test's to end.
    for process in left { kill(process.pid, SIGKILL) }
  }

  /// The processes whose command line names `text`.
  static func processes(mentioning text: String) -> [(pid: pid_t, line: String)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains(text) ? (pid, line) : nil
    }
  }
}

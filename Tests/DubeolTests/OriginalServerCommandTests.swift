import Foundation
import OriginalServerFake
import Testing

/// `dubeol reviews` against the original 2022 server (a fake of it on loopback).
@Suite(
  "reviews against the original server", .needsBinary)
struct OriginalServerCommandTests {
  @Test("post succeeds on a 200 with a text reply, prints what it posted, and posts once")
  func post() async throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let fake = OriginalServerFake()
    try await fake.serve { url in
      let run = try await sandbox.dubeolOffPool(
        "reviews", "post", "--server", url.absoluteString, "텍스트로 답하는 서버")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("텍스트로 답하는 서버"), "\(run.stdout)")
      #expect(fake.bodies.count == 1)
      #expect(fake.reviews.first?.themeId == "PLKEY0-L-81", "the default theme")

      let json = try await sandbox.dubeolOffPool(
        "reviews", "post", "--json", "--server", url.absoluteString, "--author", "민지", "둘째")
      #expect(json.status == 0, "\(json.stderr)")
      let printed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      #expect(printed?["content"] as? String == "둘째")
      #expect(printed?["reply"] as? String == "둘째")
      #expect(fake.bodies.count == 2)
    }
  }

  @Test("list reads the original's shape; --json escapes C1, DEL and bidi controls")
  func list() async throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let fake = OriginalServerFake()
    try await fake.serve { url in
      let hostile = "a\u{9B}31m b\u{202E}c\u{7F}d\u{2066}"
      let posted = try await sandbox.dubeolOffPool(
        "reviews", "post", "--server", url.absoluteString, hostile)
      #expect(posted.status == 0, "\(posted.stderr)")
      #expect(!posted.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })

      let table = try await sandbox.dubeolOffPool("reviews", "list", "--server", url.absoluteString)
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.contains("운영팀"), "\(table.stdout)")

      let json = try await sandbox.dubeolOffPool(
        "reviews", "list", "--json", "--server", url.absoluteString)
      #expect(json.status == 0, "\(json.stderr)")
      let raw = json.stdout.unicodeScalars.filter {
        (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
          || (0x2066...0x2069).contains($0.value)
      }
      #expect(raw.isEmpty, "raw controls in \(json.stdout)")
      #expect(json.stdout.contains(#"\u009B"#) && json.stdout.contains(#"\u202E"#))
      // Still lossless JSON.
      let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      let first = (object?["data"] as? [[String: Any]])?.first
      #expect(first?["content"] as? String == hostile)
    }
  }
}

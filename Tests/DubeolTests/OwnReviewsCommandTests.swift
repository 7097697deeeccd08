import Foundation
import OriginalServerFake
import Reviews
import TestSupport
import Testing

/// `dubeol reviews edit` and `dubeol reviews delete`, run as the built binary.
@Suite("dubeol reviews edit and delete", .needsBinary)
struct OwnReviewsCommandTests {
  /// Posts `text` from the sandbox's data directory and returns the stored review.
  static func post(_ sandbox: CLISandbox, _ text: String) throws -> Review {
    let posted = try sandbox.dubeol(
      "reviews", "post", "--data-dir", sandbox.dataDirectory.path, "--json", text)
    #expect(posted.status == 0, "\(posted.stderr)")
    return try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(posted.stdout.utf8)).data
  }

  static func list(_ sandbox: CLISandbox) throws -> [Review] {
    let run = try sandbox.dubeol(
      "reviews", "list", "--data-dir", sandbox.dataDirectory.path, "--json", "--count", "100")
    return try WireJSON.decoder.decode(ReviewPage.self, from: Data(run.stdout.utf8)).data
  }

  @Test("a posted review is signed and recorded; edit (--text, stdin, --keys) and delete change it")
  func editAndDelete() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let review = try Self.post(sandbox, "처음 쓴 글")
    let key = sandbox.dataDirectory.appendingPathComponent("author-key")
    let mode = try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let record = try String(
      contentsOf: sandbox.dataDirectory.appendingPathComponent("owned-reviews.json"),
      encoding: .utf8)
    #expect(record.contains(review.id))

    let edited = try sandbox.dubeol(
      "reviews", "edit", "--data-dir", data, "--json", "--text", "고친 글", review.id)
    #expect(edited.status == 0, "\(edited.stderr)")
    let stored = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(edited.stdout.utf8))
      .data
    #expect(stored.content == "고친 글" && stored.createdAt == review.createdAt)
    #expect(stored.updatedAt >= review.updatedAt)

    let fromStdin = try sandbox.dubeol(
      "reviews", "edit", "--data-dir", data, review.id, stdin: "dkssud 표준 입력\n")
    #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
    #expect(try Self.list(sandbox).first?.content == "dkssud 표준 입력", "typed text is not converted")
    let keys = try sandbox.dubeol(
      "reviews", "edit", "--data-dir", data, "--keys", "--text", "dkssud", review.id)
    #expect(keys.status == 0, "\(keys.stderr)")
    #expect(try Self.list(sandbox).first?.content == "안녕")

    // Issue 47: the words after the id are the new text, as with post.
    let words = try sandbox.dubeol(
      "reviews", "edit", "--data-dir", data, review.id, "다시", "고친", "글")
    #expect(words.status == 0, "\(words.stderr)")
    #expect(try Self.list(sandbox).first?.content == "다시 고친 글")
    let twice = try sandbox.dubeol(
      "reviews", "edit", "--data-dir", data, "--text", "하나", review.id, "둘")
    #expect(twice.status == 2 && twice.stderr.contains("once"), "\(twice)")

    let deleted = try sandbox.dubeol("reviews", "delete", "--data-dir", data, review.id)
    #expect(deleted.status == 0, "\(deleted.stderr)")
    #expect(try !Self.list(sandbox).contains { $0.id == review.id })
    let again = try sandbox.dubeol("reviews", "delete", "--data-dir", data, review.id)
    #expect(again.status == 4)
    #expect(again.stderr.contains("리뷰를 찾을 수 없어요"))
    let gone = try sandbox.dubeol("reviews", "edit", "--data-dir", data, "--text", "x", review.id)
    #expect(gone.status == 4)
    #expect(
      !(try String(
        contentsOf: sandbox.dataDirectory.appendingPathComponent("owned-reviews.json"),
        encoding: .utf8
      )
      .contains(review.id)))
  }

  @Test("another's review is refused with exit 3 and stays as it was; a bad edit exits 1")
  func notYours() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let mine = try Self.post(sandbox, "내 글")
    let seed = try #require(try Self.list(sandbox).first { $0.id != mine.id })
    let edit = try sandbox.dubeol("reviews", "edit", "--data-dir", data, "--text", "뺏기", seed.id)
    #expect(edit.status == 3)
    #expect(edit.stderr.contains("내가 쓴 리뷰가 아니라서"))
    let delete = try sandbox.dubeol("reviews", "delete", "--data-dir", data, seed.id)
    #expect(delete.status == 3)
    // (The profile picture's URL names the embedded server's port, new on every run.)
    #expect(try Self.list(sandbox).contains { $0.id == seed.id && $0.content == seed.content })
    let empty = try sandbox.dubeol("reviews", "edit", "--data-dir", data, "--text", "  ", mine.id)
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("리뷰 내용을 입력해 주세요"))
  }

  @Test("without an author key file nothing here was posted: said, not made up")
  func noKeyYet() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let run = try sandbox.dubeol(
      "reviews", "delete", "--data-dir", data, "0123456789abcdef01234567")
    #expect(run.status == 1)
    #expect(run.stderr.contains("작성자 키가 없어요"))
    #expect(
      !FileManager.default.fileExists(
        atPath: sandbox.dataDirectory.appendingPathComponent("author-key").path))
  }

  @Test("a broken author key file is named in Korean and left as it was")
  func brokenKey() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    try FileManager.default.createDirectory(
      at: sandbox.dataDirectory, withIntermediateDirectories: true)
    let key = sandbox.dataDirectory.appendingPathComponent("author-key")
    try Data("망가진 키".utf8).write(to: key)
    let post = try sandbox.dubeol("reviews", "post", "--data-dir", data, "글")
    #expect(post.status == 1)
    #expect(post.stderr.contains("작성자 키 파일"))
    #expect(try Data(contentsOf: key) == Data("망가진 키".utf8))
  }

  @Test("the original server gets no key, and edit/delete there exit 5")
  func originalServer() async throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let fake = OriginalServerFake()
    try await fake.serve { url in
      let server = url.absoluteString
      let data = sandbox.dataDirectory.path
      let posted = try await sandbox.dubeolOffPool(
        "reviews", "post", "--server", server, "--data-dir", data, "원래 서버에 쓴 글")
      #expect(posted.status == 0, "\(posted.stderr)")
      #expect(
        !FileManager.default.fileExists(
          atPath: sandbox.dataDirectory.appendingPathComponent("author-key").path),
        "no key is made for a server that cannot use it")
      let edit = try await sandbox.dubeolOffPool(
        "reviews", "edit", "--server", server, "--data-dir", data, "--text", "x", "abc")
      let delete = try await sandbox.dubeolOffPool(
        "reviews", "delete", "--server", server, "--data-dir", data, "abc")
      for run in [edit, delete] {
        #expect(run.status == 5)
        #expect(run.stderr.contains("지원하지 않아요"))
      }
    }
  }
}

import Foundation
import Reviews
import TestSupport
import Testing

/// `dubeol reviews post` and `dubeol reviews list` on the embedded server of a temporary
/// data directory, run as the built binary.
@Suite("dubeol reviews", .needsBinary)
struct ReviewsCommandTests {
  @Test("post stores a review; list shows it first, as a table and as the API's JSON")
  func postThenList() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let posted = try sandbox.dubeol(
      "reviews", "post", "--data-dir", data, "--author", "명령줄", "터미널에서 쓴 리뷰")
    #expect(posted.status == 0 && posted.stderr.isEmpty, "\(posted.stderr)")
    #expect(posted.stdout.contains("명령줄") && posted.stdout.contains("터미널에서 쓴 리뷰"))

    let table = try sandbox.dubeol("reviews", "list", "--data-dir", data, "--count", "3")
    #expect(table.status == 0 && table.stderr.isEmpty, "\(table.stderr)")
    let rows = table.stdout.split(separator: "\n")
    #expect(rows.count == 3, "one row a review: \(table.stdout)")
    #expect(rows.first?.contains("명령줄") == true && rows.first?.contains("터미널에서 쓴 리뷰") == true)
    #expect(!table.stdout.contains("\u{1B}"), "no escape sequences when stdout is not a terminal")

    let json = try sandbox.dubeol("reviews", "list", "--data-dir", data, "--json")
    #expect(json.status == 0, "\(json.stderr)")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(json.stdout.utf8))
    #expect(page.data.first?.content == "터미널에서 쓴 리뷰")
    #expect(page.data.first?.user.userName == "명령줄")
    #expect(page.data.first?.theme == "PLKEY0-L-81")
    #expect(page.data.count > 1, "the sample reviews are there too")
    #expect(page.data.filter { $0.content == "터미널에서 쓴 리뷰" }.count == 1)
    #expect(page.data.map(\.createdAt) == page.data.map(\.createdAt).sorted(by: >), "newest first")
  }

  @Test("post reads the review from standard input when no text is given")
  func postFromStandardInput() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let posted = try sandbox.dubeol(
      "reviews", "post", "--data-dir", data, "--json", stdin: "표준 입력으로 쓴 리뷰\n")
    #expect(posted.status == 0, "\(posted.stderr)")
    let envelope = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(posted.stdout.utf8))
    #expect(envelope.data.content == "표준 입력으로 쓴 리뷰")
    #expect(envelope.data.user.userName == "익명")
  }

  @Test(
    "issue 47: the words after post are the review, joined by single spaces, no quotes needed; --help says so"
  )
  func postPlainWords() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let posted = try sandbox.dubeol(
      "reviews", "post", "--data-dir", data, "--json", "좋은", "키보드예요", "--author", "손님", "^^")
    #expect(posted.status == 0, "\(posted.stderr)")
    let review = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(posted.stdout.utf8))
      .data
    #expect(review.content == "좋은 키보드예요 ^^")
    #expect(review.user.userName == "손님", "options among the words are still options")

    let dashed = try sandbox.dubeol(
      "reviews", "post", "--data-dir", data, "--json", "--", "-_-", "별로")
    #expect(dashed.status == 0, "\(dashed.stderr)")
    #expect(dashed.stdout.contains("-_- 별로"))

    let help = try sandbox.dubeol("reviews", "post", "--help")
    let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("[<text> ...]") && words.contains("no quotes needed"), "\(words)")
    #expect(words.contains("standard input"), "\(words)")
  }

  @Test("author and theme come from config.toml unless the command line names them")
  func defaultsFromConfig() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    try sandbox.writeConfig("author = \"설정작가\"\ntheme = \"7\"\n")
    let fromConfig = try sandbox.dubeol("reviews", "post", "--data-dir", data, "--json", "설정대로")
    #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
    let stored = try WireJSON.decoder.decode(
      ReviewEnvelope.self, from: Data(fromConfig.stdout.utf8)
    ).data
    #expect(stored.user.userName == "설정작가" && stored.theme == "7")

    let named = try sandbox.dubeol(
      "reviews", "post", "--data-dir", data, "--json", "--author", "명령줄", "--theme", "1", "이름대로")
    let override = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(named.stdout.utf8))
      .data
    #expect(override.user.userName == "명령줄" && override.theme == "1")

    let list = try sandbox.dubeol("reviews", "list", "--data-dir", data, "--json")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(list.stdout.utf8))
    #expect(page.data.map(\.content) == ["설정대로"], "config's theme 7 holds only its own review")
  }

  @Test(
    "an empty review is refused: exit 1, a clear message on stderr, nothing stored",
    arguments: ["", "   \n"])
  func postEmpty(text: String) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let before = try sandbox.dubeol(
      "reviews", "list", "--data-dir", data, "--json", "--count", "100")

    let posted = try sandbox.dubeol("reviews", "post", "--data-dir", data, text)
    #expect(posted.status == 1)
    #expect(posted.stdout.isEmpty)
    #expect(posted.stderr == "dubeol: 리뷰 내용을 입력해 주세요.\n", "\(posted.stderr)")

    let after = try sandbox.dubeol(
      "reviews", "list", "--data-dir", data, "--json", "--count", "100")
    // Avatar URLs carry the embedded server's port, new each start: compare the reviews.
    let ids = { (run: CommandResult) in
      try WireJSON.decoder.decode(ReviewPage.self, from: Data(run.stdout.utf8)).data.map(\.id)
    }
    #expect(try ids(after) == ids(before))
  }

  @Test("list --json on an empty theme prints an empty page; the table says there are none")
  func emptyTheme() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let json = try sandbox.dubeol(
      "reviews", "list", "--data-dir", data, "--theme", "empty-theme", "--json")
    #expect(json.status == 0, "\(json.stderr)")
    #expect(try WireJSON.decoder.decode(ReviewPage.self, from: Data(json.stdout.utf8)).data.isEmpty)
    let table = try sandbox.dubeol("reviews", "list", "--data-dir", data, "--theme", "empty-theme")
    #expect(table.stdout == "(리뷰가 없어요)\n")
  }

  @Test("bad input and an unreachable server are one clear line on stderr and a failing exit")
  func errors() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let badCount = try sandbox.dubeol("reviews", "list", "--count", "0")
    #expect(badCount.status != 0)
    #expect(badCount.stderr.contains("--count must be between 1 and 100."), "\(badCount.stderr)")

    let badURL = try sandbox.dubeol("reviews", "list", "--server", "not-a-url")
    #expect(badURL.status == 2)
    #expect(badURL.stderr.contains("--server 'not-a-url': URL이 아니에요"), "\(badURL.stderr)")

    let badTheme = try sandbox.dubeol(
      "reviews", "list", "--data-dir", sandbox.dataDirectory.path, "--theme", "빈 테마")
    #expect(badTheme.status == 1)
    #expect(badTheme.stderr.contains("테마 ID는"), "\(badTheme.stderr)")

    let nothing = try LoopbackPort.reserved()

    defer { nothing.release() }  // held to the end: a port let go could be taken
    let down = try sandbox.dubeol(
      "reviews", "list", "--server", "http://127.0.0.1:\(nothing.port)")
    #expect(down.status == 1)
    #expect(down.stdout.isEmpty)
    #expect(down.stderr.hasPrefix("dubeol: 서버에 연결할 수 없어요"), "\(down.stderr)")
    #expect(down.stderr.split(separator: "\n").count == 1, "\(down.stderr)")
  }
}

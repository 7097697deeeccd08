import Foundation
import Hummingbird
import OriginalServerFake
import Reviews
import ReviewsHTTP
import Testing

/// dubeol's client against the original 2022 server: its list shape decodes, and a POST
/// answered 200 with text is a stored review, never an error (nor a reason to post again).
@Suite("Client against the original server")
struct OriginalServerClientTests {
  @Test("the original's list shape decodes: extra fields, Mongo key order, ObjectId theme")
  func list() async throws {
    let fake = OriginalServerFake()
    try await fake.serve { url in
      let page = try await HTTPReviewClient(baseURL: url).reviews(
        themeId: "PLKEY0-L-81", start: 0, count: 20)
      #expect(page.count == 2)
      #expect(page[0].content == "Rating: ⭐⭐⭐⭐⭐\nReview: 배송이 빨라요")
      #expect(page[0].user.isAdmin)
      #expect(page[0].user.profileImage?.hasPrefix("https://") == true)
      #expect(page[0].theme == "62b5c7d8e9f0a1b2c3d4e5f6")
      #expect(WireDate.string(from: page[0].createdAt) == "2022-07-21T11:53:58.652Z")
    }
  }

  @Test("a POST answered 200 with the content as text is stored, once")
  func post() async throws {
    let fake = OriginalServerFake()
    try await fake.serve { url in
      let client = HTTPReviewClient(baseURL: url)
      let receipt = try await client.post(
        content: "원래 서버에 올린 리뷰", userName: "민지", themeId: "PLKEY0-L-81",
        idempotencyKey: "k1")
      #expect(receipt == .stored(reply: "원래 서버에 올린 리뷰"))
      #expect(receipt.review == nil)
      #expect(fake.bodies.count == 1)
      let page = try await client.reviews(themeId: "PLKEY0-L-81", start: 0, count: 20)
      #expect(page.first?.content == "원래 서버에 올린 리뷰")
      #expect(page.first?.user.userName == "민지")
    }
  }

  @Test("an empty 2xx reply is a receipt too")
  func emptyReply() async throws {
    try await FakeServer.with(
      { router in
        router.post("/tmp/theme/:theme/review") { _, _ in HTTPResponse.Status.ok }
      },
      run: { url in
        let receipt = try await HTTPReviewClient(baseURL: url).post(
          content: "x", userName: nil, themeId: "6", idempotencyKey: nil)
        #expect(receipt == .stored(reply: ""))
      })
  }
}

@Suite("Capabilities")
struct CapabilitiesClientTests {
  @Test("the original server has no capabilities document: nothing beyond its two routes")
  func original() async throws {
    try await OriginalServerFake().serve { url in
      let capabilities = try await HTTPReviewClient(baseURL: url).capabilities()
      #expect(capabilities == .original)
    }
  }

  @Test("asked once per client and remembered by its copies; a failure is asked again")
  func remembered() async throws {
    let asked = Asked()
    try await FakeServer.with(
      { router in
        router.get("/capabilities") { _, _ in
          asked.count() == 1
            ? Response(status: .serviceUnavailable)
            : HTTPReviewClientTests.json(#"{"search":true,"authorKeys":true}"#)
        }
      },
      run: { url in
        let client = HTTPReviewClient(baseURL: url)
        await #expect(throws: ReviewClientError.self) { try await client.capabilities() }
        let copy = client
        let first = try await copy.capabilities()
        let again = try await client.capabilities()
        #expect(first.authorKeys && again.search)
        #expect(asked.total == 2)
      })
  }

  /// Counts the requests a fake server answered.
  final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    /// Counts one more and returns the new count.
    func count() -> Int {
      lock.withLock {
        n += 1
        return n
      }
    }
    var total: Int { lock.withLock { n } }
  }

  @Test("a document with unknown and missing keys decodes with the missing ones off")
  func tolerant() throws {
    let decoded = try WireJSON.decoder.decode(
      ServerCapabilities.self, from: Data(#"{"search":true,"cursor":true}"#.utf8))
    #expect(decoded == ServerCapabilities(search: true, authorKeys: false))
  }
}

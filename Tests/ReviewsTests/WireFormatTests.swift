import Foundation
import Reviews
import Testing

@Suite("Wire format")
struct WireFormatTests {
  static let sample = """
    {"_id":"62d93e06a8f4b1c2d3e4f501","user":{"_id":"62d93e06a8f4b1c2d3e4f5aa","isAdmin":false,
    "userName":"홍길동","profileImage":null},"theme":"1","content":"좋아요 👍",
    "createdAt":"2022-07-21T11:53:58.652Z","updatedAt":"2022-07-21T11:54:00.000Z","__v":0}
    """

  @Test("a review in the wire shape decodes, extra keys ignored")
  func decodesSample() throws {
    let review = try WireJSON.decoder.decode(Review.self, from: Data(Self.sample.utf8))
    #expect(review.id == "62d93e06a8f4b1c2d3e4f501")
    #expect(
      review.user == ReviewUser(id: "62d93e06a8f4b1c2d3e4f5aa", isAdmin: false, userName: "홍길동"))
    #expect(review.content == "좋아요 👍")
    #expect(WireDate.milliseconds(review.createdAt) == 1_658_404_438_652)
    #expect(WireDate.string(from: review.updatedAt) == "2022-07-21T11:54:00.000Z")
  }

  @Test("encoding gives back the same keys and millisecond UTC dates")
  func encodesSample() throws {
    let review = try WireJSON.decoder.decode(Review.self, from: Data(Self.sample.utf8))
    let json = String(decoding: try WireJSON.encoder.encode(review), as: UTF8.self)
    #expect(json.contains(#""_id":"62d93e06a8f4b1c2d3e4f501""#))
    #expect(json.contains(#""createdAt":"2022-07-21T11:53:58.652Z""#))
    #expect(json.contains(#""profileImage":null"#))
    #expect(try WireJSON.decoder.decode(Review.self, from: Data(json.utf8)) == review)
  }

  @Test("a review without updatedAt takes createdAt; a bad date is an error")
  func dateEdges() throws {
    let noUpdate = Self.sample.replacingOccurrences(
      of: #","updatedAt":"2022-07-21T11:54:00.000Z""#, with: "")
    let review = try WireJSON.decoder.decode(Review.self, from: Data(noUpdate.utf8))
    #expect(review.updatedAt == review.createdAt)
    let bad = Self.sample.replacingOccurrences(of: "2022-07-21T11:53:58.652Z", with: "yesterday")
    #expect(throws: DecodingError.self) {
      try WireJSON.decoder.decode(Review.self, from: Data(bad.utf8))
    }
  }

  @Test(
    "timestamps format as yyyy-MM-ddTHH:mm:ss.SSSZ",
    arguments: [
      (Int64(0), "1970-01-01T00:00:00.000Z"),
      (1_658_404_438_652, "2022-07-21T11:53:58.652Z"),
      (951_782_400_001, "2000-02-29T00:00:00.001Z"),
      (-1, "1969-12-31T23:59:59.999Z"),
      (4_102_444_799_999, "2099-12-31T23:59:59.999Z"),
    ])
  func formats(_ millis: Int64, _ text: String) {
    #expect(WireDate.string(from: WireDate.date(milliseconds: millis)) == text)
    #expect(WireDate.date(from: text).map(WireDate.milliseconds) == millis)
  }

  @Test("parsing accepts offsets and any fraction length")
  func parsesVariants() {
    let base: Int64 = 1_658_404_438_000
    #expect(WireDate.date(from: "2022-07-21T11:53:58Z").map(WireDate.milliseconds) == base)
    #expect(WireDate.date(from: "2022-07-21T11:53:58.6Z").map(WireDate.milliseconds) == base + 600)
    #expect(
      WireDate.date(from: "2022-07-21T11:53:58.652123Z").map(WireDate.milliseconds) == base + 652)
    #expect(
      WireDate.date(from: "2022-07-21T20:53:58.652+09:00").map(WireDate.milliseconds) == base + 652)
    #expect(WireDate.date(from: "2022-07-21T06:53:58-0500").map(WireDate.milliseconds) == base)
  }

  @Test(
    "parsing rejects what is not a timestamp",
    arguments: [
      "", "2022-07-21", "2022-13-01T00:00:00Z", "2022-02-30T00:00:00Z", "2021-02-29T00:00:00Z",
      "2022-07-21T24:00:00Z", "2022-07-21T11:53:58", "2022-07-21T11:53:58.Z",
      "2022-07-21T11:53:58Zjunk", "2022-07-21T11:53:60Z", "2022-07-21T11:53:58+99:99",
      "2022-07-21T11:53:58+24:00", "2022-07-21T11:53:58-00:60", "0000-01-01T00:00:00+00:01",
      "9999-12-31T23:59:59-00:01",
    ])
  func rejects(_ text: String) {
    #expect(WireDate.date(from: text) == nil)
  }

  @Test("page, envelope and error bodies have the documented shapes")
  func bodies() throws {
    let error = try WireJSON.decoder.decode(
      APIErrorBody.self,
      from: Data(#"{"error":{"code":"empty_content","message":"리뷰 내용을 입력해 주세요."}}"#.utf8))
    #expect(error == APIErrorBody(code: "empty_content", message: "리뷰 내용을 입력해 주세요."))
    let page = try WireJSON.decoder.decode(
      ReviewPage.self, from: Data(#"{"data":[\#(Self.sample)]}"#.utf8))
    #expect(page.data.count == 1)
    let post = String(
      decoding: try WireJSON.encoder.encode(PostReviewBody(content: "안녕")), as: UTF8.self)
    #expect(post == #"{"content":"안녕"}"#)
  }
}

@Suite("Fast JSON writer")
struct WireJSONWriterTests {
  static let tricky = Review(
    id: "62d93e06a8f4b1c2d3e4f501",
    user: ReviewUser(
      id: "u\"1", isAdmin: true, userName: "민지\\", profileImage: "https://example.com/a/b.png"),
    theme: "1", content: "줄\n바꿈\t탭 \u{1B}[31m \"따옴표\" \r\u{8}\u{C}\u{0}\u{1F} 🙂 é/",
    createdAt: WireDate.date(milliseconds: 1_658_404_438_652),
    updatedAt: WireDate.date(milliseconds: 1_658_404_440_001))
  static let plain = Review(
    id: "a", user: ReviewUser(id: "b", userName: "익명"), theme: "2", content: "좋아요",
    createdAt: WireDate.date(milliseconds: 0))

  @Test("the page is byte for byte what JSONEncoder writes")
  func page() throws {
    let reviews = [Self.tricky, Self.plain]
    let expected = Array(try WireJSON.encoder.encode(ReviewPage(data: reviews)))
    #expect(
      String(decoding: WireJSON.page(reviews), as: UTF8.self)
        == String(decoding: expected, as: UTF8.self))
    #expect(WireJSON.page([]) == Array(try WireJSON.encoder.encode(ReviewPage(data: []))))
  }

  @Test("every date writes in a form that reads back, even past the years 0000–9999")
  func extremeDatesRoundTrip() {
    for seconds in [
      -1e15, -62_167_219_200.0, 0, 253_402_300_799.999, 1e15, .infinity, -.infinity, .nan,
    ] {
      let text = WireDate.string(from: Date(timeIntervalSince1970: seconds))
      #expect(text.utf8.count == 24, "\(seconds) → \(text)")
      #expect(WireDate.date(from: text) != nil, "\(seconds) → \(text)")
    }
  }
}

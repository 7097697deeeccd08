import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Reviews
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

@Suite("Odd text in posts")
struct TextInputTests {
  /// Accepted content and what must be stored and acknowledged for it.
  static let accepted: [(String, String)] = [
    ("줄바꿈\n과\t탭", "줄바꿈\n과\t탭"),
    ("윈도\r\n줄바꿈\r옛 맥", "윈도\n줄바꿈\n옛 맥"),
    ("👩‍👩‍👧‍👦 가족 🇰🇷 국기", "👩‍👩‍👧‍👦 가족 🇰🇷 국기"),
    ("조합형 \u{1100}\u{1161}\u{11A8} 자모", "조합형 \u{1100}\u{1161}\u{11A8} 자모"),
    ("e\u{301} 결합 문자", "e\u{301} 결합 문자"),
    ("\u{202E}거꾸로\u{202C} 방향 제어", "\u{202E}거꾸로\u{202C} 방향 제어"),
    ("\u{FEFF}BOM 과 \u{200B}폭 없는 공백", "\u{FEFF}BOM 과 \u{200B}폭 없는 공백"),
    ("비문자 \u{FFFF} \u{10FFFF} 끝", "비문자 \u{FFFF} \u{10FFFF} 끝"),
    ("수학 𝕏𝔂𝕫 와 한자 𠜎", "수학 𝕏𝔂𝕫 와 한자 𠜎"),
    ("줄 구분 \u{2028} 문단 \u{2029} 끝", "줄 구분 \u{2028} 문단 \u{2029} 끝"),
    ("따옴표 \" 와 역슬래시 \\ 와 '", "따옴표 \" 와 역슬래시 \\ 와 '"),
  ]

  @Test("what is acknowledged is exactly what is stored and listed", arguments: accepted)
  func roundTrip(_ sent: String, _ expected: String) async throws {
    try await withApp { client, store in
      let response = try await client.post(
        json: #"{"content":\#(jsonString(sent)),"userName":\#(jsonString("둥근 \u{1F600}"))}"#)
      #expect(response.status == .ok)
      let acknowledged = try response.decode(ReviewEnvelope.self).data
      #expect(acknowledged.content == expected)
      #expect(acknowledged.content.unicodeScalars.elementsEqual(expected.unicodeScalars))
      let stored = try #require(try await store.reviews(themeId: "1", start: 0, count: 1).first)
      #expect(stored.content.unicodeScalars.elementsEqual(acknowledged.content.unicodeScalars))
      #expect(stored.user.userName == acknowledged.user.userName)
    }
  }

  @Test(
    "control characters other than newline and tab are a 422 and store nothing",
    arguments: [
      #"{"content":"널\u0000문자"}"#, #"{"content":"끝에 널\u0000"}"#, #"{"content":"\u0001"}"#,
      #"{"content":"이스케이프 \u001b[31m빨강"}"#, #"{"content":"지우기 \u007f"}"#,
      #"{"content":"C1 \u0085 줄"}"#, #"{"content":"CSI \u009b"}"#,
      #"{"content":"좋아요","userName":"민\u0000지"}"#,
      #"{"content":"좋아요","userName":"민\n지"}"#, #"{"content":"좋아요","userName":"민\t지"}"#,
    ])
  func controlCharacters(_ body: String) async throws {
    try await withApp { client, store in
      let response = try await client.post(json: body)
      #expect(response.status == .unprocessableContent)
      #expect(response.errorBody?.code == "control_character")
      #expect(try await store.count() == 0)
    }
  }

  @Test(
    "length is bounded in characters, scalars and bytes",
    arguments: [
      ("a" + String(repeating: "\u{301}", count: 1000), "content_too_long"),
      ("좋" + String(repeating: "\u{301}", count: 33), "content_too_long"),
      (String(repeating: "가\u{301}\u{302}\u{303}\u{304}", count: 900), "content_too_long"),
      (String(repeating: "👩‍👩‍👧‍👦", count: 700), "content_too_long"),
      (String(repeating: "가", count: 1001), "content_too_long"),
    ])
  func tooLong(_ content: String, _ code: String) async throws {
    try await withApp { client, store in
      let response = try await client.post(json: #"{"content":\#(jsonString(content))}"#)
      #expect(response.status == .unprocessableContent)
      #expect(response.errorBody?.code == code)
      #expect(try await store.count() == 0)
    }
  }

  @Test(
    "a name is at most 30 characters and 120 scalars",
    arguments: [
      ("a" + String(repeating: "\u{301}", count: 200), false),
      (String(repeating: "이", count: 30), true), (String(repeating: "이", count: 31), false),
      (String(repeating: "e\u{301}", count: 30), true),
    ])
  func nameLength(_ name: String, _ accepted: Bool) async throws {
    try await withApp { client, _ in
      let response = try await client.post(
        json: #"{"content":"좋아요","userName":\#(jsonString(name))}"#)
      #expect(response.status == (accepted ? .ok : .unprocessableContent))
    }
  }

  @Test("the limits themselves: 1000 characters of 4 scalars pass, 4001 scalars do not")
  func limitEdges() {
    #expect(TextLimit.content.admits(String(repeating: "가\u{301}\u{302}\u{303}", count: 1000)))
    #expect(
      !TextLimit.content.admits(
        String(repeating: "가\u{301}\u{302}\u{303}", count: 1000) + "\u{304}"))
    #expect(!TextLimit.content.admits(String(repeating: "😀", count: 4097)))
  }
}

@Suite("Idempotency keys and a full disk")
struct IdempotencyAndStorageTests {
  static let key = HTTPField.Name("Idempotency-Key")!

  @Test(
    "a key reused with another body, author or theme is a 422; the same request replays",
    arguments: [
      ("1", #"{"content":"다른 내용"}"#), ("2", #"{"content":"처음 내용"}"#),
      ("1", #"{"content":"처음 내용","userName":"다른 사람"}"#),
    ])
  func keyReuse(_ theme: String, _ body: String) async throws {
    try await withApp { client, store in
      let headers: HTTPFields = [
        .contentType: "application/json", .accept: "application/json", Self.key: "k-1",
      ]
      let first = try await client.post(json: #"{"content":"처음 내용"}"#, headers: headers)
      #expect(first.status == .ok)
      let reused = try await client.post(theme: theme, json: body, headers: headers)
      #expect(reused.status == .unprocessableContent)
      #expect(reused.errorBody?.code == "idempotency_key_reused")
      // Surrounding whitespace is trimmed before comparing: it is the same review.
      let replay = try await client.post(json: #"{"content":"  처음 내용 "}"#, headers: headers)
      #expect(replay.status == .ok)
      #expect(try replay.decode(ReviewEnvelope.self).data == first.decode(ReviewEnvelope.self).data)
      #expect(try await store.count() == 1)
    }
  }

  @Test("a full database is a 507 with a JSON message, and what was acknowledged is kept")
  func storageFull() async throws {
    try await withApp { client, store in
      try await store.capAtCurrentSize()
      var acknowledged = 0
      var full: TestResponse?
      for i in 0..<20 where full == nil {
        let response = try await client.post(
          json: #"{"content":"\#(i) \#(String(repeating: "꽉", count: 990))"}"#)
        if response.status == .ok {
          acknowledged += 1
        } else {
          full = response
        }
      }
      let response = try #require(full, "the capped database never filled up")
      #expect(response.status.code == 507)
      #expect(response.errorBody?.code == "storage_full")
      #expect(try await store.count() == acknowledged)
    }
  }
}

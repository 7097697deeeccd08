import Foundation
import Testing

@testable import ReviewServer

@Suite("Protocol details: Host, methods, Expect, duplicate keys, length messages")
struct ProtocolDetailTests {
  @Test("two Host headers get a JSON 400 and the connection closes")
  func twoHosts() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n")
      #expect(response.status == 400)
      #expect(response.errorCode == "bad_request")
      #expect(response.header("connection") == "close")
    }
  }

  @Test("CONNECT gets a JSON 501 and the connection closes at once")
  func connect() async throws {
    try await withLiveServer { port in
      let closed = try await onThread {
        let connection = try RawConnection(port: port)
        connection.send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 501)
        #expect(response.errorCode == "method_not_implemented")
        let start = Date()
        return connection.waitForClose() && Date().timeIntervalSince(start) < 5
      }
      #expect(closed)
    }
  }

  @Test(
    "a method the API does not implement gets a JSON 501 and the connection keeps answering",
    arguments: ["PROPFIND", "MKCOL", "LOCK"])
  func unknownMethod(_ method: String) async throws {
    try await withLiveServer { port in
      try await onThread {
        let connection = try RawConnection(port: port)
        connection.send(rawRequest(method, "/nowhere"))
        let response = try connection.readResponse()
        #expect(response.status == 501)
        #expect(response.errorCode == "method_not_implemented")
        connection.send(rawRequest("GET", "/healthz"))
        #expect(try connection.readResponse().status == 200)
      }
    }
  }

  @Test(
    "any other method on a path the API serves gets 405 naming the methods it takes",
    arguments: ["TRACE", "PROPFIND"])
  func otherMethodOnAPath(_ method: String) async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(port: port, rawRequest(method, "/healthz"))
      #expect(response.status == 405)
      #expect(response.header("allow") == "GET, HEAD")
      let review = try await rawExchange(
        port: port, rawRequest(method, "/tmp/theme/6/review/0123456789abcdef01234567"))
      #expect(review.header("allow") == "PATCH, DELETE")
    }
  }

  @Test("a method token no parser knows gets a JSON 501 and the connection closes")
  func unparsableMethod() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(port: port, rawRequest("FROB", "/healthz"))
      #expect(response.status == 501)
      #expect(response.errorCode == "method_not_implemented")
    }
  }

  @Test("Expect: 100-continue gets 100 before the body, then the reply")
  func continues() async throws {
    try await withLiveServer { port in
      try await onThread {
        let body = #"{"content":"계속"}"#
        let connection = try RawConnection(port: port)
        connection.send(
          "POST /tmp/theme/6/review HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n"
            + "Expect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        let interim = try connection.readResponse()
        #expect(interim.status == 100)
        connection.send(body)
        #expect(try connection.readResponse().status == 200)
      }
    }
  }

  @Test("Expect: 100-continue with a body over the limit gets 413 and no 100")
  func tooLargeExpectation() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port,
        "POST /tmp/theme/6/review HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n"
          + "Content-Length: 1000000\r\n\r\n")
      #expect(response.status == 413)
      #expect(response.errorCode == "body_too_large")
    }
  }

  @Test("any other expectation gets 417")
  func otherExpectation() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port, jsonPost(headers: ["Expect: something-else"]))
      #expect(response.status == 417)
      #expect(response.errorCode == "expectation_failed")
    }
  }

  @Test(
    "a JSON body holding one key twice is invalid_json and nothing is stored",
    arguments: [
      #"{"content":"a","content":"b"}"#, #"{"content":"a","\u0063ontent":"b"}"#,
      #"{"content":"a","userName":"x","userName":"y"}"#,
    ])
  func duplicateKeys(_ body: String) async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "POST", "/tmp/theme/dup/review", headers: ["Content-Type: application/json"], body: body))
      #expect(response.status == 400)
      #expect(response.errorCode == "invalid_json")
      let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=dup"))
      #expect(list.text == #"{"data":[]}"#)
    }
  }

  @Test("equal keys in different objects are not duplicates")
  func sameKeyElsewhere() {
    #expect(!JSONDuplicateKeys.present(in: Data(#"{"a":{"a":1},"b":[{"a":2},{"a":3}]}"#.utf8)))
    #expect(JSONDuplicateKeys.present(in: Data(#"[{"a":1,"b":{"c":1,"c":2}}]"#.utf8)))
    #expect(!JSONDuplicateKeys.present(in: Data(#"{"a":"\"a\"","b":"a"}"#.utf8)))
  }

  @Test(
    "a 422 names the real length and the limit that was passed",
    arguments: [
      (String(repeating: "가", count: 17_000), ["1000자까지", "지금 17000자"]),
      (String(repeating: "👨‍👩‍👧‍👦", count: 700), ["16384바이트까지", "지금 17500바이트"]),
      ("a" + String(repeating: "\u{301}", count: 40), ["기호는 32개까지"]),
    ])
  func lengthMessages(_ content: String, _ phrases: [String]) async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(port: port, jsonPost(content: content))
      #expect(response.status == 422)
      #expect(response.errorCode == "content_too_long")
      for phrase in phrases { #expect(response.text.contains(phrase), "\(response.text)") }
    }
  }
}

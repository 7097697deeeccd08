import Foundation
import Hummingbird
import TestSupport
import Testing

@testable import ReviewServer

@Suite("Per-client limits: posts, searches, connections, trusted proxies", .serialized)
struct ClientLimitTests {
  @Test(
    "over --post-limit a client gets 429 in JSON with Retry-After; others are not held",
    arguments: TestStore.allCases)
  func postLimit(_ store: TestStore) async throws {
    // 1 a minute: a burst of one, the next token in 60 s (with 6, its 10 s passed between two
    // requests of this test on a loaded CI machine).
    try await withServe(store, ["--post-limit", "1"]) { port in
      #expect(try await rawExchange(port: port, jsonPost()).status == 200)
      let refused = try await rawExchange(port: port, jsonPost())
      #expect(refused.status == 429)
      #expect(refused.errorCode == "rate_limited")
      #expect(refused.header("content-type") == "application/json; charset=utf-8")
      let wait = try #require(refused.header("retry-after").flatMap(Int.init))
      #expect((1...60).contains(wait))
      // Edits and deletes count as writes too.
      let delete = try await rawExchange(
        port: port, rawRequest("DELETE", "/tmp/theme/6/review/0123456789abcdef01234567"))
      #expect(delete.status == 429)
      // Reading is not limited, and another client has its own share.
      #expect(try await rawExchange(port: port, rawRequest("GET", "/theme/review")).status == 200)
      #expect(try await rawExchange(port: port, from: "127.0.0.2", jsonPost()).status == 200)
    }
  }

  @Test("over --search-limit searches get 429; the unfiltered list is not a search")
  func searchLimit() async throws {
    try await withServe(.sqlite, ["--search-limit", "6"]) { port in
      let search = rawRequest("GET", "/theme/review?themeId=6&q=%EC%A2%8B")
      #expect(try await rawExchange(port: port, search).status == 200)
      let refused = try await rawExchange(port: port, search)
      #expect(refused.status == 429)
      #expect(refused.header("retry-after") != nil)
      #expect(
        try await rawExchange(port: port, rawRequest("GET", "/theme/review?q=%20")).status == 200)
      #expect(try await rawExchange(port: port, rawRequest("GET", "/theme/review")).status == 200)
    }
  }

  @Test("0 turns --post-limit and --search-limit off")
  func limitsOff() async throws {
    try await withServe(.sqlite, ["--post-limit", "0", "--search-limit", "0"]) { port throws in
      for _ in 0..<40 {
        #expect(try await rawExchange(port: port, jsonPost()).status == 200)
        #expect(
          try await rawExchange(port: port, rawRequest("GET", "/theme/review?q=a")).status == 200)
      }
    }
  }

  @Test("a client over --connections-per-client is answered 429 at once; others still get in")
  func connectionShare() async throws {
    try await withServe(.sqlite, ["--connections-per-client", "2"]) { port in
      try await onThread {
        let held = try (0..<2).map { _ in try RawConnection(port: port) }
        for connection in held {
          connection.send(rawRequest("GET", "/healthz"))
          #expect(try connection.readResponse().status == 200)
        }
        let third = try RawConnection(port: port)
        let refused = try third.readResponse()
        #expect(refused.status == 429)
        #expect(refused.errorCode == "too_many_connections")
        #expect(third.waitForClose())
        // Another address is another client.
        let other = try RawConnection(port: port, from: "127.0.0.2")
        other.send(rawRequest("GET", "/healthz"))
        #expect(try other.readResponse().status == 200)
        withExtendedLifetime(held) {}
      }
      // Once the held ones close, the client may connect again.
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await rawExchange(port: port, rawRequest("GET", "/healthz")).status == 200)
    }
  }

  @Test("behind --trusted-proxy the client is the forwarded one, from that proxy only")
  func trustedProxy() async throws {
    try await withServe(.sqlite, ["--post-limit", "6", "--trusted-proxy", "127.0.0.1/32"]) {
      port throws in
      func post(from source: String = "127.0.0.1", _ header: String) async throws -> Int {
        try await rawExchange(port: port, from: source, jsonPost(headers: [header])).status
      }
      #expect(try await post("X-Forwarded-For: 203.0.113.5") == 200)
      #expect(try await post("X-Forwarded-For: 203.0.113.5") == 429)
      #expect(try await post("X-Forwarded-For: 203.0.113.6") == 200)
      #expect(try await post(#"Forwarded: for="203.0.113.7:4711";proto=https"#) == 200)
      #expect(try await post("Forwarded: for=203.0.113.7") == 429)
      // What the client put in front of the list itself is not believed.
      #expect(try await post("X-Forwarded-For: 198.51.100.9, 203.0.113.5") == 429)
      // From a peer that is not a trusted proxy, the headers are ignored.
      #expect(try await post(from: "127.0.0.2", "X-Forwarded-For: 198.51.100.1") == 200)
      #expect(try await post(from: "127.0.0.2", "X-Forwarded-For: 198.51.100.2") == 429)
    }
  }

  @Test("the embedded server of the UI has no limits")
  func embeddedUnlimited() async throws {
    try await withLiveServer { port throws in
      for _ in 0..<40 {
        #expect(try await rawExchange(port: port, jsonPost()).status == 200)
      }
    }
  }

  @Test("bad limit values are refused as usage errors naming the option")
  func badValues() throws {
    for arguments in [
      ["--trusted-proxy", "10.0.0.0/33"], ["--trusted-proxy", "proxy.lan"],
      ["--post-limit", "-1"], ["--allowed-origin", "https://a.example/path"],
    ] {
      let result = try runDubeol(["serve", "--port", "0", "--database", "memory:"] + arguments)
      #expect([2, 64].contains(result.status), "\(arguments)")
      #expect(
        result.stderr.contains(arguments[0]) || result.stderr.contains("CIDR"), "\(result.stderr)")
    }
  }
}

@Suite("Client addresses and CIDR blocks")
struct ClientAddressTests {
  @Test(
    "CIDR blocks hold what they should",
    arguments: [
      ("10.0.0.0/8", "10.255.1.2", true), ("10.0.0.0/8", "11.0.0.1", false),
      ("192.168.1.7", "192.168.1.7", true), ("192.168.1.7", "192.168.1.8", false),
      ("2001:db8::/32", "2001:db8:1::5", true), ("2001:db8::/32", "2001:db9::5", false),
      ("127.0.0.0/8", "::ffff:127.0.0.9", true), ("::/0", "10.0.0.1", false),
    ])
  func cidr(_ block: String, _ address: String, _ inside: Bool) throws {
    let range = try IPAddressRange(parsing: block)
    #expect(range.contains(try #require(IPAddressBytes(address))) == inside)
  }

  @Test("an IPv6 client is its /64; an IPv4 one its address")
  func clientKeys() throws {
    #expect(IPAddressBytes("2001:db8:1:2:aaaa::1")?.clientKey == "2001:db8:1:2:0:0:0:0/64")
    #expect(
      IPAddressBytes("2001:db8:1:2:bbbb::9")?.clientKey
        == IPAddressBytes("2001:db8:1:2::")?.clientKey)
    #expect(IPAddressBytes("203.0.113.5")?.clientKey == "203.0.113.5")
  }

  @Test("forwarding hops: quotes, brackets and ports are taken off")
  func hops() {
    let headers: HTTPFields = [
      .forwarded: #"for=192.0.2.60;proto=http, For="[2001:db8:cafe::17]:4711", for=unknown"#
    ]
    #expect(ClientAddress.hops(headers) == ["192.0.2.60", "2001:db8:cafe::17", "unknown"])
    #expect(ClientAddress.hops([.xForwardedFor: "1.2.3.4:80 , 5.6.7.8"]) == ["1.2.3.4", "5.6.7.8"])
  }

  @Test("a hop that is no address ends the walk at the proxy that wrote it")
  func unknownHop() throws {
    let address = ClientAddress(trustedProxies: [try IPAddressRange(parsing: "10.0.0.0/8")])
    let proxy = IPAddressBytes("10.0.0.2")
    #expect(address.client(peer: proxy, headers: [.xForwardedFor: "unknown"]) == proxy)
    #expect(
      address.client(peer: proxy, headers: [.xForwardedFor: "203.0.113.1, 10.0.0.1"])
        == IPAddressBytes("203.0.113.1"))
  }
}

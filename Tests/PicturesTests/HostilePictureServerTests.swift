import Foundation
import Hummingbird
import OriginalServerFake
import TestSupport
import Testing

@testable import Pictures

/// Pictures from servers that misbehave: every one ends as nil (the reader keeps the letter
/// badge), within the time limit, with at most `DecodedImage.maxBytes` read and nothing cached.
@Suite("Profile pictures from hostile servers")
struct HostilePictureServerTests {
  static let png = DecodedImageTests.png
  /// A 6 × 4 baseline JPEG of one colour, #3366cc (ImageMagick, metadata stripped).
  static let jpeg: [UInt8] = {
    let hex =
      "ffd8ffe000104a46494600010100000100010000ffdb0043000302020302020303030304030304050805050404050a07"
      + "0706080c0a0c0c0b0a0b0b0d0e12100d0e110e0b0b1016101113141515150c0f171816141812141514ffdb0043010304"
      + "0405040509050509140d0b0d141414141414141414141414141414141414141414141414141414141414141414141414"
      + "1414141414141414141414141414ffc00011080004000603011100021101031101ffc400140001000000000000000000"
      + "00000000000007ffc40014100100000000000000000000000000000000ffc40015010101000000000000000000000000"
      + "00000708ffc40014110100000000000000000000000000000000ffda000c03010002110311003f002f540247ffd9"
    var bytes: [UInt8] = []
    var i = hex.startIndex
    while i < hex.endIndex {
      let next = hex.index(i, offsetBy: 2)
      bytes.append(UInt8(hex[i..<next], radix: 16)!)
      i = next
    }
    return bytes
  }()
  /// `jpeg` with its frame header (SOF0) claiming 60,000 × 60,000 pixels.
  static let jpegBomb: [UInt8] = {
    var bytes = jpeg
    let sof = (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
    for offset in [5, 7] {
      bytes[sof + offset] = 0xEA
      bytes[sof + offset + 1] = 0x60
    }
    return bytes
  }()

  @Test("junk, truncated, a bomb, 50 MB with and without a length, 404, a hang: no picture")
  func hostile() async throws {
    let directory = try TemporaryDirectory("dubeol-pictures")
    defer { directory.remove() }
    let router = Router()
    func serve(_ path: String, _ bytes: [UInt8]) {
      router.get(RouterPath(path)) { _, _ in
        Response(status: .ok, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
      }
    }
    serve("/good.png", Self.png)
    serve("/photo.jpg", Self.jpeg)
    serve("/junk.png", Array("<html>not a picture</html>".utf8))
    serve("/truncated.png", Array(Self.png.prefix(Self.png.count / 2)))
    serve("/bomb.png", DecodedImageTests.bomb(width: 60_000, height: 60_000))
    serve("/bomb.jpg", Self.jpegBomb)
    serve("/50mb.png", [UInt8](repeating: 0x89, count: 50 * 1024 * 1024))
    router.get("/50mb-streamed.png") { _, _ in
      // Chunks without a Content-Length: only counting what arrives can stop it.
      Response(
        status: .ok,
        body: ResponseBody { writer in
          for _ in 0..<800 {
            try await writer.write(ByteBuffer(repeating: 0x89, count: 65_536))
          }
          try await writer.finish(nil)
        })
    }
    router.get("/missing.png") { _, _ in Response(status: .notFound) }
    let cache = PictureCache(directory: directory.url)
    // A generous limit where the server answers (the whole suite loads the machine), a short one
    // for the server that never does.
    let loader = PictureLoader(
      cache: cache, transport: HTTPPictureTransport(timeout: .seconds(60)))
    let impatient = PictureLoader(
      cache: cache, transport: HTTPPictureTransport(timeout: .seconds(2)))
    try await LoopbackServer.run(router) { base in
      let good = await loader.loadReporting(base.absoluteString + "/good.png")
      #expect(good.outcome == .downloaded && good.image?.width == 4)
      let photo = try #require(await loader.load(base.absoluteString + "/photo.jpg"))
      #expect(photo.width == 6 && photo.height == 4, "a JPEG from another server decodes too")
      let (r, g, b) = photo.pixel(x: 2, y: 2, over: (0, 0, 0))
      #expect(abs(Int(r) - 0x33) < 8 && abs(Int(g) - 0x66) < 8 && abs(Int(b) - 0xcc) < 8)
      for path in [
        "/junk.png", "/truncated.png", "/bomb.png", "/bomb.jpg", "/50mb.png", "/50mb-streamed.png",
        "/missing.png",
      ] {
        let result = await loader.loadReporting(base.absoluteString + path)
        #expect(result.image == nil && result.outcome == .failed, "\(path)")
        #expect(cache.entry(for: base.absoluteString + path) == nil, "\(path) not cached")
      }
    }
    try await Self.withSilentListener { base in
      let clock = ContinuousClock()
      let began = clock.now
      let result = await impatient.loadReporting(base.absoluteString + "/hang.png")
      #expect(result.image == nil && result.outcome == .failed, "a server that never answers")
      #expect(clock.now - began < .seconds(30), "given up after the time limit")
    }
  }

  @Test("what is not an http(s) URL is never fetched")
  func notHTTP() async throws {
    let loader = PictureLoader(cache: nil)
    for address in ["file:///etc/passwd", "", "not a url", "ftp://example.com/a.png", "http://"] {
      #expect(await loader.load(address) == nil, "\(address)")
    }
  }

  @Test("the transport refuses a body past its cap and reports a hang as a timeout")
  func transportErrors() async throws {
    let router = Router()
    router.get("/big.png") { _, _ in
      Response(
        status: .ok,
        body: .init(byteBuffer: ByteBuffer(repeating: 1, count: DecodedImage.maxBytes + 1)))
    }
    try await LoopbackServer.run(router) { base in
      await #expect(throws: PictureDownloadError.tooLarge) {
        try await HTTPPictureTransport(timeout: .seconds(60)).get(
          base.appendingPathComponent("big.png"), ifNoneMatch: nil)
      }
    }
    try await Self.withSilentListener { base in
      await #expect(throws: PictureDownloadError.timeout) {
        try await HTTPPictureTransport(timeout: .seconds(1)).get(
          base.appendingPathComponent("hang.png"), ifNoneMatch: nil)
      }
    }
  }

  /// A loopback socket that accepts connections (the kernel's backlog) and never answers.
  static func withSilentListener(_ body: (URL) async throws -> Void) async throws {
    let (fd, port) = try LoopbackPort.bound()
    defer { close(fd) }
    guard listen(fd, 16) == 0 else {
      throw CommandError(executable: "listen", message: String(cString: strerror(errno)))
    }
    try await body(URL(string: "http://127.0.0.1:\(port)")!)
  }
}

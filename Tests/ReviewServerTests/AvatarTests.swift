import ReviewStore
import Testing

@testable import ReviewServer

@Suite("Avatars")
struct AvatarTests {
  @Test("CRC-32 and Adler-32 match their published check values")
  func checksums() {
    #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Checksums.crc32([]) == 0)
    #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Checksums.adler32([]) == 1)
  }

  @Test("stored deflate blocks split at 65535 bytes and round-trip")
  func storedBlocks() throws {
    let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let stream = PNGEncoder.zlibStored(data)
    // 2 header bytes, three blocks of 5 header bytes each, the data, 4 Adler-32 bytes.
    #expect(stream.count == 2 + 3 * 5 + data.count + 4)
    #expect(stream[2] == 0 && stream[2 + 5 + 65_535] == 0 && stream[2 + 2 * (5 + 65_535)] == 1)
  }

  @Test("one user id always gives the same picture; other ids give other pictures")
  func deterministic() throws {
    let id = ReviewIdentifiers.userId(forName: "민지")
    #expect(Identicon(userId: id).png == Identicon(userId: id).png)
    let others = ["민수", "익명", "두벌식 운영팀", "a", "b"].map {
      Identicon(userId: ReviewIdentifiers.userId(forName: $0))
    }
    #expect(Set(others.map(\.png)).count == others.count)
    try PNGCheck.verify(Identicon(userId: id).png, width: 120, height: 120)
  }

  @Test("the pattern is mirrored and the two colours differ")
  func shape() {
    let icon = Identicon(userId: ReviewIdentifiers.userId(forName: "새벽감성"))
    #expect(icon.background != icon.foreground)
    #expect(icon.filled.count == 5 && icon.filled.allSatisfy { $0.count == 3 })
  }

  @Test(
    "If-None-Match matches the tag, a weak copy of it, a list holding it, or *",
    arguments: [
      (#""t""#, true), (#"W/"t""#, true), (#""a", "t""#, true), ("*", true), (#""a""#, false),
      ("", false), (#"t"#, false),
    ])
  func ifNoneMatch(_ header: String, _ matches: Bool) {
    #expect(ProfileImageRoute.matches(header, etag: #""t""#) == matches)
  }
}

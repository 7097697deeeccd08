import Foundation
import TestSupport
import Testing

@testable import Hanja

/// The stamp taken through a small buffer (the cache's fast path) is the stamp of the whole text,
/// at every length around the buffer's size and a word's.
@Suite("hanja table stamp, read in pieces")
struct StreamedStampTests {
  @Test(
    "the streamed stamp equals the stamp of the text read whole",
    arguments: [0, 1, 7, 8, 9, 1 << 20, (1 << 20) - 1, (1 << 20) + 3, 3 << 20, (3 << 20) + 13])
  func sameStamp(length: Int) throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("hanja.txt")
      var generator = SeededGenerator(seed: UInt64(length))
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      try Data(bytes).write(to: file)
      let (_, whole) = try HanjaIndexCache.read(file)
      #expect(try HanjaIndexCache.streamedStamp(file) == whole)
      #expect(whole.checksum == Checksum64.of(bytes))
    }
  }

  @Test("a sum over pieces of whole words is the sum over the bytes at once")
  func runningSum() {
    let bytes = (0..<100).map { UInt8($0 * 7 % 256) }
    var running = Checksum64.Running(totalCount: bytes.count)
    bytes.withUnsafeBytes { all in
      running.add(UnsafeRawBufferPointer(rebasing: all[0..<16]))
      running.add(UnsafeRawBufferPointer(rebasing: all[16..<96]))
      #expect(running.finish(UnsafeRawBufferPointer(rebasing: all[96...])) == Checksum64.of(bytes))
    }
  }
}

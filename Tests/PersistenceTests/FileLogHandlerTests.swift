import Foundation
import Logging
import TestSupport
import Testing

@testable import Persistence

@Suite("FileLogHandler")
struct FileLogHandlerTests {
  @Test func aFullDiskDropsAndCountsLinesInsteadOfCrashing() {
    let sink = FileLogHandler.Sink(url: URL(fileURLWithPath: "/dev/full"))
    #expect(sink.isOpen)
    let handler = FileLogHandler(label: "test", sink: sink)
    var logger = Logger(label: "test") { _ in handler }
    logger.logLevel = .info
    logger.info("첫 줄")
    logger.error("둘째 줄", metadata: ["k": "v"])
    #expect(sink.dropped == 2)
  }

  @Test func aFileThatCannotBeOpenedIsNoLogAtAll() throws {
    try withTemporaryDirectory { dir in
      let blocker = dir.appendingPathComponent("file")
      try Data().write(to: blocker)
      let sink = FileLogHandler.Sink(url: blocker.appendingPathComponent("dubeol.log"))
      #expect(!sink.isOpen)
      sink.write("버려지는 줄\n")
      #expect(sink.dropped == 1)
    }
  }

  @Test func linesAreAppended() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("dubeol.log")
      let sink = FileLogHandler.Sink(url: url)
      let logger = Logger(label: "t") { FileLogHandler(label: $0, sink: sink) }
      logger.info("하나")
      logger.info("둘")
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.split(separator: "\n").count == 2)
      #expect(text.contains("info t: 하나") && text.contains("info t: 둘"))
      #expect(sink.dropped == 0)
    }
  }
}

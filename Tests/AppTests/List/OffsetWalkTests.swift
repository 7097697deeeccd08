import Reviews
import Testing

@testable import App

@Suite("Walking to the oldest review by offset")
struct OffsetWalkTests {
  /// Walks a board of `total` reviews whose server gives at most `cap` a page; returns the
  /// walk and the page sizes asked for.
  func walked(total: Int, cap: Int, keep: Int = 1000, from: Int = 0) -> (OffsetWalk, [Int]) {
    let board = ReviewBoard(count: total)
    var walk = OffsetWalk(from: from, keep: keep)
    var asked: [Int] = []
    while !walk.done {
      asked.append(walk.size)
      walk.take(board.page(start: walk.start, count: min(cap, walk.size)))
    }
    return (walk, asked)
  }

  @Test("the largest page the server gives is used from then on; the window keeps the last")
  func serverCap() {
    let (walk, asked) = walked(total: 10_000, cap: 100)
    #expect(asked.first == OffsetWalk.firstPageSize)
    #expect(asked.dropFirst().allSatisfy { $0 == 100 })
    #expect(asked.count == 101, "100 pages and one that says the end")
    #expect(walk.passed == 10_000)
    #expect(walk.kept.count == 1000)
    #expect(walk.keptStart == 9_000)
    #expect(walk.kept.first?.id == "b1000" && walk.kept.last?.id == "b1")
  }

  @Test("a server without a limit: pages of the first size, and a short page is the end")
  func noCap() {
    let (walk, asked) = walked(total: 1_234, cap: .max, keep: 300, from: 20)
    #expect(asked == [500, 500, 500])
    #expect(walk.passed == 1_214)
    #expect(walk.kept.count == 300 && walk.keptStart == 934)
  }

  @Test("an answer too large for the client halves the page")
  func tooLarge() {
    var walk = OffsetWalk(from: 0, keep: 100)
    let halved = walk.halve()
    #expect(halved && walk.size == 250)
    var small = OffsetWalk(from: 0, keep: 100, size: 1)
    let again = small.halve()
    #expect(!again && small.size == 1)
  }

  @Test("an empty board ends at once")
  func empty() {
    var walk = OffsetWalk(from: 0, keep: 100)
    walk.take([])
    #expect(walk.done && walk.kept.isEmpty)
  }
}

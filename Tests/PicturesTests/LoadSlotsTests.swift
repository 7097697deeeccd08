import Foundation
import Testing

@testable import Pictures

/// Memory stays bounded when many reviews are opened quickly: pictures load two at a time.
@Suite("Pictures in flight")
struct LoadSlotsTests {
  @Test("eight loads through two slots: all finish, never more than two at once")
  func twoAtOnce() async {
    let slots = LoadSlots(2)
    let meter = Meter()
    await withTaskGroup(of: Int.self) { group in
      for i in 0..<8 {
        group.addTask {
          await slots.run {
            meter.enter()
            try? await Task.sleep(for: .milliseconds(20))
            meter.leave()
            return i
          }
        }
      }
      var finished: [Int] = []
      for await i in group { finished.append(i) }
      #expect(finished.sorted() == Array(0..<8))
    }
    #expect(meter.most == 2)
  }
}

/// Counts what is inside at once, and the most there ever were.
final class Meter: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private var peak = 0

  func enter() {
    lock.withLock {
      inside += 1
      peak = max(peak, inside)
    }
  }
  func leave() { lock.withLock { inside -= 1 } }
  var most: Int { lock.withLock { peak } }
}

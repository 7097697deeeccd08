import Foundation
import Persistence
import Pictures
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// The picture is fetched by an effect: while its server keeps the answer back, keys are read
/// and typed text is drawn; once it answers, the reader shows the picture in half blocks.
@Suite("Profile pictures in the runtime")
struct PictureRuntimeTests {
  /// A 6 × 4 JPEG of one colour, #3366cc.
  static let jpeg = [UInt8](
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAEAAYDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAHCP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AC9UAkf/2Q=="
    )!)

  @Test("typing goes on while the picture's server holds its answer; the picture follows")
  func typingNeverWaits() async throws {
    let gate = Gate()
    var pictured = review(1, "김하늘", "사진이 있는 리뷰예요.", minutesAgo: 5)
    pictured.user.profileImage = "http://127.0.0.1:9/profile/u1.png"
    let client = FakeReviewClient(reviews: [pictured])
    let directory = try TemporaryDirectory("dubeol-app")
    defer { directory.remove() }
    let env = AppEnvironment(
      client: client, settings: .defaults,
      settingsStore: SettingsStore(file: directory.file("config.toml")),
      draftStore: DraftStore(directory: directory.url),
      outboxStore: OutboxStore(directory: directory.url), serverLabel: "테스트",
      clock: { testNow },
      pictures: PictureLoader(cache: nil, transport: GatedTransport(gate: gate, bytes: Self.jpeg)))
    let backend = ScriptedBackend(
      steps: [
        .waitForText("김하늘"), .input(.key(.tab, [.shift])), .input(.key(.enter, [])),
        .waitForText("Esc 닫기"), .input(.key(.escape, [])), .input(.key(.tab, [])),
      ] + ScriptedBackend.Step.keys("dkssud") + [
        .waitFor("typed while the picture is held back") { frame in
          guard frame.textLines().contains(where: { $0.contains("안녕") }) else { return false }
          gate.open()
          return true
        },
        .input(.key(.tab, [.shift])), .input(.key(.enter, [])),
        .waitFor("the picture in half blocks") { frame in
          frame.textLines().contains { $0.contains("▀▀▀▀▀▀▀▀ 김하늘") }
        },
      ])
    try await runApp(env, backend: backend)
    #expect(backend.timedOut == nil, "\(backend.lastText)")
    #expect(gate.waiters == 1, "one download for the two openings")
  }
}

/// Holds every request until opened.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var held: [CheckedContinuation<Void, Never>] = []
  private var requests = 0

  /// Requests that came to the gate.
  var waiters: Int { lock.withLock { requests } }

  func wait() async {
    await withCheckedContinuation { continuation in
      let resume = lock.withLock {
        requests += 1
        if isOpen { return true }
        held.append(continuation)
        return false
      }
      if resume { continuation.resume() }
    }
  }

  func open() {
    let waiting = lock.withLock {
      isOpen = true
      defer { held.removeAll() }
      return held
    }
    waiting.forEach { $0.resume() }
  }
}

/// Answers every request with `bytes`, once the gate opens.
struct GatedTransport: PictureTransport {
  let gate: Gate
  let bytes: [UInt8]

  func get(_ url: URL, ifNoneMatch etag: String?) async throws -> PictureResponse {
    await gate.wait()
    return .fresh(bytes: bytes, etag: nil)
  }
}

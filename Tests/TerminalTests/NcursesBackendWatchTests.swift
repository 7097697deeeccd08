import TerminalTestSupport
import Testing

@testable import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another descriptor watched in the same wait as the terminal (`dubeol type`'s program pty).
extension NcursesBackendTests {
  /// Runs `body` with a pipe's read and write ends, closed afterwards.
  func withPipe(_ body: (Int32, Int32) throws -> Void) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    try body(ends[0], ends[1])
  }

  @Test("input on a watched descriptor ends a wait without an event; the caller reads it")
  func aWatchedDescriptorEndsAWait() throws {
    try withBackend { backend, _ in
      try withPipe { readEnd, writeEnd in
        backend.watch(readEnd)
        #expect(write(writeEnd, "x", 1) == 1)
        #expect(backend.nextEvent(timeoutMilliseconds: -1) == nil)
        #expect(backend.watchedIsReady)
        var byte: UInt8 = 0
        #expect(read(readEnd, &byte, 1) == 1)
        // Read out: a short wait times out and says it is not ready.
        #expect(backend.nextEvent(timeoutMilliseconds: 10) == nil)
        #expect(!backend.watchedIsReady)
        // No longer watched: its input does not end a wait.
        backend.watch(nil)
        #expect(write(writeEnd, "y", 1) == 1)
        #expect(backend.nextEvent(timeoutMilliseconds: 10) == nil)
        #expect(!backend.watchedIsReady)
      }
    }
  }

  @Test("keys come first while the watched descriptor always has something to read")
  func keysComeFirstWhileTheWatchedFloods() throws {
    try withFlood { backend, pty in
      pty.send("ab")
      // Every wait ends at once (the pipe is never read); the keys must come through anyway
      // (the pty hands them over a moment after they are sent).
      let events = Self.events(2, from: backend)
      #expect(events == [.key(.character("a"), []), .key(.character("b"), [])])
      #expect(backend.nextEvent(timeoutMilliseconds: 250) == nil)
      #expect(backend.watchedIsReady)
    }
  }

  @Test("a lone ESC is still the Escape key after the delay while the watched descriptor floods")
  func escapeWhileTheWatchedFloods() throws {
    try withFlood { backend, pty in
      pty.send("\u{1B}")
      // Every wait ends at once (the pipe is never read): the ESC must still come out.
      #expect(Self.events(1, from: backend) == [.key(.escape, [])])
    }
  }

  /// A backend watching a pipe that always has something to read (nobody reads it).
  func withFlood(_ body: (NcursesBackend, PseudoTerminal) throws -> Void) throws {
    try withBackend { backend, pty in
      try withPipe { readEnd, writeEnd in
        backend.watch(readEnd)
        #expect(write(writeEnd, "flood", 5) == 5)
        try body(backend, pty)
      }
    }
  }

  /// The next `count` events, or those that came within 5 seconds.
  static func events(_ count: Int, from backend: NcursesBackend) -> [InputEvent] {
    var events: [InputEvent] = []
    let deadline = ContinuousClock.now + .seconds(5)
    while events.count < count && ContinuousClock.now < deadline {
      if let event = backend.nextEvent(timeoutMilliseconds: 250) { events.append(event) }
    }
    return events
  }
}

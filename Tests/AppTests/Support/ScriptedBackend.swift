import Foundation
import Terminal

/// A terminal backend that plays a script of input events, waiting where the script says
/// until a drawn frame shows something; it keeps every frame it was asked to draw.
final class ScriptedBackend: TerminalBackend {
  enum Step {
    case input(InputEvent)
    /// Wait until the last drawn frame passes the check (the text names it in failures).
    case waitFor(String, @Sendable (Frame) -> Bool)
    /// The terminal answers its queries (late: after the first frame's wait).
    case answer(TerminalFacts)
    /// Something outside the app happens (another process writes a file).
    case perform(@Sendable () -> Void)
  }

  let size: (width: Int, height: Int)
  private var steps: [Step]
  private(set) var frames: [Frame] = []
  /// What each draw changed, through the same screen model the real backend uses.
  private(set) var updates: [ScreenUpdate] = []
  private var screen = ScreenModel()
  private(set) var shutdowns = 0
  /// What the script was waiting for when it gave up.
  private(set) var timedOut: String?
  private var waitedPolls = 0
  private var facts = TerminalFacts()
  /// Each key as if read alone (a typist's), not with others already waiting (a paste's).
  var readsOneAtATime = false
  var mayHaveWaitingInput: Bool { !readsOneAtATime }
  /// Polls (of at most 5 ms) before a wait gives up and the script ends with Ctrl-C.
  static let maxWaitPolls = 2000

  init(width: Int = 120, height: Int = 40, steps: [Step]) {
    size = (width, height)
    self.steps = steps
  }

  private var aheadPending = false

  func draw(_ frame: Frame) {
    frames.append(frame)
    let update = screen.update(to: frame)
    updates.append(update)
    if aheadPending, let row = aheads.last?.written.runs.first?.y {
      aheads[aheads.count - 1].rewritten = update.runs.filter { $0.y == row }
    }
    aheadPending = false
  }

  /// What was written ahead of a frame (a typed key's echo), through the same screen model,
  /// and what the frame drawn next wrote on its row.
  private(set) var aheads: [(written: ScreenUpdate, rewritten: [FrameRun])] = []

  @discardableResult
  func writeAhead(
    _ text: String, x: Int, y: Int, style: Style, blank: Cell, to blankEnd: Int, cursor: Point
  ) -> Bool {
    guard
      let update = screen.writeAhead(
        text, x: x, y: y, style: style, blank: blank, to: blankEnd, cursor: cursor)
    else { return false }
    aheads.append((update, []))
    updates.append(update)
    aheadPending = true
    return true
  }

  func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
    guard let step = steps.first else {
      // Script over: ask to quit until the app does (it may confirm first).
      return .key(.ctrl("c"), [])
    }
    switch step {
    case .input(let event):
      steps.removeFirst()
      return event
    case .answer(let facts):
      steps.removeFirst()
      self.facts = facts
      return nil
    case .perform(let body):
      steps.removeFirst()
      body()
      return nil
    case .waitFor(let what, let check):
      if let frame = frames.last, check(frame) {
        steps.removeFirst()
        waitedPolls = 0
        return nextEvent(timeoutMilliseconds: timeoutMilliseconds)
      }
      waitedPolls += 1
      if waitedPolls > Self.maxWaitPolls {
        timedOut = what
        steps.removeAll()
        return nil
      }
      usleep(UInt32(min(max(timeoutMilliseconds, 0), 5) * 1000))
      return nil
    }
  }

  func shutdown() { shutdowns += 1 }

  func learnFacts(waitingUpTo milliseconds: Int) -> TerminalFacts { facts }

  var lastText: String { frames.last?.textLines().joined(separator: "\n") ?? "" }
}

extension ScriptedBackend.Step {
  static func keys(_ text: String) -> [ScriptedBackend.Step] {
    text.map { .input(.key(.character($0), [])) }
  }

  static func waitForText(_ text: String) -> ScriptedBackend.Step {
    .waitFor("text \(text)") { $0.textLines().contains { $0.contains(text) } }
  }
}

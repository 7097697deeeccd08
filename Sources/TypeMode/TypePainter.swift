import App
import HostedProgram
import Terminal

/// Keeps `dubeol type`'s frame between redraws: a frame is made only when something on
/// screen changed, with only the emulator's changed rows copied in again and dubeol's own rows
/// drawn again only when what they show changed, so the backend's diff skips the rest.
package final class TypePainter {
  private var frame = Frame(width: 0, height: 0)
  /// What the last frame showed, and the emulator's version it showed; nil before the first.
  private var shown: (look: TypeScreen.Look, version: Int)?

  package init() {}

  /// The frame for `session` over `emulator` in a terminal of `width` × `height`, or nil when
  /// it would be the frame made last.
  package func paint(
    _ session: TypeSession, emulator: VTermEmulator, theme: Theme, width: Int, height: Int
  ) -> Frame? {
    let look = TypeScreen.Look(session, emulator: emulator, width: width, height: height)
    if let shown, shown.look == look, shown.version == emulator.version { return nil }
    if frame.width != width || frame.height != height {
      frame = Frame(width: width, height: height)
      shown = nil
    }
    let ownRows = shown.map { !look.sameOwnRows(as: $0.look) } ?? true
    TypeScreen.draw(session, emulator: emulator, theme: theme, into: &frame, ownRows: ownRows)
    shown = (look, emulator.version)
    return frame
  }

  /// Makes the next `paint` return a frame, with dubeol's rows drawn again (after the terminal
  /// was resized, when the backend forgot what it shows, even if the size came back).
  package func invalidate() { shown = nil }
}

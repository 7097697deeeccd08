import TestSupport
import Testing

extension Trait where Self == ConditionTrait {
  /// A suite that runs the built `dubeol` runs only where it is built.
  static var needsBinary: Self {
    .enabled(
      if: DubeolBinary.exists,
      "needs the dubeol binary: swift build --product dubeol, or set DUBEOL_BIN")
  }

  /// An end-to-end suite runs only where tmux and the built `dubeol` binary are both present.
  static var endToEnd: Self {
    .enabled(if: Tmux.isAvailable && DubeolBinary.exists, "needs tmux and the dubeol binary")
  }
}

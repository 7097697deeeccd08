import Testing

extension Trait where Self == ConditionTrait {
  /// An end-to-end suite runs only where tmux and the built `dubeol` binary are both present.
  static var endToEnd: Self {
    .enabled(if: Tmux.isAvailable && DubeolBinary.exists, "needs tmux and the dubeol binary")
  }
}

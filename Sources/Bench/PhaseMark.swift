/// Calls that mark where each phase of a key begins in `dubeol-bench phases`, for a tool that
/// traces every instruction and memory access (`bench/cache-lines.py`, on valgrind's lackey):
/// they do nothing, and their addresses in the trace split it into keys and phases.
enum PhaseMark {
  // Each adds its own constant, so that no two are folded into one function.
  @inline(never) @_optimize(none) static func ahead() { counter &+= 6 }
  @inline(never) @_optimize(none) static func update() { counter &+= 1 }
  @inline(never) @_optimize(none) static func echo() { counter &+= 2 }
  @inline(never) @_optimize(none) static func render() { counter &+= 3 }
  @inline(never) @_optimize(none) static func diff() { counter &+= 4 }
  @inline(never) @_optimize(none) static func done() { counter &+= 5 }

  /// Written by the marks alone, on the one thread that runs the phases.
  nonisolated(unsafe) private static var counter = 0
}

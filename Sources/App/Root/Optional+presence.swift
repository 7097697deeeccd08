extension Optional {
  /// True when a value is present. `x != nil` on an optional of an `Equatable` struct takes
  /// `Optional`'s `==`, which copies both sides through the stack: three copies of a big
  /// value (a list search is 488 bytes) for a yes or no, on every key.
  var isSome: Bool {
    switch self {
    case .none: false
    case .some: true
    }
  }

  /// True when no value is present (see `isSome`).
  var isNone: Bool { !isSome }
}

extension AppState {
  /// The review open in the reader, if the reader is open.
  var reader: ReaderState? {
    if case .reader(let reader) = overlay { reader } else { nil }
  }

  /// The outbox view's state, if it is open.
  var outboxView: OutboxViewState? {
    if case .outbox(let view) = overlay { view } else { nil }
  }
}

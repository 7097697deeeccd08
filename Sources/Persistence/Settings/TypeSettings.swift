/// How `dubeol type` sends Hangul to the program (`[type] edits`, `--edits`).
public enum TypeEdits: String, CaseIterable, Sendable {
  /// The program receives each syllable once it is finished; dubeol draws it meanwhile.
  case commit
  /// Every edit of the engine as it happens: DEL for each character it replaces, then the new
  /// text (as an iOS keyboard edits through textDocumentProxy).
  case proxy
}

/// The input mode `dubeol type` starts in (`[type] start`).
public enum TypeStart: String, CaseIterable, Sendable {
  case english, hangul
}

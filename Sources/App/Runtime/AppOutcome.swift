import Foundation

/// How the UI ended, for what the command line says after the terminal is restored.
package struct AppOutcome: Sendable, Equatable {
  /// Text that could not be saved in the data directory was written here.
  package var rescueFile: URL?
  /// Text that could not be saved anywhere: print it, or it is lost.
  package var unsavedText: String?

  package init(rescueFile: URL? = nil, unsavedText: String? = nil) {
    self.rescueFile = rescueFile
    self.unsavedText = unsavedText
  }
}

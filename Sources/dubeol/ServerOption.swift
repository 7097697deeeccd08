import ArgumentParser
import DisplayText
import Foundation
import Reviews
import Terminal

/// `--server` checked where it enters: a bad address is one line on stderr and exit code 2,
/// like any other bad option, never a trap later in the networking code.
enum ServerOption {
  static func validate(_ text: String?, option: String = "--server") throws {
    guard let text, !text.isEmpty else { return }
    do {
      _ = try ServerAddress.parse(text)
    } catch {
      let shown = Sanitizer.visible(text)
      FileHandle.standardError.write(Data("dubeol: \(option) '\(shown)': \(error).\n".utf8))
      throw ExitCode(2)
    }
  }
}

import Foundation

/// Where text goes that could not be saved in the data directory: a new file in another
/// directory (the temp dir by default), named so it is easy to find.
public enum RescueFile {
  /// Writes `text` to a new file in `directory` and returns it.
  public static func write(_ text: String, in directory: URL, now: Date = Date()) throws -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let name = "dubeol-unsaved-\(formatter.string(from: now))-\(UUID().uuidString.prefix(8)).txt"
    let file = directory.appendingPathComponent(name)
    try AtomicFile.write(Data((text + "\n").utf8), to: file, permissions: 0o600)
    return file
  }
}

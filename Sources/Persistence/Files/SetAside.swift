import Foundation

/// Moves a file dubeol cannot read out of the way, next to where it was, so that it is never
/// overwritten and the user can still recover what it holds.
public enum SetAside {
  /// Renames `file` to `<name>.corrupt-<UTC timestamp>` (with a counter when that exists)
  /// and returns the new place.
  public static func move(_ file: URL, now: Date = Date()) throws -> URL {
    let directory = file.deletingLastPathComponent()
    let base = "\(file.lastPathComponent).corrupt-\(stamp(now))"
    var target = directory.appendingPathComponent(base)
    var counter = 1
    while FileManager.default.fileExists(atPath: target.path) {
      counter += 1
      target = directory.appendingPathComponent("\(base)-\(counter)")
    }
    try FileManager.default.moveItem(at: file, to: target)
    return target
  }

  /// Throws when `file` exists but cannot be read: replacing it would destroy what it holds.
  static func refuseToReplaceUnreadable(_ file: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
      return
    }
    if isDirectory.boolValue || !FileManager.default.isReadableFile(atPath: file.path) {
      throw UnreadableFileError(file: file)
    }
  }

  private static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: date)
  }
}

/// A file that could not be read is in the way; dubeol will not write over it.
public struct UnreadableFileError: Error, CustomStringConvertible, Sendable {
  public var file: URL

  public var description: String {
    "\(file.lastPathComponent)을(를) 읽을 수 없어 덮어쓰지 않았어요 (\(file.path))"
  }
}

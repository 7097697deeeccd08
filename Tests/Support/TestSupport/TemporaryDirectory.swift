import Foundation

/// A fresh folder under the system's temporary directory; `remove()` it in a `defer`.
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init(_ prefix: String = "dubeol-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `body` with a fresh directory that is removed afterwards.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  return try body(directory.url)
}

/// The names in a directory, sorted.
public func contents(of directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

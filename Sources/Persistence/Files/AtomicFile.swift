import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that a crash leaves either the old or the new file, never a mix:
/// write a temp file in the same directory, fsync it, rename it over the target, fsync the directory.
public enum AtomicFile {
  /// The prefix of temp files, so a leftover from a crash is recognisable (and ignorable).
  public static let tempPrefix = ".dubeol-tmp-"

  /// Writes `data` to `url` atomically, creating the directory when missing. A symlink at `url` is
  /// followed, so the file it points to is replaced and the link stays.
  public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws {
    let target = url.resolvingSymlinksInPath()
    let directory = target.deletingLastPathComponent()
    try AppPaths.ensureDirectory(directory)
    let temp = directory.appendingPathComponent(
      "\(tempPrefix)\(target.lastPathComponent)-\(UUID().uuidString)")
    do {
      try writeAndSync(data, to: temp.path, permissions: permissions)
      guard rename(temp.path, target.path) == 0 else {
        throw AtomicFileError(operation: "rename to \(target.path)", errno: errno)
      }
    } catch {
      unlink(temp.path)
      throw error
    }
    try syncDirectory(directory.path)
  }

  private static func writeAndSync(_ data: Data, to path: String, permissions: mode_t) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard fd >= 0 else { throw AtomicFileError(operation: "create \(path)", errno: errno) }
    defer { close(fd) }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw AtomicFileError(operation: "write \(path)", errno: errno)
        }
        offset += written
      }
    }
    guard fsync(fd) == 0 else { throw AtomicFileError(operation: "fsync \(path)", errno: errno) }
  }

  /// Makes the rename itself durable.
  private static func syncDirectory(_ path: String) throws {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw AtomicFileError(operation: "open \(path)", errno: errno) }
    defer { close(fd) }
    guard fsync(fd) == 0 else { throw AtomicFileError(operation: "fsync \(path)", errno: errno) }
  }
}

/// `write(2)` by a name that does not clash with Foundation's methods.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// A system call failed while writing a file.
public struct AtomicFileError: Error, CustomStringConvertible, Sendable {
  public var operation: String
  public var errno: Int32

  public var description: String {
    "could not \(operation): \(String(cString: strerror(errno)))"
  }
}

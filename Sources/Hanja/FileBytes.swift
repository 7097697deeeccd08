import Foundation

/// A whole file read straight into an array (no `Data` in between: one copy, not two, of the
/// table and of its index), and a cache file written whole.
package enum FileBytes {
  package struct Failure: Error {
    package let code: Int32
  }

  package static func read(_ path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw Failure(code: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(code: errno) }
    let size = Int(info.st_size)
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var offset = 0
      while offset < size {
        let got = Foundation.read(fd, buffer.baseAddress! + offset, size - offset)
        if got < 0, errno == EINTR { continue }
        if got < 0 {
          failure = errno
          break
        }
        if got == 0 { break }
        offset += got
      }
      count = offset
    }
    if failure != 0 { throw Failure(code: failure) }
    return bytes
  }

  /// Writes a cache file into `directory` (made, private to the user, when missing): to a
  /// temporary file, then renamed, so a reader never sees half of one.
  package static func saveCache(_ bytes: [UInt8], to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try Data(bytes).write(to: file, options: .atomic)
  }
}

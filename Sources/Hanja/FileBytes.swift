import Foundation

/// A whole file read straight into an array (no `Data` in between: one copy, not two, of the
/// table and of its index).
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
}

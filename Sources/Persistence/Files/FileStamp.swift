import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file is now, as `stat` says (its inode, size and change time): another stamp means
/// another process wrote it (an atomic write is a new inode). Nil when it is not there.
public struct FileStamp: Equatable, Sendable {
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  public static func of(_ file: URL) -> FileStamp? {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    return FileStamp(
      inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
      nanoseconds: Int(info.st_mtim.tv_nsec))
  }
}

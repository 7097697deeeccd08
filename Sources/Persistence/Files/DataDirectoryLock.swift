import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on `dubeol.lock` in a data directory, so that one dubeol at a time
/// writes its drafts and outbox. The kernel drops the lock when the process ends in any way
/// (even `kill -9`), so a crash never leaves the directory locked.
public final class DataDirectoryLock: Sendable {
  public let file: URL
  private let fd: Int32

  private init(file: URL, fd: Int32) {
    self.file = file
    self.fd = fd
  }

  deinit { close(fd) }

  /// Takes the lock without waiting, and writes this process's pid into the file so that
  /// another dubeol can say who holds it.
  public static func acquire(in directory: URL) throws(DataDirectoryLockError) -> DataDirectoryLock
  {
    let file = directory.appendingPathComponent("dubeol.lock")
    let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .cannotOpen(file: file, errno: errno) }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(fd)
      if code == EWOULDBLOCK { throw .held(file: file, pid: holder(of: file)) }
      throw .cannotOpen(file: file, errno: code)
    }
    let pid = Array("\(getpid())\n".utf8)
    if ftruncate(fd, 0) == 0 {
      _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }
    return DataDirectoryLock(file: file, fd: fd)
  }

  /// The pid written by the holder, if the file says.
  static func holder(of file: URL) -> Int32? {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

/// Why the data directory could not be locked.
public enum DataDirectoryLockError: Error, Equatable, CustomStringConvertible, Sendable {
  /// Another dubeol holds it (its pid when the lock file says).
  case held(file: URL, pid: Int32?)
  /// The lock file could not be created or locked.
  case cannotOpen(file: URL, errno: Int32)

  public var description: String {
    switch self {
    case .held(let file, let pid):
      let who = pid.map { "다른 dubeol(pid \($0))" } ?? "다른 dubeol"
      return "\(who)이 이 데이터 디렉터리를 쓰고 있어요: \(file.deletingLastPathComponent().path)\n"
        + "그 dubeol을 끝낸 뒤 다시 실행하거나, --data-dir로 다른 디렉터리를 지정해 주세요."
    case .cannotOpen(let file, let code):
      let reason = StorageErrorText.reasons[code] ?? String(cString: strerror(code))
      return "잠금 파일 \(file.path)을(를) 열 수 없어요: \(reason)"
    }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written, as a short Korean reason for the user.
public enum StorageErrorText {
  /// Reasons by errno; anything else falls back to the system's own words.
  static let reasons: [Int32: String] = [
    ENOSPC: "디스크 공간이 부족해요",
    EDQUOT: "디스크 할당량을 넘었어요",
    EACCES: "권한이 없어요",
    EPERM: "권한이 없어요",
    EROFS: "읽기 전용 파일 시스템이에요",
    ENOTDIR: "경로에 디렉터리가 아닌 파일이 있어요",
    EISDIR: "같은 이름의 디렉터리가 있어요",
    ENOENT: "디렉터리가 없어요",
    EIO: "디스크 입출력 오류가 났어요",
    EMFILE: "열린 파일이 너무 많아요",
  ]

  /// A Korean reason for `error`.
  public static func reason(for error: any Error) -> String {
    if let unreadable = error as? UnreadableFileError { return unreadable.description }
    guard let code = errno(of: error) else { return "\(error)" }
    return reasons[code] ?? String(cString: strerror(code))
  }

  /// The errno behind an error from `AtomicFile` or Foundation, if there is one.
  static func errno(of error: any Error) -> Int32? {
    if let atomic = error as? AtomicFileError { return atomic.errno }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    // Foundation wraps the system's error (CocoaError 512 around POSIX ENOTDIR, say).
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
      return errno(of: underlying)
    }
    return nil
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes sure the data directory exists and dubeol may read and write in it, so that a bad
/// one is reported once, in plain words, instead of as a raw error from the first file opened.
public enum DataDirectoryCheck {
  /// Creates `directory` when missing; throws when it cannot be used.
  public static func prepare(_ directory: URL) throws(DataDirectoryError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw DataDirectoryError(directory: directory, reason: "디렉터리가 아니라 파일이에요")
      }
    } else {
      do {
        try AppPaths.ensureDirectory(directory)
      } catch {
        throw DataDirectoryError(
          directory: directory, reason: "만들 수 없어요: \(StorageErrorText.reason(for: error))")
      }
    }
    guard access(directory.path, R_OK | W_OK | X_OK) == 0 else {
      let code = errno
      throw DataDirectoryError(
        directory: directory,
        reason: StorageErrorText.reasons[code] ?? String(cString: strerror(code)))
    }
  }
}

/// The data directory cannot be used; the message says which and what to do.
public struct DataDirectoryError: Error, Equatable, CustomStringConvertible, Sendable {
  public var directory: URL
  public var reason: String

  public var description: String {
    "데이터 디렉터리 \(directory.path)을(를) 쓸 수 없어요: \(reason).\n"
      + "권한을 확인하거나(ls -ld \(directory.path)), --data-dir로 쓸 수 있는 다른 디렉터리를 지정해 주세요."
  }
}

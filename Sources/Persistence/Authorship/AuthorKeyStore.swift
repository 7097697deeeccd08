import Crypto
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The author key's secret: 32 bytes from the system's CSPRNG, kept as hex in `author-key` in
/// the data directory (mode 0600). Each server gets its own key derived from it, so a server
/// never sees a key another server would accept.
public struct AuthorKeyStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("author-key")
  }

  /// The secret, made on first use. Two processes making it at once end up with one secret
  /// (the loser reads the winner's). A file that is there but unreadable or malformed is an
  /// error, never replaced: a new secret would lose the ownership of every review.
  public func secret() throws(AuthorKeyError) -> SymmetricKey {
    if let existing = try existingSecret() { return existing }
    return try create()
  }

  /// The secret when the file exists; nil when it does not (nothing was posted with a key yet).
  public func existingSecret() throws(AuthorKeyError) -> SymmetricKey? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(file: file, reason: StorageErrorText.reason(for: error))
    }
    guard let bytes = Self.decode(data) else { throw .malformed(file: file) }
    return SymmetricKey(data: bytes)
  }

  /// What is wrong with the key file, if anything (told at start, before a post needs it).
  public var problem: AuthorKeyError? {
    do {
      _ = try existingSecret()
      return nil
    } catch {
      return error
    }
  }

  /// The key sent to `server`: HMAC-SHA256(secret, the server's name), as hex. The embedded
  /// server is named by role ("embedded"), a remote one by its normalised URL.
  public func key(for server: PostServer) throws(AuthorKeyError) -> String {
    Self.derive(try secret(), for: server)
  }

  /// `key(for:)` without making a secret: nil when there is none yet.
  public func existingKey(for server: PostServer) throws(AuthorKeyError) -> String? {
    try existingSecret().map { Self.derive($0, for: server) }
  }

  static func derive(_ secret: SymmetricKey, for server: PostServer) -> String {
    let mac = HMAC<SHA256>.authenticationCode(for: Data(server.description.utf8), using: secret)
    return HexBytes.encode(Data(mac))
  }

  /// 64 hex digits (and an optional line break) → 32 bytes; anything else is malformed.
  static func decode(_ data: Data) -> Data? { HexBytes.decode(data, count: 32) }

  /// Writes a new secret to a private temp file and links it into place: `link` fails with
  /// EEXIST like `O_EXCL` when another process was first, and the file never appears half
  /// written (a reader racing a plain `O_EXCL` create could see it empty).
  private func create() throws(AuthorKeyError) -> SymmetricKey {
    let key = SymmetricKey(size: .bits256)
    let text = HexBytes.encode(key.withUnsafeBytes { Data($0) }) + "\n"
    let directory = file.deletingLastPathComponent()
    let temp = directory.appendingPathComponent(
      "\(AtomicFile.tempPrefix)author-key-\(UUID().uuidString)")
    do {
      try AppPaths.ensureDirectory(directory)
      try Self.writeExclusive(Data(text.utf8), to: temp.path)
    } catch {
      unlink(temp.path)
      throw .cannotCreate(file: file, reason: StorageErrorText.reason(for: error))
    }
    defer { unlink(temp.path) }
    guard link(temp.path, file.path) == 0 else {
      let code = errno
      if code == EEXIST, let winner = try existingSecret() { return winner }
      throw .cannotCreate(
        file: file, reason: StorageErrorText.reasons[code] ?? String(cString: strerror(code)))
    }
    let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd >= 0 {
      fsync(fd)
      close(fd)
    }
    return key
  }

  private static func writeExclusive(_ data: Data, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw AtomicFileError(operation: "create \(path)", errno: errno) }
    defer { close(fd) }
    let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    guard written == data.count else {
      throw AtomicFileError(operation: "write \(path)", errno: written < 0 ? errno : EIO)
    }
    guard fsync(fd) == 0 else { throw AtomicFileError(operation: "fsync \(path)", errno: errno) }
  }
}

/// Why the author key cannot be used, in Korean.
public enum AuthorKeyError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
  /// The file is there but cannot be read.
  case unreadable(file: URL, reason: String)
  /// The file does not hold 64 hex digits.
  case malformed(file: URL)
  /// A new secret could not be written.
  case cannotCreate(file: URL, reason: String)
  /// There is no secret yet, so no review was posted with one.
  case missing(file: URL)

  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "작성자 키 파일(\(file.path))을 읽을 수 없어요: \(reason). 내 리뷰를 고치고 지우는 데 필요한 파일이라 새로 만들지 않았어요."
    case .malformed(let file):
      "작성자 키 파일(\(file.path))이 망가졌어요 (64자리 16진수가 아니에요). 내 리뷰를 고치고 지우는 데 필요한 파일이라 새로 만들지 않았어요. 백업에서 되살리거나, 포기한다면 지운 뒤 다시 해 주세요."
    case .cannotCreate(let file, let reason):
      "작성자 키 파일(\(file.path))을 만들 수 없어요: \(reason)"
    case .missing:
      "이 데이터 디렉터리에는 작성자 키가 없어요: 여기서 쓴 리뷰가 아니에요."
    }
  }

  public var errorDescription: String? { description }
}

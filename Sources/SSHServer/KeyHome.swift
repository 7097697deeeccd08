import Crypto
import Foundation
import Persistence

/// Where a key's dubeol lives on this server: `keys/<fingerprint>/` in the ssh directory, the
/// HOME and XDG directories of every process started for that key. Its config.toml, drafts,
/// phrases, shortcuts, outbox and record of reviews are kept there, whatever machine the key
/// comes from.
struct KeyHome: Sendable {
  let fingerprint: String
  let directory: URL

  var dataDirectory: URL { directory.appendingPathComponent("data/dubeol", isDirectory: true) }

  /// What the key's processes see instead of the server's own HOME and XDG directories. The
  /// cache (the hanja index, pictures) is shared: it is the same for every key.
  func environment(cache: URL) -> [String: String] {
    [
      "HOME": directory.path,
      "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": cache.path,
      "DUBEOL_SSH_KEY": fingerprint,
    ]
  }

  /// The key's directory, made when missing, with its author key in place: HMAC-SHA256 of the
  /// fingerprint under the server's secret. So the reviews the key posts are owned by the key
  /// itself (the same on any machine) and by nothing a client can read or choose.
  static func prepare(fingerprint: String, keys: URL, secret: SymmetricKey) throws(SSHServerError)
    -> KeyHome
  {
    let home = KeyHome(
      fingerprint: fingerprint,
      directory: keys.appendingPathComponent(
        KeyFingerprint.fileName(fingerprint), isDirectory: true))
    let mac = HMAC<SHA256>.authenticationCode(for: Data(fingerprint.utf8), using: secret)
    let text = Data((HexBytes.encode(Data(mac)) + "\n").utf8)
    let authorKey = AuthorKeyStore(directory: home.dataDirectory).file
    do {
      try AppPaths.ensureDirectory(home.dataDirectory)
      if (try? Data(contentsOf: authorKey)) != text {
        try AtomicFile.write(text, to: authorKey)
      }
    } catch {
      throw .directory(home.directory, "\(error)")
    }
    return home
  }
}

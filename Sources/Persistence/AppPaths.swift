import Foundation

/// Where dubeol keeps its data (database, drafts, outbox, log) and its config file.
public enum AppPaths {
  /// `override` (from `--data-dir`) wins; else `$XDG_DATA_HOME/dubeol`; else `~/.local/share/dubeol`.
  public static func dataDirectory(
    override: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let override, !override.isEmpty {
      return URL(fileURLWithPath: expandTilde(override), isDirectory: true)
    }
    return xdgBase("XDG_DATA_HOME", fallback: ".local/share", environment).appendingPathComponent(
      "dubeol", isDirectory: true)
  }

  /// `$XDG_CONFIG_HOME/dubeol/config.toml`, else `~/.config/dubeol/config.toml`.
  public static func configFile(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    xdgBase("XDG_CONFIG_HOME", fallback: ".config", environment)
      .appendingPathComponent("dubeol", isDirectory: true)
      .appendingPathComponent("config.toml")
  }

  /// `$XDG_CACHE_HOME/dubeol`, else `~/.cache/dubeol`: what can be rebuilt (the hanja indexes).
  public static func cacheDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    xdgBase("XDG_CACHE_HOME", fallback: ".cache", environment).appendingPathComponent(
      "dubeol", isDirectory: true)
  }

  /// The SQLite database of the embedded server inside a data directory.
  public static func database(in dataDirectory: URL) -> URL {
    dataDirectory.appendingPathComponent("reviews.sqlite")
  }

  /// The log file inside a data directory (the UI owns the screen, so logs never go there).
  public static func logFile(in dataDirectory: URL) -> URL {
    dataDirectory.appendingPathComponent("dubeol.log")
  }

  /// Creates the directory (and parents) when missing, private to the user.
  public static func ensureDirectory(_ url: URL) throws {
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// `cacheDirectory().path`, read with `getenv`: a one-line `convert` starts in about 4 ms, and
  /// `ProcessInfo`'s dictionary of the whole environment and a `URL` took a tenth of that.
  public static func cacheDirectoryPath() -> String {
    xdgBasePath("XDG_CACHE_HOME", fallback: ".cache") { getenv($0).map { String(cString: $0) } }
      + "/dubeol"
  }

  private static func xdgBase(_ variable: String, fallback: String, _ environment: [String: String])
    -> URL
  {
    URL(
      fileURLWithPath: xdgBasePath(variable, fallback: fallback) { environment[$0] },
      isDirectory: true)
  }

  private static func xdgBasePath(
    _ variable: String, fallback: String, _ environment: (String) -> String?
  ) -> String {
    // XDG says relative paths in these variables are invalid and must be ignored.
    if let value = environment(variable), value.hasPrefix("/") { return value }
    let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home.hasSuffix("/") ? home + fallback : home + "/" + fallback
  }

  static func expandTilde(_ path: String) -> String {
    (path as NSString).expandingTildeInPath
  }
}

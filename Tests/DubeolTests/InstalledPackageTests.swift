import Foundation
import TestSupport
import Testing

/// The Debian package `make test` builds (`$DUBEOL_DEB`), installed with dpkg as a user would,
/// works where there is no Swift toolchain: /opt/swift and the build folder are hidden, and
/// convert, serve and the UI run from /usr/bin; the man page and completions are where Debian's
/// tools look; removing and purging it leaves nothing.
@Suite(
  "The installed Debian package", .serialized,
  .enabled(
    if: InstalledPackage.unavailable == nil, Comment(rawValue: InstalledPackage.unavailable ?? "")))
struct InstalledPackageTests {
  @Test(
    "installs, runs convert, serve, the UI and man with /opt/swift hidden, and is removed leaving nothing"
  )
  func installRunRemove() async throws {
    let package = InstalledPackage.file!
    let hidden = try HiddenToolchain()
    let home = try TemporaryDirectory("dubeol-package-home")
    defer {
      _ = try? runCommand("/usr/bin/dpkg", ["--purge", "dubeol"])
      hidden.remove()
      home.remove()
    }
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": home.url.path, "LANG": "C.UTF-8",
      "XDG_DATA_HOME": home.file("data").path, "XDG_CONFIG_HOME": home.file("config").path,
    ]

    let install = try await runCommandOffPool("/usr/bin/dpkg", ["-i", package])
    try #require(install.status == 0, "dpkg -i: \(install.stdout)\(install.stderr)")
    let files = try await InstalledPackage.files()
    for expected in InstalledPackage.expectedFiles {
      #expect(files.contains(expected), "\(expected) is not in the package")
    }

    // Linked against nothing of the toolchain: ldd finds every library without /opt/swift.
    let libraries = try await hidden.run(
      ["/usr/bin/ldd", "/usr/bin/dubeol"], environment: environment)
    #expect(
      !libraries.stdout.contains("not found") && !libraries.stdout.contains("swift"),
      "\(libraries.stdout)")

    let convert = try await hidden.run(
      ["/usr/bin/dubeol", "convert"], environment: environment, stdin: "dkssudgktpdy\n")
    #expect(convert.status == 0 && convert.stdout == "안녕하세요\n", "\(convert)")

    let version = try await hidden.run(["/usr/bin/dubeol", "--version"], environment: environment)
    let packaged = try await runCommandOffPool(
      "/usr/bin/dpkg-query", ["-W", "-f=${Version}", "dubeol"])
    // Edits left unstaged since the build change only the .dirty mark.
    let plain = { (text: String) in text.replacingOccurrences(of: ".dirty", with: "") }
    #expect(plain(version.stdout) == plain(packaged.stdout + "\n"), "the package's version")

    try await InstalledPackage.expectServeAnswers(
      hidden: hidden, environment: environment, home: home)
    try await InstalledPackage.expectUIWorks(hidden: hidden)

    let man = try await hidden.run(
      ["/usr/bin/man", "-P", "cat", "dubeol"],
      environment: environment.merging(["MANWIDTH": "100"]) { $1 })
    #expect(man.status == 0, "\(man.stderr)")
    // Each subcommand has its entry: a line that begins with its name, then its text.
    let entries = Set(
      man.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first })
    for subcommand in InstalledPackage.subcommands {
      #expect(entries.contains(Substring(subcommand)), "the man page covers \(subcommand)")
    }
    let completion = try await hidden.run(
      [
        "/bin/bash", "-c",
        "source /usr/share/bash-completion/completions/dubeol && complete -p dubeol",
      ],
      environment: environment)
    #expect(completion.status == 0, "bash completes dubeol: \(completion.stderr)")

    // dpkg -r keeps only the administrator's settings (a conffile); purge takes those too.
    #expect(try await runCommandOffPool("/usr/bin/dpkg", ["-r", "dubeol"]).status == 0)
    let regularFiles = files.filter { !InstalledPackage.isDirectory($0) }
    #expect(
      regularFiles.filter { FileManager.default.fileExists(atPath: $0) } == ["/etc/default/dubeol"])
    #expect(try await runCommandOffPool("/usr/bin/dpkg", ["--purge", "dubeol"]).status == 0)
    let left = files.filter {
      FileManager.default.fileExists(atPath: $0) && !InstalledPackage.shared.contains($0)
    }
    #expect(left.isEmpty, "left behind: \(left)")
  }
}

/// The package under test and what it must hold.
enum InstalledPackage {
  /// The .deb `make test` built, when there is one.
  static let file = ProcessInfo.processInfo.environment["DUBEOL_DEB"].flatMap {
    $0.isEmpty ? nil : $0
  }

  /// Why the test cannot run here, or nil when it can.
  static var unavailable: String? {
    if getuid() != 0 {
      return "installing a package (dpkg -i) and hiding /opt/swift (unshare -m) need root"
    }
    guard let file, FileManager.default.fileExists(atPath: file) else {
      return "no package to install: `make test` builds one and names it in DUBEOL_DEB"
    }
    if (try? runCommand("/usr/bin/dpkg-query", ["-W", "-f=${Status}", "dubeol"]))?.stdout
      .contains("installed") == true
    {
      return "a dubeol package is installed on this machine, and the test would replace it"
    }
    return nil
  }

  /// Every subcommand, nested ones included.
  static let subcommands = [
    "ui", "convert", "serve", "reviews", "list", "post", "edit", "delete", "outbox", "send", "drop",
    "config", "path", "show",
  ]

  static let expectedFiles = [
    "/usr/bin/dubeol", "/usr/share/man/man1/dubeol.1.gz",
    "/usr/share/bash-completion/completions/dubeol", "/usr/share/zsh/vendor-completions/_dubeol",
    "/usr/share/fish/vendor_completions.d/dubeol.fish", "/lib/systemd/system/dubeol-serve.service",
    "/etc/default/dubeol",
  ]

  /// Folders other packages own too (they stay after a purge).
  static let shared: Set<String> = [
    "/.", "/etc", "/etc/default", "/lib", "/lib/systemd", "/lib/systemd/system", "/usr",
    "/usr/bin", "/usr/share", "/usr/share/man", "/usr/share/man/man1", "/usr/share/doc",
    "/usr/share/bash-completion", "/usr/share/bash-completion/completions", "/usr/share/zsh",
    "/usr/share/zsh/vendor-completions", "/usr/share/fish", "/usr/share/fish/vendor_completions.d",
  ]

  /// The paths `dpkg -L` lists for the installed package.
  static func files() async throws -> [String] {
    try await runCommandOffPool("/usr/bin/dpkg", ["-L", "dubeol"]).stdout.split(separator: "\n")
      .map(String.init)
  }

  static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory)
      && directory.boolValue
  }

  /// `dubeol serve` from /usr/bin answers /healthz and lists its seeded reviews (compiled into
  /// the binary) to the installed client.
  static func expectServeAnswers(
    hidden: HiddenToolchain, environment: [String: String], home: TemporaryDirectory
  ) async throws {
    let server = try BackgroundProcess(
      hidden.launcher[0],
      Array(hidden.launcher.dropFirst())
        + ["/usr/bin/dubeol", "serve", "--port", "0", "--data-dir", home.file("serve").path],
      log: home.file("serve.log"))
    defer { server.stop() }
    let port = try await server.listeningPort()
    let health = try await hidden.run(
      [
        "/bin/bash", "-c",
        "exec 3<>/dev/tcp/127.0.0.1/\(port) && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && cat <&3",
      ], environment: environment)
    #expect(
      health.stdout.hasPrefix("HTTP/1.1 200") && health.stdout.contains(#""status":"ok""#),
      "\(health.stdout)")
    let list = try await hidden.run(
      ["/usr/bin/dubeol", "reviews", "list", "--server", "http://127.0.0.1:\(port)", "--json"],
      environment: environment)
    #expect(list.status == 0 && list.stdout.contains("\"content\""), "\(list)")
  }

  /// The UI from /usr/bin, in tmux started with the toolchain hidden: it loads the embedded
  /// server's reviews, types Hangul, and quits cleanly.
  static func expectUIWorks(hidden: HiddenToolchain) async throws {
    let session = try AppSession(launcher: hidden.launcher, executable: "/usr/bin/dubeol")
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("dkssud")
    try await session.tmux.screen("안녕 typed") { $0.composeText == "안녕" }
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("y 종료") }
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)
  }
}

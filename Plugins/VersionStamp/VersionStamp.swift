import Foundation
import PackagePlugin

/// Compiles the version from git (scripts/version.sh) into the target. A build command whose
/// inputs are git's HEAD, the branch it names, packed refs and the index: it runs again when a
/// commit is made or checked out (a prebuild command was not run again by SwiftPM once its
/// output existed, so a build after a commit kept the old version).
@main
struct VersionStamp: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildVersion.swift")
    let script = root.appendingPathComponent("scripts/version.sh")
    return [
      .buildCommand(
        displayName: "Version from git",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [script.path, "--swift", output.path],
        environment: ["PATH": "/usr/bin:/bin"],
        inputFiles: [script, root.appendingPathComponent("VERSION")] + Self.gitInputs(root),
        outputFiles: [output])
    ]
  }

  /// The files of `.git` that change with a commit or a checkout (those that exist).
  static func gitInputs(_ root: URL) -> [URL] {
    let git = root.appendingPathComponent(".git")
    var files = ["HEAD", "packed-refs", "index"].map { git.appendingPathComponent($0) }
    if let head = try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8),
      head.hasPrefix("ref: ")
    {
      let ref = head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
      files.append(git.appendingPathComponent(ref))
    }
    return files.filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}

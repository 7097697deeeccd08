import Foundation
import PackagePlugin

/// Compiles the version from git (scripts/version.sh) into the target, before every build.
@main
struct VersionStamp: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    let script = context.package.directoryURL.appendingPathComponent("scripts/version.sh")
    return [
      .prebuildCommand(
        displayName: "Version from git",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          script.path, "--swift", output.appendingPathComponent("BuildVersion.swift").path,
        ],
        environment: ["PATH": "/usr/bin:/bin"],
        outputFilesDirectory: output)
    ]
  }
}

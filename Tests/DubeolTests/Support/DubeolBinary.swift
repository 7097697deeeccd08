import Foundation

/// Where the built `dubeol` executable is: `$DUBEOL_BIN` (set by `make test`), else `.build/debug`.
enum DubeolBinary {
  static var path: String {
    if let path = ProcessInfo.processInfo.environment["DUBEOL_BIN"], !path.isEmpty { return path }
    return packageRoot.appendingPathComponent(".build/debug/dubeol").path
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // DubeolTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
  }
}

/// A private temporary directory removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init(_ prefix: String = "dubeol-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs a command to completion and returns its exit status and output.
struct CommandResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

@discardableResult
func runCommand(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  stdin: String? = nil
)
  throws -> CommandResult
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  // Read both pipes before waiting so a chatty child never blocks on a full pipe.
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// Runs the built `dubeol` with `arguments` (stdin a closed pipe unless `stdin` is given).
@discardableResult
func runDubeol(
  _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil
) throws -> CommandResult {
  try runCommand(DubeolBinary.path, arguments, environment: environment, stdin: stdin)
}

import ArgumentParser
import DisplayText
import Foundation
import Logging
import ReviewStore
import ReviewStores
import Reviews

/// `dubeol import --database URL [--theme ID] FILE…`: moves a board from the 2022 server.
struct Import: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import reviews exported from the original review server into a database.",
    discussion: """
      Each FILE is a list page as the original server answers it ({"data":[Review…]}) or JSON \
      Lines (one Review a line). Ids, author names and ids, content, createdAt and updatedAt \
      are kept; a review whose id is stored already is skipped, so importing a file twice \
      adds nothing. A review that cannot be imported is reported with its file and position, \
      and the others are imported (the exit status is then 1).
      """
  )

  @Option(help: "Where to import: a file path or sqlite:PATH, postgres://…, memory:.")
  var database: String

  @Option(help: "Import every review into this theme instead of its own.")
  var theme: String?

  @Argument(help: "Files to import.")
  var files: [String]

  /// Reviews stored per transaction: large enough to cost little per review, small enough to
  /// keep a batch's memory and a PostgreSQL statement's arrays modest.
  static let batchSize = 5_000

  func run() async throws {
    let location: DatabaseLocation
    do {
      location = try DatabaseLocation(parsing: database)
    } catch {
      Self.fail("--database: \(error)")
      throw ExitCode(2)
    }
    var logger = Logger(
      label: "dubeol.import", factory: { StreamLogHandler.standardError(label: $0) })
    logger.logLevel = .warning
    let store: any ReviewStore
    do {
      store = try await ReviewStores.open(location, logger: logger, seed: false)
    } catch {
      Self.fail("\(error)")
      throw ExitCode.failure
    }
    var refused = 0
    do {
      for file in files {
        let data: Data
        do {
          data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
          Self.fail("\(Self.shown(file)): cannot be read (\(error.localizedDescription))")
          refused += 1
          continue
        }
        let read = ReviewImport.reviews(in: data, themeId: theme)
        for refusal in read.refusals { Self.fail("\(Self.shown(file)): \(refusal)") }
        refused += read.refusals.count
        var added = 0
        for start in stride(from: 0, to: read.reviews.count, by: Self.batchSize) {
          let batch = Array(read.reviews[start..<min(start + Self.batchSize, read.reviews.count)])
          added += try await store.importReviews(batch)
        }
        print(
          "\(Self.shown(file)): \(added) imported, \(read.reviews.count - added) already there, "
            + "\(read.refusals.count) refused")
      }
    } catch {
      await store.close()
      Self.fail("\(error)")
      throw ExitCode.failure
    }
    await store.close()
    if refused > 0 { throw ExitCode.failure }
  }

  /// A file name as the terminal may show it.
  static func shown(_ file: String) -> String { Sanitizer.visible(file) }

  static func fail(_ message: String) {
    FileHandle.standardError.write(Data("dubeol import: \(Sanitizer.visible(message))\n".utf8))
  }
}

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
      and the others are imported (the exit status is then 1). The database's statistics are \
      brought up to date at the end (ANALYZE), so searches use the indexes at once.
      """
  )

  @Option(help: "Where to import: a file path or sqlite:PATH, postgres://…, memory:.")
  var database: String

  @Option(
    help:
      "Import every review into this theme instead of its own (a review then needs no theme field)."
  )
  var theme: String?

  @Argument(help: "Files to import.")
  var files: [String]

  /// Reviews stored per transaction: large enough to cost little per review, small enough to
  /// keep a batch's memory and a PostgreSQL statement's arrays modest.
  static let batchSize = 5_000
  /// Batches handed to the store before the first of them is waited for.
  static let batchesAtOnce = 2

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
        let pieces = ReviewImport.pieces(in: data)
        var refusals = 0
        var added = 0
        var good = 0
        // Later batches are decoded while the store takes earlier ones, two at a time (on
        // PostgreSQL two connections: the index insertions use both cores).
        var storing: [Task<Int, any Error>] = []
        do {
          for start in stride(from: 0, to: pieces.count, by: Self.batchSize) {
            let read = ReviewImport.reviews(
              of: pieces[start..<min(start + Self.batchSize, pieces.count)], themeId: theme)
            for refusal in read.refusals { Self.fail("\(Self.shown(file)): \(refusal)") }
            refusals += read.refusals.count
            good += read.reviews.count
            if storing.count == Self.batchesAtOnce {
              added += try await storing.removeFirst().value
            }
            storing.append(Task.detached { try await store.importReviews(read.reviews) })
          }
          while !storing.isEmpty { added += try await storing.removeFirst().value }
        } catch {
          // The store is closed only once no batch is still being written.
          for batch in storing { _ = try? await batch.value }
          throw error
        }
        refused += refusals
        print(
          "\(Self.shown(file)): \(added) imported, \(good - added) already there, "
            + "\(refusals) refused")
      }
    } catch {
      await store.close()
      Self.fail("\(error)")
      throw ExitCode.failure
    }
    // The planner's statistics, so the first search after an import uses the indexes. The
    // reviews are stored already: a failure here says so rather than reading as a lost import.
    do {
      try await store.analyze()
    } catch {
      await store.close()
      Self.fail(
        "the reviews are imported, but the database's statistics could not be brought up to date "
          + "(\(error)); searches may be slow until the database runs ANALYZE")
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

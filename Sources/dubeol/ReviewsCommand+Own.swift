import App
import ArgumentParser
import DisplayText
import Foundation
import Hangul
import Persistence
import Reviews
import ReviewsHTTP
import Terminal

extension ReviewsCommand {
  /// `dubeol reviews edit ID`
  struct Edit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Replace the text of one of your reviews: the words after the id (or --text), else "
        + "standard input.",
      discussion: OwnReviewExit.discussion)

    @OptionGroup var connection: Connection

    @Option(help: "The new text, as one argument (the words after the id say the same).")
    var text: String?

    @Flag(help: "The text is 2-beolsik keys typed on a Latin layout (dkssud → 안녕), not Hangul.")
    var keys = false

    @Flag(help: "Print the stored review as JSON.")
    var json = false

    @Argument(help: "The review's id (`_id` in `dubeol reviews list --json`).")
    var id: String

    @Argument(help: FreeText.help("The new text"))
    var words: [String] = []

    func validate() throws {
      guard text == nil || words.isEmpty else {
        throw ValidationError("Give the new text once: as the words after the id, or as --text.")
      }
    }

    func run() async throws {
      let input = text ?? FreeText.text(words)
      let settings = connection.settings
      let content =
        keys
        ? KeyScript(profile: settings.profile).text(for: input)
        : input
      let theme = connection.theme ?? settings.themeId
      let review = try await OwnReviewExit.reporting {
        try await connection.withOwnKey(configuredServer: settings.server) { client, key, _ in
          try await client.edit(themeId: theme, id: id, content: content, authorKey: key)
        }
      }
      if json {
        print(try CLIOutput.json(ReviewEnvelope(data: review)))
      } else {
        for line in CLIOutput.table([review]) { print(line) }
      }
    }
  }

  /// `dubeol reviews delete ID`
  struct Delete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Delete one of your reviews (it asks nothing).",
      discussion: OwnReviewExit.discussion)

    @OptionGroup var connection: Connection

    @Argument(help: "The review's id (`_id` in `dubeol reviews list --json`).")
    var id: String

    func run() async throws {
      let settings = connection.settings
      let theme = connection.theme ?? settings.themeId
      let directory = connection.dataDirectory
      try await OwnReviewExit.reporting {
        try await connection.withOwnKey(configuredServer: settings.server) { client, key, server in
          do {
            try await client.delete(themeId: theme, id: id, authorKey: key)
          } catch let error as ReviewClientError where error.status == 404 {
            // Gone either way: the record of ours must not keep it.
            OwnReviewsRecord.forget(id, server: server, directory: directory)
            throw error
          }
          OwnReviewsRecord.forget(id, server: server, directory: directory)
        }
      }
      print("지웠어요: \(Sanitizer.visible(id))")
    }
  }
}

extension ReviewsCommand.Connection {
  /// Runs `body` with the client, this data directory's key for the server and the server's
  /// name; a server without author keys or a missing/broken key file is an `OwnReviewExit`.
  func withOwnKey<T: Sendable>(
    configuredServer: String?,
    _ body: (HTTPReviewClient, String, PostServer) async throws -> T
  ) async throws -> T {
    let directory = dataDirectory
    return try await withServer(configuredServer: configuredServer) { client, server in
      let authorship = Authorship(
        client: client, keys: AuthorKeyStore(directory: directory), server: server)
      let key: String
      do {
        key = try await authorship.keyForChanging()
      } catch let error as AuthorKeyError {
        throw CLIFailure(error.description)
      }
      return try await body(client, key, server)
    }
  }
}

/// Exit codes of `reviews edit` and `reviews delete`, so scripts can tell the refusals apart.
enum OwnReviewExit {
  static let notYours: Int32 = 3
  static let notFound: Int32 = 4
  static let unsupported: Int32 = 5

  static let discussion = """
    Only reviews posted from this data directory (by the UI or `reviews post`) to a server \
    that takes author keys can be changed. Exit codes: 0 done, 1 other failure, 3 not your \
    review (403), 4 no such review (404), 5 the server cannot edit or delete reviews.
    """

  /// Runs `body`; the refusals are one Korean line on stderr and their own exit code.
  static func reporting<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let failure as CLIFailure {
      failure.report()
      throw ExitCode(codes[failure.status ?? 0] ?? ExitCode.failure.rawValue)
    } catch is ReviewOwnershipUnsupported {
      CLIFailure(ReviewOwnershipUnsupported.message).report()
      throw ExitCode(unsupported)
    }
  }

  static let codes: [Int: Int32] = [403: notYours, 404: notFound]
}

/// Keeps owned-reviews.json in step with what the CLI posts and deletes; a failure to write
/// it is said on stderr but does not undo what the server did.
enum OwnReviewsRecord {
  static func record(_ id: String, server: PostServer, directory: URL) {
    report { try OwnedReviewsStore(directory: directory).record(id, server: server) }
  }

  static func forget(_ id: String, server: PostServer, directory: URL) {
    report { try OwnedReviewsStore(directory: directory).forget(id, server: server) }
  }

  private static func report(_ change: () throws -> Void) {
    do {
      try change()
    } catch {
      FileHandle.standardError.write(
        Data("dubeol: \(StorageItem.ownReviews.failed(StorageErrorText.reason(for: error)))\n".utf8)
      )
    }
  }
}

import ArgumentParser
import DisplayText
import Foundation
import Logging
import Persistence
import Reviews
import ReviewsHTTP
import Terminal

/// `dubeol reviews list|post`: the review API from scripts and shells.
struct ReviewsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reviews",
    abstract: "List, post, edit or delete reviews without the UI.",
    discussion: """
      Without --server they start the embedded server on the data directory. The server, \
      theme and author default to those in config.toml (`dubeol config show`). Posts to a \
      server that takes author keys are signed with this data directory's key, so that \
      `edit` and `delete` (and the UI) can change them later.
      """,
    subcommands: [List.self, Post.self, Edit.self, Delete.self]
  )
}

extension ReviewsCommand {
  /// Where the reviews live.
  struct Connection: ParsableArguments {
    @Option(help: "Review server base URL (default: config.toml's, else the embedded server).")
    var server: String?

    @Option(
      name: .customLong("data-dir"),
      help: "Data directory of the embedded server (default: $XDG_DATA_HOME/dubeol).")
    var dataDir: String?

    @Option(help: "Theme id (default: config.toml's, else \(ReviewAPI.defaultThemeId)).")
    var theme: String?

    func validate() throws {
      try ServerOption.validate(server)
    }

    /// The user's settings, for what the command line leaves out; a broken file is named on
    /// stderr and the defaults are used, as in the UI.
    var settings: Settings {
      let loaded = SettingsStore(file: AppPaths.configFile()).load()
      if let problem = loaded.problem {
        let message = Sanitizer.visible("\(problem)")
        FileHandle.standardError.write(Data("dubeol: config ignored: \(message)\n".utf8))
      }
      return loaded.settings
    }

    /// Runs `body` with a client for the chosen server, stopping an embedded one afterwards.
    func withClient<T: Sendable>(
      configuredServer: String?, _ body: (HTTPReviewClient) async throws -> T
    ) async throws -> T {
      try await withServer(configuredServer: configuredServer) { client, _ in try await body(client)
      }
    }

    /// The data directory: the author key and the record of one's reviews live there.
    var dataDirectory: URL { AppPaths.dataDirectory(override: dataDir) }

    /// `withClient`, also naming the server as the outbox and the author keys do.
    func withServer<T: Sendable>(
      configuredServer: String?, _ body: (HTTPReviewClient, PostServer) async throws -> T
    ) async throws -> T {
      var logger = Logger(
        label: "dubeol.reviews", factory: { StreamLogHandler.standardError(label: $0) })
      logger.logLevel = .warning
      let dataDirectory = AppPaths.dataDirectory(override: dataDir)
      let flag = server ?? configuredServer
      if flag?.isEmpty ?? true {
        // The embedded server keeps its database there: say plainly when it cannot be used.
        do {
          try DataDirectoryCheck.prepare(dataDirectory)
        } catch {
          throw CLIFailure("\(error)")
        }
      }
      let target: ServerTarget
      do {
        target = try await ServerTarget.resolve(
          flag: flag, dataDirectory: dataDirectory, logger: logger)
      } catch {
        throw CLIFailure("\(error)")
      }
      do {
        let result = try await body(HTTPReviewClient(baseURL: target.baseURL), target.postServer)
        await target.stop()
        return target.outliving(result)
      } catch let error as ReviewClientError {
        await target.stop()
        throw CLIFailure(error.userMessage, status: error.status)
      } catch {
        await target.stop()
        throw error
      }
    }
  }

  /// `dubeol reviews list`
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show a page of reviews, newest first.")

    @OptionGroup var connection: Connection

    @Option(help: "Offset of the first review.")
    var start = 0

    @Option(help: "How many reviews (1–\(ReviewAPI.maxPageSize)).")
    var count = ReviewAPI.defaultPageSize

    @Flag(help: "Print the JSON of the API instead of a table.")
    var json = false

    func validate() throws {
      guard start >= 0 else { throw ValidationError("--start must be 0 or more.") }
      guard (1...ReviewAPI.maxPageSize).contains(count) else {
        throw ValidationError("--count must be between 1 and \(ReviewAPI.maxPageSize).")
      }
    }

    func run() async throws {
      let settings = connection.settings
      let theme = connection.theme ?? settings.themeId
      let reviews = try await CLIFailure.reporting {
        try await connection.withClient(configuredServer: settings.server) { client in
          try await client.reviews(themeId: theme, start: start, count: count)
        }
      }
      if json {
        print(try CLIOutput.json(ReviewPage(data: reviews)))
      } else if reviews.isEmpty {
        print("(리뷰가 없어요)")
      } else {
        for line in CLIOutput.table(reviews) { print(line) }
      }
    }
  }

  /// `dubeol reviews post`
  struct Post: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Post a review: the words after post, or standard input when there are none.",
      discussion: "dubeol reviews post 좋은 키보드예요  ·  dubeol reviews post < review.txt")

    @OptionGroup var connection: Connection

    @Option(help: "Author name (default: config.toml's author, else 익명).")
    var author: String?

    @Flag(help: "Print the stored review as JSON.")
    var json = false

    @Argument(help: FreeText.help("The review"))
    var words: [String] = []

    func run() async throws {
      let content = FreeText.text(words)
      let settings = connection.settings
      let theme = connection.theme ?? settings.themeId
      let author = author ?? settings.authorName
      // One key per invocation: a retry inside the client can never store the review twice.
      let key = UUID().uuidString
      let directory = connection.dataDirectory
      let receipt = try await CLIFailure.reporting {
        try await connection.withServer(configuredServer: settings.server) { client, server in
          let authorship = Authorship(
            client: client, keys: AuthorKeyStore(directory: directory), server: server)
          let authorKey: String?
          do {
            authorKey = try await authorship.keyForPosting()
          } catch let error as AuthorKeyError {
            throw CLIFailure(error.description)
          }
          let receipt = try await client.post(
            content: content, userName: author, themeId: theme, idempotencyKey: key,
            authorKey: authorKey)
          if authorKey != nil, let review = receipt.review {
            OwnReviewsRecord.record(review.id, server: server, directory: directory)
          }
          return receipt
        }
      }
      switch receipt {
      case .review(let review) where json:
        print(try CLIOutput.json(ReviewEnvelope(data: review)))
      case .review(let review):
        for line in CLIOutput.table([review]) { print(line) }
      case .stored(let reply):
        // The original server stores the review but does not send it back: say what was posted.
        let posted = StoredPost(content: content, theme: theme, userName: author, reply: reply)
        if json {
          print(try CLIOutput.json(posted))
        } else {
          print(
            "posted to theme \(Sanitizer.visible(theme)) (the server did not return the review):")
          print(Sanitizer.visible(content))
        }
      }
    }
  }
}

/// What `reviews post --json` prints when the server stored the post without returning it.
struct StoredPost: Encodable {
  let content: String
  let theme: String
  let userName: String
  /// The server's reply body as it came (the original server echoes the content).
  let reply: String
}

/// A failure reported as one line on stderr with exit code 1.
struct CLIFailure: Error {
  let message: String
  /// The HTTP status when the server refused (commands with their own exit codes use it).
  let status: Int?
  init(_ message: String, status: Int? = nil) {
    self.message = message
    self.status = status
  }

  static func reporting<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let failure as CLIFailure {
      failure.report()
      throw ExitCode.failure
    }
  }

  /// `reporting` for synchronous commands.
  static func reportingSync<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let failure as CLIFailure {
      failure.report()
      throw ExitCode.failure
    }
  }

  /// Writes the message to stderr as `dubeol: …`.
  func report() {
    // The message may quote the server: never let it drive the terminal (line by line, so
    // a message of ours may have a second line).
    let text = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitizer.visible(String($0)) }.joined(separator: "\n")
    FileHandle.standardError.write(Data("dubeol: \(text)\n".utf8))
  }
}

/// How the CLI prints reviews.
enum CLIOutput {
  static func json(_ value: some Encodable) throws -> String {
    let encoder = WireJSON.encoder
    encoder.outputFormatting.insert(.prettyPrinted)
    return terminalSafe(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// JSON with DEL, C1 controls and bidi overrides written as `\uXXXX` (JSONEncoder escapes
  /// only C0): still the same JSON, but inert on a terminal. Outside strings JSON is ASCII, so
  /// every such scalar is inside a string, where the escape is valid.
  static func terminalSafe(_ json: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      switch scalar.value {
      case 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out.append(
          contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".unicodeScalars)
      default:
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func table(_ reviews: [Review]) -> [String] {
    ReviewTable()
      .lines(for: reviews, width: TerminalWidth.current(), now: Date())
  }
}

/// Columns of the terminal on stdout: ioctl, else $COLUMNS, else 80.
enum TerminalWidth {
  static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    return 80
  }
}

import App
import ArgumentParser
import DisplayText
import Foundation
import Logging
import Persistence
import Reviews
import ReviewsHTTP
import Terminal

extension OutboxCommand {
  /// `dubeol outbox send`
  struct Send: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Send the queued reviews that are due, each to its own server.",
      discussion: """
        Each review goes only to the server it was written for ("embedded" is the embedded \
        server of this data directory), with its idempotency key, so it is never stored \
        twice. Rejected reviews are not sent (drop them). Exits 1 when any send failed.
        """)

    @OptionGroup var location: Location

    @Flag(help: "Send every waiting review now, not only those whose retry time has come.")
    var all = false

    func run() async throws {
      try await CLIFailure.reporting {
        let (directory, lock) = try location.locked()
        defer { withExtendedLifetime(lock) {} }
        let (store, loaded) = location.load(directory)
        var outbox = loaded
        let now = Date()
        let chosen = all ? outbox.waiting() : outbox.due(now: now)
        if chosen.isEmpty {
          let later = outbox.waiting().count
          print(
            later == 0
              ? "보낼 리뷰가 없어요" : "지금 보낼 리뷰가 없어요 (\(later)개는 나중에 다시 보내요; --all로 지금 보내기)")
          let rejected = outbox.rejected.count
          if rejected > 0 {
            print("거절된 리뷰 \(rejected)개는 보내지 않아요 (dubeol outbox list, dubeol outbox drop ID)")
          }
          return
        }
        var failures = 0
        // One server at a time, in the order its first post was queued.
        var servers: [PostServer] = []
        for post in chosen where !servers.contains(post.server) { servers.append(post.server) }
        for server in servers {
          let posts = chosen.filter { $0.server == server }
          failures += await send(posts, to: server, directory: directory, outbox: &outbox) {
            try store.save($0.posts)
          }
        }
        if failures > 0 { throw ExitCode.failure }
      }
    }

    /// Saves the outbox; a failure is said on stderr (the posts are still in memory and sent).
    private func persist(_ outbox: Outbox, _ save: (Outbox) throws -> Void) {
      do {
        try save(outbox)
      } catch {
        FileHandle.standardError.write(
          Data("dubeol: \(StorageItem.outbox.failed(StorageErrorText.reason(for: error)))\n".utf8))
      }
    }

    /// Sends `posts` to `server`, saving the outbox after each answer; returns the failures.
    private func send(
      _ posts: [PendingPost], to server: PostServer, directory: URL, outbox: inout Outbox,
      save: (Outbox) throws -> Void
    ) async -> Int {
      var logger = Logger(
        label: "dubeol.outbox", factory: { StreamLogHandler.standardError(label: $0) })
      logger.logLevel = .warning
      let target: ServerTarget
      do {
        target = try await ServerTarget.resolve(server, dataDirectory: directory, logger: logger)
      } catch {
        for post in posts {
          print("실패  \(post.id) → \(server): 서버를 열 수 없어요: \(error)")
        }
        return posts.count
      }
      let client = HTTPReviewClient(baseURL: target.baseURL)
      // Signed like the UI's posts, so the reviews stay the user's to edit and delete.
      let authorship = Authorship(
        client: client, keys: AuthorKeyStore(directory: directory), server: server)
      var failures = 0
      // Once the server answers 429, the rest wait as long as it asked instead of being sent.
      var heldUntil: Date?
      for post in posts {
        let line = "\(post.id) → \(server): \(OutboxTable.start(of: post.content))"
        if let heldUntil {
          failures += 1
          outbox.postpone(id: post.id, until: heldUntil)
          let seconds = Int(heldUntil.timeIntervalSinceNow.rounded(.up))
          print("미룸  \(line)\n      서버가 \(max(1, seconds))초 뒤에 보내 달라고 했어요")
          persist(outbox, save)
          continue
        }
        do {
          let authorKey = try await authorship.keyForPosting()
          let receipt = try await client.post(
            content: post.content, userName: post.userName, themeId: post.themeId,
            idempotencyKey: post.id, authorKey: authorKey)
          if authorKey != nil, let review = receipt.review {
            OwnReviewsRecord.record(review.id, server: server, directory: directory)
          }
          outbox.remove(id: post.id)
          print("보냄  \(line)")
        } catch {
          failures += 1
          let clientError = error as? ReviewClientError
          // The server's words are shown, but never allowed to drive the terminal.
          let message = Sanitizer.visible(
            clientError?.userMessage ?? (error as? AuthorKeyError)?.description ?? "\(error)")
          if clientError?.status == 429 {
            heldUntil = Date().addingTimeInterval(
              Backoff.delay(afterAttempts: 1, retryAfter: clientError?.retryAfter))
          }
          if clientError?.isRetryable ?? !(error is AuthorKeyError) {
            outbox.markFailed(
              id: post.id, error: message, now: Date(), retryAfter: clientError?.retryAfter)
            print("실패  \(line)\n      \(message) (나중에 다시 보내요)")
          } else {
            outbox.markRejected(id: post.id, reason: message)
            print("거절됨  \(line)\n      \(message) (dubeol outbox drop \(post.id)로 버릴 수 있어요)")
          }
        }
        persist(outbox, save)
      }
      await target.stop()
      return failures
    }
  }
}

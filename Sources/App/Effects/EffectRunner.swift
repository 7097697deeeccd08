import Foundation
import Hanja
import Persistence
import Reviews
import Terminal

/// Performs effects: network calls and timers run concurrently and report back through the
/// inbox; disk writes run one after another on a queue of their own, in the order asked
/// (ordering them keeps drafts safe), so their fsyncs never hold up the next key.
struct EffectRunner: Sendable {
  let env: AppEnvironment
  let inbox: EventInbox
  /// The walk to the oldest review, while one runs.
  let walks = WalkTasks()
  private let writes = DispatchQueue(label: "dubeol.disk-writes", qos: .userInitiated)

  /// Returns once every disk write asked for so far has ended (and reported to the inbox).
  func settle() { writes.sync {} }

  func perform(_ effect: Effect) {
    switch effect {
    case .fetchCapabilities:
      let client = env.client
      let inbox = inbox
      let log = env.log
      Task {
        do {
          // The client remembers them: the posts' signing asks it again for free.
          inbox.push(.capabilitiesLoaded(try await client.capabilities()))
        } catch {
          // Without the document the app offers only what the original server has.
          log("capabilities failed: \(error)")
        }
      }
    case .fetchPicture(let url):
      let inbox = inbox
      guard let loader = env.pictures else {
        inbox.push(.pictureLoaded(url: url, image: nil))
        break
      }
      let log = env.log
      // Detached: decoding is CPU work and must never hold up the loop that reads keys.
      Task.detached(priority: .utility) {
        let (image, outcome) = await loader.loadReporting(url)
        if outcome == .failed { log("profile picture not shown: \(url.debugDescription)") }
        inbox.push(.pictureLoaded(url: url, image: image))
      }
    case .fetchReviews(let themeId, let start, let count, let generation, let query):
      let client = env.client
      let inbox = inbox
      let log = env.log
      Task {
        do {
          let reviews =
            if let query {
              try await client.reviews(themeId: themeId, start: start, count: count, query: query)
            } else {
              try await client.reviews(themeId: themeId, start: start, count: count)
            }
          inbox.push(.reviewsLoaded(generation: generation, start: start, reviews: reviews))
        } catch {
          log("fetch reviews start=\(start) failed: \(error)")
          inbox.push(
            .reviewsFailed(generation: generation, start: start, message: Self.message(for: error)))
        }
      }
    case .fetchPage(let themeId, let request, let count, let generation):
      let client = env.client
      let inbox = inbox
      let log = env.log
      Task {
        do {
          let page = try await client.page(themeId: themeId, request, count: count)
          inbox.push(.pageLoaded(generation: generation, request: request, page: page))
        } catch {
          log("fetch page \(request) failed: \(error)")
          inbox.push(
            .reviewsFailed(generation: generation, start: 0, message: Self.message(for: error)))
        }
      }
    case .walkToOldest(let themeId, let query, let from, let keep, let generation):
      walks.replace(
        with: Self.walk(
          OffsetWalk(from: from, keep: keep), themeId: themeId, query: query,
          generation: generation, client: env.client, inbox: inbox, log: env.log))
    case .cancelWalk:
      walks.cancel()
    case .post(let pending):
      let client = env.client
      let authorship = env.authorship
      let inbox = inbox
      let log = env.log
      Task {
        do {
          // Every attempt (retries included) is signed when the server takes author keys.
          let authorKey = try await authorship?.keyForPosting()
          // Learnt by this post when the fetch at start failed (offline): e/d work from now.
          if authorship != nil, let known = try? await client.capabilities() {
            inbox.push(.capabilitiesLoaded(known))
          }
          let receipt = try await client.post(
            content: pending.content, userName: pending.userName, themeId: pending.themeId,
            idempotencyKey: pending.id, authorKey: authorKey)
          inbox.push(
            .postSucceeded(key: pending.id, review: receipt.review, signed: authorKey != nil))
        } catch {
          log("post \(pending.id) failed: \(error)")
          let clientError = error as? ReviewClientError
          // A broken author key file is not fixed by waiting: the post is kept as refused
          // (with the reason) until the user repairs the file and sends it again.
          inbox.push(
            .postFailed(
              key: pending.id, message: Self.message(for: error),
              retryable: clientError?.isRetryable ?? !(error is AuthorKeyError),
              retryAfter: clientError?.retryAfter))
        }
      }
    case .editReview(let themeId, let id, let content):
      changeOwnReview("edit", id: id) { client, key in
        .editSucceeded(
          try await client.edit(themeId: themeId, id: id, content: content, authorKey: key))
      } failed: {
        .editFailed(id: id, message: $0, status: $1)
      }
    case .deleteReview(let themeId, let id):
      changeOwnReview("delete", id: id) { client, key in
        try await client.delete(themeId: themeId, id: id, authorKey: key)
        return .deleteSucceeded(id: id)
      } failed: {
        .deleteFailed(id: id, message: $0, status: $1)
      }
    case .markOwned(let id, let owned):
      guard let store = env.ownedReviews else { break }
      let server = env.postServer
      disk(.ownReviews) {
        if owned {
          try store.record(id, server: server)
        } else {
          try store.forget(id, server: server)
        }
      }
    case .startTimer(let timer, let milliseconds):
      let inbox = inbox
      Task {
        try? await Task.sleep(for: .milliseconds(milliseconds))
        inbox.push(.timer(timer))
      }
    case .saveDraft(let text):
      disk(.draft) { try env.draftStore.save(text) }
    case .clearDraft:
      disk(.draft) { try env.draftStore.clear() }
    case .saveEditDraft(let edit):
      guard let store = env.editDraftStore else { return }
      disk(.edit) { try edit.map(store.save) ?? store.clear() }
    case .saveSettings(let settings):
      disk(.settings) {
        try env.settingsStore.save(Self.merge(settings, into: env.settingsStore.load()))
      }
    case .saveOutbox(let posts):
      disk(.outbox) { try env.outboxStore.save(posts) }
    case .cacheFirstPage(let themeId, let page):
      guard let cache = env.firstPages?.cache else { break }
      let (server, log) = (env.postServer, env.log)
      // Only a cache: a failed write is logged, never shown (the server holds the page).
      writes.async {
        do { try cache.save(page, server: server, themeId: themeId) } catch {
          log("caching the first page failed: \(error)")
        }
      }
    case .loadHanjaTable(let table, let file, let withChoices):
      let cache = env.hanjaCacheDirectory
      let choices = env.hanjaChoices
      let inbox = inbox
      Task.detached(priority: .userInitiated) {
        let result = Result { () throws(HanjaTableError) in
          try HanjaIndexCache.load(table: file, cacheDirectory: cache).index
        }
        // Reading the table and building its index used several times what the index keeps.
        FreedMemory.giveBack()
        let learned = withChoices ? (choices?.load() ?? HanjaChoicesLoad(choices: .init())) : nil
        inbox.push(
          .hanjaTableLoaded(HanjaTableLoad(table: table, result: result, choices: learned)))
      }
    case .saveHanjaChoices(let choices):
      guard let store = env.hanjaChoices else { return }
      disk(.hanjaChoices) { try store.save(choices) }
    case .writeTerminal:
      // The runtime writes to the terminal itself: the runner has none.
      break
    }
  }

  /// Walks the pages to the end, drawing nothing but the progress (at most ten times a second);
  /// the last reviews come back as one page by offset.
  static func walk(
    _ start: OffsetWalk, themeId: String, query: String?, generation: Int,
    client: any ReviewClient, inbox: EventInbox, log: @escaping @Sendable (String) -> Void
  ) -> Task<Void, Never> {
    Task {
      var walk = start
      var reported = ContinuousClock.now
      do {
        while !walk.done {
          try Task.checkCancellation()
          do {
            let page =
              if let query {
                try await client.reviews(
                  themeId: themeId, start: walk.start, count: walk.size, query: query)
              } else {
                try await client.reviews(themeId: themeId, start: walk.start, count: walk.size)
              }
            walk.take(page)
          } catch ReviewClientError.responseTooLarge where walk.halve() {
            continue
          }
          if ContinuousClock.now - reported > .milliseconds(100) {
            reported = .now
            inbox.push(.walkProgressed(generation: generation, walked: walk.passed))
          }
        }
        try Task.checkCancellation()
        inbox.push(
          .reviewsLoaded(generation: generation, start: walk.keptStart, reviews: walk.kept))
      } catch {
        guard !Task.isCancelled else { return }
        log("walk to the oldest review failed at \(walk.start): \(error)")
        inbox.push(
          .reviewsFailed(generation: generation, start: walk.start, message: message(for: error)))
      }
    }
  }

  /// Runs a write and reports how it went, so the app knows whether the text is on disk.
  private func disk(_ item: StorageItem, _ write: @escaping @Sendable () throws -> Void) {
    let (inbox, log) = (inbox, env.log)
    writes.async {
      do {
        try write()
        inbox.push(.storageSaved(item))
      } catch {
        log("saving \(item) failed: \(error)")
        inbox.push(.storageFailed(item, reason: StorageErrorText.reason(for: error)))
      }
    }
  }

  /// The file's settings with only what the UI edits replaced, so options given on the command
  /// line (author, theme, profile) are never written into the config file.
  static func merge(_ edited: Settings, into load: SettingsLoad) -> Settings {
    load.settings.withLists(from: edited)
  }

  /// Edits or deletes one of the user's reviews with the author key for this server; the outcome
  /// (`change`'s event, or `failed` with the message and HTTP status) goes to the inbox.
  private func changeOwnReview(
    _ what: String, id: String,
    _ change: @escaping @Sendable (any ReviewClient, String) async throws -> AppEvent,
    failed: @escaping @Sendable (String, Int?) -> AppEvent
  ) {
    let client = env.client
    let authorship = env.authorship
    let inbox = inbox
    let log = env.log
    Task {
      do {
        guard let authorship else { throw ReviewOwnershipUnsupported() }
        let key = try await authorship.keyForChanging()
        inbox.push(try await change(client, key))
      } catch {
        log("\(what) \(id) failed: \(error)")
        inbox.push(failed(Self.message(for: error), (error as? ReviewClientError)?.status))
      }
    }
  }

  static func message(for error: any Error) -> String {
    if let error = error as? ReviewClientError { return error.userMessage }
    return error.localizedDescription
  }
}

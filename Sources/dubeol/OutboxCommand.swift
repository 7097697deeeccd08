import App
import ArgumentParser
import Foundation
import Logging
import Persistence

/// `dubeol outbox list|send|drop`: the reviews queued in a data directory's outbox.
struct OutboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "outbox",
    abstract: "List, send or drop the reviews waiting in the outbox.",
    discussion: """
      A review that could not be posted waits in the data directory's outbox with the server \
      and theme it was written for, and is only ever sent there. send and drop need the data \
      directory to themselves: quit a dubeol UI running on it first.
      """,
    subcommands: [List.self, Send.self, Drop.self],
    defaultSubcommand: List.self
  )

  /// The data directory whose outbox is meant.
  struct Location: ParsableArguments {
    @Option(
      name: .customLong("data-dir"),
      help: "Data directory (default: $XDG_DATA_HOME/dubeol).")
    var dataDir: String?

    var directory: URL { AppPaths.dataDirectory(override: dataDir) }

    /// The usable data directory, or a failure saying why not.
    func prepared() throws -> URL {
      do {
        try DataDirectoryCheck.prepare(directory)
      } catch {
        throw CLIFailure("\(error)")
      }
      return directory
    }

    /// The directory locked for this command (a running UI holds it for its lifetime).
    func locked() throws -> (URL, DataDirectoryLock) {
      let directory = try prepared()
      do {
        return (directory, try DataDirectoryLock.acquire(in: directory))
      } catch {
        throw CLIFailure("\(error)")
      }
    }

    /// The outbox under the lock; a file that cannot be read is moved aside and named.
    func load(_ directory: URL) -> (OutboxStore, Outbox) {
      let store = OutboxStore(directory: directory)
      let report = store.loadReport()
      if let notice = report.notice {
        FileHandle.standardError.write(Data("dubeol: \(notice)\n".utf8))
      }
      return (store, Outbox(report.posts))
    }
  }

  /// `dubeol outbox list`
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show every queued review: id, server, theme, attempts, state, next retry, text.")

    @OptionGroup var location: Location

    func run() throws {
      try CLIFailure.reportingSync {
        let store = OutboxStore(directory: try location.prepared())
        // Read only: a UI may be running on the directory, and listing must change nothing.
        let posts: [PendingPost]
        do {
          posts = try store.read()
        } catch {
          let reason = error is DecodingError ? "내용이 깨졌어요" : StorageErrorText.reason(for: error)
          throw CLIFailure(
            "\(store.file.path)을(를) 읽을 수 없어요: \(reason). 파일은 그대로 두었어요 "
              + "(dubeol을 실행하면 옆으로 옮겨 두고 알려 드려요)")
        }
        let lines = OutboxTable.lines(posts, now: Date())
        print(lines.isEmpty ? "(보낼 리뷰가 없어요)" : lines.joined(separator: "\n"))
      }
    }
  }

  /// `dubeol outbox drop ID`
  struct Drop: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Discard one queued review, by its id or a unique start of it.")

    @OptionGroup var location: Location

    @Argument(help: "The review's id (as `dubeol outbox list` shows it), or a unique prefix.")
    var id: String

    func run() throws {
      try CLIFailure.reportingSync {
        let (directory, lock) = try location.locked()
        defer { withExtendedLifetime(lock) {} }
        let (store, outbox) = location.load(directory)
        let post = try OutboxMatch.one(id, in: outbox.posts)
        print("버리는 리뷰:")
        print(OutboxTable.detail(post))
        var remaining = outbox
        remaining.remove(id: post.id)
        do {
          try store.save(remaining.posts)
        } catch {
          throw CLIFailure(StorageItem.outbox.failed(StorageErrorText.reason(for: error)))
        }
        print("버렸어요: \(post.id)")
      }
    }
  }
}

/// Finds one queued post by id or unique id prefix.
enum OutboxMatch {
  static func one(_ id: String, in posts: [PendingPost]) throws -> PendingPost {
    let wanted = id.trimmingCharacters(in: .whitespaces)
    if let exact = posts.first(where: { $0.id.caseInsensitiveCompare(wanted) == .orderedSame }) {
      return exact
    }
    let matches =
      wanted.isEmpty ? [] : posts.filter { $0.id.uppercased().hasPrefix(wanted.uppercased()) }
    switch matches.count {
    case 1: return matches[0]
    case 0: throw CLIFailure("ID가 '\(wanted)'(으)로 시작하는 리뷰가 없어요 (dubeol outbox list)")
    default:
      throw CLIFailure(
        "'\(wanted)'(으)로 시작하는 리뷰가 \(matches.count)개예요. ID를 더 길게 적어 주세요:\n"
          + matches.map(\.id).joined(separator: "\n"))
    }
  }
}

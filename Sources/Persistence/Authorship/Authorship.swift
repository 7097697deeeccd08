import Foundation
import Reviews

/// Which author key goes to the session's server, and whether any: the key is sent only to a
/// server whose capabilities say `authorKeys` (the original server never gets it). The
/// capabilities are asked once and remembered.
public actor Authorship {
  public nonisolated let keys: AuthorKeyStore
  public nonisolated let server: PostServer
  private let client: any ReviewClient
  private var knownCapabilities: ServerCapabilities?

  public init(client: any ReviewClient, keys: AuthorKeyStore, server: PostServer) {
    self.client = client
    self.keys = keys
    self.server = server
  }

  /// What the server offers (asked once; a failure is not remembered).
  public func capabilities() async throws -> ServerCapabilities {
    if let knownCapabilities { return knownCapabilities }
    let answer = try await client.capabilities()
    knownCapabilities = answer
    return answer
  }

  /// The capabilities if they are known already (no request).
  public var known: ServerCapabilities? { knownCapabilities }

  /// The key to post with: nil for a server without author keys; made on the first post.
  public func keyForPosting() async throws -> String? {
    guard try await capabilities().authorKeys else { return nil }
    return try keys.key(for: server)
  }

  /// The key to edit or delete with; the server must offer it, and a secret must exist.
  public func keyForChanging() async throws -> String {
    guard try await capabilities().authorKeys else { throw ReviewOwnershipUnsupported() }
    guard let key = try keys.existingKey(for: server) else {
      throw AuthorKeyError.missing(file: keys.file)
    }
    return key
  }
}

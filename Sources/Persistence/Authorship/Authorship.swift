import Foundation
import Reviews

/// Which author key goes to the session's server, and whether any: the key is sent only to a
/// server whose capabilities say `authorKeys` (the original server never gets it). The
/// capabilities are the client's (the HTTP client asks once and remembers them).
public actor Authorship {
  public nonisolated let keys: AuthorKeyStore
  public nonisolated let server: PostServer
  private let client: any ReviewClient

  public init(client: any ReviewClient, keys: AuthorKeyStore, server: PostServer) {
    self.client = client
    self.keys = keys
    self.server = server
  }

  /// The key to post with: nil for a server without author keys; made on the first post.
  public func keyForPosting() async throws -> String? {
    guard try await client.capabilities().authorKeys else { return nil }
    return try keys.key(for: server)
  }

  /// The key to edit or delete with; the server must offer it, and a secret must exist.
  public func keyForChanging() async throws -> String {
    guard try await client.capabilities().authorKeys else { throw ReviewOwnershipUnsupported() }
    guard let key = try keys.existingKey(for: server) else {
      throw AuthorKeyError.missing(file: keys.file)
    }
    return key
  }
}

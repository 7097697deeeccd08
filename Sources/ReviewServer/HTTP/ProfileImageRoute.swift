import Foundation
import HTTPTypes
import Hummingbird
import ReviewStore
import Reviews

/// `GET /profile/{userId}.png`: the avatar of a user, drawn on request, cacheable for a week.
enum ProfileImageRoute {
  /// The router path; `userId` is the captured parameter.
  static let path = RouterPath(ReviewAPI.profileImageRoute)

  @Sendable static func avatar(_ request: Request, context: some RequestContext) throws
    -> Response
  {
    let userId = context.parameters.get("userId") ?? ""
    // Ids are 24 lowercase hex digits (ReviewIdentifiers); anything else names no user.
    guard userId.utf8.count == 24, userId.utf8.allSatisfy(isLowercaseHex) else {
      throw APIError.notFound
    }
    let etag = "\"avatar-\(userId)-v\(Identicon.version)\""
    var headers: HTTPFields = [
      .eTag: etag, .cacheControl: "public, max-age=604800",
    ]
    if matches(request.headers[.ifNoneMatch], etag: etag) {
      return Response(status: .notModified, headers: headers)
    }
    headers[.contentType] = "image/png"
    return Response(
      status: .ok, headers: headers,
      body: .init(byteBuffer: ByteBuffer(bytes: Identicon(userId: userId).png)))
  }

  /// `If-None-Match`: `*` or a list of tags, compared weakly (a `W/` prefix is ignored).
  static func matches(_ header: String?, etag: String) -> Bool {
    guard let header else { return false }
    return header.split(separator: ",").contains { candidate in
      var tag = candidate.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag.removeFirst(2) }
      return tag == etag
    }
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
  }
}

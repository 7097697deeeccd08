import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TaskTimeout

/// What a conditional download of a picture gave.
public enum PictureResponse: Equatable, Sendable {
  /// 304: the copy whose ETag was sent is still current.
  case notModified
  /// 200: the picture's bytes (at most `DecodedImage.maxBytes`) and its ETag, if any.
  case fresh(bytes: [UInt8], etag: String?)
}

/// Why a picture could not be downloaded.
public enum PictureDownloadError: Error, Equatable, Sendable {
  case unsupportedURL
  case status(Int)
  case tooLarge
  case timeout
}

/// Where pictures come from: HTTP in the app, a stand-in in tests.
public protocol PictureTransport: Sendable {
  /// GETs `url`, with `If-None-Match: etag` when there is one.
  func get(_ url: URL, ifNoneMatch etag: String?) async throws -> PictureResponse
}

/// Pictures over HTTP(S) with AsyncHTTPClient: at most `maxBytes` read (a larger body is cut off
/// and refused), the whole exchange within `timeout` (a server that hangs costs that, once).
public struct HTTPPictureTransport: PictureTransport {
  public var maxBytes: Int
  public var timeout: Duration

  public init(maxBytes: Int = DecodedImage.maxBytes, timeout: Duration = .seconds(10)) {
    self.maxBytes = maxBytes
    self.timeout = timeout
  }

  /// One client for the process (pooled connections, no shutdown needed), following a few
  /// redirects as image hosts use them.
  private static let client: HTTPClient = {
    var configuration = HTTPClient.Configuration(
      redirectConfiguration: .follow(max: 3, allowCycles: false),
      timeout: .init(connect: .seconds(3)), decompression: .disabled)
    configuration.connectionPool.retryConnectionEstablishment = false
    return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
  }()

  public func get(_ url: URL, ifNoneMatch etag: String?) async throws -> PictureResponse {
    guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      url.host != nil
    else { throw PictureDownloadError.unsupportedURL }
    var request = HTTPClientRequest(url: url.absoluteString)
    request.headers.add(name: "Accept", value: "image/png, image/jpeg")
    if let etag = etag.flatMap(PictureCache.safeETag) {
      request.headers.add(name: "If-None-Match", value: etag)
    }
    let prepared = request
    let limit = maxBytes
    let timeout = timeout
    return try await withTimeout(timeout, throwing: { PictureDownloadError.timeout }) {
      let response: HTTPClientResponse
      do {
        response = try await Self.client.execute(prepared, timeout: TimeAmount(timeout))
      } catch let error as HTTPClientError where error == .deadlineExceeded {
        throw PictureDownloadError.timeout
      }
      switch response.status.code {
      case 304:
        return .notModified
      case 200:
        if let length = response.headers.first(name: "content-length").flatMap(Int.init),
          length > limit
        {
          throw PictureDownloadError.tooLarge
        }
        let body: ByteBuffer
        do {
          body = try await response.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
          throw PictureDownloadError.tooLarge
        }
        return .fresh(
          bytes: Array(body.readableBytesView), etag: response.headers.first(name: "etag"))
      case let code:
        throw PictureDownloadError.status(Int(code))
      }
    }
  }

}

extension TimeAmount {
  fileprivate init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

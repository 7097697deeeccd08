import Foundation
import Hummingbird
import Reviews

/// Reads a request body as wire JSON, whatever its Content-Type says (the 2022 apps sent JSON
/// labelled as a form): over the context's upload limit is `body_too_large` (a declared length
/// before reading), anything but the expected JSON object is `invalid_json`.
struct WireRequestDecoder: RequestDecoder {
  func decode<T: Decodable>(
    _ type: T.Type, from request: Request, context: some RequestContext
  ) async throws -> T {
    if let length = request.headers[.contentLength].flatMap(Int.init),
      length > context.maxUploadSize
    {
      throw APIError.bodyTooLarge
    }
    let buffer = try await request.body.collect(upTo: context.maxUploadSize)
    return try ReviewValidation.json(type, from: Data(buffer: buffer))
  }
}

import Foundation

/// What a request's `Accept` header asks for.
enum AcceptHeader {
  /// Whether a media range names JSON (`application/json`, `*/json`, `…+json`) with q > 0.
  /// The 2022 apps sent no JSON Accept and read the reply as text; dubeol's client asks for JSON.
  static func wantsJSON(_ header: String?) -> Bool {
    guard let header else { return false }
    return header.split(separator: ",").contains { range in
      let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let mediaType = parts.first?.lowercased(), let slash = mediaType.firstIndex(of: "/")
      else { return false }
      let subtype = mediaType[mediaType.index(after: slash)...]
      let isJSON =
        (subtype == "json" && ["application", "*"].contains(mediaType[..<slash]))
        || subtype.hasSuffix("+json")
      let refused = parts.dropFirst().contains { parameter in
        let pair = parameter.split(separator: "=", maxSplits: 1)
        return pair.count == 2 && pair[0].lowercased() == "q" && (Double(pair[1]) ?? 1) <= 0
      }
      return isJSON && !refused
    }
  }
}

import Foundation

/// The kitty graphics protocol's commands for a picture the program decoded itself (never bytes
/// from the network): `ESC _ G keys ; base64 ESC \`, RGBA (`f=32`) sent in chunks of at most
/// 4096 base64 bytes, every chunk but the last marked `m=1`, only the first carrying the keys.
public enum KittyGraphics {
  /// Base64 bytes per chunk, as the protocol requires.
  public static let chunkSize = 4096

  /// Transmits `image` as image `id` and shows it over `columns` × `rows` cells at the cursor,
  /// which stays where it is (`C=1`); the terminal's answers are suppressed (`q=2`).
  public static func show(_ image: DecodedImage, id: UInt32, columns: Int, rows: Int) -> String {
    let payload = Data(image.rgba).base64EncodedString()
    let keys =
      "a=T,f=32,s=\(image.width),v=\(image.height),i=\(id),c=\(columns),r=\(rows),C=1,q=2"
    var chunks: [Substring] = []
    var start = payload.startIndex
    while start < payload.endIndex {
      let end =
        payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex)
        ?? payload.endIndex
      chunks.append(payload[start..<end])
      start = end
    }
    if chunks.isEmpty { chunks = [""] }
    return chunks.enumerated().map { index, chunk in
      let more = index < chunks.count - 1 ? 1 : 0
      let control = index == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2"
      return "\u{1B}_G\(control);\(chunk)\u{1B}\\"
    }.joined()
  }

  /// Deletes image `id` and frees its data (`d=I`).
  public static func delete(id: UInt32) -> String {
    "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
  }
}

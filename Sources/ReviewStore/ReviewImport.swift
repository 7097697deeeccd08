import Foundation
import Reviews

/// Reading reviews exported from the 2022 server (`dubeol import`): a list page
/// (`{"data":[Review…]}`) or JSON Lines (one Review a line). Each review is checked on its own,
/// so a bad one is reported with its position and the others are kept.
public enum ReviewImport {
  /// A review that cannot be imported, and where it is: "line 7" or "review 3 of data".
  public struct Refusal: Equatable, Sendable, CustomStringConvertible {
    public var position: String
    public var reason: String
    public var description: String { "\(position): \(reason)" }
    public init(position: String, reason: String) {
      self.position = position
      self.reason = reason
    }
  }

  /// The reviews of one file's bytes (as their theme, or `themeId` when given) and the refusals.
  public static func reviews(in data: Data, themeId: String? = nil) -> (
    reviews: [Review], refusals: [Refusal]
  ) {
    reviews(of: pieces(in: data)[...], themeId: themeId)
  }

  /// The reviews of some of a file's pieces, decoded and checked now, and the refusals: the
  /// import decodes one batch while the store takes the one before.
  public static func reviews(of pieces: ArraySlice<Piece>, themeId: String? = nil) -> (
    reviews: [Review], refusals: [Refusal]
  ) {
    var reviews: [Review] = []
    var refusals: [Refusal] = []
    for piece in pieces {
      switch piece.decoded(themeId: themeId).flatMap({ checked($0, themeId: themeId) }) {
      case .success(let review): reviews.append(review)
      case .failure(let refusal):
        refusals.append(Refusal(position: piece.position, reason: refusal.reason))
      }
    }
    return (reviews, refusals)
  }

  /// One review of a file, not decoded yet, and where it is.
  public struct Piece: Sendable {
    let position: String
    /// A line of JSON Lines, or a page's item written out again as JSON.
    let json: Data?

    /// The review; with `themeId` (`--theme`) a review without a theme of its own takes it.
    func decoded(themeId: String? = nil) -> Result<Review, Reason> {
      guard let json else { return .failure(Reason(reason: "not a JSON object")) }
      let review = ReviewImport.decode(json: json)
      guard let themeId, case .failure(let reason) = review, reason.reason == "no theme",
        var object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
      else { return review }
      object["theme"] = themeId
      return ReviewImport.json(of: object).map(ReviewImport.decode(json:)) ?? review
    }
  }

  /// Why one review is refused.
  struct Reason: Error { var reason: String }

  /// A file's reviews, in order, not decoded yet. A file that opens with `{` and parses as an
  /// object is a page; anything else is read line by line.
  public static func pieces(in data: Data) -> [Piece] {
    let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if firstByte == UInt8(ascii: "{"),
      let page = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = page["data"] as? [Any]
    {
      return list.enumerated().map { index, value in
        Piece(position: "review \(index + 1) of data", json: json(of: value))
      }
    }
    var pieces: [Piece] = []
    for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    where line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) {
      pieces.append(Piece(position: "line \(index + 1)", json: Data(line)))
    }
    return pieces
  }

  private static func json(of jsonObject: Any) -> Data? {
    guard JSONSerialization.isValidJSONObject([jsonObject]) else { return nil }
    return try? JSONSerialization.data(withJSONObject: jsonObject)
  }

  static func decode(json: Data) -> Result<Review, Reason> {
    do {
      return .success(try JSONDecoder().decode(Review.self, from: json))
    } catch DecodingError.keyNotFound(let key, _) {
      return .failure(Reason(reason: "no \(key.stringValue)"))
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context)
    {
      return .failure(Reason(reason: "\(path(context)) has the wrong type"))
    } catch DecodingError.dataCorrupted(let context) {
      return .failure(
        Reason(reason: context.codingPath.isEmpty ? "not JSON" : "\(path(context)) is not a date"))
    } catch {
      return .failure(Reason(reason: "not a review"))
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map(\.stringValue).joined(separator: ".")
  }

  /// `review` when the server would have stored it: the limits of a post, no control
  /// characters but newline and tab, printable ids, and dates the stores can order.
  static func checked(_ review: Review, themeId: String?) -> Result<Review, Reason> {
    var review = review
    if let themeId { review.theme = themeId }
    let printable = { (text: String) in
      (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }
    let controls = { (text: String, allowed: Set<Unicode.Scalar>) in
      text.unicodeScalars.contains {
        $0.properties.generalCategory == .control && !allowed.contains($0)
      }
    }
    let problem: String? =
      if !printable(review.id) {
        "the id is not 1–64 printable ASCII characters"
      } else if !printable(review.user.id) {
        "the user id is not 1–64 printable ASCII characters"
      } else if !printable(review.theme) {
        "the theme is not 1–64 printable ASCII characters"
      } else if review.content.isEmpty || review.content.count > ReviewAPI.maxContentLength {
        "the content is empty or longer than \(ReviewAPI.maxContentLength) characters"
      } else if review.user.userName.isEmpty
        || review.user.userName.count > ReviewAPI.maxUserNameLength
      {
        "the name is empty or longer than \(ReviewAPI.maxUserNameLength) characters"
      } else if controls(review.content, ["\n", "\t"]) || controls(review.user.userName, []) {
        "control characters"
      } else if !datesFit(review) { "a date before 1970 or after 2100" } else { nil }
    return problem.map { .failure(Reason(reason: $0)) } ?? .success(review)
  }

  /// 1970 to 2100: what the stores' millisecond columns and search order are built for.
  private static func datesFit(_ review: Review) -> Bool {
    let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4_102_444_800)
    return range.contains(review.createdAt) && range.contains(review.updatedAt)
  }
}

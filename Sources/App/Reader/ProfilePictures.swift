import Pictures
import Reviews
import Terminal

/// How the reader draws a profile picture on this terminal.
package enum PictureMode: Hashable, Sendable {
  /// "▀" cells in the terminal's colours: works everywhere with 256 colours (tmux, ssh).
  case halfBlocks
  /// The kitty graphics protocol (the terminal answered its `a=q` query).
  case kitty
  /// Sixel (attribute 4 in the DA1 answer), sized by the reported cell size.
  case sixel(cell: PixelSize)

  /// The best the terminal offers; nil (the letter badge only) without colours, or with fewer
  /// than 256, where a picture in half blocks is no longer recognisable.
  package init?(facts: TerminalFacts, noColor: Bool) {
    if facts.graphics == .kitty {
      self = .kitty
    } else if facts.graphics == .sixel, let cell = facts.cellSize {
      self = .sixel(cell: cell)
    } else {
      guard !noColor, facts.colorCount >= 256 else { return nil }
      self = .halfBlocks
    }
  }
}

/// Profile pictures the reader has asked for, by URL: loading, failed (the letter badge stays)
/// or ready. At most `capacity` are kept, the least recently asked for dropped first, so memory
/// stays bounded (each picture is at most `PictureLoader.maxSide`² pixels).
package struct ProfilePictures: Sendable, Equatable {
  package enum Slot: Sendable, Equatable {
    case loading
    case failed
    case ready(DecodedImage)
  }

  /// nil until the terminal's answers are in, and when it cannot show pictures.
  package var mode: PictureMode?
  /// What transparent pixels are drawn over where the popup's colour is the terminal's default.
  package var backdrop = RGB(0, 0, 0)
  private(set) var slots: [String: Slot] = [:]
  /// URLs, least recently asked for first.
  private(set) var order: [String] = []
  package static let capacity = 16

  package init() {}

  /// The picture of `user`, once it is ready.
  func image(for user: ReviewUser) -> DecodedImage? {
    guard mode != nil, let url = user.profileImage, case .ready(let image)? = slots[url] else {
      return nil
    }
    return image
  }

  /// Marks `user`'s picture as wanted: true when it has to be fetched (never asked for, or
  /// dropped since). A failed picture is not asked for again in this session.
  mutating func want(_ user: ReviewUser) -> String? {
    guard mode != nil, let url = user.profileImage, !url.isEmpty else { return nil }
    if slots[url] != nil {
      order.removeAll { $0 == url }
      order.append(url)
      return nil
    }
    put(url, .loading)
    return url
  }

  /// The result of a fetch; one nobody waits for any more (dropped meanwhile) is let go.
  mutating func arrived(_ url: String, _ image: DecodedImage?) {
    guard slots[url] != nil else { return }
    slots[url] = image.map(Slot.ready) ?? .failed
  }

  private mutating func put(_ url: String, _ slot: Slot) {
    slots[url] = slot
    order.append(url)
    while order.count > Self.capacity {
      slots[order.removeFirst()] = nil
    }
  }
}

extension AppState {
  /// Asks for the picture of the review the reader opened, unless it is known.
  mutating func fetchPicture(of review: Review) -> [Effect] {
    pictures.want(review.user).map { [.fetchPicture(url: $0)] } ?? []
  }

  /// A fetch's result: the reader redraws with the picture, or keeps the letter badge.
  mutating func pictureLoaded(url: String, image: DecodedImage?) -> [Effect] {
    pictures.arrived(url, image)
    return []
  }

  /// The picture the reader shows for `review`, if it is ready and the terminal can show it.
  func readerPicture(_ review: Review) -> ReaderPicture? {
    guard let mode = pictures.mode, let image = pictures.image(for: review.user),
      let url = review.user.profileImage
    else { return nil }
    let backdrop =
      theme.overlay.background.paletteIndex.map { XtermPalette.colors[$0] }
      ?? pictures.backdrop
    return ReaderPicture(url: url, image: image, mode: mode, backdrop: backdrop)
  }

  /// Where a picture drawn by a graphics protocol goes on screen (nil with half blocks, which
  /// are in the frame itself, and when the reader is closed or has no room for it).
  var picturePlacement: PicturePlacement? {
    guard let reader, let picture = readerPicture(reader.review), picture.mode != .halfBlocks,
      let rect = readerGeometry(reader).picture
    else { return nil }
    return PicturePlacement(picture: picture, rect: rect)
  }

  /// The reader's layout, with room for the picture once it is ready.
  func readerGeometry(_ reader: ReaderState) -> ReaderGeometry {
    ReaderGeometry(
      area: popupArea, review: reader.review, picture: readerPicture(reader.review) != nil)
  }
}

/// A ready picture as the reader draws it.
struct ReaderPicture: Equatable, Sendable {
  var url: String
  var image: DecodedImage
  var mode: PictureMode
  /// What the picture's transparent parts show (the popup's colour).
  var backdrop: RGB
}

/// A picture for the terminal to draw itself over cells the frame leaves blank.
struct PicturePlacement: Equatable, Sendable {
  var picture: ReaderPicture
  var rect: Rect
}

import Pictures
import Terminal

/// What the terminal draws itself over the frame: the reader's picture through kitty graphics or
/// sixel. Given the placement a frame wants, it says what to write around drawing that frame.
/// Every byte is an escape sequence built here from decoded pixels, never bytes from the network.
struct PictureLayer {
  /// The picture on screen now.
  private(set) var placed: PicturePlacement?
  /// The kitty image id dubeol uses (one picture at a time; sending it again replaces it).
  static let kittyImageID: UInt32 = 0x6475_6231

  /// Writes around one frame.
  struct Steps: Equatable {
    /// The frame must be written whole: a sixel picture is only removed by writing its cells.
    var repaint = false
    /// Before the frame: removes the picture the terminal shows (kitty).
    var erase: String?
    /// After the frame: draws the picture at its cells, the cursor left where it was.
    var show: String?
  }

  /// The steps from the picture on screen to `next`; nothing when it is already there.
  mutating func move(to next: PicturePlacement?) -> Steps {
    guard next != placed else { return Steps() }
    var steps = Steps()
    switch placed?.picture.mode {
    case .kitty?: steps.erase = KittyGraphics.delete(id: Self.kittyImageID)
    case .sixel?: steps.repaint = true
    case .halfBlocks?, nil: break
    }
    placed = next
    if let next, let image = Self.sequence(next) {
      // DECSC/DECRC around it: the cursor ncurses placed is where it stays.
      steps.show = "\u{1B}7\u{1B}[\(next.rect.y + 1);\(next.rect.x + 1)H" + image + "\u{1B}8"
    }
    return steps
  }

  /// The escape sequence that draws `placement`'s picture over its cells.
  static func sequence(_ placement: PicturePlacement) -> String? {
    let picture = placement.picture
    let rect = placement.rect
    switch picture.mode {
    case .kitty:
      return KittyGraphics.show(
        picture.image, id: kittyImageID, columns: rect.width, rows: rect.height)
    case .sixel(let cell):
      let back = picture.backdrop
      return Sixel.encode(
        picture.image, width: rect.width * cell.width, height: rect.height * cell.height,
        background: (back.r, back.g, back.b))
    case .halfBlocks:
      return nil
    }
  }
}

/// A backend that can be told to forget what is on screen and write the next frame whole.
protocol RepaintingBackend: AnyObject {
  func invalidate()
}

extension NcursesBackend: RepaintingBackend {}

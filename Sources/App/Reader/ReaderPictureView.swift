import Pictures
import Terminal

/// The profile picture in the reader's cells: half blocks drawn into the frame, or, when the
/// terminal draws it itself (kitty, sixel), blank cells in the popup's colour for it to cover.
enum ReaderPictureView {
  static func draw(_ picture: ReaderPicture, in rect: Rect, theme: Theme, into frame: inout Frame) {
    guard picture.mode == .halfBlocks else {
      for y in rect.y..<rect.maxY {
        frame.write(
          String(repeating: " ", count: rect.width), x: rect.x, y: y, style: theme.overlay,
          clip: rect)
      }
      return
    }
    // Half blocks only appear with 256 colours or more (`PictureMode`), so 256 it is.
    let rows = HalfBlockPicture.cells(
      picture.image, columns: rect.width, rows: rect.height, colorCount: 256,
      background: picture.backdrop)
    for (dy, row) in rows.enumerated() {
      for (dx, cell) in row.enumerated() {
        frame[rect.x + dx, rect.y + dy] = cell
      }
    }
  }
}

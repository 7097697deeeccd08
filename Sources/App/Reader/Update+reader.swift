import Foundation
import Terminal

extension AppState {
  /// Opens review `index` in the reader overlay (Enter on the list, a double click).
  mutating func openReview(at index: Int) -> [Effect] {
    guard list.reviews.indices.contains(index) else { return [] }
    endComposition()
    keyboard.hold = nil
    list.selected = index
    overlay = .reader(ReaderState(review: list.reviews[index]))
    return ensureSelectionVisible() + fetchPicture(of: list.reviews[index])
  }

  /// Closes the reader; the focus is where it was, and the list on the review that was open.
  mutating func closeReader() -> [Effect] {
    overlay = nil
    return []
  }

  mutating func handleReaderKey(_ chord: KeyChord) -> [Effect] {
    guard let command = keys.command(for: chord, in: .reader) else { return [] }
    switch command {
    case .close: return closeReader()
    case .copy: return copyReview()
    case .editReview:
      guard let review = reader?.review else { return [] }
      return startEdit(review)
    case .deleteReview:
      guard let review = reader?.review else { return [] }
      return askDelete(review, fromReader: true)
    default:
      scrollReader(command)
      return []
    }
  }

  /// Moves the reader's text; it never scrolls past its last page.
  mutating func scrollReader(_ command: Command) {
    guard var reader else { return }
    let geometry = readerGeometry(reader)
    let page = max(1, geometry.body.height - 1)
    let deltas: [Command: Int] = [
      .up: -1, .down: 1, .pageUp: -page, .pageDown: page, .top: -Int.max / 2, .bottom: Int.max / 2,
    ]
    guard let delta = deltas[command] else { return }
    reader.scroll = min(max(0, reader.scroll + delta), geometry.maxScroll)
    overlay = .reader(reader)
  }

  /// Copies the review's text to the system clipboard with OSC 52; the terminal decides whether
  /// to allow it, so the toast says so.
  mutating func copyReview() -> [Effect] {
    guard let reader else { return [] }
    return [.writeTerminal(OSC52.copy(reader.review.content))]
      + showToast(.info, "복사했어요 (터미널이 OSC 52 복사를 허용하는 경우)")
  }

  /// A click on the list: selects the review under it; a second click on the same review soon
  /// after opens it.
  mutating func clickList(atRow y: Int) -> [Effect] {
    let effects = selectReview(atRow: y)
    let hit = ListGeometry.placements(
      reviews: list.reviews, top: list.top, topLine: list.topLine, in: layout.list
    ).first { y >= $0.y && y < $0.y + $0.height }
    guard let hit else {
      lastListClick = nil
      return effects
    }
    if let last = lastListClick, last.index == hit.index,
      now.timeIntervalSince(last.at) <= ListClick.doubleClickSeconds
    {
      lastListClick = nil
      return effects + openReview(at: hit.index)
    }
    lastListClick = ListClick(index: hit.index, at: now)
    return effects
  }

  /// The wheel scrolls the reader or moves in the outbox view; a click outside closes either.
  mutating func handleReadingMouse(_ mouse: MouseEvent, _ overlay: Overlay.Kind) -> [Effect] {
    let box =
      overlay == .reader
      ? reader.map { readerGeometry($0).box }
      : OutboxView.box(in: popupArea)
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let command: Command = mouse.kind == .wheelUp ? .up : .down
      if overlay == .reader { scrollReader(command) } else { moveOutboxSelection(command) }
      return []
    case .press(.left):
      guard let box, !box.contains(Point(x: mouse.x, y: mouse.y)) else { return [] }
      return overlay == .reader ? closeReader() : closeOutboxView()
    default:
      return []
    }
  }
}

/// The OSC 52 sequence that asks the terminal to put text on the system clipboard.
enum OSC52 {
  static func copy(_ text: String) -> String {
    "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
  }
}

import DisplayText
import Hanja
import Persistence
import Terminal

extension AppState {
  /// F9 or the grid's 한자 key: the text before the cursor of the field keys go to, in a
  /// candidate window; its table is loaded first (in an effect) when it is not yet.
  mutating func convertHanja() -> [Effect] {
    guard let target = hanjaTarget else { return [] }
    // The compose pane's cursor is shown (and the window beside it) only while it has focus.
    if target == .compose, focus == .list { focus = .compose }
    guard let field = field(target) else { return [] }
    guard let request = hanjaRequest(in: field, target: target) else {
      return showToast(.info, "커서 앞에 한자나 기호로 바꿀 글자가 없어요")
    }
    guard let index = hanja.indexes[request.table] else {
      hanja.waiting = HanjaWaiting(
        target: target, table: request.table, before: field.textBeforeCursor,
        anchor: fieldCursorOnScreen)
      return loadHanjaTable(request.table)
    }
    let candidates = index.candidates(
      for: request.word, match: request.match, learned: hanja.learned)
    guard !candidates.isEmpty else {
      let what = request.table == .hanja ? "한자가" : "기호가"
      return showToast(.info, "'\(Sanitizer.visible(request.word))'에 맞는 \(what) 없어요")
    }
    hanja.window = HanjaWindow(
      target: target, conversion: request, pages: CandidatePages(candidates),
      anchor: fieldCursorOnScreen)
    return []
  }

  /// What F9 converts in `field`: right after a conversion in it, the syllables before that;
  /// else the text before the cursor.
  func hanjaRequest(in field: ComposingField, target: HanjaTarget) -> HanjaConversion? {
    let before = field.textBeforeCursor
    let convertedStart = hanja.converted.flatMap { converted -> Int? in
      let characters = Array(before)
      guard converted.target == target, converted.end == characters.count,
        converted.start <= converted.end,
        String(characters[converted.start..<converted.end]) == converted.text
      else { return nil }
      return converted.start
    }
    return HanjaConversion.request(before: before, convertedStart: convertedStart)
  }

  /// The F9 that waits for its table while its field still reads as it did: the window's
  /// place says the table is being read (the first read builds its index and takes a while).
  var hanjaLoadingShown: HanjaWaiting? {
    guard let waiting = hanja.waiting, hanja.loading.contains(waiting.table),
      hanjaTarget == waiting.target, field(waiting.target)?.textBeforeCursor == waiting.before
    else { return nil }
    return waiting
  }

  /// Where the field's cursor is drawn: the window opens beside it.
  var fieldCursorOnScreen: Point {
    var shown = self
    shown.hanja.window = nil
    shown.hanja.waiting = nil
    shown.toast = nil
    return render(shown).cursor ?? Point(x: layout.compose.x, y: layout.compose.y)
  }

  private mutating func loadHanjaTable(_ table: HanjaConversion.Table) -> [Effect] {
    guard !hanja.loading.contains(table) else { return [] }
    hanja.loading.insert(table)
    let file = table == .hanja ? settings.hanjaTableFile : settings.hanjaSymbolsFile
    let choices = !hanja.learnedRequested
    hanja.learnedRequested = true
    return [.loadHanjaTable(table, file: file, withChoices: choices)]
  }

  /// A table was loaded (or not): an F9 that waited for it is carried out if its field still
  /// reads the same; a table that cannot be used is said plainly, and F9 tries it again.
  mutating func hanjaTableLoaded(_ load: HanjaTableLoad) -> [Effect] {
    hanja.loading.remove(load.table)
    var effects: [Effect] = []
    if let choices = load.choices {
      hanja.learned = choices.choices
      if let notice = choices.notice { effects += showToast(.warning, notice) }
    }
    let waiting = hanja.waiting?.table == load.table ? hanja.waiting : nil
    if waiting != nil { hanja.waiting = nil }
    switch load.result {
    case .failure(let error):
      let name = load.table == .hanja ? "한자 사전" : "기호 표"
      return effects
        + showToast(.error, "\(name)을 쓸 수 없어요: \(Sanitizer.visible(error.description))")
    case .success(let index):
      hanja.indexes[load.table] = index
    }
    guard let waiting, hanjaTarget == waiting.target,
      field(waiting.target)?.textBeforeCursor == waiting.before
    else { return effects }
    return effects + convertHanja()
  }

  /// Keys while the window is open: 1–9 pick on the page shown, the window's rows of the
  /// command table move, page, pick and close; F9 again closes it; any other key closes it and
  /// does what it does (typing goes on).
  mutating func handleHanjaKey(_ chord: KeyChord, _ window: HanjaWindow) -> [Effect] {
    var window = window
    if case .character(let c) = chord.key, chord.modifiers.isEmpty, let number = c.wholeNumberValue,
      (1...CandidatePages.pageSize).contains(number)
    {
      guard let entry = window.pages.numbered(number) else { return [] }
      return pickHanja(entry)
    }
    switch keys.command(for: chord, in: .hanja) {
    case .down: window.pages.move(1)
    case .up: window.pages.move(-1)
    case .pageDown: window.pages.turnPage(1)
    case .pageUp: window.pages.turnPage(-1)
    case .choose:
      guard let entry = window.pages.current else { return closeHanjaWindow() }
      return pickHanja(entry)
    case .close:
      return closeHanjaWindow()
    default:
      if keys.command(for: chord, in: hanjaScopes(window.target)) == .hanja {
        return closeHanjaWindow()
      }
      return closeHanjaWindow() + handleKey(chord)
    }
    hanja.window = window
    return []
  }

  /// Esc: the window closes and the text stays as it was typed.
  mutating func closeHanjaWindow() -> [Effect] {
    hanja.window = nil
    return []
  }

  /// Puts `entry` in place of the part of the text it matched (and of nothing else), learns
  /// the choice and saves it.
  mutating func pickHanja(_ entry: HanjaEntry) -> [Effect] {
    guard let window = hanja.window else { return [] }
    hanja.window = nil
    let range = window.conversion.replaced(by: entry)
    var effects = changeField(window.target) { field in
      field.replace(range, with: entry.value)
    }
    if let before = field(window.target)?.textBeforeCursor {
      let characters = Array(before)
      // Continuing before earlier conversions makes one converted stretch with them.
      let end = characters.count
      if range.lowerBound <= end {
        hanja.converted = HanjaConverted(
          target: window.target, start: range.lowerBound, end: end,
          text: String(characters[range.lowerBound..<end]))
      }
    }
    hanja.learned.record(key: entry.key, value: entry.value)
    effects.append(.saveHanjaChoices(hanja.learned))
    return effects
  }

  /// Mouse while the window is open: a click on a candidate picks it, the wheel moves; a click
  /// elsewhere closes the window and does what it does there.
  mutating func handleHanjaMouse(_ mouse: MouseEvent, _ window: HanjaWindow) -> [Effect] {
    let layout = HanjaWindowView.layout(window, width: width, height: height)
    let point = Point(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .press(.left) where layout.box.contains(point):
      guard let row = layout.rows.first(where: { $0.rect.contains(point) }) else { return [] }
      return pickHanja(row.entry)
    case .release(.left) where layout.box.contains(point):
      return []
    case .wheelUp, .wheelDown:
      var window = window
      window.pages.move(mouse.kind == .wheelUp ? -1 : 1)
      hanja.window = window
      return []
    case .press:
      return closeHanjaWindow() + handleMouse(mouse)
    default:
      return []
    }
  }

  /// After a resize the field's cursor is elsewhere: the window (or the word that its table is
  /// being read) follows it.
  mutating func followFieldCursor() {
    if var waiting = hanja.waiting {
      waiting.anchor = fieldCursorOnScreen
      hanja.waiting = waiting
    }
    guard var window = hanja.window else { return }
    window.anchor = fieldCursorOnScreen
    hanja.window = window
  }
}

extension ComposingField {
  /// Replaces the characters in `range` (offsets in the text before the cursor) with `text` as
  /// one undo step; the cursor stays after what followed them.
  mutating func replace(_ range: Range<Int>, with text: String) -> FieldOutcome {
    let after = cursor - range.upperBound
    guard range.lowerBound >= 0, after >= 0 else { return .unchanged }
    if after > 0 { _ = move(to: range.upperBound) }
    let outcome = replaceBeforeCursor(count: range.count, with: text)
    if after > 0 { _ = move(to: cursor + after) }
    return outcome
  }
}

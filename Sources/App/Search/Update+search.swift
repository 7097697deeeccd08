import Foundation
import Hangul
import Terminal

extension AppState {
  /// Keys go to the search line: it is open for typing and the list has focus.
  var isTypingSearch: Bool { focus == .list && list.search?.editing == true }

  /// `/`: opens the search line (again, with the last query) in the compose pane's 한/영 mode.
  mutating func openSearch() -> [Effect] {
    endComposition()
    if var search = list.search {
      search.editing = true
      list.search = search
      return []
    }
    list.search = ListSearch(composer: freshComposer, mode: compose.mode)
    return ensureSelectionVisible()
  }

  mutating func handleSearchKey(_ key: SearchKey) -> [Effect] {
    // Taken out while it changes, not copied: a copy would share the field's text and history,
    // and the key would copy them again to change them.
    guard var search = list.search.take() else { return [] }
    switch key {
    case .command(.submit):
      search.field.endComposition()
      search.query = search.field.text.trimmingCharacters(in: .whitespaces)
      search.editing = false
      list.search = search
      if search.query.isEmpty { return closeSearch() }
      // A server that searches (its /capabilities says so) looks through every review; the
      // original server cannot, and then the loaded reviews are searched.
      if serverCapabilities.search {
        list.serverQuery = search.query
        list.selected = 0
        list.top = 0
        return refresh()
      }
      return moveToMatch(0)
    case .command(.close):
      // Esc first ends the syllable being typed, as every input method does.
      if search.field.perform(.endSyllable(toLatin: settings.escToLatin)) == .moved { break }
      return closeSearch()
    case .command(let command):
      if let edit = command.fieldEdit {
        _ = search.field.perform(edit)
      } else {
        // Not for the field (Ctrl-C, Tab, F-keys): what it does everywhere.
        list.search = search
        return perform(command)
      }
    case .type(let c):
      _ = search.field.type(c)
    }
    list.search = search
    return []
  }

  /// Text from an input method or a paste while the search line is typed into.
  mutating func typeSearch(_ text: String) -> [Effect] {
    _ = list.search?.field.insert(text)
    return []
  }

  mutating func closeSearch() -> [Effect] {
    list.search = nil
    guard list.serverQuery != nil else { return ensureSelectionVisible() }
    // Back from the server's results to the whole list.
    list.serverQuery = nil
    list.selected = 0
    list.top = 0
    return refresh()
  }

  /// Esc: ends the syllable being composed (and with `[input] esc_to_latin` switches to
  /// English); with nothing composing, it leaves the search first, then goes back to the
  /// compose pane.
  mutating func escape() -> [Effect] {
    let mode = compose.mode
    let ended = compose.field.perform(.endSyllable(toLatin: settings.escToLatin)) == .moved
    if compose.mode != mode { _ = setInputMode(compose.mode) }
    if ended { return [] }
    if list.walked != nil { return cancelWalk() }
    if focus == .list, list.search != nil { return closeSearch() }
    if focus == .compose, own.editing != nil { return cancelEdit() }
    return setFocus(.compose)
  }

  /// The loaded reviews that match the query searched for.
  var searchMatches: [Int] {
    guard let search = list.search else { return [] }
    return ReviewSearch.matches(search.query, in: list.reviews)
  }

  /// n / N: the next (1) or previous (-1) match after the selection, wrapping around; 0 selects
  /// the first match from the selection on (a new search).
  mutating func moveToMatch(_ direction: Int) -> [Effect] {
    guard let search = list.search, !search.query.isEmpty else { return [] }
    let matches = searchMatches
    guard !matches.isEmpty else {
      return showToast(.warning, "불러온 리뷰에서 '\(search.query)'을(를) 찾지 못했어요")
    }
    let selected = list.selected
    let target: Int =
      switch direction {
      case 0: matches.first { $0 >= selected } ?? matches[0]
      case 1...: matches.first { $0 > selected } ?? matches[0]
      default: matches.last { $0 < selected } ?? matches[matches.count - 1]
      }
    list.topLine = 0
    return moveSelection(to: target)
  }
}

import App
import Hanja
import HostedProgram
import Terminal

/// 한자 and 기호 in `dubeol type`: the text dubeol typed since the last key that was not text is
/// converted as the UI's F9 converts the text before the cursor; a choice replaces it in the
/// program with DEL and the new text. The window's keys are the UI's (the `hanja` scope).
extension TypeSession {
  /// The look-up the last key asked for, once (the runtime loads the table and answers with
  /// `showHanja` or `sayNoHanja`).
  package mutating func takeHanjaRequest() -> HanjaConversion? {
    defer { hanjaRequest = nil }
    return hanjaRequest
  }

  /// The candidate picked by the last key, once (the runtime records it as the UI does).
  package mutating func takeHanjaPick() -> HanjaEntry? {
    defer { hanjaPicked = nil }
    return hanjaPicked
  }

  /// Opens the window on `candidates` beside the program's cursor at `anchor`.
  package mutating func showHanja(
    _ conversion: HanjaConversion, candidates: [HanjaEntry], anchor: Point
  ) {
    guard !candidates.isEmpty else {
      let what = conversion.table == .hanja ? "한자가" : "기호가"
      notice = "'\(conversion.word)'에 맞는 \(what) 없어요"
      return
    }
    hanja = HanjaWindowView.Shown(
      conversion: conversion, pages: CandidatePages(candidates), anchor: anchor)
  }

  mutating func askHanja() {
    guard let request = HanjaConversion.request(before: typed) else {
      notice = "바로 앞에 입력한 글자 중에 한자나 기호로 바꿀 글자가 없어요"
      return
    }
    hanjaRequest = request
  }

  /// A key while the window is open: its moves, a number or Enter picks, Esc closes; any other
  /// key closes it and does what it does.
  mutating func handleInHanjaWindow(_ event: InputEvent) -> [ProgramInput] {
    guard var window = hanja, case .key(let key, let modifiers) = event else {
      hanja = nil
      return dispatch(event)
    }
    if case .character(let c) = key, modifiers.isEmpty, let number = c.wholeNumberValue,
      let item = window.pages.shown.first(where: { $0.number == number })
    {
      return pick(item.entry, in: window)
    }
    switch keys.command(for: KeyChord(key, modifiers), in: .hanja) {
    case .down: window.pages.move(1)
    case .up: window.pages.move(-1)
    case .pageDown: window.pages.turnPage(1)
    case .pageUp: window.pages.turnPage(-1)
    case .choose:
      guard let item = window.pages.shown.first(where: \.highlighted) else { break }
      return pick(item.entry, in: window)
    case .close:
      hanja = nil
      return []
    default:
      hanja = nil
      return dispatch(event)
    }
    hanja = window
    return []
  }

  /// Replaces the converted characters in the program by the choice.
  private mutating func pick(_ entry: HanjaEntry, in window: HanjaWindowView.Shown)
    -> [ProgramInput]
  {
    hanja = nil
    let replaced = window.conversion.replaced(by: entry)
    // The text may have changed under the window only through this session: check anyway.
    guard replaced.upperBound == typed.count, replaced.lowerBound >= 0 else { return [] }
    hanjaPicked = entry
    return [.deleteBackward(replaced.count), .text(entry.value)]
  }
}

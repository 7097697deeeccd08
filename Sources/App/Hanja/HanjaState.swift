import Hanja
import Persistence
import Terminal

/// 한자 and 기호 in the UI: the tables once loaded, the user's learned choices, the candidate
/// window while it is open, and where the last choice went (so F9 continues before it).
package struct HanjaState: Sendable {
  /// Each table's index once loaded (lazily, by an effect, at the first F9 that needs it).
  var indexes: [HanjaConversion.Table: HanjaIndex] = [:]
  /// Tables being loaded.
  var loading: Set<HanjaConversion.Table> = []
  /// The user's past choices, first for their key; loaded with the first table.
  var learned = LearnedChoices()
  var learnedRequested = false
  /// The candidate window, while it is open.
  package var window: HanjaWindow?
  /// F9 pressed before its table was there: converted once it is, if the field is unchanged.
  var waiting: HanjaWaiting?
  /// The text the last choices made, ending at the cursor of its field.
  var converted: HanjaConverted?

  package init() {}
}

/// The open candidate window: which field it converts in, what, its candidates, and where the
/// field's cursor is on screen (the window opens beside it).
package struct HanjaWindow: Sendable, Equatable {
  package var target: HanjaTarget
  package var conversion: HanjaConversion
  package var pages: CandidatePages
  package var anchor: Point

  /// What the window view draws.
  var shown: HanjaWindowView.Shown {
    HanjaWindowView.Shown(conversion: conversion, pages: pages, anchor: anchor)
  }
}

/// An F9 waiting for its table: the field and its text before the cursor at the time, and
/// where its cursor is on screen (the window's place says the table is being read).
struct HanjaWaiting: Sendable, Equatable {
  var target: HanjaTarget
  var table: HanjaConversion.Table
  var before: String
  var anchor: Point
}

/// Converted text in a field: characters `start..<end` (the end is where the cursor was) read
/// `text`. F9 right after continues with the syllables before `start`.
struct HanjaConverted: Sendable, Equatable {
  var target: HanjaTarget
  var start: Int
  var end: Int
  var text: String
}

/// What loading a table gave: its index or why not (the message names the file), and the
/// learned choices when they were asked for with it.
package struct HanjaTableLoad: Sendable {
  package var table: HanjaConversion.Table
  package var result: Result<HanjaIndex, HanjaTableError>
  package var choices: HanjaChoicesLoad?

  package init(
    table: HanjaConversion.Table, result: Result<HanjaIndex, HanjaTableError>,
    choices: HanjaChoicesLoad?
  ) {
    self.table = table
    self.result = result
    self.choices = choices
  }
}

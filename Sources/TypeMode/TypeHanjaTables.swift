import App
import Foundation
import Hanja
import Persistence

/// The 한자 and 기호 tables for `dubeol type`, each read (through the index cache the UI uses)
/// at its first use and kept, and the user's learned choices, shared with the UI
/// (hanja-choices.txt in the data directory): read at the first look-up, saved at each pick.
package final class TypeHanjaTables {
  private let files: [HanjaConversion.Table: URL]
  private let cacheDirectory: URL
  private let choicesStore: HanjaChoicesStore?
  private var indexes: [HanjaConversion.Table: HanjaIndex] = [:]
  /// The user's past picks, once read.
  private var learned: LearnedChoices?
  /// What to tell the user about the choices file, once (one that could not be read).
  private var notice: String?

  /// `choices` nil keeps the picks in memory only.
  package init(table: URL, symbols: URL, cacheDirectory: URL, choices: HanjaChoicesStore?) {
    files = [.hanja: table, .symbols: symbols]
    self.cacheDirectory = cacheDirectory
    choicesStore = choices
  }

  /// The candidates for `conversion` (the user's past picks first, as in the UI), or why its
  /// table cannot be read.
  package func candidates(for conversion: HanjaConversion) -> Result<[HanjaEntry], HanjaTableError>
  {
    let learned = learnedChoices()
    if let index = indexes[conversion.table] {
      return .success(
        index.candidates(for: conversion.word, match: conversion.match, learned: learned))
    }
    guard let file = files[conversion.table] else { return .success([]) }
    do {
      let index = try HanjaIndexCache.load(table: file, cacheDirectory: cacheDirectory).index
      indexes[conversion.table] = index
      return .success(
        index.candidates(for: conversion.word, match: conversion.match, learned: learned))
    } catch {
      return .failure(error)
    }
  }

  /// Records that `entry` was picked, so it comes first next time, and saves the choices; what
  /// went wrong, in the UI's words, else nil.
  package func learn(_ entry: HanjaEntry) -> String? {
    var updated = learnedChoices()
    updated.record(key: entry.key, value: entry.value)
    learned = updated
    guard let choicesStore else { return nil }
    do {
      try choicesStore.save(updated)
      return nil
    } catch {
      return StorageItem.hanjaChoices.failed(StorageErrorText.reason(for: error))
    }
  }

  /// What the choices file's reading left to say, once.
  package func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  private func learnedChoices() -> LearnedChoices {
    if let learned { return learned }
    let load = choicesStore?.load() ?? HanjaChoicesLoad(choices: LearnedChoices())
    learned = load.choices
    notice = load.notice
    return load.choices
  }
}

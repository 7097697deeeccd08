import Foundation
import Hanja

/// The 한자 and 기호 tables for `dubeol type`, each read (through the index cache the UI uses)
/// at its first use and kept.
package final class TypeHanjaTables {
  private let files: [HanjaConversion.Table: URL]
  private let cacheDirectory: URL
  private var indexes: [HanjaConversion.Table: HanjaIndex] = [:]

  package init(table: URL, symbols: URL, cacheDirectory: URL) {
    files = [.hanja: table, .symbols: symbols]
    self.cacheDirectory = cacheDirectory
  }

  /// The candidates for `conversion`, or why its table cannot be read.
  package func candidates(for conversion: HanjaConversion) -> Result<[HanjaEntry], HanjaTableError>
  {
    if let index = indexes[conversion.table] {
      return .success(index.candidates(for: conversion.word, match: conversion.match))
    }
    guard let file = files[conversion.table] else { return .success([]) }
    do {
      let index = try HanjaIndexCache.load(table: file, cacheDirectory: cacheDirectory).index
      indexes[conversion.table] = index
      return .success(index.candidates(for: conversion.word, match: conversion.match))
    } catch {
      return .failure(error)
    }
  }
}

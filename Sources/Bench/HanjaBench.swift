import Foundation
import HangulOracle
import Hanja

/// `dubeol-bench hanja`: one F9 look-up's time in process (suffix candidates of the composing
/// syllable and up to 8 before it, ranked, as the candidate window asks) beside libhangul's
/// `hanja_table_match_suffix` on the same words, and the time to build and to load the index.
/// (bench/hanja.sh measures the memory, as the peak resident set of whole processes.)
func runHanjaBench(lookups: Int = 100_000) -> [String] {
  let table = HanjaTables.defaultTable
  let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "dubeol-bench-hanja-\(getpid())")
  defer { try? FileManager.default.removeItem(at: cache) }
  let build = microseconds { _ = try? HanjaIndexCache.load(table: table, cacheDirectory: cache) }
  var loaded: HanjaIndex?
  let load = microseconds {
    loaded = try? HanjaIndexCache.load(table: table, cacheDirectory: cache).index
  }
  guard let index = loaded, let libhangul = dubeol_hanja_oracle_load(table.path) else {
    return ["hanja: \(table.path) could not be loaded (libhangul-data installed?)"]
  }
  defer { dubeol_hanja_oracle_free(libhangul) }
  let words = HanjaBenchWords.make(count: lookups, index: index)
  var ours: [Double] = []
  var found = 0
  for word in words {
    ours.append(microseconds { found += index.candidates(for: word, match: .suffix).count })
  }
  var theirs: [Double] = []
  var buffer = [CChar](repeating: 0, count: 1 << 20)
  for word in words {
    theirs.append(
      microseconds { _ = dubeol_hanja_oracle_match(libhangul, word, 2, &buffer, buffer.count) })
  }
  func percentile(_ times: [Double], _ p: Double) -> Double {
    let sorted = times.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
  }
  func row(_ name: String, _ times: [Double]) -> String {
    name + "  "
      + String(
        format: "p50 %7.1f µs   p99 %7.1f µs   max %8.1f µs", percentile(times, 0.5),
        percentile(times, 0.99), times.max() ?? 0)
  }
  return [
    "== hanja in process: \(words.count) suffix look-ups of 1–9 syllables (\(found) candidates)",
    row("  dubeol candidates (ranked)      ", ours),
    row("  libhangul hanja_table_match_suffix", theirs),
    String(
      format: "  index: built in %.1f ms, loaded from the cache in %.1f ms", build / 1000,
      load / 1000),
    hanjaLookupVerdict(p99: percentile(ours, 0.99)),
  ]
}

/// The aim of a look-up's p99 in process, and the figure beside it.
private let hanjaLookupAimMicroseconds = 1000.0

/// "  dubeol look-up p99 …   aim: under 1000 µs …   met": the in-process figure beside its aim.
private func hanjaLookupVerdict(p99: Double) -> String {
  let met = p99 < hanjaLookupAimMicroseconds ? "met" : "NOT MET"
  return String(
    format:
      "  dubeol look-up p99: %.1f µs   aim: under %.0f µs (the window opens in the next frame)",
    p99, hanjaLookupAimMicroseconds) + "   " + met
}

/// Words as F9 sees them: a table key with up to 8 random syllables typed before it, and now
/// and then only syllables (no long key).
enum HanjaBenchWords {
  static func make(count: Int, index: HanjaIndex) -> [String] {
    var rng = SystemRandomNumberGenerator()
    var keys: [String] = []
    for entry in stride(from: 0, to: index.entryCount, by: 7) {
      keys.append(index.string(index.keyRange(ofEntry: entry)))
    }
    let syllables = keys.filter { $0.count == 1 }
    return (0..<count).map { _ in
      let before = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
        syllables.randomElement(using: &rng)!
      }
      let word = before.joined() + keys.randomElement(using: &rng)!
      return String(word.suffix(9))
    }
  }
}

private func microseconds(_ body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1e6 + Double(end.tv_nsec - start.tv_nsec) / 1e3
}

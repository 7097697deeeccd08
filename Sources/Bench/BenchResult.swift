import Foundation

/// One figure of `make bench` beside its reference, printed as a line bench/report.py reads into
/// docs/performance.md's table (`BENCH`, then area, measure, figure, reference, ratio, aim and
/// verdict, tab-separated), so no figure of the docs is typed by hand.
struct BenchResult {
  /// The aim a ratio is held to.
  enum Aim {
    case atMost(Double)
    case atLeast(Double)

    var text: String {
      switch self {
      case .atMost(let bound): "≤ \(Self.number(bound))×"
      case .atLeast(let bound): "≥ \(Self.number(bound))×"
      }
    }

    func met(_ ratio: Double) -> Bool {
      switch self {
      case .atMost(let bound): ratio <= bound
      case .atLeast(let bound): ratio >= bound
      }
    }

    private static func number(_ value: Double) -> String {
      value == value.rounded() ? String(format: "%.1f", value) : String(format: "%g", value)
    }
  }

  var area: String
  var measure: String
  var figure: String
  var reference: String
  var ratio: Double?
  var aim: Aim?

  /// The line bench/report.py reads.
  var line: String {
    let verdict = zip(ratio, aim).map { $1.met($0) ? "met" : "not met" } ?? ""
    let fields = [
      "BENCH", area, measure, figure, reference, ratio.map { String(format: "%.2f×", $0) } ?? "",
      aim?.text ?? "", verdict,
    ]
    return fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t")
  }
}

/// Both values, when both are there.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}

/// Milliseconds with two decimals, as the tables write them.
func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

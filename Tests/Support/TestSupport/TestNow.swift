import Foundation
import TestSupport

/// The one fixed "now" of the tests and benchmarks (2026-03-01 12:00 UTC), so timestamps and
/// relative times come out exact.
public let testNow = Date(timeIntervalSince1970: 1_772_366_400)

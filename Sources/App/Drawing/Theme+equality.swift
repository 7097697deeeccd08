import Foundation
import Terminal

extension Theme {
  /// Equal names, avatar palettes and styles. The styles are compared as the bytes they fill
  /// (a `Style` equals another exactly when its 8 bytes do): the derived comparison, field by
  /// field, is 8 KB of code, and every pane's input holds the theme, compared on every frame.
  package static func == (a: Theme, b: Theme) -> Bool {
    guard a.name == b.name, a.avatarPalette == b.avatarPalette else { return false }
    return withUnsafeBytes(of: a) { x in
      withUnsafeBytes(of: b) { y in
        styleBytes.allSatisfy {
          memcmp(x.baseAddress! + $0.lowerBound, y.baseAddress! + $0.lowerBound, $0.count) == 0
        }
      }
    }
  }

  /// The byte ranges of a theme that hold styles: all but its name and avatar palette.
  private static let styleBytes: [Range<Int>] = {
    let others: [(PartialKeyPath<Theme>, Int)] = [
      (\.name, MemoryLayout<String>.size), (\.avatarPalette, MemoryLayout<[Style]>.size),
    ]
    var ranges: [Range<Int>] = []
    var start = 0
    for (path, size) in others.map({ (MemoryLayout<Theme>.offset(of: $0)!, $1) }).sorted(by: <) {
      if path > start { ranges.append(start..<path) }
      start = path + size
    }
    if start < MemoryLayout<Theme>.size { ranges.append(start..<MemoryLayout<Theme>.size) }
    return ranges
  }()
}

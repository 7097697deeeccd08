import Persistence
import Terminal
import Testing

@testable import App

/// A theme compares its styles as bytes (`Theme+equality`): that is exact only while every
/// field but the name and the avatar palette is a `Style`.
@Suite("Comparing themes")
struct ThemeEqualityTests {
  @Test("every field but the name and the avatar palette is a Style")
  func fieldsAreStyles() {
    for child in Mirror(reflecting: Theme.default).children
    where !["name", "avatarPalette"].contains(child.label) {
      #expect(child.value is Style, "\(child.label ?? "?") is not a Style")
    }
  }

  @Test("a theme made twice is equal; one style, the name or a palette colour changed is not")
  func equality() {
    let made = { (tone: BackgroundTone, colors: Int) in
      Theme.make(settings: .defaults, tone: tone, colorCount: colors, noColor: false)
    }
    #expect(made(.dark, 256) == made(.dark, 256))
    #expect(made(.light, 16) == made(.light, 16))
    #expect(made(.dark, 256) != made(.light, 256))
    #expect(made(.dark, 256) != .mono)
    var changed = made(.dark, 256)
    changed.match = Style(underline: true)
    #expect(changed != made(.dark, 256))
    changed = made(.dark, 256)
    changed.header.bold.toggle()
    #expect(changed != made(.dark, 256))
    changed = made(.dark, 256)
    changed.name += "-other"
    #expect(changed != made(.dark, 256))
    changed = made(.dark, 256)
    changed.avatarPalette[0] = Style(reverse: true)
    #expect(changed != made(.dark, 256))
  }
}

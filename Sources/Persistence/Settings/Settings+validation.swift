import Foundation

extension Settings {
  /// What is wrong with these settings as config.toml would hold them; empty when they are fine.
  public var problems: [String] {
    let file = URL(fileURLWithPath: "config.toml")
    return SettingsDecoder.decode(SettingsEncoder.encode(self), file: file).problems.map(\.message)
  }

  /// The text as a phrase or shortcut item: whitespace trimmed, line breaks and other control
  /// characters turned into spaces; nil when nothing is left or it is too long.
  public static func item(from text: String) -> String? {
    let scalars = text.unicodeScalars.map {
      $0.properties.generalCategory == .control ? " " : Character($0)
    }
    let item = String(scalars).trimmingCharacters(in: .whitespaces)
    guard !item.isEmpty, item.count <= maxItemLength else { return nil }
    return item
  }

  /// The settings as commented config.toml text.
  public var tomlText: String { SettingsEncoder.encode(self) }
}

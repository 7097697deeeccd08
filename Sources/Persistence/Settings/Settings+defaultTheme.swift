import Reviews

extension Settings {
  /// The theme id used when config.toml names none.
  public static var defaultThemeId: String { ReviewAPI.defaultThemeId }
}
